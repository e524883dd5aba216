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
  return allParts(name).filter((part) => part.length >= MIN_PART);
}

/** `name`'s parts, lower-cased, short ones kept (`byArrival`: "by", "arrival"). */
function allParts(name: string): string[] {
  return name
    .replace(/([\p{Ll}\d])(\p{Lu})/gu, "$1 $2")
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .filter((part) => part !== "")
    .map((part) => part.toLowerCase());
}

/**
 * Whether `text` says `name` in words, its parts in order and next to each other ("goes to a
 * club account"): a name of two parts or more, six letters in all, since one word alone is
 * prose as often as a name. Inside a path or a file name (`src/thumb-cache.js`) it names the
 * file, not the code.
 */
export function saysNameInWords(text: string, name: string, lower = text.toLowerCase()): boolean {
  const long = splitName(name);
  if (saysParts(text, long, lower)) return true;
  // A short word of the name said too ("go by arrival" of `byArrival`, "to cents" of
  // `toCents`): all its parts in order, one of them a word of its own.
  const all = allParts(name);
  return all.length > long.length && long.length > 0 && saysParts(text, all, lower);
}

/** A part without its plural ending ("boxes", "nights"; never "class"), three letters kept. */
function stemOf(part: string): string {
  const stem = part.replace(/(?:(?<=[sxz]|[cs]h)es|(?<!s)s)$/, "");
  return stem.length >= MIN_PART ? stem : part;
}

/** Whether `text` says `parts` next to each other, in order: two or more, six letters in all. */
function saysParts(text: string, parts: readonly string[], lower: string): boolean {
  if (parts.length < 2 || parts.join("").length < 6) return false;
  const stems = parts.map(stemOf);
  // Most names are not said at all: a part missing from the text settles it with no pattern.
  if (!stems.every((stem) => lower.includes(stem))) return false;
  // A part said in the singular or the plural alike ("a whole box" of `wholeBoxes`).
  const escaped = stems.map(
    (stem, i) =>
      `${stem.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}${stem === parts[i] && !/s$/.test(stem) ? "" : "(?:e?s)?"}`,
  );
  return new RegExp(
    `(?<![\\p{L}\\p{N}_./\\\\-])${escaped.join("[\\s_-]+")}(?![\\p{L}\\p{N}_/\\\\-]|\\.[\\p{L}\\p{N}])`,
    "iu",
  ).test(text);
}
