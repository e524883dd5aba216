/**
 * Reading one JSON line of a transcript's tail into a plain object, for the hooks that run on
 * every tool call (no transcript parser is loaded there).
 */

/** `value` as a plain object, or null for arrays, primitives and null. */
export function asObject(value: unknown): Record<string, unknown> | null {
  return typeof value === "object" && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}

/** One line parsed as a JSON object, or null when it is not one. */
export function parseObject(line: string): Record<string, unknown> | null {
  try {
    return asObject(JSON.parse(line));
  } catch {
    return null;
  }
}

/** A token count: a positive finite number, else 0. */
export function count(value: unknown): number {
  return typeof value === "number" && Number.isFinite(value) && value > 0 ? value : 0;
}
