/**
 * The clauses of one sentence of house rules, and what of a message a replaced rule takes back.
 * A user often lists several rules in one sentence, after a lead-in ("Rules: no driver takes
 * more than three routes a day, the list is printed by depot"; "Reglas: A; B: C"), wherever the
 * sentence stands (the first message after its background and task, a message of rules alone):
 * a newer rule that replaces one of them leaves the others in force. Pure.
 */
import { quantitiesIn } from "../util/quantity.js";
import { sentencesOf } from "./reversal.js";

/** A lead-in ending in a colon ("Rules from the office:"): it heads every rule after it. */
const LEAD = /^[^:]{1,80}:\s+/u;

/** The mark a list written one rule a line puts before each ("- ", "• ", "2) "). */
const LIST_MARK = /^(?:[-*•·‣–—]|\p{Nd}{1,2}[.)])\s+/u;

/** `sentence` without its lead-in or its list mark, when the rest still says something. */
export function withoutLead(sentence: string): string {
  const lead = LEAD.exec(sentence)?.[0] ?? "";
  const rule = sentence.slice(lead.length).trim().replace(LIST_MARK, "");
  return /\p{L}/u.test(rule) ? rule : sentence;
}

/**
 * The clauses of `sentence` after its lead-in: split at a comma, semicolon or colon followed by
 * a space (never inside `7,50` or `18:00`), after a full-width one (Chinese, Japanese), at a
 * spaced dash and at a line break (a list written one rule a line, with or without a dash or a
 * number before each), each without the mark that ended it or the list's mark before it; only
 * those holding a letter.
 */
export function clausesOf(sentence: string): string[] {
  const lead = LEAD.exec(sentence)?.[0] ?? "";
  const clauses = sentence
    .slice(lead.length)
    .split(/(?<=[,;:])\s+|(?<=[，；：])|\s+[–—]\s+|\s*\n\s*/u)
    .map((c) =>
      c
        .trim()
        .replace(LIST_MARK, "")
        .replace(/[,;:，；：]$/u, ""),
    )
    .filter((c) => /\p{L}/u.test(c));
  // A clause that ends on a joining word ("50 feeds e, quando passar disso, apaga …", "y, si",
  // "and, once"): the comma opens an aside, the sentence is one rule, not a list.
  if (clauses.slice(0, -1).some((c) => DANGLING_WORD.test(c))) {
    const whole = sentence.slice(lead.length).trim().replace(/[.!?。！？]$/u, "");
    return /\p{L}/u.test(whole) ? [whole] : [];
  }
  return clauses;
}

/**
 * A clause's last word of one or two small letters after a word (not after a number: "2 h"), or
 * English "and", "but": the joining words of most languages ("e", "y", "et", "i", "a", "и").
 */
const DANGLING_WORD = /[^\p{N}\s]\s+(?:\p{Ll}{1,2}|and|but)$/u;

/**
 * The one clause of `sentence` that `holds` (the replaced value, a number), when the sentence
 * holds other clauses too ("two more rules: a bale weighs 30 kg at most, and each line is
 * rounded to a whole euro"): the rest stays in force. Null when no one clause holds it, or it is
 * all there is.
 */
export function clauseHolding(sentence: string, holds: (clause: string) => boolean): string | null {
  const clauses = clausesOf(sentence);
  if (clauses.length < 2) return null;
  const holding = clauses.filter(holds);
  if (holding.length !== 1) return null;
  return holding[0] as string;
}

/**
 * The one clause of `sentence` that spans its characters `from` to `to` (where a replaced value
 * is said), when the sentence lists several rules: a lead-in before a colon heads two clauses or
 * more ("Rules: the burst stays at 10, errors go to stderr"), or two of its clauses state a
 * number each. Null otherwise: a clause beside the one of the number that states none and has no
 * lead-in over it qualifies that rule ("Numer ma zawsze cztery cyfry, z zerami na początku") and
 * goes with it.
 */
export function clauseSpanning(sentence: string, from: number, to: number): string | null {
  const clauses = clausesOf(sentence);
  if (clauses.length < 2) return null;
  const led = LEAD.test(sentence);
  if (!led && clauses.filter((c) => /\p{N}/u.test(c) || quantitiesIn(c).length > 0).length < 2)
    return null;
  let at = 0;
  for (const clause of clauses) {
    const start = sentence.indexOf(clause, at);
    if (start < 0) return null;
    at = start + clause.length;
    if (from >= start && to <= at) return clause;
  }
  return null;
}

/**
 * What of the message `text` a rule replaced through `sentence` (one of its sentences, or a
 * clause of one) takes back: the one clause of it that holds the replaced value (each test of
 * `holds` in turn, the surest first), else the sentence without its lead-in; `"whole"` when that
 * is all the message says.
 */
export function takenPart(
  text: string,
  sentence: string,
  ...holds: ((clause: string) => boolean)[]
): "whole" | string[] {
  for (const test of holds) {
    const clause = clauseHolding(sentence, test);
    if (clause !== null) return [clause];
  }
  const all = sentencesOf(text).filter((x) => x.trim() !== "");
  if (all.length === 1 && lettersOf(all[0] as string) === lettersOf(sentence)) return "whole";
  return [withoutLead(sentence)];
}

/** The letters and digits of `text`, as a key (spaces and marks aside). */
const lettersOf = (text: string): string => text.replace(/[^\p{L}\p{N}]+/gu, "");
