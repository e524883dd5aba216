/**
 * A typed password built of words (`Sommer7wind!Harbor`, `kopi5Lembut#12`): what a person makes
 * up when told to mix cases, a digit and a symbol, and then types into a sentence of any language
 * with no credential word ("we get into the portal as desk-3, then …"). The standalone typed
 * rule wants its lowercase runs short, which a random password has and a made-up one has not;
 * this reads the made-up shape instead: letters and digits in two or three parts joined by one
 * symbol each, all four classes present. A hyphen or an underscore may join parts too
 * (`Ankor7-Vento!Riva`), as long as one joining symbol of its own is there: a hyphenated or
 * snake-case name alone is code's or a word's, not a password. Code writes such tokens too, so their shapes are left
 * alone: a method reference (`Parser#parse2`), a negation or an operator between names
 * (`a&&B1`, `x^2Y`), a shell or template variable.
 */

/** The symbols a made-up password joins its parts with; the typed-password scan reads the same. */
const JOINER = /[!#$%^&*~]/;

/** Two or three parts of letters and digits, each joined to the next by exactly one symbol. */
const PARTS = /^[A-Za-z0-9]+(?:[-_!#$%^&*~][A-Za-z0-9]+){1,2}$/;
/** Any joint between two parts. */
const JOINT = /[-_!#$%^&*~]/;

/** `Type#member` (Javadoc, Ruby, Kotlin references): a name, `#`, a lower-camel member. */
const MEMBER_REFERENCE = /^[A-Z][A-Za-z0-9]*#[a-z][A-Za-z0-9]*$/;

/** A percent-encoded byte, also written with `~` (`demo~2Fregistry`): a path or a URL, not words. */
const ENCODED = /[%~][0-9][A-F]/;

/**
 * Whether `word` (10 to 64 characters, already cut at its edges) is a made-up password of words:
 * lowercase, uppercase, digits and a joining symbol all present, in parts of at least two
 * characters, with a digit touching a letter (a word and its number, as people build them).
 */
export function isWordedPassword(word: string, inProse = false): boolean {
  if (word.length < 10 || word.length > 64) return false;
  if (!PARTS.test(word) || !JOINER.test(word)) return false;
  if (MEMBER_REFERENCE.test(word) || ENCODED.test(word)) return false;
  if (!/[a-z]/.test(word) || !/[A-Z]/.test(word) || !/\d/.test(word)) return false;
  const parts = word.split(JOINT);
  if (parts.some((part) => part.length < 2)) return false;
  // `$` opens a variable and `^` a power or an anchor when a name follows at once in code; a
  // password joins two parts with them as with any other symbol, but then a digit is beside it
  // (or the line is a sentence with no code in it: `inProse`).
  if (!inProse && joinsLikeCode(word)) return false;
  return /[A-Za-z]\d|\d[A-Za-z]/.test(word);
}

/** Whether `word` joins a name to what comes before by `$` or `^` as code does (`x$Name`). */
export function joinsLikeCode(word: string): boolean {
  return /[$^](?=[A-Za-z_])/.test(word) && !/\d[$^]|[$^]\d/.test(word);
}
