/**
 * Temp files of atomic writes interrupted by kill -9 (`.<name>.<pid>.<hex>.tmp`) are swept by
 * the next write from `.handoff/` and `.handoff/cache/` (issue 18, item 14) — only stale ones:
 * a temp file younger than a few minutes may belong to a writer still at work and is kept, as
 * is one of a live pid until it is an hour old. A write that refuses touches none of them. The
 * hooks' per-session states are swept once a month old.
 */
import assert from "node:assert/strict";
import { existsSync, mkdirSync, symlinkSync, utimesSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { test } from "node:test";
import { HOOK_STATE_MAX_AGE_MS } from "../../src/store/registry.js";
import { type CliRun, runCli } from "../helpers/run-cli.js";
import { makeExampleRepo, removeDir } from "../helpers/temp-repo.js";

/** Above any pid_max: never a live process. */
const DEAD_PID = 2_147_483_646;

/** The CLI in-process: the sweep is the store's, no process behaviour is at stake. */
function runBin(args: string[], cwd: string): Promise<CliRun> {
  return runCli(args, { cwd });
}

/** A temp file named as `writeFileAtomic` names them, last modified `ageMs` ago. */
function plantTemp(dir: string, target: string, pid: number, ageMs: number): string {
  const hex = (pid * 7919 + ageMs).toString(16).padStart(12, "0").slice(-12);
  const path = join(dir, `.${target}.${pid}.${hex}.tmp`);
  writeFileSync(path, '{"half": ');
  const when = new Date(Date.now() - ageMs);
  utimesSync(path, when, when);
  return path;
}

const MINUTE = 60_000;

test("write sweeps stale temp files from .handoff/ and .handoff/cache/, never young or live ones", async () => {
  const repo = makeExampleRepo();
  try {
    assert.equal((await runBin(["write"], repo)).code, 0);
    const handoff = join(repo, ".handoff");
    const cache = join(handoff, "cache");
    assert.ok(existsSync(cache), "the first write made the scan cache folder");
    const swept = [
      plantTemp(cache, "feedback-scan.json", DEAD_PID, 10 * MINUTE),
      plantTemp(handoff, "clean_state.json", DEAD_PID, 10 * MINUTE),
      plantTemp(handoff, "log.jsonl", process.pid, 2 * 60 * MINUTE),
    ];
    const kept = [
      plantTemp(cache, "feedback-scan.json", DEAD_PID, 1 * MINUTE),
      plantTemp(handoff, "notes.jsonl", process.pid, 10 * MINUTE),
    ];

    // A refused write (a dirty tree) changes nothing under .handoff/, stale temp files included.
    writeFileSync(join(repo, "src", "server.js"), "// unfinished\n");
    assert.equal((await runBin(["write"], repo)).code, 3);
    for (const path of [...swept, ...kept]) assert.ok(existsSync(path), `${path} kept on refusal`);

    const run = await runBin(["write", "--allow-dirty"], repo);
    assert.equal(run.code, 0, run.stderr);
    for (const path of swept) assert.equal(existsSync(path), false, `${path} should be swept`);
    for (const path of kept) assert.ok(existsSync(path), `${path} should be kept`);
  } finally {
    removeDir(repo);
  }
});

test("write removes hook session states untouched for a month, and nothing else in hook-state/", async () => {
  const repo = makeExampleRepo();
  try {
    const dir = join(repo, ".handoff", "hook-state");
    mkdirSync(dir, { recursive: true });
    const aged = (name: string, ageMs: number): string => {
      const path = join(dir, name);
      writeFileSync(path, '{"session_id": "s"}\n');
      const when = new Date(Date.now() - ageMs);
      utimesSync(path, when, when);
      return path;
    };
    const old = aged("session-old.json", HOOK_STATE_MAX_AGE_MS + 24 * 60 * MINUTE);
    const recent = aged("session-recent.json", HOOK_STATE_MAX_AGE_MS - 24 * 60 * MINUTE);
    const notState = aged("notes.txt", HOOK_STATE_MAX_AGE_MS + 24 * 60 * MINUTE);
    const stale = plantTemp(dir, "session-x.json", DEAD_PID, 10 * MINUTE);
    // A symlink among the states is not followed, nor removed.
    const target = join(repo, ".handoff", "kept-target.json");
    writeFileSync(target, "{}\n");
    const when = new Date(Date.now() - 2 * HOOK_STATE_MAX_AGE_MS);
    utimesSync(target, when, when);
    symlinkSync(target, join(dir, "session-link.json"));

    const run = await runBin(["write"], repo);
    assert.equal(run.code, 0, run.stderr);
    assert.equal(existsSync(old), false, "a month-old session state should be swept");
    assert.equal(existsSync(stale), false, "a stale temp file should be swept");
    for (const path of [recent, notState, target, join(dir, "session-link.json")])
      assert.ok(existsSync(path), `${path} should be kept`);
  } finally {
    removeDir(repo);
  }
});
