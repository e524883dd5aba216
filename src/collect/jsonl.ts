/**
 * A byte-level line scanner for JSONL files of any size. It hands out each line as a range of a
 * Buffer (no string is made unless the caller asks), reads in large chunks with `await` between
 * them so parallel git calls keep draining, and holds at most one chunk plus one line in memory.
 */
import { open } from "node:fs/promises";

/** Lines longer than this are reported, not buffered: they would break the memory bound. */
export const MAX_LINE_BYTES = 64 * 1024 * 1024;
const CHUNK_BYTES = 4 * 1024 * 1024;
const NEWLINE = 0x0a;

/** One line: `buf[start, end)` without the newline (and without a trailing `\r`). */
export interface LineRef {
  buf: Buffer;
  start: number;
  end: number;
  /** 1-based line number in the file. */
  lineNo: number;
  /** Byte offset of the line's start in the file. */
  offset: number;
}

/** Called for each line; for a line over MAX_LINE_BYTES, `oversize` is its length instead. */
export type LineVisitor = (line: LineRef) => void;
export type OversizeVisitor = (lineNo: number, offset: number, length: number) => void;

/** Scan every line of `path`; the last line may lack its newline (a half-written file). */
export async function scanLines(
  path: string,
  onLine: LineVisitor,
  onOversize: OversizeVisitor = () => {},
): Promise<void> {
  const handle = await open(path, "r");
  try {
    const chunk = Buffer.allocUnsafe(CHUNK_BYTES);
    let pending: Buffer[] = [];
    let pendingBytes = 0;
    let oversize = false;
    let lineNo = 1;
    let lineOffset = 0;
    let fileOffset = 0;
    for (;;) {
      const { bytesRead } = await handle.read(chunk, 0, CHUNK_BYTES, null);
      if (bytesRead === 0) break;
      let start = 0;
      for (;;) {
        const nl = chunk.indexOf(NEWLINE, start);
        if (nl === -1 || nl >= bytesRead) break;
        if (oversize) {
          onOversize(lineNo, lineOffset, pendingBytes + nl - start);
        } else if (pendingBytes > 0) {
          pending.push(chunk.subarray(start, nl));
          const joined = Buffer.concat(pending);
          emit(onLine, joined, 0, joined.length, lineNo, lineOffset);
        } else {
          emit(onLine, chunk, start, nl, lineNo, lineOffset);
        }
        pending = [];
        pendingBytes = 0;
        oversize = false;
        lineNo++;
        lineOffset = fileOffset + nl + 1;
        start = nl + 1;
      }
      if (start < bytesRead) {
        const rest = bytesRead - start;
        if (!oversize && pendingBytes + rest > MAX_LINE_BYTES) {
          oversize = true;
          pending = [];
        }
        // The chunk buffer is reused: keep a copy of the unfinished line.
        if (!oversize) pending.push(Buffer.from(chunk.subarray(start, bytesRead)));
        pendingBytes += rest;
      }
      fileOffset += bytesRead;
    }
    if (oversize) onOversize(lineNo, lineOffset, pendingBytes);
    else if (pendingBytes > 0) {
      const joined = Buffer.concat(pending);
      emit(onLine, joined, 0, joined.length, lineNo, lineOffset);
    }
  } finally {
    await handle.close();
  }
}

function emit(
  onLine: LineVisitor,
  buf: Buffer,
  start: number,
  end: number,
  lineNo: number,
  offset: number,
): void {
  const trimmedEnd = end > start && buf[end - 1] === 0x0d ? end - 1 : end;
  onLine({ buf, start, end: trimmedEnd, lineNo, offset });
}

/** Read `length` bytes at `offset` of `path` (to re-read a line found by the scanner). */
export async function readRange(path: string, offset: number, length: number): Promise<Buffer> {
  const handle = await open(path, "r");
  try {
    const buf = Buffer.allocUnsafe(length);
    const { bytesRead } = await handle.read(buf, 0, length, offset);
    return buf.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}
