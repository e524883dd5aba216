/**
 * A verification report filed under the active task's name but holding another `task_id`
 * (issue 18, item 14): `write` says the ids differ, naming the file and both ids, instead of
 * "no verification report … so that <the file that is right there> exists".
 */
import assert from "node:assert/strict";
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { test } from "node:test";
import { type CliRun, runCli } from "../helpers/run-cli.js";
import { git, makeExampleRepo, removeDir } from "../helpers/temp-repo.js";

/** The CLI in-process: these cases prove what a write or resume decides, not the process. */
function runBin(args: string[], cwd: string): Promise<CliRun> {
  return runCli(args, { cwd });
}

/** The example workbench (active task T-002) with its report relabelled as T-003's, committed. */
function makeMisfiledRepo(): string {
  const repo = makeExampleRepo();
  const file = join(repo, "outputs", "verification", "T-002.json");
  const report = JSON.parse(readFileSync(file, "utf8"));
  report.task_id = "T-003";
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
  git(repo, "commit", "-q", "-am", "relabel the report");
  return repo;
}

test("write refuses naming the file and both ids when a report's task_id differs from its file name", async () => {
  const repo = makeMisfiledRepo();
  try {
    const run = await runBin(["write", "--next", "carry on"], repo);
    assert.equal(run.code, 3, run.stderr);
    assert.match(
      run.stderr,
      /outputs\/verification\/T-002\.json holds task_id "T-003", not "T-002": the ids differ/,
    );
    assert.doesNotMatch(run.stderr, /no verification report/);
  } finally {
    removeDir(repo);
  }
});

test("with --allow-unverified the packet's risk, item and summary say the ids differ", async () => {
  const repo = makeMisfiledRepo();
  try {
    const run = await runBin(["write", "--next", "carry on", "--allow-unverified"], repo);
    assert.equal(run.code, 0, run.stderr);
    const [id] = readdirSync(join(repo, ".handoff", "packets"));
    const md = readFileSync(join(repo, ".handoff", "packets", String(id), "handoff.md"), "utf8");
    assert.match(
      md,
      /T-002's verification report outputs\/verification\/T-002\.json holds task_id "T-003"/,
    );
    assert.match(md, /T-002: .* missing: outputs\/verification\/T-002\.json holds task_id "T-003"/);
    assert.match(md, /the ids differ/);
    assert.doesNotMatch(
      md,
      /T-002 has no verification report|T-002 acceptance not covered \(no verification report\)/,
    );
  } finally {
    removeDir(repo);
  }
});
