import { CODE_WORDS, PRODUCT_WORDS } from "./prose-lexicon-access.js";

/** Latin-script words and numbers joined by `_` or `-`, nothing else. */
const JOINED = /^[\p{Script=Latin}0-9]+(?:[_-][\p{Script=Latin}0-9]+)+$/u;
/** A part that reads as a version or a release tag (`v2`, `rc1`, `beta3`). */
const VERSION_PART = /^(?:v|r|rc|alpha|beta|pre|build|b)\d+$/i;

/**
 * A part of capitalised words glued together (`BlueRiver`, `NodiPar`): how a person joins two
 * words of a memorable password; a name of code has a lowercase start (`v2Header`, `getUser`) or
 * a digit inside.
 */
const GLUED_WORDS = /^\p{Lu}\p{Ll}+(?:\p{Lu}\p{Ll}+)+$/u;

/**
 * Whether `value` is written as a password made of words is, and as no name of code is:
 * transliterated words and a number joined by `_` or `-`, with a capital, a lowercase letter and
 * a digit (`Word_88word`, `Word-Word_Word9`, `Fjell_88_fjord`), two words of three letters or
 * more among its parts. Code and names are told by their parts: a camel hump inside a part
 * (`parse_v2Header`; capitalised words glued, `NodiPar_77ghat`, are a person's), a word in
 * capitals (`MAX_RETRY_3`, `Node-20_LTS`), a version part (`v2`, `rc1`), one word only (`Release-2024_Q3`), a first word of code or of a product (`test_Login2`,
 * `iPhone-15_Pro`); dots, slashes and brackets are not in it (`v2.3.1-rc1`, `feature/x-9`).
 */
export function isJoinedValue(value: string): boolean {
  if (value.length < 7 || value.length > 64 || !JOINED.test(value)) return false;
  if (!/\p{Lu}/u.test(value) || !/\p{Ll}/u.test(value) || !/[0-9]/.test(value)) return false;
  const parts = value.split(/[_-]/);
  let words = 0;
  for (const part of parts) {
    if (/\p{Lu}{2}/u.test(part) || VERSION_PART.test(part)) return false;
    if (/\p{Ll}\p{Lu}/u.test(part) && !GLUED_WORDS.test(part)) return false;
    if (/\p{L}{3}/u.test(part)) words++;
  }
  if (words < 2) return false;
  const first = (/^\p{L}+/u.exec(value)?.[0] ?? "").toLowerCase();
  return !CODE_WORDS.has(first) && !PRODUCT_WORDS.has(first);
}
