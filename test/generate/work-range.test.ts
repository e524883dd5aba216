/**
 * The work range (SPEC §3.1) on real temp repos: what a packet says landed and changed is the
 * branch's own work — never the default branch's commits — and the edited paths that are nowhere
 * now are listed apart.
 */
import assert from "node:assert/strict";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { after, test } from "node:test";
import type { Packet } from "../../src/model/packet/types.js";
import { runCli } from "../helpers/run-cli.js";
import { git, makeRepo, removeDir, writeRepoFile } from "../helpers/temp-repo.js";

const dirs: string[] = [];
after(() => {
  for (const dir of dirs) removeDir(dir);
});

function repo(): string {
  const dir = makeRepo("handoff-range-");
  dirs.push(dir);
  return dir;
}

function commit(dir: string, message: string): string {
  git(dir, "add", "-A");
  git(dir, "commit", "-q", "-m", message);
  return git(dir, "rev-parse", "HEAD").trim();
}

/** A main branch with three commits of its own. */
function mainWithHistory(): { dir: string; mainHead: string } {
  const dir = repo();
  writeRepoFile(dir, "README.md", "# p\n");
  commit(dir, "main one");
  writeRepoFile(dir, "lib/old.ts", "export const old = 1;\n");
  commit(dir, "main two");
  writeRepoFile(dir, "lib/keep.ts", "export const keep = 1;\n");
  return { dir, mainHead: commit(dir, "main three") };
}

async function write(dir: string, ...extra: string[]): Promise<Packet> {
  const run = await runCli(["write", "--next", "npm test", "--allow-dirty", "--json", ...extra], {
    cwd: dir,
  });
  assert.equal(run.code, 0, run.stderr);
  const { json } = JSON.parse(run.stdout) as { json: string };
  return JSON.parse(readFileSync(json, "utf8")) as Packet;
}

test("a new branch with no commits of its own: nothing landed, nothing changed", async () => {
  const { dir, mainHead } = mainWithHistory();
  git(dir, "checkout", "-q", "-b", "feat/empty");
  const packet = await write(dir);
  assert.deepEqual(packet.state.landed, []);
  assert.deepEqual(packet.changed_files, []);
  assert.deepEqual(packet.work_range, {
    base: mainHead,
    base_label: "fork point with main",
    files: [],
    edited_not_in_repo: [],
  });
});

test("the branch's committed work is in the packet, main's is not; uncommitted work is marked", async () => {
  const { dir, mainHead } = mainWithHistory();
  git(dir, "checkout", "-q", "-b", "feat/work");
  writeRepoFile(dir, "src/new.ts", "export const n = 1;\n");
  const first = commit(dir, "feat: add new");
  git(dir, "rm", "-q", "lib/old.ts");
  const second = commit(dir, "feat: drop old");
  // main moves on after the fork: its new commit is not this branch's work either.
  git(dir, "checkout", "-q", "main");
  writeRepoFile(dir, "main-only.ts", "x\n");
  commit(dir, "main four");
  git(dir, "checkout", "-q", "feat/work");
  writeRepoFile(dir, "lib/keep.ts", "export const keep = 2;\n");
  writeRepoFile(dir, "staged.ts", "s\n");
  git(dir, "add", "staged.ts");
  writeRepoFile(dir, "scratch.ts", "u\n");
  const packet = await write(dir);
  assert.deepEqual(packet.state.landed, [
    { commit: second, subject: "feat: drop old" },
    { commit: first, subject: "feat: add new" },
  ]);
  assert.equal(packet.state.landed_since, mainHead);
  assert.deepEqual(packet.changed_files, [
    "lib/keep.ts",
    "lib/old.ts",
    "scratch.ts",
    "src/new.ts",
    "staged.ts",
  ]);
  assert.deepEqual(packet.work_range, {
    base: mainHead,
    base_label: "fork point with main",
    files: [
      { path: "lib/keep.ts", status: "unstaged" },
      { path: "lib/old.ts", status: "deleted" },
      { path: "scratch.ts", status: "untracked" },
      { path: "src/new.ts", status: "committed" },
      { path: "staged.ts", status: "staged" },
    ],
    edited_not_in_repo: [],
  });
  assert.ok(!JSON.stringify(packet).includes("main three"), "main's commits are not landed");
});

