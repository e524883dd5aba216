import type { Readable, Writable } from "node:stream";
import { Transform, type TransformCallback } from "node:stream";
import { pipeline } from "node:stream/promises";
import { StringDecoder } from "node:string_decoder";
import { findOpenPrivateKey, MAX_KEY } from "./private-key-rule.js";
import { redact } from "./redact.js";
import type { RedactionFinding } from "./types.js";

/** Options of the streaming redactor; the defaults suit multi-GB logs. */
export interface RedactStreamOptions {
  /** Characters gathered before a batch of whole lines is redacted (default 256 Ki). */
  batchChars?: number;
  /** A line longer than this is cut at its last blank, or hard (default 1 Mi). */
  maxLineChars?: number;
  /** Called with the findings of each batch (offsets relative to that batch). */
  onFindings?: (findings: RedactionFinding[]) => void;
}

/**
 * Where to cut `pending` so the head can be redacted alone: after the last newline, before an
 * unterminated private key (so its END can arrive in a later chunk), or, for an endless line,
 * at its last blank. Returns 0 to wait for more input.
 */
export function findCut(pending: string, final: boolean, maxLineChars: number): number {
  if (final) return pending.length;
  let cut = pending.lastIndexOf("\n") + 1;
  if (cut === 0) {
    if (pending.length < maxLineChars) return 0;
    const blank = Math.max(pending.lastIndexOf(" "), pending.lastIndexOf("\t"));
    cut = blank > pending.length / 2 ? blank + 1 : pending.length;
  }
  const open = findOpenPrivateKey(pending.slice(0, cut));
  if (open !== -1 && pending.length - open <= MAX_KEY + maxLineChars) {
    // hold the key's line back; redact what comes before it
    return pending.lastIndexOf("\n", open) + 1;
  }
  return cut;
}

/** A Transform that redacts text flowing through it, in batches of whole lines. */
export function createRedactStream(options: RedactStreamOptions = {}): Transform {
  const batchChars = options.batchChars ?? 256 * 1024;
  const maxLineChars = options.maxLineChars ?? 1024 * 1024;
  const decoder = new StringDecoder("utf8");
  let pending = "";

  const emit = (stream: Transform, text: string): void => {
    const result = redact(text);
    if (result.findings.length > 0) options.onFindings?.(result.findings);
    if (result.text.length > 0) stream.push(result.text);
  };

  const drain = (stream: Transform, final: boolean): void => {
    while (pending.length > 0 && (final || pending.length >= batchChars)) {
      const cut = findCut(pending, final, maxLineChars);
      if (cut === 0) return;
      emit(stream, pending.slice(0, cut));
      pending = pending.slice(cut);
    }
  };

  return new Transform({
    decodeStrings: true,
    transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
      try {
        pending += decoder.write(chunk);
        drain(this, false);
        callback();
      } catch (error) {
        callback(error as Error);
      }
    },
    flush(callback: TransformCallback) {
      try {
        pending += decoder.end();
        drain(this, true);
        callback();
      } catch (error) {
        callback(error as Error);
      }
    },
  });
}

/** Redact `input` into `output` (stdin to stdout, a file to stdout…); resolves when done. */
export async function redactStream(
  input: Readable,
  output: Writable,
  options: RedactStreamOptions = {},
): Promise<void> {
  await pipeline(input, createRedactStream(options), output, { end: false });
}
