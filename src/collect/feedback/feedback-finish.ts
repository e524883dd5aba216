/**
 * The feedback scan's last step (`finishScan`): the trim shows only the last K records and the
 * latest failure of each group, so only those lines are re-read, in batches whose reads run in
 * parallel, and parsed in full; meanwhile the latest test-like command is looked for backwards
 * from the log's end (the clean-state check judges the session by it).
 */
import { join } from "node:path";
import type { FeedbackRecord, FeedbackSummary } from "../../model/snapshot/types.js";
import { isTestCommand } from "../../trim/test-command.js";
import { scanLinesBackward } from "../../platform/lines/backward.js";
import type { LineRef } from "../../platform/lines/line.js";
import { skipSpace, skipSpaceBack } from "../../json/bytes.js";
import { readFeedbackFields } from "../../json/feedback-fields.js";
import { LONG_LINE_BYTES, parseLongFeedbackLine } from "./feedback-long-line.js";
import { decodeCommand, parseFeedbackLine, type RecordParse } from "./feedback-record.js";
import { type ScanState, type Skip, skipLine } from "./feedback-scan-state.js";
import type { LineLocation, LineReader } from "./feedback-window.js";

/** How far back from the end to look for the latest test-like command. */
const TEST_SCAN_BYTES = 64 * 1024 * 1024;

/** The trim's last step: re-read the lines it shows, find the latest test run. */
export async function finishScan(
  root: string,
  files: string[],
  state: ScanState,
  lines: LineReader,
): Promise<FeedbackSummary> {
  const { trimmer, window, skipped } = state;
  const skip: Skip = (file, line, reason) => skipLine(state, file, line, reason);
  // The backward search for the latest test run reads while the shown lines are re-read.
  const lastTest = findLastTestCommand(root, files);
  lastTest.catch(() => {});
  let rejectedLate = 0;
  const failures = trimmer.failureLocations();
  const entries = window.entries();
  // Failures in the window are shown through their group; only passing lines need reading.
  const passing = entries.filter((entry) => entry.record === undefined);
  const records = await rereadAll(
    lines,
    [...failures.map(({ location }) => location as LineLocation), ...passing],
    skip,
  );
  failures.forEach(({ command }, i) => {
    const record = records[i];
    if (record) trimmer.fillLast(command, record);
  });
  const reread = new Map(passing.map((entry, i) => [entry, records[failures.length + i]]));
  const recent: [number, FeedbackRecord][] = [];
  for (const entry of entries) {
    const record = entry.record ?? reread.get(entry);
    if (record) recent.push([entry.position, record]);
    else rejectedLate++;
  }
  trimmer.setRecent(recent);
  trimmer.setLastTest(await lastTest);
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
    skipped_count: state.skippedCount,
    last_test: result.last_test,
    passed_later: result.passed_later,
    ...(result.passed_later_as.length > 0 ? { passed_later_as: result.passed_later_as } : {}),
  };
}

/** Lines re-read at once at most, and bytes in flight: a few reads hide each other's latency. */
const REREAD_BATCH_LINES = 64;
const REREAD_BATCH_BYTES = 16 * 1024 * 1024;

/**
 * The records at `locations`, re-read a batch at a time (the reads of a batch in parallel) and
 * parsed in order, so lines that fail their full parse are reported in the same order.
 */
async function rereadAll(
  lines: LineReader,
  locations: readonly LineLocation[],
  skip: Skip,
): Promise<(FeedbackRecord | undefined)[]> {
  const records: (FeedbackRecord | undefined)[] = [];
  for (let from = 0; from < locations.length; ) {
    let to = from;
    let bytes = 0;
    while (to < locations.length && to - from < REREAD_BATCH_LINES) {
      bytes += (locations[to] as LineLocation).length;
      to++;
      if (bytes >= REREAD_BATCH_BYTES) break;
    }
    const batch = locations.slice(from, to);
    const read = await Promise.all(batch.map((location) => lines.read(location)));
    batch.forEach((location, i) => {
      const bytes = read[i] as Buffer;
      const parsed =
        (bytes.length > LONG_LINE_BYTES ? parseLongLine(bytes) : undefined) ??
        parseFeedbackLine(bytes.toString("utf8").trim(), {
          file: location.file,
          line: location.lineNo,
        });
      if (parsed.ok) records.push(parsed.record);
      else {
        skip(location.file, location.lineNo, parsed.reason);
        records.push(undefined);
      }
    });
    from = to;
  }
  return records;
}

/** A long line's record from its bytes (past JSON whitespace); undefined when unsure. */
function parseLongLine(bytes: Buffer): RecordParse | undefined {
  const first = skipSpace(bytes, 0, bytes.length);
  const last = skipSpaceBack(bytes, bytes.length - 1, first - 1) + 1;
  return parseLongFeedbackLine(bytes, first, last);
}

/**
 * The latest test-like command and its exit code, found by reading the log backwards from its
 * end (the clean-state check needs it, and it is almost always near the end). A test run older
 * than the last 64 MB of the log is too old to judge the session by: null then.
 */
export async function findLastTestCommand(
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
        const record = readCommandAndExit(line);
        if (record !== undefined && isTestCommand(record.command)) {
          found = record;
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

/** A line's command and exit code: from its bytes when they tell, else by a full parse. */
function readCommandAndExit(line: LineRef): FeedbackRecord | undefined {
  const { buf } = line;
  const first = skipSpace(buf, line.start, line.end);
  const last = skipSpaceBack(buf, line.end - 1, first - 1) + 1;
  const fields = readFeedbackFields(buf, first, last);
  if (fields !== undefined) {
    const command = decodeCommand(buf, fields.commandStart, fields.commandEnd);
    if (command !== undefined) return { command, exit_code: fields.exitCode };
  }
  const parsed = parseFeedbackLine(buf.toString("utf8", first, last).trim());
  return parsed.ok ? parsed.record : undefined;
}
