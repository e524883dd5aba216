/**
 * The bench's spawn counter, on the shipped CLI in a real repository: it counts every child
 * process a command starts, and a warm write, a per-turn hook write and resume start only the
 * git calls they need (`status`, and `diff-index` for the changed files' lines), the hook's
 * write in its own node process.
 */
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { after, test } from "node:test";
import { readSpawnCount, type SpawnCount, withSpawnCounter } from "../../bench/spawns.js";
import { git, makeRepo, removeDir, shippedBinPath, writeRepoFile } from "../helpers/temp-repo.js";

const dirs: string[] = [];
after(() => {
  for (const dir of dirs) removeDir(dir);
});

/** Run the shipped CLI under the counter (as the bench's warm-up runs do). */
function counted(dir: string, args: string[], input?: string): SpawnCount {
  const file = join(dir, "..", `${dir.split("/").pop()}-spawns.txt`);
  dirs.push(file);
  const spec = withSpawnCounter(
    { command: process.execPath, args: [shippedBinPath(), ...args], cwd: dir },
    file,
  );
  const run = spawnSync(spec.command, spec.args, {
    cwd: dir,
    // The hook's write in its child process whatever the session's size (hooks/write-heap.ts).
    env: { ...spec.env, HANDOFF_WRITE_BUDGET_MS: "600000", HANDOFF_WRITE_CHILD_MIN_BYTES: "0" },
    encoding: "utf8",
    ...(input === undefined ? {} : { input }),
  });
  assert.ok(run.status === 0 || run.status === 1, `${args.join(" ")}: ${run.stderr}`);
  const count = readSpawnCount(file);
  assert.ok(count !== null, "the command left its count");
  return count;
}

function sorted(count: SpawnCount): string[] {
  assert.equal(count.total, count.programs.length);
  return [...count.programs].sort();
}

test("spawns per command: warm write, per-turn hook and resume run git status and diff-index only", () => {
  const dir = makeRepo("handoff-spawns-");
  dirs.push(dir);
  for (let i = 0; i < 20; i++) writeRepoFile(dir, `src/f${i}.ts`, `export const v${i} = ${i};\n`);
  git(dir, "add", "-A");
  git(dir, "commit", "-q", "-m", "init");
  // main packed only, a tag beside it: HEAD and the default branch are read from packed-refs.
  git(dir, "tag", "-a", "-m", "first", "v1");
  git(dir, "pack-refs", "--all");
  writeRepoFile(dir, "src/f3.ts", "export const v3 = 3;\nconsole.log(3);\n");
  writeFileSync(
    join(dir, "agent_state.json"),
    JSON.stringify({
      schema_version: 1,
      active_task_id: null,
      touched_files: [],
      next_action: "Run the tests",
    }),
  );
  const write = ["write", "--allow-dirty", "--json"];
  const cold = counted(dir, write);
  assert.ok(cold.programs.includes("git:status"), "the counter sees git");
  writeRepoFile(dir, "src/f5.ts", "export const v5 = 5;\nconsole.log(5);\n");
  assert.deepEqual(sorted(counted(dir, write)), ["git:diff-index", "git:status"], "warm write");
  const stop = JSON.stringify({
    session_id: "spawns",
    cwd: dir,
    hook_event_name: "Stop",
    stop_hook_active: false,
    last_assistant_message: "Done.",
  });
  writeRepoFile(dir, "src/f6.ts", "export const v6 = 6;\nconsole.log(6);\n");
  // The hook's write runs in a child node (hooks/write-process.ts), counted with its calls: it
  // takes the status the hook started, so there is still one.
  assert.deepEqual(
    sorted(counted(dir, ["hook", "claude", "--gate", "off"], stop)),
    ["git:diff-index", "git:status", "node"],
    "per-turn hook write",
  );
  assert.deepEqual(sorted(counted(dir, ["resume"])), ["git:diff-index", "git:status"], "resume");
  // An event the runner does not write for starts no early git status: Gemini CLI's automatic
  // PreCompress below its compression threshold (it fires before every turn).
  const preCompress = JSON.stringify({
    session_id: "spawns",
    cwd: dir,
    hook_event_name: "PreCompress",
    trigger: "auto",
  });
  assert.deepEqual(sorted(counted(dir, ["hook", "gemini"], preCompress)), [], "PreCompress(auto)");
});
