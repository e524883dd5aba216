/**
 * The byte-level JSON primitives every fast reader here shares (the feedback-log fields reader,
 * the sparse transcript reader, the lazy string): JSON whitespace, a string's closing or opening
 * quote by backslash parity, a nested value or a scalar token stepped over, a string's body
 * unescaped. Defined once: these are the hot loops of `trim` and `write`, so each stays a plain
 * function over a Buffer and an index, with no allocation.
 */

export const QUOTE = 0x22;
export const BACKSLASH = 0x5c;
export const COLON = 0x3a;
export const COMMA = 0x2c;
export const OPEN_BRACE = 0x7b;
export const CLOSE_BRACE = 0x7d;
export const OPEN_BRACKET = 0x5b;
export const CLOSE_BRACKET = 0x5d;

/** A quote search that gave up: more escaped quotes than its budget (see `findClosingQuote`). */
export const COSTLY = -2;

/** JSON's whitespace: space, tab, line feed, carriage return (not JS's wider `trim`). */
export function isJsonSpace(c: number): boolean {
  return c === 0x20 || c === 0x09 || c === 0x0a || c === 0x0d;
}

/** An ASCII hex digit, either case (what `\uXXXX` takes). */
export function isHexDigit(c: number): boolean {
  return (c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x46) || (c >= 0x61 && c <= 0x66);
}

/** The first byte at or after `from` (before `end`) that is not JSON whitespace, or `end`. */
export function skipSpace(buf: Buffer, from: number, end: number): number {
  let i = from;
  while (i < end) {
    const byte = buf[i];
    if (byte !== 0x20 && byte !== 0x0a && byte !== 0x0d && byte !== 0x09) break;
    i++;
  }
  return i;
}

/** The last byte at or before `from` (after `start`) that is not JSON whitespace, or `start`. */
export function skipSpaceBack(buf: Buffer, from: number, start: number): number {
  let i = from;
  while (i > start) {
    const byte = buf[i];
    if (byte !== 0x20 && byte !== 0x0a && byte !== 0x0d && byte !== 0x09) break;
    i--;
  }
  return i;
}

/** True when the quote at `q` is escaped: an odd run of backslashes before it (after `floor`). */
export function isEscaped(buf: Buffer, q: number, floor: number): boolean {
  let i = q - 1;
  while (i > floor && buf[i] === BACKSLASH) i--;
  return (q - 1 - i) % 2 === 1;
}

/**
 * The closing quote of the string opened at `open`, searched natively from `from` (any byte
 * inside the string that does not start mid-escape): the first quote not escaped by an odd run
 * of backslashes, checked only at each hit. -1 when there is none before `end`; COSTLY past
 * `budget` escaped quotes.
 */
export function findClosingQuote(
  buf: Buffer,
  open: number,
  from: number,
  end: number,
  budget = Number.POSITIVE_INFINITY,
): number {
  let at = from;
  for (let hits = 0; ; hits++) {
    const q = buf.indexOf(QUOTE, at);
    if (q === -1 || q >= end) return -1;
    // Backslash parity written out, not a call to isEscaped: this loop is the sparse reader's
    // hottest, and the call cost its callers their inlining budget (measured).
    let i = q - 1;
    while (i > open && buf[i] === BACKSLASH) i--;
    if ((q - 1 - i) % 2 === 0) return q;
    if (hits >= budget) return COSTLY;
    at = q + 1;
  }
}

/**
 * The opening quote of the string closed at `close`, walking back: the first quote before it
 * that is not escaped. -1 when there is none after `start`; COSTLY past `budget` escaped quotes.
 */
export function findOpeningQuote(
  buf: Buffer,
  close: number,
  start: number,
  budget: number,
): number {
  let from = close - 1;
  for (let hits = 0; from > start; hits++) {
    const q = buf.lastIndexOf(QUOTE, from);
    if (q <= start) return -1;
    if (!isEscaped(buf, q, start)) return q;
    if (hits >= budget) return COSTLY;
    from = q - 1;
  }
  return -1;
}

/**
 * Just past the object or array opened at `open`, strings skipped, brackets counted (not
 * checked: a reader that must validate walks the grammar itself); -1 when unbalanced.
 */
export function skipNested(buf: Buffer, open: number, end: number): number {
  let depth = 0;
  for (let i = open; i < end; i++) {
    const byte = buf[i];
    if (byte === QUOTE) {
      i = findClosingQuote(buf, i, i + 1, end);
      if (i < 0) return -1;
    } else if (byte === OPEN_BRACE || byte === OPEN_BRACKET) depth++;
    else if (byte === CLOSE_BRACE || byte === CLOSE_BRACKET) {
      depth--;
      if (depth === 0) return i + 1;
    }
  }
  return -1;
}

/** True for a byte that ends a scalar token (number, true, false, null). */
export function isTokenEnd(byte: number): boolean {
  return (
    byte === COMMA ||
    byte === CLOSE_BRACE ||
    byte === CLOSE_BRACKET ||
    byte === COLON ||
    byte === OPEN_BRACE ||
    byte === 0x20 ||
    byte === 0x09 ||
    byte === 0x0d ||
    byte === 0x0a
  );
}

/** Just past a scalar token (number, true, false, null) starting at `from`. */
export function skipToken(buf: Buffer, from: number, end: number): number {
  let i = from;
  while (i < end && !isTokenEnd(buf[i] as number)) i++;
  return i;
}

/**
 * The value of a JSON string whose body (the text between its quotes) is `raw`, escapes
 * resolved as JSON.parse resolves them; undefined when JSON.parse refuses it (a bad escape, or
 * a raw control character next to an escape). A body without a backslash is returned as it is:
 * callers that must refuse raw control characters there check them themselves.
 */
export function unescapeJson(raw: string): string | undefined {
  if (!raw.includes("\\")) return raw;
  try {
    return JSON.parse(`"${raw}"`) as string;
  } catch {
    return undefined;
  }
}

/**
 * The body of a JSON string, `buf[start, end)`, has no raw control character and only JSON's
 * escapes (`\"` `\\` `\/` `\b` `\f` `\n` `\r` `\t` `\uXXXX`): what JSON.parse accepts. Bytes are
 * not checked as UTF-8 (decoding makes U+FFFD of bad ones, which JSON.parse never sees).
 */
export function validStringBytes(buf: Buffer, start: number, end: number): boolean {
  for (let i = start; i < end; i++) {
    const c = buf[i] as number;
    if (c < 0x20) return false;
    if (c !== BACKSLASH) continue;
    const e = buf[++i];
    if (e === 0x75) {
      if (i + 4 >= end) return false;
      for (let h = 1; h <= 4; h++) if (!isHexDigit(buf[i + h] as number)) return false;
      i += 4;
    } else if (
      e !== QUOTE &&
      e !== BACKSLASH &&
      e !== 0x2f &&
      e !== 0x62 &&
      e !== 0x66 &&
      e !== 0x6e &&
      e !== 0x72 &&
      e !== 0x74
    )
      return false;
  }
  return true;
}