test("a later packet counts from the previous packet's head; a rerun is the same packet", async () => {
  const { dir } = mainWithHistory();
  git(dir, "checkout", "-q", "-b", "feat/steps");
  writeRepoFile(dir, "a.ts", "a\n");
  commit(dir, "step one");
  const p1 = await write(dir);
  writeRepoFile(dir, "b.ts", "b\n");
  const two = commit(dir, "step two");
  const p2 = await write(dir);
  assert.equal(p2.previous, p1.id);
  assert.deepEqual(p2.state.landed, [{ commit: two, subject: "step two" }]);
  assert.deepEqual(p2.changed_files, ["b.ts"]);
  assert.equal(p2.work_range.base, p1.head_commit);
  assert.equal(p2.work_range.base_label, `previous packet ${p1.id}`);
  const run = await runCli(["write", "--next", "npm test", "--allow-dirty", "--json"], {
    cwd: dir,
  });
  const again = JSON.parse(run.stdout) as { id: string; status: string };
  assert.deepEqual([again.id, again.status], [p2.id, "unchanged"]);
});

test("on the default branch: the unpushed commits (from the upstream), else nothing", async () => {
  const { dir: origin } = mainWithHistory();
  const clone = `${origin}-clone`;
  dirs.push(clone);
  git(origin, "clone", "-q", origin, clone);
  git(clone, "config", "user.name", "Test");
  git(clone, "config", "user.email", "test@example.invalid");
  const pushed = git(clone, "rev-parse", "HEAD").trim();
  writeRepoFile(clone, "local.ts", "l\n");
  const local = commit(clone, "local work");
  const packet = await write(clone);
  assert.deepEqual(packet.state.landed, [{ commit: local, subject: "local work" }]);
  assert.deepEqual(packet.changed_files, ["local.ts"]);
  assert.equal(packet.work_range.base, pushed);
  assert.equal(packet.work_range.base_label, "upstream of the default branch origin/main");

  // No upstream and no previous packet on main: no commit is attributed to the session.
  const { dir: lone } = mainWithHistory();
  const alone = await write(lone);
  assert.deepEqual(alone.state.landed, []);
  assert.equal(alone.work_range.base, null);
  assert.match(alone.work_range.base_label ?? "", /^on the default branch main with no previous/);
});

test("default_branch in .handoff/config.json sets the branch the range forks from", async () => {
  const { dir } = mainWithHistory();
  git(dir, "checkout", "-q", "-b", "develop");
  writeRepoFile(dir, "dev.ts", "d\n");
  const devHead = commit(dir, "develop work");
  git(dir, "checkout", "-q", "-b", "feat/x");
  writeRepoFile(dir, "x.ts", "x\n");
  const own = commit(dir, "feat x");
  writeRepoFile(dir, ".handoff/config.json", `${JSON.stringify({ default_branch: "develop" })}\n`);
  const packet = await write(dir);
  assert.deepEqual(packet.state.landed, [{ commit: own, subject: "feat x" }]);
  assert.deepEqual(packet.work_range.base, devHead);
  assert.equal(packet.work_range.base_label, "fork point with develop");
  writeFileSync(join(dir, ".handoff/config.json"), '{"default_branch": 7}\n');
  const bad = await runCli(["write", "--next", "npm test"], { cwd: dir });
  assert.equal(bad.code, 2);
  assert.match(bad.stderr, /config\.json:1:20 default_branch: must be a branch name, got number 7/);
});

test("touched files that are nowhere now are listed apart, never as changed files", async () => {
  const { dir } = mainWithHistory();
  git(dir, "checkout", "-q", "-b", "feat/ghost");
  writeRepoFile(dir, "real.ts", "r\n");
  commit(dir, "real");
  writeRepoFile(
    dir,
    "agent_state.json",
    `${JSON.stringify({
      schema_version: 1,
      active_task_id: null,
      touched_files: ["real.ts", "ghost.ts", "lib/keep.ts", "../outside.ts", "/etc/passwd"],
      next_action: "npm test",
    })}\n`,
  );
  const packet = await write(dir);
  // lib/keep.ts exists (clean, named by the session): kept, its edit is in a commit.
  assert.deepEqual(packet.changed_files, ["agent_state.json", "lib/keep.ts", "real.ts"]);
  assert.deepEqual(packet.work_range.edited_not_in_repo, ["ghost.ts"]);
  assert.deepEqual(
    packet.work_range.files.find((f) => f.path === "lib/keep.ts"),
    { path: "lib/keep.ts", status: "committed" },
  );
});
