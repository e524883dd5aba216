/**
 * Cheap statistics that tell a random-looking token (`AIhq5Xyb1Gga9Q29`) from an identifier or a
 * word (`DOC_Vector_5_32`, `SalesResults`). Used where a keyword alone is too weak a signal.
 */

/** Shannon entropy in bits per character. */
export function measureEntropy(text: string): number {
  if (text.length === 0) return 0;
  const counts = new Map<string, number>();
  for (const char of text) counts.set(char, (counts.get(char) ?? 0) + 1);
  let bits = 0;
  for (const count of counts.values()) {
    const p = count / text.length;
    bits -= p * Math.log2(p);
  }
  return bits;
}

enum CharClass {
  Lower = 1,
  Upper = 2,
  Digit = 3,
  Other = 0,
}

function classify(code: number): CharClass {
  if (code >= 97 && code <= 122) return CharClass.Lower;
  if (code >= 65 && code <= 90) return CharClass.Upper;
  if (code >= 48 && code <= 57) return CharClass.Digit;
  return CharClass.Other;
}

/**
 * Share of adjacent alphanumeric characters that switch class (lower/upper/digit). Random
 * base62 flips class about every other character; words and camelCase names rarely do.
 */
export function measureClassSwitches(text: string): number {
  let previous = CharClass.Other;
  let switches = 0;
  let counted = 0;
  for (let i = 0; i < text.length; i++) {
    const current = classify(text.charCodeAt(i));
    if (current === CharClass.Other) continue;
    if (previous !== CharClass.Other && current !== previous) switches++;
    previous = current;
    counted++;
  }
  return counted <= 1 ? 0 : switches / (counted - 1);
}

/** True for text made only of hex digits (commit ids, digests), which are common and public. */
export function isHex(text: string): boolean {
  return /^[0-9a-fA-F]+$/.test(text);
}

/** True for a UUID, which names things far more often than it guards them. */
export function isUuid(text: string): boolean {
  return /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/.test(text);
}

/** Mean length of the runs of lowercase letters: about 1.6 in random base62, 4+ in words. */
export function measureLowercaseRuns(text: string): number {
  let runs = 0;
  let letters = 0;
  let inRun = false;
  for (let i = 0; i < text.length; i++) {
    const lower = classify(text.charCodeAt(i)) === CharClass.Lower;
    if (lower) {
      letters++;
      if (!inRun) runs++;
    }
    inRun = lower;
  }
  return runs === 0 ? 0 : letters / runs;
}

/**
 * True when a value looks machine-generated: long enough, mixes letters with digits or cases,
 * flips character class often, has no word-length lowercase runs and has enough entropy.
 */
export function looksRandom(value: string, minLength = 10): boolean {
  if (value.length < minLength) return false;
  let lower = 0;
  let upper = 0;
  let digit = 0;
  let vowels = 0;
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    const cls = classify(code);
    if (cls === CharClass.Lower) lower++;
    else if (cls === CharClass.Upper) upper++;
    else if (cls === CharClass.Digit) digit++;
    if (/[aeiouAEIOU]/.test(value[i] as string)) vowels++;
  }
  const letters = lower + upper;
  if (letters === 0) return false;
  if (lower > 0 && upper > 0) {
    // mixed case: class flips often and no word-length lowercase runs (camelCase has them)
    return (
      measureClassSwitches(value) >= 0.3 &&
      measureLowercaseRuns(value) <= 3 &&
      measureEntropy(value) >= 3
    );
  }
  // one case plus digits (hex, base36): few vowels, digits spread through, high entropy
  if (digit < 2) return false;
  return (
    vowels / letters < 0.35 && measureClassSwitches(value) >= 0.15 && measureEntropy(value) >= 3.3
  );
}

/** `[A-Za-z0-9+/_-]`: the characters of a token (and of base64, standard or URL-safe). */
export function isTokenChar(code: number): boolean {
  return (
    (code >= 0x61 && code <= 0x7a) ||
    (code >= 0x41 && code <= 0x5a) ||
    (code >= 0x30 && code <= 0x39) ||
    code === 0x2b ||
    code === 0x2f ||
    code === 0x5f ||
    code === 0x2d
  );
}
