/**
 * Streams `feedback_record.jsonl` and its rotations through the trim (SPEC §2.2, §4).
 *
 * The trim shows a passing record only while it is among the last K, and a failure only as the
 * latest of its command's group. So a line is first read from its bytes (`readFeedbackFields`:
 * a JSON object whose `"exit_code"` is a plain integer or `null` and whose `"command"` is a
 * string or a list of strings, found without reading through its output tails). A passing line
 * is then only counted (its offset is kept while it is in the window), never decoded; a failing
 * one gives its command and exit code. At the end, only the last K lines and the latest failure
 * of each group are re-read and parsed in full. Any line the byte reading is unsure of is parsed
 * in full at once. This is what keeps `write` near the cost of reading the file (SPEC §11),
 * whatever the order of the keys or the length of the tails.
 *
 * The price: a line of the right shape that is broken further in (say, a bad escape inside its
 * output tail) is found only if it is re-read, i.e. if the trim shows it.
 */
import { existsSync, statSync } from "node:fs";
import { join } from "node:path";
import {
  type FeedbackRecord,
  type FeedbackSummary,
  MAX_SKIPPED_LISTED,
} from "../../model/snapshot/types.js";
import { FeedbackTrimmer } from "../../trim/trim.js";
import { assertInsideRoot } from "../../platform/inside-root.js";
import {
  hashBefore,
  identifyFiles,
  loadScanCache,
  type ResumePoint,
  type SavedScan,
  saveScanCache,
} from "./feedback-cache.js";
import { FailedCommands } from "./failed-commands.js";
import { decodeCommand, parseFeedbackLine } from "./feedback-record.js";
import { findLastTestCommand, finishScan } from "./feedback-finish.js";
import {
  restoreScan,
  type ScanState,
  type Skip,
  saveScan,
  skipLine,
} from "./feedback-scan-state.js";
import { type LineLocation, LineReader, LineWindow, locationOf } from "./feedback-window.js";
import { assertReadableFile } from "../input-file.js";
import { scanLines } from "../../platform/lines/forward.js";
import type { LineRef } from "../../platform/lines/line.js";
import { skipSpace, skipSpaceBack } from "../../json/bytes.js";
import type { FeedbackFields } from "../../json/feedback-fields.js";
import { ChunkFields, kernelPaysFor } from "./feedback-chunk-fields.js";

export const FEEDBACK_FILE = "feedback_record.jsonl";
/** Rotations `.5` (oldest) … `.1`, then the live file. */
const ROTATIONS = [5, 4, 3, 2, 1];
/** The trim's bound on failure groups (trim.ts's MAX_GROUPS), for the commands kept beside it. */
const MAX_HELD_GROUPS = 256;

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

/** Progress of a long read: which file, bytes read so far, its size. */
export type ProgressReporter = (file: string, bytesRead: number, totalBytes: number) => void;

/** Use the scan cache (`feedback-cache.ts`); `warn` gets one line when it is unreadable. */
export interface ScanCacheOptions {
  warn: (message: string) => void;
  /** Hand the cache's save over instead of running it (`CollectOptions.deferWrite`). */
  defer?: (write: () => Promise<void>) => void;
}

/**
 * Only the latest test-like command of the given log files (repo-relative, oldest first), as a
 * summary whose other fields are empty: for a caller whose rules read nothing else of the log
 * (the Stop gate's clean-state check reads `last_test` only). It is found the way
 * `readFeedbackLog` finds it, backwards from the end, so the answer is the same, without
 * scanning what the log gained or re-reading the failures the trim shows. The files are
 * guarded as `readFeedbackLog` guards them.
 */
export async function readLatestTestRun(root: string, files: string[]): Promise<FeedbackSummary> {
  for (const file of files) {
    const path = join(root, file);
    assertReadableFile(path, file);
    assertInsideRoot(root, path, file);
  }
  return {
    files,
    total: 0,
    failures: 0,
    tail: [],
    commands: [],
    skipped: [],
    skipped_count: 0,
    last_test: await findLastTestCommand(root, files),
    passed_later: [],
  };
}

/**
 * Stream the given log files (repo-relative, oldest first) into a FeedbackSummary. With `cache`,
 * the scan starts where the previous one stopped when the files allow it, and saves where it
 * stopped for the next one; the result is the same either way. `chunkBytes` shrinks the reads
 * (tests: every line and escape lands on a chunk's end somewhere).
 */
