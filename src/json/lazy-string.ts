/**
 * A JSON string value of a transcript line left undecoded: the raw bytes between its quotes.
 * Tool outputs are most of a transcript's bytes and a record keeps only their last 2,000
 * characters, so the fast path decodes a bounded head and tail, never the middle. Every answer
 * is exactly what decoding the whole string would give (same UTF-16 units, same U+FFFD
 * replacements). Valid only while the line's buffer is: read it inside the line handler.
 */
import { BACKSLASH, isHexDigit, unescapeJson } from "./bytes.js";

/** Strings up to this many bytes are decoded whole when asked for a head or tail. */
const WHOLE_BYTES = 24 * 1024;
/** Bytes decoded for a head: at least ~250 characters even if every one is a `\uXXXX` escape. */
const HEAD_BYTES = 1_536;
/** How far a cut may move to find a clean boundary before the whole string is decoded. */
const CUT_SEARCH = 64;
/** The most UTF-8 bytes (or escape bytes) one UTF-16 unit can take: `\uXXXX`. */
const MAX_BYTES_PER_UNIT = 6;

export class LazyString {
  readonly buf: Buffer;
  /** First byte after the opening quote. */
  readonly start: number;
  /** The closing quote. */
  readonly end: number;
  #text: string | undefined;

  constructor(buf: Buffer, start: number, end: number) {
    this.buf = buf;
    this.start = start;
    this.end = end;
  }

  /** The whole string, decoded (once). */
  text(): string {
    this.#text ??= decodeRaw(this.buf, this.start, this.end);
    return this.#text;
  }

  /**
   * An exact prefix of the string (at least ~250 characters, or the whole string when it is
   * short enough to decode whole); `complete` tells whether it is the whole string.
   */
  head(): { text: string; complete: boolean } {
    if (this.#text !== undefined || this.end - this.start <= WHOLE_BYTES)
      return { text: this.text(), complete: true };
    const cut = findCut(this.buf, this.start + HEAD_BYTES, -1, this.start);
    if (cut === -1) return { text: this.text(), complete: true };
    // The last unit may be half of a surrogate pair written as two escapes: drop it.
    return { text: decodeRaw(this.buf, this.start, cut).slice(0, -1), complete: false };
  }

  /**
   * The string's first `max` UTF-16 units (the whole string when shorter), decoding only a
   * window of bytes at its start: what `text().slice(0, max)` gives.
   */
  prefix(max: number): string {
    if (this.#text !== undefined) return this.#text.slice(0, max);
    // One more unit than asked: the window's last may be half of a pair of escapes.
    const bytes = MAX_BYTES_PER_UNIT * (max + 1) + CUT_SEARCH;
    if (this.end - this.start <= bytes) return this.text().slice(0, max);
    const cut = findCut(this.buf, this.start + bytes, -1, this.start);
    if (cut === -1) return this.text().slice(0, max);
    return decodeRaw(this.buf, this.start, cut).slice(0, max);
  }

  /**
   * `clipTail(text, max)` of the whole string. A window of about `max` characters is decoded
   * first (decoding is most of the cost: V8 turns non-ASCII UTF-8 into text at ~1 byte/ns) and
   * grown from the bytes-per-character it showed until it holds more than `max` characters.
   */
  tail(max: number, clip: (text: string, max: number) => string): string {
    if (this.#text !== undefined) return clip(this.#text, max);
    const length = this.end - this.start;
    // At most `max` bytes is at most `max` characters: clipTail keeps the string whole.
    if (length <= max) return this.text();
    const most = MAX_BYTES_PER_UNIT * (max + 1) + CUT_SEARCH;
    let bytes = max + (max >> 3) + CUT_SEARCH;
    for (let attempt = 0; attempt < 3 && bytes < length && bytes <= most; attempt++) {
      const cut = findCut(this.buf, this.end - bytes, 1, this.end);
      if (cut === -1) break;
      const raw = this.buf.toString("utf8", cut, this.end);
      const escapedU = raw.includes("\\u");
      const decoded = decodeText(raw);
      // The first unit may be the second half of a surrogate pair: more than `max` must follow.
      if (decoded.length > max) return settleTail(decoded.slice(decoded.length - max), escapedU);
      const perUnit = (this.end - cut) / Math.max(1, decoded.length - 1);
      bytes = Math.min(most, Math.ceil(perUnit * (max + 1) * 1.1) + CUT_SEARCH);
    }
    if (length <= WHOLE_BYTES + most) return clip(this.text(), max);
    const cut = findCut(this.buf, this.end - most, 1, this.end);
    if (cut === -1) return clip(this.text(), max);
    return clip(decodeRaw(this.buf, cut, this.end).slice(1), max);
  }
}

/** What clipTail's copy (a UTF-8 round trip) makes of a lone surrogate: U+FFFD. */
interface WellFormed {
  isWellFormed(): boolean;
  toWellFormed(): string;
}

/**
 * A tail sliced from a window of about its own length: it pins only that window, so the
 * UTF-8 copy clipTail makes to free a huge parent is not needed; its only visible effect (lone
 * surrogates become U+FFFD) is applied here. Without `\u` escapes the only possible lone
 * surrogate is a first unit cut from a pair.
 */
function settleTail(tail: string, escapedU: boolean): string {
  const wf = tail as unknown as WellFormed;
  if (escapedU) return wf.isWellFormed() ? tail : wf.toWellFormed();
  const first = tail.charCodeAt(0);
  return first >= 0xdc00 && first <= 0xdfff ? wf.toWellFormed() : tail;
}

/**
 * A position near `from` (searching in direction `step`) where the raw bytes can be cut: no
 * UTF-8 character and no escape sequence spans it. -1 when none is near (a hex dump, say).
 */
function findCut(buf: Buffer, from: number, step: 1 | -1, limit: number): number {
  for (let p = from, n = 0; n < CUT_SEARCH && p !== limit; p += step, n++) {
    const at = buf[p] ?? 0;
    const before = buf[p - 1] ?? 0;
    if (at >= 0x80 && at < 0xc0) continue; // a continuation byte: inside a character
    if (before >= 0x80) return p; // after a multi-byte character: escapes are ASCII
    // After an ASCII byte that cannot be inside an escape: `\`, `u` and hex digits can.
    if (before !== BACKSLASH && before !== 0x75 && !isHexDigit(before)) return p;
  }
  return -1;
}

/**
 * Decode the raw bytes of (part of) a JSON string. Escapes go through JSON.parse; a string that
 * JSON.parse refuses (a raw control character or a bad escape, which no JSON writer produces)
 * is kept as its raw text rather than failing a line the reader already accepted.
 */
export function decodeRaw(buf: Buffer, start: number, end: number): string {
  return decodeText(buf.toString("utf8", start, end));
}

/** `decodeRaw` of bytes already decoded as UTF-8. */
function decodeText(raw: string): string {
  return unescapeJson(raw) ?? raw;
}
