/**
 * Streams `feedback_record.jsonl` and its rotations through the trim (SPEC §2.2, §4).
 *
 * The trim shows a passing record only while it is among the last K, and a failure only as the
 * latest of its command's group. So a line is first read from its bytes: a JSON object whose
 * `"exit_code"` is a plain integer or `null`, with a plain string `"command"` when it failed.
 * A passing line is then only counted (its offset is kept while it is in the window); a failing
 * one gives its command and exit code. At the end, only the last K lines and the latest failure
 * of each group are re-read and parsed in full. Any line the byte reading is unsure of is parsed
 * in full at once. This is what keeps `write` near the cost of reading the file (SPEC §11).
 *
 * The price: a line of the right shape that is broken further in (say, a bad escape inside its
 * output tail) is found only if it is re-read, i.e. if the trim shows it.
 */
import { existsSync, statSync } from "node:fs";
import { join } from "node:path";
import type { FeedbackRecord, FeedbackSummary, SkippedLine } from "../snapshot/types.js";
import { FeedbackTrimmer, isTestCommand } from "../trim/trim.js";
import { parseFeedbackLine } from "./feedback-record.js";
import { assertInsideRoot } from "../util/inside-root.js";
import { assertReadableFile } from "./input-file.js";
import { type LineRef, readRange, scanLines, scanLinesBackward } from "./jsonl.js";
import { readCommandBytes, readExitCodeBytes } from "./json-bytes.js";

export const FEEDBACK_FILE = "feedback_record.jsonl";
/** Rotations `.5` (oldest) … `.1`, then the live file. */
const ROTATIONS = [5, 4, 3, 2, 1];
/** Skipped lines listed individually; the rest are only counted. */
const MAX_SKIPPED_LISTED = 20;
/** How far back from the end to look for the latest test-like command. */
const TEST_SCAN_BYTES = 64 * 1024 * 1024;

const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;

/** The feedback log files present under `root`, oldest first, as repo-relative paths. */
export function findFeedbackFiles(root: string): string[] {
  const names = [...ROTATIONS.map((n) => `${FEEDBACK_FILE}.${n}`), FEEDBACK_FILE];
  return names.filter((name) => existsSync(join(root, name)) || isSymlinkLoop(join(root, name)));
}

/** A symlink loop "does not exist" to existsSync; it must be reported, not ignored. */
function isSymlinkLoop(path: string): boolean {
  try {
    statSync(path);
    return false;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "ELOOP";
  }
}

/** Where a line can be re-read from. */
interface LineLocation {
  file: string;
  offset: number;
  length: number;
  lineNo: number;
}

interface WindowEntry extends LineLocation {
  position: number;
  record: FeedbackRecord | undefined;
}

type Skip = (file: string, line: number, reason: string) => void;

/** Progress of a long read: which file, bytes read so far, its size. */
export type ProgressReporter = (file: string, bytesRead: number, totalBytes: number) => void;

/** Stream the given log files (repo-relative, oldest first) into a FeedbackSummary. */
export async function readFeedbackLog(
  root: string,
  files: string[],
  k: number,
  onProgress?: ProgressReporter,
): Promise<FeedbackSummary> {
  const trimmer = new FeedbackTrimmer(k);
  const skipped: SkippedLine[] = [];
  let skippedCount = 0;

  const skip: Skip = (file, line, reason) => {
    skippedCount++;
    if (skipped.length < MAX_SKIPPED_LISTED) skipped.push({ file, line, reason });
  };
  const window = new LineWindow(k);
  for (const file of files) {
    const path = join(root, file);
    assertReadableFile(path, file);
    assertInsideRoot(root, path, file);
    const visit = (line: LineRef) => {
      const { buf } = line;
      let first = line.start;
      let last = line.end;
      while (first < last && isSpace(buf[first])) first++;
      while (last > first && isSpace(buf[last - 1])) last--;
      if (first === last) return; // blank lines are not records
      const position = trimmer.position;
      const quick = readQuickly(buf, first, last);
      if (quick === "passing") {
        trimmer.skipPassing();
        window.push(position, file, line, undefined);
        return;
      }
      if (quick !== undefined) {
        trimmer.addFailure(quick, locationOf(file, line));
        window.push(position, file, line, quick);
        return;
      }
      const parsed = parseFeedbackLine(buf.toString("utf8", first, last));
      if (!parsed.ok) {
        skip(file, line.lineNo, parsed.reason);
        return;
      }
      if (parsed.record.exit_code === 0) trimmer.skipPassing();
      else trimmer.addFailure(parsed.record);
      window.push(position, file, line, parsed.record);
    };
    const size = onProgress ? statSync(path).size : 0;
    await scanLines(
      path,
      visit,
      (lineNo, _offset, length) =>
        skip(file, lineNo, `line of ${length} bytes is too long to read`),
      { onProgress: onProgress && ((bytes) => onProgress(file, bytes, size)) },
    );
  }

  let rejectedLate = 0;
  for (const { command, location } of trimmer.failureLocations()) {
    const record = await reread(root, location as LineLocation, skip);
    if (record) trimmer.fillLast(command, record);
  }
  const recent: [number, FeedbackRecord][] = [];
  for (const entry of window.entries()) {
    // Failures in the window are shown through their group; only passing lines need reading.
    const record = entry.record ?? (await reread(root, entry, skip));
    if (record) recent.push([entry.position, record]);
    else rejectedLate++;
  }
  trimmer.setRecent(recent);
  trimmer.setLastTest(await findLastTestCommand(root, files));
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
    passed_later: result.passed_later,
  };
}

