import assert from "node:assert/strict";
import { readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { after, test } from "node:test";
import type { CleanState } from "../../../src/model/snapshot/types.js";
import { runCli } from "../../helpers/run-cli.js";
import { git, makeRepo, removeDir, writeRepoFile } from "../../helpers/temp-repo.js";

const dirs: string[] = [];
after(() => {
  for (const dir of dirs) removeDir(dir);
});

function committedRepo(): string {
  const dir = makeRepo("handoff-check-");
  dirs.push(dir);
  writeRepoFile(dir, "src/app.ts", "export function app() {\n  return 1;\n}\n");
  writeRepoFile(dir, "README.md", "# app\n");
  git(dir, "add", "-A");
  git(dir, "commit", "-q", "-m", "init");
  return dir;
}

test("a clean repository: exit 0, clean_state.json written", async () => {
  const dir = committedRepo();
  const run = await runCli(["check"], { cwd: join(dir, "src") });
  assert.equal(run.code, 0, run.stderr);
  assert.match(run.stdout, /^clean \(0 blocking, 0 warning\(s\)\)/);
  const written = JSON.parse(readFileSync(join(dir, ".handoff", "clean_state.json"), "utf8"));
  assert.deepEqual(written, { clean: true, blocking: [], warnings: [] });
});

test("dirty file, stash, dirty worktree, unmerged branch and console.log are each listed", async () => {
  const dir = committedRepo();
  git(dir, "checkout", "-q", "-b", "spike");
  writeRepoFile(dir, "spike.ts", "export const s = 1;\n");
  git(dir, "add", "-A");
  git(dir, "commit", "-q", "-m", "spike");
  git(dir, "checkout", "-q", "main");
  writeRepoFile(dir, "README.md", "# app\nstash me\n");
  git(dir, "stash", "push", "-q");
  const wt = `${dir}-wt`;
  dirs.push(wt);
  git(dir, "worktree", "add", "-q", wt, "-b", "other-session");
  writeRepoFile(wt, "src/app.ts", "export function app() {\n  return 2;\n}\n");
  writeRepoFile(
    dir,
    "src/app.ts",
    "export function app() {\n  console.log('here');\n  return 1;\n}\n",
  );

  const run = await runCli(["check"], { cwd: dir });
  assert.equal(run.code, 1, run.stderr);
  const expected = [
    /\[working tree\] src\/app\.ts: modified, not committed \(unstaged\)/,
    /\[working tree\] stash@\{0\} on this branch has no message/,
    /\[working tree\] worktree \.\.\/[^ ]+-wt \(branch other-session\) has uncommitted changes/,
    /\[working tree\] branch spike is not merged into main/,
    /\[temp artifacts\] src\/app\.ts: debug print added at line 2: console\.log\('here'\);/,
  ];
  for (const pattern of expected) assert.match(run.stdout, pattern);
  assert.match(run.stdout, /^not clean \(3 blocking, 2 warning\(s\)\)/);

  const json = await runCli(["check", "--json"], { cwd: dir });
  assert.equal(json.code, 1);
  const state = JSON.parse(json.stdout) as CleanState;
  assert.equal(state.clean, false);
  assert.deepEqual(
    state.blocking.map((i) => i.check),
    ["working tree", "working tree", "temp artifacts"],
  );
  assert.deepEqual(
    JSON.parse(readFileSync(join(dir, ".handoff", "clean_state.json"), "utf8")),
    state,
  );
  assert.ok(!json.stdout.includes(dir), "no absolute path of the repo in the report");
});

test("workbench-only mode, a missing --root and a stray argument", async () => {
  const dir = committedRepo();
  rmSync(join(dir, ".git"), { recursive: true, force: true });
  const plain = await runCli(["check", "--json"], { cwd: dir });
  assert.equal(plain.code, 0, plain.stderr);
  assert.match(plain.stdout, /not a git repository/);

  const missing = await runCli(["check", "--root", "nope"], { cwd: dir });
  assert.equal(missing.code, 2);
  assert.match(missing.stderr, /--root nope does not exist/);
  assert.ok(!missing.stderr.includes("    at "), "no stack trace");

  const stray = await runCli(["check", "extra"], { cwd: dir });
  assert.equal(stray.code, 2);
});
