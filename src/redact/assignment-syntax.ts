/**
 * How a keyword assignment is spelled: the operator after a name (`=`, `:`, `=>`, `!==`, `%3D`,
 * an XML tag's `>`, an argument's `,`, a space) and the value after it (quoted in any of the ways
 * code quotes strings, or unquoted up to a stop character), read by hand from one position.
 * Whether that value is a secret is `assignment-rule.ts`'s call.
 */

/** A character of a name: ASCII letters, digits, `_`, `-` and `.`. */
export function isNameChar(code: number): boolean {
  return (
    (code >= 97 && code <= 122) ||
    (code >= 65 && code <= 90) ||
    (code >= 48 && code <= 57) ||
    code === 95 || // _
    code === 45 || // -
    code === 46 // .
  );
}

const QUOTES = new Set(["'", '"', "`"]);
const UNQUOTED_STOP = /[\s,;)\]}<>"'`]/;

/** What follows a name: where its value starts, and how it was written. */
export interface Operator {
  end: number;
  /** Space-separated forms (`--token x`, `%define token x`, `PASSWORD 'x'`) need more care. */
  spaced: boolean;
  xml: boolean;
  /** `token%3Dvalue%26…` inside an encoded URL: the value ends at the next `%`. */
  encoded: boolean;
  /** `==`, `===`, `!=`, `!==`: the name is tested against the value, not given it. */
  comparison?: boolean;
}

