/**
 * A long feedback line (a failing command with megabytes of output in a tail) parsed from its
 * bytes: its long strings stay undecoded (`LazyString`) and a record keeps only their ends, so
 * re-reading a 60 MB line costs its buffer, not a 60 MB string, a parsed copy and the slice of
 * it a record would pin. It accepts exactly what JSON.parse accepts: each undecoded string is
 * still checked (no raw control character, only JSON's escapes).
 */
import { readSparseObject, UNCERTAIN } from "../../json/sparse-json.js";
import { validStringBytes } from "../../json/bytes.js";
import { LazyString } from "../../json/lazy-string.js";
import {
  clipTail,
  normaliseFeedbackRecord,
  type RecordParse,
  TEXT_LIMIT,
} from "./feedback-record.js";

/** Lines longer than this are parsed from their bytes; shorter ones go to JSON.parse. */
export const LONG_LINE_BYTES = 1024 * 1024;

/** The record fields whose end is all that is kept (feedback-record.ts). */
const TAIL_KEYS = new Set(["stdout_tail", "stderr_tail", "agent_note", "error"]);

/**
 * The record of the JSON line `buf[start, end)`, as `parseFeedbackLine` would make it;
 * undefined when the line is not certainly valid here (the caller parses it in full, which
 * gives the located reason).
 */
export function parseLongFeedbackLine(
  buf: Buffer,
  start: number,
  end: number,
): RecordParse | undefined {
  const value = readSparseObject(buf, start, end);
  if (value === UNCERTAIN) return undefined;
  const plain: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) {
    if (!validStrings(field)) return undefined;
    plain[key] =
      TAIL_KEYS.has(key) && field instanceof LazyString
        ? field.tail(TEXT_LIMIT, clipTail)
        : decoded(field);
  }
  return normaliseFeedbackRecord(plain);
}

/** `value` with its undecoded strings decoded (a command, an id: the record keeps them whole). */
function decoded(value: unknown): unknown {
  if (value instanceof LazyString) return value.text();
  if (Array.isArray(value)) return value.map(decoded);
  if (value !== null && typeof value === "object") {
    const out: Record<string, unknown> = {};
    for (const [key, inner] of Object.entries(value)) out[key] = decoded(inner);
    return out;
  }
  return value;
}

/** Every undecoded string in `value` is one JSON.parse would accept. */
function validStrings(value: unknown): boolean {
  if (value instanceof LazyString) return validStringBytes(value.buf, value.start, value.end);
  if (Array.isArray(value)) return value.every(validStrings);
  if (value !== null && typeof value === "object") return Object.values(value).every(validStrings);
  return true;
}
