/**
 * A hook's write in a child node with a small young generation (hooks/write-process.ts): the
 * same packet as a write in this process, the work tree's status started early taken by the
 * child rather than run again, the write's errors back as their class, and a child started
 * ahead that is never asked to write holds no process open.
 */
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { test } from "node:test";
import { STATUS_ARGS, startStatusEarly } from "../../src/collect/git/early-status.js";
import { writeHandoff } from "../../src/pipeline/write-handoff.js";
import { isStartedEarly } from "../../src/platform/run-git.js";
import {
  inheritedExecArgv,
  WriteChildLostError,
  writeHandoffInChild,
} from "../../src/hooks/write-process.js";
import { parseHookInput } from "../../src/hooks/protocol/read-hook-input.js";
import { CHILD_MIN_TRANSCRIPT_BYTES, writesInChild } from "../../src/hooks/write-heap.js";
import { makeRepoWithApp } from "../helpers/claude-session-folder.js";
import { removeDir } from "../helpers/temp-repo.js";

const options = (repo: string) => ({
  cwd: repo,
  root: repo,
  allow_dirty: true,
  allow_unverified: true,
  allow_missing_next: true,
  writer: "the write-process test",
  transcript: null,
});

test("the child writes the packet a write in this process would, and takes the early status", async () => {
  const repo = makeRepoWithApp("handoff-write-process-");
  try {
    writeFileSync(join(repo, "app.ts"), "export const answer = 43;\n");
    startStatusEarly(repo);
    assert.ok(isStartedEarly(repo, STATUS_ARGS), "the status runs before the write is asked");
    const warnings: string[] = [];
    const child = await writeHandoffInChild(options(repo), (message) => warnings.push(message));
    assert.equal(isStartedEarly(repo, STATUS_ARGS), false, "handed to the child");
    assert.equal(child.status, "written");
    assert.deepEqual(warnings, []);
    const here = await writeHandoff(options(repo));
    assert.equal(here.status, "unchanged", "this process finds the child's packet current");
    assert.equal(here.id, child.id);
    assert.deepEqual(child.packet, here.packet);
  } finally {
    removeDir(repo);
  }
});

test("the write's error comes back from the child as the class and message it had", async () => {
  const dir = mkdtempSync(join(tmpdir(), "handoff-write-process-nogit-"));
  try {
    const here = await writeHandoff(options(dir)).then(
      () => null,
      (error: unknown) => error as Error,
    );
    assert.ok(here !== null, "a folder outside git refuses the write");
    const child = await writeHandoffInChild(options(dir), () => undefined).then(
      () => null,
      (error: unknown) => error as Error,
    );
    assert.ok(child !== null);
    assert.equal(child.constructor, here.constructor);
    assert.equal(child.message, here.message);
    assert.equal(
      (child as { exitCode?: number }).exitCode,
      (here as { exitCode?: number }).exitCode,
    );
  } finally {
    removeDir(dir);
  }
});

test("a child that ends without an answer is reported lost, for the hook to write itself", async () => {
  const dir = mkdtempSync(join(tmpdir(), "handoff-write-process-lost-"));
  try {
    const script = join(dir, "dies.mjs");
    writeFileSync(script, "process.exit(3);\n");
    const error = await writeHandoffInChild(options(dir), () => undefined, script).then(
      () => null,
      (caught: unknown) => caught,
    );
    assert.ok(error instanceof WriteChildLostError, String(error));
    assert.match(error.message, /exit 3/);
  } finally {
    removeDir(dir);
  }
});

/** Processes whose command line holds `marker` (Linux's /proc; none elsewhere). */
function processesNaming(marker: string): number[] {
  if (!existsSync("/proc")) return [];
  return readdirSync("/proc")
    .filter((name) => /^\d+$/.test(name))
    .filter((pid) => {
      try {
        return readFileSync(`/proc/${pid}/cmdline`, "utf8").includes(marker);
      } catch {
        return false;
      }
    })
    .map(Number);
}

test("a child started ahead and never asked to write does not keep the process alive", async () => {
  const module = pathToFileURL(join(import.meta.dirname, "../../src/hooks/write-process.js"));
  // The code run by `-e` is no part of the child's command line: a child given it would run
  // it again, start a child again, and so on without end.
  const marker = `handoff-ahead-${process.pid}-${Date.now()}`;
  const started = Date.now();
  const run = spawnSync(
    process.execPath,
    [
      "--input-type=module",
      "-e",
      `/* ${marker} */ const m = await import(${JSON.stringify(module.href)}); m.startWriteChild(); console.log("left");`,
    ],
    { encoding: "utf8", timeout: 20_000 },
  );
  assert.equal(run.status, 0, run.stderr);
  assert.equal(run.stdout, "left\n");
  assert.ok(Date.now() - started < 15_000, "exited without waiting for the child");
  await new Promise((done) => setTimeout(done, 1500));
  const left = processesNaming(marker);
  // A chain that restarts itself is ended before the failure is told: each round kills what
  // the one before started.
  for (let round = 0; round < 10 && processesNaming(marker).length > 0; round++) {
    for (const pid of processesNaming(marker)) {
      try {
        process.kill(pid, "SIGKILL");
      } catch {
        // Gone already.
      }
    }
    await new Promise((done) => setTimeout(done, 200));
  }
  assert.deepEqual(left, [], "no process runs the starting code again");
});

test("a child takes no code given on its parent's command line, and every other node option", () => {
  assert.deepEqual(
    inheritedExecArgv([
      "--input-type=module",
      "-e",
      "code()",
      "--max-old-space-size=512",
      "--eval=x",
      "-r",
      "./pre.js",
      "--import=./loader.js",
      "--test-reporter=tap",
      "--enable-source-maps",
    ]),
    [
      "--max-old-space-size=512",
      "-r",
      "./pre.js",
      "--import=./loader.js",
      "--test-reporter=tap",
      "--enable-source-maps",
    ],
  );
});

test("which hook writes go to the child: the CLI's own, not the detached writer's, from a session size", () => {
  const dir = mkdtempSync(join(tmpdir(), "handoff-write-process-size-"));
  try {
    const transcript = join(dir, "session.jsonl");
    writeFileSync(transcript, "x".repeat(100));
    const input = parseHookInput(
      JSON.stringify({
        session_id: "s",
        transcript_path: transcript,
        cwd: dir,
        hook_event_name: "Stop",
      }),
      {},
    );
    const cli = { canDetach: true };
    assert.ok(CHILD_MIN_TRANSCRIPT_BYTES > 100);
    assert.equal(writesInChild(cli, input, {}), false, "a small session writes here");
    assert.equal(writesInChild(cli, input, { HANDOFF_WRITE_CHILD_MIN_BYTES: "100" }), true);
    assert.equal(writesInChild(cli, input, { HANDOFF_WRITE_CHILD_MIN_BYTES: "101" }), false);
    assert.equal(writesInChild(cli, input, { HANDOFF_WRITE_CHILD_MIN_BYTES: "0" }), true);
    const always = { HANDOFF_WRITE_CHILD_MIN_BYTES: "0" };
    assert.equal(writesInChild({}, input, always), false, "a library call writes in its process");
    assert.equal(writesInChild({ canDetach: true, detached: true }, input, always), false);
  } finally {
    removeDir(dir);
  }
});
