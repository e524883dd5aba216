/**
 * The operation in progress (merge, rebase, cherry-pick, revert, bisect), read from the state
 * files git leaves in the worktree's git directory. Paths come from `git rev-parse --git-path`,
 * which is right for linked worktrees (their state lives under `.git/worktrees/<name>/`).
 */
import { readFile, stat } from "node:fs/promises";
import { resolve } from "node:path";
import type { GitOperation } from "../../model/snapshot/types.js";

/** What the state files say. */
export interface OperationState {
  operation: GitOperation | null;
  /** The branch being rebased (`rebase-*\/head-name`), when a rebase is in progress. */
  rebaseBranch: string | null;
}

async function exists(path: string): Promise<boolean> {
  try {
    await stat(path);
    return true;
  } catch {
    return false;
  }
}

async function readHeadName(dir: string): Promise<string | null> {
  try {
    const text = (await readFile(resolve(dir, "head-name"), "utf8")).trim();
    if (text === "" || text === "detached HEAD") return null;
    return text.startsWith("refs/heads/") ? text.slice("refs/heads/".length) : text;
  } catch {
    return null;
  }
}

/**
 * Detect the operation from the resolved git paths (same order as OPERATION_GIT_PATHS, platform/locate-repo.ts). A rebase
 * wins over the others: a rebase stopped on a conflicting pick is a rebase, not a cherry-pick.
 * `git am` (rebase-apply/applying) is not one of the reported operations and yields null.
 */
export async function readOperation(root: string, gitPaths: string[]): Promise<OperationState> {
  const paths = gitPaths.map((p) => resolve(root, p));
  const [rebaseMerge = "", rebaseApply = ""] = paths;
  const found = await Promise.all(paths.map(exists));
  const applying = found[1] === true && (await exists(resolve(rebaseApply, "applying")));
  if (found[0] === true || (found[1] === true && !applying)) {
    const dir = found[0] === true ? rebaseMerge : rebaseApply;
    return { operation: "rebase", rebaseBranch: await readHeadName(dir) };
  }
  const order: [number, GitOperation][] = [
    [2, "merge"],
    [3, "cherry-pick"],
    [4, "revert"],
    [5, "bisect"],
  ];
  for (const [index, operation] of order) {
    if (found[index] === true) return { operation, rebaseBranch: null };
  }
  return { operation: null, rebaseBranch: null };
}
