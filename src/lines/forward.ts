/**
 * The forward line reader, the one core every reader of whole files is built on: each line of a
 * file of any size as a byte range of a reused buffer, a batch per read. No string is made and no
 * line is copied unless it spans two reads. It reads into two buffers in turn: the next chunk is
 * being read while this one's lines are handled (a scan that waited for each read sat idle ~28%
 * of the time), and the `await` between chunks keeps parallel work (git calls) draining. It holds
 * at most two chunks plus one line in memory; a line over the limit is reported, never buffered.
 */
import { open } from "node:fs/promises";
import {
  CHUNK_BYTES,
  endWithoutCr,
  type LineRef,
  MAX_LINE_BYTES,
  NEWLINE,
  SMALL_CHUNK_BYTES,
} from "./line.js";

/** How a forward read goes: chunk and line limits (tests shrink them), progress, a resumed start. */
export interface ReadOptions {
  chunkBytes?: number;
  maxLineBytes?: number;
  /** Called after each chunk with the file offset read up to (for a progress line on a TTY). */
  onProgress?: (bytesRead: number) => void;
  /**
   * Start reading here instead of at 0 (a resumed scan): a line start, with `startLineNo` its
   * line number. Offsets and line numbers handed out stay those of the whole file.
   */
  startOffset?: number;
  startLineNo?: number;
  /**
   * Called once every newline-terminated line has been handed out, before an unterminated last
   * line (a record still being written): with where that line starts and its number, i.e. the
   * point a later read of the grown file can resume from.
   */
  onComplete?: (offset: number, lineNo: number) => void;
}

const NO_BYTES = Buffer.alloc(0);

/**
 * Read `path` as batches of lines, in file order; the last line may lack its newline (a file
 * still being written). Empty lines are handed out too. A batch's lines are valid until the
 * reader is resumed: the next batch reuses their buffers.
 */
export async function* readRawLines(
  path: string,
  options: ReadOptions = {},
): AsyncGenerator<LineRef[]> {
  const { chunkBytes = CHUNK_BYTES, maxLineBytes = MAX_LINE_BYTES, onProgress } = options;
  const { startOffset = 0, startLineNo = 1, onComplete } = options;
  const handle = await open(path, "r");
  let next: Promise<{ bytesRead: number }> | undefined;
  try {
    // A resumed read of a few appended bytes should not allocate (and collect) 2 MB of buffers.
    const remaining = (await handle.stat()).size - startOffset;
    const bufferBytes = Math.min(chunkBytes, Math.max(SMALL_CHUNK_BYTES, remaining));
    const buffers = [Buffer.allocUnsafe(bufferBytes), Buffer.allocUnsafe(bufferBytes)];
    let fileOffset = startOffset;
    let which = 0;
    next = handle.read(buffers[0] as Buffer, 0, bufferBytes, fileOffset);
    // A line cut by a chunk's end: while short (the common case, one a chunk) its bytes are
    // copied into `short`; a longer one is not copied piece by piece but re-read whole from the
    // file once its end is found, into `long`, which grows to the longest such line (plus a
    // quarter) and is reused. Fresh pages cost (each a page fault, tens of microseconds on a VM):
    // growing a copy chunk by chunk, doubling, touched three times the longest line.
    const short = Buffer.allocUnsafe(SMALL_CHUNK_BYTES);
    let long = NO_BYTES;
    const readLong = async (offset: number, length: number): Promise<number> => {
      if (length > long.length) long = Buffer.allocUnsafe(length + (length >> 2));
      const { bytesRead } = await handle.read(long, 0, length, offset);
      return bytesRead;
    };
    let pendingBytes = 0;
    /** The unfinished line is all in `short`. */
    let copied = true;
    let oversize = false;
    let lineNo = startLineNo;
    let lineOffset = startOffset;
    for (;;) {
      const { bytesRead }: { bytesRead: number } = await next;
      if (bytesRead === 0) break;
      const chunk = buffers[which] as Buffer;
      which ^= 1;
      // The next read fills the other buffer while this one's lines are handled.
      next = handle.read(buffers[which] as Buffer, 0, bufferBytes, fileOffset + bytesRead);
      const lines: LineRef[] = [];
      let start = 0;
      for (;;) {
        const nl = chunk.indexOf(NEWLINE, start);
        if (nl === -1 || nl >= bytesRead) break;
        const length = pendingBytes + nl - start;
        if (oversize || length > maxLineBytes) {
          lines.push(oversizeLine(lineNo, lineOffset, length));
        } else if (pendingBytes === 0) {
          lines.push(lineAt(chunk, start, nl, lineNo, lineOffset));
        } else if (copied && length <= short.length) {
          chunk.copy(short, pendingBytes, start, nl);
          lines.push(lineAt(short, 0, length, lineNo, lineOffset));
        } else {
          const read = await readLong(lineOffset, length);
          lines.push(lineAt(long, 0, read, lineNo, lineOffset));
        }
        pendingBytes = 0;
        copied = true;
        oversize = false;
        lineNo++;
        lineOffset = fileOffset + nl + 1;
        start = nl + 1;
      }
      if (lines.length > 0) yield lines;
      // Only now is the unfinished line kept: the batch's first line may live in `short`.
      if (start < bytesRead) {
        const rest = bytesRead - start;
        if (pendingBytes + rest > maxLineBytes) oversize = true;
        // The chunk buffers are reused: a short unfinished line is kept by copy.
        if (copied && pendingBytes + rest <= short.length) chunk.copy(short, pendingBytes, start);
        else copied = false;
        pendingBytes += rest;
      }
      fileOffset += bytesRead;
      onProgress?.(fileOffset);
    }
    onComplete?.(lineOffset, lineNo);
    if (oversize) yield [oversizeLine(lineNo, lineOffset, pendingBytes)];
    else if (pendingBytes > 0 && copied) yield [lineAt(short, 0, pendingBytes, lineNo, lineOffset)];
    else if (pendingBytes > 0) {
      const read = await readLong(lineOffset, pendingBytes);
      yield [lineAt(long, 0, read, lineNo, lineOffset)];
    }
  } finally {
    // A read stopped by an error (or by the caller) still has a read in flight: let it land first.
    await next?.catch(() => {});
    await handle.close();
  }
}

function lineAt(buf: Buffer, start: number, end: number, lineNo: number, offset: number): LineRef {
  return { buf, start, end: endWithoutCr(buf, start, end), lineNo, offset };
}

function oversizeLine(lineNo: number, offset: number, length: number): LineRef {
  return { buf: NO_BYTES, start: 0, end: 0, lineNo, offset, oversize: length };
}

/** Called for each line that fits the limit. */
export type LineVisitor = (line: LineRef) => void;
/** Called for each line over the limit, with its length instead of its bytes. */
export type OversizeVisitor = (lineNo: number, offset: number, length: number) => void;

/**
 * `readRawLines` for a caller that handles one line at a time: each line to `onLine`, or to
 * `onOversize` when it is over the limit.
 */
export async function scanLines(
  path: string,
  onLine: LineVisitor,
  onOversize: OversizeVisitor = () => {},
  options: ReadOptions = {},
): Promise<void> {
  for await (const lines of readRawLines(path, options)) {
    for (const line of lines) {
      if (line.oversize === undefined) onLine(line);
      else onOversize(line.lineNo, line.offset, line.oversize);
    }
  }
}
