import { isHex, isUuid, looksRandom } from "./entropy.js";
import { classifyName, type NameVerdict } from "./keyword-names.js";
import { type Detection, Priority } from "./types.js";

/**
 * Keyword assignments: `DB_PASSWORD=x`, `"token": "x"`, `password => 'x'`, `--api-key x`,
 * `<password>x</password>`, `if (password !== "x")`, `%define token x`. Only the value is
 * reported, so the name survives (`DB_PASSWORD=[REDACTED:password]`).
 *
 * Written as a scanner rather than one big regex: a keyword hit is expanded by hand to its
 * enclosing name, which stays linear on long runs of name characters where a regex with a
 * leading `[\w.-]*` would backtrack quadratically.
 */

const KEYWORD_HIT = /pa?s|pw|secret|token|key|auth|cred|salt|nonce|bearer|sig|session/gi;

function isNameChar(code: number): boolean {
  return (
    (code >= 97 && code <= 122) ||
    (code >= 65 && code <= 90) ||
    (code >= 48 && code <= 57) ||
    code === 95 || // _
    code === 45 || // -
    code === 46 // .
  );
}

/** Values that name or reference a secret rather than being one. */
const NOT_A_VALUE = new Set([
  "null",
  "none",
  "nil",
  "true",
  "false",
  "undefined",
  "empty",
  "string",
  "str",
  "int",
  "number",
  "boolean",
  "bool",
  "the",
  "is",
  "was",
  "not",
  "and",
  "or",
  "required",
  "optional",
  "yes",
  "no",
  "ok",
  "set",
  "unset",
  "see",
  "missing",
  "invalid",
  "incorrect",
  "expired",
  "redacted",
  "hidden",
  "masked",
  "secret",
  "password",
  "token",
  "default",
  "env",
  "value",
  "object",
  "any",
  "function",
  // authentication schemes: `Authorization: Bearer x` reports x, not the scheme
  "bearer",
  "basic",
  "digest",
  "negotiate",
  "ntlm",
]);

