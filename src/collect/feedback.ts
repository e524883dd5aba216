/**
 * Streams `feedback_record.jsonl` and its rotations through the trim (SPEC §2.2, §4).
 *
 * Most records succeed, and the trim keeps a passing record only while it is among the last K.
 * So a line is first classified from its bytes: a JSON object whose `"exit_code"` is a plain `0`
 * is counted without being parsed (its offset is remembered while it is in the window, and only
 * the last K such lines are re-read and parsed at the end). Every other line is parsed in full.
 * This is what keeps `write` near the cost of reading the file once (SPEC §11).
 *
 * The price: a passing line older than the last K is checked for shape (`{…}` with a zero
 * `exit_code`), not parsed, so a subtly broken passing line deep in the log is not reported.
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import type { FeedbackRecord, FeedbackSummary, SkippedLine } from "../snapshot/types.js";
import { FeedbackTrimmer } from "../trim/trim.js";
import { parseFeedbackLine } from "./feedback-record.js";
import { assertReadableFile } from "./input-file.js";
import { type LineRef, readRange, scanLines } from "./jsonl.js";

export const FEEDBACK_FILE = "feedback_record.jsonl";
/** Rotations `.5` (oldest) … `.1`, then the live file. */
const ROTATIONS = [5, 4, 3, 2, 1];
/** Skipped lines listed individually; the rest are only counted. */
const MAX_SKIPPED_LISTED = 20;

const EXIT_KEY = Buffer.from('"exit_code"');
const COMMAND_KEY = Buffer.from('"command"');
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;

/** The feedback log files present under `root`, oldest first, as repo-relative paths. */
export function findFeedbackFiles(root: string): string[] {
  const names = [...ROTATIONS.map((n) => `${FEEDBACK_FILE}.${n}`), FEEDBACK_FILE];
  return names.filter((name) => existsSync(join(root, name)));
}

interface WindowEntry {
  position: number;
  file: string;
  offset: number;
  length: number;
  lineNo: number;
  record?: FeedbackRecord;
}

/** Stream the given log files (repo-relative, oldest first) into a FeedbackSummary. */
export async function readFeedbackLog(
  root: string,
  files: string[],
  k: number,
): Promise<FeedbackSummary> {
  const trimmer = new FeedbackTrimmer(k);
  const window: WindowEntry[] = [];
  const skipped: SkippedLine[] = [];
  let skippedCount = 0;

  const skip = (file: string, line: number, reason: string) => {
    skippedCount++;
    if (skipped.length < MAX_SKIPPED_LISTED) skipped.push({ file, line, reason });
  };
  const remember = (entry: WindowEntry) => {
    window.push(entry);
    if (window.length > k) window.shift();
  };

  for (const file of files) {
    const path = join(root, file);
    assertReadableFile(path, file);
    const visit = (line: LineRef) => {
      const { buf, start, end } = line;
      let first = start;
      while (first < end && isSpace(buf[first])) first++;
      let last = end;
      while (last > first && isSpace(buf[last - 1])) last--;
      if (first === last) return; // blank lines are not records
      if (isPassingShape(buf, first, last)) {
        const position = trimmer.position;
        trimmer.skipPassing(peekCommand(buf, first, last));
        remember({ position, file, offset: line.offset, length: end - start, lineNo: line.lineNo });
        return;
      }
      const parsed = parseFeedbackLine(buf.toString("utf8", first, last));
      if (!parsed.ok) {
        skip(file, line.lineNo, parsed.reason);
        return;
      }
      const position = trimmer.position;
      if (parsed.record.exit_code === 0) trimmer.skipPassing(parsed.record.command);
      else trimmer.addFailure(parsed.record);
      remember({
        position,
        file,
        offset: line.offset,
        length: end - start,
        lineNo: line.lineNo,
        record: parsed.record,
      });
    };
    await scanLines(path, visit, (lineNo, _offset, length) =>
      skip(file, lineNo, `line of ${length} bytes is too long to read`),
    );
  }

  const recent: [number, FeedbackRecord][] = [];
  let rejectedLate = 0;
  for (const entry of window) {
    const record = entry.record ?? (await rereadRecord(root, entry, skip));
    if (record) recent.push([entry.position, record]);
    else rejectedLate++;
  }
  trimmer.setRecent(recent);
  skipped.sort((a, b) => files.indexOf(a.file) - files.indexOf(b.file) || a.line - b.line);
  const result = trimmer.result();
  return {
    files,
    // A line of passing shape that failed its full parse was counted before it was read.
    total: result.total - rejectedLate,
    failures: result.failures,
    tail: result.tail,
    commands: result.commands,
    skipped,
    skipped_count: skippedCount,
    last_test: result.last_test,
  };
}

async function rereadRecord(
  root: string,
  entry: WindowEntry,
  skip: (file: string, line: number, reason: string) => void,
): Promise<FeedbackRecord | undefined> {
  const bytes = await readRange(join(root, entry.file), entry.offset, entry.length);
  const parsed = parseFeedbackLine(bytes.toString("utf8").trim());
  if (parsed.ok) return parsed.record;
  skip(entry.file, entry.lineNo, parsed.reason);
  return undefined;
}

function isSpace(byte: number | undefined): boolean {
  return byte === 0x20 || byte === 0x09 || byte === 0x0d || byte === 0x0a;
}

/** `{…}` whose `"exit_code"` key is followed by a bare `0`. */
function isPassingShape(buf: Buffer, first: number, last: number): boolean {
  if (buf[first] !== OPEN_BRACE || buf[last - 1] !== CLOSE_BRACE) return false;
  const line = buf.subarray(first, last);
  const key = line.indexOf(EXIT_KEY);
  if (key === -1) return false;
  let i = key + EXIT_KEY.length;
  while (i < line.length && isSpace(line[i])) i++;
  if (line[i] !== 0x3a /* : */) return false;
  i++;
  while (i < line.length && isSpace(line[i])) i++;
  if (line[i] !== 0x30 /* 0 */) return false;
  i++;
  while (i < line.length && isSpace(line[i])) i++;
  return line[i] === 0x2c /* , */ || line[i] === CLOSE_BRACE;
}

/**
 * The command of a passing line, decoded only far enough to tell a test run (the clean-state
 * check needs the latest test command, passing or not). Undefined when it cannot be read cheaply.
 */
function peekCommand(buf: Buffer, first: number, last: number): string | undefined {
  const line = buf.subarray(first, last);
  const key = line.indexOf(COMMAND_KEY);
  if (key === -1) return undefined;
  let i = key + COMMAND_KEY.length;
  while (i < line.length && line[i] !== 0x3a) i++;
  i++;
  while (i < line.length && isSpace(line[i])) i++;
  const open = line[i];
  if (open !== 0x22 /* " */ && open !== 0x5b /* [ */) return undefined;
  const close = open === 0x22 ? findStringEnd(line, i) : line.indexOf(0x5d /* ] */, i);
  if (close === -1) return undefined;
  try {
    const value: unknown = JSON.parse(line.toString("utf8", i, close + 1));
    if (typeof value === "string") return value;
    if (Array.isArray(value)) return value.map(String).join(" ");
  } catch {
    // A `]` inside an argv string: the command is only used for test detection, skip it.
  }
  return undefined;
}

function findStringEnd(line: Buffer, open: number): number {
  for (let i = open + 1; i < line.length; i++) {
    const byte = line[i];
    if (byte === 0x5c /* \ */) i++;
    else if (byte === 0x22) return i;
  }
  return -1;
}

