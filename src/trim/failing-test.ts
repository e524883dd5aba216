/**
 * What a failure's reason line needs beside it (SPEC §2.3: the failing test's name with its
 * assertion). Test runners print the failing test's title on one line and the assertion on
 * another, and some print the compared values on the lines after the assertion's header:
 *
 *   node --test   `✖ subtracts a refund (1.2ms)` / `not ok 2 - subtracts a refund`, then
 *                 `Expected values to be strictly equal:`, a blank line, `16 !== 15`
 *   jest          `● balance › subtracts a refund`, `expect(received).toBe(expected)`, then
 *                 `Expected: 15` / `Received: 16`
 *   vitest        `FAIL  src/a.test.js > balance > subtracts a refund`, `AssertionError: …`
 *   go            `--- FAIL: TestCap (0.00s)` before the message (after it with `-v`)
 *   pytest        `___ TestRefunds.test_refund[5] ___` before the `E   AssertionError: …` line
 *   cargo         `---- tests::parses stdout ----` before the panic; its message on the line
 *                 after `panicked at src/a.rs:8:9:`, then `left: 3` / `right: 2`
 *   phpunit       `1) Tests\FineTest::testCharges` before `Failed asserting that …`
 *   dotnet test   `Failed Ns.Tests.Charges [12 ms]`, then `Expected: 150` / `Actual: 100`
 *   rspec         `expected: 150` / `got: 100` after `Failure/Error: …`
 *
 * The runner's own markup is the structure read here: a title is the nearest title line
 * before the reason in the same stream (or, as go -v prints it, just after), and values are
 * only the value lines that directly follow it. Pure.
 */

/** A failing test's title line, and how to show it (the group, else the line). */
interface TitlePattern {
  pattern: RegExp;
  /** Show only the captured name (the line's markup is decoration). */
  nameOnly?: boolean;
}

/** Title lines of failing tests, by runner (the name is the first group). */
const TITLES: readonly TitlePattern[] = [
  // node --test spec, vitest's tree: a cross, the title, a timing.
  { pattern: /^[✖✗✘×✕]\s+(.*[^:\s])$/ },
  // TAP (node --test by default when piped).
  { pattern: /^not ok \d+ - (.+)$/ },
  // jest: `● suite › test` (not its `● Console` blocks).
  { pattern: /^●\s+(?!Console$)(.+)$/ },
  // vitest: ` FAIL  file > suite > test`.
  { pattern: /^FAIL\s+(\S.*\s>\s.+)$/ },
  // go test.
  { pattern: /^--- FAIL: (\S+)/ },
  // pytest's section header `____ test_name ____` (its `FAILED file::name` comes after).
  { pattern: /^_{2,} (\S(?:.*\S)?) _{2,}$/, nameOnly: true },
  { pattern: /^FAILED (\S+::\S+)/ },
  // cargo test.
  { pattern: /^---- (\S+) stdout ----$/ },
  // Python unittest: `FAIL: test_x (pkg.tests.test_mod.Case.test_x)`, `ERROR: …`.
  { pattern: /^(?:FAIL|ERROR): (\w+ \([\w.]+\))$/ },
  // Test::More under prove: `#   Failed test 'adds a batch'`.
  { pattern: /^#\s+Failed test '(.+)'$/ },
  // PHPUnit: `1) Tests\FineTest::testChargesPerDay`.
  { pattern: /^\d+\) (\S+::\w+)$/ },
  // dotnet test: `Failed Fines.Tests.FineTests.ChargesPerDay [12 ms]`.
  { pattern: /^Failed ([\w.]+) \[[\d.]+ m?s\]$/ },
];

/** A trailing timing: `(1.2ms)`, `(0.00s)`, `5ms`. */
const TIMING = /\s+\(?\d+(?:\.\d+)?\s?m?s\)?$/;

/**
 * Value lines that follow an assertion's header: node's `16 !== 15`, jest's `Expected: 15`,
 * `Received: 16` (`Expected length:`, `Received string:` …).
 */
