/**
 * A transcript read so that the next `write` can resume (issue 19), whatever the agent: the lines
 * are handed to the adapter's parser with where they are, so every event carries the source of
 * its text; the parser's and the summary's state at the main file's last complete line is saved
 * in `.handoff/cache/` (`transcript-cache.ts`) once the packet is stored, and the next scan of
 * the grown file starts there, the adapter reading each text of the state back from its line.
 * The agent's side (which files, how a line is parsed, how a state is read back) is a
 * `ResumableAdapter`, built by the adapter's `resume.ts` (through `scanSessionFile` for a
 * session that is one file); its parser state is plain JSON, checked by its own schema.
 *
 * Files before the main one (a session's subagent files) are read first: the scan resumes
 * only when they are all unchanged (the cache's identity check), and then reads the main file
 * from the resume point only.
 */
import { basename } from "node:path";
import { type SourceRef, skipOversize, type TranscriptEvent } from "./events.js";
import { type LineVisitor, openForward } from "../../platform/lines/forward.js";
import { TRANSCRIPT_CHUNK_BYTES } from "./line-events.js";
import { TranscriptAccumulator } from "./summary.js";
import type { LazySchema } from "./schema-kit.js";
import {
  type SavedTranscriptScan,
  TRANSCRIPT_CACHE_VERSION,
  type TranscriptScanKey,
} from "./transcript-cache-types.js";
import {
  hashResumePoint,
  identifySession,
  loadTranscriptCache,
  type SessionFile,
  saveTranscriptCache,
  warnUnreadable,
} from "./transcript-cache.js";

/** Use the scan cache; `warn` gets one line when it is unreadable. */
export interface TranscriptCacheOptions {
  warn: (message: string) => void;
  /** Hand the cache's save over instead of running it (`CollectOptions.deferWrite`). */
  defer?: ((write: () => Promise<void>) => void) | undefined;
}

/** Lines with something of the session (`used`) and with nothing of use (`unused`). */
export interface EventCounts {
  used: number;
  unused: number;
}

/** What the scan needs from its caller. */
export interface ResumableScan {
  path: string;
  /** The display path: skipped-line reports and the cache key name it. */
  label: string;
  k: number;
  root: string;
  cache: TranscriptCacheOptions;
  /** Count one event into `counts` (the caller's rule of what is content). */
  count: (counts: EventCounts, event: TranscriptEvent) => void;
}

/** A file of the session: main file last; `label` names it in skipped-line reports. */
export interface ScanFile extends SessionFile {
  label: string;
}

/** An adapter's parser as the scan drives it. */
export interface ScanParser<P> {
  /** The events of line `buf[start, end)` of file `file`, at `offset` in it (with sources). */
  line(
    file: number,
    buf: Buffer,
    start: number,
    end: number,
    lineNo: number,
    offset: number,
  ): TranscriptEvent[];
  /** What is still pending at the end of the transcript. */
  finish(): TranscriptEvent[];
  /** The state between two lines, no text; null when a source was not tracked. */
  save(): P | null;
}

/** One agent's side of a resumable scan. */
export interface ResumableAdapter<P> {
  /** The adapter's id (the cache key names it). */
  agent: string;
  /** The session's files, the main file (the one that grows) last. */
  files: ScanFile[];
  /** The schema of the parser's saved state (plain JSON: `ScanParser.save`'s). */
  parserSchema: LazySchema;
  /** A parser for a full scan. */
  start(): ScanParser<P>;
  /**
   * The parser and summary `saved` describes, each text read back from the files; throws when
   * one does not read back (the scan is then done in full).
   */
  restore(saved: SavedTranscriptScan<P>): { parser: ScanParser<P>; summary: TranscriptAccumulator };
}

/** How a restore reads a saved source back into the event it was. */
export type ReadBack = (from: SourceRef, kind: TranscriptEvent["kind"]) => TranscriptEvent;

/** The path of the cwd event `read` gives back for a source (a parser's saved cwd). */
export function cwdOf(read: ReadBack): (from: SourceRef) => string {
  return (from) => {
    const event = read(from, "cwd");
    if (event.kind !== "cwd") throw new Error("no cwd");
    return event.path;
  };
}

/** A one-file session's parser: raw lines in, with where they are. */
export interface FileLineParser<P> {
  handleBytes(
    buf: Buffer,
    start: number,
    end: number,
    lineNo: number,
    label: string,
    place: readonly [offset: number, length: number],
  ): TranscriptEvent[];
  finish(): TranscriptEvent[];
  save(): P | null;
}

/**
 * Read a session that is one file, resuming from the cache
 * when it allows: `start` makes a parser for a full scan, `restore` the parser and summary a
 * saved state describes (throwing when a source does not read back).
 */
