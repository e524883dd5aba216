/**
 * Escaping for text placed in handoff.md. The packet's strings come from files, commands and
 * notes; any of them can hold a newline, a backtick or a `#` that would break the page on
 * GitHub (and the 120-line budget), so every string goes through one of these.
 *
 * Agents read handoff.md raw (SPEC §3.2), so an escape is added only where Markdown would
 * otherwise change the meaning: no HTML entities ever, nothing inside code spans, `snake_case`
 * and `a < b` left as they are. A character is escaped when it could open HTML or an entity,
 * close emphasis or strikethrough, end a link's text, or start a block at the head of the line.
 *
 * Beyond Markdown, every string is made inert for an agent that reads the page as context
 * (render/inert-text.ts): a harness tag such as `</hook_context>` trades its angle brackets for
 * `‹ ›`, in prose and in code alike (a backslash would leave the tag's text whole), and the
 * invisible characters that hide or reorder text (bidi controls, U+FEFF, U+061C) are dropped;
 * the line and paragraph separators U+2028/U+2029 and NEL are line breaks like any other.
 */
import { INVISIBLE, neutraliseTags } from "./inert-text.js";

const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f]/g;
const ASCII_PUNCT = /[!-/:-@[-`{-~]/;
const WHITESPACE = /\s/;

function isSpace(ch: string): boolean {
  return ch === "" || WHITESPACE.test(ch);
}

function isPunct(ch: string): boolean {
  return ch !== "" && (ASCII_PUNCT.test(ch) || /\p{P}|\p{S}/u.test(ch));
}

/**
 * True when the delimiter at `i` could close emphasis (`*`, `_`) or strikethrough (`~`), by
 * CommonMark's flanking rules. Escaping every possible closer is enough to rule out emphasis,
 * and leaves the openers (`*args`, `~/src`) as they are.
 */
function canClose(text: string, i: number): boolean {
  const ch = text[i] ?? "";
  const prev = text[i - 1] ?? "";
  const next = text[i + 1] ?? "";
  const right = !isSpace(prev) && (!isPunct(prev) || isSpace(next) || isPunct(next));
  if (!right) return false;
  if (ch !== "_") return true;
  const left = !isSpace(next) && (!isPunct(next) || isSpace(prev) || isPunct(prev));
  return !left || isPunct(next);
}

/** Escape the characters of plain (non-code) text that would change its meaning. */
function escapePlain(text: string): string {
  let out = "";
  for (let i = 0; i < text.length; i++) {
    const ch = text[i] ?? "";
    const next = text[i + 1] ?? "";
    let needed = false;
    if (ch === "\\") needed = ASCII_PUNCT.test(next);
    else if (ch === "&")
      needed = /^&(#[0-9]+|#[xX][0-9a-fA-F]+|[A-Za-z][A-Za-z0-9]*);/.test(text.slice(i, i + 40));
    else if (ch === "<") needed = /[A-Za-z/!?]/.test(next);
    else if (ch === "*" || ch === "_" || ch === "~") needed = canClose(text, i);
    else if (ch === "]") needed = next === "(" || next === "[";
    out += needed ? `\\${ch}` : ch;
  }
  return out;
}

/** Invisible characters out, then harness tags neutralised (so none can hide a tag). */
function inert(text: string): string {
  return neutraliseTags(text.replace(INVISIBLE, ""));
}

/**
 * One line of text: line breaks (U+2028, U+2029 and NEL included) folded to spaces, control
 * characters made visible, invisible ones dropped, harness tags neutralised.
 */
export function flattenLine(text: string): string {
  return inert(
    text
      .replace(/\s*[\r\n\u0085\u2028\u2029]+\s*/g, " ")
      .replace(/\t/g, " ")
      .replace(CONTROL, "\uFFFD"),
  );
}

/** Cut `text` to at most `max` characters, marking the cut. */
export function clip(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}

/**
 * Inline Markdown for arbitrary text: one line; balanced backtick code spans are kept (notes
 * like "run `npm test`" stay readable), everything else is escaped, including a leading marker
 * that would turn the line into a heading, list or quote.
 */
export function escapeInline(text: string): string {
  const known = inlineMemo.get(text);
  if (known !== undefined) return known;
  const out = escapeInlineOnce(text);
  if (inlineMemo.size >= INLINE_MEMO_SIZE) inlineMemo.clear();
  inlineMemo.set(text, out);
  return out;
}

/**
 * Strings escaped lately: the line budget renders the same packet strings up to a dozen times
 * (`generate/budget.ts`), and escaping is pure. Bounded, for a process that renders many packets
 * (the MCP server); it only ever holds strings of packets being rendered (redacted already).
 */
const inlineMemo = new Map<string, string>();
const INLINE_MEMO_SIZE = 4096;

function escapeInlineOnce(text: string): string {
  const line = flattenLine(text);
  let out = "";
  let i = 0;
  while (i < line.length) {
    const tick = line.indexOf("`", i);
    if (tick === -1) {
      out += escapePlain(line.slice(i));
      break;
    }
    out += escapePlain(line.slice(i, tick));
    let run = tick;
    while (line[run] === "`") run++;
    const fence = line.slice(tick, run);
    const close = findRun(line, run, fence.length);
    if (close === -1) {
      out += "\\`".repeat(fence.length);
      i = run;
    } else {
      out += line.slice(tick, close + fence.length);
      i = close + fence.length;
    }
  }
  return escapeLineStart(out).trimEnd();
}

