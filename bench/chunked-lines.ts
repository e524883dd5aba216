import { closeSync, openSync, writeSync } from "node:fs";

/** Lines go out in batches of this many bytes: one write call per batch, not per line. */
const CHUNK_BYTES = 8 * 1024 * 1024;

/**
 * Create `path` and hand `produce` a writer of whole lines that returns each line's size in
 * bytes; the lines are written in 8 MB batches, the last one when `produce` returns.
 */
export function writeLinesInChunks(
  path: string,
  produce: (write: (line: string) => number) => void,
): void {
  const fd = openSync(path, "w");
  let chunk: string[] = [];
  let chunkBytes = 0;
  const flush = (): void => {
    if (chunk.length === 0) return;
    writeSync(fd, chunk.join(""));
    chunk = [];
    chunkBytes = 0;
  };
  try {
    produce((line) => {
      const bytes = Buffer.byteLength(line);
      chunk.push(line);
      chunkBytes += bytes;
      if (chunkBytes >= CHUNK_BYTES) flush();
      return bytes;
    });
    flush();
  } finally {
    closeSync(fd);
  }
}
