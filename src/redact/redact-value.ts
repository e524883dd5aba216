import { redact } from "./redact.js";
import type { RedactionFinding } from "./types.js";
import { redactStrings, sortCounts } from "./walk-strings.js";

/** How many findings of each kind, keys sorted so the result serialises deterministically. */
export function countKinds(
  findings: readonly Pick<RedactionFinding, "kind">[],
): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const finding of findings) counts[finding.kind] = (counts[finding.kind] ?? 0) + 1;
  return sortCounts(counts);
}

/**
 * Redact every string inside a JSON-like value (object keys too: a file name can be a secret),
 * returning a new value of the same shape and the counts per kind. Non-plain objects are
 * walked by their own enumerable properties; `undefined`, numbers and booleans pass through.
 */
export function redactValue<T>(value: T): { value: T; counts: Record<string, number> } {
  const counts: Record<string, number> = {};
  const redacted = redactStrings(value, redact, counts);
  return { value: redacted, counts: sortCounts(counts) };
}
