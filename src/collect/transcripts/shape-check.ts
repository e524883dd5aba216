/**
 * Shape checks of JSON values, as small combinators: what the transcript scan cache's parts
 * (`transcript-cache-check.ts`, the summary's fields in `summary-state.ts`, each adapter's
 * parser state) are checked with. A check answers whether a value has the shape, no more: a
 * cache of another shape is ignored, not reported.
 */
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

/** An exit code, or null (killed, or not recorded). */
export const exitCode = nullable(count(-(2 ** 53)));
/** A span of epoch ms, first to last (a span saved backwards would say so), or null before any timestamp. */
export const span = nullable(
  (v) => tuple(finite, finite)(v) && (v as [number, number])[0] <= (v as [number, number])[1],
);
