/**
 * The "working tree" rule of SPEC §5: every change committed, or stashed with a message. Also the
 * concurrent work a handoff should mention (other dirty worktrees, stashes, unmerged branches,
 * unpushed commits), as warnings: it is not this work tree's dirt, but the next session must know.
 * handoff's own config files (`own-config.ts`: the agent settings `hooks install` writes) are a
 * warning, never blocking, when the only change in them is handoff's.
 */
import { posix } from "node:path";
import type { CleanStateItem, FileChange, GitState } from "../model/snapshot/types.js";
import { workbenchPrefixes } from "../model/snapshot/workbench-paths.js";

/**
 * The session's own bookkeeping (SPEC §2.2). The harness rewrites these all the time, so requiring
 * them committed would refuse every hook-time write; a change to one is a warning.
 */
export const DEFAULT_WORKBENCH_PREFIXES = workbenchPrefixes();

/** Items of one kind listed individually at most; the rest are summed up in one more item. */
export const MAX_LISTED = 50;

/** Whether a path is one of the workbench paths (a `dir/` entry covers everything under it). */
export function isWorkbenchPath(path: string, workbenchPaths: string[]): boolean {
  return workbenchPaths.some((p) =>
    p.endsWith("/") ? path.startsWith(p) : path === p || path.startsWith(`${p}.`),
  );
}

function describeChange(change: FileChange): string {
  if (change.kind === "untracked") return "untracked file, neither committed nor ignored";
  if (change.kind === "conflicted") return "unresolved merge conflict";
  const where =
    change.staged && change.unstaged
      ? "staged and unstaged"
      : change.staged
        ? "staged"
        : "unstaged";
  const from = change.orig_path === undefined ? "" : ` from ${change.orig_path}`;
  return `${change.kind}${from}, not committed (${where})`;
}

/** Cap a list of items, summing up the rest in one final item. */
export function capItems(items: CleanStateItem[], what: string): CleanStateItem[] {
  if (items.length <= MAX_LISTED) return items;
  const first = items[0]!;
  return [
    ...items.slice(0, MAX_LISTED),
    { check: first.check, detail: `… and ${items.length - MAX_LISTED} more ${what}` },
  ];
}

// `git stash` without `-m` records "WIP on <branch>: <sha> <subject>"; with `-m`, "On <branch>: …".
const UNNAMED_STASH = /^WIP on ([^:]+): [0-9a-f]{7,} /;

/** Blocking items and warnings of the working-tree rule. */
export function checkWorkingTree(
  git: GitState,
  workbenchPaths: string[],
): { blocking: CleanStateItem[]; warnings: CleanStateItem[] } {
  const blocking: CleanStateItem[] = [];
  const warnings: CleanStateItem[] = [];
  // handoff's own hook settings, as collect judged them (collect/git/own-config.ts).
  const ownConfig = new Set(git.own_config_paths ?? []);
  for (const change of git.changes) {
    const item: CleanStateItem = {
      check: "working tree",
      detail: describeChange(change),
      path: change.path,
    };
    if (isWorkbenchPath(change.path, workbenchPaths)) {
      warnings.push({ ...item, detail: `workbench file ${item.detail}` });
    } else if (ownConfig.has(change.path)) {
      warnings.push({ ...item, detail: `handoff's hook settings only: ${item.detail}` });
    } else {
      blocking.push(item);
    }
  }
  const stashWarnings: CleanStateItem[] = [];
  for (const stash of git.stashes) {
    const unnamed = UNNAMED_STASH.exec(stash.message);
    if (unnamed !== null && unnamed[1] === git.branch) {
      blocking.push({
        check: "working tree",
        detail: `${stash.ref} on this branch has no message (${stash.message}): commit it, drop it, or re-stash it with \`git stash push -m "<why>"\``,
      });
    } else {
      stashWarnings.push({ check: "working tree", detail: `stash ${stash.ref}: ${stash.message}` });
    }
  }
  return {
    blocking: capItems(blocking, "uncommitted changes"),
    warnings: [
      ...capItems(warnings, "workbench files"),
      ...capItems(stashWarnings, "stashes"),
      ...checkConcurrentWork(git),
    ],
  };
}

/** Warnings about work elsewhere: other dirty worktrees, unmerged branches, unpushed commits. */
function checkConcurrentWork(git: GitState): CleanStateItem[] {
  const warnings: CleanStateItem[] = [];
  const current = git.worktrees.find((wt) => wt.current);
  for (const wt of git.worktrees) {
    if (wt.current || !wt.dirty) continue;
    // Relative to this work tree: clean_state.json and packets never carry absolute paths.
    const where =
      current === undefined ? posix.basename(wt.path) : posix.relative(current.path, wt.path);
    const branch = wt.branch === null ? "detached HEAD" : `branch ${wt.branch}`;
    warnings.push({
      check: "working tree",
      detail: `worktree ${where} (${branch}) has uncommitted changes`,
    });
  }
  const into = git.branch ?? "HEAD";
  const branches = git.unmerged_branches.map(
    (name): CleanStateItem => ({
      check: "working tree",
      detail: `branch ${name} is not merged into ${into}`,
    }),
  );
  warnings.push(...capItems(branches, "unmerged branches"));
  if (git.upstream !== null && git.ahead > 0) {
    warnings.push({
      check: "working tree",
      detail: `${git.ahead} commit(s) not pushed to ${git.upstream}`,
    });
  }
  return warnings;
}
