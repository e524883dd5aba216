/**
 * Which sentence of a user's message each constant the agent wrote right after it holds. A
 * message of several house rules, each with a value ("not less than 5 euros", "from 18
 * o'clock", "at least 10 overs"), in any language, is answered in the same turn by code holding
 * each value (`MIN_CHARGE_CENTS = 500`, `PEAK_FROM_H = 18`, `MIN_OVERS = 10`). The tie needs no
 * reading of the sentence's words: a value the sentence states where it can be read (its digits,
 * in any script, or listed number words), else the order of the sentences that state a value
 * against the order of the constants written, else the only sentence and the only constant left.
 * A later session that changes one of these values after a newer message then marks that
 * sentence replaced (`superseded-marks.ts`). Nothing is tied when unsure: a constant more than
 * the sentences (a helper's own number) leaves the order untold, and a value written twice is
 * no one sentence's. Pure.
 */
import type { HeldValue, UserMessage } from "../model/packet/types.js";
import type { ValueChange } from "../model/snapshot/types.js";
import { type Quantity, quantitiesIn, sameNumber, writtenAs } from "../util/quantity.js";
import { cutAtWord } from "../util/cut-text.js";
import { sentencesOf } from "./reversal.js";
import { clausesOf } from "./rule-clauses.js";
import { amountsAsNamed } from "./named-units.js";

/** Ties kept per message, as the packet's schema allows. */
const MAX_HELD = 12;
/** The longest sentence kept with its value. */
const MAX_SENTENCE = 300;

/** A number as prose writes it, in any script (`18`, `7,50`, `18:00`, `٣٠`). */
const NUMBER = /\p{Nd}+(?:[.,:]\p{Nd}+)*/gu;

/**
 * Whether `sentence` states a value: a number in digits of any script or in words a list reads,
 * not one glued to a name ("UTF-8", "v2": no rule's value).
 */
const statesValue = (sentence: string): boolean => quantitiesIn(sentence).length > 0;

/** How many numbers `text` states: one number said twice is one ("narrower than 40 cm pay as 40 cm"). */
const numbersIn = (text: string): number => new Set(text.match(NUMBER) ?? []).size;

/** How many values `text` states where they can be read (digits of any script, number words). */
const valuesIn = (text: string): number =>
  new Set(quantitiesIn(text).map((q) => q.values.join(" "))).size;

/**
 * How many values a clause of one rule states: a bare "one" beside another value counts what the
 * rule is about, not its value, for the word for one is the indefinite article of many languages
 * ("bir koli en fazla 20 kg olur", "um turno dura no máximo 3 horas", "ein Paket wiegt höchstens
 * 20 kg"); said alone it is the clause's value ("höchstens ein Fahrer pro Wagen").
 */
const clauseValuesIn = (clause: string): number => {
  const said = quantitiesIn(clause);
  const counted = said.some((q) => !isBareOne(q)) ? said.filter((q) => !isBareOne(q)) : said;
  return new Set(counted.map((q) => q.values.join(" "))).size;
};

/** A quantity of one, with no unit: an article or "each" in many languages. */
const isBareOne = (q: Quantity): boolean =>
  q.unit === null && q.values.length === 1 && q.values[0] === 1;

/**
 * The rules of one sentence, each stating one value: the sentence, or its clauses when it lists
 * several rules with a value each ("Rules: no parcel over 30 kg, parcels narrower than forty
 * centimetres pay as forty: labels by weight"). A clause stating two values (a range) keeps the
 * sentence whole.
 */
function rulesOf(sentence: string): string[] {
  if (valuesIn(sentence) < 2) return [sentence];
  const stating = clausesOf(sentence).filter(statesValue);
  return stating.length > 1 && stating.every((c) => clauseValuesIn(c) === 1) ? stating : [sentence];
}

/**
 * Whether `sentence` states a quantity code may write as `value`: as the reader counts it, or a
 * volume or a price in the unit the constant's `name` says ("two litres" as `CALF_ML_PER_DAY =
 * 2000`, "five euros" as `MIN_NIGHT_CENTS = 500`).
 */
