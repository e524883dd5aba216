/**
 * What a value is counted per: "12 euros a month" is counted per month, "1.20 euros a jar" per
 * jar, "5 MB per user", "2 € pro Glas", "3 €/kg". Two values counted per two different things
 * are two quantities, even in one currency or unit: a member's monthly cap is not a jar's price,
 * and a newer message that sets the second gives the first no new value. The words that say
 * "per" are a closed class (a few function words in each language), read only right after a
 * number and its unit. Pure.
 */
import { asciiDigits } from "../util/quantity.js";

/** Words that make the next word the thing a value is counted per, in the rules' languages. */
const PER_WORDS = new Set("a an per each every pro je im par por cada ogni al à".split(" "));

/** A number, a word (any script, with its marks) or a slash. */
const TOKEN = /\d+(?:[.,]\d+)*|[\p{L}\p{Sc}%][\p{L}\p{M}\p{N}'’-]*|\//gu;

/**
 * The things `text`'s values are counted per, lower case: the word after "per" (or a slash)
 * right after a number, or after a number and its one unit word.
 */
export function basesOf(text: string): Set<string> {
  const tokens = asciiDigits(text).toLowerCase().match(TOKEN) ?? [];
  const found = new Set<string>();
  for (const [i, token] of tokens.entries()) {
    if (!/^\d/.test(token)) continue;
    let j = i + 1;
    const isPer = (t: string | undefined) => t === "/" || (t !== undefined && PER_WORDS.has(t));
    if (!isPer(tokens[j]) && tokens[j] !== undefined && !/^\d/.test(tokens[j] ?? "")) j++;
    if (!isPer(tokens[j])) continue;
    const basis = tokens[j + 1] ?? "";
    // After a slash any unit is a basis ("€/kg"); after a word, a word of three letters or more.
    if (/^\p{L}/u.test(basis) && (tokens[j] === "/" || [...basis].length >= 3)) found.add(basis);
  }
  return found;
}

/** Whether `text` says `basis` again, as it is or inflected ("month" in "monthly", "jar" in "jars"). */
function says(text: string, basis: string): boolean {
  const stem = [...basis].slice(0, 4).join("");
  return (asciiDigits(text).toLowerCase().match(TOKEN) ?? []).some((w) => w.startsWith(stem));
}

/**
 * Whether `newer` counts its values per other things than `older` does, without saying what
 * `older` counted per: "Jars are 1.20 euros a jar now" sets no new value of "at most 12 euros a
 * month". A newer message that names no basis, or names the older one ("no longer per litre"),
 * may still replace the older value.
 */
export function countedPerOther(newer: string, older: string): boolean {
  const olds = basesOf(older);
  if (olds.size === 0 || basesOf(newer).size === 0) return false;
  return ![...olds].some((basis) => says(newer, basis));
}
