import assert from "node:assert/strict";
import { mkdirSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, test } from "node:test";
import { collectGit } from "../../../src/collect/git/collect-git.js";
import { locateRepo } from "../../../src/platform/locate-repo.js";
import { InputError } from "../../../src/errors.js";
import type { GitState } from "../../../src/model/snapshot/types.js";
import { git, makeRepo, removeDir, writeRepoFile } from "../../helpers/temp-repo.js";

const dirs: string[] = [];
after(() => {
  for (const dir of dirs) removeDir(dir);
});

function repo(): string {
  const dir = makeRepo("handoff-git-");
  dirs.push(dir);
  return dir;
}

function commitAll(dir: string, message: string): void {
  git(dir, "add", "-A");
  git(dir, "commit", "-q", "-m", message);
}

async function collect(dir: string, since: string | null = null): Promise<GitState> {
  const state = await collectGit(dir, { since });
  assert.ok(state !== null, "a git repo yields a state");
  return state;
}

test("a repository with no commits", async () => {
  const dir = repo();
  writeRepoFile(dir, "staged.ts", "export const a = 1;\n");
  git(dir, "add", "staged.ts");
  writeRepoFile(dir, "loose.js", "console.log('x');\n");
  const state = await collect(dir);
  assert.equal(state.head, null);
  assert.equal(state.branch, "main");
  assert.equal(state.detached, false);
  assert.deepEqual(state.commits, []);
  assert.deepEqual(state.unmerged_branches, []);
  assert.deepEqual(
    state.changes.map((c) => [c.path, c.kind, c.added]),
    [
      ["staged.ts", "added", 1],
      ["loose.js", "untracked", null],
    ],
  );
  assert.deepEqual(
    state.added_lines.map((l) => `${l.path}:${l.line}`),
    ["loose.js:1", "staged.ts:1"],
  );
});

test("detached HEAD, and the work range on the default branch", async () => {
  const dir = repo();
  const heads: string[] = [];
  for (let i = 1; i <= 4; i++) {
    writeRepoFile(dir, "f.txt", `${i}\n`);
    commitAll(dir, `commit ${i}`);
    heads.push(git(dir, "rev-parse", "HEAD").trim());
  }
  // On main with no previous packet and no upstream, no commit is the session's.
  const none = await collect(dir);
  assert.deepEqual(none.commits, []);
  assert.equal(none.commits_since, null);
  assert.match(none.range_label ?? "", /on the default branch main with no previous packet/);
  const since = await collect(dir, heads[1]!);
  assert.deepEqual(
    since.commits.map((c) => c.subject),
    ["commit 4", "commit 3"],
  );
  assert.equal(since.commits_since, heads[1]);
  assert.deepEqual(since.range_files, [{ path: "f.txt", deleted: false }]);
  const notAncestor = await collect(dir, "deadbeef".repeat(5));
  assert.equal(notAncestor.commits_since, null);
  assert.deepEqual(notAncestor.commits, []);

  git(dir, "checkout", "-q", "--detach", heads[2]!);
  const detached = await collect(dir);
  assert.equal(detached.detached, true);
  assert.equal(detached.branch, null);
  assert.equal(detached.head, heads[2]);
});

test("file names with spaces, tabs, newlines and non-ASCII; binary files", async () => {
  const dir = repo();
  const names = ["a b.ts", "tab\tname.ts", "new\nline.ts", "café/ñandú.ts"];
  for (const name of names) writeRepoFile(dir, name, "one\n");
  writeRepoFile(dir, "image.bin", Buffer.from([0, 1, 2, 3]));
  commitAll(dir, "init");
  for (const name of names) writeRepoFile(dir, name, "one\nconsole.log(2);\n");
  writeRepoFile(dir, "image.bin", Buffer.from([0, 1, 2, 4, 0]));
  const state = await collect(dir);
  const byPath = new Map(state.changes.map((c) => [c.path, c]));
  for (const name of names) {
    assert.equal(byPath.get(name)?.added, 1, `numstat of ${JSON.stringify(name)}`);
    assert.ok(
      state.added_lines.some(
        (l) => l.path === name && l.line === 2 && l.text === "console.log(2);",
      ),
      `added line of ${JSON.stringify(name)}`,
    );
  }
  assert.equal(byPath.get("image.bin")?.added, null);
  assert.equal(byPath.get("image.bin")?.kind, "modified");
});

