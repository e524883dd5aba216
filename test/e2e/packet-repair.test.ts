/**
 * A packet dir with `handoff.json` but no (or a damaged) `handoff.md` — a crash between files,
 * or a user who deleted it — is repaired by the next write that finds the packet unchanged: the
 * render comes back byte for byte and `show --md` works again. The CLI runs in-process: what is
 * proved is the store's repair, not the process around it.
 */
import assert from "node:assert/strict";
import { readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { test } from "node:test";
import { type CliRun, runCli } from "../helpers/run-cli.js";
import { makeExampleRepo, removeDir } from "../helpers/temp-repo.js";

function runBin(args: string[], cwd: string): Promise<CliRun> {
  return runCli(args, { cwd });
}

function onlyPacketDir(repo: string): string {
  const ids = readdirSync(join(repo, ".handoff", "packets"));
  assert.equal(ids.length, 1, ids.join(", "));
  return join(repo, ".handoff", "packets", String(ids[0]));
}

test("an unchanged write re-renders a deleted handoff.md and history.md", async () => {
  const repo = makeExampleRepo();
  try {
    assert.equal((await runBin(["write"], repo)).code, 0);
    const dir = onlyPacketDir(repo);
    const md = readFileSync(join(dir, "handoff.md"), "utf8");
    const history = readFileSync(join(dir, "history.md"), "utf8");
    rmSync(join(dir, "handoff.md"));
    rmSync(join(dir, "history.md"));
    assert.notEqual(
      (await runBin(["show", "--md"], repo)).code,
      0,
      "show fails while handoff.md is gone",
    );

    const again = await runBin(["write", "--json"], repo);
    assert.equal(again.code, 0, again.stderr);
    assert.equal(JSON.parse(again.stdout).status, "unchanged");
    assert.equal(readFileSync(join(dir, "handoff.md"), "utf8"), md);
    assert.equal(readFileSync(join(dir, "history.md"), "utf8"), history);
    const show = await runBin(["show", "--md"], repo);
    assert.equal(show.code, 0, show.stderr);
    assert.equal(show.stdout.trimEnd(), md.trimEnd());
  } finally {
    removeDir(repo);
  }
});

test("an unchanged write repairs a truncated handoff.md", async () => {
  const repo = makeExampleRepo();
  try {
    assert.equal((await runBin(["write"], repo)).code, 0);
    const dir = onlyPacketDir(repo);
    const md = readFileSync(join(dir, "handoff.md"), "utf8");
    writeFileSync(join(dir, "handoff.md"), md.slice(0, 40));
    const again = await runBin(["write", "--json"], repo);
    assert.equal(again.code, 0, again.stderr);
    assert.equal(JSON.parse(again.stdout).status, "unchanged");
    assert.equal(readFileSync(join(dir, "handoff.md"), "utf8"), md);
  } finally {
    removeDir(repo);
  }
});
