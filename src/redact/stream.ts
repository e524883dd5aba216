import type { Readable, Writable } from "node:stream";
import { Transform, type TransformCallback } from "node:stream";
import { pipeline } from "node:stream/promises";
import { StringDecoder } from "node:string_decoder";
import { findOpenPrivateKey, MAX_KEY } from "./private-key-rule.js";
import { redact } from "./redact.js";
import { renderReplacement } from "./spans.js";
import type { RedactionFinding } from "./types.js";

/** Options of the streaming redactor; the defaults suit multi-GB logs. */
export interface RedactStreamOptions {
  /** Characters gathered before a batch of whole lines is redacted (default 256 Ki). */
  batchChars?: number;
  /** A line longer than this is redacted in overlapping windows (default 1 Mi). */
  maxLineChars?: number;
  /**
   * How far each window of an endless line reaches past its cut, and how much of the text
   * already printed it looks back on (default 64 Ki, at most a quarter of `maxLineChars`):
   * a secret straddling a cut is found whole, and a value keeps its keyword.
   */
  overlapChars?: number;
  /** Called with the findings of each batch (offsets relative to the text it printed). */
  onFindings?: (findings: RedactionFinding[]) => void;
}

/**
 * Where to cut `pending` so the head can be redacted alone: after the last newline, before an
 * unterminated private key (so its END can arrive in a later chunk), or, for an endless line,
 * `overlap` characters before its end (the rest is the window's look-ahead). Returns 0 to wait
 * for more input.
 */
export function findCut(
  pending: string,
  final: boolean,
  maxLineChars: number,
  overlap = 0,
): number {
  if (final) return pending.length;
  let cut = pending.lastIndexOf("\n") + 1;
  if (cut === 0) {
    if (pending.length < maxLineChars) return 0;
    cut = pending.length - overlap;
  }
  const open = findOpenPrivateKey(pending.slice(0, cut));
  if (open !== -1 && pending.length - open <= MAX_KEY + maxLineChars) {
    // hold the key's line back; redact what comes before it
    return pending.lastIndexOf("\n", open) + 1;
  }
  return cut;
}

/** The text to print for `window[from, to)`, with the findings that touch it masked. */
function maskSlice(
  window: string,
  findings: RedactionFinding[],
  from: number,
  to: number,
): { text: string; findings: RedactionFinding[] } {
  const parts: string[] = [];
  const kept: RedactionFinding[] = [];
  let at = from;
  for (const finding of findings) {
    if (finding.end <= from || finding.start >= to) continue;
    const start = Math.max(finding.start, from);
    const end = Math.min(finding.end, to);
    parts.push(window.slice(at, start), renderReplacement(finding.kind));
    kept.push({ kind: finding.kind, start: start - from, end: end - from });
    at = end;
  }
  parts.push(window.slice(at, to));
  return { text: parts.join(""), findings: kept };
}

/**
 * A Transform that redacts text flowing through it, in batches of whole lines. A line longer
 * than `maxLineChars` is redacted in windows that overlap: each window sees `overlapChars` of
 * the text already printed before it and of the text after its cut, and a secret found across
 * the cut moves the cut past its end, so no secret is printed in two halves.
 */
export function createRedactStream(options: RedactStreamOptions = {}): Transform {
  const batchChars = options.batchChars ?? 256 * 1024;
  const maxLineChars = options.maxLineChars ?? 1024 * 1024;
  const overlap = Math.max(
    0,
    Math.min(options.overlapChars ?? 64 * 1024, Math.floor(maxLineChars / 4)),
  );
  const decoder = new StringDecoder("utf8");
  let pending = "";
  // the end of the current line already printed, when a window cut it (else "")
  let behind = "";

  const report = (findings: RedactionFinding[]): void => {
    if (findings.length > 0) options.onFindings?.(findings);
  };

  /** Print `pending[0, cut)` (or more, to finish a secret) and return how much was printed. */
  const emit = (stream: Transform, cut: number, final: boolean): number => {
    const midLine = !final && pending.charCodeAt(cut - 1) !== 10;
    if (behind === "" && !midLine) {
      const result = redact(pending.slice(0, cut));
      report(result.findings);
      if (result.text.length > 0) stream.push(result.text);
      return cut;
    }
    const ahead = midLine ? pending.slice(cut, cut + overlap) : "";
    const window = behind + pending.slice(0, cut) + ahead;
    const { findings } = redact(window);
    const from = behind.length;
    let to = from + cut;
    for (const finding of findings) {
      if (finding.start < to && finding.end > to) to = finding.end;
    }
    const printed = maskSlice(window, findings, from, to);
    report(printed.findings);
    if (printed.text.length > 0) stream.push(printed.text);
    behind = window.charCodeAt(to - 1) === 10 ? "" : window.slice(Math.max(0, to - overlap), to);
    return to - from;
  };

  const drain = (stream: Transform, final: boolean): void => {
    while (pending.length > 0 && (final || pending.length >= batchChars)) {
      const cut = findCut(pending, final, maxLineChars, overlap);
      if (cut === 0) return;
      pending = pending.slice(emit(stream, cut, final));
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
