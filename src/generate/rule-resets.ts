/**
 * Whether a later user message only gives a standing rule a new value (SPEC §2.3: a later message
 * replaces the objective only when it states a new task): "Ten minutes of lead in
 * config/lead.json is plenty." after "The lead time lives in config/lead.json: fifteen minutes
 * before the slot.", "Diez minutos bastan", "Node 22 in .nvmrc from now on" after "Keep Node 18
 * in .nvmrc". Structure, in any language: the message carries a value (a number in digits or
 * words, with or without a unit); an earlier rule of the user carries another value of the same
 * kind and shares its subject (a content word that is no number word, or the unit); and the
 * message names nothing of the work that the rule and the task do not already name. Pure.
 */
import { numberWordValue } from "../util/number-words.js";
import { type Quantity, quantitiesIn, sameAmount } from "../util/quantity.js";
import { sameKind } from "../util/unit-words.js";
import { isNeedStatement } from "./need-sentences.js";
import { contentWords, onlyAdds, sentencesOf } from "./reversal.js";
import { splitUnits } from "./sentence-units.js";
import { namesNewWork } from "./task-statement.js";
import type { WorkNames } from "./work-names.js";

/** Values too common to be a rule's value ("step 1", "0 failures"). */
const TOO_COMMON = new Set([0, 1]);

/**
 * The subject words of `text`: its content words (reversal.ts) but numbers and number words.
 * A number word is the value, never the subject: "ten" is 10 in English and "this" in Polish,
 * and two messages sharing it are not about one thing.
 */
function subjectWords(text: string): Set<string> {
  const words = [...contentWords(text)].filter(
    (w) => !/\p{N}/u.test(w) && numberWordValue(w, text) === undefined,
  );
  return new Set(words);
}

/** Whether `q` and `o` are quantities of one kind: one unit's dimension, or both counts. */
const ofOneKind = (q: Quantity, o: Quantity): boolean =>
  q.unit === null || o.unit === null
    ? q.unit === o.unit
    : sameKind(q.unit.dimension, o.unit.dimension);

/** The quantities of `text` that may be a rule's value (not 0 or 1 alone). */
const valuesIn = (text: string): Quantity[] =>
  quantitiesIn(text).filter((q) => !q.values.every((v) => TOO_COMMON.has(v)));

/**
 * Whether `rule`, one sentence of an earlier message, is a rule `text` gives a new value: it
 * carries a value of a kind `news` holds, one of `news` is an amount it does not say, and the two
 * share a subject word or the unit of that kind.
 */
function newValueOf(text: string, news: readonly Quantity[], rule: string): boolean {
  const olds = valuesIn(rule);
  const kin = news.filter((q) => olds.some((o) => ofOneKind(q, o)));
  // "Ten minutes, not fifteen" names the old value too: one new value is enough.
  if (!kin.some((q) => !olds.some((o) => sameAmount(q, o)))) return false;
  const said = subjectWords(rule);
  const shared = [...subjectWords(text)].some((w) => said.has(w));
  return shared || kin.some((q) => q.unit !== null);
}

/**
 * Whether `text` only gives a rule of `earlier` (the line of work's user messages before it) a
 * new value: it carries one, does not only add ("also"), says nothing is missing, and names no
 * thing of the work (`things`, `commands`: work-names.ts) that the rule's sentence and the
 * `objective` do not name. A message naming a file or a function of its own is a task, whatever
 * values it carries.
 */
export function onlyResetsRule(
  text: string,
  earlier: readonly string[],
  work: { things: WorkNames; commands: WorkNames; objective: string },
): boolean {
  const news = valuesIn(text);
  if (news.length === 0 || onlyAdds(text)) return false;
  if (splitUnits(text).some(isNeedStatement)) return false;
  return earlier.some((message) =>
    sentencesOf(message).some(
      (rule) =>
        newValueOf(text, news, rule) &&
        !namesNewWork(text, work.things, `${work.objective}\n${rule}`, work.commands),
    ),
  );
}
