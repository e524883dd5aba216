import { caseFold } from "./case-fold.js";
import { type WordForm, wordForms } from "./word-forms.js";

/**
 * A spaced language's word list as lookups, matching as the case-insensitive alternation of its
 * fragments, each bounded by non-letters, would (`(?<![\p{L}\p{M}\p{N}])(?:a|b|…)(?![…])`, flags
 * `iu`), at the same places and with the same lengths: a text is cut into words once, each word
 * folded once and looked up whole (a `Map`), by its starts (stems) and, for the few compounds'
 * ends, by search. The alternation it replaces, some four hundred fragments across sixteen
 * scripts, cost V8 ~10 MB of compiled code and compiler memory on its first use, and as much
 * again per list tested word by word.
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
}

/** A word: the letters, marks and digits the alternation's boundaries stop at. */
const WORD_START = /(?<![\p{L}\p{M}\p{N}])[\p{L}\p{M}\p{N}]+/giu;
const WORD_CHAR = /[\p{L}\p{M}\p{N}]/iu;
const LETTERS = /^\p{L}*$/iu;
const LETTERS_MARKS = /^[\p{L}\p{M}]*$/iu;
const LETTER_RUN = /\p{L}*/iuy;
const LETTER_MARK_RUN = /[\p{L}\p{M}]*/iuy;
/** Where a word of a phrase ends in its spelled part. */
const FIRST_WORD = /^[\p{L}\p{M}\p{N}]+/u;

/** Build the lookup of a word list's fragments, its places in their order. */
export function buildWordLookup(fragments: readonly string[]): WordLookup {
  const lookup: WordLookup = { exact: new Map(), stems: new Map(), leads: [], phrases: new Map() };
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
  for (let end = 1; end <= folded.length; end++) {
    const stems = lookup.stems.get(folded.slice(0, end));
    if (stems === undefined) continue;
    for (const { place, tail } of stems)
      if (place < best && isTail(word.slice(end), tail)) best = place;
  }
  for (const { place, form } of lookup.leads) {
    if (place >= best) break;
    if (isCompound(word, folded, form)) best = place;
  }
  return best;
}

/** Whether `word` is letters and then `form`'s spelled part (and its tail). */
function isCompound(word: string, folded: string, form: WordForm): boolean {
  for (let at = folded.indexOf(form.text); at >= 0; at = folded.indexOf(form.text, at + 1)) {
    if (LETTERS.test(word.slice(0, at)) && isTail(word.slice(at + form.text.length), form.tail))
      return true;
  }
  return false;
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
