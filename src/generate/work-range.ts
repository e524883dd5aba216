/**
 * `work_range`: the branch's work — commits from the fork point (or the previous packet) plus
 * what is uncommitted — with each file's status (SPEC §3.1 "The work range").
 *
 * UNFINISHED (contract stage): lists only the uncommitted changes; the committed side of the
 * range comes with the git collection of the range.
 */
import type { WorkFile, WorkFileStatus, WorkRange } from "../packet/types.js";
import type { FileChange, Snapshot } from "../snapshot/types.js";
import { compareText, toRepoPath } from "./context.js";

/** How an uncommitted change stands: deleted and untracked first, then unstaged over staged. */
export function statusOfChange(change: FileChange): WorkFileStatus {
  if (change.kind === "deleted") return "deleted";
  if (change.kind === "untracked") return "untracked";
  return change.unstaged ? "unstaged" : "staged";
}

/** The work range of the snapshot. */
export function buildWorkRange(snapshot: Snapshot): WorkRange {
  const files = new Map<string, WorkFile>();
  for (const change of snapshot.git?.changes ?? []) {
    const path = toRepoPath(snapshot.root, change.path);
    if (path !== null) files.set(path, { path, status: statusOfChange(change) });
  }
  return {
    base: snapshot.git?.commits_since ?? null,
    base_label: null,
    files: [...files.values()].sort((a, b) => compareText(a.path, b.path)),
    edited_not_in_repo: [],
  };
}
