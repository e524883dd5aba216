/**
 * One cheap pass over a text that tells, line by line, which rule families could match there,
 * so each family scans only its own candidate lines instead of the whole text. Most regexes in
 * the rules start with a character class or a lookbehind, which V8 cannot skip ahead for: over a
 * 256 KB log batch each costs 5–10 ns per character, while a JS loop over char codes costs about
 * 2, and a literal search (`@`, `://`) well under 1.
 */

/** Character classes, as bits in a 128-entry table. */
const RUN = 1; // [A-Za-z0-9_+/=-]: what tokens, keys and base64 are made of
const EXT = 2; // RUN plus `. $ ~`: provider tokens such as `ya29.…`, `SG.….…`, `sha256~…`
const WORD = 4; // [A-Za-z0-9_]: a provider token must not continue a word
const PERCENT = 8; // `%`: may start a percent-encoded character
const SYMBOL = 16; // `! # $ % ^ & * ~`: what a typed password mixes in (`Xk9#mQ2$vLp7wRt4`)

const CLASS = new Uint8Array(128);
for (let code = 0; code < 128; code++) {
  const char = String.fromCharCode(code);
  let bits = 0;
  if (/[A-Za-z0-9_+/=-]/.test(char)) bits |= RUN | EXT;
  if (/[.$~]/.test(char)) bits |= EXT;
  if (/\w/.test(char)) bits |= WORD;
  if (char === "%") bits |= PERCENT;
  if ("!#$%^&*~".includes(char)) bits |= SYMBOL;
  CLASS[code] = bits;
}

/** A set of lines: `true` for all, `false` for none, else one flag per line. */
export type LineSet = boolean | Uint8Array;

/**
 * What the pass learnt about a text: where its lines start, the longest token run on each line,
 * and which lines hold a word that starts like a provider token.
 */
export interface LineScan {
  text: string;
  /** Offset of each line's first character; `[0]` for a single line. */
  lineStarts: number[];
  /** Longest run of `[A-Za-z0-9_+/=-]` on each line. */
  maxRun: Int32Array;
  /** Lines holding a provider-like word: a known two-character prefix, 11+ token chars. */
  providerLines: Uint8Array;
  /**
   * Lines a rule could misread as they are: a `%` (percent-encoding) or a character that
   * `isFoldable` says hides a plain one (zero-width, soft hyphen, fullwidth, Cyrillic or Greek
   * lookalike). `normalise.ts` scans a decoded copy of these.
   */
  encodedLines: Uint8Array;
  /** Lines holding one of `! # $ % ^ & *  ~`, where a typed password may be. */
  symbolLines: Uint8Array;
}

/**
 * Characters that a normalised copy removes or maps to ASCII: soft hyphen, Greek and Cyrillic
 * letters, zero-width and invisible format characters, the ideographic space and the fullwidth
 * ASCII block. A superset of what `normalise.ts` folds; only used to flag lines.
 */
export function isFoldable(code: number): boolean {
  return (
    code === 0xad ||
    (code >= 0x370 && code <= 0x52f) ||
    (code >= 0x200b && code <= 0x200f) ||
    (code >= 0x2060 && code <= 0x2064) ||
    code === 0x180e ||
    code === 0x3000 ||
    code === 0xfeff ||
    (code >= 0xff01 && code <= 0xff5e)
  );
}

/** Shortest provider token the table knows (`AP[0-9A-F][a-zA-Z0-9]{8,}`). */
const MIN_PROVIDER = 11;

function pairIndex(a: number, b: number): number {
  return (a << 7) | b;
}

/**
 * Build the pair table from the prefixes every provider alternative starts with; a test checks
 * strings generated from each alternative against it.
 */
export function makePairTable(prefixes: readonly string[]): Uint8Array {
  const table = new Uint8Array(128 * 128);
  for (const prefix of prefixes) {
    const a = prefix.charCodeAt(0);
    const b = prefix.charCodeAt(1);
    if (prefix.length < 2 || a >= 128 || b >= 128) throw new Error(`bad prefix ${prefix}`);
    table[pairIndex(a, b)] = 1;
  }
  return table;
}

/** Offsets where lines start. */
function findLineStarts(text: string): number[] {
  const starts = [0];
  for (let at = text.indexOf("\n"); at !== -1; at = text.indexOf("\n", at + 1)) {
    if (at + 1 < text.length) starts.push(at + 1);
  }
  return starts;
}

/**
 * Scan `text` once. `pairs` is the provider prefix table; when the text holds an ANSI escape
 * (a token may follow `\x1b[94m` glued to a letter) every line with a long enough run counts.
 */
