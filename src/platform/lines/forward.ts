/**
 * The forward line reader, the one core every reader of whole files is built on: each line of a
 * file of any size as a byte range of a reused buffer, handed to a visitor a chunk at a time
 * (`openForward`), or as batches (`readRawLines`) or one by one (`scanLines`) over it. No string
 * is made and no line is copied unless it spans two reads. It reads into two buffers in turn: the
 * next chunk is being read while this one's lines are handled (a scan that waited for each read
 * sat idle ~28% of the time), and the `await` between chunks keeps parallel work (git calls)
 * draining. It holds at most two chunks plus one line in memory; a line over the limit is
 * reported, never buffered. */
import type { FileHandle } from "node:fs/promises";
import { openRegularFile } from "../read-regular-file.js";
import { assertInputRoom } from "./heap-room.js";
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
  /**
   * Called with each chunk as read (`chunk[0, bytes)`), before its lines are handed out: a
   * visitor that pre-scans a chunk in one pass (the feedback scan's WebAssembly kernel) knows the
   * lines whose `buf` is `chunk` are in it. The chunk's first bytes may end a line begun before.
   */
  onChunk?: (chunk: Buffer, bytes: number) => void;
  /**
   * Read into these two buffers instead of two of the reader's own, when both are at least a
   * chunk long (the kernel's memory: the chunk is then scanned where it was read, not copied).
   */
  buffers?: [Buffer, Buffer];
  /**
   * Lines a caller takes from a chunk itself, without a visit each (the feedback scan takes runs
   * of passing lines from its kernel's records). Called before each line that starts in the
   * chunk, with `at` holding that line's start in the chunk, its number and the chunk's file
   * offset; it moves `at.start` and `at.lineNo` past the whole lines it took. Only used when no
   * line of a chunk can be over the line limit.
   */
  consume?: (chunk: Buffer, bytes: number, at: LineCursor) => void;
}

/** Where a chunk's next line starts (`ReadOptions.consume`). */
export interface LineCursor {
  start: number;
  lineNo: number;
  /** The file offset of the chunk's first byte. */
  fileOffset: number;
}

const NO_BYTES = Buffer.alloc(0);

/** Called for each line, in file order; a line over the limit carries `oversize`. */
export type LineVisitor = (line: LineRef) => void;

/**
 * Open `path` for a forward read, one chunk a call to `next`. The callers below are the usual
 * way in; this is for one that must do async work between chunks without a generator.
 */
export async function openForward(path: string, options: ReadOptions = {}): Promise<ForwardReader> {
  // Through the regular-file guard: a FIFO swapped in after the caller's check never blocks.
  const handle = await openRegularFile(path);
  try {
    // A resumed read of a few appended bytes should not allocate (and collect) 2 MB of buffers.
    const remaining = (await handle.stat()).size - (options.startOffset ?? 0);
    const chunkBytes = options.chunkBytes ?? CHUNK_BYTES;
    return new ForwardReader(
      handle,
      Math.min(chunkBytes, Math.max(SMALL_CHUNK_BYTES, remaining)),
      options,
    );
  } catch (error) {
    await handle.close();
    throw error;
  }
}

/**
 * A file read forward. The line loop runs in a plain async method with a synchronous visitor
 * (not in a generator): V8 optimizes it while it runs, and the trim ran ~9% slower through an
 * async generator of batches.
 */
