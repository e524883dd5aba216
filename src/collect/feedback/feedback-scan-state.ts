/**
 * A feedback-log scan's state (the trim, the last K lines, the skipped lines), and its round trip
 * through the scan cache: `saveScan` keeps no text, `restoreScan` re-reads what it needs.
 */
import { MAX_SKIPPED_LISTED, type SkippedLine } from "../../model/snapshot/types.js";
import { LineCutShortError } from "../../platform/lines/at.js";
import { type FailureGroup, FeedbackTrimmer } from "../../trim/trim.js";
import { FailedCommands } from "./failed-commands.js";
import {
  CACHE_VERSION,
  type FileIdentity,
  type ResumePoint,
  type SavedScan,
} from "./feedback-cache.js";
import { consistentScan, passedLaterHolds, windowMatches } from "./feedback-cache-verify.js";
import { parseFeedbackLine } from "./feedback-record.js";
import {
  type LineLocation,
  type LineReader,
  LineWindow,
  type WindowEntry,
} from "./feedback-window.js";

/** Everything a scan has gathered; what the cache saves and restores. */
export interface ScanState {
  trimmer: FeedbackTrimmer;
  /** The failed commands, to see which passing lines matter for `passed_later`. */
  failed: FailedCommands;
  window: LineWindow;
  skipped: SkippedLine[];
  skippedCount: number;
}

/** The state to save, taken at the end of the last complete line (hash filled in later). */
export function saveScan(
  state: ScanState,
  k: number,
  files: FileIdentity[],
  at: ResumePoint,
): SavedScan {
  const { position, failures, groups } = state.trimmer.saveState();
  return {
    version: CACHE_VERSION,
    k,
    files,
    resume: { offset: at.offset, line_no: at.lineNo, hash: "" },
    position,
    failures,
    groups: groups.map((g) => ({
      at: g.location as LineLocation,
      count: g.count,
      first_exit_code: g.first_exit_code,
      position: g.position,
      ...(g.passedLater ? { passed_later: true } : {}),
      ...(g.passedLater && g.passedAt !== undefined
        ? { passed_at: g.passedAt as LineLocation }
        : {}),
    })),
    window: state.window.entries().map((entry) => {
      const { position: p, record, ...at } = entry;
      return record === undefined || record.exit_code === 0
        ? { at, position: p }
        : { at, position: p, failed_exit: record.exit_code };
    }),
    skipped: state.skipped.map((line) => ({ ...line })),
    skipped_count: state.skippedCount,
  };
}

/**
 * The scan state a saved scan describes: the failure groups' commands and latest records are
 * re-read from the log (the cache holds no text). Null when one cannot be: a full scan then.
 */
export async function restoreScan(
  root: string,
  saved: SavedScan,
  k: number,
  lines: LineReader,
): Promise<ScanState | null> {
  try {
    return await restoreFrom(root, saved, k, lines);
  } catch (error) {
    // The log was cut short since its files were identified: it is not the log the cache saw.
    if (error instanceof LineCutShortError) return null;
    throw error;
  }
}

async function restoreFrom(
  root: string,
  saved: SavedScan,
  k: number,
  lines: LineReader,
): Promise<ScanState | null> {
  // Numbers reach the packet unread: they must agree with the files and the lines re-read.
  if (!consistentScan(saved, k)) return null;
  const groups: FailureGroup[] = [];
  for (const group of saved.groups) {
    const parsed = parseFeedbackLine((await lines.read(group.at)).toString("utf8").trim());
    if (!parsed.ok) return null;
    const record = parsed.record;
    // The group's latest failure: a failure, and its first one when it is the only one.
    if (record.exit_code === 0) return null;
    if (group.count === 1 && group.first_exit_code !== record.exit_code) return null;
    groups.push({
      command: record.command,
      count: group.count,
      first_exit_code: group.first_exit_code,
      last: record,
      position: group.position,
      location: group.at,
      passedLater: group.passed_later === true,
      ...(group.passed_at === undefined ? {} : { passedAt: group.passed_at }),
    });
  }
  const commands = groups.map((group) => group.command);
  if (!(await windowMatches(saved, commands, lines))) return null;
  const passedAs = await passedLaterHolds(root, saved, commands, lines);
  if (passedAs === null) return null;
  for (const group of groups) {
    const as = passedAs.get(group.command);
    if (as !== undefined) group.passedAs = as;
  }
  const { position, failures } = saved;
  const entries: WindowEntry[] = saved.window.map((w) => ({
    ...w.at,
    position: w.position,
    // A failure in the window is shown through its group: its record is never read.
    record: w.failed_exit === undefined ? undefined : { command: "", exit_code: w.failed_exit },
  }));
  const failed = new FailedCommands();
  // Only the commands that have not passed since their latest failure (see `FailedCommands.delete`).
  for (const group of groups) if (!group.passedLater) failed.add(group.command);
  return {
    trimmer: FeedbackTrimmer.resume(k, { position, failures, groups }),
    failed,
    window: LineWindow.of(k, entries),
    skipped: saved.skipped.map((line) => ({ ...line })),
    skippedCount: saved.skipped_count,
  };
}

/** Reports a line that could not be used: which file, which line, why. */
export type Skip = (file: string, line: number, reason: string) => void;

/** Count a skipped line in `state`; the first MAX_SKIPPED_LISTED are listed. */
export function skipLine(state: ScanState, file: string, line: number, reason: string): void {
  state.skippedCount++;
  if (state.skipped.length < MAX_SKIPPED_LISTED) state.skipped.push({ file, line, reason });
}