const VALUE_LINES: readonly RegExp[] = [
  /^[^\s:#].{0,150}\s!==?\s.*\S$/,
  /^(Expected|Received|Actual)(?: \w+)?:\s+\S/,
  // Rust's `assert_eq!`: `left: 3`, `right: 2`; RSpec's `expected: 150`, `got: 100`.
  /^(?:left|right|expected|got):\s+\S/,
  // Test::More: `#          got: '3'`, `#     expected: '2'`.
  /^#\s+(?:got|expected):\s+\S/,
];

/** A Rust panic's header, its message on the next line (Rust 1.73 and later). */
const PANIC_AT = /\bpanicked at \S+:\d+:\d+:$/;

/** Lines between an assertion and its values: Test::More's `#   at t/a.t line 5.` */
const BETWEEN_VALUES = /^#\s+at \S+ line \d+\.?$/;

/** A TAP comment's mark, dropped when its line joins a reason (`# got: '3'` is `got: '3'`). */
const uncomment = (line: string) => line.replace(/^#\s+/, "");

/** Lines looked at on each side of the reason for a title, and after it for values. */
const TITLE_LINES_BEFORE = 60;
const TITLE_LINES_AFTER = 6;
const VALUE_LINES_AFTER = 6;
const MAX_VALUES = 3;
/** Characters of a title kept (a parametrised test's id can be long). */
const TITLE_CHARS = 160;

/** The title a line shows, and the test's name in it; undefined when it is no title. */
function readTitle(line: string): { title: string; name: string } | undefined {
  const found = readTitleLine(line);
  return found === undefined ? undefined : { title: found.title, name: found.name };
}

/** `readTitle`, with which of the runners' title shapes the line has (an index of `TITLES`). */
export function readTitleLine(
  line: string,
): { title: string; name: string; shape: number } | undefined {
  for (const [shape, { pattern, nameOnly }] of TITLES.entries()) {
    const match = pattern.exec(line);
    if (match === null) continue;
    const name = (match[1] ?? "").replace(TIMING, "");
    const title = nameOnly ? name : line.replace(TIMING, "");
    return { title: clip(title, TITLE_CHARS), name, shape };
  }
  return undefined;
}

/** The lines of `text` around `[start, end)`: `before` nearest first, then `after` in order. */
function around(
  text: string,
  start: number,
  end: number,
  before: number,
  after: number,
): { before: string[]; after: string[] } {
  const up: string[] = [];
  let at = start - 1;
  while (at > 0 && up.length < before) {
    const from = text.lastIndexOf("\n", at - 1) + 1;
    up.push(text.slice(from, at));
    at = from - 1;
  }
  const down: string[] = [];
  at = end + 1;
  while (at <= text.length && down.length < after) {
    let next = text.indexOf("\n", at);
    if (next === -1) next = text.length;
    down.push(text.slice(at, next));
    at = next + 1;
  }
  return { before: up, after: down };
}

/**
 * The first lines of a diff a runner prints under an assertion's header: node's
 * `+ actual - expected`, jest's `- Expected  - 1` and `+ Received  + 1`. Under them, `+ ` lines
 * are the actual value and `- ` lines the expected one (both runners' polarity).
 */
const DIFF_HEADER = /^(?:\+ actual - expected|- Expected(?:\s+- \d+)?|\+ Received(?:\s+\+ \d+)?)$/;
/** Lines of a diff read for its changed lines (context lines of a deep diff come between). */
const DIFF_LINES_AFTER = 14;
/** Changed lines kept per side of a diff. */
const DIFF_SIDE_LINES = 2;
/** A diff's caret under the first differing character, or a frame: never a value. */
const NOT_A_VALUE = /^\^+$|^at\s\S/;

/** A failure's parts: its reason line, the failing test's title, the compared values. */
export interface FailureParts {
  reason: string;
  title?: { title: string; name: string };
  /** The reason line is its own title (pytest's `FAILED a::b - …`, Test::More's `Failed test`). */
  ownTitle: boolean;
  values: string[];
}

/**
 * The compared values under an assertion's header in `after` (the lines that follow it): value
 * lines (`16 !== 15`, `Expected: 15`), or a diff's changed lines as `actual !== expected`.
 */
function readValues(after: readonly string[], reason: string, clean: (raw: string) => string) {
  const values: string[] = [];
  // Rust prints a panic's message on the line after `panicked at src/a.rs:8:9:`: it is the
  // reason's own words, and its values follow it.
  if (PANIC_AT.test(reason)) {
    const at = after.findIndex((raw) => clean(raw) !== "");
    const message = at < 0 ? "" : clean(after[at] as string);
    if (message !== "" && readTitleLine(message) === undefined) {
      values.push(message);
      after = after.slice(at + 1);
    }
  }
  let diff: { plus: string[]; minus: string[] } | undefined;
  for (const [index, raw] of after.slice(0, DIFF_LINES_AFTER).entries()) {
    const line = clean(raw);
    if (line === "" || BETWEEN_VALUES.test(line)) continue;
    // The next failing test's title: what follows are its values, not these.
    if (readTitleLine(line) !== undefined) break;
    if (DIFF_HEADER.test(line)) {
      diff ??= { plus: [], minus: [] };
      continue;
    }
    if (diff !== undefined) {
      if (NOT_A_VALUE.test(line)) {
        if (line.startsWith("at")) break;
        continue;
      }
      const side = line.startsWith("+ ") ? diff.plus : line.startsWith("- ") ? diff.minus : null;
      if (side !== null && side.length < DIFF_SIDE_LINES)
        side.push(line.slice(2).trim().replace(/,$/, ""));
      continue;
    }
    if (index >= VALUE_LINES_AFTER) break;
    if (values.length >= MAX_VALUES || !VALUE_LINES.some((p) => p.test(line))) break;
    if (!reason.includes(line)) values.push(uncomment(line).replace(/\s{2,}/g, " "));
  }
  // A diff of values the assertion's line already states (vitest's `expected 3 to be 2`) adds none.
  const stated = (side: readonly string[]) => side.every((value) => reason.includes(value));
  if (
    diff !== undefined &&
    diff.plus.length > 0 &&
    diff.minus.length > 0 &&
    !(stated(diff.plus) && stated(diff.minus))
  )
    values.push(`${diff.plus.join(" ")} !== ${diff.minus.join(" ")}`);
  return values;
}

/**
 * The parts of the failure whose reason is the line at `[start, end)` of `text`: the failing
 * test's title before it (or, as go -v prints it, just after) and the compared values after it,
 * when the output shows them. `clean` turns a raw line into its shown text (escapes gone,
 * trimmed).
 */
export function readFailure(
  reason: string,
  text: string,
  start: number,
  end: number,
  clean: (raw: string) => string,
): FailureParts {
  const own = readTitle(reason);
  if (own !== undefined && !/^#/.test(reason))
    return { reason, title: own, ownTitle: true, values: [] };
  const lines = around(
    text,
    start,
    end,
    TITLE_LINES_BEFORE,
    Math.max(TITLE_LINES_AFTER, DIFF_LINES_AFTER),
  );
  const values = readValues(lines.after, reason, clean);
  // A diagnostic that is its own title (Test::More's `Failed test 'x'`): the values join it.
  if (own !== undefined) return { reason, title: own, ownTitle: true, values };
  let title: { title: string; name: string } | undefined;
  for (const raw of lines.before) {
    title = readTitle(clean(raw));
    if (title !== undefined) break;
  }
  if (title === undefined) {
    // go test -v prints `--- FAIL: TestX` after the test's own lines.
    for (const raw of lines.after.slice(0, TITLE_LINES_AFTER)) {
      const found = readTitle(clean(raw));
      if (found !== undefined && /^--- FAIL:/.test(found.title)) title = found;
      if (found !== undefined) break;
    }
  }
  return { reason, ...(title === undefined ? {} : { title }), ownTitle: false, values };
}

/** Joined on one line, a runner's column padding (`E       `, `FAIL  `) is only width. */
const squeeze = (line: string) => line.replace(/\s{2,}/g, " ");

/** A failure as one line: the test's title, the reason line, the compared values. */
export function formatFailure(parts: FailureParts): string {
  const { reason, title, values, ownTitle } = parts;
  if (ownTitle) {
    if (!/^#/.test(reason)) return reason;
    return values.length === 0 ? uncomment(reason) : `${uncomment(reason)}: ${values.join(", ")}`;
  }
  if (values.length === 0 && (title === undefined || reason.includes(title.name))) return reason;
  let out = squeeze(reason);
  if (values.length > 0) out += `${reason.endsWith(":") ? " " : "; "}${values.join(", ")}`;
  // A line that names the test already (pytest's `FAILED file::name - …`, cargo's panic) keeps it.
  if (title !== undefined && title.name !== "" && !reason.includes(title.name))
    out = `${squeeze(title.title)} — ${out}`;
  return out;
}

/**
 * A failure in the fewest words, as one entry of a list of failing tests: `"name": values`,
 * else `"name": reason` (`"collapses dashes": 'a---b' !== 'a-b'`).
 */
export function formatShortFailure(parts: FailureParts): string {
  const { reason, title, values, ownTitle } = parts;
  // pytest's `E   ` column is only markup.
  let said =
    values.length > 0 ? values.join(", ") : squeeze(uncomment(reason).replace(/^E\s+/, ""));
  if (ownTitle && values.length === 0 && title !== undefined) {
    // `FAILED a.py::b - assert 4 == 3`: what follows the name.
    const at = reason.indexOf(title.name);
    const rest = at < 0 ? "" : reason.slice(at + title.name.length).replace(/^\s*[-—:]\s*/, "");
    said = rest === "" ? said : squeeze(rest);
  }
  // unittest's `test_x (pkg.mod.Case.test_x)`: the name before its dotted path.
  const name = title?.name.replace(/\s+\([\w.]+\)$/, "") ?? "";
  return name === "" ? said : `"${name}": ${said}`;
}

/**
 * `reason` (the line at `[start, end)` of `text`) with the failing test's title before it and
 * the compared values after it, when the output shows them and the line does not already.
 */
export function describeFailure(
  reason: string,
  text: string,
  start: number,
  end: number,
  clean: (raw: string) => string,
): string {
  return formatFailure(readFailure(reason, text, start, end, clean));
}

function clip(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}
