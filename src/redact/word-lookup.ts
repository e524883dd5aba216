import { caseFold } from "./case-fold.js";
import { type WordForm, wordForms } from "./word-forms.js";

/**
 * A spaced language's word list as lookups, matching as the case-insensitive alternation of its
 * fragments, each bounded by non-letters, would (`(?<![\p{L}\p{M}\p{N}])(?:a|b|…)(?![…])`, flags
 * `iu`), at the same places and with the same lengths: a text is cut into words once, each word
 * folded once and looked up whole (a `Map`), by its starts (stems) and, for the few compounds'
 * ends, by search. The alternations it replaces, some four hundred fragments across sixteen
 * scripts per list, grew RSS by 3 to 30 MB each on their first use (V8's compiled code and its
 * compiler's memory).
 */
export interface WordLookup {
  /** Forms without a letter run around them (one word or several), to their first place. */
  exact: Map<string, number>;
  /** Forms with letters after them and none before, by their spelled part. */
  stems: Map<string, Array<{ place: number; tail: "L" | "LM" }>>;
  /** Forms with letters before them (compounds), in place order. */
  leads: Array<{ place: number; form: WordForm }>;
  /** Forms of several words, by their first word, in place order. */
  phrases: Map<string, Array<{ place: number; form: WordForm }>>;
  /** The longest stem: a word's longer starts are never looked up (a long token stays linear). */
  longestStem: number;
}

/** A word: the letters, marks and digits the alternation's boundaries stop at. */
const WORD_START = /(?<![\p{L}\p{M}\p{N}])[\p{L}\p{M}\p{N}]+/giu;
const WORD_CHAR = /[\p{L}\p{M}\p{N}]/iu;
const LETTERS = /^\p{L}*$/iu;
const LETTERS_MARKS = /^[\p{L}\p{M}]*$/iu;
const LETTER_RUN = /\p{L}*/iuy;
const LETTER = /^\p{L}$/iu;
const LETTER_MARK = /^[\p{L}\p{M}]$/iu;
const LETTER_MARK_RUN = /[\p{L}\p{M}]*/iuy;
/** Where a word of a phrase ends in its spelled part. */
const FIRST_WORD = /^[\p{L}\p{M}\p{N}]+/u;

/** Build the lookup of a word list's fragments, its places in their order. */
export function buildWordLookup(fragments: readonly string[]): WordLookup {
  const lookup: WordLookup = {
    exact: new Map(),
    stems: new Map(),
    leads: [],
    phrases: new Map(),
    longestStem: 0,
  };
  let place = 0;
  for (const fragment of fragments) {
    for (const form of wordForms(fragment)) {
      addForm(lookup, form, place);
      place++;
    }
  }
  return lookup;
}

function addForm(lookup: WordLookup, form: WordForm, place: number): void {
  if (form.lead) {
    lookup.leads.push({ place, form });
    return;
  }
  if (form.tail === "") {
    if (!lookup.exact.has(form.text)) lookup.exact.set(form.text, place);
  } else {
    const stems = lookup.stems.get(form.text) ?? [];
    stems.push({ place, tail: form.tail });
    lookup.stems.set(form.text, stems);
    lookup.longestStem = Math.max(lookup.longestStem, form.text.length);
  }
  const first = FIRST_WORD.exec(form.text)?.[0] ?? "";
  if (first.length < form.text.length) {
    const phrases = lookup.phrases.get(first) ?? [];
    phrases.push({ place, form });
    lookup.phrases.set(first, phrases);
  }
}

function isTail(rest: string, tail: WordForm["tail"]): boolean {
  if (tail === "") return rest === "";
  return (tail === "L" ? LETTERS : LETTERS_MARKS).test(rest);
}

/**
 * The first place of a one-word form that `word` (folded: `folded`) is whole, or `Infinity`.
 * Forms of several words never equal one word, so `exact` and `stems` serve both.
 */
function placeOfWord(lookup: WordLookup, word: string, folded: string): number {
  let best = lookup.exact.get(folded) ?? Number.POSITIVE_INFINITY;
  for (let end = 1; end <= Math.min(folded.length, lookup.longestStem); end++) {
    const stems = lookup.stems.get(folded.slice(0, end));
    if (stems === undefined) continue;
    for (const { place, tail } of stems)
      if (place < best && isTail(word.slice(end), tail)) best = place;
  }
  let bounds: LetterBounds | undefined;
  for (const { place, form } of lookup.leads) {
    if (place >= best) break;
    if (!folded.includes(form.text)) continue;
    bounds ??= letterBounds(word);
    if (isCompound(folded, form, bounds)) best = place;
  }
  return best;
}