test("renames, .handoff/ excluded, stashes, unmerged branches, worktrees", async () => {
  const dir = repo();
  writeRepoFile(dir, "old.txt", "a\nb\nc\n");
  commitAll(dir, "init");
  git(dir, "branch", "side");
  git(dir, "checkout", "-q", "side");
  writeRepoFile(dir, "side.txt", "s\n");
  commitAll(dir, "side work");
  git(dir, "checkout", "-q", "main");
  writeRepoFile(dir, "old.txt", "a\nb\nc\nd\n");
  git(dir, "stash", "push", "-q", "-m", "try another parser");
  git(dir, "mv", "old.txt", "new.txt");
  writeRepoFile(dir, ".handoff/clean_state.json", "{}");
  const wt = `${dir}-wt`;
  dirs.push(wt);
  git(dir, "worktree", "add", "-q", wt, "-b", "wt-branch");
  writeRepoFile(wt, "dirty.txt", "x\n");
  const state = await collect(dir);
  assert.deepEqual(
    state.changes.map((c) => [c.path, c.orig_path, c.kind]),
    [["new.txt", "old.txt", "renamed"]],
  );
  assert.deepEqual(state.stashes, [{ ref: "stash@{0}", message: "On main: try another parser" }]);
  assert.deepEqual(state.unmerged_branches, ["side"]);
  assert.deepEqual(
    state.worktrees.map((w) => [w.path, w.branch, w.dirty, w.current]),
    [
      [dir, "main", true, true],
      [wt, "wt-branch", true, false],
    ],
  );
  assert.ok(!state.added_lines.some((l) => l.path.startsWith(".handoff")));
});

test("a linked worktree as the current directory is its own root", async () => {
  const dir = repo();
  writeRepoFile(dir, "a.txt", "a\n");
  commitAll(dir, "init");
  const wt = `${dir}-linked`;
  dirs.push(wt);
  git(dir, "worktree", "add", "-q", wt, "-b", "linked");
  mkdirSync(join(wt, "sub"));
  const resolved = await locateRepo(join(wt, "sub"));
  assert.deepEqual([resolved.root, resolved.isGit], [wt, true]);
  const fast = await locateRepo(join(wt, "sub"), undefined, { fast: true });
  assert.deepEqual(fast, { root: wt, isGit: true });
  writeRepoFile(dir, "a.txt", "changed in main\n");
  const state = await collect(wt);
  assert.equal(state.branch, "linked");
  assert.deepEqual(state.changes, []);
  assert.deepEqual(
    state.worktrees.map((w) => [w.branch, w.current, w.dirty]),
    [
      ["main", false, true],
      ["linked", true, false],
    ],
  );
});

test("a merge with conflicts in progress", async () => {
  const dir = repo();
  writeRepoFile(dir, "c.txt", "base\n");
  commitAll(dir, "base");
  git(dir, "checkout", "-q", "-b", "other");
  writeRepoFile(dir, "c.txt", "other\n");
  commitAll(dir, "other");
  git(dir, "checkout", "-q", "main");
  writeRepoFile(dir, "c.txt", "main\n");
  commitAll(dir, "main");
  assert.throws(() => git(dir, "merge", "-q", "other"));
  const state = await collect(dir);
  assert.equal(state.operation, "merge");
  assert.deepEqual(
    state.changes.map((c) => [c.path, c.kind]),
    [["c.txt", "conflicted"]],
  );
});

