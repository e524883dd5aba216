/**
 * What the transcript generators share: a JSONL file written one value a line, counting the bytes
 * and lines so far (a generator stops at the first turn past its size), and the text a test or
 * shell command prints.
 */
import { once } from "node:events";
import { createWriteStream } from "node:fs";

/** A JSONL file being written. */
export interface JsonlOut {
  /** Write `value` as one line (waits while the stream drains). */
  write(value: unknown): Promise<void>;
  /** Bytes and lines written so far. */
  readonly bytes: number;
  readonly lines: number;
  /** End the file, once everything is written. */
  close(): Promise<{ lines: number; bytes: number }>;
}

export function openJsonl(path: string): JsonlOut {
  const out = createWriteStream(path);
  let bytes = 0;
  let lines = 0;
  return {
    async write(value) {
      const line = `${JSON.stringify(value)}\n`;
      bytes += Buffer.byteLength(line);
      lines++;
      if (!out.write(line)) await once(out, "drain");
    },
    get bytes() {
      return bytes;
    },
    get lines() {
      return lines;
    },
    async close() {
      out.end();
      await once(out, "finish");
      return { lines, bytes };
    },
  };
}

/** About `size` characters of `command`'s output: passing rows, or failing test lines. */
export function commandOutput(command: string, failing: boolean, size: number): string {
  const rows: string[] = [];
  let length = 0;
  for (let i = 0; length < size; i++) {
    const row = failing
      ? `  ✗ cart.test.ts:${i} expected total 1299 cents, got 12.99 "€" at line ${i}`
      : `${command}: ok ${i}\tsrc/cart/item-${i % 97}.ts\t${(i * 37) % 1000} bytes`;
    rows.push(row);
    length += row.length + 1;
  }
  return rows.join("\n");
}
