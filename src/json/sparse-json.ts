/**
 * A byte-level reader of one JSONL line into plain values, for transcripts whose lines are
 * mostly long tool outputs: string values longer than a few dozen bytes stay undecoded
 * (`LazyString`, found with a native search for their closing quote), so a line costs its
 * structure, not its size. Anything it cannot read with certainty (not an object, broken
 * structure, deep nesting, a `__proto__` key, a bad short string) answers UNCERTAIN and the
 * caller parses the line with JSON.parse instead, which gives the exact same result or error.
 * Keys may come in any order and with any JSON whitespace.
 */
import { findClosingQuote, skipSpace } from "./bytes.js";
import { LazyString } from "./lazy-string.js";
import { skipLiteral, skipNumber } from "./sparse-scalars.js";
import { BAIL, decodeShort, internAscii } from "./sparse-strings.js";

/** The line is not certainly readable here: use JSON.parse. */
export const UNCERTAIN: unique symbol = Symbol("uncertain");

/**
 * Strings up to this many bytes are decoded while reading; longer ones stay lazy. Below a
 * uuid's 36 bytes: most uuids of a line (parent, source, request) are never read.
 */
const EAGER_BYTES = 32;
/** Escaped strings up to this many bytes are decoded too: `\uXXXX` makes 6 bytes one character. */
const ESCAPED_EAGER_BYTES = 6 * EAGER_BYTES;
/** Nesting deeper than this is left to JSON.parse (and keeps the recursion shallow). */
const MAX_DEPTH = 48;

// Local, not imported from bytes.ts: an imported binding is read through its module cell in
// the string loops (measured on the feedback walk: ~8%).
const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/**
 * The keys a caller reads, per object level: `true` reads the key's value whole, a nested shape
 * reads only those keys of it (when it is an object). Other keys are checked but not built.
 */
export type Shape = ReadonlyMap<string, Shape | true>;

/**
 * Read `buf[start, end)` as a JSON object whose long strings are LazyString values; with a
 * `shape`, only the keys it names are kept.
 */
export function readSparseObject(
  buf: Buffer,
  start: number,
  end: number,
  shape?: Shape,
): Record<string, unknown> | typeof UNCERTAIN {
  const reader = new Reader(buf, start, end);
  try {
    reader.skipSpace();
    if (reader.peek() !== 0x7b) return UNCERTAIN;
    const value = reader.object(0, shape);
    reader.skipSpace();
    return reader.pos === end ? value : UNCERTAIN;
  } catch (error) {
    if (error === BAIL) return UNCERTAIN;
    throw error;
  }
}

class Reader {
  readonly buf: Buffer;
  readonly end: number;
  pos: number;

  constructor(buf: Buffer, start: number, end: number) {
    this.buf = buf;
    this.pos = start;
    this.end = end;
  }

  peek(): number {
    return this.pos < this.end ? (this.buf[this.pos] ?? -1) : -1;
  }

  skipSpace(): void {
    this.pos = skipSpace(this.buf, this.pos, this.end);
  }

  value(depth: number, shape?: Shape): unknown {
    this.skipSpace();
    const c = this.peek();
    if (c === QUOTE) return this.string(true);
    if (c === 0x7b) return this.object(depth + 1, shape);
    if (c === 0x5b) return this.array(depth + 1);
    if (c === 0x74) return this.literal("true", true);
    if (c === 0x66) return this.literal("false", false);
    if (c === 0x6e) return this.literal("null", null);
    return this.number();
  }

  object(depth: number, shape: Shape | undefined): Record<string, unknown> {
    if (depth > MAX_DEPTH) throw BAIL;
    this.pos++;
    const obj: Record<string, unknown> = {};
    this.skipSpace();
    if (this.peek() === 0x7d) {
      this.pos++;
      return obj;
    }
    for (;;) {
      this.skipSpace();
      if (this.peek() !== QUOTE) throw BAIL;
      const key = this.string(false);
      // JSON.parse makes `__proto__` an own property; assigning it here would not.
      if (typeof key !== "string" || key === "__proto__") throw BAIL;
      this.skipSpace();
      if (this.peek() !== 0x3a) throw BAIL;
      this.pos++;
      if (shape === undefined) obj[key] = this.value(depth);
      else {
        const inner = shape.get(key);
        if (inner === undefined) this.skip(depth);
        else obj[key] = this.value(depth, inner === true ? undefined : inner);
      }
      this.skipSpace();
      const c = this.peek();
      this.pos++;
      if (c === 0x2c) continue;
      if (c === 0x7d) return obj;
      throw BAIL;
    }
  }

