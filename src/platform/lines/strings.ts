/**
 * Decoded lines, for readers that want strings: a thin layer over the forward reader, split on
 * the byte `\n` (never inside a multi-byte character, since UTF-8 continuation bytes are never
 * 0x0a). Memory stays bounded the same way: a line over the limit is reported, never decoded.
 */
import { type ReadOptions, readRawLines } from "./forward.js";
import { SMALL_CHUNK_BYTES } from "./line.js";

/** One line of the file; `oversize` lines carry an empty `line` and their byte length. */
export interface Line {
  line: string;
  /** 1-based line number. */
  lineNo: number;
  oversize?: number;
}

/** Strings are made per line anyway: a smaller chunk than the byte readers' costs nothing. */
const STRING_CHUNK_BYTES = 256 * 1024;

/** Read `path` line by line. Empty lines are yielded too (callers skip them). */
export async function* readLines(
  path: string,
  {
    maxLineBytes,
    chunkBytes = STRING_CHUNK_BYTES,
  }: Pick<ReadOptions, "maxLineBytes" | "chunkBytes"> = {},
): AsyncGenerator<Line> {
  for await (const lines of readRawLines(path, { maxLineBytes, chunkBytes })) {
    // Each line is decoded before the reader is resumed: its bytes are valid until then.
    for (const { buf, start, end, lineNo, oversize } of lines) {
      if (oversize === undefined) yield { line: buf.toString("utf8", start, end), lineNo };
      else yield { line: "", lineNo, oversize };
    }
  }
}

/**
 * The first non-blank line of a file (read in small chunks), or undefined when there is none or
 * it is longer than `maxLineBytes`: enough to tell a JSONL file from one JSON document, or to
 * read a rollout's header.
 */
export async function firstLine(
  path: string,
  { maxLineBytes }: Pick<ReadOptions, "maxLineBytes"> = {},
): Promise<string | undefined> {
  for await (const { line, oversize } of readLines(path, {
    chunkBytes: SMALL_CHUNK_BYTES,
    maxLineBytes,
  })) {
    if (oversize !== undefined) return undefined;
    if (line.trim() !== "") return line;
  }
  return undefined;
}
