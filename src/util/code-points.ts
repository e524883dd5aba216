/**
 * The names of the characters a piece of code writes, whether by code point (`\u00a0`,
 * `\u{200B}`, `\x{2014}`, `U+00AD`, `0x2009`, `&#x2026;`, `&#8203;`, `chr(0xa0)`) or as the
 * character itself (`'—'`): a step names a character by its name ("strip the zero-width
 * space", "the non-breaking space", "em dashes") and the code that does it by its code point,
 * so what a session wrote holds the name too (`char-names.generated.ts`: spaces, invisible
 * format characters, dashes, quotes, marks and signs, never letters or digits). Pure.
 */
import { CHAR_NAMES } from "./char-names.generated.js";

let table: Map<number, string> | null = null;

/** The name table, read once: code point to its names joined by spaces. */
function names(): Map<number, string> {
  if (table !== null) return table;
  table = new Map();
  for (const line of CHAR_NAMES.split("\n")) {
    const space = line.indexOf(" ");
    table.set(Number.parseInt(line.slice(0, space), 16), line.slice(space + 1).replace(/\|/g, " "));
  }
  return table;
}

/**
 * A code point written as code: an escape of a string or regex (`\u00a0`, `\u{a0}`, `\x{a0}`,
 * `\xa0`), the standard's notation (`U+00A0`), a hex literal (`0xa0`), an HTML reference
 * (`&#xa0;`, `&#160;`), a call (`chr(160)`, `fromCharCode(160)`). `\N{…}` names it already.
 */
const WRITTEN_CODE_POINT =
  /\\u\{?([0-9a-fA-F]{4,6})\}?|\\x\{([0-9a-fA-F]{2,6})\}|\\x([0-9a-fA-F]{2})|\b[Uu]\+([0-9A-Fa-f]{4,6})\b|\b0x([0-9A-Fa-f]{2,6})\b|&#[xX]([0-9a-fA-F]{2,6});|&#(\d{2,7});|\b(?:chr|fromCharCode|fromCodePoint)\((\d{2,7})\)/g;

/** The code points `code` writes (see `WRITTEN_CODE_POINT`) or holds as characters. */
function codePoints(code: string): Set<number> {
  const out = new Set<number>();
  for (const m of code.matchAll(WRITTEN_CODE_POINT)) {
    const hex = m[1] ?? m[2] ?? m[3] ?? m[4] ?? m[5] ?? m[6];
    const decimal = m[7] ?? m[8];
    const value = hex !== undefined ? Number.parseInt(hex, 16) : Number(decimal);
    if (Number.isFinite(value)) out.add(value);
  }
  for (const char of code) {
    const cp = char.codePointAt(0) ?? 0;
    if (cp >= 0xa0) out.add(cp);
  }
  return out;
}

/** The key a written character is held by among written words: `u+2014`. */
export const codePointKey = (cp: number): string => `u+${cp.toString(16).padStart(4, "0")}`;

/** The code points `code` writes that the table knows (see `writtenCharNames`). */
export function writtenKnownCodePoints(code: string): number[] {
  const known = names();
  return [...codePoints(code)].filter((cp) => known.has(cp));
}

/** A name of the table as prose writes it: lower case, hyphens as spaces. */
const spoken = (name: string): string => name.toLowerCase().replace(/-/g, " ");

let byName: [RegExp, number][] | null = null;

/**
 * The characters `text` names by a whole name or alias of two words or more ("the em dash",
 * "zero-width space", "byte order mark"): a step that names one is done only by code that
 * writes that one, not another of the same family (an en dash).
 */
export function charsNamedIn(text: string): number[] {
  if (byName === null) {
    byName = [];
    for (const line of CHAR_NAMES.split("\n")) {
      const space = line.indexOf(" ");
      const cp = Number.parseInt(line.slice(0, space), 16);
      for (const name of line.slice(space + 1).split("|")) {
        const words = spoken(name).split(" ");
        if (words.length < 2) continue;
        byName.push([
          new RegExp(`(?<![\\p{L}\\p{N}])${words.join("[\\s-]+")}(?:e?s)?(?![\\p{L}\\p{N}])`, "iu"),
          cp,
        ]);
      }
    }
  }
  const out = new Set<number>();
  for (const [pattern, cp] of byName) if (pattern.test(text)) out.add(cp);
  return [...out];
}

/**
 * The names of the characters `code` writes that the table knows ("NO-BREAK SPACE NBSP" for
 * `\u00a0`), one string each, in no particular order.
 */
export function writtenCharNames(code: string): string[] {
  const known = names();
  const out: string[] = [];
  for (const cp of codePoints(code)) {
    const name = known.get(cp);
    if (name !== undefined) out.push(name);
  }
  return out;
}
