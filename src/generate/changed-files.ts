/**
 * `changed_files`: git changes ∪ `diff_summary.touched` ∪ `agent_state.touched_files` ∪ the
 * transcript's edited files, repo-relative, sorted, deduplicated, never under `.handoff/`.
 */
import type { Snapshot } from "../snapshot/types.js";
import { sortUnique, toRepoPath } from "./context.js";

/** Every file the session changed, as repo-relative paths. */
export function collectChangedFiles(snapshot: Snapshot): string[] {
  const candidates: string[] = [];
  for (const change of snapshot.git?.changes ?? []) candidates.push(change.path);
  candidates.push(...(snapshot.workbench.diff_summary?.touched ?? []));
  candidates.push(...(snapshot.workbench.agent_state?.touched_files ?? []));
  candidates.push(...(snapshot.transcript?.edited_files ?? []));
  const paths: string[] = [];
  for (const candidate of candidates) {
    const rel = toRepoPath(snapshot.root, candidate);
    if (rel !== null) paths.push(rel);
  }
  return sortUnique(paths);
}

/** Files modified in the working tree (uncommitted), repo-relative and sorted. */
export function collectModifiedFiles(snapshot: Snapshot): string[] {
  const paths: string[] = [];
  for (const change of snapshot.git?.changes ?? []) {
    const rel = toRepoPath(snapshot.root, change.path);
    if (rel !== null) paths.push(rel);
  }
  return sortUnique(paths);
}
