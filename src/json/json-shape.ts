/**
 * A broken JSONL line must cost about what a valid one does (a log or a transcript can hold
 * millions): whether a line can be a JSON object is first judged from its first and last
 * characters, and JSON.parse's exception is thrown without a stack trace (capturing one cost
 * ~5 µs a line, more than reading a valid line). Shared by the feedback log's and the
 * transcripts' line parsers.
 */
import { isJsonSpace } from "./bytes.js";

/** What `parseQuietly` answers for a text JSON.parse refuses. */
export const NOT_JSON: unique symbol = Symbol("not JSON");

/**
 * Why `text` is certainly not a JSON object, judged from its first and last characters past
 * JSON whitespace (what JSON.parse would answer): "not valid JSON"; undefined when it may be
 * one, or is another JSON value (JSON.parse tells which).
 */
export function certainlyNotJson(text: string): "not valid JSON" | undefined {
  let first = 0;
  while (first < text.length && isJsonSpace(text.charCodeAt(first))) first++;
  let last = text.length - 1;
  while (last > first && isJsonSpace(text.charCodeAt(last))) last--;
  const c = text.charCodeAt(first);
  if (c === 0x7b) return text.charCodeAt(last) === 0x7d ? undefined : "not valid JSON";
  // `[`, `"`, `-`, a digit, `t`, `f`, `n`: another JSON value may start so.
  if (c === 0x5b || c === 0x22 || c === 0x2d || (c >= 0x30 && c <= 0x39)) return undefined;
  if (c === 0x74 || c === 0x66 || c === 0x6e) return undefined;
  return "not valid JSON";
}

/** JSON.parse of `text`, NOT_JSON when it throws; the exception carries no stack trace. */
export function parseQuietly(text: string): unknown {
  const limit = Error.stackTraceLimit;
  Error.stackTraceLimit = 0;
  try {
    return JSON.parse(text);
  } catch {
    return NOT_JSON;
  } finally {
    Error.stackTraceLimit = limit;
  }
}

/**
 * Whether `text` (JSON or not) opens more than `max` arrays or objects inside one another,
 * outside its strings. Strings are stepped over with a native search for their closing quote,
 * so a long line costs its structure.
 */
export function nestedDeeper(text: string, max: number): boolean {
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x7b || c === 0x5b) {
      if (++depth > max) return true;
    } else if (c === 0x7d || c === 0x5d) depth--;
    else if (c === 0x22) i = closingQuote(text, i);
  }
  return false;
}

/** The index of the quote that closes the string opening at `open` (the end when none does). */
function closingQuote(text: string, open: number): number {
  let at = open;
  for (;;) {
    at = text.indexOf('"', at + 1);
    if (at === -1) return text.length;
    let backslashes = 0;
    while (text.charCodeAt(at - 1 - backslashes) === 0x5c) backslashes++;
    if (backslashes % 2 === 0) return at;
  }
}

/**
 * Bounds on a JSON file read whole (config, settings, workbench files, a JSONL record): far
 * past any file handoff or an agent writes, and checked before JSON.parse, which costs ~70
 * bytes of memory per byte of deep nesting (4 MB of `[` took 280 MB and 5 s).
 */
export const JSON_FILE_BOUNDS = { maxChars: 32 * 1024 * 1024, maxNesting: 64 } as const;

/**
 * Why `text` is refused before parsing — "is N characters, more than …" or "is nested deeper
 * than … levels" — or null when it is within `JSON_FILE_BOUNDS`. Costs one pass over the text's
 * structure (strings are stepped over natively).
 */
export function describeJsonBounds(text: string): string | null {
  const { maxChars, maxNesting } = JSON_FILE_BOUNDS;
  if (text.length > maxChars)
    return `is ${text.length} characters, more than the ${maxChars} a JSON file may be`;
  if (nestedDeeper(text, maxNesting))
    return `is nested deeper than ${maxNesting} levels of arrays and objects, the most a JSON file may be`;
  return null;
}
