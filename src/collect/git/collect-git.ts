/**
 * Collect the git state of a work tree (SPEC §2.1), read-only. Independent git calls run in
 * parallel; per-file work is done by one call for all files (status, one diff), never per file.
 * Line counts (`added`/`deleted`) are those of HEAD → work tree, staged and unstaged together.
 */
import type { FileChange, GitState } from "../../snapshot/types.js";
import { isHandoffPath } from "./handoff-path.js";
import {
  describeWorktrees,
  listWorktrees,
  readStashes,
  readUnmergedBranches,
} from "./read-concurrent.js";
import { parseStatus } from "./parse-status.js";
import {
  collectAddedLines,
  countsByPath,
  readUnpushedDiff,
  readWorktreeDiff,
} from "./read-diff.js";
import { readRecentCommits } from "./read-commits.js";
import { OPERATION_GIT_PATHS, readOperation } from "./read-operation.js";
import { runGit } from "./run-git.js";

/** Options of `collectGit`. */
export interface CollectGitOptions {
  /** The previous packet's head commit on this branch+topic, or null. */
  since: string | null;
  /** How many commits to list when there is no usable `since` (default 10). */
  recent?: number;
}

/** Fill each change's line counts from the uncommitted diff (HEAD → work tree). */
function withCounts(
  changes: FileChange[],
  counts: Map<string, { added: number | null; deleted: number | null }>,
): FileChange[] {
  return changes.map((change) => {
    const entry = counts.get(change.path);
    if (entry === undefined) return change;
    return { ...change, added: entry.added, deleted: entry.deleted };
  });
}

async function readRepoFacts(root: string) {
  const result = await runGit(root, [
    "rev-parse",
    "--is-shallow-repository",
    ...OPERATION_GIT_PATHS.flatMap((name) => ["--git-path", name]),
  ]);
  if (result.exitCode !== 0) return null;
  const [shallow, ...gitPaths] = result.stdout.replace(/\n$/, "").split("\n");
  return { shallow: shallow === "true", gitPaths };
}

/**
 * Collect the git state of the work tree at `root` (its top level, from `resolveRoot`). Returns
 * null when `root` is not a git work tree (workbench-only mode). Never changes the work tree,
 * index, refs, stashes or config. `.handoff/` is left out of every list.
 */
export async function collectGit(root: string, opts: CollectGitOptions): Promise<GitState | null> {
  const recent = opts.recent ?? 10;
  // Two full-tree scans in all (status, the uncommitted diff); everything else reads refs/trees.
  const [facts, status, worktreeDiff, unpushedDiff, listed, stashes, unmerged, commits] =
    await Promise.all([
      readRepoFacts(root),
      runGit(root, ["status", "--porcelain=v2", "-z", "--branch", "--untracked-files=all"]),
      readWorktreeDiff(root),
      readUnpushedDiff(root),
      listWorktrees(root),
      readStashes(root),
      readUnmergedBranches(root),
      readRecentCommits(root, opts.since, recent),
    ]);
  if (facts === null || status.exitCode !== 0) return null;

  const parsed = parseStatus(status.stdout);
  const changes = withCounts(
    parsed.changes.filter((change) => !isHandoffPath(change.path)),
    countsByPath(worktreeDiff),
  );
  const [operation, worktrees, added] = await Promise.all([
    readOperation(root, facts.gitPaths),
    describeWorktrees(listed, root, changes.length > 0),
    collectAddedLines(root, worktreeDiff.patch, unpushedDiff.patch, changes),
  ]);
  const { branch } = parsed;
  return {
    // Mid-rebase HEAD is detached, but the work belongs to the branch being rebased.
    branch: branch.head ?? operation.rebaseBranch,
    detached: branch.detached,
    head: branch.oid,
    upstream: branch.upstream,
    ahead: branch.ahead ?? 0,
    behind: branch.behind ?? 0,
    changes,
    operation: operation.operation,
    commits: commits.commits,
    commits_since: commits.since,
    worktrees,
    stashes,
    unmerged_branches: unmerged.filter((name) => name !== branch.head),
    shallow: facts.shallow,
    added_lines: added,
  };
}
