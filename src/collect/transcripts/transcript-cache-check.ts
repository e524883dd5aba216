/**
 * The shape check of the transcript scan cache (`.handoff/cache/transcript-scan.json`, see
 * `transcript-cache.ts`). The cache is handoff's own file: a value of another shape is not an
 * error to report but a cache to ignore, so this answers the saved scan or null. Written out
 * rather than a zod schema (src/model/inputs/) on purpose: it runs in the hooks that write, where
 * importing zod measured ~100–150 ms of CPU, as much as reading a 20 MB transcript in full.
 * Sources (`from`) are the adapter's to check: it reads each back or gives up; so is the shape of
 * the parser's state (each adapter builds its `Check` from the combinators here). The types of
 * the saved scan are here too, beside the check that keeps a value to them.
 */
import type { SkippedLine } from "../../model/snapshot/types.js";
import type { FileIdentity } from "../feedback/feedback-cache.js";
import type { SourceRef } from "./events.js";

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

/** What the session did after its latest to-do update (false, false: nothing yet). */
export interface AfterTodos {
  work: boolean;
  report: boolean;
}

/** The saved state: JSON, no text of the transcript. */
export interface SavedAccumulator {
  position: number;
  failures: number;
  groups: {
    from: SourceRef;
    count: number;
    first_exit_code: number | null;
    position: number;
    passed_later: boolean;
  }[];
  recent: { position: number; from: SourceRef }[];
  last_test: { position: number; from: SourceRef } | null;
  edited: SourceRef[];
  skipped: SkippedLine[];
  skipped_count: number;
  todos: SourceRef | null;
  objective: SourceRef | null;
  side_objective: SourceRef | null;
  compactions: number;
  interrupted: number;
  cwd: SourceRef | null;
  span: [number, number] | null;
  user_messages: SourceRef[];
  report: SourceRef | null;
  prev_report: SourceRef | null;
  last_user: SourceRef | null;
  conclusions: { from: SourceRef; n: number }[];
  reads: { from: SourceRef; count: number; last: number }[];
  read_no: number;
  plan: { from: SourceRef; order: number } | null;
  plan_files: { from: SourceRef; order: number }[];
  plan_no: number;
  unknown: number;
  after_todos: AfterTodos;
}

/** Where the passing run that makes a failure "passed later" is: its position and source. */
export interface PassedProof {
  position: number;
  from: SourceRef;
}

/** A shape check of a JSON value. */
export type Check = (value: unknown) => boolean;

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v);
/** A non-negative (or at least `min`) integer that a JSON number holds exactly. */
export const count =
  (min = 0): Check =>
  (v) =>
    Number.isSafeInteger(v) && (v as number) >= min;
export const string: Check = (v) => typeof v === "string";
export const boolean: Check = (v) => typeof v === "boolean";
export const finite: Check = (v) => Number.isFinite(v);
export const any: Check = () => true;
export const nullable =
  (check: Check): Check =>
  (v) =>
    v === null || check(v);
export const array =
  (check: Check): Check =>
  (v) =>
    Array.isArray(v) && v.every(check);
export const tuple =
  (...checks: Check[]): Check =>
  (v) =>
    Array.isArray(v) && v.length === checks.length && checks.every((check, i) => check(v[i]));
export const object =
  (shape: Record<string, Check>): Check =>
  (v) =>
    isRecord(v) && Object.entries(shape).every(([key, check]) => key in v && check(v[key]));

const exitCode = nullable(count(-(2 ** 53)));
/** A span of epoch ms, first to last (a span saved backwards would say so), or null before any timestamp. */
export const span = nullable(
  (v) => tuple(finite, finite)(v) && (v as [number, number])[0] <= (v as [number, number])[1],
);
const ordered = object({ from: any, order: count(1) });

const summary = object({
  position: count(),
  failures: count(),
  groups: array(
    object({
      from: any,
      count: count(1),
      first_exit_code: exitCode,
      position: count(),
      passed_later: boolean,
    }),
  ),
  recent: array(object({ position: count(), from: any })),
  last_test: nullable(object({ position: count(), from: any })),
  edited: array(any),
  skipped: array(object({ file: string, line: count(1), reason: string })),
  skipped_count: count(),
  todos: any,
  objective: any,
  side_objective: any,
  compactions: count(),
  interrupted: count(),
  cwd: any,
  span,
  user_messages: array(any),
  report: any,
  prev_report: any,
  last_user: any,
  conclusions: array(object({ from: any, n: count() })),
  reads: array(object({ from: any, count: count(1), last: count(1) })),
  read_no: count(),
  plan: nullable(ordered),
  plan_files: array(ordered),
  plan_no: count(),
  unknown: count(),
  after_todos: object({ work: boolean, report: boolean }),
});

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
    summary,
    passed: array(object({ position: count(), from: any })),
  });

/** The value as a SavedTranscriptScan when it has exactly that shape (its parser state `parser`'s), else null. */
export function checkSavedTranscriptScan<P>(
  value: unknown,
  parser: Check,
): SavedTranscriptScan<P> | null {
  return savedScan(parser)(value) ? (value as SavedTranscriptScan<P>) : null;
}
