import { redact } from "./redact.js";
import type { RedactionFinding } from "./types.js";

/** How many findings of each kind, keys sorted so the result serialises deterministically. */
export function countKinds(
  findings: readonly Pick<RedactionFinding, "kind">[],
): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const finding of findings) counts[finding.kind] = (counts[finding.kind] ?? 0) + 1;
  return sortKeys(counts);
}

function sortKeys(counts: Record<string, number>): Record<string, number> {
  const sorted: Record<string, number> = {};
  for (const key of Object.keys(counts).sort()) sorted[key] = counts[key] as number;
  return sorted;
}

/**
 * Redact every string inside a JSON-like value (object keys too: a file name can be a secret),
 * returning a new value of the same shape and the counts per kind. Non-plain objects are
 * walked by their own enumerable properties; `undefined`, numbers and booleans pass through.
 */
export function redactValue<T>(value: T): { value: T; counts: Record<string, number> } {
  const counts: Record<string, number> = {};
  const walk = (node: unknown): unknown => {
    if (typeof node === "string") {
      const result = redact(node);
      for (const finding of result.findings) counts[finding.kind] = (counts[finding.kind] ?? 0) + 1;
      return result.text;
    }
    if (Array.isArray(node)) return node.map(walk);
    if (typeof node === "object" && node !== null) {
      const out: Record<string, unknown> = {};
      for (const [key, child] of Object.entries(node)) out[walk(key) as string] = walk(child);
      return out;
    }
    return node;
  };
  const redacted = walk(value) as T;
  return { value: redacted, counts: sortKeys(counts) };
}