  array(depth: number): unknown[] {
    if (depth > MAX_DEPTH) throw BAIL;
    this.pos++;
    const list: unknown[] = [];
    this.skipSpace();
    if (this.peek() === 0x5d) {
      this.pos++;
      return list;
    }
    for (;;) {
      list.push(this.value(depth));
      this.skipSpace();
      const c = this.peek();
      this.pos++;
      if (c === 0x2c) continue;
      if (c === 0x5d) return list;
      throw BAIL;
    }
  }

  /** Check a value that nobody reads, building nothing. */
  skip(depth: number): void {
    this.skipSpace();
    const c = this.peek();
    if (c === QUOTE) this.skipString();
    else if (c === 0x7b || c === 0x5b) {
      if (depth > MAX_DEPTH) throw BAIL;
      const close = c === 0x7b ? 0x7d : 0x5d;
      this.pos++;
      this.skipSpace();
      if (this.peek() === close) {
        this.pos++;
        return;
      }
      for (;;) {
        if (c === 0x7b) {
          this.skipSpace();
          if (this.peek() !== QUOTE) throw BAIL;
          this.skipString();
          this.skipSpace();
          if (this.peek() !== 0x3a) throw BAIL;
          this.pos++;
        }
        this.skip(depth + 1);
        this.skipSpace();
        const next = this.peek();
        this.pos++;
        if (next === 0x2c) continue;
        if (next === close) return;
        throw BAIL;
      }
    } else if (c === 0x74) this.literal("true", true);
    else if (c === 0x66) this.literal("false", false);
    else if (c === 0x6e) this.literal("null", null);
    else this.skipNumber();
  }

  /** Step over a string, checking its short part as `string()` does. */
  skipString(): void {
    const { buf, end } = this;
    const start = this.pos + 1;
    const limit = Math.min(end, start + EAGER_BYTES);
    let p = start;
    let escaped = false;
    while (p < limit) {
      const c = buf[p] ?? 0;
      if (c === QUOTE) {
        this.pos = p + 1;
        // Escapes are checked by decoding, as for a string that is read.
        if (escaped) decodeShort(buf, start, p);
        return;
      }
      if (c < 0x20) throw BAIL;
      if (c === BACKSLASH) {
        escaped = true;
        p++;
      }
      p++;
    }
    const close = findClosingQuote(buf, start - 1, p, end);
    if (close < 0) throw BAIL;
    this.pos = close + 1;
  }

  literal(word: string, value: boolean | null): boolean | null {
    this.pos = skipLiteral(this.buf, this.pos, this.end, word);
    return value;
  }

  /** A JSON number, checked against the grammar JSON.parse applies, converted the same way. */
  number(): number {
    const start = this.pos;
    this.skipNumber();
    return Number(this.buf.toString("latin1", start, this.pos));
  }

  /** Step over a JSON number, checked against the grammar JSON.parse applies. */
  skipNumber(): void {
    this.pos = skipNumber(this.buf, this.pos, this.end);
  }

  /**
   * A string at `pos` (its opening quote). Short ones are scanned here, validated and decoded;
   * a long one's closing quote is found natively and it stays lazy (keys are always decoded).
   */
  string(lazy: boolean): string | LazyString {
    const { buf, end } = this;
    const start = this.pos + 1;
    const limit = Math.min(end, start + EAGER_BYTES);
    let hash = 0;
    let plain = true;
    let escaped = false;
    let p = start;
    while (p < limit) {
      const c = buf[p] ?? 0;
      if (c === QUOTE) {
        this.pos = p + 1;
        return plain ? internAscii(buf, start, p, hash) : decodeShort(buf, start, p);
      }
      if (c < 0x20) throw BAIL; // JSON.parse refuses raw control characters
      if (c === BACKSLASH || c >= 0x80) {
        plain = false;
        if (c === BACKSLASH) {
          escaped = true;
          p++;
        }
      }
      hash = (Math.imul(hash, 31) + c) | 0;
      p++;
    }
    // Escapes can make a string of many bytes as short as a literal the parser compares with
    // (`"tool_use"` written as `\u` escapes): such a string is decoded, never left lazy.
    const escapeLimit = Math.min(end, start + ESCAPED_EAGER_BYTES);
    while (!escaped && p < escapeLimit) {
      const c = buf[p] ?? 0;
      if (c === QUOTE) break;
      if (c === BACKSLASH) {
        escaped = true;
        break;
      }
      p++;
    }
    const close = findClosingQuote(buf, start - 1, p, end);
    if (close < 0) throw BAIL;
    this.pos = close + 1;
    if (!lazy || (escaped && close - start <= ESCAPED_EAGER_BYTES))
      return decodeShort(buf, start, close);
    return new LazyString(buf, start, close);
  }
}
