/**
 * What every line reader of `src/platform/lines/` hands out (a line as a byte range of a buffer) and the
 * limits they share, defined once.
 */

/** Lines longer than this are reported, not buffered: they would break the memory bound. */
export const MAX_LINE_BYTES = 64 * 1024 * 1024;
/** A file stored as one JSON document (not JSONL) is read whole only up to this size. */
export const MAX_DOCUMENT_BYTES = 64 * 1024 * 1024;
/** A forward read's chunk: big enough that the per-read cost vanishes, small enough to overlap. */
export const CHUNK_BYTES = 1024 * 1024;
/** The least a read asks for; also the first backward read (the line wanted is usually near). */
export const SMALL_CHUNK_BYTES = 64 * 1024;
export const NEWLINE = 0x0a;
const CARRIAGE_RETURN = 0x0d;

/**
 * One line: `buf[start, end)` without its newline (and without a trailing `\r`). The buffer is
 * the reader's and is reused: a line is valid only until the reader goes on. A line over the
 * size limit is never buffered: it comes as an empty range with `oversize`, its length in bytes.
 */
export interface LineRef {
  buf: Buffer;
  start: number;
  end: number;
  /** 1-based line number in the file (0 from the backward reader, which cannot know it). */
  lineNo: number;
  /** Byte offset of the line's start in the file. */
  offset: number;
  oversize?: number;
}

/** `end`, less one when the range ends with `\r` (a CRLF line). */
export function endWithoutCr(buf: Buffer, start: number, end: number): number {
  return end > start && buf[end - 1] === CARRIAGE_RETURN ? end - 1 : end;
}
