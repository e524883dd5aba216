/**
 * The `-z` parsers against a real git: a temp repo with paths holding spaces, tabs, newlines,
 * quotes, backslashes and unicode, changed in every way status reports (modified, added,
 * deleted, renamed, untracked), and a worktree whose own path holds a newline.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import { runGit } from "../../../src/platform/run-git.js";
import { parseStatus } from "../../../src/collect/git/parse-status.js";
import { parseWorktrees } from "../../../src/collect/git/parse-worktrees.js";
import { git, makeRepo, removeDir, writeRepoFile } from "../../helpers/temp-repo.js";

const NAMES = {
  space: "a b.txt",
  tab: "tab\tname.txt",
  newline: "new\nline.txt",
  unicode: "ünï 日本 🙂.txt",
  quotes: 'quote"back\\slash.txt',
  arrow: "x -> y.txt",
};

test("parseStatus reads real git status -z for awkward paths, renames included", async () => {
  const repo = makeRepo();
  try {
    for (const name of Object.values(NAMES)) writeRepoFile(repo, name, `${name}\n`);
    git(repo, "add", "-A");
    git(repo, "commit", "-q", "-m", "awkward names");

    writeRepoFile(repo, NAMES.space, "changed\n");
    git(repo, "mv", "--", NAMES.tab, "renamed\tto\nhere é.txt");
    git(repo, "rm", "-q", "--", NAMES.newline);
    writeRepoFile(repo, NAMES.unicode, "staged change\n");
    git(repo, "add", "--", NAMES.unicode);
    writeRepoFile(repo, "added \t.txt", "new\n");
    git(repo, "add", "--", "added \t.txt");
    writeRepoFile(repo, "untracked\nfile é.txt", "?\n");
    writeRepoFile(repo, NAMES.quotes, "changed too\n");

    const result = await runGit(repo, ["status", "--porcelain=v2", "-z", "--branch"]);
    assert.equal(result.exitCode, 0, result.stderr);
    const parsed = parseStatus(result.stdout);
    assert.equal(parsed.branch.head, "main");
    const seen = parsed.changes
      .map((c) => [c.path, c.kind, c.staged, c.unstaged, c.orig_path ?? null])
      .sort((a, b) => String(a[0]).localeCompare(String(b[0])));
    const expected = [
      [NAMES.space, "modified", false, true, null],
      ["renamed\tto\nhere é.txt", "renamed", true, false, NAMES.tab],
      [NAMES.newline, "deleted", true, false, null],
      [NAMES.unicode, "modified", true, false, null],
      ["added \t.txt", "added", true, false, null],
      ["untracked\nfile é.txt", "untracked", false, true, null],
      [NAMES.quotes, "modified", false, true, null],
    ].sort((a, b) => String(a[0]).localeCompare(String(b[0])));
    assert.deepEqual(seen, expected);
  } finally {
    removeDir(repo);
  }
});

test("parseWorktrees reads real git worktree list -z, a newline in a worktree's path", async () => {
  const repo = makeRepo();
  const other = `${repo}-wt tab\tnew\nline ü`;
  try {
    writeRepoFile(repo, "f.txt", "x\n");
    git(repo, "add", "-A");
    git(repo, "commit", "-q", "-m", "one");
    git(repo, "worktree", "add", "-q", "-b", "side", other);
    git(repo, "worktree", "lock", "--reason", "reason with\ttab", other);

    const result = await runGit(repo, ["worktree", "list", "--porcelain", "-z"]);
    assert.equal(result.exitCode, 0, result.stderr);
    const head = git(repo, "rev-parse", "HEAD").trim();
    assert.deepEqual(parseWorktrees(result.stdout, "\0"), [
      {
        path: repo,
        head,
        branch: "main",
        detached: false,
        bare: false,
        locked: false,
        prunable: false,
      },
      {
        path: other,
        head,
        branch: "side",
        detached: false,
        bare: false,
        locked: true,
        prunable: false,
      },
    ]);
  } finally {
    removeDir(other);
    removeDir(repo);
  }
});
