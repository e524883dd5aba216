import { isJoinedValue } from "./joined-value.js";
import { isMemorableValue } from "./memorable-value.js";
import { ACCESS_WORDS } from "./prose-lexicon-access.js";
import { WORLD_ACCESS_LINES, WORLD_ACCESS_SCRIPTS } from "./prose-lexicon-access-world.js";
import { literalTrieSource } from "./literal-trie.js";
import { type Detection, Priority } from "./types.js";
import { buildWordLookup, findWord, isWholeWord, type WordLookup } from "./word-lookup.js";

/**
 * A password typed in a sentence that says what it opens, with no credential word: "до тестової
 * каси входиш з X", "แผงปั๊มเปิดด้วย X" (the pump's panel opens with X), "kassan koodi on X". The
 * sentence holds a verb or noun of entering, opening, unlocking, access or an entry code in one of
 * the lexicon's languages (`prose-lexicon-access.ts`); the value is a Latin-script word in it
 * that is written as no word of prose is and as no code is: a memorable password's shapes (a word
 * with digits and a capital, `Word77Word`; a word and a number; two words joined in camel case).
 * Code is told by its context first (backticks, a call, a path, a dotted name, a code noun such
 * as "function" or "функція" just before it), then by its first word (a programming verb, a
 * product's name: `getUser`, `iPhone15`).
 */

function compile(glued: boolean, pick: (w: (typeof ACCESS_WORDS)[string]) => readonly string[]) {
  const fragments = Object.values(ACCESS_WORDS)
    .filter((w) => w.glued === glued)
    .flatMap(pick);
  return fragments.length === 0 ? "(?!)" : fragments.join("|");
}

/** A list of the spaced languages' words, as a lookup (`word-lookup.ts`). */
function lookup(pick: (w: (typeof ACCESS_WORDS)[string]) => readonly string[]): WordLookup {
  return buildWordLookup(
    Object.values(ACCESS_WORDS)
      .filter((w) => !w.glued)
      .flatMap(pick),
  );
}

const GLUED_ACCESS = compile(true, (w) => w.access);

/**
 * The rule's words, built on first use (most texts never wake the rule: `ACCESS_LINES` below is
 * all that runs on them). A spaced language's words are looked up word by word; a glued
 * language's (Thai, Chinese, Japanese, Korean, Hebrew, Arabic: no blanks, or prefixes glued on)
 * are few and searched anywhere, as small alternations. One alternation of every language's
 * words per list, as this was, grew RSS by 3 to 30 MB per list on its first use (V8's compiled
 * code and its compiler's memory; the code nouns' the most).
 */
interface AccessPatterns {
  /** A spaced language's word of access, whole. */
  access: WordLookup;
  /** A glued language's word of access, anywhere. */
  gluedAccess: RegExp;
  code: WordLookup;
  user: WordLookup;
  link: WordLookup;
  /** A glued code noun ending the word before a value (`ฟังก์ชัน`, `函数`), or its name word. */
  gluedCodeWord: RegExp;
  /** A glued code noun starting the word after a value. */
  gluedCodeWordAfter: RegExp;
  gluedLinkWord: RegExp;
  gluedUserWord: RegExp;
}

let compiled: AccessPatterns | undefined;

function patterns(): AccessPatterns {
  if (compiled !== undefined) return compiled;
  const gluedCode = compile(true, (w) => w.code);
  compiled = {
    access: lookup((w) => w.access),
    gluedAccess: new RegExp(GLUED_ACCESS, "giu"),
    code: lookup((w) => w.code),
    user: lookup((w) => w.user),
    link: lookup((w) => w.link),
    gluedCodeWord: new RegExp(`(?:${gluedCode})(?:ชื่อ)?$`, "iu"),
    gluedCodeWordAfter: new RegExp(`^(?:เป็น)?(?:${gluedCode})`, "iu"),
    gluedLinkWord: new RegExp(`(?:${compile(true, (w) => w.link)})$`, "iu"),
    gluedUserWord: new RegExp(`(?:${compile(true, (w) => w.user)})$`, "iu"),
  };
  return compiled;
}

/**
 * The words of access in `text` one after another: each call gives the first at or after
 * `from` as `[start, end)`, a spaced language's before a glued one's at the same place. The
 * glued search is kept between calls, so a long text with many words is read once.
 */
