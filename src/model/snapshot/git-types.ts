/**
 * The git part of the snapshot (SPEC §2.1): what collect/git read, as the pure stages see it.
 * Re-exported by `types.ts`, where the rest of the snapshot is.
 */

export type FileChangeKind =
  | "modified"
  | "added"
  | "deleted"
  | "renamed"
  | "copied"
  | "type-changed"
  | "untracked"
  | "conflicted";

export interface FileChange {
  path: string;
  /** For renames and copies. */
  orig_path?: string;
  kind: FileChangeKind;
  staged: boolean;
  unstaged: boolean;
  /** numstat; null for binary files or when unknown. */
  added: number | null;
  deleted: number | null;
  submodule?: boolean;
}

export interface Commit {
  commit: string;
  subject: string;
}

export interface Worktree {
  /** Absolute path as git reports it (the packet stores it relative to the root). */
  path: string;
  branch: string | null;
  head: string | null;
  dirty: boolean;
  current: boolean;
  bare?: boolean;
  detached?: boolean;
}

/** A file changed by the commits of the work range: its path at HEAD, or deleted there. */
export interface RangeFile {
  path: string;
  deleted: boolean;
}

export interface Stash {
  ref: string;
  message: string;
}

export type GitOperation = "merge" | "rebase" | "cherry-pick" | "revert" | "bisect" | "am";

/** A line the uncommitted or unpushed diff adds, with its new-side line number. */
/**
 * A name an earlier conclusion used, as the code has it now: the line that declares it (trimmed,
 * cut) and its file, or both null when no file names it any more.
 */
export interface NamedCode {
  /** Lowercased. */
  name: string;
  path: string | null;
  line: string | null;
}

/** A line the work replaced or took out (collect/git/replaced-lines.ts). */
export interface ReplacedLine {
  path: string;
  /** The line as it read before, trimmed and cut. */
  was: string;
  /** The line that stands in its place now, trimmed and cut; null when none does. */
  line: string | null;
  /** The enclosing line git names in the hunk's header (`def test_three_way():`), when any. */
  where?: string;
  /** Names shaped like code `was` holds that no added line of the diff names. */
  dropped?: string[];
  /** The words of the comment lines taken out right above it, markers left out, cut. */
  comment?: string;
}

export interface ValueChange {
  path: string;
  before: string;
  after: string;
  /** The changed line as it reads now, trimmed and cut. */
  line: string;
  /**
   * The line it replaced, trimmed and cut, when the constant's name changed with its value
   * (`OFFLINE_MINUTES = 120` → `OFFLINE_READINGS = 3`): the same thing counted another way.
   */
  was?: string;
  /**
   * The declaration's new name shares no word with the old (`MAX_COLS = 80` → `MAX_LINES = 2`):
   * maybe another thing put in the old one's place, so the diff alone ties it to no rule; the
   * session's edit right after a user's message does (`generate/edit-reversal.ts`).
   */
  other_name?: true;
  /**
   * Read from the session's writes of a constant, not from the diff (`generate/rewritten-
   * values.ts`): the old value may be the agent's own first guess, so only a rule that states
   * it, or whose turn wrote it, is tied to it, never one by the constant's words alone.
   */
  from_writes?: true;
}

export interface AddedLine {
  path: string;
  line: number;
  text: string;
}

export interface GitState {
  /** null on a detached HEAD; during a rebase, the branch being rebased (with `detached`). */
  branch: string | null;
  detached: boolean;
  /** null in a repo with no commits. */
  head: string | null;
  upstream: string | null;
  ahead: number;
  behind: number;
  changes: FileChange[];
  operation: GitOperation | null;
  /** The work range's commits (SPEC §3.1): since `commits_since` (exclusive), newest first. */
  commits: Commit[];
  /** The base of the work range (the commits are counted from it), or null when there is none. */
  commits_since: string | null;
  /** Where the work range's base came from, in words (`fork point with main`, …). */
  range_label?: string | null;
  /** Files the work range's commits changed (base → HEAD), `.handoff/` left out. */
  range_files?: RangeFile[];
  /** Values the range's commits changed: one number on an otherwise unchanged line. */
  value_changes?: ValueChange[];
  /**
   * Upper-case constants the range's commits or the work tree declare on an added line that
   * replaced none declaring them: new to the diff, which then shows no change of their value
   * from an earlier session's (`generate/rewritten-values.ts` reads that from the rule it held).
   */
  added_constants?: string[];
  /**
   * Lines the range's commits or the work tree replaced or took out that hold a name no added
   * line names any more, or numbers their replacement does not hold (collect/git/replaced-lines.ts).
   */
  replaced_lines?: ReplacedLine[];
  /**
   * Names (lowercased) whose declaration the range's commits or the work tree took out, with no
   * added line naming them: a constant, function or option removed, not moved.
   */
  removed_names?: string[];
  /**
   * Where the code names, now, what the previous packet's conclusions named by a name shaped
   * like code (collect/git/named-code.ts); absent when they name none.
   */
  named_code?: NamedCode[];
  /**
   * The lines the previous packet's conclusions were tied to (" (wrote `<line>` in <file>)")
   * that no file the work changed holds any more, white space aside (collect/git/put-in-lines.ts);
   * absent when none.
   */
  gone_lines?: string[];
  worktrees: Worktree[];
  stashes: Stash[];
  unmerged_branches: string[];
  shallow: boolean;
  /** Lines added by the uncommitted and unpushed diff, per file (for the clean-state check). */
  added_lines: AddedLine[];
  /** True when `added_lines` hit its cap and the rest was not read. */
  added_lines_truncated?: boolean;
  /**
   * Changed paths that are handoff's own hook settings and nothing else (collect/git/own-config.ts):
   * the working-tree rule warns about them instead of blocking.
   */
  own_config_paths?: string[];
}
