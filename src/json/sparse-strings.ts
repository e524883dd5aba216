/**
 * The string helpers of the sparse reader (`sparse-json.ts`): short ASCII strings interned, short
 * escaped strings decoded exactly as JSON.parse decodes them (BAIL where it would refuse them).
 */
import { unescapeJson } from "./bytes.js";

/** Thrown by the sparse reader's steps, caught at its top (`readSparseObject`): never escapes. */
export const BAIL = new Error("uncertain");

const INTERN_SLOTS = 4096;
/** Recent short ASCII strings (keys, types, booleans-as-text), reused instead of re-decoded. */
const interned: (string | undefined)[] = new Array(INTERN_SLOTS);

export function internAscii(buf: Buffer, start: number, end: number, hash: number): string {
  const slot = (hash ^ (hash >>> 12)) & (INTERN_SLOTS - 1);
  const known = interned[slot];
  const length = end - start;
  if (known !== undefined && known.length === length) {
    let same = true;
    for (let i = 0; i < length; i++) {
      if (known.charCodeAt(i) !== buf[start + i]) {
        same = false;
        break;
      }
    }
    if (same) return known;
  }
  const text = buf.toString("latin1", start, end);
  interned[slot] = text;
  return text;
}

/** A short string with escapes or non-ASCII bytes, decoded exactly as JSON.parse would. */
export function decodeShort(buf: Buffer, start: number, end: number): string {
  const raw = buf.toString("utf8", start, end);
  const text = unescapeJson(raw);
  if (text === undefined) throw BAIL;
  // Unescaped, so unchecked: JSON.parse refuses a raw control character.
  if (text === raw) for (let i = 0; i < raw.length; i++) if (raw.charCodeAt(i) < 0x20) throw BAIL;
  return text;
}
