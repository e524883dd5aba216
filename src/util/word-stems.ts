/**
 * The stems of the words a text holds, prose or code alike: an identifier is read as the words
 * it is made of (`SPLIT_REFUND` is "split" and "refund", `keepsZwj` is "keeps" and "zwj",
 * `test_pair_counts_once` is "test", "pair", "counts", "once", `test:slow` is "test" and
 * "slow"), each lower-cased and cut to its first four letters ("refunds" and "refund" are both
 * "refu", "counts" and "count" both "coun"); a number stays whole. What a step says in the
 * domain's words and what a session wrote for it in code terms meet on these stems. Function
 * words (`isFillerWord`) and one- or two-letter words are left out. Pure.
 */
import { isFillerWord } from "./prose-words.js";

/**
 * Letters a stem keeps: enough to join "refunds" and "refund", few enough to join "counts" and
 * "count".
 */
export const STEM_LETTERS = 4;

/** The word parts of one token: snake_case, kebab-case, dotted and camelCase parts apart. */
function partsOf(token: string): string[] {
  // Most tokens are plain lower-case words: one part, nothing to split.
  if (/^\p{Ll}+$/u.test(token)) return [token];
  return token
    .replace(/(\p{Ll})(\p{Lu})/gu, "$1 $2")
    .replace(/(\p{Lu})(\p{Lu}\p{Ll})/gu, "$1 $2")
    .replace(/(\p{L})(?=\p{N})/gu, "$1 ")
    .replace(/(\p{N})(?=\p{L})/gu, "$1 ")
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .filter((part) => part !== "");
}

/** The stem of one word part, or null when it carries nothing (a function word, too short). */
export function stemOf(part: string): string | null {
  const lower = part.toLowerCase();
  if (/^\p{N}+$/u.test(lower)) return lower;
  if (lower.length < 3 || isFillerWord(lower)) return null;
  return lower.slice(0, STEM_LETTERS);
}

/**
 * The stems of every word of `text`, identifiers split into their words, each once; a token
 * `skip` holds whole (a code keyword: `const`, but not the `char` of `charCount`) is left out.
 */
export function wordStems(text: string, skip?: (token: string) => boolean): string[] {
  const out = new Set<string>();
  // A letter's marks (Devanagari and Tamil vowel signs, a virama) are part of its word.
  for (const token of text.match(/[\p{L}\p{M}\p{N}_:.'’-]+/gu) ?? []) {
    if (skip?.(token.toLowerCase()) === true) continue;
    // A quote around a word ('pair counts once') is no part of it, nor a possessive's "'s".
    const word = token.replace(/^['’]+|['’]+$/gu, "").replace(/(?<=\p{L})['’]s$/iu, "");
    for (const part of partsOf(word)) {
      const stem = stemOf(part);
      if (stem !== null) out.add(stem);
    }
  }
  return [...out];
}

/**
 * The two-letter word parts of code with no vowel (`wt` and `kg` of `wtKg`, `ms`, `px`):
 * abbreviations a stem leaves out as too short, which say what code holds ("the weight") only
 * when a step's word is read against them (`abbreviationsOf`).
 */
export function shortCodeParts(text: string): string[] {
  const out = new Set<string>();
  for (const token of text.match(/[\p{L}\p{M}\p{N}_]+/gu) ?? []) {
    // A word of lower-case letters alone is one part: two letters, or none to find in it.
    if (token.length > 2 && !/[_\p{Lu}\p{N}]/u.test(token)) continue;
    for (const part of partsOf(token)) {
      const lower = part.toLowerCase();
      if (/^[b-df-hj-np-tv-z]{2}$/.test(lower)) out.add(lower);
    }
  }
  return [...out];
}

/**
 * The abbreviations code may write a word as, each as a stem would hold it: the word's first
 * letter and one to three of its later consonants in order (`qty` for "quantity", `amt` for
 * "amount", `wt` for "weight", `cnt` for "count", `avg`, `idx`, `msg`), for a word of five
 * letters or more. A prefix of three letters (`seq`, `tok`) is the caller's other reading.
 */
export function abbreviationsOf(word: string): string[] {
  const lower = word.toLowerCase();
  if (!/^\p{Ll}{5,}$/u.test(lower)) return [];
  const first = lower[0] ?? "";
  const consonants = [...lower.slice(1)].filter((c) => !"aeiou".includes(c));
  const out = new Set<string>();
  const pick = (from: number, sofar: string) => {
    if (sofar.length > 1) out.add(sofar);
    if (sofar.length === STEM_LETTERS) return;
    for (let i = from; i < consonants.length; i++) pick(i + 1, sofar + consonants[i]);
  };
  pick(0, first);
  out.delete(lower.slice(0, STEM_LETTERS));
  return [...out];
}