export function scanLines(text: string, pairs: Uint8Array): LineScan {
  const lineStarts = findLineStarts(text);
  const lines = lineStarts.length;
  const maxRun = new Int32Array(lines);
  const providerLines = new Uint8Array(lines);
  const encodedLines = new Uint8Array(lines);
  const symbolLines = new Uint8Array(lines);
  const ansi = text.includes("\x1b");
  const length = text.length;
  for (let line = 0; line < lines; line++) {
    const start = lineStarts[line] as number;
    const end = line + 1 < lines ? (lineStarts[line + 1] as number) : length;
    let run = 0;
    let best = 0;
    let pairAt = -1;
    let previous = 0; // class bits of the previous character
    let flagged = false;
    let encoded = false;
    let symbol = 0;
    for (let i = start; i < end; i++) {
      const code = text.charCodeAt(i);
      const bits = code < 128 ? (CLASS[code] as number) : 0;
      if (!encoded && ((bits & PERCENT) !== 0 || (code >= 128 && isFoldable(code)))) encoded = true;
      symbol |= bits;
      if ((bits & RUN) !== 0) {
        run++;
        if (run > best) best = run;
      } else {
        run = 0;
      }
      if ((bits & EXT) !== 0) {
        // a word start, as the provider rule defines it, whose first two characters match
        if (pairAt < 0 && (bits & WORD) !== 0 && (previous & WORD) === 0 && !flagged) {
          const next = text.charCodeAt(i + 1);
          if (ansi || (next < 128 && pairs[pairIndex(code, next)] === 1)) pairAt = i;
        }
      } else if (pairAt >= 0) {
        if (i - pairAt >= MIN_PROVIDER) flagged = true;
        pairAt = -1;
      }
      previous = bits;
    }
    if (pairAt >= 0 && end - pairAt >= MIN_PROVIDER) flagged = true;
    maxRun[line] = best;
    if (flagged) providerLines[line] = 1;
    if (encoded) encodedLines[line] = 1;
    if ((symbol & SYMBOL) !== 0) symbolLines[line] = 1;
  }
  return { text, lineStarts, maxRun, providerLines, encodedLines, symbolLines };
}

/** Lines whose longest token run is at least `length`. */
export function linesWithRun(scan: LineScan, length: number): LineSet {
  const lines = scan.maxRun.length;
  if (lines === 1) return (scan.maxRun[0] as number) >= length;
  const out = new Uint8Array(lines);
  let any = false;
  for (let i = 0; i < lines; i++) {
    if ((scan.maxRun[i] as number) >= length) {
      out[i] = 1;
      any = true;
    }
  }
  return any ? out : false;
}

/** Index of the line holding `offset`, searching forward from line `from` (hits come in order). */
function lineOf(scan: LineScan, offset: number, from: number): number {
  const starts = scan.lineStarts;
  let line = from;
  while (line + 1 < starts.length && (starts[line + 1] as number) <= offset) line++;
  return line;
}

/** Lines holding a match of `re` (a global regex; each hit skips to the next line). */
export function linesMatching(scan: LineScan, re: RegExp): LineSet {
  const { text, lineStarts } = scan;
  re.lastIndex = 0;
  if (lineStarts.length === 1) {
    const found = re.test(text);
    re.lastIndex = 0;
    return found;
  }
  let out: Uint8Array | undefined;
  let line = 0;
  for (let m = re.exec(text); m !== null; m = re.exec(text)) {
    line = lineOf(scan, m.index, line);
    out ??= new Uint8Array(lineStarts.length);
    out[line] = 1;
    const next = lineStarts[line + 1];
    if (next === undefined) break;
    re.lastIndex = next;
  }
  re.lastIndex = 0;
  return out ?? false;
}

/**
 * Two line sets from one pass of `re`, a global regex of three alternatives captured as groups:
 * group 1 puts a line in both sets, group 2 in the first only, group 3 in the second only. Two
 * rule families that start from overlapping words share the scan (it costs as much as
 * `scanLines`); a line is left as soon as it is in both.
 */
export function linesMatchingEither(scan: LineScan, re: RegExp): [LineSet, LineSet] {
  const { text, lineStarts } = scan;
  const count = lineStarts.length;
  const first = new Uint8Array(count);
  const second = new Uint8Array(count);
  let anyFirst = false;
  let anySecond = false;
  let line = 0;
  re.lastIndex = 0;
  for (let m = re.exec(text); m !== null; m = re.exec(text)) {
    line = lineOf(scan, m.index, line);
    if (m[3] === undefined) {
      first[line] = 1;
      anyFirst = true;
    }
    if (m[2] === undefined) {
      second[line] = 1;
      anySecond = true;
    }
    if (first[line] === 0 || second[line] === 0) continue;
    const next = lineStarts[line + 1];
    if (next === undefined) break;
    re.lastIndex = next;
  }
  re.lastIndex = 0;
  const toSet = (flags: Uint8Array, any: boolean): LineSet =>
    !any ? false : count === 1 ? true : flags;
  return [toSet(first, anyFirst), toSet(second, anySecond)];
}

/** Lines holding the literal `needle`. */
export function linesWithLiteral(scan: LineScan, needle: string): LineSet {
  const { text, lineStarts } = scan;
  let at = text.indexOf(needle);
  if (at === -1) return false;
  if (lineStarts.length === 1) return true;
  const out = new Uint8Array(lineStarts.length);
  let line = 0;
  while (at !== -1) {
    line = lineOf(scan, at, line);
    out[line] = 1;
    const next = lineStarts[line + 1];
    if (next === undefined) break;
    at = text.indexOf(needle, next);
  }
  return out;
}

/** The union of line sets. */
export function unionLines(...sets: LineSet[]): LineSet {
  let out: Uint8Array | undefined;
  for (const set of sets) {
    if (set === true) return true;
    if (set === false) continue;
    if (out === undefined) {
      out = set;
      continue;
    }
    if (out === set) continue;
    const merged = new Uint8Array(out.length);
    for (let i = 0; i < merged.length; i++) merged[i] = (out[i] as number) | (set[i] as number);
    out = merged;
  }
  return out ?? false;
}

/** The intersection of two line sets. */
export function intersectLines(a: LineSet, b: LineSet): LineSet {
  if (a === false || b === false) return false;
  if (a === true) return b;
  if (b === true) return a;
  const out = new Uint8Array(a.length);
  let any = false;
  for (let i = 0; i < out.length; i++) {
    out[i] = (a[i] as number) & (b[i] as number);
    if (out[i] === 1) any = true;
  }
  return any ? out : false;
}
