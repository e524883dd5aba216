/**
 * `work_range`: the branch's work — commits from the fork point (or the previous packet) plus
 * what is uncommitted — with each file's status (SPEC §3.1 "The work range"), and the paths the
 * session says it edited that are in neither the range nor the tree.
 *
 * `files` is exactly `changed_files`: the range's committed files, the uncommitted changes, and
 * the files the workbench or the transcript name that exist on disk. A file's status is its
 * uncommitted state when it has one (deleted, untracked, unstaged over staged), else
 * `committed` (also for a named file that is clean now: its edit is in a commit, or undone);
 * a file the range's commits deleted is `deleted`. Without git every file is `untracked`.
 * An uncommitted change that is only handoff's own hook entries (`hooks install`, judged by
 * collect/git/own-config.ts as `GitState.own_config_paths`) is no part of the work.
 */
import type { WorkFile, WorkFileStatus, WorkRange } from "../model/packet/types.js";
import type { FileChange, Snapshot } from "../model/snapshot/types.js";
import { compareText, toRepoPath } from "./context.js";

/** How an uncommitted change stands: deleted and untracked first, then unstaged over staged. */
export function statusOfChange(change: FileChange): WorkFileStatus {
  if (change.kind === "deleted") return "deleted";
  if (change.kind === "untracked") return "untracked";
  return change.unstaged ? "unstaged" : "staged";
}

/** The uncommitted changes that are work: all but handoff's own hook settings. */
export function workChanges(snapshot: Snapshot): FileChange[] {
  const changes = snapshot.git?.changes ?? [];
  const own = snapshot.git?.own_config_paths ?? [];
  return own.length === 0 ? changes : changes.filter((change) => !own.includes(change.path));
}

/** Paths the workbench files and the transcript name as edited (not yet checked). */
function namedPaths(snapshot: Snapshot): string[] {
  return [
    ...(snapshot.workbench.diff_summary?.touched ?? []),
    ...(snapshot.workbench.agent_state?.touched_files ?? []),
    ...(snapshot.transcript?.edited_files ?? []),
  ];
}

/** Every file of the range with its status, and the named paths that are nowhere now. */
export function classifyWorkFiles(snapshot: Snapshot): {
  files: Map<string, WorkFileStatus>;
  notInRepo: string[];
} {
  const files = new Map<string, WorkFileStatus>();
  const git = snapshot.git;
  for (const file of git?.range_files ?? []) {
    const path = toRepoPath(snapshot.root, file.path);
    if (path !== null) files.set(path, file.deleted ? "deleted" : "committed");
  }
  for (const change of workChanges(snapshot)) {
    const path = toRepoPath(snapshot.root, change.path);
    if (path !== null) files.set(path, statusOfChange(change));
  }
  const absent = new Set(snapshot.absent_paths ?? []);
  const notInRepo = new Set<string>();
  for (const candidate of namedPaths(snapshot)) {
    const path = toRepoPath(snapshot.root, candidate);
    if (path === null || files.has(path)) continue;
    if (absent.has(path)) notInRepo.add(path);
    else files.set(path, git === null ? "untracked" : "committed");
  }
  return { files, notInRepo: [...notInRepo].sort(compareText) };
}

/** The work range of the snapshot. */
export function buildWorkRange(snapshot: Snapshot): WorkRange {
  const { files, notInRepo } = classifyWorkFiles(snapshot);
  const list: WorkFile[] = [...files]
    .map(([path, status]) => ({ path, status }))
    .sort((a, b) => compareText(a.path, b.path));
  return {
    base: snapshot.git?.commits_since ?? null,
    base_label: snapshot.git?.range_label ?? null,
    files: list,
    edited_not_in_repo: notInRepo,
  };
}
