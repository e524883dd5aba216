/**
 * The end of a long test run's output, with the failing tests its cut would lose: a run with
 * three failing tests whose stack traces fill the kept end shows only the last one, and the
 * first — often the one a reader needs — is gone before any reason is read. The part before the
 * end keeps, for each failing test titled there (the runner's markup, `readTitleLine`), its
 * title line and its most telling line with the few lines of values under it, stack frames
 * left out; the rest of the room is the output's end, as before. The runner's structure is kept
 * as it was written, so the failure reason reads the kept text as it reads a whole run. Pure.
 */
import { readTitleLine } from "./failing-test.js";
import { scoreLine } from "./failure-line.js";

/**
 * A runner's failing-test markup anywhere in a text: what makes looking further back worth it.
 * The titles `readTitleLine` reads, loosely, at a line's start.
 */
export const FAILING_TEST_MARK =
  /^[ \t]*(?:[✖✗✘×✕]\s|not ok \d|●\s|FAIL[\s:]|FAILED\s|--- FAIL:|_{2,} \S|---- \S+ stdout|ERROR: \w|#\s+Failed test)/m;

/** The least score of a block's reason line: an error or assertion statement. */
const MIN_REASON = 4;
/** Lines kept under a reason: the values a runner prints after an assertion's header. */
const VALUE_LINES = 6;
/** Characters one failing test's lines may take. */
const BLOCK_CHARS = 400;

/** A raw line of a text and where it starts. */
interface Line {
  start: number;
  raw: string;
}

function linesOf(text: string): Line[] {
  const lines: Line[] = [];
  let start = 0;
  while (start < text.length) {
    let end = text.indexOf("\n", start);
    if (end === -1) end = text.length;
    lines.push({ start, raw: text.slice(start, end) });
    start = end + 1;
  }
  return lines;
}

/**
 * Each failing test titled in `lines`: its title line, its reason line and the value lines
 * under that (up to a stack frame or the next title), joined, each within `BLOCK_CHARS`.
 */
function failingBlocks(lines: readonly Line[]): { start: number; text: string }[] {
  const titles: number[] = [];
  for (const [i, { raw }] of lines.entries())
    if (readTitleLine(raw.trim()) !== undefined) titles.push(i);
  const blocks: { start: number; text: string }[] = [];
  for (const [k, at] of titles.entries()) {
    const stop = titles[k + 1] ?? lines.length;
    let best = -1;
    let bestScore = MIN_REASON - 1;
    for (let i = at + 1; i < stop; i++) {
      const score = scoreLine((lines[i] as Line).raw);
      if (score > bestScore) {
        best = i;
        bestScore = score;
      }
    }
    const kept = [(lines[at] as Line).raw];
    if (best !== -1) {
      kept.push((lines[best] as Line).raw);
      for (let i = best + 1; i < Math.min(stop, best + 1 + VALUE_LINES); i++) {
        const raw = (lines[i] as Line).raw;
        kept.push(raw);
        // A stack frame ends the values (what follows is where, not what); kept, it ends them
        // for the reader too, before the next test's lines.
        if (scoreLine(raw) === -1) break;
      }
    }
    const block = kept.join("\n");
    const start = (lines[at] as Line).start;
    blocks.push({ start, text: block.length <= BLOCK_CHARS ? block : block.slice(0, BLOCK_CHARS) });
  }
  return blocks;
}

/**
 * The last `max` characters of `text`, or, when the part before them titles failing tests, those
 * tests' lines (at most half of `max`, oldest first) and then the end of `text` in the rest of
 * the room: never longer than `max`.
 */
export function tailWithFailingTests(text: string, max: number): string {
  if (text.length <= max) return text;
  const half = Math.floor(max / 2);
  const head = text.slice(0, text.length - half);
  if (!FAILING_TEST_MARK.test(head)) return text.slice(text.length - max);
  const lines = linesOf(head);
  // A line the cut would split is the tail's: its title is read there.
  if (!head.endsWith("\n") && lines.length > 0) lines.pop();
  let digest = "";
  for (const block of failingBlocks(lines)) {
    const next = digest === "" ? block.text : `${digest}\n${block.text}`;
    // A test titled where the end kept starts is read there.
    if (next.length > half || block.start >= text.length - (max - next.length - 1)) break;
    digest = next;
  }
  if (digest === "") return text.slice(text.length - max);
  return `${digest}\n${text.slice(text.length - (max - digest.length - 1))}`;
}