export async function readFeedbackLog(
  root: string,
  files: string[],
  k: number,
  onProgress?: ProgressReporter,
  cache?: ScanCacheOptions,
  { chunkBytes }: { chunkBytes?: number } = {},
): Promise<FeedbackSummary> {
  for (const file of files) {
    const path = join(root, file);
    assertReadableFile(path, file);
    assertInsideRoot(root, path, file);
  }
  const lines = new LineReader(root);
  try {
    const identities = cache && files.length > 0 ? await identifyFiles(root, files) : null;
    const saved = cache ? await loadScanCache(root, files, identities, k, cache.warn) : null;
    const restored = saved ? await restoreScan(root, saved, k, lines) : null;
    const state = restored ?? {
      trimmer: new FeedbackTrimmer(k),
      window: new LineWindow(k),
      failed: new FailedCommands(),
      skipped: [],
      skippedCount: 0,
    };
    let snapshot: SavedScan | null = null;
    const first = restored ? files.length - 1 : 0;
    for (const [index, file] of files.entries()) {
      if (index < first) continue;
      const isLast = index === files.length - 1;
      const from: ResumePoint =
        restored && saved ? { offset: saved.resume.offset, lineNo: saved.resume.line_no } : START;
      await scanFile(root, file, state, index === first ? from : START, {
        onProgress,
        chunkBytes,
        // The state after the last complete line is what the next scan can resume from.
        onComplete:
          identities && isLast
            ? (at) => {
                snapshot = saveScan(state, k, identities, at);
              }
            : undefined,
      });
    }
    const summary = await finishScan(root, files, state, lines);
    if (cache && snapshot !== null) {
      const done: SavedScan = snapshot;
      done.resume.hash = await hashBefore(join(root, files.at(-1) as string), done.resume.offset);
      const save = () =>
        saveScanCache(root, done).catch((error: Error) =>
          cache.warn(`could not save the feedback-log scan cache: ${error.message}`),
        );
      if (cache.defer) cache.defer(save);
      else await save();
    }
    return summary;
  } finally {
    await lines.close();
  }
}

const START: ResumePoint = { offset: 0, lineNo: 1 };

/** Scan one file from `from` into `state`. */
async function scanFile(
  root: string,
  file: string,
  state: ScanState,
  from: ResumePoint,
  hooks: {
    onProgress?: ProgressReporter;
    onComplete?: ((at: ResumePoint) => void) | undefined;
    chunkBytes?: number | undefined;
  },
): Promise<void> {
  const { trimmer, window, failed } = state;
  const path = join(root, file);
  const size = statSync(path).size;
  const chunkFields = new ChunkFields(kernelPaysFor(size - from.offset));
  const skip: Skip = (f, line, reason) => skipLine(state, f, line, reason);
  const visit = (line: LineRef) => {
    const { buf } = line;
    const first = skipSpace(buf, line.start, line.end);
    const last = skipSpaceBack(buf, line.end - 1, first - 1) + 1;
    if (first === last) return; // blank lines are not records
    const position = trimmer.position;
    const fields = chunkFields.read(line, first, last);
    if (fields?.exitCode === 0) {
      trimmer.skipPassing();
      if (failed.size > 0) {
        const { commandStart, commandEnd, commandIsString, commandHash } = fields;
        const command =
          commandHash === undefined
            ? failed.match(buf, commandStart, commandEnd, commandIsString)
            : failed.matchPlain(buf, commandStart, commandEnd, commandHash);
        if (command !== undefined) {
          trimmer.notePassing(command, locationOf(file, line));
          failed.delete(command);
        }
      }
      window.push(position, file, line, undefined);
      return;
    }
    const quick = fields && readFailure(buf, fields);
    if (quick !== undefined) {
      addFailure(state, quick, locationOf(file, line));
      window.push(position, file, line, quick);
      return;
    }
    // The located reason costs a second look at the line: only for the lines that are listed.
    const listed = state.skipped.length < MAX_SKIPPED_LISTED;
    const parsed = parseFeedbackLine(
      buf.toString("utf8", first, last),
      listed ? { file, line: line.lineNo } : undefined,
    );
    if (!parsed.ok) {
      skip(file, line.lineNo, parsed.reason);
      return;
    }
    if (parsed.record.exit_code === 0) {
      trimmer.skipPassing();
      trimmer.notePassing(parsed.record.command, locationOf(file, line));
      failed.delete(parsed.record.command);
    } else addFailure(state, parsed.record, locationOf(file, line));
    window.push(position, file, line, parsed.record);
  };
  const { onProgress, onComplete, chunkBytes } = hooks;
  try {
    await scanLines(
      path,
      visit,
      (lineNo, _offset, length) =>
        skip(file, lineNo, `line of ${length} bytes is too long to read`),
      {
        onProgress: onProgress && ((bytes) => onProgress(file, bytes, size)),
        startOffset: from.offset,
        startLineNo: from.lineNo,
        ...(chunkBytes === undefined ? {} : { chunkBytes }),
        onComplete: onComplete && ((offset, lineNo) => onComplete({ offset, lineNo })),
        ...chunkFields.readOptions({ trimmer, failed, window, file }),
      },
    );
  } finally {
    chunkFields.release();
  }
}

/** Feed a failure to the trim, and remember its command for `passed_later`. */
function addFailure(state: ScanState, record: FeedbackRecord, at: LineLocation): void {
  state.trimmer.addFailure(record, at);
  state.failed.add(record.command);
  // The trim holds a bounded number of groups; so does this.
  if (state.failed.held > 4 * MAX_HELD_GROUPS)
    state.failed.retain((c) => state.trimmer.hasFailed(c));
}

/**
 * A failing line read from its bytes: a record holding only its command and exit code, or
 * undefined when only a full parse can tell.
 */
function readFailure(buf: Buffer, fields: FeedbackFields): FeedbackRecord | undefined {
  // Only the command is decoded (an argv list joined as the full parse joins it), never the
  // output tails around it.
  const command = decodeCommand(buf, fields.commandStart, fields.commandEnd);
  return command === undefined ? undefined : { command, exit_code: fields.exitCode };
}
