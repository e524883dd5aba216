/**
 * The schema of the transcript scan cache (`.handoff/cache/transcript-scan.json`, see
 * `transcript-cache.ts`), in zod as every stored file of handoff (src/model/inputs/). The cache
 * is handoff's own file: a value of another shape is not an error to report but a cache to
 * ignore, so this answers the saved scan or null. Loaded only when there is a cache file to
 * check (zod with it, bundled in by scripts/bundle-zod.mjs): a write without one never loads it.
 * Sources (`from`) are the adapter's to check: it reads each back or gives up; the parser's
 * state is checked by the adapter's schema, the summary's field by field as `summary-state.ts`
 * lists them.
 */
import {
  array,
  boolean,
  custom,
  gte,
  int,
  literal,
  minLength,
  nullable,
  number,
  object,
  refine,
  regex,
  string,
  tuple,
  unknown,
} from "zod/mini";
import { type LazySchema, schemaKit } from "./schema-kit.js";
import { savedAccumulatorSchema } from "./summary-state.js";
import { type SavedTranscriptScan, TRANSCRIPT_CACHE_VERSION } from "./transcript-cache-types.js";

const z = {
  array,
  boolean,
  custom,
  gte,
  int,
  literal,
  minLength,
  nullable,
  number,
  object,
  refine,
  regex,
  string,
  tuple,
  unknown,
};
const kit = schemaKit(z);
const { count } = kit;

/** The saved scan's schema with `parser` as its parser state's. */
function savedScanSchema(parser: LazySchema) {
  return z.object({
    version: z.literal(TRANSCRIPT_CACHE_VERSION),
    key: z.object({
      source: z.string(),
      agent: z.string(),
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
    parser: parser(kit),
    summary: savedAccumulatorSchema(kit),
    passed: z.array(z.object({ position: count(), from: kit.source })),
  });
}

/** Any parser state: for reading whose entry a cache of another parser's shape is. */
export const ANY_PARSER: LazySchema = (k) => k.z.unknown();

/** Schemas built, by parser schema (one a process, in practice). */
const built = new Map<LazySchema, ReturnType<typeof savedScanSchema>>();

/**
 * The value as a SavedTranscriptScan when it has exactly that shape (its parser state
 * `parser`'s), else null.
 */
export function checkSavedTranscriptScan<P>(
  value: unknown,
  parser: LazySchema,
): SavedTranscriptScan<P> | null {
  let schema = built.get(parser);
  if (schema === undefined) {
    schema = savedScanSchema(parser);
    built.set(parser, schema);
  }
  // The value itself (not zod's copy): the check only says it has the shape.
  return schema.safeParse(value).success ? (value as SavedTranscriptScan<P>) : null;
}
