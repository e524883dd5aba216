import { type Detection, Priority } from "./types.js";

/**
 * Generated passwords in groups (three to eight groups of letters and digits in both cases joined
 * by hyphens, such as five, four and three characters, or three groups of six): what password
 * managers produce when asked for something typeable (the strong ones Apple's keychain suggests,
 * the grouped output of 1Password and Bitwarden, KeePass patterns). Their characters are letters and digits only,
 * so the typed-password rule (which wants a symbol) misses them, and they are too short for the
 * entropy rule; yet a user pastes one in any language or in none. The shape carries the meaning,
 * so it is read with no credential word, and strictly: identifiers, versions, model and product
 * names, dates, UUIDs and SKUs keep their groups readable or hold one case only.
 */

/** Separators a group may be joined by; one kind per value. */
const SEPARATORS = "-._";

/**
 * A group a person or a program would write: a word (`Server`, `alpine`, `HTTP`) or a camel or
 * Pascal name (`getUser`, `MacBook`), each with a number after it or not (`Node20`, `x64`), or a
 * number with a word after it (`64bit`, `8B`, `2nd`).
 */
const READABLE =
  /^(?:(?:[A-Z]?[a-z]+(?:[A-Z][a-z]+)*|[A-Z]+[a-z]*)\d*|\d+(?:[A-Z]?[a-z]+|[A-Z]+))$/;

/**
 * Groups that mix classes without being random: hex of one case (a commit, a digest, a UUID's
 * part: `b4f17607`) and an ISO date-time's middle (`16T23`).
 */
const MACHINE = /^(?:[0-9a-f]+|[0-9A-F]+|\d+[A-Z]\d+)$/;

/** Whether a group mixes two of lowercase, uppercase and digits in a way no name or id does. */
function isScrambled(group: string): boolean {
  const classes =
    Number(/[a-z]/.test(group)) + Number(/[A-Z]/.test(group)) + Number(/\d/.test(group));
  return classes >= 2 && !READABLE.test(group) && !MACHINE.test(group);
}

/** What Apple's keychain suggests: three groups of six, one uppercase letter and one digit in all. */
const APPLE = /^[a-zA-Z0-9]{6}-[a-zA-Z0-9]{6}-[a-zA-Z0-9]{6}$/;

/**
 * Apple's shape, told from three six-letter names (`Config-object-value1`, `object-Value1-thingy`):
 * one capital and one digit among lowercase, and not a capital opening a group with a digit
 * closing one, which is how a name is written (the keychain puts them anywhere).
 */
function isAppleShaped(value: string): boolean {
  if (!APPLE.test(value)) return false;
  const capitals = value.match(/[A-Z]/g) ?? [];
  const digits = value.match(/\d/g) ?? [];
  if (capitals.length !== 1 || digits.length !== 1) return false;
  return !(/(?:^|-)[A-Z]/.test(value) && /\d(?:-|$)/.test(value));
}

/**
 * A generated password with no credential word beside it: 3 to 8 groups of 2 to 16 letters and
 * digits joined by one kind of separator, the whole holding lowercase, uppercase and digits, and
 * at least two groups scrambled (mixing classes as no word, camel name or `word+number` does),
 * or Apple's three groups of six.
 */
export function isGroupedPassword(value: string): boolean {
  if (value.length < 10 || value.length > 80) return false;
  if (!/[a-z]/.test(value) || !/[A-Z]/.test(value) || !/\d/.test(value)) return false;
  if (isAppleShaped(value)) return true;
  const separator = [...SEPARATORS].find((s) => value.includes(s));
  if (separator === undefined) return false;
  const groups = value.split(separator);
  if (groups.length < 3 || groups.length > 8) return false;
  let scrambled = 0;
  for (const group of groups) {
    if (!/^[A-Za-z0-9]{2,16}$/.test(group)) return false;
    if (isScrambled(group)) scrambled++;
  }
  return scrambled >= 2;
}

/** Character bits for the scan: a group's character, a separator, a class, an edge. */
const G_ALNUM = 1;
const G_SEP = 2;
const G_LOWER = 4;
const G_UPPER = 8;
const G_DIGIT = 16;
const G_EDGE = 32; // a blank, a quote, a bracket, `,` `;` `:` `=` `!` `?` `*`: a word may end there
const BITS = new Uint8Array(128);
for (let code = 0; code < 128; code++) {
  const c = String.fromCharCode(code);
  let bits = 0;
  if (/[A-Za-z0-9]/.test(c)) bits |= G_ALNUM;
  if (SEPARATORS.includes(c)) bits |= G_SEP;
  if (/[a-z]/.test(c)) bits |= G_LOWER;
  if (/[A-Z]/.test(c)) bits |= G_UPPER;
  if (/\d/.test(c)) bits |= G_DIGIT;
  if (/[\s"'`()[\]{}<>,;:=!?*]/.test(c)) bits |= G_EDGE;
  BITS[code] = bits;
}
const ALL_CLASSES = G_LOWER | G_UPPER | G_DIGIT;

/** Letters of scripts that write words apart: glued to a run, they make it part of a word. */
const SPACED_LETTER = /[\u00c0-\u024f\u0370-\u052f\u1e00-\u1eff]/;

/**
 * Whether the character at `code` may stand next to a value: an ASCII edge, or a character past
 * ASCII that is no Latin, Greek or Cyrillic letter (a typographic quote, a no-break space, a
 * Korean or Japanese particle glued to the value: `X로`, `Xです`). An ASCII letter, `/`, `\`,
 * `@`, `#`, `$`, `%`, `&`, `+` or `~` makes the run part of a path, an address or a longer name.
 */
function isEdge(code: number): boolean {
  if (code < 0) return true;
  if (code < 128) return ((BITS[code] as number) & G_EDGE) !== 0;
  return !SPACED_LETTER.test(String.fromCharCode(code));
}

/**
 * Report every grouped generated password in `text`: one pass over char codes, a run of letters,
 * digits and separators sliced and tested only when it holds all three classes and a separator.
 */
export function detectGroupedPasswords(text: string, out: Detection[]): void {
  const n = text.length;
  let i = 0;
  while (i < n) {
    const code = text.charCodeAt(i);
    if (code >= 128 || ((BITS[code] as number) & G_ALNUM) === 0) {
      i++;
      continue;
    }
    const start = i;
    let bits = 0;
    while (i < n) {
      const c = text.charCodeAt(i);
      const b = c < 128 ? (BITS[c] as number) : 0;
      if ((b & (G_ALNUM | G_SEP)) === 0) break;
      bits |= b;
      i++;
    }
    // a run ends where a sentence does: a full stop after the value is not a separator
    let end = i;
    while (end > start && ((BITS[text.charCodeAt(end - 1)] as number) & G_SEP) !== 0) end--;
    if ((bits & ALL_CLASSES) !== ALL_CLASSES || (bits & G_SEP) === 0 || end - start < 10) continue;
    if (!isEdge(start === 0 ? -1 : text.charCodeAt(start - 1))) continue;
    if (!isEdge(i === n ? -1 : text.charCodeAt(i))) continue;
    if (!isGroupedPassword(text.slice(start, end))) continue;
    out.push({ kind: "password", start, end, priority: Priority.entropy });
  }
}
