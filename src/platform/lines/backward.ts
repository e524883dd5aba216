/**
 * The backward line reader: the lines of a file from the last to the first, for finding the
 * latest line of a kind without reading a huge file front to back. Reads start small (the line
 * wanted is usually near the end) and grow fourfold up to the forward reader's chunk.
 */
import { openRegularFile } from "../read-regular-file.js";
import { CHUNK_BYTES, endWithoutCr, type LineRef, NEWLINE, SMALL_CHUNK_BYTES } from "./line.js";

/**
 * Visit the lines of `path` from the last to the first, until `onLine` returns true or
 * `maxBytes` have been read; true when `onLine` did. Lines longer than the budget are never
 * seen, and line numbers are unknown (0).
 */
export async function scanLinesBackward(
  path: string,
  onLine: (line: LineRef) => boolean,
  maxBytes: number,
): Promise<boolean> {
  // Through the regular-file guard: a FIFO swapped in after the caller's check never blocks.
  const handle = await openRegularFile(path);
  try {
    const { size } = await handle.stat();
    let end = size;
    let carry = Buffer.alloc(0);
    let scanned = 0;
    let chunkBytes = SMALL_CHUNK_BYTES;
    while (end > 0 && scanned < maxBytes) {
      const length = Math.min(chunkBytes, end);
      chunkBytes = Math.min(chunkBytes * 4, CHUNK_BYTES);
      const chunk = Buffer.allocUnsafe(length);
      await handle.read(chunk, 0, length, end - length);
      end -= length;
      scanned += length;
      const buf = carry.length > 0 ? Buffer.concat([chunk, carry]) : chunk;
      let stop = buf.length;
      // A negative offset would make lastIndexOf search from the end again.
      while (stop > 0) {
        const nl = buf.lastIndexOf(NEWLINE, stop - 1);
        if (nl === -1) break;
        if (nl + 1 < stop) {
          const start = nl + 1;
          const lineEnd = endWithoutCr(buf, start, stop);
          if (onLine({ buf, start, end: lineEnd, lineNo: 0, offset: end + start })) return true;
        }
        stop = nl;
      }
      carry = Buffer.from(buf.subarray(0, stop));
    }
    if (end === 0 && carry.length > 0) {
      const lineEnd = endWithoutCr(carry, 0, carry.length);
      return onLine({ buf: carry, start: 0, end: lineEnd, lineNo: 0, offset: 0 });
    }
    return false;
  } finally {
    await handle.close();
  }
}