/**
 * A leading marker that would turn the line into a heading, list item, quote, thematic break,
 * task box or link definition is escaped. Only ASCII punctuation can be backslash-escaped, so
 * "1." becomes "1\\." rather than "\\1.".
 */
function escapeLineStart(line: string): string {
  if (/^([-+*]|#{1,6})(\s|$)/.test(line) || line.startsWith(">")) return `\\${line}`;
  if (/^([-*_])\s*(\1\s*){2,}$/.test(line)) return `\\${line}`;
  if (/^\[([ xX]\]|[^\]]*\]:)/.test(line)) return `\\${line}`;
  return line.replace(/^(\d{1,9})([.)])(?=\s|$)/, "$1\\$2");
}

/** Index of the next run of exactly `length` backticks at or after `from`, or -1. */
function findRun(line: string, from: number, length: number): number {
  let i = from;
  while (i < line.length) {
    const tick = line.indexOf("`", i);
    if (tick === -1) return -1;
    let end = tick;
    while (line[end] === "`") end++;
    if (end - tick === length) return tick;
    i = end;
  }
  return -1;
}

/**
 * A code span for a file name, command or id: the fence is longer than any backtick run inside,
 * and newlines or control characters become visible escapes instead of breaking the line.
 */
export function code(text: string): string {
  const visible = inert(text).replace(/[\u0000-\u001f\u007f\u0085\u2028\u2029]/g, (ch) => {
    if (ch === "\u2028") return "\\u2028";
    if (ch === "\u2029") return "\\u2029";
    if (ch === "\n") return "\\n";
    if (ch === "\r") return "\\r";
    if (ch === "\t") return "\\t";
    if (ch === "\u0085") return "\\x85";
    return `\\x${ch.charCodeAt(0).toString(16).padStart(2, "0")}`;
  });
  if (visible === "") return "`\u00a0`";
  let longest = 0;
  for (const match of visible.matchAll(/`+/g)) longest = Math.max(longest, match[0].length);
  const fence = "`".repeat(longest + 1);
  const pad = visible.startsWith("`") || visible.endsWith("`") || /^ .* $/.test(visible) ? " " : "";
  return `${fence}${pad}${visible}${pad}${fence}`;
}

/** A fenced code block body: a fence longer than any backtick run in `body`. */
export function codeBlock(body: string, info: string): string[] {
  let longest = 2;
  for (const match of body.matchAll(/`+/g)) longest = Math.max(longest, match[0].length);
  const fence = "`".repeat(longest + 1);
  return [
    `${fence}${info}`,
    ...inert(body)
      .split(/\r?\n|[\r\u0085\u2028\u2029]/)
      .map((l) => l.replace(CONTROL, "\uFFFD")),
    fence,
  ];
}

/** Longest prose rendered for one scalar of handoff.md (the JSON keeps the full text). */
const MAX_TEXT = 1000;

/** A scalar as handoff.md prose: clipped to MAX_TEXT, escaped inline. */
export function text(value: string): string {
  return escapeInline(clip(value, MAX_TEXT));
}

/** A commit as 12 hex digits in code, or `none`. */
export function short(sha: string | null): string {
  return sha === null ? "none" : code(sha.slice(0, 12));
}
