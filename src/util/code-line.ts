/**
 * Pure: what a line of code holds, read the same way where a diff is parsed and where a
 * conclusion is read against it: its names shaped like code and its numbers in order.
 */

/**
 * The names shaped like code a line of code holds (`joinedAt` of `a.joinedAt`, `MISSING_TEMP`,
 * `split_bill`): an underscore or a lower-to-upper case change, four characters or more.
 * Unlike prose, code reaches a name through a dot.
 */
export function codeNamesOfLine(line: string): string[] {
  const words = line.match(/[A-Za-z_$][\w$]*/g) ?? [];
  return [
    ...new Set(words.filter((w) => w.length >= 4 && /[A-Za-z0-9]_[A-Za-z0-9]|[a-z][A-Z]/.test(w))),
  ];
}

/** A line that brings names in: `import`, `from … import`, `require(…)`, `use`, `#include`. */
const IMPORT =
  /^\s*(?:import\s|from\s+\S+\s+import\s|(?:const|let|var)\s.*=\s*require\(|use\s|#\s*include\s)/;

/** Words of an import line that name no thing brought in. */
const IMPORT_WORDS = new Set("import from require const let var use include as type".split(" "));

/**
 * The names a line takes from elsewhere when it is an import (`from scipy.stats import zscore`:
 * `zscore`, `scipy`, `stats`), whatever their shape: a name imported is code even when it reads
 * like a word. None for any other line.
 */
export function importedNamesOfLine(line: string): string[] {
  if (!IMPORT.test(line)) return [];
  const words = line.match(/[A-Za-z_$][\w$]*/g) ?? [];
  return [...new Set(words.filter((w) => w.length >= 4 && !IMPORT_WORDS.has(w)))];
}

/** The numbers of a line, in order, as written (`1_000` as `1000`). */
export const numbersOf = (line: string): string[] =>
  (line.match(/(?<![\w.])\d[\d_]*(?:\.\d+)?(?![\w])/g) ?? []).map((n) => n.replace(/_/g, ""));

/**
 * A constant's name as code writes one, in upper case: capitals and digits, words joined by `_`
 * (`MIN_CENTS`, `HTTP2`, `N`). The one spelling of the shape, as regex source, for the patterns
 * that read a constant's declaration around it (`collect/transcripts/value-writes.ts`).
 */
export const CONSTANT_NAME = "[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)*";

const CONSTANT_NAMES = new RegExp(String.raw`\b${CONSTANT_NAME}\b`, "g");

/** The upper-case constant names a line of code holds, each a whole word, in order. */
export const constantNamesOf = (line: string): string[] => line.match(CONSTANT_NAMES) ?? [];

/**
 * Whether an upper-case constant name is shaped as code names a setting (`GATE_CLOSES_MIN`,
 * `BURST`): words joined by `_`, or three capitals or more. Where a diff's added lines are read
 * for constants declared anew, a short name (`N`, `ID`, `OK`) is too often a loop bound, a type
 * parameter or a word of a string to stand for a rule's value.
 */
export const isSettingName = (name: string): boolean =>
  name.includes("_") || /^[A-Z]{3,}[0-9]*$/.test(name);

/** Whether `run` (numbers in order) is a contiguous part of `numbers`. */
export function holdsRun(numbers: readonly string[], run: readonly string[]): boolean {
  if (run.length === 0) return false;
  for (let i = 0; i + run.length <= numbers.length; i++)
    if (run.every((n, k) => Number(numbers[i + k]) === Number(n))) return true;
  return false;
}

/** The string literals of a line of code, as written between their quotes (`"free"`: free). */
export const literalsOf = (line: string): string[] =>
  [...line.matchAll(/(["'`])([^"'`\n]{1,40})\1/g)].map((m) => m[2] as string);

/**
 * What prose quotes ("free", 'N/A', “—”, `n/a`): a quote that opens and closes beside no letter
 * or digit, so an apostrophe ("the club's ladder") quotes nothing.
 */
export const quotedIn = (text: string): string[] =>
  [
    ...text.matchAll(
      /(?<![\p{L}\p{N}])["'“‘`«„]([^"'“”‘’`«»„\n]{1,40})["'”’`»“](?![\p{L}\p{N}])/gu,
    ),
  ].map((m) => (m[1] as string).trim());

/**
 * A camel-case name as only code writes one: a lowercase word of two letters or more, then
 * words each a capital and lowercase letters (`roundUpHours`, `retryLater`); brand names of
 * prose start with a capital ("JavaScript", "GitHub") or a single letter or end in capitals
 * ("iPhone", "eBay", "macOS").
 */
const LOWER_CAMEL = /^[a-z]{2,}(?:[A-Z][a-z0-9]+)+$/;

/**
 * Whether `text` writes `word` the way only code is written: with an underscore, as a flag, in
 * lower camel case, as a call (`retryLater()`), in backticks or given a value (`pageSize = 20`).
 * A camel-case word of prose ("JavaScript", "GitHub", "macOS") is in no file of most
 * repositories and was never taken out of one.
 */
export function writtenAsCode(text: string, word: string): boolean {
  if (word.includes("_") || /^[a-z][a-z0-9-]*$/.test(word) || LOWER_CAMEL.test(word)) return true;
  const escaped = word.replace(/[$]/g, "\\$");
  return new RegExp(`\`${escaped}|(?<![\\w$])${escaped}(?:\\(|\\s*[:=]\\s*[\\w"'])`).test(text);
}

/**
 * Whether a line of code is a comment (`//`, `/*`, ` * `, `#` but a preprocessor line, `-- `,
 * `<!--`): taking one out changes what the code says of itself, not what it does.
 */
export function isCommentLine(line: string): boolean {
  return /^\s*(?:\/\/|\/\*|\*(?:\s|\/|$)|#(?!\s*(?:include|define|undef|if|ifdef|ifndef|else|elif|endif|pragma)\b)|--\s|<!--)/.test(
    line,
  );
}
