/**
 * Read the end of a file, not the file: a transcript grows to hundreds of megabytes and the hook
 * that needs its latest lines runs after every tool call. The window starts small and doubles
 * until the caller's test is satisfied, the file is exhausted, or the bound is reached, so the
 * usual cost is one read of a few tens of kilobytes whatever the file's size.
 */
import { closeSync, fstatSync, readSync } from "node:fs";
import { openRegularFileSync } from "../read-regular-file.js";

export interface ReadTailOptions {
  /** First window, in bytes (default 64 KiB). */
  initialBytes?: number;
  /** Never read more than this many bytes from the end (default 8 MiB). */
  maxBytes?: number;
  /** Stop growing once this returns true for the text read so far (whole lines only). */
  isEnough?: (text: string) => boolean;
}

/** What was read. */
export interface TailRead {
  /** Whole lines from the end of the file (the partial first line of the window is dropped). */
  text: string;
  /** Bytes read from the end of the file. */
  bytesRead: number;
  fileSize: number;
  /** True when the window reached the start of the file (the text is the whole file). */
  wholeFile: boolean;
}

export const DEFAULT_TAIL_BYTES = 64 * 1024;
export const DEFAULT_MAX_TAIL_BYTES = 8 * 1024 * 1024;

/**
 * Read the tail of `path` synchronously (a hook reads one file once; the event loop has nothing
 * else to do). Each round reads only the bytes in front of what it already has. Throws the
 * file system's error when the file cannot be opened, and `EFTYPE` when it is not a regular file
 * (a FIFO would block forever).
 */
export function readTail(path: string, options: ReadTailOptions = {}): TailRead {
  const initial = Math.max(1, options.initialBytes ?? DEFAULT_TAIL_BYTES);
  const max = Math.max(initial, options.maxBytes ?? DEFAULT_MAX_TAIL_BYTES);
  const fd = openRegularFileSync(path);
  try {
    const fileSize = fstatSync(fd).size;
    let chunks: Buffer[] = [];
    let start = fileSize;
    let want = initial;
    for (;;) {
      const from = Math.max(0, fileSize - Math.min(want, max));
      if (from < start) {
        const chunk = Buffer.allocUnsafe(start - from);
        readFully(fd, chunk, from);
        chunks = [chunk, ...chunks];
        start = from;
      }
      const wholeFile = start === 0;
      const text = decodeWholeLines(Buffer.concat(chunks), wholeFile);
      const done = wholeFile || fileSize - start >= max || options.isEnough?.(text) === true;
      if (done) return { text, bytesRead: fileSize - start, fileSize, wholeFile };
      want *= 2;
    }
  } finally {
    closeSync(fd);
  }
}

function readFully(fd: number, buffer: Buffer, position: number): void {
  let offset = 0;
  while (offset < buffer.length) {
    const n = readSync(fd, buffer, offset, buffer.length - offset, position + offset);
    if (n === 0) break;
    offset += n;
  }
}

/**
 * Decode from the first line start: a window that begins mid-line (maybe mid-character) drops
 * that fragment, so every line handed on is whole and valid UTF-8.
 */
function decodeWholeLines(bytes: Buffer, wholeFile: boolean): string {
  if (wholeFile) return bytes.toString("utf8");
  const newline = bytes.indexOf(0x0a);
  return newline < 0 ? "" : bytes.subarray(newline + 1).toString("utf8");
}