/**
 * Where a word's letters reach, computed once for its compounds: the end of its run of letters
 * from the start, and the start of its runs of letters (and of letters and marks) to the end.
 */
interface LetterBounds {
  leadingEnd: number;
  trailingStart: number;
  trailingMarksStart: number;
}

function letterBounds(word: string): LetterBounds {
  LETTER_RUN.lastIndex = 0;
  const leadingEnd = LETTER_RUN.exec(word)?.[0].length ?? 0;
  return {
    leadingEnd,
    trailingStart: trailingStart(word, LETTER),
    trailingMarksStart: trailingStart(word, LETTER_MARK),
  };
}

/** Where the run of characters `one` matches that ends `word` starts. */
function trailingStart(word: string, one: RegExp): number {
  let start = word.length;
  while (start > 0) {
    let at = start - 1;
    const low = word.charCodeAt(at);
    if (low >= 0xdc00 && low <= 0xdfff && at > 0) {
      const high = word.charCodeAt(at - 1);
      if (high >= 0xd800 && high <= 0xdbff) at--;
    }
    if (!one.test(word.slice(at, start))) break;
    start = at;
  }
  return start;
}

/**
 * Whether the word is letters and then `form`'s spelled part (and its tail): an occurrence
 * whose start the leading letters reach, and whose end is the word's or where its trailing run
 * starts; past the leading letters, no later occurrence can fit either.
 */
function isCompound(folded: string, form: WordForm, bounds: LetterBounds): boolean {
  for (let at = folded.indexOf(form.text); at >= 0; at = folded.indexOf(form.text, at + 1)) {
    if (at > bounds.leadingEnd) return false;
    const end = at + form.text.length;
    if (form.tail === "" ? end === folded.length : end >= tailStart(form.tail, bounds)) return true;
  }
  return false;
}

function tailStart(tail: "L" | "LM", bounds: LetterBounds): number {
  return tail === "L" ? bounds.trailingStart : bounds.trailingMarksStart;
}

/** Whether `text` as a whole is one of the list's forms (a `^(?:…)$` test). */
export function isWholeWord(lookup: WordLookup, text: string): boolean {
  if (text === "") return false;
  return placeOfWord(lookup, text, caseFold(text)) !== Number.POSITIVE_INFINITY;
}

/** Where a phrase of several words that starts at `start` of `text` ends, or -1. */
function phraseEnd(text: string, start: number, form: WordForm): number {
  const end = start + form.text.length;
  if (end > text.length || caseFold(text.slice(start, end)) !== form.text) return -1;
  let stop = end;
  if (form.tail !== "") {
    const run = form.tail === "L" ? LETTER_RUN : LETTER_MARK_RUN;
    run.lastIndex = end;
    stop = end + (run.exec(text)?.[0].length ?? 0);
  }
  return WORD_CHAR.test(String.fromCodePoint(text.codePointAt(stop) ?? 32)) ? -1 : stop;
}

/**
 * The first form of the list in `text` from `from` on, as `[start, end)`: at the first word
 * where one fits, the form of the first place among those that fit.
 */
export function findWord(
  lookup: WordLookup,
  text: string,
  from: number,
  before = text.length,
): [number, number] | undefined {
  WORD_START.lastIndex = from;
  for (let m = WORD_START.exec(text); m !== null; m = WORD_START.exec(text)) {
    if (m.index > before) return undefined;
    const word = m[0];
    const folded = caseFold(word);
    const wordPlace = placeOfWord(lookup, word, folded);
    let found: [number, number] | undefined =
      wordPlace === Number.POSITIVE_INFINITY ? undefined : [m.index, m.index + word.length];
    for (const { place, form } of lookup.phrases.get(folded) ?? []) {
      if (place >= wordPlace) break;
      const end = phraseEnd(text, m.index, form);
      if (end >= 0) {
        found = [m.index, end];
        break;
      }
    }
    if (found !== undefined) return found;
  }
  return undefined;
}
