/**
 * A streaming line reader for transcripts: an async iterator of decoded lines, split on the byte
 * `\n` (never inside a multi-byte character, since UTF-8 continuation bytes are never 0x0a). It
 * holds one chunk plus the current line, tolerates a half-written last line, and refuses to
 * buffer a line past `maxLineBytes` (it reports it as oversize instead) so memory stays bounded.
 * Kept apart from the feedback log's scanner on purpose: transcripts need strings, not ranges.
 */
import { createReadStream } from "node:fs";
import { MAX_LINE_BYTES } from "../jsonl.js";

/** One line of the file; `oversize` lines carry an empty `line` and their byte length. */
export interface Line {
  line: string;
  /** 1-based line number. */
  lineNo: number;
  oversize?: number;
}

/** A transcript stored as one JSON document is read whole only up to this size. */
export const MAX_DOCUMENT_BYTES = 64 * 1024 * 1024;
const NEWLINE = 0x0a;

/** Read `path` line by line. Empty lines are yielded too (callers skip them). */
export async function* readLines(
  path: string,
  { maxLineBytes = MAX_LINE_BYTES, chunkBytes = 262144 } = {},
): AsyncGenerator<Line> {
  const stream = createReadStream(path, { highWaterMark: chunkBytes });
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  let oversize = false;
  let lineNo = 1;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    let start = 0;
    for (;;) {
      const nl = chunk.indexOf(NEWLINE, start);
      if (nl === -1) break;
      const length = pendingBytes + nl - start;
      if (oversize || length > maxLineBytes) {
        yield { line: "", lineNo, oversize: length };
      } else if (pendingBytes > 0) {
        pending.push(chunk.subarray(start, nl));
        yield { line: decode(Buffer.concat(pending, length)), lineNo };
      } else {
        yield { line: decode(chunk.subarray(start, nl)), lineNo };
      }
      pending = [];
      pendingBytes = 0;
      oversize = false;
      lineNo++;
      start = nl + 1;
    }
    if (start < chunk.length) {
      const rest = chunk.length - start;
      if (!oversize && pendingBytes + rest > maxLineBytes) {
        oversize = true;
        pending = [];
      }
      if (!oversize) pending.push(chunk.subarray(start));
      pendingBytes += rest;
    }
  }
  // A last line without its newline: a session still writing, or a crash mid-line.
  if (pendingBytes > 0) {
    if (oversize) yield { line: "", lineNo, oversize: pendingBytes };
    else yield { line: decode(Buffer.concat(pending, pendingBytes)), lineNo };
  }
}

function decode(buf: Buffer): string {
  const end = buf.length > 0 && buf[buf.length - 1] === 0x0d ? buf.length - 1 : buf.length;
  return buf.toString("utf8", 0, end);
}

/**
 * The first non-blank line of a file (read in small chunks), or undefined when there is none or
 * it is too long: enough to tell a JSONL file from one JSON document.
 */
export async function firstLine(path: string): Promise<string | undefined> {
  for await (const { line, oversize } of readLines(path, { chunkBytes: 64 * 1024 })) {
    if (oversize !== undefined) return undefined;
    if (line.trim() !== "") return line;
  }
  return undefined;
}
