/**
 * The spawn-saving paths of the git collection (facts from `locateRepo`, HEAD read from the
 * files, no worktree list, no stash list, no upstream calls without an upstream) must give
 * exactly what the plain git calls give, in every repository shape they shortcut.
 */
import assert from "node:assert/strict";
import { after, test } from "node:test";
import {
  readBranchAndHead,
  readBranchAndHeadFromFiles,
} from "../../../src/platform/branch-head.js";
import { collectGit } from "../../../src/collect/git/collect-git.js";
import { findDefaultRef, findDefaultRefInFiles } from "../../../src/collect/git/read-range.js";
import { locateRepo, refDirsOf } from "../../../src/platform/locate-repo.js";
import { git, makeRepo, removeDir, writeRepoFile } from "../../helpers/temp-repo.js";

const dirs: string[] = [];
after(() => {
  for (const dir of dirs) removeDir(dir);
});

function repo(): string {
  const dir = makeRepo("handoff-fast-");
  dirs.push(dir);
  return dir;
}

function commitAll(dir: string, message: string): void {
  git(dir, "add", "-A");
  git(dir, "commit", "-q", "-m", message);
}

/** Collect with the facts and HEAD from files, and the plain way; both must agree. */
async function assertSameBothWays(dir: string, since: string | null = null): Promise<void> {
  const { root, isGit, facts } = await locateRepo(dir);
  assert.equal(isGit, true);
  assert.ok(facts !== undefined, "a plain repo path yields the facts");
  const fromFiles = readBranchAndHeadFromFiles(facts);
  const plain = await readBranchAndHead(root);
  if (fromFiles !== null) assert.deepEqual(fromFiles, plain, "HEAD from the files");
  const fast = await collectGit(root, {
    since,
    facts,
    ...(fromFiles === null ? {} : { branchHead: fromFiles }),
  });
  const slow = await collectGit(root, { since });
  assert.ok(slow !== null);
  assert.deepEqual(fast, slow);
}

test("files give branch and HEAD on a branch, detached, and step aside when unsure", async () => {
  const dir = repo();
  const unborn = await locateRepo(dir);
  assert.ok(unborn.facts !== undefined);
  // Unborn: no ref file, git must answer.
  assert.equal(readBranchAndHeadFromFiles(unborn.facts), null);
  writeRepoFile(dir, "a.txt", "one\n");
  commitAll(dir, "first");
  const head = git(dir, "rev-parse", "HEAD").trim();
  const { facts } = await locateRepo(dir);
  assert.ok(facts !== undefined);
  assert.deepEqual(readBranchAndHeadFromFiles(facts), { branch: "main", head });
  git(dir, "checkout", "-q", "--detach");
  assert.deepEqual(readBranchAndHeadFromFiles(facts), { branch: null, head });
  git(dir, "checkout", "-q", "main");
  // Packed refs: the loose file is gone, packed-refs answers.
  git(dir, "pack-refs", "--all");
  assert.deepEqual(readBranchAndHeadFromFiles(facts), { branch: "main", head });
  assert.deepEqual(await readBranchAndHead(dir, facts), { branch: "main", head });
});

test("unborn, plain, detached and packed repositories collect the same both ways", async () => {
  const dir = repo();
  writeRepoFile(dir, "new.ts", "export const a = 1;\n");
  await assertSameBothWays(dir);
  commitAll(dir, "first");
  writeRepoFile(dir, "new.ts", "export const a = 2;\n");
  writeRepoFile(dir, "loose.txt", "x\n");
  await assertSameBothWays(dir);
  git(dir, "checkout", "-q", "--detach");
  await assertSameBothWays(dir);
  git(dir, "checkout", "-q", "main");
  git(dir, "pack-refs", "--all");
  await assertSameBothWays(dir);
  // A second branch, packed only, not merged into HEAD: it must be listed both ways.
  git(dir, "branch", "-q", "gone-ahead");
  git(
    dir,
    "update-ref",
    "refs/heads/gone-ahead",
    git(dir, "commit-tree", "HEAD^{tree}", "-p", "HEAD", "-m", "x").trim(),
  );
  git(dir, "pack-refs", "--all");
  const { facts } = await locateRepo(dir);
  const state = await collectGit(dir, { since: null, ...(facts ? { facts } : {}) });
  assert.deepEqual(state?.unmerged_branches, ["gone-ahead"]);
  await assertSameBothWays(dir);
});

