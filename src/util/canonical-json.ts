import { createHash } from "node:crypto";

/**
 * JSON with object keys sorted at every level: the byte-stable form that packet ids hash.
 * Arrays keep their order (order carries meaning in a packet).
 */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(sortKeys(value));
}

function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value !== null && typeof value === "object") {
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(value).sort()) {
      const v = (value as Record<string, unknown>)[key];
      if (v !== undefined) out[key] = sortKeys(v);
    }
    return out;
  }
  return value;
}

/** First `length` hex digits of the sha256 of `text`. */
export function sha256Hex(text: string, length = 16): string {
  return createHash("sha256").update(text).digest("hex").slice(0, length);
}
