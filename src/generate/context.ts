/**
 * Small lookups over the snapshot that several packet sections share: the active task, the
 * reports for a task, repo-relative paths (which notes are open: `model/snapshot/open-notes.ts`).
 */
import { isAbsolute, sep } from "node:path";
import type { FeedbackSummary, Review, Snapshot, Verification } from "../model/snapshot/types.js";
import { isHandoffPath } from "../model/snapshot/handoff-path.js";
import { relativeWithin } from "../util/within.js";

/** The task the packet is about: `--task`, else `agent_state.active_task_id`, else null. */
export function findActiveTaskId(snapshot: Snapshot): string | null {
  return snapshot.options.task_id ?? snapshot.workbench.agent_state?.active_task_id ?? null;
}

/**
 * The report for `taskId`, preferring the conventional file `<dir>/<taskId>.json` when two
 * reports claim the same task.
 */
export function findReport<T extends Verification | Review>(list: T[], taskId: string): T | null {
  const matching = list.filter((report) => report.task_id === taskId);
  return matching.find((report) => report.path.endsWith(`/${taskId}.json`)) ?? matching[0] ?? null;
}

/**
 * The report filed under `taskId`'s name (`…/<taskId>.json`) whose `task_id` names another task,
 * or null: when `findReport` finds nothing, this tells "the ids differ" from "no report at all".
 */
export function findMisfiledReport<T extends Verification | Review>(
  list: T[],
  taskId: string,
): T | null {
  return (
    list.find((report) => report.task_id !== taskId && report.path.endsWith(`/${taskId}.json`)) ??
    null
  );
}

/** True when `text` names `id` as a whole token (`T-001` does not match inside `T-0012`). */
export function mentionsId(text: string, id: string): boolean {
  const escaped = id.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(`(?<![A-Za-z0-9_-])${escaped}(?![A-Za-z0-9_])`).test(text);
}

/**
 * `path` made repo-relative with forward slashes, or null when it lies outside the root or
 * inside `.handoff/` (the tool's own folder is never part of the reported workbench).
 */
export function toRepoPath(root: string, path: string): string | null {
  let rel = toForwardSlashes(path);
  if (isAbsolute(path)) {
    const within = relativeWithin(root, path);
    if (within === null || within === "") return null;
    rel = toForwardSlashes(within);
  }
  while (rel.startsWith("./")) rel = rel.slice(2);
  if (rel === "" || rel === "." || rel.startsWith("../")) return null;
  if (isHandoffPath(rel)) return null;
  return rel;
}

/**
 * `path` with the platform's separator turned into `/`. Only on Windows is a backslash a
 * separator: on POSIX it is an ordinary character of a file name (`back\\slash.ts`), kept as is.
 */
export function toForwardSlashes(path: string): string {
  return sep === "\\" ? path.replaceAll("\\", "/") : path;
}

/** Sorted, deduplicated copy (code-unit order, independent of locale). */
export function sortUnique(values: Iterable<string>): string[] {
  return [...new Set(values)].sort(compareText);
}

/** Locale-independent string order. */
export function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * The feedback the packet reports on: the feedback log, else (no log, or an empty one) the
 * commands the transcript recorded.
 */
export function selectFeedback(snapshot: Snapshot): FeedbackSummary | null {
  const log = snapshot.workbench.feedback;
  if (log !== null && log.total > 0) return log;
  return snapshot.transcript?.feedback ?? log;
}

/** Short form of a commit id for prose. */
export function shortSha(sha: string): string {
  return sha.slice(0, 7);
}
