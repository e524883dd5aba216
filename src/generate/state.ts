/**
 * Where the work stands and lives: `state`, `where`, `concurrent_work`, `objective`.
 */
import { sessionObjective } from "./standing.js";
import { isAbsolute, relative } from "node:path";
import type {
  ConcurrentWork,
  PacketState,
  PacketWhere,
  PacketWorktree,
} from "../model/packet/types.js";
import type { FileChange, Snapshot, Worktree } from "../model/snapshot/types.js";
import { findReport, toForwardSlashes, toRepoPath } from "./context.js";
import { openNotes } from "../model/snapshot/open-notes.js";
import { carryOpenTodos } from "./carry-forward.js";
import { collectModifiedFiles } from "./changed-files.js";

/** How many of the most-changed files `read_first` names. */
const HOT_FILES = 5;
/** Upper bound on `read_first` (reports + hot files). */
const READ_FIRST_MAX = 8;

/**
 * The objective: the latest `objective` note, else the active task's goal on the task board, else
 * the active feature's goal (the workbench's plan), else the task the session's user stated (a
 * session opened with "continue" states none, and the objective carries from the packet before:
 * generate's fallback).
 */
export function resolveObjective(snapshot: Snapshot, taskId: string | null): string | null {
  const notes = openNotes(snapshot.notes, "objective");
  const note = notes[notes.length - 1]?.text.trim();
  if (note) return note;
  const task = snapshot.workbench.task_board?.find((t) => t.id === taskId);
  if (task && task.goal.trim() !== "") return task.goal.trim();
  const list = snapshot.workbench.feature_list;
  const feature =
    list?.features.find((f) => f.id === list.active) ??
    list?.features.find((f) => f.status === "in_progress");
  if (feature && feature.goal.trim() !== "") return feature.goal.trim();
  return sessionObjective(snapshot);
}

/** The label of a to-do from a list the session went on past (see `todos_stale`). */
export const STALE_TODO =
  "(as the agent last left its to-do list; later work and its final report came after)";

/** Landed commits (newest first) and what is in progress or queued on the boards. */
export function buildState(snapshot: Snapshot): PacketState {
  const inProgress: string[] = [];
  const queued: string[] = [];
  const boards = [
    ...(snapshot.workbench.task_board ?? []),
    ...(snapshot.workbench.feature_list?.features ?? []),
  ];
  for (const entry of boards) {
    const label = `${entry.id}: ${entry.goal}`;
    if (entry.status === "in_progress") inProgress.push(label);
    else if (entry.status === "blocked") inProgress.push(`${label} (blocked)`);
    else if (entry.status === "todo") queued.push(label);
  }
  // A list the session went on past is said to be as the agent left it: its "in progress"
  // may be done by now (the final report is the newer word).
  const stale = snapshot.transcript?.todos_stale === true ? ` ${STALE_TODO}` : "";
  for (const todo of snapshot.transcript?.todos ?? []) {
    if (todo.status === "in_progress") inProgress.push(`to-do: ${todo.content}${stale}`);
    else if (todo.status === "pending") queued.push(`to-do: ${todo.content}${stale}`);
  }
  // No transcript this time: the session's open to-dos carry forward, labelled.
  if (snapshot.transcript === null) {
    const carried = carryOpenTodos(snapshot);
    inProgress.push(...carried.in_progress);
    queued.push(...carried.queued);
  }
  return {
    landed: (snapshot.git?.commits ?? []).map((c) => ({ commit: c.commit, subject: c.subject })),
    landed_since: snapshot.git?.commits_since ?? null,
    in_progress: inProgress,
    queued,
  };
}

/** A worktree path relative to the root (`.` for the root itself), never absolute. */
export function toRelativeWorktree(root: string, worktree: Worktree): PacketWorktree {
  let path = worktree.path;
  if (isAbsolute(path)) path = toForwardSlashes(relative(root, path)) || ".";
  // A worktree on another drive has no relative form; its name alone is the least-leaky label.
  if (isAbsolute(path)) path = path.split(/[\\/]/).filter(Boolean).pop() ?? ".";
  return { path, branch: worktree.branch, dirty: worktree.dirty };
}

function changeSize(change: FileChange): number {
  return (change.added ?? 0) + (change.deleted ?? 0);
}

/** Branch, worktrees, modified files and what to read first. */
export function buildWhere(snapshot: Snapshot, taskId: string | null): PacketWhere {
  const readFirst: string[] = [];
  if (taskId !== null) {
    const verification = findReport(snapshot.workbench.verifications, taskId);
    const review = findReport(snapshot.workbench.reviews, taskId);
    if (verification) readFirst.push(verification.path);
    if (review) readFirst.push(review.path);
  }
  // A file deleted in the work tree (or by a commit of the range) has nothing left to read.
  const absent = new Set(snapshot.absent_paths ?? []);
  const hot = [...(snapshot.git?.changes ?? [])]
    .filter((change) => changeSize(change) > 0 && change.kind !== "deleted")
    .sort(
      (a, b) => changeSize(b) - changeSize(a) || (a.path < b.path ? -1 : a.path > b.path ? 1 : 0),
    )
    .map((change) => toRepoPath(snapshot.root, change.path))
    .filter((path): path is string => path !== null && !absent.has(path))
    .slice(0, HOT_FILES);
  for (const path of hot) if (!readFirst.includes(path)) readFirst.push(path);
  return {
    branch: snapshot.git?.branch ?? null,
    worktrees: (snapshot.git?.worktrees ?? []).map((wt) => toRelativeWorktree(snapshot.root, wt)),
    modified_files: collectModifiedFiles(snapshot),
    read_first: readFirst.slice(0, READ_FIRST_MAX),
  };
}

/** Other sessions' work: other worktrees, stashes, branches not merged. */
export function buildConcurrentWork(snapshot: Snapshot): ConcurrentWork {
  const git = snapshot.git;
  return {
    worktrees: (git?.worktrees ?? [])
      .filter((wt) => !wt.current && !wt.bare)
      .map((wt) => toRelativeWorktree(snapshot.root, wt)),
    stashes: (git?.stashes ?? []).map((s) => ({ ref: s.ref, message: s.message })),
    unmerged_branches: [...(git?.unmerged_branches ?? [])],
  };
}
