import { type Detection, Priority } from "./types.js";

/**
 * Generated passphrases: the shape password managers and diceware produce (`Pelican-Drift-
 * 4471-Moss`, `Unrushed-Scoreless-Shortcut7`, `correct-horse-battery-staple`). No character
 * class test finds them (their letters are words, their entropy per character is low), yet a
 * user hands one over in any phrasing, or in none ("when it asks, <it> gets you in"). The shape
 * itself carries the meaning, so it is read without a credential word when it is strict, and
 * looser right after one.
 */

const SEPARATOR = /^[^-._]*([-._])/;
const YEAR = /^(?:19|20)\d\d$/;

interface Parts {
  /** Segments of letters only, three or more long. */
  words: number;
  /** Segments written `Capitalised`, with or without digits after the word. */
  capitalised: number;
  /** Segments of letters only not written `Capitalised`. */
  uncapitalised: number;
  /** Segments holding a digit (a number, or a word with digits after it). */
  numbered: number;
  /** A segment that is a year (19xx/20xx): `Windows-Server-2019-Datacenter` names a product. */
  year: boolean;
  total: number;
}

/** The segments of `value` joined by one separator, or undefined when it is not that shape. */
function partsOf(value: string): Parts | undefined {
  const separator = SEPARATOR.exec(value)?.[1];
  if (separator === undefined || value.length > 80) return undefined;
  const segments = value.split(separator);
  if (segments.length < 3 || segments.length > 8) return undefined;
  const parts: Parts = {
    words: 0,
    capitalised: 0,
    uncapitalised: 0,
    numbered: 0,
    year: false,
    total: 0,
  };
  for (const segment of segments) {
    if (/^[A-Za-z]{3,12}$/.test(segment)) {
      parts.words++;
      if (/^[A-Z][a-z]+$/.test(segment)) parts.capitalised++;
      else parts.uncapitalised++;
    } else if (/^[A-Za-z]{0,12}\d{1,6}$/.test(segment)) {
      parts.numbered++;
      if (/^[A-Z][a-z]{2,}\d+$/.test(segment)) parts.capitalised++;
      if (YEAR.test(segment)) parts.year = true;
    } else return undefined;
    parts.total++;
  }
  return parts;
}

/**
 * A passphrase with no credential word beside it: three or more `Capitalised` words and a
 * number, not a year. Plain prose, paths, slugs and product names rarely take that shape.
 */
export function isGeneratedPassphrase(value: string): boolean {
  const parts = partsOf(value);
  if (parts === undefined || parts.year) return false;
  return parts.capitalised >= 3 && parts.numbered >= 1 && parts.uncapitalised === 0;
}

/**
 * A passphrase right after a credential word ("the key is …", "a senha é …"): words joined by
 * one separator, with a number or four words or more (`correct-horse-battery-staple`).
 */
export function looksLikePassphrase(value: string): boolean {
  const parts = partsOf(value);
  if (parts === undefined) return false;
  return parts.words >= 2 && (parts.numbered >= 1 || parts.words >= 4);
}

/** A candidate: a capitalised word, then at least two more segments joined by `-`, `.` or `_`. */
const CANDIDATE = /(?<![\w.-])[A-Z][a-z]{2,11}[-._][A-Za-z0-9]{1,12}(?:[-._][A-Za-z0-9]{1,12})+/g;

/** Lines that may hold a candidate (the families' gate: plain, no look-arounds). */
export const PASSPHRASE_LINES = /[A-Z][a-z]{2,11}[-._][A-Za-z0-9]/g;

/** Report every strict generated passphrase in `text`. */
export function detectPassphrases(text: string, out: Detection[]): void {
  CANDIDATE.lastIndex = 0;
  for (let m = CANDIDATE.exec(text); m !== null; m = CANDIDATE.exec(text)) {
    const after = text.charCodeAt(m.index + m[0].length);
    // a file name or a longer identifier goes on (`Foo-Bar-12-Baz.txt`, `Foo-Bar-12-Baz/…`)
    if (after === 0x2f || after === 0x5c) continue;
    if (isGeneratedPassphrase(m[0])) {
      out.push({
        kind: "password",
        start: m.index,
        end: m.index + m[0].length,
        priority: Priority.keyword,
      });
    }
  }
}
