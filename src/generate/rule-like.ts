/**
 * Whether a user message may set a rule: the message a later edit of the session answered when
 * that edit changed a value (`edit-reversal.ts`). Structure first: a message is a question when
 * it ends with a question mark of any script (or opens with Spanish `¿`); the one carry-on table
 * (`util/carry-on-words.ts`) only tells the messages that say nothing of the work — thanks and
 * "go on" — in the languages users write to agents in, with examples in the tests.
 * A message in a language no list knows is a rule when it is no question: its number may be in
 * words nobody listed ("pymtheg munud", "þrjú korter"), and the edit after it says what it set.
 * Pure.
 */
import { isCarryOnWord } from "../util/carry-on-words.js";
import { isFillerWord } from "../util/prose-words.js";

/** A question in any script: it ends with a question mark (Greek's is U+037E), or opens with `¿`. */
const QUESTION = /[?？؟\u037E]\s*$|^\s*¿/u;

/** Whether `text` only thanks the agent or tells it to go on: every word says nothing. */
export function saysNothing(text: string): boolean {
  // Combining marks belong to their word: Devanagari's and Thai's vowel signs are marks.
  const words = text.toLowerCase().match(/[\p{L}\p{N}][\p{L}\p{M}\p{N}'’_./-]*/gu) ?? [];
  return words.every((w) => isCarryOnWord(w) || isFillerWord(w));
}

/**
 * Whether `text` may set a rule: it is no question and not only thanks or "go on" (in a
 * language of the lists; any other message says something, and may be a rule).
 */
export function isRuleLike(text: string): boolean {
  const trimmed = text.trim();
  if (trimmed === "" || !/[\p{L}\p{N}]/u.test(trimmed)) return false;
  if (QUESTION.test(trimmed)) return false;
  return !saysNothing(trimmed);
}
