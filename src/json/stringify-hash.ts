/**
 * A JSON command's raw bytes hashed as the JSON text `JSON.stringify` would give its value, with
 * no decode and no allocation: a string literal whose bytes are already that text (escapes only
 * where it puts them, in its spelling, valid UTF-8), or an argv array of plain words hashed as
 * the command they join to (`["go","test"]` as `"go test"`). Anything else is undefined: only a
 * decode can say what it stands for. The feedback log's `passed_later` fast path
 * (`collect/feedback/failed-commands.ts`) matches passing lines' commands by these hashes.
 */
import { isUtf8 } from "node:buffer";
import { SHELL_SAFE_CHARS } from "../util/shell-quote.js";

// Byte codes as local constants, not imported from bytes.ts: V8 reads an imported binding through
// its module cell in these loops (see feedback-fields.ts).
const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COMMA = 0x2c;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;
const SPACE = 0x20;
const FNV_OFFSET = 0x811c9dc5;

/**
 * The hash of a command's JSON bytes, fed one byte at a time (`hashStart`, `hashByte`,
 * `hashEnd`): FNV-1a's mix over little-endian 4-byte words, the last one zero-padded, cut to
 * V8's small-integer range (a 32-bit map key cost a heap number for every passing line). Words,
 * not bytes, so the feedback scan's WebAssembly kernel makes the same hash with one multiply
 * every four bytes (`feedback-kernel.ts`). Not re-entrant: one hash at a time.
 */
let hashState = 0;
let hashWord = 0;
let hashFill = 0;

function hashStart(): void {
  hashState = FNV_OFFSET;
  hashWord = 0;
  hashFill = 0;
}

function hashByte(byte: number): void {
  hashWord |= byte << (hashFill << 3);
  if (++hashFill === 4) {
    hashState = Math.imul(hashState ^ hashWord, 0x01000193);
    hashWord = 0;
    hashFill = 0;
  }
}

function hashEnd(): number {
  if (hashFill > 0) hashState = Math.imul(hashState ^ hashWord, 0x01000193);
  return hashState & 0x3fffffff;
}

/** The hash of `bytes` (a failed command's JSON text, as the hashes below give it). */
export function hashBytes(bytes: Uint8Array): number {
  hashStart();
  for (let i = 0; i < bytes.length; i++) hashByte(bytes[i] as number);
  return hashEnd();
}

/** `hashBytes` of an ASCII text's bytes, from the text itself (no bytes made). */
export function hashAscii(text: string): number {
  hashStart();
  for (let i = 0; i < text.length; i++) hashByte(text.charCodeAt(i));
  return hashEnd();
}

/** The bytes `joinArgv` leaves unquoted. */
const SAFE = new Uint8Array(256);
for (const ch of SHELL_SAFE_CHARS) SAFE[ch.charCodeAt(0)] = 1;

/** The escapes `JSON.stringify` writes by name (`\b \t \n \f \r`), by escaped letter. */
const NAMED = new Uint8Array(128);
for (const ch of '"\\bfnrt') NAMED[ch.charCodeAt(0)] = 1;

function hexValue(byte: number): number {
  if (byte >= 0x30 && byte <= 0x39) return byte - 0x30;
  if (byte >= 0x61 && byte <= 0x66) return byte - 0x61 + 10;
  return -1; // `JSON.stringify` writes lower-case hex only
}

/**
 * Whether `buf[at, at + 6)` is `\u00XX` as `JSON.stringify` writes it: a control character
 * that has no short name, in lower-case hex.
 */
function isStringifyUnicodeEscape(buf: Buffer, at: number, end: number): boolean {
  if (at + 6 > end || buf[at + 2] !== 0x30 || buf[at + 3] !== 0x30) return false;
  const high = hexValue(buf[at + 4] as number);
  const low = hexValue(buf[at + 5] as number);
  if (high < 0 || high > 1 || low < 0) return false;
  const code = high * 16 + low;
  return code !== 0x08 && code !== 0x09 && code !== 0x0a && code !== 0x0c && code !== 0x0d;
}

/**
 * The hash of a string literal's bytes `buf[start, end)` (its quotes included) when they are
 * exactly the UTF-8 bytes of `JSON.stringify` of the value they decode to, or undefined when
 * only a decode can say what they stand for.
 */
export function hashString(buf: Buffer, start: number, end: number): number | undefined {
  hashStart();
  let nonAscii = false;
  // The quotes are the literal's own; the bytes between them are checked.
  for (let i = start; i < end; i++) {
    const byte = buf[i] as number;
    if (byte === BACKSLASH && i > start && i < end - 1) {
      const next = buf[i + 1] as number;
      if (next === 0x75 /* u */) {
        if (!isStringifyUnicodeEscape(buf, i, end - 1)) return undefined;
        for (let j = i; j < i + 6; j++) hashByte(buf[j] as number);
        i += 5;
        continue;
      }
      if (next >= 128 || NAMED[next] !== 1) return undefined;
      hashByte(byte);
      hashByte(next);
      i++;
      continue;
    }
    // A raw control character is not JSON; `\` outside a pair cannot be there either.
    if (byte < SPACE || byte === BACKSLASH) return undefined;
    if (byte >= 0x80) nonAscii = true;
    hashByte(byte);
  }
  // Invalid UTF-8 decodes to U+FFFD: only a decode says what it stands for.
  if (nonAscii && !isUtf8(buf.subarray(start, end))) return undefined;
  return hashEnd();
}

/**
 * The hash of the JSON text of the command the argv array `buf[start, end)` of plain words joins
 * to (`["go","test"]` hashes as `"go test"`), or undefined when a word would be quoted or escaped.
 */
export function hashArgv(buf: Buffer, start: number, end: number): number | undefined {
  hashStart();
  hashByte(QUOTE);
  let words = 0;
  let inWord = false;
  let wordBytes = 0;
  for (let i = start; i < end; i++) {
    const byte = buf[i] as number;
    if (byte === QUOTE) {
      if (inWord && wordBytes === 0) return undefined; // "" is joined as ''
      if (!inWord && words++ > 0) hashByte(SPACE);
      inWord = !inWord;
      wordBytes = 0;
    } else if (inWord) {
      if (SAFE[byte] !== 1) return undefined;
      hashByte(byte);
      wordBytes++;
    } else if (byte !== OPEN_BRACKET && byte !== CLOSE_BRACKET && byte !== COMMA && byte > SPACE) {
      return undefined;
    }
  }
  hashByte(QUOTE);
  return hashEnd();
}

/**
 * Whether the argv array `buf[start, end)` of plain words (as `hashArgv` accepted it) joins to
 * the command whose JSON text is `text`: the words, one space apart, inside the quotes.
 */
export function argvEquals(buf: Buffer, start: number, end: number, text: Buffer): boolean {
  if (text[0] !== QUOTE) return false;
  let at = 1;
  let words = 0;
  let inWord = false;
  for (let i = start; i < end; i++) {
    const byte = buf[i] as number;
    if (byte === QUOTE) {
      if (!inWord && words++ > 0 && text[at++] !== SPACE) return false;
      inWord = !inWord;
    } else if (inWord && text[at++] !== byte) return false;
  }
  return text[at] === QUOTE && at === text.length - 1;
}