export function scanSessionFile<P>(
  scan: ResumableScan,
  agent: string,
  parserSchema: LazySchema,
  start: () => FileLineParser<P>,
  restore: (saved: SavedTranscriptScan<P>) => {
    parser: FileLineParser<P>;
    summary: TranscriptAccumulator;
  },
): Promise<{ summary: TranscriptAccumulator; counts: EventCounts }> {
  const { path, label } = scan;
  const driven = (parser: FileLineParser<P>): ScanParser<P> => ({
    line: (_index, buf, from, end, lineNo, offset) =>
      parser.handleBytes(buf, from, end, lineNo, label, [offset, end - from]),
    finish: () => parser.finish(),
    save: () => parser.save(),
  });
  return scanResumable<P>(scan, {
    agent,
    files: [{ path, name: basename(path), label }],
    parserSchema,
    start: () => driven(start()),
    restore: (saved) => {
      const { parser, summary } = restore(saved);
      return { parser: driven(parser), summary };
    },
  });
}

/** The parser options of `write` (a passing record keeps its command only, SPEC §4). */
export const PASSING_OUTPUT = false;

/** Read a session into a summary, resuming from the cache when it allows. */
export async function scanResumable<P>(
  scan: ResumableScan,
  adapter: ResumableAdapter<P>,
): Promise<{ summary: TranscriptAccumulator; counts: EventCounts }> {
  const { path, label, k, root, cache } = scan;
  const { files } = adapter;
  const key: TranscriptScanKey = {
    source: label,
    agent: adapter.agent,
    k,
    passing_output: PASSING_OUTPUT,
  };
  const identities = await identifySession(files);
  const saved = await loadTranscriptCache<P>(
    root,
    key,
    files,
    identities,
    adapter.parserSchema,
    cache.warn,
  );
  let restored: { parser: ScanParser<P>; summary: TranscriptAccumulator } | null = null;
  if (saved !== null) {
    try {
      restored = adapter.restore(saved);
    } catch {
      // The files passed every check, yet a saved source does not read back: not ours to trust.
      warnUnreadable(cache.warn);
    }
  }
  const { parser, summary } = restored ?? {
    parser: adapter.start(),
    summary: new TranscriptAccumulator(k),
  };
  const counts: EventCounts = restored && saved ? { ...saved.counts } : { used: 0, unused: 0 };
  let snapshot: SavedTranscriptScan<P> | null = null;
  const take = (offset: number, lineNo: number) => {
    const parserState = parser.save();
    const summaryState = summary.saveState();
    const passed = summary.passedLaterProofs();
    if (identities === null || parserState === null || summaryState === null || passed === null)
      return;
    snapshot = {
      version: TRANSCRIPT_CACHE_VERSION,
      key,
      files: identities,
      resume: { offset, line_no: lineNo, hash: "", head: "" },
      counts: { ...counts },
      parser: parserState,
      summary: summaryState,
      passed,
    };
  };
  const last = files.length - 1;
  for (let index = restored && saved ? last : 0; index <= last; index++) {
    const file = files[index] as ScanFile;
    const from =
      restored && saved
        ? { startOffset: saved.resume.offset, startLineNo: saved.resume.line_no }
        : {};
    let next = { offset: from.startOffset ?? 0, lineNo: from.startLineNo ?? 1 };
    // Where the reader found the last newline-terminated line's end: a line starting there is
    // unterminated (still being written), and the scan state is taken before it.
    let partialAt: number | undefined;
    const onComplete = (offset: number): void => {
      partialAt = offset;
    };
    // Each line is handled as the reader hands it out (no batch of a chunk's lines: a chunk of
    // tiny lines would hold an object per line).
    const visit: LineVisitor = (line) => {
      if (index === last && line.offset === partialAt) take(line.offset, line.lineNo);
      const events =
        line.oversize !== undefined
          ? [skipOversize(file.label, line.lineNo, line.oversize)]
          : parser.line(index, line.buf, line.start, line.end, line.lineNo, line.offset);
      for (const event of events) {
        scan.count(counts, event);
        summary.add(event);
      }
      const length = line.oversize ?? line.end - line.start + (line.buf[line.end] === 0x0d ? 1 : 0);
      next = { offset: line.offset + length + 1, lineNo: line.lineNo + 1 };
    };
    const reader = await openForward(file.path, {
      ...from,
      chunkBytes: TRANSCRIPT_CHUNK_BYTES,
      onComplete,
    });
    try {
      while (await reader.next(visit));
    } finally {
      await reader.close();
    }
    if (index === last && snapshot === null) take(next.offset, next.lineNo);
  }
  for (const event of parser.finish()) {
    scan.count(counts, event);
    summary.add(event);
  }
  if (snapshot !== null) {
    const done: SavedTranscriptScan<P> = snapshot;
    await hashResumePoint(path, done);
    const save = () =>
      saveTranscriptCache(root, done).catch((error: Error) =>
        cache.warn(`could not save the transcript scan cache: ${error.message}`),
      );
    if (cache.defer) cache.defer(save);
    else await save();
  }
  return { summary, counts };
}
