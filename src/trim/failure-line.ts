/**
 * A failure's reason (SPEC §2.3): the most informative line of a failed command's output, not
 * its last one. Test runners, compilers and npm end their output with summaries, timings and
 * log paths ("# duration_ms 557.2", "Tests: 1 failed", "npm error A complete log …"); the line
 * that says why is earlier: the assertion, the `Error:`, the `file:line:` finding.
 *
 * Each line is scored by what it shows — an error or assertion statement, a failure marker, a
 * location, expected/actual values — and the best wins: the first among equals (a compiler's
 * first error is the root cause), but the last among lines that show none of these (an
 * unknown tool's last words, as before). Notices, summaries, timings, passing tests,
 * separators and banners are never chosen; stack and code frames only when nothing else is
 * left. Pure; linear in the input, of which only the end of each stream is read.
 */

import {
  type FailureParts,
  formatFailure,
  formatShortFailure,
  readFailure,
} from "./failing-test.js";
import { readFailingTests, type ScoredLine } from "./failing-tests.js";

/** Characters read from the end of each stream (the trim hands over 2,000-character tails). */
const SCAN_CHARS = 8_000;
/** Characters of a line the patterns look at (a minified line must not cost more). */
const MATCH_CHARS = 500;

// CSI sequences (colours, cursor moves), OSC sequences (titles, links), other two-byte escapes.
const ANSI = /\x1b\[[0-?]*[ -/]*[@-~]|\x1b\][^\x07\x1b]*(?:\x07|\x1b\\)?|\x1b[@-_]/g;

