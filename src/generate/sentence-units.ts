/**
 * The sentences of a user message, read by structure: an end mark of any script (`.`, `。`, the
 * Urdu `۔`, the Devanagari `।`, the Ethiopic `።`…), a line break after an end mark or a colon,
 * before a list item or at a blank line — and where a sentence starts though nothing closed the
 * one before it: a capitalised clause right after a run of text that has no capital letters (a
 * quoted wording in Arabic or Hindi, a phone number in Arabic-Indic digits, an emoji), or, after
 * a number or a code, a short lead ending in a colon ("… ٤٤ ٢١ ٠٩ That's where you come in: …",
 * "… reads E-4021⏎So here's what I need: …"). A line that only wraps a sentence, or a
 * capitalised name inside a sentence of another script ("用 Python 写"), starts none. Pure.
 */
import { bridgeLead } from "./task-cues.js";

/** End marks followed by a space, or by nothing in scripts written without spaces. */
const SPACED_END = /(?<=[.!?۔؟।॥።፧։။])\s+|(?<=[。！？])/u;

/** Sentences of a flattened chunk, with their end marks. */
function splitSentences(flat: string): string[] {
  return flat
    .split(SPACED_END)
    .flatMap(splitAtUnmarkedStarts)
    .map((s) => s.trim())
    .filter((s) => s !== "");
}

/** Letters of a script with capitals (Latin, Cyrillic, Greek, Armenian…). */
const CASED = /[\p{Lu}\p{Ll}\p{Lt}]/u;
/** A letter with no case (Arabic, Hebrew, Devanagari, Han, Thai…), a digit of another system, a pictograph. */
const UNCASED = /[\p{Lo}\p{Extended_Pictographic}]|(?![0-9])\p{Nd}/u;
/** A number or a code the sentence ends on: `44 21`, `E-4021`, `ERR_PAPER`, `v2`. */
const CODE_OR_NUMBER =
  /^[\p{P}\p{S}]*(?:\p{N}[\p{N}\p{L}.,:/_-]*|[\p{Lu}\p{N}]+(?:[-_][\p{Lu}\p{N}]+)+)[\p{P}\p{S}]*$/u;

/**
 * A clause that opens a sentence: a capitalised word (not all capitals: `HTTP` or `ID` is a
 * name) and two more words of a cased script before any end mark ("That's where you come in",
 * "Was mir fehlt, ist", "Podries fer").
 */
const OPENING_CLAUSE =
  /^\p{Lu}\p{Ll}[\p{L}'’-]*[,;]?\s+[\p{Lu}\p{Ll}][\p{L}'’-]*[,;]?\s+[\p{Lu}\p{Ll}]/u;

/** A short lead ending in a colon: at most seven words that name nothing ("So here's what I need:"). */
const BRIDGE_LEAD = /^\p{Lu}[\p{L}'’]*(?:[,\s]+[\p{L}'’]+){0,6}\s*[:：](?:\s|$)/u;

/**
 * How much of `before`'s letters are of a cased script: a Han, Kana or Hangul character counts
 * twice, being a word's worth.
 */
function casedShare(before: string): number {
  const count = (pattern: RegExp) => before.match(pattern)?.length ?? 0;
  const cased = count(/[\p{Lu}\p{Ll}\p{Lt}]/gu);
  const wide = count(/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/gu);
  const other = count(/\p{L}/gu) - cased - wide + 2 * wide;
  return cased + other === 0 ? 0 : cased / (cased + other);
}

/** Whether `token`, the last of a run before a capital, has no capital letter and is no plain word of a cased script. */
const isUncasedTail = (token: string): boolean => UNCASED.test(token) && !CASED.test(token);

/**
 * Whether a sentence starts at `at` of `text` (the start of a word after a space or a line
 * break), though no end mark comes before it: what follows opens a clause, what comes before
 * ends on text with no capital letters embedded in a sentence of a cased script — or, before a
 * lead ending in a colon, on a number or a code.
 */
export function startsUnmarkedSentence(text: string, at: number): boolean {
  // Bounded windows: a long pasted log has a capital every few words, and reading all of the text
  // before each would cost the square of its length.
  const before = text.slice(Math.max(0, at - WINDOW), at).trimEnd();
  const tail = before.slice(Math.max(before.lastIndexOf(" "), before.lastIndexOf("\n")) + 1);
  if (tail === "" || /[.!?。！？:：;]$/u.test(tail)) return false;
  const uncased = isUncasedTail(tail);
  if (!uncased && !CODE_OR_NUMBER.test(tail)) return false;
  const after = text.slice(at, at + WINDOW);
  const bridge = BRIDGE_LEAD.test(after);
  if (!bridge && (!uncased || !OPENING_CLAUSE.test(after))) return false;
  const rest = before.slice(0, before.length - tail.length);
  // The run must sit inside a sentence of a cased script: a Latin name in a Chinese or Arabic
  // sentence ("用 Python 写") starts nothing.
  return casedShare(rest) > 0.5;
}

/** How far before and after a possible start the text is read (characters). */
const WINDOW = 240;

/** `chunk` cut where a sentence starts with no end mark before it (`startsUnmarkedSentence`). */
function splitAtUnmarkedStarts(chunk: string): string[] {
  const out: string[] = [];
  let from = 0;
  // Most capitals follow a word of a cased script ("the Arabic header"): no start, and no
  // window read for them.
  for (const match of chunk.matchAll(/(?<!\p{Ll})\s+(?=\p{Lu})/gu)) {
    const at = (match.index ?? 0) + match[0].length;
    if (startsUnmarkedSentence(chunk, at)) {
      out.push(chunk.slice(from, at));
      from = at;
    }
  }
  out.push(chunk.slice(from));
  return out;
}

/**
 * Line breaks that end a sentence: at a blank line, before a list item, after an end mark or a
 * colon. A line that only wraps a sentence goes on.
 */
const LINE_ENDS = /\n\s*\n|\n(?=[ \t]*(?:[-*+•]|\d+[.)])\s)|(?<=[.!?:۔؟।॥።፧։။。！？：][ \t]*)\n/u;

/**
 * The sentences of a message, its line structure kept: a line break ends a sentence after an end
 * mark or a colon, before a list item, and at a blank line (a rule listed under "Rules:" is a
 * sentence of its own though it has no full stop); a line that only wraps a sentence does not,
 * unless the next line opens a sentence of its own (`startsUnmarkedSentence`). Each is
 * flattened; joined with spaces they are the message flattened.
 */
export function splitUnits(text: string): string[] {
  return text
    .split(LINE_ENDS)
    .flatMap(splitBeforeBridges)
    .flatMap((chunk) => splitSentences(chunk.replace(/\s+/g, " ").trim()));
}

/**
 * `chunk` cut at each line break before a line that opens with a bridge ("آپ کا کام یہ ہے:
 * src/…", "So here's what I need: …"): a sentence starts there in any script, with capitals
 * or without, whatever the line before ends on.
 */
function splitBeforeBridges(chunk: string): string[] {
  const lines = chunk.split("\n");
  const out: string[] = [];
  for (const [i, line] of lines.entries()) {
    const opens = i > 0 && bridgeLead(line.trim(), lines[i + 1]?.trim()) !== null;
    if (out.length === 0 || opens) out.push(line);
    else out[out.length - 1] += `\n${line}`;
  }
  return out;
}
