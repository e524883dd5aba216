/**
 * A write that refuses writes nothing (issue 18, item 14): a planted symlink (`.handoff/packets`
 * pointing out of the repo) or a refusal rule (exit 3) used to leave `clean_state.json`,
 * `.gitignore` and the feedback scan cache behind. The tree under `.handoff/` must be
 * byte-identical before and after.
 */
import assert from "node:assert/strict";
import { createHash } from "node:crypto";
import {
  appendFileSync,
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  symlinkSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "node:test";
import { type CliRun, runCli } from "../helpers/run-cli.js";
import { git, makeExampleRepo, removeDir } from "../helpers/temp-repo.js";

/** The CLI in-process: these cases prove what a write or resume decides, not the process. */
function runBin(args: string[], cwd: string): Promise<CliRun> {
  return runCli(args, { cwd });
}

/** Every entry under `dir` (not following symlinks): path, kind, and content hash or target. */
function listTree(dir: string): string[] {
  if (!existsSync(dir)) return [];
  const out: string[] = [];
  const walk = (rel: string) => {
    for (const name of readdirSync(join(dir, rel)).sort()) {
      const path = rel === "" ? name : `${rel}/${name}`;
      const info = lstatSync(join(dir, path));
      if (info.isSymbolicLink()) out.push(`${path} -> ${readlinkSync(join(dir, path))}`);
      else if (info.isDirectory()) {
        out.push(`${path}/`);
        walk(path);
      } else {
        const hash = createHash("sha256")
          .update(readFileSync(join(dir, path)))
          .digest("hex");
        out.push(`${path} ${hash}`);
      }
    }
  };
  walk("");
  return out;
}

test("a write refused for a symlinked packets dir leaves .handoff/ byte-identical", async () => {
  const repo = makeExampleRepo();
  const outside = mkdtempSync(join(tmpdir(), "handoff-outside-"));
  try {
    mkdirSync(join(repo, ".handoff"));
    symlinkSync(outside, join(repo, ".handoff", "packets"));
    const before = listTree(join(repo, ".handoff"));
    const run = await runBin(["write", "--next", "carry on"], repo);
    assert.notEqual(run.code, 0, "the write must refuse");
    assert.match(run.stderr, /packets.*points outside the repository/);
    assert.deepEqual(listTree(join(repo, ".handoff")), before);
    assert.deepEqual(readdirSync(outside), [], "nothing written through the symlink");
  } finally {
    removeDir(repo);
    removeDir(outside);
  }
});

test("a write refused by a rule (exit 3) after an earlier packet leaves .handoff/ byte-identical", async () => {
  const repo = makeExampleRepo();
  try {
    const first = await runBin(["write"], repo);
    assert.equal(first.code, 0, first.stderr);
    // A longer feedback log (so a scan would save a new cache) and a dirty file (so it refuses).
    appendFileSync(
      join(repo, "feedback_record.jsonl"),
      `${JSON.stringify({ command_id: "c999", command: "npm test", exit_code: 0, duration_ms: 900, started_at: "2025-05-14T10:00:00Z", stdout_tail: "ok" })}\n`,
    );
    git(repo, "commit", "-q", "-am", "one more command");
    appendFileSync(join(repo, "src", "server.js"), "// unfinished\n");
    const before = listTree(join(repo, ".handoff"));
    assert.ok(
      before.some((line) => line.startsWith("cache/feedback-scan.json ")),
      before.join("\n"),
    );
    const run = await runBin(["write"], repo);
    assert.equal(run.code, 3, run.stderr);
    assert.deepEqual(listTree(join(repo, ".handoff")), before);
  } finally {
    removeDir(repo);
  }
});

test("a write into a fresh repo that refuses creates no .handoff/ at all", async () => {
  const repo = makeExampleRepo();
  try {
    appendFileSync(join(repo, "src", "server.js"), "// unfinished\n");
    const run = await runBin(["write"], repo);
    assert.equal(run.code, 3, run.stderr);
    assert.equal(
      existsSync(join(repo, ".handoff")),
      false,
      listTree(join(repo, ".handoff")).join("\n"),
    );
  } finally {
    removeDir(repo);
  }
});
