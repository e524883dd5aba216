/**
 * The shape check of the transcript scan cache (`.handoff/cache/transcript-scan.json`, see
 * `transcript-cache.ts`). The cache is handoff's own file: a value of another shape is not an
 * error to report but a cache to ignore, so this answers the saved scan or null. Written out
 * rather than a zod schema (src/model/inputs/) on purpose: it runs in the hooks that write, where
 * importing zod measured ~100–150 ms of CPU, as much as reading a 20 MB transcript in full.
 * Sources (`from`) are the adapter's to check: it reads each back or gives up; so is the shape of
 * the parser's state (each adapter builds its `Check` from `shape-check.ts`); the summary's
 * part is checked field by field as `summary-state.ts` lists them. The types of the saved scan
 * are here too, beside the check that keeps a value to them.
 */
import type { FileIdentity } from "../feedback/feedback-cache.js";
import { checkSavedAccumulator, type PassedProof, type SavedAccumulator } from "./summary-state.js";
import { any, array, boolean, type Check, count, object, string } from "./shape-check.js";

/** Bump when the parser or the summary changes what it keeps across lines (a saved state of
 * the old shape would then resume wrong). */
export const TRANSCRIPT_CACHE_VERSION = 3;

/** What a saved scan was made for. */
export interface TranscriptScanKey {
  /** The transcript's display path (as the packet names it). */
  source: string;
  /** The adapter's id. */
  agent: string;
  k: number;
  passing_output: boolean;
}

/** The saved scan: at the start of the main file's first incomplete line; `P` is the parser's
 * state (the adapter's own shape, checked by the adapter's `Check`). */
export interface SavedTranscriptScan<P = unknown> {
  version: typeof TRANSCRIPT_CACHE_VERSION;
  key: TranscriptScanKey;
  /** Subagent files first, the main file last. */
  files: FileIdentity[];
  resume: { offset: number; line_no: number; hash: string; head: string };
  /** Lines with something of the session / with nothing of use (see `readEventBatches`). */
  counts: { used: number; unused: number };
  parser: P;
  summary: SavedAccumulator;
  /** The passing run of each failure group that passed later (`passedLaterProofs`). */
  passed: PassedProof[];
}

const savedScan = (parser: Check) =>
  object({
    version: (v) => v === TRANSCRIPT_CACHE_VERSION,
    key: object({
      source: string,
      agent: string,
      k: count(1),
      passing_output: boolean,
    }),
    files: (v) =>
      Array.isArray(v) &&
      v.length > 0 &&
      v.every(
        object({
          name: string,
          dev: string,
          ino: string,
          size: count(),
          mtime_ns: (t) => typeof t === "string" && /^\d+$/.test(t),
        }),
      ),
    resume: object({ offset: count(), line_no: count(1), hash: string, head: string }),
    counts: object({ used: count(), unused: count() }),
    parser,
    summary: checkSavedAccumulator,
    passed: array(object({ position: count(), from: any })),
  });

/** The value as a SavedTranscriptScan when it has exactly that shape (its parser state `parser`'s), else null. */
export function checkSavedTranscriptScan<P>(
  value: unknown,
  parser: Check,
): SavedTranscriptScan<P> | null {
  return savedScan(parser)(value) ? (value as SavedTranscriptScan<P>) : null;
}
