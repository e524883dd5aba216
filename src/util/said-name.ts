/**
 * A name of code said in words: "a club account" for `CLUB_ACCOUNT`, "served before" for
 * `servedBefore`. An agent reports what its code does in the domain's words, and the names it
 * declared are often those words joined; a name of two parts or more said with its parts in
 * order ties the sentence to that code in any case or spelling of the join. Pure.
 */

/** Letters a part of a name has at least to count ("max", "age"; not "a", "of"). */
const MIN_PART = 3;

/**
 * `name` split at `-`, `_`, `.` and camelCase boundaries, lower-cased, parts of three characters
 * or more: `CLUB_ACCOUNT`, `clubAccount`, `club-account` alike ("go", "ts", "a" name nothing).
 */
export function splitName(name: string): string[] {
  return name
    .replace(/([\p{Ll}\d])(\p{Lu})/gu, "$1 $2")
    .split(/[^\p{L}\p{N}]+/u)
    .map((part) => part.toLowerCase())
    .filter((part) => part.length >= MIN_PART);
}

/**
 * Whether `text` says `name` in words, its parts in order and next to each other ("goes to a
 * club account"): a name of two parts or more, six letters in all, since one word alone is
 * prose as often as a name. Inside a path or a file name (`src/thumb-cache.js`) it names the
 * file, not the code.
 */
export function saysNameInWords(text: string, name: string, lower = text.toLowerCase()): boolean {
  const parts = splitName(name);
  if (parts.length < 2 || parts.join("").length < 6) return false;
  // Most names are not said at all: a part missing from the text settles it with no pattern.
  if (!parts.every((part) => lower.includes(part))) return false;
  const escaped = parts.map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
  return new RegExp(
    `(?<![\\p{L}\\p{N}_./\\\\-])${escaped.join("[\\s_-]+")}(?![\\p{L}\\p{N}_/\\\\-]|\\.[\\p{L}\\p{N}])`,
    "iu",
  ).test(text);
}
