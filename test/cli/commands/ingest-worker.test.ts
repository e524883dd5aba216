/**
 * `handoff ingest claude` of a big transcript reads it on a worker thread whose heap handoff
 * chooses: the same bytes on stdout as on the main thread, from the shipped bundle (whose worker
 * re-enters its own chunk); a heap too small ends in exit 70 and one clear line, never a crash
 * dump or a stack trace.
 */
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "node:test";
import { writeClaudeTranscript } from "../../../bench/gen-claude-transcript.js";
import { shippedBinPath } from "../../helpers/temp-repo.js";

function ingest(path: string, env: Record<string, string>, extra: string[] = [], cwd?: string) {
  const clean: NodeJS.ProcessEnv = { ...process.env, NO_COLOR: "1", NODE_DEBUG: "worker" };
  delete clean["HANDOFF_WORKER_MIN_BYTES"];
  delete clean["HANDOFF_WORKER_HEAP_MB"];
  const run = spawnSync(process.execPath, [shippedBinPath(), "ingest", "claude", path, ...extra], {
    cwd,
    env: { ...clean, ...env },
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
    timeout: 60_000,
  });
  const lines = run.stderr.split("\n");
  return {
    code: run.status,
    stdout: run.stdout,
    stderr: lines
      .filter((line) => !/^(WORKER \d+:|\s|\})/.test(line))
      .join("\n")
      .trim(),
    worker: lines.some((line) => /^WORKER \d+: \[\d+\] created Worker with ID/.test(line)),
  };
}

test("a transcript from the worker's size on prints what the main thread prints", async () => {
  const dir = await mkdtemp(join(tmpdir(), "handoff-ingest-worker-"));
  try {
    const path = join(dir, "session.jsonl");
    await writeClaudeTranscript(path, 3_000_000);
    const onMain = ingest(path, { HANDOFF_WORKER_MIN_BYTES: String(2 ** 50) });
    const onWorker = ingest(path, { HANDOFF_WORKER_MIN_BYTES: "0" });
    assert.equal(onMain.code, 0, onMain.stderr);
    assert.equal(onWorker.code, 0, onWorker.stderr);
    assert.equal(onMain.worker, false);
    assert.equal(onWorker.worker, true);
    assert.ok(onMain.stdout.split("\n").length > 100);
    assert.equal(onWorker.stdout, onMain.stdout);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});

test("a reader out of its heap: exit 70, one line that says so, no crash dump", async () => {
  const dir = await mkdtemp(join(tmpdir(), "handoff-ingest-worker-"));
  try {
    const path = join(dir, "session.jsonl");
    await writeClaudeTranscript(path, 1_000_000);
    const run = ingest(path, { HANDOFF_WORKER_MIN_BYTES: "0", HANDOFF_WORKER_HEAP_MB: "4" });
    assert.equal(run.code, 70, run.stderr);
    assert.equal(run.worker, true);
    assert.match(
      run.stderr,
      /^handoff ingest: .*session\.jsonl: reading the transcript needed more memory than the 4 MB heap handoff gives its reader$/,
    );
    assert.doesNotMatch(run.stderr, /FATAL|heap limit|\n\s+at /);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});

test("--summary of a big transcript, parsed on the worker: the main thread's summary, no scan cache", async () => {
  const dir = await mkdtemp(join(tmpdir(), "handoff-ingest-worker-"));
  try {
    const path = join(dir, "session.jsonl");
    await writeClaudeTranscript(path, 2_000_000);
    const big = { HANDOFF_WORKER_MIN_BYTES: "0" };
    const onMain = ingest(path, { HANDOFF_WORKER_MIN_BYTES: String(2 ** 50) }, ["--summary"], dir);
    const onWorker = ingest(path, big, ["--summary"], dir);
    assert.equal(onMain.code, 0, onMain.stderr);
    assert.equal(onWorker.code, 0, onWorker.stderr);
    assert.equal(onWorker.worker, true);
    assert.equal(onWorker.stdout, onMain.stdout);
    assert.equal(existsSync(join(dir, ".handoff")), false, "ingest keeps no scan cache");
    // A worker out of its heap leaves the summary to the main thread: the same answer.
    const starved = ingest(path, { ...big, HANDOFF_WORKER_HEAP_MB: "4" }, ["--summary"], dir);
    assert.equal(starved.code, 0, starved.stderr);
    assert.equal(starved.stdout, onMain.stdout);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});
