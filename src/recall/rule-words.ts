/**
 * Pure: the words that make a user's sentence about a place a prohibition ("don't touch
 * `migrations/`", "leave `vendor/` alone", "no changes to `schema.sql`", "ne touche pas à
 * `legacy/`") and the words that introduce an example ("e.g. `src/a.ts`"), in one table with
 * positive and negative examples in its test. Structure decides first: a prohibition counts only
 * in the clause that holds the path (`guard-rule.ts`), and a negation only when an edit verb
 * follows it closely ("don't forget to update X" forbids nothing).
 */

/** Words before a path that make it an example, not the place meant. */
export const EXAMPLE_MARKERS: readonly RegExp[] = [
  /\be\.\s?g\.?,?\s*$/u,
  /\bi\.\s?e\.?,?\s*$/u,
  /\bfor (?:example|instance),?\s*$/u,
  /\bsuch as\s*$/u,
  /\blike\s*$/u,
  /\bsay,?\s*$/u,
  /\bz\.\s?b\.?\s*$/u,
  /\bp\.\s?ej\.?\s*$/u,
  /\bpor ejemplo,?\s*$/u,
  /\bpar exemple,?\s*$/u,
  /\bzum beispiel\s*$/u,
  /\bcomme\s*$/u,
  /\bcomo\s*$/u,
];

/** Negations, per language: followed closely by an edit verb they forbid the edit. */
const NEGATIONS =
  /(?:\b(?:don'?t|do not|never|must not|mustn'?t|should not|shouldn'?t|ne|nunca|jamais|niemals|não|nao|non|mai)\b|\bn')/giu;

/** Edit verbs (stems), per language: what a prohibition forbids doing to a place. */
const EDIT_VERBS =
  /^(?:touch|edit|modif|chang|writ|delet|remov|renam|mov|refactor|reformat|rewrit|overwrit|updat|mess|alter|commit|toqu|toc|cambi|borr|elimin|mex|änder|bearbeit|lösch|anfass|édit)/iu;

/** Fixed phrases that forbid a place by themselves (the path sits inside or after them). */
const PHRASES: readonly RegExp[] = [
  /\bleave\b.{0,120}\balone\b/iu,
  /\bhands off\b/iu,
  /\boff[- ]limits\b/iu,
  /\bno (?:changes?|edits?|modifications?|touching)\b/iu,
  /\bstay (?:out of|away from)\b/iu,
  /\bkeep (?:out of|away from|your hands off)\b/iu,
  /\bis read[- ]only\b/iu,
  /\bdo(?:es)? not belong to us\b/iu,
  /\bpas touche\b/iu,
  /\blaisse[sz]?\b.{0,120}\btranquille\b/iu,
  /\bdeja\b.{0,120}\ben paz\b/iu,
  /\bfinger weg\b/iu,
  /\bnicht (?:anfassen|ändern|bearbeiten|löschen|anrühren)\b/iu,
  // `\b` knows ASCII letters only: a word starting with `ä` is bounded by a non-letter instead.
  /(?:^|[^\p{L}])(?:fass|ändere|bearbeite|lösche)\b.{0,120}\bnicht\b/iu,
  /\bsin cambios en\b/iu,
  /\bno (?:toques|toquen|toque|modifiques|modifiquen|cambies|cambien|edites|editen|borres|borren|elimines)\b/iu,
  /\baucune modification\b/iu,
];

/**
 * Whether a clause forbids touching what it names: a fixed phrase, or a negation with an edit
 * verb within the next two words ("don't ever touch", "ne modifie pas", "no toques").
 */
export function isProhibition(clause: string): boolean {
  if (PHRASES.some((phrase) => phrase.test(clause))) return true;
  for (const match of clause.matchAll(NEGATIONS)) {
    const after = clause.slice((match.index ?? 0) + match[0].length);
    const words = after
      .trimStart()
      .split(/[\s`'"«»]+/u)
      .filter((w) => w !== "");
    for (let i = 0; i < Math.min(3, words.length); i++) {
      const rest = words.slice(i).join(" ");
      // "never changed": a past tense tells what happened, it forbids nothing.
      if (EDIT_VERBS.test(rest) && !/^\p{L}+ed\b/iu.test(rest)) return true;
      // French "ne … pas": the verb comes right after `ne`/`n'`; one pronoun may sit between.
      if (!/^(?:ever|y|le|la|les|lo|me|te|se|à|a|an|the)$/iu.test(words[i] ?? "")) break;
    }
  }
  return false;
}

/**
 * The clauses of a message: sentences, then the parts a contrast joins ("…, but …", "; …"), so a
 * prohibition in one clause never reaches a path in another. Each with its start offset.
 */
export function splitClauses(text: string): { text: string; at: number }[] {
  const clauses: { text: string; at: number }[] = [];
  const boundary =
    /(?<=[.!?;])\s+(?=\S)|\n+|,?\s+(?:but|however|whereas|while|mais|pero|aber|ma)\s+|\s+[-–—]\s+/giu;
  let start = 0;
  for (const match of text.matchAll(boundary)) {
    const at = match.index ?? 0;
    // A dot inside "e.g." or a file name is no sentence end: only one followed by a space counts,
    // and "e.g. " is an abbreviation.
    if (/\b(?:e\.g|i\.e|z\.B|p\.ej|etc|vs)\.$/iu.test(text.slice(Math.max(0, at - 6), at)))
      continue;
    clauses.push({ text: text.slice(start, at), at: start });
    start = at + match[0].length;
  }
  clauses.push({ text: text.slice(start), at: start });
  return clauses.filter((c) => c.text.trim() !== "");
}
