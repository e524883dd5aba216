import { type Detection, Priority } from "./types.js";

/**
 * Private keys: everything from `-----BEGIN ... PRIVATE KEY-----` to the matching END line,
 * across real newlines, escaped `\n` (JSON, logs) or prefixed log lines. Fails closed: a BEGIN
 * with no END (a truncated tail) is redacted to the end of the text, at most `MAX_KEY` chars.
 */
const BEGIN = /-----BEGIN[ A-Z0-9]*PRIVATE KEY(?: BLOCK)?-----/g;
const END = /-----END[ A-Z0-9]*PRIVATE KEY(?: BLOCK)?-----/g;
/** Longest key body searched for an END line (an RSA-16384 PEM is about 13 KB). */
export const MAX_KEY = 32 * 1024;

/** Report PEM private keys in `text`. */
export function detectPrivateKeys(text: string, out: Detection[]): void {
  if (!text.includes("PRIVATE KEY")) return;
  BEGIN.lastIndex = 0;
  for (let begin = BEGIN.exec(text); begin !== null; begin = BEGIN.exec(text)) {
    END.lastIndex = begin.index + begin[0].length;
    const end = END.exec(text);
    const limit = begin.index + begin[0].length + MAX_KEY;
    const stop =
      end !== null && end.index <= limit ? end.index + end[0].length : Math.min(text.length, limit);
    out.push({ kind: "private-key", start: begin.index, end: stop, priority: Priority.structure });
    BEGIN.lastIndex = stop;
  }
}

/**
 * Offset of the last BEGIN with no END after it, or -1: the streaming redactor holds text back
 * from there so a key split across chunks is still seen whole.
 */
export function findOpenPrivateKey(text: string): number {
  const begin = text.lastIndexOf("-----BEGIN");
  if (begin === -1) return -1;
  const header = /^-----BEGIN[ A-Z0-9]*PRIVATE KEY/.exec(text.slice(begin, begin + 64));
  if (header === null) return -1;
  return /-----END[ A-Z0-9]*PRIVATE KEY/.test(text.slice(begin)) ? -1 : begin;
}
