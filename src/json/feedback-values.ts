/**
 * The values the feedback-log fields reader (`feedback-fields.ts`) checks from their bytes: an
 * argv command (an array of strings, found walking forward or back) and the exit code (a plain
 * integer or null). Each answers "not certain" rather than guess; the caller then parses the
 * line in full.
 */
import { findClosingQuote, findOpeningQuote, skipSpace, skipSpaceBack } from "./bytes.js";

// Byte codes local, not imported: see feedback-fields.ts.
const QUOTE = 0x22;
const COMMA = 0x2c;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;

const MINUS = 0x2d;
const DIGIT_0 = 0x30;
const DIGIT_9 = 0x39;
/**
 * Escaped quotes a backward walk searches past in one string: a few for a command walked back
 * to (`rg \"TODO\"`).
 */
export const BACK_BUDGET = 8;

/**
 * The `[` of an array of strings closed at `close`, walking back, or -1 when it is anything
 * else (a nested value, a costly string) or not certain.
 */
export function findArrayStart(line: Buffer, close: number, start: number): number {
  let i = skipSpaceBack(line, close - 1, start);
  if (line[i] === OPEN_BRACKET) return i;
  for (;;) {
    if (line[i] !== QUOTE) return -1;
    const open = findOpeningQuote(line, i, start, BACK_BUDGET);
    if (open < 0) return -1;
    i = skipSpaceBack(line, open - 1, start);
    if (line[i] === OPEN_BRACKET) return i;
    if (line[i] !== COMMA) return -1;
    i = skipSpaceBack(line, i - 1, start);
  }
}

/** True when `line[open, end)` is exactly an array of strings. */
export function isStringArray(line: Buffer, open: number, end: number): boolean {
  if (line[open] !== OPEN_BRACKET || line[end - 1] !== CLOSE_BRACKET) return false;
  let i = skipSpace(line, open + 1, end);
  if (i === end - 1) return true;
  for (;;) {
    if (line[i] !== QUOTE) return false;
    const close = findClosingQuote(line, i, i + 1, end);
    if (close < 0) return false;
    i = skipSpace(line, close + 1, end);
    if (i === end - 1) return line[i] === CLOSE_BRACKET;
    if (line[i] !== COMMA) return false;
    i = skipSpace(line, i + 1, end);
  }
}

/** The exit code in `line[from, to)`: a plain integer of at most 9 digits, or null. */
export function readExitValue(line: Buffer, from: number, to: number): number | null | undefined {
  let i = from;
  if (to - i === 4 && line[i] === 0x6e && line[i + 1] === 0x75) {
    return line[i + 2] === 0x6c && line[i + 3] === 0x6c ? null : undefined;
  }
  const negative = line[i] === MINUS;
  if (negative) i++;
  const digits = to - i;
  if (digits < 1 || digits > 9 || (digits > 1 && line[i] === DIGIT_0)) return undefined;
  let value = 0;
  for (; i < to; i++) {
    const byte = line[i] as number;
    if (byte < DIGIT_0 || byte > DIGIT_9) return undefined;
    value = value * 10 + (byte - DIGIT_0);
  }
  return negative ? -value : value;
}
