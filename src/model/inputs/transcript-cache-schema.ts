/**
 * The zod schema of the transcript scan cache (`.handoff/cache/transcript-scan.json`, see
 * src/collect/transcripts/transcript-cache.ts). The cache is handoff's own file: a value of
 * another shape is not an error to report but a cache to ignore, so this answers the saved
 * scan or null. Sources (`from`) are the adapter's to check: it reads each back or gives up.
 */
import * as z from "zod/mini";
import {
  type SavedTranscriptScan,
  TRANSCRIPT_CACHE_VERSION,
} from "../../collect/transcripts/transcript-cache.js";

/** A non-negative (or at least `min`) integer that a JSON number holds exactly. */
const count = (min = 0) => z.int().check(z.gte(min));
const exitCode = z.nullable(z.int());
const source = z.unknown();
const span = z.nullable(z.tuple([z.number(), z.number()]));
const ordered = z.object({ from: source, order: count(1) });

const parserSchema = z.object({
  seen: z.array(z.string()),
  boundaries: z.array(z.string()),
  pending: z.object({
    by_id: z.array(source),
    by_line: z.array(z.tuple([z.string(), z.array(source)])),
  }),
  span,
  cwd: source,
});

const summarySchema = z.object({
  position: count(),
  failures: count(),
  groups: z.array(
    z.object({
      from: source,
      count: count(1),
      first_exit_code: exitCode,
      position: count(),
      passed_later: z.boolean(),
    }),
  ),
  recent: z.array(z.object({ position: count(), from: source })),
  last_test: z.nullable(z.object({ position: count(), from: source })),
  edited: z.array(source),
  skipped: z.array(z.object({ file: z.string(), line: count(1), reason: z.string() })),
  skipped_count: count(),
  todos: source,
  objective: source,
  side_objective: source,
  compactions: count(),
  interrupted: count(),
  cwd: source,
  span,
  user_messages: z.array(source),
  report: source,
  reads: z.array(z.object({ from: source, count: count(1), last: count(1) })),
  read_no: count(),
  plan: z.nullable(ordered),
  plan_files: z.array(ordered),
  plan_no: count(),
  unknown: count(),
});

const savedScanSchema = z.object({
  version: z.literal(TRANSCRIPT_CACHE_VERSION),
  key: z.object({
    source: z.string(),
    agent: z.enum(["claude", "codex", "opencode", "gemini"]),
    k: count(1),
    passing_output: z.boolean(),
  }),
  files: z
    .array(
      z.object({
        name: z.string(),
        dev: z.string(),
        ino: z.string(),
        size: count(),
        mtime_ns: z.string().check(z.regex(/^\d+$/)),
      }),
    )
    .check(z.minLength(1)),
  resume: z.object({ offset: count(), line_no: count(1), hash: z.string(), head: z.string() }),
  counts: z.object({ used: count(), unused: count() }),
  parser: parserSchema,
  summary: summarySchema,
});

/** The value as a SavedTranscriptScan when it has exactly that shape, else null. */
export function checkSavedTranscriptScan(value: unknown): SavedTranscriptScan | null {
  const result = savedScanSchema.safeParse(value);
  return result.success ? (result.data as SavedTranscriptScan) : null;
}