function accessWordsOf(text: string): (from: number) => [number, number] | undefined {
  const { access, gluedAccess } = patterns();
  let gluedFrom = Number.POSITIVE_INFINITY;
  let glued: [number, number] | undefined;
  return (from) => {
    if (from < gluedFrom || (glued !== undefined && glued[0] < from)) {
      gluedAccess.lastIndex = from;
      const m = gluedAccess.exec(text);
      glued = m === null ? undefined : [m.index, m.index + m[0].length];
      gluedFrom = from;
    }
    const spaced = findWord(access, text, from, glued?.[0]);
    return spaced !== undefined && (glued === undefined || spaced[0] <= glued[0]) ? spaced : glued;
  };
}

export { isMemorableValue } from "./memorable-value.js";

/** Whether `word` (one word, punctuation off) is a user noun of a lexicon language ("user", "istifadəçi"). */
export function isUserWord(word: string): boolean {
  const { user, gluedUserWord } = patterns();
  return isWholeWord(user, word) || gluedUserWord.test(word);
}

/** Whether `text` holds a word of access of any lexicon language. */
export function hasAccessWord(text: string): boolean {
  return accessWordsOf(text)(0) !== undefined;
}

/**
 * Lines the rule may report on: a letter of a spaced lexicon script past Latin-1 (Latin
 * Extended, Greek, Cyrillic, Devanagari, Vietnamese), a word of access of a glued language
 * itself (Chinese, Japanese, Korean, Thai, Hebrew, Arabic: their scripts are common in logs, the
 * words are few), an access word spelled with Latin-1 letters only (`kód`, `sisään`, `açar`), or
 * an ASCII access word of a Latin-script language. No look-arounds: this runs over every line.
 * Latin-1 accents of English, French or German prose ("résumé", "café"), symbols (a test
 * runner's ✖ and ✔) and a glued script's other words do not wake the rule. The long s (ſ) is
 * left out of the range: case-insensitive, it would match every "s".
 */
export const ACCESS_LINES = new RegExp(
  `[\\u0100-\\u017e\\u0180-\\u024f\\u0370-\\u03ff\\u0400-\\u04ff\\u0900-\\u097f\\u1e00-\\u1eff${WORLD_ACCESS_SCRIPTS}]|${GLUED_ACCESS}|${literalTrieSource(
    [
      ...["kód", "otevír", "açar", "sisään", "pääs", "kirjau", "avata", "avautu", "aukea"],
      ...["koodi", "tunnu", "salasan", "sisaan", "paas", "masuk", "akses", "buka", "kode"],
      ...["sandi", "loginnya", "prihlas", "vstup", "vstoup", "odemk", "odemyk", "otevr", "kod"],
      ...["hesl", "dostane", "giri", "wchodz", "loguj", "otwier", "odblok"],
      ...WORLD_ACCESS_LINES,
    ],
  )}`,
  "giu",
);

/**
 * Lines that hold a value of the shapes below: a capital after a lowercase letter, a digit by a
 * letter, or a number joined to a word by `_` or `-` (`Fjell_88_fjord`).
 */
export const VALUE_LINES = /[a-z][A-Z]|[A-Za-z]\d|\d[A-Za-z]|[A-Za-z][_-]\d|\d[_-][A-Za-z]/g;

/** Where a sentence ends: a newline, or `.`, `!`, `?`, `;`, `。`, `।` before a blank or the end. */
const SENTENCE_END = /[.!?;。！？।](?=\s|$)|\n/g;
const ONE_SENTENCE_END = /[.!?;。！？।](?=\s|$)|\n/;
/** Most characters read on each side of an access word, within its sentence. */
const REACH = 200;
/**
 * Most characters between a value and the nearest word of access: a clause's length. A long
 * sentence that quotes examples ("… as in «відкривається словом X», not «відкрий Y»…") names
 * other things further off.
 */
const NEAR = 48;

