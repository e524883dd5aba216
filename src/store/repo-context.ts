/**
 * Where the registry lives and which (branch, HEAD) the commands act on: `--root` or the
 * enclosing git repo's top level (else the current directory), found with one git call.
 */
import { statSync } from "node:fs";
import { resolve } from "node:path";
import { runGit } from "../collect/git/run-git.js";
import { UsageError } from "../errors.js";

export interface RepoContext {
  /** Absolute root: `--root`, else the git top level, else the current directory. */
  root: string;
  /** The current branch; null on a detached HEAD or outside git. */
  branch: string | null;
  /** HEAD's commit; null before the first commit or outside git. */
  head: string | null;
  /** False when the root is not inside a git work tree. */
  git: boolean;
}

/**
 * Resolve the repo context from `cwd` and an optional `--root`. One `git rev-parse` prints the
 * top level, HEAD and its symbolic name together (this is on `resume`'s start-up path).
 */
export async function readRepoContext(cwd: string, rootOption?: string): Promise<RepoContext> {
  const dir = rootOption === undefined ? cwd : resolve(cwd, rootOption);
  if (!isDirectory(dir)) throw new UsageError(`--root ${rootOption}: no such directory`);
  const both = await runGit(dir, [
    "rev-parse",
    "--show-toplevel",
    "HEAD",
    "--symbolic-full-name",
    "HEAD",
  ]);
  const lines = both.stdout.split("\n");
  if (both.exitCode === 0 && lines.length >= 3) {
    return {
      root: rootOption === undefined ? resolve(lines[0]!) : dir,
      head: lines[1]! || null,
      branch: branchFromRef(lines[2]!),
      git: true,
    };
  }
  // Not a repo, or a repo with no commit yet (HEAD does not resolve): ask separately.
  const [top, ref] = await Promise.all([
    runGit(dir, ["rev-parse", "--show-toplevel"]),
    runGit(dir, ["symbolic-ref", "-q", "HEAD"]),
  ]);
  const git = top.exitCode === 0;
  return {
    root: git && rootOption === undefined ? resolve(top.stdout.trim()) : dir,
    head: null,
    branch: ref.exitCode === 0 ? branchFromRef(ref.stdout.trim()) : null,
    git,
  };
}

/** `refs/heads/feat/a` → `feat/a`; anything else (a detached `HEAD`) → null. */
export function branchFromRef(ref: string): string | null {
  return ref.startsWith("refs/heads/") ? ref.slice("refs/heads/".length) || null : null;
}

function isDirectory(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}
