/**
 * The direct reader of git's files must give git's own answer in every repository shape it
 * answers for (branch, detached, packed-only refs, peeled lines, a linked worktree, a symbolic
 * ref to a packed ref, a shallow clone), and step aside (null) where it cannot be sure.
 */
import assert from "node:assert/strict";
import { mkdirSync, realpathSync, rmSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { after, test } from "node:test";
import { readBranchAndHead, readBranchAndHeadFromFiles } from "../../src/platform/branch-head.js";
import {
  findGitDirs,
  type GitDirs,
  readPackedRefs,
  resolveRef,
} from "../../src/platform/git-files.js";
import {
  factsOfDirs,
  locateRepo,
  REPO_GIT_PATHS,
  type RepoFacts,
} from "../../src/platform/locate-repo.js";
import { git, makeRepo, removeDir, writeRepoFile } from "../helpers/temp-repo.js";

const dirs: string[] = [];
after(() => {
  for (const dir of dirs) removeDir(dir);
});

function repo(): string {
  const dir = makeRepo("handoff-git-files-");
  dirs.push(dir);
  return dir;
}

function commit(dir: string, message: string): string {
  writeRepoFile(dir, `${message}.txt`, `${message}\n`);
  git(dir, "add", "-A");
  git(dir, "commit", "-q", "-m", message);
  return git(dir, "rev-parse", "HEAD").trim();
}

/** What `locateRepo` asked git before it read the files: top level and facts. */
function factsFromGit(dir: string): { top: string; facts: RepoFacts } {
  const out = git(
    dir,
    "rev-parse",
    "--show-toplevel",
    "--is-shallow-repository",
    ...REPO_GIT_PATHS.flatMap((name) => ["--git-path", name]),
  );
  const [top = "", shallow, ...paths] = out.replace(/\n$/, "").split("\n");
  return {
    top,
    facts: { shallow: shallow === "true", gitPaths: paths.map((p) => resolve(dir, p)) },
  };
}

function dirsOf(dir: string): GitDirs {
  const found = findGitDirs(realpathSync(dir));
  assert.ok(found !== null, `the files answer for ${dir}`);
  return found;
}

/** The reader's facts and top level equal git's, and `locateRepo` returns them. */
async function assertFactsLikeGit(dir: string): Promise<void> {
  const found = dirsOf(dir);
  const expected = factsFromGit(dir);
  assert.equal(found.top, expected.top);
  assert.deepEqual(factsOfDirs(found), expected.facts);
  assert.deepEqual(await locateRepo(dir), {
    root: expected.top,
    isGit: true,
    facts: expected.facts,
  });
}

/** `resolveRef` against `git rev-parse --verify` and `git symbolic-ref`. */
function assertRefLikeGit(dir: string, name: string): void {
  const resolved = resolveRef(dirsOf(dir), name);
  let oid: string | null = null;
  try {
    oid = git(dir, "rev-parse", "-q", "--verify", name).trim();
  } catch {
    oid = null;
  }
  if (oid === null) {
    assert.equal(resolved, "absent", `${name}: git finds no such ref`);
    return;
  }
  let symref: string | null = null;
  try {
    symref = git(dir, "symbolic-ref", "-q", name).trim();
  } catch {
    symref = null;
  }
  assert.deepEqual(resolved, { oid, symref }, name);
}

/** Branch and HEAD from the files (when they answer) equal git's two calls. */
async function assertBranchHeadLikeGit(dir: string): Promise<void> {
  const { facts } = await locateRepo(dir);
  assert.ok(facts !== undefined);
  const fromGit = await readBranchAndHead(dir);
  const fromFiles = readBranchAndHeadFromFiles(facts);
  if (fromFiles !== null) assert.deepEqual(fromFiles, fromGit);
  assert.deepEqual(await readBranchAndHead(dir, facts), fromGit);
}

test("a branch, a sub-folder, detached HEAD: the files say what git says", async () => {
  const dir = repo();
  const head = commit(dir, "first");
  mkdirSync(join(dir, "sub", "deeper"), { recursive: true });
  await assertFactsLikeGit(dir);
  await assertFactsLikeGit(join(dir, "sub", "deeper"));
  for (const name of ["HEAD", "refs/heads/main", "refs/heads/none"]) assertRefLikeGit(dir, name);
  const { facts } = await locateRepo(dir);
  assert.ok(facts !== undefined);
  assert.deepEqual(readBranchAndHeadFromFiles(facts), { branch: "main", head });
  git(dir, "checkout", "-q", "--detach");
  assert.deepEqual(readBranchAndHeadFromFiles(facts), { branch: null, head });
  assertRefLikeGit(dir, "HEAD");
  await assertBranchHeadLikeGit(dir);
});

test("packed-only refs, peeled tag lines, and a symbolic ref to a packed ref", async () => {
  const dir = repo();
  commit(dir, "first");
  git(dir, "tag", "-a", "-m", "annotated", "v1");
  git(dir, "branch", "side");
  git(dir, "update-ref", "refs/remotes/origin/main", "HEAD");
  git(dir, "symbolic-ref", "refs/remotes/origin/HEAD", "refs/remotes/origin/main");
  const second = commit(dir, "second");
  git(dir, "pack-refs", "--all");
  const packed = readPackedRefs(dirsOf(dir).commonDir);
  assert.ok(packed !== null);
  assert.ok(packed.has("refs/tags/v1"), "the peeled line after the tag is skipped, not a ref");
  for (const name of [
    "HEAD",
    "refs/heads/main",
    "refs/heads/side",
    "refs/tags/v1",
    "refs/remotes/origin/HEAD",
    "refs/remotes/origin/main",
  ]) {
    assertRefLikeGit(dir, name);
  }
  const { facts } = await locateRepo(dir);
  assert.ok(facts !== undefined);
  // HEAD names refs/heads/main, which lives in packed-refs only.
  assert.deepEqual(readBranchAndHeadFromFiles(facts), { branch: "main", head: second });
  await assertBranchHeadLikeGit(dir);
  // A loose ref newer than its packed line wins, as in git.
  git(dir, "update-ref", "refs/heads/side", "HEAD");
  assertRefLikeGit(dir, "refs/heads/side");
});

test("a linked worktree: its own HEAD, the common refs", async () => {
  const dir = repo();
  commit(dir, "first");
  const linked = `${dir}-linked`;
  dirs.push(linked);
  git(dir, "worktree", "add", "-q", "-b", "other", linked);
  const head = commit(linked, "on-other");
  git(dir, "pack-refs", "--all");
  await assertFactsLikeGit(linked);
  await assertFactsLikeGit(dir);
  for (const name of ["HEAD", "refs/heads/other", "refs/heads/main"]) {
    assertRefLikeGit(linked, name);
  }
  const { facts } = await locateRepo(linked);
  assert.ok(facts !== undefined);
  assert.deepEqual(readBranchAndHeadFromFiles(facts), { branch: "other", head });
  await assertBranchHeadLikeGit(linked);
  git(linked, "checkout", "-q", "--detach");
  await assertBranchHeadLikeGit(linked);
});

test("an unborn branch: the ref is absent, and git is asked for branch and HEAD", async () => {
  const dir = repo();
  await assertFactsLikeGit(dir);
  assertRefLikeGit(dir, "HEAD");
  assertRefLikeGit(dir, "refs/heads/main");
  const { facts } = await locateRepo(dir);
  assert.ok(facts !== undefined);
  assert.equal(readBranchAndHeadFromFiles(facts), null);
  assert.deepEqual(await readBranchAndHead(dir, facts), { branch: "main", head: null });
});

test("a shallow clone says so, as rev-parse --is-shallow-repository", async () => {
  const origin = repo();
  commit(origin, "first");
  commit(origin, "second");
  const clone = `${origin}-shallow`;
  dirs.push(clone);
  git(origin, "clone", "-q", "--depth", "1", `file://${origin}`, clone);
  await assertFactsLikeGit(clone);
  assert.equal(factsOfDirs(dirsOf(clone)).shallow, true);
});

test("unusual layouts step aside: inside .git, core.worktree, reftable, includes, ceilings", () => {
  const dir = repo();
  commit(dir, "first");
  assert.equal(findGitDirs(join(dir, ".git", "refs")), null, "inside the git dir");
  const withWorktree = repo();
  git(withWorktree, "config", "core.worktree", withWorktree);
  assert.equal(findGitDirs(withWorktree), null, "core.worktree");
  const withInclude = repo();
  git(withInclude, "config", "include.path", "/dev/null");
  assert.equal(findGitDirs(withInclude), null, "an included config");
  // The reftable layout as git 2.45+ writes it: `reftable/`, a stub file at refs/heads.
  const reftable = repo();
  rmSync(join(reftable, ".git", "refs", "heads"), { recursive: true, force: true });
  writeFileSync(
    join(reftable, ".git", "refs", "heads"),
    "this repository uses the reftable format\n",
  );
  mkdirSync(join(reftable, ".git", "reftable"));
  assert.equal(findGitDirs(reftable), null, "reftable");
  assert.equal(readPackedRefs(join(reftable, ".git")), null, "no ref files to read");
  const saved = process.env["GIT_CEILING_DIRECTORIES"];
  process.env["GIT_CEILING_DIRECTORIES"] = "/";
  try {
    assert.equal(findGitDirs(dir), null, "a discovery limit");
  } finally {
    if (saved === undefined) delete process.env["GIT_CEILING_DIRECTORIES"];
    else process.env["GIT_CEILING_DIRECTORIES"] = saved;
  }
});

test("a damaged packed-refs or a dangling symbolic ref: null or absent, never a guess", () => {
  const dir = repo();
  commit(dir, "first");
  git(dir, "pack-refs", "--all");
  const gitDir = join(dir, ".git");
  writeFileSync(join(gitDir, "packed-refs"), "# pack-refs with: peeled\nnot a ref line\n");
  assert.equal(readPackedRefs(gitDir), null);
  assert.equal(resolveRef(dirsOf(dir), "refs/heads/main"), null);
  const other = repo();
  commit(other, "first");
  git(other, "symbolic-ref", "refs/remotes/origin/HEAD", "refs/remotes/origin/gone");
  assert.equal(resolveRef(dirsOf(other), "refs/remotes/origin/HEAD"), "absent");
});
