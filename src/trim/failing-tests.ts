/**
 * Every failing test a run's output shows, each with its assertion and values: a run with two
 * or three failing tests must not be reduced to the first one's title (the test a reader needs
 * may be the second). The runner's markup is the structure read: a failing test's title line
 * (`not ok 2 - x`, `✖ x`, `● x`, `FAIL: x`, `___ x ___`, `FAILED a.py::x - …`, `Failed test 'x'`)
 * opens its block, which runs to the next title; the block's reason is its most telling error or
 * assertion line, and its values the lines under that (`failing-test.ts`). A runner that repeats
 * its failures in a summary (node's `✖ failing tests:`, pytest's `short test summary info`)
 * names each test twice: one entry per test, the more telling of the two. go test -v prints the
 * title after the test's lines, so its blocks cannot be read forward: none are listed. Pure.
 */
import { type FailureParts, readFailure, readTitleLine } from "./failing-test.js";

/** One non-blank line of a stream: where it is, its clean text, its score (failure-line.ts). */
export interface ScoredLine {
  start: number;
  end: number;
  line: string;
  score: number;
}

/**
 * The least score of a block's reason: an error or assertion statement. A title alone scores
 * less (a failure marker) and says nothing of why.
 */
const MIN_REASON = 4;

/** A test's name as a path of its parts (`a.py::Case::test_x`, `Case.test_x` → `…/case/test_x`). */
function nameKey(name: string): string {
  return name
    .toLowerCase()
    .replace(/\s+[>›]\s+|::|[./\\]/g, "/")
    .replace(/\s+/g, " ")
    .trim();
}

/** A title line's test: its name as a key, and the runner's title shape it was written in. */
interface Named {
  key: string;
  shape: number;
}

/**
 * How closely two titles name one test: the same name (a summary repeating a title as it
 * was), or one name the other with its file or class in front when the two are written in two
 * shapes (pytest's `___ Case.test_x ___` and `FAILED a.py::Case::test_x`): the length of the
 * shorter; 0 when they are two tests.
 */
function sameTest(a: Named, b: Named): number {
  if (a.key === b.key) return a.key.length;
  if (a.shape === b.shape) return 0;
  const [x, y] = [a.key, b.key];
  return x.endsWith(`/${y}`) || y.endsWith(`/${x}`) ? Math.min(x.length, y.length) : 0;
}

/**
 * The failing tests of one stream's `text` (its non-blank `lines`, in order), in the order the
 * output first names them, each read as `readFailure` reads a reason; empty when it names fewer
 * than two.
 */
export function readFailingTests(
  text: string,
  lines: readonly ScoredLine[],
  clean: (raw: string) => string,
): FailureParts[] {
  const titles: { at: number; named: Named }[] = [];
  for (const [at, { line }] of lines.entries()) {
    if (/^=== RUN\b/.test(line)) return [];
    const title = readTitleLine(line);
    if (title !== undefined)
      titles.push({ at, named: { key: nameKey(title.name), shape: title.shape } });
  }
  if (titles.length < 2) return [];
  const found: { named: Named; score: number; parts: FailureParts; times: number }[] = [];
  for (const [k, { at, named }] of titles.entries()) {
    const stop = titles[k + 1]?.at ?? lines.length;
    let best: ScoredLine | undefined;
    for (let i = at; i < stop; i++) {
      const candidate = lines[i] as ScoredLine;
      if (candidate.score >= MIN_REASON && (best === undefined || candidate.score > best.score))
        best = candidate;
    }
    if (best === undefined) continue;
    const parts = readFailure(best.line, text, best.start, best.end, clean);
    // A summary names each test once more: it is the test named before whose name matches it
    // most closely and that no summary line has named yet (two tests may share a short name in
    // two files or classes).
    let same: (typeof found)[number] | undefined;
    for (const entry of found) {
      const match = entry.times < 2 ? sameTest(entry.named, named) : 0;
      if (match > 0 && (same === undefined || match > sameTest(same.named, named))) same = entry;
    }
    if (same === undefined) {
      found.push({ named, score: best.score, parts, times: 1 });
      continue;
    }
    same.times++;
    if (best.score > same.score) {
      same.score = best.score;
      same.parts = parts;
    }
  }
  return found.length < 2 ? [] : found.map((entry) => entry.parts);
}
