/**
 * The backward reader: the lines of a file from the last to the first, for finding the
 * latest line of a kind without reading a huge file front to back. Reads start small (the line
 * wanted is usually near the end) and grow fourfold up to the forward reader's chunk. A line cut
 * by a read is not carried along from read to read (gluing each read to the carried bytes cost
 * a copy of the whole line per read: a 60 MB line took seconds and hundreds of MB): once its
 * start is found, it is read once more, whole, into a reused buffer; a line over the forward
 * reader's limit is passed over, as the forward reader does.
 */
import { openRegularFile } from "../read-regular-file.js";
import {
  CHUNK_BYTES,
  endWithoutCr,
  type LineRef,
  MAX_LINE_BYTES,
  NEWLINE,
  SMALL_CHUNK_BYTES,
} from "./line.js";

/**
 * Visit the lines of `path` from the last to the first, until `onLine` returns true or
 * `maxBytes` have been read; true when `onLine` did. Lines longer than the budget are never
 * seen, nor lines over `maxLineBytes`, and line numbers are unknown (0).
 */
export async function scanLinesBackward(
  path: string,
  onLine: (line: LineRef) => boolean,
  maxBytes: number,
  maxLineBytes = MAX_LINE_BYTES,
): Promise<boolean> {
  // Through the regular-file guard: a FIFO swapped in after the caller's check never blocks.
  const handle = await openRegularFile(path);
  try {
    const { size } = await handle.stat();
    // The file's bytes from `end` on have been read; the line being looked at ends at `lineEnd`.
    let end = size;
    let lineEnd = size;
    let long = Buffer.alloc(0);
    /** The line `[start, lineEnd)` of the file, `chunk` holding the file from `chunkStart`. */
    const visit = async (chunk: Buffer, chunkStart: number, start: number): Promise<boolean> => {
      const length = lineEnd - start;
      if (length > maxLineBytes) return false;
      if (lineEnd <= chunkStart + chunk.length) {
        const from = start - chunkStart;
        const to = endWithoutCr(chunk, from, lineEnd - chunkStart);
        return onLine({ buf: chunk, start: from, end: to, lineNo: 0, offset: start });
      }
      if (long.length < length) long = Buffer.allocUnsafe(length);
      const { bytesRead } = await handle.read(long, 0, length, start);
      return onLine({
        buf: long,
        start: 0,
        end: endWithoutCr(long, 0, bytesRead),
        lineNo: 0,
        offset: start,
      });
    };
    let scanned = 0;
    let chunkBytes = SMALL_CHUNK_BYTES;
    while (end > 0 && scanned < maxBytes) {
      const length = Math.min(chunkBytes, end);
      chunkBytes = Math.min(chunkBytes * 4, CHUNK_BYTES);
      const chunk = Buffer.allocUnsafe(length);
      const chunkStart = end - length;
      await handle.read(chunk, 0, length, chunkStart);
      end = chunkStart;
      scanned += length;
      let stop = length;
      // A negative offset would make lastIndexOf search from the end again.
      while (stop > 0) {
        const nl = chunk.lastIndexOf(NEWLINE, stop - 1);
        if (nl === -1) break;
        const start = chunkStart + nl + 1;
        if (start < lineEnd && (await visit(chunk, chunkStart, start))) return true;
        lineEnd = chunkStart + nl;
        stop = nl;
      }
      if (end === 0 && lineEnd > 0) return visit(chunk, chunkStart, 0);
    }
    return false;
  } finally {
    await handle.close();
  }
}