export class ForwardReader {
  private readonly buffers: [Buffer, Buffer];
  private which = 0;
  private fileOffset: number;
  private reading: Promise<{ bytesRead: number }>;
  private done = false;
  // A line cut by a chunk's end: while short (the common case, one a chunk) its bytes are
  // copied into `short`; a longer one is not copied piece by piece but re-read whole from the
  // file once its end is found, into `long`, which grows to the longest such line (plus a
  // quarter) and is reused. Fresh pages cost (each a page fault, tens of microseconds on a VM):
  // growing a copy chunk by chunk, doubling, touched three times the longest line.
  private readonly short = Buffer.allocUnsafe(SMALL_CHUNK_BYTES);
  private long = NO_BYTES;
  private pendingBytes = 0;
  /** The unfinished line is all in `short` (or will be, once `tailStart` is copied). */
  private copied = true;
  private oversize = false;
  private lineNo: number;
  private lineOffset: number;
  /** Where in the last chunk its unfinished line starts, still to be copied into `short`; -1: none. */
  private tailStart = -1;
  private tailEnd = 0;
  private readonly maxLineBytes: number;
  private readonly cursor: LineCursor = { start: 0, lineNo: 0, fileOffset: 0 };

  constructor(
    private readonly handle: FileHandle,
    private readonly bufferBytes: number,
    private readonly options: ReadOptions,
  ) {
    this.maxLineBytes = options.maxLineBytes ?? MAX_LINE_BYTES;
    this.fileOffset = options.startOffset ?? 0;
    this.lineNo = options.startLineNo ?? 1;
    this.lineOffset = this.fileOffset;
    const given = options.buffers;
    this.buffers =
      given && given[0].length >= bufferBytes && given[1].length >= bufferBytes
        ? [given[0].subarray(0, bufferBytes), given[1].subarray(0, bufferBytes)]
        : [Buffer.allocUnsafe(bufferBytes), Buffer.allocUnsafe(bufferBytes)];
    this.reading = handle.read(this.buffers[0], 0, bufferBytes, this.fileOffset);
  }