/** The operator after a name ending at `at` (the name starts at `nameStart`), or none. */
export function readOperator(text: string, at: number, nameStart: number): Operator | undefined {
  let i = at;
  const closing = text[i];
  if (closing === '"' || closing === "'") i++;
  else if (closing === "\\" && (text[i + 1] === '"' || text[i + 1] === "'")) i += 2;
  const afterName = i;
  while (text[i] === " " || text[i] === "\t") i++;
  const op = /^(?::{1,3}=|\?=|=>|!==|===|==|!=|=|:|->|%3D)/i.exec(text.slice(i, i + 4));
  if (op !== null) {
    let end = i + op[0].length;
    while (text[end] === " " || text[end] === "\t") end++;
    return {
      end,
      spaced: false,
      xml: false,
      encoded: op[0].length === 3 && op[0][0] === "%",
      comparison: /^[!=]=/.test(op[0]),
    };
  }
  // `define('PASSWORD', 'x')`, `setopt(curl, CURLOPT_PASSWORD, "x")`: a name then a value, as arguments
  if (text[i] === "," && /[(,]\s*["']?$/.test(text.slice(Math.max(0, nameStart - 4), nameStart))) {
    let end = i + 1;
    while (text[end] === " " || text[end] === "\t") end++;
    if (QUOTES.has(text[end] ?? "")) return { end, spaced: false, xml: false, encoded: false };
  }
  if (text[at] === ">" && text[nameStart - 1] === "<")
    return { end: at + 1, spaced: false, xml: true, encoded: false };
  // `--token x`, `%define token x`, `PASSWORD 'x'`: one or two blanks, then a value
  if (i > afterName && i <= afterName + 2 && i < text.length && text[i] !== "\n") {
    return { end: i, spaced: true, xml: false, encoded: false };
  }
  return undefined;
}

/** A value: `[start, end)` of the text, and whether it was quoted. */
export interface Value {
  start: number;
  end: number;
  quoted: boolean;
}

/** The value starting at `at`; `urlQuery` and `encoded` end an unquoted one at `&` or `%`. */
export function readValue(
  text: string,
  at: number,
  urlQuery: boolean,
  encoded: boolean,
): Value | undefined {
  if (text.startsWith("&quot;", at)) {
    return { start: at + 6, end: closingOnLine(text, "&quot;", at + 6), quoted: true };
  }
  // Python/C string prefixes: b"…", r'…', u"…", f"…", L"…"
  if (/^[bBrRuUfL]["']/.test(text.slice(at, at + 2))) at++;
  const first = text[at];
  if (first === undefined) return undefined;
  if (first === "\\" && (text[at + 1] === '"' || text[at + 1] === "'")) {
    const quote = `\\${text[at + 1]}`;
    return { start: at + 2, end: closingOnLine(text, quote, at + 2), quoted: true };
  }
  if (QUOTES.has(first)) {
    let quote = first;
    let start = at + 1;
    if (text.startsWith(first.repeat(3), at)) {
      quote = first.repeat(3);
      start = at + 3;
    }
    // to the closing quote or the line's end, whichever comes first: never a search to the
    // line's end first (one minified line holds thousands of values)
    let i = start;
    let closed = false;
    while (i < text.length && text.charCodeAt(i) !== NEWLINE) {
      if (text[i] === "\\") {
        i += 2;
        continue;
      }
      if (text.startsWith(quote, i)) {
        closed = true;
        break;
      }
      i++;
    }
    const end = Math.min(i, text.length);
    return {
      start,
      end: isUnclosed(text, start, end, closed, quote) ? endOfWord(text, start, end) : end,
      quoted: true,
    };
  }
  let end = at;
  while (end < text.length) {
    const char = text[end] as string;
    if (UNQUOTED_STOP.test(char) || (urlQuery && char === "&") || (encoded && char === "%")) break;
    end++;
  }
  return { start: at, end, quoted: false };
}

/**
 * A quote that is never closed on its line, or "closed" by what is really the opening quote of
 * the next value (`token: "abc; token: "def"`: the quote after `token: ` is followed by a word),
 * holds no string: its value is the first word, so the rest of the line is scanned as usual
 * rather than swallowed (and whatever secret it holds left to a lenient guess).
 */
function isUnclosed(
  text: string,
  start: number,
  end: number,
  closed: boolean,
  quote: string,
): boolean {
  if (!closed) return /[\s;,]/.test(text.slice(start, end));
  const after = text.charCodeAt(end + quote.length);
  return isNameChar(after) && after !== 46 && /[\s;,]/.test(text.slice(start, end));
}

/** The end of the first word of `[start, end)`: up to a blank, `;` or `,`. */
function endOfWord(text: string, start: number, end: number): number {
  let i = start;
  while (i < end && !/[\s;,]/.test(text[i] as string)) i++;
  return i;
}

/** `%define NAME` / `%global NAME`: a macro, whose value follows a space. */
export function isMacro(text: string, nameStart: number): boolean {
  return /%(?:define|global)\s+$/.test(text.slice(Math.max(0, nameStart - 9), nameStart));
}

const NEWLINE = 0x0a;

/**
 * Where `quote` closes a value begun at `from`, or the line's end when it does not close on it:
 * read up to whichever comes first, never searched to the line's end or the quote's first, since
 * one minified line holds thousands of values.
 */
function closingOnLine(text: string, quote: string, from: number): number {
  let i = from;
  while (i < text.length && text.charCodeAt(i) !== NEWLINE && !text.startsWith(quote, i)) i++;
  return i;
}

/** `password: String = "x"` (Scala, Kotlin, TS, Python hints): the value is after the `=`. */
export function skipTypeAnnotation(
  text: string,
  value: Value,
  urlQuery: boolean,
): Value | undefined {
  if (value.quoted) return undefined;
  const type = text.slice(value.start, value.end);
  if (!/^[A-Za-z_][\w.[\]<>|]*$/.test(type)) return undefined;
  const after = /^[ \t]*=[ \t]*/.exec(text.slice(value.end, value.end + 8));
  if (after === null) return undefined;
  return readValue(text, value.end + after[0].length, urlQuery, false);
}

const FALLBACK = /^[^\n]{0,120}?(?:,\s*|\s(?:or|\|\||\?\?|\?:)\s*)(["'])([^"'\n]{4,})\1\s*\)?/;

/** The fallback string of a call (`getenv("X", "fallback")`) starting at `from`, if any. */
export function findFallback(
  text: string,
  from: number,
): { start: number; end: number } | undefined {
  const match = FALLBACK.exec(text.slice(from, from + 200));
  if (match === null) return undefined;
  const secret = match[2] ?? "";
  const end = from + match[0].lastIndexOf(secret) + secret.length;
  return { start: end - secret.length, end };
}
