/**
 * Transcript lines as byte ranges of one reused buffer, a batch per read: no string is made and
 * no line is copied unless it spans two reads (then it moves to the buffer's start). The buffer
 * grows to the longest line up to MAX_LINE_BYTES; a longer line is reported as oversize and its
 * bytes are dropped as they arrive, so memory stays bounded whatever the file holds.
 */
import { open } from "node:fs/promises";
import { skipOversize, type TranscriptEvent } from "./events.js";
import { MAX_LINE_BYTES } from "../jsonl.js";

/**
 * One line: `buf[start, end)` without its newline or a trailing `\r`. Valid only until the
 * reader is resumed (the buffer is reused). An oversize line carries its length instead.
 */
export interface RawLine {
  buf: Buffer;
  start: number;
  end: number;
  /** 1-based line number. */
  lineNo: number;
  /** Byte offset of the line's start in the file. */
  offset: number;
  oversize?: number;
  /** The last line, without its newline (a line still being written). */
  partial?: true;
}

/** How `readRawLines` reads: limits (tests shrink them) and where to start. */
export interface RawLineOptions {
  maxLineBytes?: number;
  chunkBytes?: number;
  /**
   * Start reading here instead of at 0 (a resumed scan): a line start, with `startLineNo` its
   * line number. Offsets and line numbers handed out stay those of the whole file.
   */
  startOffset?: number;
  startLineNo?: number;
}

const NEWLINE = 0x0a;

/**
 * Read `path` as batches of lines; the last line may lack its newline (a file still written).
 * While a batch is handled, the next read already runs into a second buffer (the batch's lines
 * stay valid: they live in the first), so the file's I/O overlaps the parsing.
 */
export async function* readRawLines(
  path: string,
  {
    maxLineBytes = MAX_LINE_BYTES,
    chunkBytes = 2 * 1024 * 1024,
    startOffset = 0,
    startLineNo = 1,
  }: RawLineOptions = {},
): AsyncGenerator<RawLine[]> {
  const handle = await open(path, "r");
  let pending: Promise<{ bytesRead: number }> | undefined;
  try {
    const size = Math.min(chunkBytes, maxLineBytes + 1);
    /** Room kept before a prefetched read for the unfinished line it continues. */
    const reserve = size >> 1;
    let buf: Buffer = Buffer.allocUnsafe(size);
    let spare: Buffer | undefined;
    let filled = 0;
    let lineStart = 0;
    let lineNo = startLineNo;
    /** File offsets of the next read and of the unfinished line's start. */
    let readAt = startOffset;
    let lineOffset = startOffset;
    /** Bytes of an oversize line already dropped; 0 when not inside one. */
    let dropped = 0;
    for (;;) {
      let bytesRead: number;
      if (pending !== undefined) {
        // The read ran into `spare` after `reserve`: the unfinished line goes just before it.
        const next = spare as Buffer;
        const carry = filled - lineStart;
        buf.copy(next, reserve - carry, lineStart, filled);
        spare = buf;
        buf = next;
        lineStart = reserve - carry;
        filled = reserve;
        ({ bytesRead } = await pending);
        pending = undefined;
        readAt += bytesRead;
      } else {
        if (lineStart > 0) {
          buf.copy(buf, 0, lineStart, filled);
          filled -= lineStart;
          lineStart = 0;
        }
        if (filled === buf.length) {
          // One line fills the buffer: grow it, or drop the line once it is certainly oversize.
          if (buf.length > maxLineBytes) {
            dropped += filled;
            filled = 0;
          } else {
            const bigger = Buffer.allocUnsafe(Math.min(buf.length * 2, maxLineBytes + 1));
            buf.copy(bigger, 0, 0, filled);
            buf = bigger;
          }
        }
        ({ bytesRead } = await handle.read(buf, filled, buf.length - filled, readAt));
        readAt += bytesRead;
      }
      if (bytesRead === 0) break;
      let from = filled;
      filled += bytesRead;
      const lines: RawLine[] = [];
      for (;;) {
        const nl = buf.indexOf(NEWLINE, from);
        if (nl === -1 || nl >= filled) break;
        lines.push(lineAt(buf, lineStart, nl, lineNo, dropped, maxLineBytes, lineOffset));
        lineOffset += dropped + nl - lineStart + 1;
        dropped = 0;
        lineNo++;
        lineStart = nl + 1;
        from = nl + 1;
      }
      // Prefetch when the unfinished line fits before the read (else the plain path above
      // moves, grows or drops it) and the buffer has its first size (a grown one stays alone).
      if (reserve > 0 && dropped === 0 && filled - lineStart <= reserve && buf.length === size) {
        spare ??= Buffer.allocUnsafe(size);
        pending = handle.read(spare, reserve, size - reserve, readAt);
      }
      if (lines.length > 0) yield lines;
    }
    if (dropped > 0 || filled > lineStart)
      yield [
        {
          ...lineAt(buf, lineStart, filled, lineNo, dropped, maxLineBytes, lineOffset),
          partial: true,
        },
      ];
  } finally {
    // A read still running must end before its file is closed.
    if (pending !== undefined) await pending.catch(() => undefined);
    await handle.close();
  }
}

function lineAt(
  buf: Buffer,
  start: number,
  end: number,
  lineNo: number,
  dropped: number,
  maxLineBytes: number,
  offset: number,
): RawLine {
  const length = dropped + end - start;
  if (length > maxLineBytes) return { buf, start: 0, end: 0, lineNo, offset, oversize: length };
  const trimmed = end > start && buf[end - 1] === 0x0d ? end - 1 : end;
  return { buf, start, end: trimmed, lineNo, offset };
}

/** What an adapter makes of one line: `buf[start, end)`, line `lineNo`. */
export type LineHandler = (
  buf: Buffer,
  start: number,
  end: number,
  lineNo: number,
) => TranscriptEvent[];

/**
 * Every line of `path` through `handle`, one batch of events per read; a line over the size
 * limit becomes a `skipped` event naming `label`, never a buffer that size.
 */
export async function* readLineEvents(
  path: string,
  label: string,
  handle: LineHandler,
): AsyncGenerator<TranscriptEvent[]> {
  for await (const lines of readRawLines(path)) {
    const batch: TranscriptEvent[] = [];
    for (const { buf, start, end, lineNo, oversize } of lines) {
      if (oversize !== undefined) {
        batch.push(skipOversize(label, lineNo, oversize));
        continue;
      }
      for (const event of handle(buf, start, end, lineNo)) batch.push(event);
    }
    if (batch.length > 0) yield batch;
  }
}
