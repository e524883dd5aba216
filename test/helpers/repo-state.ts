/**
 * A fingerprint of everything the tool promises never to change in a repository: the work tree's
 * files, the index file's bytes, HEAD, every ref, the stash list, the config and `git status`.
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

function gitPath(cwd: string, name: string): string {
  const path = readGit(cwd, "rev-parse", "--git-path", name).replace(/\n$/, "");
  return isAbsolute(path) ? path : join(cwd, path);
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

/** Fingerprint the repository whose work tree is `dir`. The index is read before git runs. */
export function takeRepoState(dir: string): RepoState {
  const index = hashFile(gitPath(dir, "index"));
  const head = hashFile(gitPath(dir, "HEAD"));
  const config = hashFile(gitPath(dir, "config"));
  const files = hashTree(dir);
  const status = readGit(dir, "status", "--porcelain=v2", "--branch", "-z", "--untracked-files=all")
    .split("\0")
    .filter((record) => !/^\? \.handoff(\/|$)/.test(record))
    .join("\0");
  return {
    status,
    refs: readGit(dir, "rev-parse", "--all"),
    stashes: readGit(dir, "stash", "list"),
    head,
    index,
    config,
    files,
  };
}
