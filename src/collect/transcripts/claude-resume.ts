/**
 * A Claude Code session read so that the next `write` can resume (issue 19): the lines are
 * handed to the parser with where they are, so every event carries the source of its text
 * (`claude-refs.ts`); the parser's and the summary's state at the main file's last complete
 * line is saved in `.handoff/cache/` (`transcript-cache.ts`) once the packet is stored, and the
 * next scan of the grown file starts there, reading each text of the state back from its line.
 *
 * Subagent files are read first (as `readClaudeEvents` does): the scan resumes only when they
 * are all unchanged; a new or grown one means a full scan.
 */
import { basename } from "node:path";
import { ClaudeParser } from "./claude.js";
import { listSubagentFiles } from "./claude-files.js";
import { SessionLines, SourceReader } from "./claude-sources.js";
import { skipOversize, type TranscriptEvent } from "./events.js";
import { readRawLines } from "../../platform/lines/forward.js";
import { TRANSCRIPT_CHUNK_BYTES } from "./line-events.js";
import { TranscriptAccumulator } from "./summary.js";
import {
  hashResumePoint,
  identifySession,
  loadTranscriptCache,
  type SavedTranscriptScan,
  type SessionFile,
  saveTranscriptCache,
  TRANSCRIPT_CACHE_VERSION,
  type TranscriptScanKey,
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

/** The parser options of `write` (a passing record keeps its command only, SPEC §4). */
const PASSING_OUTPUT = false;

/** Read a Claude Code session into a summary, resuming from the cache when it allows. */
export async function scanClaudeResumable(
  scan: ResumableScan,
): Promise<{ summary: TranscriptAccumulator; counts: EventCounts }> {
  const { path, label, k, root, cache } = scan;
  const subs = await listSubagentFiles(path);
  const files: (SessionFile & { label: string; sidechain: boolean })[] = [
    ...subs.map((sub) => {
      const name = `subagents/${basename(sub)}`;
      return { path: sub, name, label: `${label}:${name}`, sidechain: true };
    }),
    { path, name: basename(path), label, sidechain: false },
  ];
  const key: TranscriptScanKey = {
    source: label,
    agent: "claude",
    k,
    passing_output: PASSING_OUTPUT,
  };
  const identities = await identifySession(files);
  const saved = await loadTranscriptCache(root, key, files, cache.warn);
  const restored =
    saved &&
    restore(
      saved,
      files.map((f) => f.path),
      subs.length,
      cache.warn,
    );
  const { parser, summary, counts } = restored ?? {
    parser: new ClaudeParser({ passingOutput: PASSING_OUTPUT }),
    summary: new TranscriptAccumulator(k),
    counts: { used: 0, unused: 0 },
  };
  let snapshot: SavedTranscriptScan | null = null;
  const take = (offset: number, lineNo: number) => {
    const parserState = parser.save();
    const summaryState = summary.saveState();
    if (identities === null || parserState === null || summaryState === null) return;
    snapshot = {
      version: TRANSCRIPT_CACHE_VERSION,
      key,
      files: identities,
      resume: { offset, line_no: lineNo, hash: "", head: "" },
      counts: { ...counts },
      parser: parserState,
      summary: summaryState,
    };
  };
  const last = files.length - 1;
  const first = restored && saved ? last : 0;
  for (let index = first; index <= last; index++) {
    const file = files[index] as (typeof files)[number];
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
    for await (const lines of readRawLines(file.path, {
      ...from,
      chunkBytes: TRANSCRIPT_CHUNK_BYTES,
      onComplete,
    })) {
      for (const line of lines) {
        if (index === last && line.offset === partialAt) take(line.offset, line.lineNo);
        const events =
          line.oversize !== undefined
            ? [skipOversize(file.label, line.lineNo, line.oversize)]
            : parser.handleBytes(
                line.buf,
                line.start,
                line.end,
                line.lineNo,
                file.label,
                file.sidechain,
                [index, line.offset, line.end - line.start],
              );
        for (const event of events) {
          scan.count(counts, event);
          summary.add(event);
        }
        const length =
          line.oversize ?? line.end - line.start + (line.buf[line.end] === 0x0d ? 1 : 0);
        next = { offset: line.offset + length + 1, lineNo: line.lineNo + 1 };
      }
    }
    if (index === last && snapshot === null) take(next.offset, next.lineNo);
  }
  for (const event of parser.finish()) {
    scan.count(counts, event);
    summary.add(event);
  }
  if (snapshot !== null) {
    const done: SavedTranscriptScan = snapshot;
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

/** The saved state read back, or null (a full scan) when a text cannot be read back. */
function restore(
  saved: SavedTranscriptScan,
  paths: string[],
  subagents: number,
  warn: (message: string) => void,
): { parser: ClaudeParser; summary: TranscriptAccumulator; counts: EventCounts } | null {
  const lines = new SessionLines(paths);
  try {
    const read = new SourceReader(lines, subagents, PASSING_OUTPUT);
    const parser = ClaudeParser.restore({ passingOutput: PASSING_OUTPUT }, saved.parser, {
      tool: (from) => read.tool(from),
      cwd: (from) => read.cwd(from),
    });
    const summary = TranscriptAccumulator.restore(saved.key.k, saved.summary, (from, kind) =>
      read.event(from, kind),
    );
    return { parser, summary, counts: { ...saved.counts } };
  } catch {
    // The files passed every check, yet a saved source does not read back: not ours to trust.
    warnUnreadable(warn);
    return null;
  } finally {
    lines.close();
  }
}
