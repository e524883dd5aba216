import { PRODUCT_WORDS } from "./prose-lexicon-access.js";
import { acceptValue } from "./prose-rule.js";
import { type Detection, Priority } from "./types.js";

/**
 * The value of a login said in words, with no credential word to name it: what the account-name,
 * handle and login-verb rules read after their anchor. A password typed as such passes the strict
 * password test (eight characters or more, three of lowercase, uppercase, digits and symbols)
 * and is neither a flag, code, a path or address, a package at a version nor a mail address.
 */
export function isTypedPassword(value: string): boolean {
  if (value.length < 8 || !/\d/.test(value) || !/\p{L}/u.test(value)) return false;
  if (isVersionedProduct(value)) return false;
  if (/^-|[|()[\]{}<>;="'`\\/]|:\/\/|@(?:\d|[\w-]+\.[a-z])/i.test(value)) return false;
  return acceptValue(value, { kind: "password", strength: "strong" }, "password", true);
}

/** A product and its version written as one word (`iPhone15`, `PostgreSQL16`, `Windows11`). */
function isVersionedProduct(value: string): boolean {
  const m = /^(\p{L}+)\d{1,4}$/u.exec(value);
  return m !== null && PRODUCT_WORDS.has((m[1] as string).toLowerCase());
}

const LEADING = /^["'`«“‘(]+/u;
const TRAILING = /["'`»”’),.;:!?]+$/u;

/** How far a value is looked for after its anchor. */
export interface Reach {
  /** Most words read, the value included. */
  words: number;
  /** A longer word ends the search (a "then" between an account and its value is short). */
  longestBetween?: number;
}

/**
 * Report the first typed password of `text` from `at` within `reach`, in its sentence: quotes
 * and brackets around it and a sentence's end after it are no part of it.
 */
export function pushTypedValueAfter(
  text: string,
  from: number,
  reach: Reach,
  out: Detection[],
): void {
  let at = from;
  for (let n = 0; n < reach.words; n++) {
    at += /^\s*/.exec(text.slice(at))?.[0].length ?? 0;
    const raw = /^\S+/.exec(text.slice(at, at + 80))?.[0];
    if (raw === undefined) return;
    const lead = LEADING.exec(raw)?.[0].length ?? 0;
    const value = raw.slice(lead).replace(TRAILING, "");
    if (isTypedPassword(value)) {
      const start = at + lead;
      out.push({ kind: "password", start, end: start + value.length, priority: Priority.keyword });
      return;
    }
    if (/[.!?;。！？]$/.test(raw)) return; // the sentence ends
    if (reach.longestBetween !== undefined && raw.length > reach.longestBetween) return;
    at += raw.length;
  }
}

/**
 * How far a value is looked for after a name that pairs with it (an account, a handle): words in
 * between are few and short (a "then", an "and", a "puis"), so a sentence that only mentions the
 * name and goes on to other things is left alone.
 */
const PAIRED_REACH: Reach = { words: 3, longestBetween: 8 };

/** The name a value pairs with, and what joins the two. */
export interface PairAnchor {
  /** The name, a global regex run over the whole text. */
  name: RegExp;
  /** What must stand right after the name (within eight characters), anchored with `^`. */
  glue: RegExp;
  /** What the text must say before the name for it to count, when the name alone is not enough. */
  introduced?: (text: string, nameStart: number) => boolean;
}

/** Report the typed password that follows each glued `anchor.name` in `text`. */
export function pushPairedValues(text: string, anchor: PairAnchor, out: Detection[]): void {
  const { name, glue, introduced } = anchor;
  name.lastIndex = 0;
  for (let m = name.exec(text); m !== null; m = name.exec(text)) {
    if (introduced !== undefined && !introduced(text, m.index)) continue;
    const at = m.index + m[0].length;
    const joint = glue.exec(text.slice(at, at + 8));
    if (joint === null) continue;
    pushTypedValueAfter(text, at + joint[0].length, PAIRED_REACH, out);
  }
}