/**
 * The byte-level reading of one line: "passing", a failing record holding only its command and
 * exit code, or undefined when only a full parse can tell.
 */
function readQuickly(
  buf: Buffer,
  first: number,
  last: number,
): "passing" | FeedbackRecord | undefined {
  if (buf[first] !== OPEN_BRACE || buf[last - 1] !== CLOSE_BRACE) return undefined;
  const exit = readExitCodeBytes(buf, first, last);
  if (exit === undefined) return undefined;
  if (exit === 0) return "passing";
  const command = readCommandBytes(buf, first, last);
  return command === undefined ? undefined : { command, exit_code: exit };
}

function locationOf(file: string, line: LineRef): LineLocation {
  return { file, offset: line.offset, length: line.end - line.start, lineNo: line.lineNo };
}

/**
 * The last K lines, in a ring of reused slots: a log of a million lines must not allocate an
 * object per line just to forget it K lines later.
 */
class LineWindow {
  readonly #slots: WindowEntry[];
  #next = 0;
  #size = 0;

  constructor(k: number) {
    this.#slots = Array.from({ length: k }, () => ({
      position: 0,
      file: "",
      offset: 0,
      length: 0,
      lineNo: 0,
      record: undefined,
    }));
  }

  push(position: number, file: string, line: LineRef, record: FeedbackRecord | undefined): void {
    const slot = this.#slots[this.#next] as WindowEntry;
    slot.position = position;
    slot.file = file;
    slot.offset = line.offset;
    slot.length = line.end - line.start;
    slot.lineNo = line.lineNo;
    slot.record = record;
    this.#next = (this.#next + 1) % this.#slots.length;
    this.#size = Math.min(this.#size + 1, this.#slots.length);
  }

  /** Oldest first. */
  entries(): WindowEntry[] {
    const n = this.#slots.length;
    const start = (this.#next - this.#size + n) % n;
    return Array.from(
      { length: this.#size },
      (_, i) => this.#slots[(start + i) % n] as WindowEntry,
    );
  }
}

async function reread(
  root: string,
  location: LineLocation,
  skip: Skip,
): Promise<FeedbackRecord | undefined> {
  const bytes = await readRange(join(root, location.file), location.offset, location.length);
  const parsed = parseFeedbackLine(bytes.toString("utf8").trim());
  if (parsed.ok) return parsed.record;
  skip(location.file, location.lineNo, parsed.reason);
  return undefined;
}

/**
 * The latest test-like command and its exit code, found by reading the log backwards from its
 * end (the clean-state check needs it, and it is almost always near the end). A test run older
 * than the last 64 MB of the log is too old to judge the session by: null then.
 */
async function findLastTestCommand(
  root: string,
  files: string[],
): Promise<{ command: string; exit_code: number | null } | null> {
  let budget = TEST_SCAN_BYTES;
  for (const file of [...files].reverse()) {
    let found: { command: string; exit_code: number | null } | null = null;
    await scanLinesBackward(
      join(root, file),
      (line) => {
        budget -= line.end - line.start + 1;
        const parsed = parseFeedbackLine(line.buf.toString("utf8", line.start, line.end).trim());
        if (parsed.ok && isTestCommand(parsed.record.command)) {
          found = { command: parsed.record.command, exit_code: parsed.record.exit_code };
          return true;
        }
        return budget <= 0;
      },
      budget,
    );
    if (found !== null || budget <= 0) return found;
  }
  return null;
}

function isSpace(byte: number | undefined): boolean {
  return byte === 0x20 || byte === 0x09 || byte === 0x0d || byte === 0x0a;
}