function isReference(value: string, quoted: boolean): boolean {
  if (/^[$%]|^\{\{|^<[^>]*>$|^\*+$|^x+$|^\.+$|^#+$|^-+$/i.test(value)) return true;
  if (!quoted) {
    if (
      /^(?:process\.env|os\.environ|getenv|env\.|secrets\.|vars\.|config\.|settings\.)/i.test(value)
    )
      return true;
    // a call or a dotted member chain: `getenv("X")`, `self.password`, `X25519.secret_length`
    if (/^[A-Za-z_][\w.]*\(/.test(value)) return true;
    if (/^[A-Za-z_]\w+(?:\.[A-Za-z_]\w+)+$/.test(value)) return true;
  }
  return NOT_A_VALUE.has(value.toLowerCase());
}

/** A plain ALL_CAPS identifier that repeats a keyword (`PASSWORD`, `DB_PASS`) names a variable. */
function isVariableName(value: string): boolean {
  return /^[A-Z][A-Z0-9_]*$/.test(value) && /PASS|PWD|SECRET|TOKEN|KEY|CRED|AUTH/.test(value);
}

const QUOTES = new Set(["'", '"', "`"]);
const UNQUOTED_STOP = /[\s,;)\]}<>"'`]/;

interface Operator {
  end: number;
  /** Space-separated forms (`--token x`, `%define token x`, `PASSWORD 'x'`) need more care. */
  spaced: boolean;
  xml: boolean;
  /** `token%3Dvalue%26…` inside an encoded URL: the value ends at the next `%`. */
  encoded: boolean;
}

function readOperator(text: string, at: number, nameStart: number): Operator | undefined {
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
    return { end, spaced: false, xml: false, encoded: op[0].length === 3 && op[0][0] === "%" };
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

interface Value {
  start: number;
  end: number;
  quoted: boolean;
}

function readValue(
  text: string,
  at: number,
  urlQuery: boolean,
  encoded: boolean,
): Value | undefined {
  if (text.startsWith("&quot;", at)) {
    const close = text.indexOf("&quot;", at + 6);
    const lineEnd = indexOfLineEnd(text, at);
    return { start: at + 6, end: close === -1 || close > lineEnd ? lineEnd : close, quoted: true };
  }
  // Python/C string prefixes: b"…", r'…', u"…", f"…", L"…"
  if (/^[bBrRuUfL]["']/.test(text.slice(at, at + 2))) at++;
  const first = text[at];
  if (first === undefined) return undefined;
  if (first === "\\" && (text[at + 1] === '"' || text[at + 1] === "'")) {
    const quote = `\\${text[at + 1]}`;
    const close = text.indexOf(quote, at + 2);
    const lineEnd = indexOfLineEnd(text, at);
    const end = close === -1 || close > lineEnd ? lineEnd : close;
    return { start: at + 2, end, quoted: true };
  }
  if (QUOTES.has(first)) {
    let quote = first;
    let start = at + 1;
    if (text.startsWith(first.repeat(3), at)) {
      quote = first.repeat(3);
      start = at + 3;
    }
    const lineEnd = indexOfLineEnd(text, start);
    let i = start;
    while (i < lineEnd) {
      if (text[i] === "\\") {
        i += 2;
        continue;
      }
      if (text.startsWith(quote, i)) break;
      i++;
    }
    const end = Math.min(i, lineEnd);
    return {
      start,
      end: isUnclosed(text, start, end, lineEnd, quote) ? endOfWord(text, start, end) : end,
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
  lineEnd: number,
  quote: string,
): boolean {
  if (end >= lineEnd) return /[\s;,]/.test(text.slice(start, end));
  const after = text.charCodeAt(end + quote.length);
  return isNameChar(after) && after !== 46 && /[\s;,]/.test(text.slice(start, end));
}

/** The end of the first word of `[start, end)`: up to a blank, `;` or `,`. */
function endOfWord(text: string, start: number, end: number): number {
  let i = start;
  while (i < end && !/[\s;,]/.test(text[i] as string)) i++;
  return i;
}

function isMacro(text: string, nameStart: number): boolean {
  return /%(?:define|global)\s+$/.test(text.slice(Math.max(0, nameStart - 9), nameStart));
}

function indexOfLineEnd(text: string, from: number): number {
  const newline = text.indexOf("\n", from);
  return newline === -1 ? text.length : newline;
}

/** Report keyword assignments in `text`. */
export function detectAssignments(text: string, out: Detection[]): void {
  KEYWORD_HIT.lastIndex = 0;
  let processedUntil = -1;
  for (let hit = KEYWORD_HIT.exec(text); hit !== null; hit = KEYWORD_HIT.exec(text)) {
    if (hit.index < processedUntil) continue;
    let start = hit.index;
    while (start > 0 && isNameChar(text.charCodeAt(start - 1))) start--;
    let end = hit.index + hit[0].length;
    while (end < text.length && isNameChar(text.charCodeAt(end))) end++;
    processedUntil = end;
    KEYWORD_HIT.lastIndex = end;
    const name = text.slice(start, end).replace(/^[.]+|[.-]+$/g, "");
    const verdict = classifyName(name);
    if (verdict === undefined) continue;
    const op = readOperator(text, end, start);
    if (op === undefined) continue;
    const urlQuery = text[start - 1] === "?" || text[start - 1] === "&";
    let value = readValue(text, op.end, urlQuery, op.encoded);
    if (value === undefined) continue;
    if (op.spaced && !value.quoted && !name.startsWith("-") && !isMacro(text, start)) continue;
    // `--with-token (from agent_state)`: a bracket opens an aside, not a value
    if (op.spaced && !value.quoted && /^[([{]/.test(text[value.start] ?? "")) continue;
    value = skipTypeAnnotation(text, value, urlQuery) ?? value;
    let raw = text.slice(value.start, value.end);
    if (op.xml) {
      const close = raw.indexOf("<");
      if (close >= 0) raw = raw.slice(0, close);
    }
    if (!value.quoted && /^[A-Za-z_][\w.]*\(/.test(raw)) {
      // `getenv("X", "fallback")`, `environ.get("X") or "fallback"`: the fallback is the secret
      const fallback = findFallback(text, value.start);
      if (fallback !== undefined) {
        out.push({
          kind: verdict.kind,
          start: fallback.start,
          end: fallback.end,
          priority: Priority.keyword,
        });
      }
      continue;
    }
    if (!acceptValue(raw, verdict.strength, value.quoted)) continue;
    out.push({
      kind: verdict.kind,
      start: value.start,
      end: value.start + raw.length,
      priority: Priority.keyword,
    });
    processedUntil = value.start + raw.length;
    KEYWORD_HIT.lastIndex = processedUntil;
  }
}

/** `password: String = "x"` (Scala, Kotlin, TS, Python hints): the value is after the `=`. */
function skipTypeAnnotation(text: string, value: Value, urlQuery: boolean): Value | undefined {
  if (value.quoted) return undefined;
  const type = text.slice(value.start, value.end);
  if (!/^[A-Za-z_][\w.[\]<>|]*$/.test(type)) return undefined;
  const after = /^[ \t]*=[ \t]*/.exec(text.slice(value.end, value.end + 8));
  if (after === null) return undefined;
  return readValue(text, value.end + after[0].length, urlQuery, false);
}

const FALLBACK = /^[^\n]{0,120}?(?:,\s*|\s(?:or|\|\||\?\?|\?:)\s*)(["'])([^"'\n]{4,})\1\s*\)?/;

function findFallback(text: string, from: number): { start: number; end: number } | undefined {
  const match = FALLBACK.exec(text.slice(from, from + 200));
  if (match === null) return undefined;
  const secret = match[2] ?? "";
  const end = from + match[0].lastIndexOf(secret) + secret.length;
  return { start: end - secret.length, end };
}

function acceptValue(raw: string, strength: NameVerdict["strength"], quoted: boolean): boolean {
  if (raw.length < 4 || /^\\?\[REDACTED:/.test(raw)) return false;
  if (isReference(raw, quoted) || isVariableName(raw)) return false;
  if (quoted && /\s/.test(raw.trim()) && !looksRandom(raw.replace(/\s+/g, ""), 16)) return false;
  if (strength === "strong") return true;
  if (strength === "weak" && (isUuid(raw) || (raw.length >= 16 && isHex(raw)))) return true;
  return looksRandom(raw) && !isUuid(raw);
}
