import type { LineScan, LineSet } from "./line-scan.js";
import type { Detection, Rule } from "./types.js";

/**
 * Run a rule on just the candidate lines of a text. The lines (each widened by `context` lines
 * on both sides, for rules whose `\s` may cross a newline) are cut into windows, the windows are
 * joined into one string, the rule runs once on it, and each detection is mapped back to the
 * input. One call over a joined string, rather than one per window, keeps the per-call cost of
 * the secretlint rules (a dozen regexes each) from growing with the number of windows.
 */

/**
 * Between two windows: a newline on each side keeps line anchors and `\s` boundaries as they
 * were, and the NUL between them is matched by no rule's token class, so a match cannot run
 * from one window into the next. A detection that does cross it is dropped.
 */
const SEPARATOR = "\n\0\n";

/** Windows `[start, end)` in input offsets, sorted and disjoint. */
export function findWindows(scan: LineScan, lines: Uint8Array, context: number): number[] {
  const { lineStarts, text } = scan;
  const count = lineStarts.length;
  const out: number[] = [];
  let i = 0;
  while (i < count) {
    if (lines[i] !== 1) {
      i++;
      continue;
    }
    const first = Math.max(0, i - context);
    let last = i;
    // extend while flagged lines keep coming within reach of the context
    for (let j = i + 1; j < count && j <= last + 1 + 2 * context; j++) if (lines[j] === 1) last = j;
    const end = Math.min(count - 1, last + context);
    const start = lineStarts[first] as number;
    const stop = end + 1 < count ? (lineStarts[end + 1] as number) - 1 : text.length;
    const previous = out.length - 1;
    if (previous > 0 && (out[previous] as number) >= start - 1) out[previous] = stop;
    else out.push(start, stop);
    i = last + 1;
  }
  return out;
}

/** Run `rule` on the lines in `lines` of `scan.text`, pushing detections in input offsets. */
export function runOnLines(
  scan: LineScan,
  lines: LineSet,
  context: number,
  rule: Rule,
  out: Detection[],
): void {
  if (lines === false) return;
  if (lines === true) {
    rule(scan.text, out);
    return;
  }
  const windows = findWindows(scan, lines, context);
  if (windows.length === 2 && windows[0] === 0 && windows[1] === scan.text.length) {
    rule(scan.text, out);
    return;
  }
  const parts: string[] = [];
  // joined offset where each window starts
  const joinedStarts: number[] = [];
  let joinedLength = 0;
  for (let w = 0; w < windows.length; w += 2) {
    const start = windows[w] as number;
    const end = windows[w + 1] as number;
    if (w > 0) {
      parts.push(SEPARATOR);
      joinedLength += SEPARATOR.length;
    }
    joinedStarts.push(joinedLength);
    parts.push(scan.text.slice(start, end));
    joinedLength += end - start;
  }
  const joined = parts.join("");
  const found: Detection[] = [];
  rule(joined, found);
  for (const detection of found) {
    const w = findWindow(joinedStarts, detection.start);
    const joinedStart = joinedStarts[w] as number;
    const start = windows[2 * w] as number;
    const end = windows[2 * w + 1] as number;
    const from = detection.start - joinedStart + start;
    const to = detection.end - joinedStart + start;
    if (to > end) continue;
    out.push({ ...detection, start: from, end: to });
  }
}

function findWindow(starts: number[], offset: number): number {
  let low = 0;
  let high = starts.length - 1;
  while (low < high) {
    const mid = (low + high + 1) >> 1;
    if ((starts[mid] as number) <= offset) low = mid;
    else high = mid - 1;
  }
  return low;
}