test("stashes, loose and packed, are listed both ways", async () => {
  const dir = repo();
  writeRepoFile(dir, "a.txt", "one\n");
  commitAll(dir, "first");
  writeRepoFile(dir, "a.txt", "two\n");
  git(dir, "stash", "push", "-q", "-m", "keep this");
  const { facts } = await locateRepo(dir);
  const state = await collectGit(dir, { since: null, ...(facts ? { facts } : {}) });
  assert.equal(state?.stashes.length, 1);
  await assertSameBothWays(dir);
  git(dir, "pack-refs", "--all");
  const packed = await collectGit(dir, { since: null, ...(facts ? { facts } : {}) });
  assert.equal(packed?.stashes.length, 1, "a packed refs/stash is still seen");
  await assertSameBothWays(dir);
});

test("an upstream: unpushed lines and unmerged branches the same both ways", async () => {
  const origin = repo();
  writeRepoFile(origin, "a.txt", "one\n");
  commitAll(origin, "first");
  const dir = makeRepo("handoff-fast-clone-");
  dirs.push(dir);
  git(dir, "remote", "add", "origin", origin);
  git(dir, "fetch", "-q", "origin");
  git(dir, "reset", "-q", "--hard", "origin/main");
  git(dir, "branch", "-q", "--set-upstream-to=origin/main");
  writeRepoFile(dir, "a.txt", "one\nunpushed line\n");
  commitAll(dir, "local");
  git(dir, "branch", "-q", "side");
  git(dir, "checkout", "-q", "-b", "feature");
  writeRepoFile(dir, "b.txt", "feature\n");
  commitAll(dir, "feature work");
  git(dir, "checkout", "-q", "main");
  writeRepoFile(dir, "a.txt", "one\nunpushed line\nuncommitted\n");
  const { facts } = await locateRepo(dir);
  const state = await collectGit(dir, { since: null, ...(facts ? { facts } : {}) });
  assert.equal(state?.upstream, "origin/main");
  assert.ok(state?.added_lines.some((l) => l.text === "unpushed line"));
  assert.deepEqual(state?.unmerged_branches, ["feature"]);
  await assertSameBothWays(dir);
  // A configured upstream whose remote-tracking ref is gone.
  git(dir, "pack-refs", "--all");
  await assertSameBothWays(dir);
  git(dir, "update-ref", "-d", "refs/remotes/origin/main");
  await assertSameBothWays(dir);
});

test("a linked worktree and its main one collect the same both ways", async () => {
  const dir = repo();
  writeRepoFile(dir, "a.txt", "one\n");
  commitAll(dir, "first");
  const linked = `${dir}-linked`;
  dirs.push(linked);
  git(dir, "worktree", "add", "-q", "-b", "other", linked);
  writeRepoFile(linked, "b.txt", "dirty\n");
  await assertSameBothWays(dir);
  await assertSameBothWays(linked);
});

test("the default branch from the ref files is for-each-ref's, loose, packed or through origin/HEAD", async () => {
  const dir = repo();
  writeRepoFile(dir, "a.txt", "one\n");
  commitAll(dir, "first");
  const { facts } = await locateRepo(dir);
  const refDirs = refDirsOf(facts);
  assert.ok(refDirs !== null);
  const both = async (configured: string | null, expected: string | null): Promise<void> => {
    const fromFiles = findDefaultRefInFiles(refDirs, configured);
    assert.equal(fromFiles, expected, `files, configured ${configured}`);
    assert.equal(await findDefaultRef(dir, configured), expected, `git, configured ${configured}`);
    assert.equal(await findDefaultRef(dir, configured, refDirs), expected);
  };
  await both(null, "refs/heads/main");
  await both("trunk", "refs/heads/main");
  git(dir, "branch", "-q", "-m", "main", "master");
  await both(null, "refs/heads/master");
  git(dir, "pack-refs", "--all");
  await both(null, "refs/heads/master");
  git(dir, "update-ref", "refs/remotes/origin/trunk", "HEAD");
  git(dir, "symbolic-ref", "refs/remotes/origin/HEAD", "refs/remotes/origin/trunk");
  await both(null, "refs/remotes/origin/trunk");
  git(dir, "pack-refs", "--all");
  await both(null, "refs/remotes/origin/trunk");
  await both("trunk", "refs/remotes/origin/trunk");
  git(dir, "branch", "-q", "trunk");
  await both("trunk", "refs/heads/trunk");
  // origin/HEAD naming a ref that is gone: skipped, as for-each-ref skips a broken ref.
  git(dir, "update-ref", "-d", "refs/remotes/origin/trunk");
  await both(null, "refs/heads/master");
  git(dir, "branch", "-q", "-m", "master", "other");
  await both(null, null);
});
