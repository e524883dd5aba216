/**
 * The case fold a case-insensitive Unicode regular expression (`/…/iu`) matches by, as a string
 * function: two characters match each other there exactly when their folds are equal. Uppercase
 * then lowercase reaches the one fold of `ſ` and `s`, `ς` and `σ`, `µ` and `μ`, the Cyrillic
 * variants `ᲀ`…`ᲈ`; the Turkish `ı` and `İ` fold to themselves (an `/i/iu` meets neither), and
 * every final sigma folds to `σ`, so a stem cut before its last letter reads as the word does. One
 * UTF-16 unit in, one out, so offsets in the fold are offsets in the text. No locale is read.
 */
export function caseFold(text: string): string {
  const upper = text.toUpperCase();
  if (upper.length === text.length && !text.includes("ı")) {
    const lower = upper.toLowerCase();
    if (lower.length === text.length) return lower.replaceAll("ς", "σ");
  }
  let out = "";
  for (const char of text) out += foldChar(char);
  return out;
}

/** One character's fold, or the character itself where folding would change its length. */
function foldChar(char: string): string {
  if (char === "ı") return char;
  const upper = char.toUpperCase();
  const viaUpper = upper.length === char.length ? upper.toLowerCase() : "";
  const folded = viaUpper.length === char.length ? viaUpper : char.toLowerCase();
  if (folded.length !== char.length) return char;
  return folded === "ς" ? "σ" : folded;
}
