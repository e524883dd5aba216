/**
 * Pure parser of `git worktree list --porcelain -z`: one record per attribute, NUL-terminated,
 * an empty record between worktrees. Attributes: `worktree <path>`, `HEAD <oid>`,
 * `branch <ref>`, `detached`, `bare`, `locked [reason]`, `prunable [reason]`.
 */

/** One worktree as git lists it. */
export interface ListedWorktree {
  path: string;
  head: string | null;
  /** Short branch name (`refs/heads/` stripped), null when detached or bare. */
  branch: string | null;
  detached: boolean;
  bare: boolean;
  locked: boolean;
  /** Git would prune it: its directory is gone. */
  prunable: boolean;
}

function shortBranch(ref: string): string {
  return ref.startsWith("refs/heads/") ? ref.slice("refs/heads/".length) : ref;
}

/**
 * Parse the porcelain worktree list. `separator` is `"\0"` for `-z` output (git ≥ 2.36) and
 * `"\n"` for the older line format, where a path holding a newline cannot be told apart.
 */
export function parseWorktrees(output: string, separator: "\0" | "\n" = "\0"): ListedWorktree[] {
  const worktrees: ListedWorktree[] = [];
  let current: ListedWorktree | null = null;
  for (const record of output.split(separator)) {
    if (record === "") {
      current = null;
      continue;
    }
    const space = record.indexOf(" ");
    const key = space < 0 ? record : record.slice(0, space);
    const value = space < 0 ? "" : record.slice(space + 1);
    if (key === "worktree") {
      current = {
        path: value,
        head: null,
        branch: null,
        detached: false,
        bare: false,
        locked: false,
        prunable: false,
      };
      worktrees.push(current);
      continue;
    }
    if (current === null) continue;
    if (key === "HEAD") current.head = value;
    else if (key === "branch") current.branch = shortBranch(value);
    else if (key === "detached") current.detached = true;
    else if (key === "bare") current.bare = true;
    else if (key === "locked") current.locked = true;
    else if (key === "prunable") current.prunable = true;
  }
  return worktrees;
}