/** Never a reason: housekeeping, banners, summaries, timings, passing tests. */
const NOISE: RegExp[] = [
  // npm's own housekeeping around a failure (the message itself is another `npm error` line).
  /^npm (notice|warn|WARN|verb|info|http|timing)\b/,
  /^npm (error|ERR!)\s*(A complete log|code\b|errno\b|path\b|workspace\b|location\b|command\b|syscall\b|signal\b|Lifecycle script|Failed at the|This is probably not|Exit status|Tell the author|$)/,
  /^(error Command failed with exit code|info Visit https:\/\/yarnpkg|ELIFECYCLE|.*ERR_PNPM_RECURSIVE_RUN_FIRST_FAIL)/,
  /^make(\[\d+\])?: \*\*\* .*Error \d+/,
  // npm's script banner (`> pkg@1.0.0 test`, `> node --test`); pytest's and jest's source pointer.
  /^> /,
  // TAP: plan, version, comments with counts and timings, passing points, YAML markers.
  /^(TAP version|1\.\.\d+|#\s*(tests|suites|pass|fail|cancelled|skipped|todo|duration_ms|Subtest)\b)/,
  /^(ok \d+|duration_ms:|\.\.\.$|---$)/,
  /^\w+:\s*[|>][-+]?$/,
  // Passing tests and runner banners.
  /^[✓✔√]\s/,
  /^(PASS|ok)\s/,
  /^(--- PASS|=== (RUN|PAUSE|CONT|NAME))\b/,
  /^ℹ\s/,
  /^RUN\s+v\d/,
  /^(Tests|Test Suites|Test Files|Snapshots|Time|Duration|Start at)(:|\s{2,})/,
  /^Ran all test suites/,
  /^test result:/,
  /^running \d+ tests?$/,
  /^(Compiling|Finished|Running|Doc-tests|Checking|Downloaded|Downloading|Updating|Blocking|Fresh|Locking|Adding)\s/,
  /^(note: (Some details|run with)|For more information about this error)/,
  /^error: (test failed, to rerun|could not compile|aborting due to|\d+ targets? failed)/,
  /^(failures|warnings|stack backtrace):$/,
  /^(FAIL|FAILED)$/,
  /^FAIL\t/,
  // TAP comments, but Test::More's diagnostics of a failed test (read below).
  /^#\s(?!\s*(?:Failed test\b|(?:got|expected):\s))/,
  /^(Node\.js v\d|throw er; \/\/ Unhandled|Emitted 'error' event)/,
  // A suite's own failure under node --test: its tests' failures are the reasons.
  /^(error: )?'\d+ subtests? failed'$/,
  /^Traceback \(most recent call last\):/,
  /^(real|user|sys)\s+\d/,
  /^(Done|✨\s*Done) in [\d.]+m?s/,
  // Progress (`.F. [100%]`) and banners (`==== 1 error in 0.71s ====`).
  /\[\s*\d+%\]$/,
  /^[=_!*~-]{3,}.*[=_!*~-]{3,}$/,
  // A summary: the line opens with a count, or counts outcomes twice.
  /^\W*\d+ (problems?|errors?|warnings?|failed|failures?|failing|passed|passing|pending|tests?|suites?)\b/i,
];

/** Counted outcomes (`3 passed`): two in one line make it a summary. */
const COUNT =
  /\b\d+ (problems?|errors?|warnings?|failed|failures?|failing|passed|passing|pending|skipped|ignored|tests?|todo|total)\b/gi;

/** Frames: where the failure went through, not what it is (kept only when nothing else is). */
const FRAME: RegExp[] = [
  /^at\s\S/,
  /^File ".*", line \d+/,
  /^\d+: \S/,
  /^>?\s*\d*\s*\|/,
  /^\S+:\d+: in \S/,
  /^(async )?\S+( \[as \w+\])? \((file:\/\/|node:|\/|[A-Za-z]:\\)[^)]*:\d+:\d+\)( \{)?$/,
  // A frame's end whose start a tail clipped away (`t.js:4:49)`): it closes a parenthesis it
  // never opened, and alone it names no failure.
  /^[^\s()]*:\d+:\d+\)( \{)?$/,
];

/** Why it ended without an answer: outranks the assertion it cut short. */
const FATAL =
  /\b(timed out|Exceeded timeout|Segmentation fault|out of memory|OOMKilled|core dumped)\b|^Killed$/i;

/** An error or assertion statement. */
const ERROR: RegExp[] = [
  // `TypeError:`, `AssertionError [ERR_ASSERTION]:` (a plain `Error:` is the next pattern's).
  /\w(Error|Exception|Failure)\b(\s*\[[^\]]*\])?:\s*\S/,
  /(^|[\s:(])(error|Error|ERROR|fatal|FATAL|panic)(\[[\w-]+\])?:\s*\S/,
  /\berror (TS|CS)\d+:/,
  /^\d+:\d+\s+error\s/,
  /^(npm|pnpm|yarn) (error|ERR!)\s+\S/,
  /\bpanicked at\b/,
  /^E\s{2,}\S/,
  /^expect\(.*\)\.\w+\(/,
  // Test::More's diagnostic of a failed test (`#   Failed test 'adds a batch'`), values under it.
  /^#\s+Failed test\b/,
  /\b(Expected values to be|The expression evaluated to a falsy value|Missing expected (exception|rejection))\b/,
  /\b(canceled|cancelled) due to\b|\bcommand not found\b|\bNo such file or directory\b|\bPermission denied\b|\bCannot find module\b|\bis not defined\b/,
];

/**
 * An assertion in words: `assertion … failed` (Rust), `assert a == b` (pytest). Two searches,
 * not one `assert.*==` pattern, which would rescan the line's rest from every `assert`.
 */
function isAssertion(text: string): boolean {
  return (
    (/\bassertion\b/i.test(text) && /\bfailed\b/.test(text)) ||
    (/\bassert\s+\S/.test(text) && /==|!=|<|>|\bin\b|\bis\b/.test(text))
  );
}

/** A failure marker: a failing test, a failed check. */
const FAILED: RegExp[] = [
  /^(FAIL|FAILED|ERROR)\b/,
  /^not ok \d+/,
  /^--- FAIL:/,
  /^[✖✗✘×✕]\s/,
  /^●\s/,
  /\.\.\. FAILED$/,
];

/** A place in a file: `src/a.ts:12:3`, `a.py:7:`, `src/a.ts(3,46)`. */
const LOCATION = /[\w-]\.[A-Za-z]\w*(:\d+\b|\(\d+,\d+\))/;

/** Values compared. */
const VALUES =
  /\b(expected|received|actual|want|got)\b|^[-+]?\s*(Expected|Received|Actual)\b|^(left|right):|\s!==?\s/;

/** The score of a line that is never a reason. */
export const NEVER_A_REASON = Number.NEGATIVE_INFINITY;
const NEVER = NEVER_A_REASON;

/** The clean text of one raw line: escapes gone, a carriage-return overwrite resolved, trimmed. */
function clean(raw: string): string {
  const line = raw.includes("\x1b") ? raw.replace(ANSI, "") : raw;
  const cr = line.lastIndexOf("\r", line.length - 2);
  return (cr === -1 ? line : line.slice(cr + 1)).trim();
}

function any(patterns: readonly RegExp[], text: string): boolean {
  for (const pattern of patterns) if (pattern.test(text)) return true;
  return false;
}

function isSummary(text: string): boolean {
  let counts = 0;
  for (const _ of text.matchAll(COUNT)) if (++counts >= 2) return true;
  return false;
}

/** How much a line says about the failure (escapes ignored); NEVER_A_REASON when nothing. */
export function scoreLine(line: string): number {
  const text = clean(line);
  return text === "" ? NEVER : score(text);
}

/** `scoreLine` of a clean, non-blank line. */
function score(line: string): number {
  const text = line.length > MATCH_CHARS ? line.slice(0, MATCH_CHARS) : line;
  // A line without a letter is a separator, a brace, a caret or a bare number.
  if (!/\p{L}/u.test(text)) return NEVER;
  if (any(NOISE, text) || isSummary(text)) return NEVER;
  if (any(FRAME, text)) return -1;
  let points = 0;
  if (FATAL.test(text)) points += 8;
  if (any(ERROR, text) || isAssertion(text)) points += 4;
  if (any(FAILED, text)) points += 3;
  if (LOCATION.test(text)) points += 2;
  if (VALUES.test(text)) points += 2;
  return points;
}

/** Characters of a reason that lists several failing tests (a briefing line shows ~300). */
const MAX_LIST_CHARS = 300;
/** Characters of the `; and N more` that ends a list cut short. */
const MORE_CHARS = 14;
/** Characters of one test's entry in such a list. */
const MAX_ENTRY_CHARS = 140;

/**
 * The reason of a run with several failing tests: the first one as a single failure is told,
 * then each other one's name and values (`…; also failing: "b": 3 !== 2; "c": …`), as many as
 * fit, then how many more; all of them in the short form when that names more of them.
 */
function listFailures(tests: readonly FailureParts[]): string {
  const short = tests.map((parts) => clip(formatShortFailure(parts), MAX_ENTRY_CHARS));
  const join = (head: string, rest: readonly string[], glue: string) => {
    let out = head;
    let shown = 1;
    for (const entry of rest) {
      const next = `${out}${shown === 1 ? glue : "; "}${entry}`;
      // Room is left for `; and N more`.
      if (next.length > MAX_LIST_CHARS - MORE_CHARS) break;
      out = next;
      shown++;
    }
    return { out, shown };
  };
  const told = join(formatFailure(tests[0] as FailureParts), short.slice(1), "; also failing: ");
  const listed = join(`failing tests: ${short[0] ?? ""}`, short.slice(1), "; ");
  const best = listed.shown > told.shown ? listed : told;
  return best.shown < tests.length
    ? `${best.out}; and ${tests.length - best.shown} more`
    : best.out;
}

function clip(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}

/** The non-blank lines of `text`, cleaned and scored as `failureLine` scans them. */
function scoredLines(text: string): ScoredLine[] {
  const lines: ScoredLine[] = [];
  let start = 0;
  while (start <= text.length) {
    let end = text.indexOf("\n", start);
    if (end === -1) end = text.length;
    const line = clean(text.slice(start, end));
    if (line !== "") lines.push({ start, end, line, score: score(line) });
    start = end + 1;
  }
  return lines;
}

/**
 * A failed command's reason: its most informative line (stdout, stderr, an error message;
 * absent or empty ones are skipped), clean of escapes and trimmed, with what a reader needs
 * beside it — the failing test's title when the line does not name it (`✖ subtracts a refund`,
 * `--- FAIL: TestCap`, jest's `●` title) and the compared values a runner prints on the lines
 * after an assertion's header (`16 !== 15`, `Expected: 15` / `Received: 16`, a `+ actual
 * - expected` diff), joined on one line (`failing-test.ts`). When that line is a failing test's
 * and its stream shows other failing tests, each is named with its values
 * (`failing-tests.ts`). "" when no line qualifies.
 */
export function failureLine(outputs: readonly (string | undefined)[]): string {
  let best: ScoredLine | undefined;
  let bestText = "";
  for (const output of outputs) {
    if (output === undefined || output === "") continue;
    const text = output.length > SCAN_CHARS ? output.slice(output.length - SCAN_CHARS) : output;
    let start = 0;
    while (start <= text.length) {
      let end = text.indexOf("\n", start);
      if (end === -1) end = text.length;
      const line = clean(text.slice(start, end));
      const scored = { start, end, line, score: line === "" ? NEVER : score(line) };
      start = end + 1;
      if (scored.score === NEVER) continue;
      // Among telling lines the first wins; among plain ones (score 0 or less) the last.
      if (
        best === undefined ||
        scored.score > best.score ||
        (scored.score === best.score && scored.score <= 0)
      ) {
        best = scored;
        bestText = text;
      }
    }
  }
  if (best === undefined) return "";
  if (best.score <= 0) return best.line;
  const parts = readFailure(best.line, bestText, best.start, best.end, clean);
  if (parts.title !== undefined) {
    // the stream's lines are kept only here: most failures name one test, and the scan above
    // is what every failed command of a big log pays
    const tests = readFailingTests(bestText, scoredLines(bestText), clean);
    if (tests.length >= 2) return listFailures(tests);
  }
  return formatFailure(parts);
}
