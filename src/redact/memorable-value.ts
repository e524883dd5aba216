import { CODE_WORDS, PRODUCT_WORDS } from "./prose-lexicon-access.js";

/** A value is letters and digits, with a few symbols: no dots, slashes, brackets, `_`, `-`, `@`. */
const VALUE_CHARS = /^[\p{Script=Latin}0-9!#$%&*+^~]+$/u;

/** The first word of a value, as code or a product would start it (`get`, `iPhone`, `Float`). */
function firstWords(value: string): string[] {
  const prefix = /^\p{L}+/u.exec(value)?.[0] ?? "";
  const camel = /^\p{L}\p{Ll}*/u.exec(value)?.[0] ?? "";
  return [prefix.toLowerCase(), camel.toLowerCase()];
}

/**
 * Whether `value` is written as a memorable password is, and as no word, name or code is: a word
 * with digits and a capital (`Kasa77Lviv`, `kasa77Lviv`, `Lahti2024`), a lowercase word of four
 * letters or more and a number of two digits or more (`kassa2024`), or two or more words joined
 * in camel case (`pumpaHallinta`). ALL-CAPS, hex ids, one word with one digit (`Step3`) and names
 * starting with a programming word or a product (`getUser`, `iPhone15`, `Float64Array`) are not.
 */
export function isMemorableValue(value: string): boolean {
  if (value.length < 6 || value.length > 64 || !VALUE_CHARS.test(value)) return false;
  const letters = value.match(/\p{L}/gu)?.length ?? 0;
  if (letters < 3 || !/\p{Ll}/u.test(value)) return false;
  if (/^[0-9a-f]+$/.test(value)) return false;
  if (firstWords(value).some((w) => CODE_WORDS.has(w) || PRODUCT_WORDS.has(w))) return false;
  const digits = value.match(/[0-9!#$%&*+^~]/g)?.length ?? 0;
  if (digits > 0) {
    // `Kasa77Lviv`: letters on both sides of the number, or a capital and two digits or more
    if (/\p{L}[0-9!#$%&*+^~]+\p{L}/u.test(value) && /\p{Lu}/u.test(value)) return true;
    if (/\p{Lu}/u.test(value)) return digits >= 2;
    return /^\p{Ll}{4,}[0-9]{2,}$|^[0-9]{2,}\p{Ll}{4,}$/u.test(value);
  }
  return /^\p{Ll}{3,}(?:\p{Lu}\p{Ll}{2,}){1,3}$/u.test(value);
}