/** A Latin-script run: letters, digits and the punctuation code is written with. */
const LATIN_RUN = /[\p{Script=Latin}0-9!#$%&*+^~._/\\()[\]{}<>=:@`'"-]+/gu;
const LEADING = /^[(["':]+/;
// a hyphen too: a case ending of a script the run stops at is glued to the value by one (`X-এর`)
const TRAILING = /[)\]"'.,;:!?-]+$/;
/**
 * A case ending or a possessive written after a foreign word: Finnish after a colon (`X:llä`,
 * `X:ää`), Turkish after an apostrophe (`X'le`), Indonesian after a hyphen (`X-nya`). Not part
 * of the value.
 */
const SUFFIX = /(?:[:'’]\p{Ll}{1,4}|-nya)$/u;
/** A Hebrew preposition or article glued to a foreign word by a hyphen or maqaf (`ב-X`). */
const GLUED_PREFIX = /[\p{Script=Hebrew}][-\u05be]$/u;
/** The word before `at` in `text` (punctuation and quotes around it dropped). */
function wordBefore(text: string, at: number): string {
  const before = text.slice(Math.max(0, at - 60), at).replace(/[\s"'«»“”„:,;—–-]+$/u, "");
  return (/\S+$/.exec(before)?.[0] ?? "").replace(/^[\p{P}]+/u, "");
}

/** The word after `at` in `text`. */
function wordAfter(text: string, at: number): string {
  const after = text.slice(at, at + 60).replace(/^[\s"'«»“”„:,;—–-]+/u, "");
  return (/^\S+/.exec(after)?.[0] ?? "").replace(/[\p{P}]+$/u, "");
}

/** A quotation mark, straight or typographic. */
const QUOTE = /["“”«»„]/g;

/**
 * Whether the word of access at `hit` and the value at `[start, end)` belong to one clause: near
 * each other, and not in two different quotations (`"opens with X" … "open Y"`): one quotation
 * mark between them opens or closes the value's quotation, two close one and open another.
 */
function isSameClause(
  sentence: string,
  hit: [number, number],
  start: number,
  end: number,
): boolean {
  const between = hit[1] <= start ? sentence.slice(hit[1], start) : sentence.slice(end, hit[0]);
  if (between.length > NEAR) return false;
  return (between.match(QUOTE)?.length ?? 0) < 2;
}

/**
 * Whether the value at `[runStart, end)` is handed to the act of getting in: a quotation mark
 * or colon opens it (`quoted`), a colon, a dash or a linking word ("with", "is", "type") stands
 * just before it, or a word of access follows within a few characters ("X — це вхід", "X
 * เพื่อเข้า", "X untuk masuk").
 */
function isHandedOver(
  sentence: string,
  quoted: boolean,
  runStart: number,
  end: number,
  hits: Array<[number, number]>,
): boolean {
  if (quoted || /[:—–-][\s"'«“„]*$/u.test(sentence.slice(Math.max(0, runStart - 4), runStart)))
    return true;
  const before = wordBefore(sentence, runStart);
  if (isWholeWord(patterns().link, before) || patterns().gluedLinkWord.test(before)) return true;
  return hits.some(([at]) => at >= end && at - end <= FOLLOWED);
}

/** Most characters between a value and a word of access that follows it ("X, щоб зайти"). */
const FOLLOWED = 12;

/** A line of code, not a sentence: an operator or a keyword no prose is typed with. */
const CODE_LINE = /&&|\|\||=>|[!=]==?|\b(?:const|let|var|return|function|def|import)\b|[;{]\s*$/;

/** Latin letters glued to Greek or Cyrillic ones: a word no one types, but the lookalike fold makes. */
const MIXED_WORD =
  /\p{Script=Latin}[\p{Script=Greek}\p{Script=Cyrillic}]|[\p{Script=Greek}\p{Script=Cyrillic}]\p{Script=Latin}/u;

/**
 * Whether `sentence` reads as prose: no operator or keyword of code, and no word of Latin letters
 * mixed with Greek or Cyrillic ones (the copy the lookalike decoder folds, `συvάpτηση`, whose
 * words no longer read; the line as written is read on its own).
 */
export function isProseSentence(sentence: string): boolean {
  return !CODE_LINE.test(sentence) && !MIXED_WORD.test(sentence);
}

/**
 * Whether a user noun just before a value names the account the value opens, not the value:
 * a colon hands the value over ("passordet til kontoen: X"), or a credential word stands just
 * before the noun ("گذرواژه حساب X است", the account's password is X, the verb last).
 */
function isAccountsCredential(sentence: string, runStart: number, noun: string): boolean {
  const gap = sentence.slice(Math.max(0, runStart - 4), runStart);
  if (/:[\s"'«“„]*$/u.test(gap)) return true;
  const nounAt = sentence.lastIndexOf(noun, runStart);
  return nounAt > 0 && hasAccessWord(wordBefore(sentence, nounAt));
}

/**
 * Whether the words around the run at `[runStart, runEnd)` of `sentence` name it as code or as
 * a user: a code noun or a user noun of a lexicon language just before it ("function X",
 * "функція X", "user X"), or a code noun just after it ("X ফাংশনটা", "X függvényben").
 */
export function isNamedAsCode(sentence: string, runStart: number, runEnd: number): boolean {
  const { code, user, gluedCodeWord, gluedUserWord, gluedCodeWordAfter } = patterns();
  const before = wordBefore(sentence, runStart);
  if (isWholeWord(code, before) || gluedCodeWord.test(before)) return true;
  if (
    (isWholeWord(user, before) || gluedUserWord.test(before)) &&
    !isAccountsCredential(sentence, runStart, before)
  )
    return true;
  const after = wordAfter(sentence, runEnd);
  return isWholeWord(code, after) || gluedCodeWordAfter.test(after);
}

/** Report every memorable value in `text[from, to)`, a sentence that holds a word of access. */
function scanSentence(text: string, from: number, to: number, out: Detection[]): void {
  const sentence = text.slice(from, to);
  if (!isProseSentence(sentence)) return;
  const hits: Array<[number, number]> = [];
  const nextAccessWord = accessWordsOf(sentence);
  for (let hit = nextAccessWord(0); hit !== undefined; hit = nextAccessWord(hit[1])) hits.push(hit);
  LATIN_RUN.lastIndex = 0;
  for (let m = LATIN_RUN.exec(sentence); m !== null; m = LATIN_RUN.exec(sentence)) {
    const run = m[0];
    let lead = LEADING.exec(run)?.[0].length ?? 0;
    if (lead === 0 && run[0] === "-" && GLUED_PREFIX.test(sentence.slice(0, m.index + 1))) lead = 1;
    const value = run.slice(lead).replace(TRAILING, "").replace(SUFFIX, "");
    if (!isMemorableValue(value) && !isJoinedValue(value)) continue;
    const start = m.index + lead;
    const end = start + value.length;
    if (!hits.some((hit) => isSameClause(sentence, hit, start, end))) continue;
    // two words in camel case with no digit are written as code names are: only a value handed
    // over by the sentence's own words counts
    if (!/[0-9!#$%&*+^~]/.test(value) && !isHandedOver(sentence, lead > 0, m.index, end, hits))
      continue;
    if (isNamedAsCode(sentence, m.index, m.index + run.length)) continue;
    out.push({
      kind: "password",
      start: from + start,
      end: from + end,
      priority: Priority.keyword,
    });
  }
}

/** Where the sentence holding `at` starts, at most `REACH` characters back. */
function sentenceStart(text: string, at: number): number {
  const from = Math.max(0, at - REACH);
  // a window, not the rest of the text: with no full stop after `at`, a search of `text` itself
  // would run to its end for every hit of a long line
  const window = text.slice(from, at + 1);
  let start = from;
  SENTENCE_END.lastIndex = 0;
  for (
    let m = SENTENCE_END.exec(window);
    m !== null && from + m.index < at;
    m = SENTENCE_END.exec(window)
  )
    start = from + m.index + 1;
  return start;
}

/** Where the sentence holding `at` ends, at most `REACH` characters on. */
function sentenceEnd(text: string, at: number): number {
  const limit = Math.min(text.length, at + REACH);
  // a window, not the rest of the text: a long line with no full stop is read once, not per hit
  const m = ONE_SENTENCE_END.exec(text.slice(at, limit));
  return m === null ? limit : at + m.index;
}

/** Report a password typed in a sentence that says what it opens, in any lexicon language. */
export function detectAccessClauses(text: string, out: Detection[]): void {
  const sentences: Array<[number, number]> = [];
  let done = 0;
  let next = 0;
  const nextAccessWord = accessWordsOf(text);
  for (let hit = nextAccessWord(0); hit !== undefined; hit = nextAccessWord(next)) {
    next = hit[1];
    if (hit[0] < done) continue;
    const from = Math.max(done, sentenceStart(text, hit[0]));
    const to = sentenceEnd(text, hit[1]);
    sentences.push([from, to]);
    done = to;
    next = Math.max(next, to);
  }
  for (const [from, to] of sentences) scanSentence(text, from, to, out);
}
