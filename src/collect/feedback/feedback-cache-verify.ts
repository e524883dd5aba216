/**
 * The checks a saved feedback-log scan (`feedback-cache.ts`) must pass before a scan resumes from
 * it (issue 29, item 12). The cache is a file anyone with write access to `.handoff/` can edit,
 * and its numbers and flags reach the packet unread ("3 of 9007199254740991 commands failed",
 * every failure "passed later"): the packet must never say what the log does not support. So
 * every field that holds no text is checked against bounds the files give and against the lines
 * re-read anyway (the failure groups' and the last K lines'), and a failure said to have passed
 * later is checked by finding that passing run in the log; any inconsistency means a full scan.
 * What no cheap check can see is a count lowered, or raised within its bounds (the bytes and line
 * numbers before the resume point): only reading every line again could.
 */
import { join } from "node:path";
import { MAX_SKIPPED_LISTED } from "../../model/snapshot/types.js";
import { openForward } from "../../platform/lines/forward.js";
import type { LineRef } from "../../platform/lines/line.js";
import { skipSpace, skipSpaceBack } from "../../json/bytes.js";
import { readFeedbackFields } from "../../json/feedback-fields.js";
import { commandWithoutEnv } from "../../trim/env-prefix.js";
import type { SavedScan } from "./feedback-cache.js";
import { decodeCommand, parseFeedbackLine } from "./feedback-record.js";
import type { LineLocation, LineReader } from "./feedback-window.js";

/** The shortest line a record can be: `{"command":"","exit_code":0}`. */
const MIN_RECORD_BYTES = 28;
/** The trim's bound on failure groups (trim.ts's MAX_GROUPS): older groups are dropped. */
const MAX_GROUPS = 256;

/** A line's place in the files read: the file's index, then the offset. */
type Place = [number, number];

const before = (a: Place, b: Place) => a[0] < b[0] || (a[0] === b[0] && a[1] < b[1]);

/**
 * Whether the numbers of `saved` are consistent with each other and with the files (their
 * sizes, the resume point): counts within what the bytes and lines before the resume point can
 * hold, positions and locations strictly ordered, each location a line before the resume point.
 */
export function consistentScan(saved: SavedScan, k: number): boolean {
  const { files, resume, position, failures, groups, window, skipped, skipped_count } = saved;
  const last = files.length - 1;
  let rotationBytes = 0;
  for (const file of files.slice(0, last)) rotationBytes += file.size;
  const bytes = rotationBytes + resume.offset;
  // Each line before the resume point is at least its newline.
  if (resume.line_no - 1 > resume.offset) return false;
  const maxLines = rotationBytes + resume.line_no - 1;
  if (position * MIN_RECORD_BYTES > bytes || position + skipped_count > maxLines) return false;
  if (failures > position) return false;
  const placeOf = (at: LineLocation): Place | undefined => {
    const index = files.findIndex((file) => file.name === at.file);
    if (index === -1) return undefined;
    const end = index === last ? resume.offset : (files[index]?.size ?? 0);
    const lastLineNo = index === last ? resume.line_no - 1 : end;
    // A line before the resume point ends with its newline there.
    const lineEnd = at.offset + at.length + (index === last ? 1 : 0);
    if (lineEnd > end || at.lineNo > lastLineNo || at.lineNo - 1 > at.offset) return undefined;
    return [index, at.offset];
  };
  // Groups: least recently failed first, each failure once, before the resume point.
  let counted = 0;
  let previous: { position: number; place: Place } | undefined;
  for (const group of groups) {
    const place = placeOf(group.at);
    if (place === undefined || group.position >= position || group.first_exit_code === 0)
      return false;
    if (group.passed_later && group.position >= position - 1) return false;
    if (group.passed_at !== undefined) {
      const passed = placeOf(group.passed_at);
      if (!group.passed_later || passed === undefined || !before(place, passed)) return false;
    }
    if (previous && (group.position <= previous.position || !before(previous.place, place)))
      return false;
    previous = { position: group.position, place };
    counted += group.count;
  }
  // Every failure is in its command's group, unless the trim dropped the oldest groups.
  if (groups.length > MAX_GROUPS) return false;
  if (groups.length < MAX_GROUPS ? counted !== failures : counted > failures) return false;
  // The window: the last K records, one a position, in order.
  if (window.length !== Math.min(k, position)) return false;
  let previousPlace: Place | undefined;
  for (const [i, entry] of window.entries()) {
    const place = placeOf(entry.at);
    if (place === undefined || entry.position !== position - window.length + i) return false;
    if (entry.failed_exit === 0) return false;
    if (previousPlace && !before(previousPlace, place)) return false;
    previousPlace = place;
  }
  // Skipped lines: the first few listed, in order, before the resume point.
  if (skipped.length > MAX_SKIPPED_LISTED || skipped.length > skipped_count) return false;
  if (skipped_count > skipped.length && skipped.length < MAX_SKIPPED_LISTED) return false;
  let previousLine: [number, number] | undefined;
  for (const line of skipped) {
    const index = files.findIndex((file) => file.name === line.file);
    const lastLineNo = index === last ? resume.line_no - 1 : (files[index]?.size ?? 0);
    if (index === -1 || line.line > lastLineNo) return false;
    if (previousLine && !before(previousLine, [index, line.line])) return false;
    previousLine = [index, line.line];
  }
  return true;
}

/** What a re-read line holds: a record's command and exit code, or nothing usable. */
export interface Reread {
  command: string;
  exit_code: number | null;
}

