/**
 * `changed_files`: the work range's files (SPEC §3.1) — committed in the range ∪ uncommitted ∪
 * the files `diff_summary.touched`, `agent_state.touched_files` and the transcript name that
 * exist now — repo-relative, sorted, deduplicated, never under `.handoff/` or outside the repo.
 * A named path that is neither on disk nor in the range is `work_range.edited_not_in_repo`.
 */
import type { Snapshot } from "../model/snapshot/types.js";
import { sortUnique, toRepoPath } from "./context.js";
import { classifyWorkFiles, workChanges } from "./work-range.js";

/** Every file of the branch's work, as repo-relative paths. */
export function collectChangedFiles(snapshot: Snapshot): string[] {
  return sortUnique(classifyWorkFiles(snapshot).files.keys());
}

/**
 * Files modified in the working tree (uncommitted), repo-relative and sorted; handoff's own hook
 * settings left out, as in `changed_files`.
 */
export function collectModifiedFiles(snapshot: Snapshot): string[] {
  const paths: string[] = [];
  for (const change of workChanges(snapshot)) {
    const rel = toRepoPath(snapshot.root, change.path);
    if (rel !== null) paths.push(rel);
  }
  return sortUnique(paths);
}
