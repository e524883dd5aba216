/**
 * Concurrent work (SPEC §2.1, the skill's "check other sessions' work first"): every worktree
 * with its branch and dirty state, stashes with their messages, local branches merged into
 * neither the current branch nor its upstream.
 */
import { existsSync } from "node:fs";
import type { Stash, Worktree } from "../../model/snapshot/types.js";
import { isHandoffPath } from "../../model/snapshot/handoff-path.js";
import { parseStashes, STASH_FORMAT } from "./parse-log.js";
import { parseStatus } from "./parse-status.js";
import { type ListedWorktree, parseWorktrees } from "./parse-worktrees.js";
import { runGit } from "../../platform/run-git.js";

/** `git worktree list --porcelain`, with `-z` when this git has it (2.36+). */
export async function listWorktrees(root: string): Promise<ListedWorktree[]> {
  const z = await runGit(root, ["worktree", "list", "--porcelain", "-z"]);
  if (z.exitCode === 0) return parseWorktrees(z.stdout, "\0");
  const lines = await runGit(root, ["worktree", "list", "--porcelain"]);
  return lines.exitCode === 0 ? parseWorktrees(lines.stdout, "\n") : [];
}

/** Whether a worktree other than the current one has uncommitted work (`.handoff/` aside). */
export async function readWorktreeDirty(path: string): Promise<boolean> {
  const result = await runGit(path, ["status", "--porcelain=v2", "-z", "--untracked-files=normal"]);
  if (result.exitCode !== 0) return false;
  return parseStatus(result.stdout).changes.some((change) => !isHandoffPath(change.path));
}

/**
 * Turn the listed worktrees into snapshot worktrees: prunable ones (their directory is gone) are
 * left out; the others are checked for dirt in parallel, except the current one, whose state the
 * caller already has. The main worktree stays first; linked ones are sorted by path so the
 * snapshot does not depend on directory order.
 */
export async function describeWorktrees(
  listed: ListedWorktree[],
  root: string,
  currentDirty: boolean,
): Promise<Worktree[]> {
  const kept = listed.filter((wt) => !wt.prunable);
  const [main, ...linked] = kept;
  const ordered = main === undefined ? [] : [main, ...linked.sort(byPath)];
  return Promise.all(
    ordered.map(async (wt): Promise<Worktree> => {
      const current = wt.path === root;
      const readable = !wt.bare && existsSync(wt.path);
      const dirty = current ? currentDirty : readable ? await readWorktreeDirty(wt.path) : false;
      const worktree: Worktree = {
        path: wt.path,
        branch: wt.branch,
        head: wt.head,
        dirty,
        current,
      };
      if (wt.bare) worktree.bare = true;
      if (wt.detached) worktree.detached = true;
      return worktree;
    }),
  );
}

function byPath(a: ListedWorktree, b: ListedWorktree): number {
  return a.path < b.path ? -1 : a.path > b.path ? 1 : 0;
}

/** Every stash, newest first, with its message. */
export async function readStashes(root: string): Promise<Stash[]> {
  const result = await runGit(root, ["stash", "list", "-z", STASH_FORMAT]);
  return result.exitCode === 0 ? parseStashes(result.stdout) : [];
}

/** Local branches not merged into `target`, or null when git cannot tell (e.g. no such ref). */
export async function branchesNotMergedInto(
  root: string,
  target: string,
): Promise<string[] | null> {
  const result = await runGit(root, [
    "for-each-ref",
    `--no-merged=${target}`,
    "--format=%(refname)",
    "refs/heads/",
  ]);
  if (result.exitCode !== 0) return null;
  return result.stdout
    .split("\n")
    .filter((ref) => ref.startsWith("refs/heads/"))
    .map((ref) => ref.slice("refs/heads/".length));
}

/**
 * Local branches merged into neither HEAD nor its upstream (when there is one), sorted. Empty in
 * a repository without commits.
 */
export async function readUnmergedBranches(root: string): Promise<string[]> {
  const [intoHead, intoUpstream] = await Promise.all([
    branchesNotMergedInto(root, "HEAD"),
    branchesNotMergedInto(root, "@{upstream}"),
  ]);
  return combineUnmerged(intoHead, intoUpstream);
}

/**
 * Pure: the branches in both lists (`intoUpstream` null: no upstream, `intoHead` alone), sorted;
 * empty when `intoHead` is null (a repository without commits).
 */
export function combineUnmerged(
  intoHead: string[] | null,
  intoUpstream: string[] | null,
): string[] {
  if (intoHead === null) return [];
  const upstreamSet = intoUpstream === null ? null : new Set(intoUpstream);
  return intoHead.filter((name) => upstreamSet === null || upstreamSet.has(name)).sort();
}