test("a rebase stopped halfway keeps the rebased branch", async () => {
  const dir = repo();
  writeRepoFile(dir, "r.txt", "base\n");
  commitAll(dir, "base");
  git(dir, "checkout", "-q", "-b", "topic");
  writeRepoFile(dir, "r.txt", "topic\n");
  commitAll(dir, "topic");
  git(dir, "checkout", "-q", "main");
  writeRepoFile(dir, "r.txt", "main\n");
  commitAll(dir, "main");
  git(dir, "checkout", "-q", "topic");
  assert.throws(() => git(dir, "rebase", "-q", "main"));
  const state = await collect(dir);
  assert.equal(state.operation, "rebase");
  assert.equal(state.detached, true);
  assert.equal(state.branch, "topic");
});

test("a shallow clone, an upstream with ahead/behind, unpushed added lines", async () => {
  const origin = repo();
  writeRepoFile(origin, "o.py", "x = 1\n");
  commitAll(origin, "one");
  writeRepoFile(origin, "o.py", "x = 2\n");
  commitAll(origin, "two");
  const clone = `${origin}-clone`;
  dirs.push(clone);
  git(origin, "clone", "-q", "--depth", "1", `file://${origin}`, clone);
  git(clone, "config", "user.name", "T");
  git(clone, "config", "user.email", "t@example.invalid");
  writeRepoFile(clone, "o.py", "x = 2\nprint(x)\n");
  commitAll(clone, "local");
  // A line inserted above the unpushed one: its line number must follow (HEAD 2 → work tree 3).
  writeRepoFile(clone, "o.py", "# header\nx = 2\nprint(x)\ny = 3\n");
  const state = await collect(clone);
  assert.equal(state.shallow, true);
  assert.equal(state.upstream, "origin/main");
  assert.equal(state.ahead, 1);
  assert.equal(state.behind, 0);
  assert.deepEqual(
    state.changes.map((c) => [c.path, c.added, c.deleted]),
    [["o.py", 2, 0]],
    "counts are HEAD → work tree only",
  );
  assert.deepEqual(
    state.added_lines.map((l) => [l.path, l.line, l.text]),
    [
      ["o.py", 1, "# header"],
      ["o.py", 3, "print(x)"],
      ["o.py", 4, "y = 3"],
    ],
  );
});

test("a submodule is flagged and its pointer is not an added line", async () => {
  const sub = repo();
  writeRepoFile(sub, "s.txt", "s\n");
  commitAll(sub, "sub");
  const dir = repo();
  writeRepoFile(dir, "a.txt", "a\n");
  commitAll(dir, "init");
  git(dir, "-c", "protocol.file.allow=always", "submodule", "add", "-q", sub, "vendor/sub");
  const state = await collect(dir);
  const entry = state.changes.find((c) => c.path === "vendor/sub");
  assert.equal(entry?.submodule, true);
  assert.ok(!state.added_lines.some((l) => l.path === "vendor/sub"));
  assert.ok(state.added_lines.some((l) => l.path === ".gitmodules"));
});

test("a root that is not a git repository: workbench-only mode", async () => {
  const dir = repo();
  removeDir(join(dir, ".git"));
  assert.deepEqual(await locateRepo(dir), { root: dir, isGit: false });
  assert.equal(await collectGit(dir, { since: null }), null);
});

test("a --root that does not exist, and git missing from PATH, are InputErrors", async () => {
  const dir = repo();
  await assert.rejects(locateRepo(dir, "no/such/dir"), (e: unknown) => {
    assert.ok(e instanceof InputError);
    assert.equal(e.exitCode, 2);
    assert.match(e.message, /--root no\/such\/dir does not exist/);
    return true;
  });
  const saved = process.env["PATH"];
  process.env["PATH"] = join(dir, "no-bin");
  const missingGit = (e: unknown) => {
    assert.ok(e instanceof InputError);
    assert.match(e.message, /git was not found on PATH/);
    return true;
  };
  try {
    // In a repository the locator reads git's files (no git call): the first git call fails.
    await assert.rejects(collectGit(dir, { since: null }), missingGit);
    // Outside one, git is asked where the repository is.
    const outside = mkdtempSync(join(tmpdir(), "handoff-no-git-"));
    dirs.push(outside);
    await assert.rejects(locateRepo(outside), missingGit);
  } finally {
    process.env["PATH"] = saved;
  }
});
