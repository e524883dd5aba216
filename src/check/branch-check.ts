/**
 * The "branch" rule of SPEC §5: on the expected branch, no detached HEAD, no operation in
 * progress.
 */
import type { CleanStateItem, GitState } from "../model/snapshot/types.js";

const HOW_TO_FINISH: Record<string, string> = {
  merge: "commit the merge or `git merge --abort`",
  rebase: "`git rebase --continue` or `git rebase --abort`",
  "cherry-pick": "`git cherry-pick --continue` or `git cherry-pick --abort`",
  revert: "`git revert --continue` or `git revert --abort`",
  bisect: "`git bisect reset`",
};

/** Blocking items of the branch rule. `expected` is the branch the work should be on, if known. */
export function checkBranch(git: GitState, expected: string | null): CleanStateItem[] {
  const items: CleanStateItem[] = [];
  if (git.operation !== null) {
    items.push({
      check: "branch",
      detail: `${git.operation} in progress: ${HOW_TO_FINISH[git.operation] ?? "finish or abort it"}`,
    });
  }
  // Mid-rebase HEAD is always detached; the rebase item above already says what to do.
  if (git.detached && git.operation !== "rebase") {
    const at = git.head === null ? "" : ` at ${git.head.slice(0, 12)}`;
    items.push({ check: "branch", detail: `detached HEAD${at}: check out a branch` });
  }
  if (expected !== null && git.branch !== expected) {
    items.push({
      check: "branch",
      detail: `on ${git.branch === null ? "a detached HEAD" : `branch ${git.branch}`}, expected branch ${expected}`,
    });
  }
  return items;
}
