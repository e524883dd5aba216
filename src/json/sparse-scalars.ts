/**
 * The scalar grammar of the sparse reader (`sparse-json.ts`): the literals `true`, `false`,
 * `null` and JSON numbers, checked byte by byte against the grammar JSON.parse applies (BAIL
 * where it would refuse them), so the sparse reader never accepts what JSON.parse rejects.
 */
import { BAIL } from "./sparse-strings.js";

/** The position after `word` at `pos` in `buf[, end)`; BAIL when the bytes are not that word. */
export function skipLiteral(buf: Buffer, pos: number, end: number, word: string): number {
  if (pos + word.length > end) throw BAIL;
  for (let i = 0; i < word.length; i++) if (buf[pos + i] !== word.charCodeAt(i)) throw BAIL;
  return pos + word.length;
}

/** The position after the JSON number at `pos` in `buf[, end)`; BAIL when there is none. */
export function skipNumber(buf: Buffer, pos: number, end: number): number {
  let p = pos;
  if (at(buf, p, end) === 0x2d) p++;
  if (at(buf, p, end) === 0x30) p++;
  else if (isDigit(at(buf, p, end))) while (isDigit(at(buf, p, end))) p++;
  else throw BAIL;
  if (at(buf, p, end) === 0x2e) {
    p++;
    if (!isDigit(at(buf, p, end))) throw BAIL;
    while (isDigit(at(buf, p, end))) p++;
  }
  const e = at(buf, p, end);
  if (e === 0x65 || e === 0x45) {
    p++;
    const sign = at(buf, p, end);
    if (sign === 0x2b || sign === 0x2d) p++;
    if (!isDigit(at(buf, p, end))) throw BAIL;
    while (isDigit(at(buf, p, end))) p++;
  }
  return p;
}

/** The byte at `p`, or -1 past `end`. */
function at(buf: Buffer, p: number, end: number): number {
  return p < end ? (buf[p] ?? -1) : -1;
}

function isDigit(c: number): boolean {
  return c >= 0x30 && c <= 0x39;
}