const statesNumber = (sentence: string, value: string, name?: string): boolean =>
  quantitiesIn(sentence).some((q) => writtenAs(q).some((n) => sameNumber(n, Number(value)))) ||
  amountsAsNamed(sentence, name).some((n) => sameNumber(n, Number(value)));

/**
 * The constants' values of `values` (in the order the turn wrote them) tied to the sentences of
 * `message` that state a value. Empty when none can be tied for sure.
 */
export function heldByWrites(
  message: string,
  written: readonly (string | { value: string; name?: string })[],
): HeldValue[] {
  // Most messages' turns write no constant: nothing to read then.
  if (written.length === 0) return [];
  const values = written.map((w) => (typeof w === "string" ? w : w.value));
  const names = written.map((w) => (typeof w === "string" ? undefined : w.name));
  const sentences = sentencesOf(message)
    .map((s) => s.trim())
    .filter((s) => s !== "" && statesValue(s))
    .flatMap(rulesOf);
  if (sentences.length === 0) return [];
  // A sentence stating two numbers may hold two rules (a separator no splitter reads, a range):
  // it is tied to no constant, and the order of the rest is untold.
  const several = sentences.map((s) => numbersIn(s) > 1);
  // By value: a constant whose value one sentence states, that sentence stating no other's.
  const pairs = new Map<number, number>();
  for (const [v, value] of values.entries()) {
    const stating = sentences.flatMap((s, i) => (statesNumber(s, value, names[v]) ? [i] : []));
    if (stating.length !== 1) continue;
    const s = stating[0] as number;
    if (several[s] === true) continue;
    const values_ = values.flatMap((other, w) =>
      statesNumber(sentences[s] as string, other, names[w]) ? [w] : [],
    );
    if (values_.length === 1) pairs.set(v, s);
  }
  if (several.includes(true)) return heldPairs(pairs, values, names, sentences);
  // By order: as many constants as sentences stating a value, every tie by value in its place.
  if (values.length === sentences.length && [...pairs].every(([v, s]) => v === s))
    for (const v of values.keys()) pairs.set(v, v);
  // The only one left of each.
  const freeValues = [...values.keys()].filter((v) => !pairs.has(v));
  const taken = new Set(pairs.values());
  const freeSentences = [...sentences.keys()].filter((s) => !taken.has(s));
  if (freeValues.length === 1 && freeSentences.length === 1)
    pairs.set(freeValues[0] as number, freeSentences[0] as number);
  return heldPairs(pairs, values, names, sentences);
}

/** The ties of `pairs` (a value's index to a sentence's) as the packet keeps them. */
function heldPairs(
  pairs: ReadonlyMap<number, number>,
  values: readonly string[],
  names: readonly (string | undefined)[],
  sentences: readonly string[],
): HeldValue[] {
  return [...pairs]
    .sort(([a], [b]) => a - b)
    .slice(0, MAX_HELD)
    .map(([v, s]) => {
      const name = names[v];
      return {
        value: values[v] as string,
        ...(name !== undefined ? { name } : {}),
        sentence: cutAtWord(sentences[s] as string, MAX_SENTENCE),
      };
    });
}

/**
 * The factor by which the code wrote the one rule whose constant held `change`'s old value (the
 * one message's `holds` entry of that value, its sentence stating one number: "5 eurai" written
 * as 500 is 100), when not 1. Empty when no rule, or two, held it: a newer message's number is
 * then read as written.
 */
export function scalesHeld(messages: readonly UserMessage[], change: ValueChange): number[] {
  const before = Number(change.before);
  if (!/^\d+(?:\.\d+)?$/.test(change.before) || before === 0) return [];
  const held = messages.flatMap((m) =>
    (m.holds ?? []).filter(
      (h) => sameNumber(Number(h.value), before) && m.text.includes(h.sentence),
    ),
  );
  const [only] = held;
  if (held.length !== 1 || only === undefined) return [];
  const stated = quantitiesIn(only.sentence).flatMap((q) => q.values);
  const [value] = stated;
  if (stated.length !== 1 || value === undefined || value === 0) return [];
  const k = before / value;
  return sameNumber(k, 1) ? [] : [k];
}
