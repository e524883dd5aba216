/**
 * A fingerprint of everything the tool promises never to change in a repository: the work tree's
 * files, the index file's bytes, HEAD, every ref, the stash list (its reflog's bytes), the config
 * and `git status`.
 * Take one before and one after running a command, and compare with `assert.deepEqual`.
 * `.handoff/` is left out: it is the one place the tool writes.
 */
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, lstatSync, readlinkSync } from "node:fs";
import { isAbsolute, join } from "node:path";

/** What `takeRepoState` records. */
export interface RepoState {
  status: string;
  refs: string;
  stashes: string;
  head: string;
  index: string;
  config: string;
  files: Record<string, string>;
}

// Read-only git for the fingerprint itself: without --no-optional-locks, `git status` would
// refresh the index and the fingerprint would disturb what it measures.
function readGit(cwd: string, ...args: string[]): string {
  return execFileSync("git", ["--no-optional-locks", ...args], { cwd, encoding: "utf8" });
}

function hashFile(path: string): string {
  return existsSync(path)
    ? createHash("sha256").update(readFileSync(path)).digest("hex")
    : "absent";
}

/**
 * The index, HEAD, config and stash reflog paths and every ref, in one git run (a spawn costs
 * more than the rest of a fingerprint): `rev-parse` answers its arguments in order.
 */
function gitPathsAndRefs(cwd: string): { paths: string[]; refs: string } {
  const names = ["index", "HEAD", "config", "logs/refs/stash"];
  const lines = readGit(
    cwd,
    "rev-parse",
    ...names.flatMap((n) => ["--git-path", n]),
    "--all",
  ).split("\n");
  const paths = lines
    .slice(0, names.length)
    .map((path) => (isAbsolute(path) ? path : join(cwd, path)));
  return { paths, refs: lines.slice(names.length).join("\n") };
}

/** Hash of every file of the work tree (symlinks by target), `.git` and `.handoff` aside. */
function hashTree(
  root: string,
  dir = "",
  out: Record<string, string> = {},
): Record<string, string> {
  for (const name of readdirSync(join(root, dir)).sort()) {
    const rel = dir === "" ? name : `${dir}/${name}`;
    if (rel === ".git" || rel === ".handoff") continue;
    const full = join(root, rel);
    const info = lstatSync(full);
    if (info.isDirectory()) hashTree(root, rel, out);
    else if (info.isSymbolicLink()) out[rel] = `link:${readlinkSync(full)}`;
    else out[rel] = `${info.mode.toString(8)}:${info.mtimeMs}:${hashFile(full)}`;
  }
  return out;
}

/**
 * Fingerprint the repository whose work tree is `dir`. The index is read before `git status`
 * runs (rev-parse reads no index).
 */
export function takeRepoState(dir: string): RepoState {
  const { paths, refs } = gitPathsAndRefs(dir);
  const [index, head, config, stashes] = paths.map(hashFile) as [string, string, string, string];
  const files = hashTree(dir);
  const status = readGit(dir, "status", "--porcelain=v2", "--branch", "-z", "--untracked-files=all")
    .split("\0")
    .filter((record) => !/^\? \.handoff(\/|$)/.test(record))
    .join("\0");
  return { status, refs, stashes, head, index, config, files };
}