/** A re-read line as the scan would count it: its command and exit code, or undefined. */
export function rereadRecord(bytes: Buffer): Reread | undefined {
  const parsed = parseFeedbackLine(bytes.toString("utf8").trim());
  return parsed.ok ? parsed.record : undefined;
}

/**
 * Whether the last K lines, re-read, are what the window says: a failure (`failed_exit`) is a
 * failing record of that exit code shown through its group (whose latest failure is that line
 * or a later one), a passing line is not a failure; and whether each group whose latest failure
 * lies in the window is that line. `commands` are the groups' commands, re-read, in order.
 */
export async function windowMatches(
  saved: SavedScan,
  commands: readonly string[],
  lines: LineReader,
): Promise<boolean> {
  const groupOf = new Map(commands.map((command, i) => [command, saved.groups[i]]));
  if (groupOf.size !== commands.length) return false; // one group a command
  const read = await Promise.all(saved.window.map((entry) => lines.read(entry.at)));
  for (const [i, entry] of saved.window.entries()) {
    const record = rereadRecord(read[i] as Buffer);
    if (entry.failed_exit === undefined) {
      // A passing line, or one of passing shape that its full parse refuses (counted all the same).
      if (record !== undefined && record.exit_code !== 0) return false;
      continue;
    }
    if (record === undefined || record.exit_code !== entry.failed_exit) return false;
    const group = groupOf.get(record.command);
    if (group === undefined) {
      if (saved.groups.length < MAX_GROUPS) return false;
    } else if (group.position < entry.position) return false;
  }
  const first = saved.window[0]?.position ?? saved.position;
  for (const group of saved.groups) {
    if (group.position < first) continue;
    const entry = saved.window[group.position - first];
    if (entry?.failed_exit === undefined || entry.at.offset !== group.at.offset) return false;
    if (entry.at.file !== group.at.file) return false;
  }
  return true;
}

/**
 * Whether every group said to have passed later has a passing run of its command (or of the
 * same with other leading assignments, `FeedbackTrimmer.linkedFailures`) after its latest
 * failure and before the resume point. The cache says where that run is (`passed_at`, placed
 * by `consistentScan`): its line is re-read. A group saved without it is checked by reading the
 * log forward from its failure until the run is found (usually a few lines on: the fix follows
 * the failure). `commands` are the groups' commands, re-read, in order. Answers the passing
 * runs' commands that differ from their group's (`passedAs`), by group command; null when a
 * group's run is not there.
 */
export async function passedLaterHolds(
  root: string,
  saved: SavedScan,
  commands: readonly string[],
  lines: LineReader,
): Promise<Map<string, string> | null> {
  const passedAs = new Map<string, string>();
  const linked = (failed: string, passing: string) => {
    if (commandWithoutEnv(passing) !== commandWithoutEnv(failed)) return false;
    if (passing !== failed) passedAs.set(failed, passing);
    return true;
  };
  const names = saved.files.map((file) => file.name);
  const pending = new Map<string, Place>();
  const proofs: { command: string; at: LineLocation }[] = [];
  saved.groups.forEach((group, i) => {
    const command = commands[i] as string;
    if (!group.passed_later) return;
    if (group.passed_at !== undefined) proofs.push({ command, at: group.passed_at });
    else pending.set(command, [names.indexOf(group.at.file), group.at.offset]);
  });
  const read = await Promise.all(proofs.map((proof) => lines.read(proof.at)));
  for (const [i, proof] of proofs.entries()) {
    const buf = read[i] as Buffer;
    const line: LineRef = { buf, start: 0, end: buf.length, lineNo: proof.at.lineNo, offset: 0 };
    const passing = passingCommand(line);
    if (passing === undefined || !linked(proof.command, passing)) return null;
  }
  if (pending.size === 0) return passedAs;
  const start = [...pending.values()].reduce((a, b) => (before(a, b) ? a : b));
  const last = names.length - 1;
  for (let index = start[0]; index <= last && pending.size > 0; index++) {
    const startOffset = index === start[0] ? start[1] : 0;
    const reader = await openForward(join(root, names[index] as string), { startOffset });
    try {
      let done = false;
      const visit = (line: LineRef) => {
        if (index === last && line.offset >= saved.resume.offset) {
          done = true;
          return;
        }
        const command = passingCommand(line);
        if (command === undefined) return;
        for (const [failed, after] of pending) {
          if (before(after, [index, line.offset]) && linked(failed, command))
            pending.delete(failed);
        }
      };
      while (!done && pending.size > 0 && (await reader.next(visit)));
    } finally {
      await reader.close();
    }
  }
  return pending.size === 0 ? passedAs : null;
}

/** The command of a passing record's line (as the scan reads it), else undefined. */
function passingCommand(line: LineRef): string | undefined {
  if (line.oversize !== undefined) return undefined;
  const { buf } = line;
  const first = skipSpace(buf, line.start, line.end);
  const last = skipSpaceBack(buf, line.end - 1, first - 1) + 1;
  if (first === last) return undefined;
  const fields = readFeedbackFields(buf, first, last);
  if (fields !== undefined) {
    if (fields.exitCode !== 0) return undefined;
    const command = decodeCommand(buf, fields.commandStart, fields.commandEnd);
    if (command !== undefined) return command;
  }
  const parsed = parseFeedbackLine(buf.toString("utf8", first, last));
  return parsed.ok && parsed.record.exit_code === 0 ? parsed.record.command : undefined;
}
