/**
 * The zod schema of the feedback-log scan cache (`.handoff/cache/feedback-scan.json`, see
 * src/collect/feedback/feedback-cache.ts). The cache is handoff's own file: a value of another shape is
 * not an error to report but a cache to ignore, so this answers the saved scan or null.
 */
import * as z from "zod/mini";

/** A non-negative (or at least `min`) integer that a JSON number holds exactly. */
const count = (min = 0) => z.int().check(z.gte(min));
const exitCode = z.nullable(z.int());
const location = z.object({
  file: z.string(),
  offset: count(),
  length: count(),
  lineNo: count(1),
});

const savedScanSchema = z
  .object({
    version: z.int(),
    k: count(1),
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
    resume: z.object({ offset: count(), line_no: count(1), hash: z.string() }),
    position: count(),
    failures: count(),
    groups: z.array(
      z.object({
        at: location,
        count: count(1),
        first_exit_code: exitCode,
        position: count(),
        passed_later: z.optional(z.boolean()),
        passed_at: z.optional(location),
      }),
    ),
    window: z.array(
      z.object({ at: location, position: count(), failed_exit: z.optional(exitCode) }),
    ),
    skipped: z.array(z.object({ file: z.string(), line: count(1), reason: z.string() })),
    skipped_count: count(),
  })
  .check(
    // Every line location must name one of the files the scan read.
    z.refine((scan) => {
      const names = new Set(scan.files.map((file) => file.name));
      return (
        scan.groups.every(
          (g) => names.has(g.at.file) && (g.passed_at === undefined || names.has(g.passed_at.file)),
        ) &&
        scan.window.every((w) => names.has(w.at.file)) &&
        scan.skipped.every((s) => names.has(s.file))
      );
    }),
  );

/** A saved scan of the shape this schema checks, at the reader's cache `version`. */
export type CheckedScan<V extends number> = z.infer<typeof savedScanSchema> & { version: V };

/**
 * The value as a saved scan of `version` (the reader's) when it has exactly that shape, else
 * null. The reader (collect, which does the I/O) passes its version in: this schema module is
 * below collect and takes nothing from it, not even a type.
 */
export function checkSavedScan<V extends number>(
  value: unknown,
  version: V,
): CheckedScan<V> | null {
  const result = savedScanSchema.safeParse(value);
  return result.success && result.data.version === version ? (result.data as CheckedScan<V>) : null;
}