  /**
   * Read the next chunk and hand each line it ends to `onLine`; at the end of the file, report
   * `onComplete` and hand out the unterminated last line, if any. False once nothing is left.
   * The lines handed out stay valid until the next call (their buffers are reused then).
   */
  async next(onLine: LineVisitor): Promise<boolean> {
    if (this.done) return false;
    const short = this.short;
    const previous = this.buffers[this.which ^ 1] as Buffer;
    // The last chunk's unfinished line is kept only now: `short` held the last call's first line.
    if (this.tailStart >= 0)
      previous.copy(
        short,
        this.pendingBytes - (this.tailEnd - this.tailStart),
        this.tailStart,
        this.tailEnd,
      );
    this.tailStart = -1;
    const { bytesRead } = await this.reading;
    if (bytesRead === 0) return this.finish(onLine);
    const chunk = this.buffers[this.which] as Buffer;
    this.which ^= 1;
    const fileOffset = this.fileOffset;
    // The next read fills the other buffer while this one's lines are handled.
    this.reading = this.handle.read(
      this.buffers[this.which] as Buffer,
      0,
      this.bufferBytes,
      fileOffset + bytesRead,
    );
    this.options.onChunk?.(chunk, bytesRead);
    const maxLineBytes = this.maxLineBytes;
    let { pendingBytes, copied, oversize, lineNo, lineOffset } = this;
    let start = 0;
    const consume = maxLineBytes >= this.bufferBytes ? this.options.consume : undefined;
    const cursor = this.cursor;
    for (;;) {
      if (consume !== undefined && pendingBytes === 0) {
        cursor.start = start;
        cursor.lineNo = lineNo;
        cursor.fileOffset = fileOffset;
        consume(chunk, bytesRead, cursor);
        if (cursor.start !== start) {
          start = cursor.start;
          lineNo = cursor.lineNo;
          lineOffset = fileOffset + start;
        }
      }
      const nl = chunk.indexOf(NEWLINE, start);
      if (nl === -1 || nl >= bytesRead) break;
      const length = pendingBytes + nl - start;
      if (oversize || length > maxLineBytes) {
        onLine(oversizeLine(lineNo, lineOffset, length));
      } else if (pendingBytes === 0) {
        onLine(lineAt(chunk, start, nl, lineNo, lineOffset));
      } else if (copied && length <= short.length) {
        chunk.copy(short, pendingBytes, start, nl);
        onLine(lineAt(short, 0, length, lineNo, lineOffset));
      } else {
        const read = await this.readLong(lineOffset, length);
        onLine(lineAt(this.long, 0, read, lineNo, lineOffset));
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
      if (pendingBytes + rest > maxLineBytes) oversize = true;
      // The chunk buffers are reused: a short unfinished line is kept by copy (at the next call).
      if (copied && pendingBytes + rest <= short.length) {
        this.tailStart = start;
        this.tailEnd = bytesRead;
      } else copied = false;
      pendingBytes += rest;
    }
    this.pendingBytes = pendingBytes;
    this.copied = copied;
    this.oversize = oversize;
    this.lineNo = lineNo;
    this.lineOffset = lineOffset;
    this.fileOffset = fileOffset + bytesRead;
    this.options.onProgress?.(this.fileOffset);
    return true;
  }

  /** The end of the file: where a resumed read would start, then the unterminated last line. */
  private async finish(onLine: LineVisitor): Promise<boolean> {
    this.done = true;
    const { pendingBytes, lineNo, lineOffset } = this;
    this.options.onComplete?.(lineOffset, lineNo);
    if (this.oversize) onLine(oversizeLine(lineNo, lineOffset, pendingBytes));
    else if (pendingBytes > 0 && this.copied)
      onLine(lineAt(this.short, 0, pendingBytes, lineNo, lineOffset));
    else if (pendingBytes > 0) {
      const read = await this.readLong(lineOffset, pendingBytes);
      onLine(lineAt(this.long, 0, read, lineNo, lineOffset));
    }
    return pendingBytes > 0;
  }

  private async readLong(offset: number, length: number): Promise<number> {
    // Every line longer than a chunk comes through here: the one place to refuse one that
    // this thread's heap could not hold as a string.
    assertInputRoom(length);
    if (length > this.long.length) this.long = Buffer.allocUnsafe(length + (length >> 2));
    const { bytesRead } = await this.handle.read(this.long, 0, length, offset);
    return bytesRead;
  }

  /** Close the file, once the read in flight (if any) has landed. */
  async close(): Promise<void> {
    await this.reading.catch(() => {});
    await this.handle.close();
  }
}

/**
 * Read `path` as batches of lines, one a chunk, in file order; the last line may lack its
 * newline (a file still being written). Empty lines are handed out too. A batch's lines are
 * valid until the reader is resumed: the next batch reuses their buffers.
 */
export async function* readRawLines(
  path: string,
  options: ReadOptions = {},
): AsyncGenerator<LineRef[]> {
  const reader = await openForward(path, options);
  try {
    let lines: LineRef[] = [];
    const collect: LineVisitor = (line) => {
      lines.push(line);
    };
    while (await reader.next(collect)) {
      if (lines.length > 0) yield lines;
      lines = [];
    }
  } finally {
    await reader.close();
  }
}

function lineAt(buf: Buffer, start: number, end: number, lineNo: number, offset: number): LineRef {
  return { buf, start, end: endWithoutCr(buf, start, end), lineNo, offset };
}

function oversizeLine(lineNo: number, offset: number, length: number): LineRef {
  return { buf: NO_BYTES, start: 0, end: 0, lineNo, offset, oversize: length };
}

/** Called for each line over the limit, with its length instead of its bytes. */
export type OversizeVisitor = (lineNo: number, offset: number, length: number) => void;

/**
 * Every line of `path` to `onLine`, one at a time (or to `onOversize` when it is over the
 * limit): the forward reader without batches, for the feedback log's scan.
 */
export async function scanLines(
  path: string,
  onLine: LineVisitor,
  onOversize: OversizeVisitor = () => {},
  options: ReadOptions = {},
): Promise<void> {
  const reader = await openForward(path, options);
  try {
    const visit: LineVisitor = (line) => {
      if (line.oversize === undefined) onLine(line);
      else onOversize(line.lineNo, line.offset, line.oversize);
    };
    while (await reader.next(visit));
  } finally {
    await reader.close();
  }
}
