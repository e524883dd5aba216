/**
 * The one deep walk over a JSON-like value that every redaction pass uses (the packet, MCP
 * results, `redactValue`, ingest output). It imports no rule, so the pure stages can use it
 * with an injected redactor, or with any other string fix (clipping, scrubbing the root).
 *
 * One rule for object keys, by where they come from: keys of input data (a file name, a header,
 * anything a session wrote) can be secrets and pass through the fix like values; keys that our
 * own types name (the packet, a feedback record) are schema names, never secrets, and are kept
 * byte for byte (the packet's final scan still reads them, see `generate/seal.ts`).
 */
import type { RedactResult } from "./types.js";

/** How a walk treats object keys and which values it keeps. */
export interface WalkOptions {
  /** `"input"` (default): keys pass through the fix. `"schema"`: keys are kept as they are. */
  keys?: "input" | "schema";
  /** Keys whose string value is kept as it is (the tool's own absolute paths in MCP results). */
  exempt?: ReadonlySet<string>;
}

/**
 * Copy of `value` with `fix` applied to every string in it (and to keys, per `options.keys`).
 * Arrays and objects are rebuilt (non-plain objects by their own enumerable properties);
 * numbers, booleans, null and `undefined` pass through.
 */
export function mapStrings<T>(
  value: T,
  fix: (text: string) => string,
  options: WalkOptions = {},
): T {
  const fixKeys = options.keys !== "schema";
  const exempt = options.exempt;
  const walk = (node: unknown): unknown => {
    if (typeof node === "string") return fix(node);
    if (Array.isArray(node)) return node.map(walk);
    if (node !== null && typeof node === "object") {
      const out: Record<string, unknown> = {};
      for (const [key, child] of Object.entries(node)) {
        const kept = exempt?.has(key) === true && typeof child === "string";
        out[fixKeys ? fix(key) : key] = kept ? child : walk(child);
      }
      return out;
    }
    return node;
  };
  return walk(value) as T;
}

/** Counts with keys sorted, so serialised bytes do not depend on the order secrets were met. */
export function sortCounts(counts: Record<string, number>): Record<string, number> {
  const sorted: Record<string, number> = {};
  for (const key of Object.keys(counts).sort()) sorted[key] = counts[key] ?? 0;
  return sorted;
}

/**
 * Redact every string of `value` with `redactor` (see `mapStrings`), adding findings to `counts`.
 * `redactor` must be pure (callers pass `redact`): a string met again (a path in several of a
 * packet's lists) is redacted once, and its findings are counted at each place it stands.
 */
export function redactStrings<T>(
  value: T,
  redactor: (text: string) => RedactResult,
  counts: Record<string, number>,
  options: WalkOptions = {},
): T {
  const memo = new Map<string, RedactResult>();
  return mapStrings(
    value,
    (text) => {
      let result = memo.get(text);
      if (result === undefined) {
        result = redactor(text);
        memo.set(text, result);
      }
      for (const finding of result.findings) counts[finding.kind] = (counts[finding.kind] ?? 0) + 1;
      return result.text;
    },
    options,
  );
}
