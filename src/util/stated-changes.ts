/**
 * Changes of value a text states, "from A to B"-shaped, in the languages of unit-words.ts: two
 * quantities (read by quantity.ts) with a "to" word between them and a "from" word before the
 * first, or an arrow or a glued mark between them. Pure.
 */
import { type Quantity, quantitiesIn } from "./quantity.js";
import {
  AFTER_NEW_VALUE,
  BETWEEN_VALUES,
  FROM_WORDS,
  TO_WORDS,
  TURKISH_FROM,
} from "./unit-words.js";

/** A change of value a text states: "from A to B", "da 7 a 14", "7 → 14", "从7改为14". */
export interface StatedChange {
  from: Quantity;
  to: Quantity;
}

/**
 * The changes of value `text` states: two quantities with a "to" word between them and a "from"
 * word right before the first ("passano da 7 a 14", "z 4 na 6"), or an arrow or a glued mark
 * between them ("7 → 14", "7'den 14'e", "7에서 14로", "7から14に", "从7改为14"). A first
 * value with no unit takes the second's ("da 7 a 14 giorni").
 */
export function statedChanges(
  text: string,
  quantities: readonly Quantity[] = quantitiesIn(text),
): StatedChange[] {
  const changes: StatedChange[] = [];
  for (const [i, from] of quantities.entries()) {
    const to = quantities[i + 1];
    if (to === undefined) break;
    // Code spans and quotes around the values ("`1200` → `1500`") are no part of the shape.
    const between = text.slice(from.end, to.start).replace(/[`"“”«»]/g, "");
    const word = between.trim().toLowerCase();
    const lead = /([\p{L}]+)[\s`"“”«»]*$/u.exec(
      text.slice(Math.max(0, from.start - 20), from.start),
    );
    const byWords =
      TO_WORDS.has(word) && lead !== null && FROM_WORDS.has((lead[1] as string).toLowerCase());
    // A Turkish unit glued to the ablative ("90 dakikadan 2 saate") says "from" itself.
    const ablative =
      /^\s+$/.test(between) && TURKISH_FROM.test(text.slice(from.start, from.end).toLowerCase());
    if (!byWords && !ablative && !BETWEEN_VALUES.test(between)) continue;
    if (
      /^(?:['’]|에서|から)/u.test(between.trimStart()) &&
      !AFTER_NEW_VALUE.test(text.slice(to.end)) &&
      to.unit === null
    )
      continue;
    changes.push({
      from: from.unit === null && to.unit !== null ? { ...from, unit: to.unit } : from,
      to,
    });
  }
  return changes;
}
