/**
 * Pure: which places a user's message forbids (a guard) and which it only names. A guard is a
 * path and a prohibition in the same clause (`rule-words.ts`), the path not introduced as an
 * example; a clause the user later reversed (the packet's `superseded_by`, whole or the sentence
 * its `part` names) forbids nothing any more. Every other place the message names is still
 * recalled as a rule about it, without the guard.
 */
import { findPathMentions, type KnownPaths, type PathMention } from "./path-mentions.js";
import { isProhibition, splitClauses } from "./rule-words.js";

/** A place a message names, and whether the message forbids touching it. */
export interface RuleMention extends PathMention {
  guard: boolean;
}

/**
 * The places `text` names with their guard flag. `reversed`: the sentence a newer message
 * reversed (its clauses forbid nothing); `true` when the whole message was reversed. Examples are
 * left out altogether: "e.g. `src/a.ts`" is not a rule about `src/a.ts`.
 */
export function readRuleMentions(
  text: string,
  known: KnownPaths,
  reversed: string | true | null = null,
): RuleMention[] {
  const mentions = findPathMentions(text, known).filter((m) => !m.example);
  if (mentions.length === 0) return [];
  const clauses = splitClauses(text);
  return mentions.map((mention) => {
    if (reversed === true) return { ...mention, guard: false };
    const clause = clauses.findLast((c) => c.at <= mention.at) ?? { text, at: 0 };
    const undone = reversed?.includes(clause.text.trim().slice(0, 60)) === true;
    return { ...mention, guard: !undone && isProhibition(clause.text) };
  });
}
