/**
 * What every line reader must agree with, stated the plain way: split the whole file's bytes on
 * `\n`, drop a trailing `\r`, and call a line longer than the limit oversize.
 */

/** One line as the reference sees it: its bytes, number, start offset, or its oversize length. */
export interface RefLine {
  bytes: Buffer;
  lineNo: number;
  offset: number;
  oversize?: number;
}

/** The lines of `buf`; a trailing newline ends the last line (no empty line after it). */
export function splitReference(buf: Buffer, maxLineBytes: number): RefLine[] {
  const out: RefLine[] = [];
  let start = 0;
  let lineNo = 1;
  while (start < buf.length) {
    const nl = buf.indexOf(0x0a, start);
    const end = nl === -1 ? buf.length : nl;
    const length = end - start;
    if (length > maxLineBytes)
      out.push({ bytes: Buffer.alloc(0), lineNo, offset: start, oversize: length });
    else {
      const trimmed = end > start && buf[end - 1] === 0x0d ? end - 1 : end;
      out.push({ bytes: buf.subarray(start, trimmed), lineNo, offset: start });
    }
    lineNo++;
    start = end + 1;
  }
  return out;
}
