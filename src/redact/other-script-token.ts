import { isNamedAsCode, isProseSentence } from "./access-clause.js";
import { isJoinedValue } from "./joined-value.js";
import { type Detection, Priority } from "./types.js";

/**
 * The shape safety net under the word lists: a password of joined words (`Word_88word`,
 * `Word-Word_Word9`) typed in a sentence of another script, whatever its language and whether or
 * not any lexicon knows its words for "password" or "enter": "দরজার জন্য X লাগবে", "ካርዱ X ነው".
 * A Latin token of that shape among a non-Latin script's words is typed there as a thing to type,
 * since prose of that script writes its own words in it; code names in such a sentence are told
 * by their shape (`parse_v2Header`, `MAX_RETRY_3`, versions, one word and a number), by a code
 * noun beside them ("X ফাংশনটা"), or by the sentence being code. The redactor sees text alone,
 * not the session's repo, so the test is shape and sentence only. The table of examples is
 * test/redact/other-script-token.test.ts.
 */

/** Lines that hold a letter of a script other than Latin (Greek onwards, CJK, Hangul, Arabic forms). */
export const OTHER_SCRIPT_LINES =
  /[\u0370-\u1dff\u1f00-\u1fff\u2e80-\ud7ff\ufb1d-\ufdff\ufe70-\ufefc]/g;

/** Lines that hold a word or number joined to another by `_` or `-`. */
export const JOINED_LINES = /[A-Za-z0-9][_-][A-Za-z0-9]/g;

/** A Latin-script run: letters, digits and the punctuation code is written with. */
const LATIN_RUN = /[\p{Script=Latin}0-9!#$%&*+^~._/\\()[\]{}<>=:@`'"-]+/gu;
const LEADING = /^[(["':]+/;
const TRAILING = /[)\]"'.,;:!?-]+$/;
/** Where a sentence ends: a newline, or a full stop of any script before a blank. */
const SENTENCE_END = /[.!?;。！？।॥۔](?=\s|$)|\n/g;
/** Most characters read on each side of the token for its sentence. */
const REACH = 160;
/** A word: letters and the marks some scripts write their vowels with. */
const WORD = /[\p{L}\p{M}]+/gu;
const LATIN_WORD = /^\p{Script=Latin}/u;

/** The sentence around `[start, end)` of `text`, at most `REACH` characters on each side. */
function sentenceAround(text: string, start: number, end: number): [number, number] {
  const from = Math.max(0, start - REACH);
  let sentenceFrom = from;
  SENTENCE_END.lastIndex = 0;
  const before = text.slice(from, start);
  for (let m = SENTENCE_END.exec(before); m !== null; m = SENTENCE_END.exec(before))
    sentenceFrom = from + m.index + 1;
  const after = text.slice(end, end + REACH);
  SENTENCE_END.lastIndex = 0;
  const m = SENTENCE_END.exec(after);
  return [sentenceFrom, m === null ? end + after.length : end + m.index];
}

/**
 * Whether `sentence` (the token cut out) is written in another script: two words of it or more,
 * and no fewer than its Latin words.
 */
export function isOtherScriptSentence(sentence: string): boolean {
  let other = 0;
  let latin = 0;
  for (const word of sentence.match(WORD) ?? []) {
    if (LATIN_WORD.test(word)) latin++;
    else other++;
  }
  return other >= 2 && other >= latin;
}

/** Report each joined-words password typed in a sentence of another script in `text`. */
export function detectOtherScriptTokens(text: string, out: Detection[]): void {
  LATIN_RUN.lastIndex = 0;
  for (let m = LATIN_RUN.exec(text); m !== null; m = LATIN_RUN.exec(text)) {
    const run = m[0];
    if (!run.includes("_") && !run.includes("-")) continue;
    const lead = LEADING.exec(run)?.[0].length ?? 0;
    const value = run.slice(lead).replace(TRAILING, "");
    if (!isJoinedValue(value)) continue;
    const start = m.index + lead;
    const end = start + value.length;
    const [from, to] = sentenceAround(text, m.index, m.index + run.length);
    const sentence = text.slice(from, to);
    if (!isProseSentence(sentence)) continue;
    if (isNamedAsCode(sentence, m.index - from, m.index + run.length - from)) continue;
    const rest =
      sentence.slice(0, m.index - from) + " " + sentence.slice(m.index + run.length - from);
    if (!isOtherScriptSentence(rest)) continue;
    out.push({ kind: "password", start, end, priority: Priority.keyword });
  }
}
