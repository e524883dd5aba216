/**
 * A byte-level line scanner for JSONL files of any size. It hands out each line as a range of a
 * Buffer (no string is made unless the caller asks) and reads in chunks into two buffers in
 * turn: the next chunk is being read while this one is scanned (a scan that waited for each
 * read sat idle ~28% of the time), and the `await` between chunks keeps parallel git calls
 * draining. It holds at most two chunks plus one line in memory.
 */
import { open } from "node:fs/promises";

/** Lines longer than this are reported, not buffered: they would break the memory bound. */
export const MAX_LINE_BYTES = 64 * 1024 * 1024;
const CHUNK_BYTES = 1024 * 1024;
/** The least a read asks for; also the first backward read (the line wanted is usually near). */
const SMALL_CHUNK_BYTES = 64 * 1024;
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

/** How `scanLines` reads: chunk and line limits (tests shrink them), and progress in bytes. */
export interface ScanOptions {
  chunkBytes?: number;
  maxLineBytes?: number;
  /** Called after each chunk with the bytes read so far (for a progress line on a TTY). */
  onProgress?: (bytesRead: number) => void;
  /**
   * Start reading here instead of at 0 (a resumed scan): a line start, with `startLineNo` its
   * line number. Offsets and line numbers handed out stay those of the whole file.
   */
  startOffset?: number;
  startLineNo?: number;
  /**
   * Called once every newline-terminated line has been visited, before an unterminated last line
   * (a record still being written): with where that line starts and its number, i.e. the point a
   * later scan of the grown file can resume from.
   */
  onComplete?: (offset: number, lineNo: number) => void;
}

/**
 * Scan every line of `path`; the last line may lack its newline (a half-written file).
 * `options` overrides the chunk and line limits (tests use tiny ones to cross every boundary).
 */
export async function scanLines(
  path: string,
  onLine: LineVisitor,
  onOversize: OversizeVisitor = () => {},
  {
    chunkBytes = CHUNK_BYTES,
    maxLineBytes = MAX_LINE_BYTES,
    onProgress,
    startOffset = 0,
    startLineNo = 1,
    onComplete,
  }: ScanOptions = {},
): Promise<void> {
  const handle = await open(path, "r");
  // A resumed scan of a few appended bytes should not allocate (and collect) 8 MB of buffers.
  const remaining = (await handle.stat()).size - startOffset;
  const bufferBytes = Math.min(chunkBytes, Math.max(SMALL_CHUNK_BYTES, remaining));
  const buffers = [Buffer.allocUnsafe(bufferBytes), Buffer.allocUnsafe(bufferBytes)];
  let fileOffset = startOffset;
  let which = 0;
  let next = handle.read(buffers[0] as Buffer, 0, bufferBytes, fileOffset);
  // A line cut by a chunk's end: while short (the common case, one a chunk) its bytes are
  // copied into `short`; a longer one is not copied piece by piece but re-read whole from the
  // file once its end is found, into `long`, which grows to the longest such line (plus a
  // quarter) and is reused. Fresh pages cost (each a page fault, tens of microseconds on a VM):
  // growing a copy chunk by chunk, doubling, touched three times the longest line.
  const short = Buffer.allocUnsafe(SMALL_CHUNK_BYTES);
  let long = Buffer.alloc(0);
  const readLong = async (offset: number, length: number): Promise<number> => {
    if (length > long.length) long = Buffer.allocUnsafe(length + (length >> 2));
    const { bytesRead } = await handle.read(long, 0, length, offset);
    return bytesRead;
  };
  try {
    let pendingBytes = 0;
    /** The unfinished line is all in `short`. */
    let copied = true;
    let oversize = false;
    let lineNo = startLineNo;
    let lineOffset = startOffset;
    for (;;) {
      const { bytesRead } = await next;
      if (bytesRead === 0) break;
      const chunk = buffers[which] as Buffer;
      which ^= 1;
      // The next read fills the other buffer while this one is scanned.
      next = handle.read(buffers[which] as Buffer, 0, bufferBytes, fileOffset + bytesRead);
      let start = 0;
      for (;;) {
        const nl = chunk.indexOf(NEWLINE, start);
        if (nl === -1 || nl >= bytesRead) break;
        const length = pendingBytes + nl - start;
        if (oversize) {
          onOversize(lineNo, lineOffset, length);
        } else if (pendingBytes === 0) {
          emit(onLine, chunk, start, nl, lineNo, lineOffset);
        } else if (copied && length <= short.length) {
          chunk.copy(short, pendingBytes, start, nl);
          emit(onLine, short, 0, length, lineNo, lineOffset);
        } else {
          const read = await readLong(lineOffset, length);
          emit(onLine, long, 0, read, lineNo, lineOffset);
        }
        pendingBytes = 0;
        copied = true;
        oversize = false;
        lineNo++;
        lineOffset = fileOffset + nl + 1;
        start = nl + 1;
      }
      if (start < bytesRead) {
        const rest = bytesRead - start;
        if (!oversize && pendingBytes + rest > maxLineBytes) oversize = true;
        // The chunk buffers are reused: a short unfinished line is kept by copy.
        if (copied && pendingBytes + rest <= short.length) chunk.copy(short, pendingBytes, start);
        else copied = false;
        pendingBytes += rest;
      }
      fileOffset += bytesRead;
      onProgress?.(fileOffset);
    }
    onComplete?.(lineOffset, lineNo);
    if (oversize) onOversize(lineNo, lineOffset, pendingBytes);
    else if (pendingBytes > 0 && copied) emit(onLine, short, 0, pendingBytes, lineNo, lineOffset);
    else if (pendingBytes > 0) {
      const read = await readLong(lineOffset, pendingBytes);
      emit(onLine, long, 0, read, lineNo, lineOffset);
    }
  } finally {
    // A scan stopped by an error still has a read in flight: let it land before closing.
    await next.catch(() => {});
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

/**
 * Visit the lines of `path` from the last to the first, until `onLine` returns true or
 * `maxBytes` have been read. Lines longer than the budget are never seen. Used to find the
 * latest line of a kind without reading a huge file front to back.
 */
export async function scanLinesBackward(
  path: string,
  onLine: (line: LineRef) => boolean,
  maxBytes: number,
): Promise<boolean> {
  const handle = await open(path, "r");
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
      let buf = carry.length > 0 ? Buffer.concat([chunk, carry]) : chunk;
      let stop = buf.length;
      // A negative offset would make lastIndexOf search from the end again.
      while (stop > 0) {
        const nl = buf.lastIndexOf(NEWLINE, stop - 1);
        if (nl === -1) break;
        if (nl + 1 < stop) {
          const trimmedEnd = buf[stop - 1] === 0x0d ? stop - 1 : stop;
          if (onLine({ buf, start: nl + 1, end: trimmedEnd, lineNo: 0, offset: end + nl + 1 })) {
            return true;
          }
        }
        stop = nl;
      }
      carry = Buffer.from(buf.subarray(0, stop));
      buf = carry;
    }
    if (end === 0 && carry.length > 0) {
      const trimmedEnd = carry[carry.length - 1] === 0x0d ? carry.length - 1 : carry.length;
      return onLine({ buf: carry, start: 0, end: trimmedEnd, lineNo: 0, offset: 0 });
    }
    return false;
  } finally {
    await handle.close();
  }
}
