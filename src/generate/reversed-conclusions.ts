/**
 * Conclusions a later one took back: a decision or finding about a thing that a later dead end
 * abandoned ("Caching rates with lru_cache: …", then "lru_cache: out. …") no longer stands, and
 * is left out of the relay's conclusions; the dead end that reversed it says what happened. The
 * thing a dead end abandons is what its first clause names: a name-shaped word (a path, a
 * package with a dot or dash, an identifier, an acronym) or, when the clause names none and is a
 * short verdict ("yaml: no", "Not moment here"), its content words. A dead end that names nothing so shaped
 * ("Dropped the idea of one transaction around every migration: …") reverses nothing. Pure.
 */
import { isFillerWord, REMOVAL, wordsOf } from "../util/prose-words.js";
import { sessionOf } from "./conclusion-rank.js";
import { quantities } from "./reversal.js";
import { isMarkedSuperseded, withoutPutInMark } from "./stale-conclusions.js";
import { hasTookOutMark } from "./removal-dead-ends.js";

/** Words of a short verdict that say what happened to the thing, not which thing it is. */
const VERDICT_WORDS = new Set(
  "not out gone again after back dropped removed reverted abandoned nope nein non pas kein keine sin".split(
    " ",
  ),
);
/** A first clause of at most this many words is a verdict on the thing it names. */
const VERDICT_WORDS_MAX = 4;

/** A word as it is compared: lowercased, its trailing punctuation and call parentheses off. */
function bare(word: string): string {
  return word.toLowerCase().replace(/[.'’_-]+$/, "");
}

/** A word as compared, and its parts between dots and slashes (`yaml.safe_load`: `yaml`). */
function partsOf(word: string): string[] {
  const whole = bare(word);
  return [whole, ...whole.split("/"), ...whole.split(/[./]/)].filter((p) => p.length >= 3);
}

/** A word shaped like a name: a dot, slash, underscore or dash inside, camelCase, an acronym. */
function nameShaped(word: string): boolean {
  const w = word.replace(/[.'’-]+$/, "");
  if (/^\d/.test(w) || w.length < 3) return false;
  return /\w[./_-]\w|[a-z][A-Z]|^[A-Z][A-Z0-9]{2,}$/.test(w);
}

/** What a dead end abandons: the things its first clause names. */
export function abandonedThings(text: string): Set<string> {
  const clause = text.split(/[:;：；]\s|\s[—–-]\s|[.!?](?:\s|$)/u)[0] ?? "";
  const words = wordsOf(clause);
  const things = new Set<string>();
  for (const word of words) if (nameShaped(word)) things.add(bare(word));
  for (const span of clause.matchAll(/`([^`\n]{2,})`/g)) things.add(bare(span[1] as string));
  if (things.size === 0 && words.length <= VERDICT_WORDS_MAX)
    for (const word of words) {
      const w = bare(word);
      if (w.length >= 3 && !isFillerWord(w) && !VERDICT_WORDS.has(w) && !REMOVAL.test(w))
        things.add(w);
    }
  return things;
}

/** The first word of a text that is not a function word, as written (a path stays whole). */
function subjectOf(text: string): string | undefined {
  return wordsOf(text).find((w) => bare(w).length >= 3 && !isFillerWord(bare(w)));
}

/** Shortest stem two subjects must share: "slug" of "slugify" and "Slugs". */
const STEM = 4;

/**
 * The stems of a subject: a path or file name whole; else the parts of a compound name
 * (`cropBanner`: crop, banner; `export_csv`), lowercased, of four letters or more.
 */
function stemsOf(subject: string): string[] {
  const word = subject.replace(/[.'’-]+$/, "");
  if (/[/.]\w/.test(word)) return [word.toLowerCase()];
  return word
    .split(/(?<=[a-z])(?=[A-Z])|[_-]/)
    .map((part) => part.toLowerCase())
    .filter((part) => part.length >= STEM);
}

/** Whether two subjects name the same thing: equal, or a stem of one begins a stem of the other. */
function sameSubject(a: string, b: string): boolean {
  const first = stemsOf(a);
  const second = stemsOf(b);
  return first.some((x) =>
    second.some((y) => {
      if (x === y) return true;
      if (x.includes("/") || y.includes("/") || /\.\w/.test(x) || /\.\w/.test(y)) return false;
      const [short, long] = x.length <= y.length ? [x, y] : [y, x];
      return long.startsWith(short.slice(0, Math.max(STEM, short.length - 1)));
    }),
  );
}

/**
 * The quantities a conclusion gives a value (`quantities`: the word before a number, a known
 * unit after it), and the thing counted right after a number ("200 lines a page", "3 retries").
 */
function measured(text: string): Map<string, Set<string>> {
  const found = quantities(text);
  for (const [, value, noun] of text
    .toLowerCase()
    .matchAll(/(?<![\w.])(\d+(?:[.,]\d+)?)\s+(\p{L}{3,})/gu)) {
    if (value === undefined || noun === undefined || isFillerWord(noun)) continue;
    const values = found.get(noun) ?? new Set<string>();
    values.add(value);
    found.set(noun, values);
  }
  return found;
}

/**
 * Whether `newer` gives a quantity `older` states another value (the content word before a
 * number, or its unit), and speaks of the same thing: both open on the same subject, or on
 * names of one stem ("Slugs are cut at 80 characters now" after "slugify() cuts at 60
 * characters"; "Banners" and "cropBanner"). Shared
 * words elsewhere are no sign: two reports of one relay share "src", "npm", "test" by chance.
 */
export function givesNewValue(newer: string, older: string): boolean {
  const before = measured(older);
  const changed = [...measured(newer)]
    .filter(([key, values]) => {
      const old = before.get(key);
      return old !== undefined && ![...values].some((v) => old.has(v));
    })
    .map(([key]) => key);
  if (changed.length === 0) return false;
  const subject = subjectOf(newer);
  const earlier = subjectOf(older);
  if (subject !== undefined && earlier !== undefined && sameSubject(subject, earlier)) return true;
  // Both name one identifier of the code (`MAX_RETRIES`, `slotMinutes`), wherever in the
  // sentence: a name that exact is the subject, whatever the sentence opens on.
  const ids = identifiersIn(older);
  return [...identifiersIn(newer)].some((id) => ids.has(id));
}

/** The identifiers a text names: snake_case, camelCase or CONSTANT words, paths left out. */
function identifiersIn(text: string): Set<string> {
  const found = new Set<string>();
  for (const word of wordsOf(text)) {
    const w = word.replace(/(?:\(\))?[.,;:'’]*$/, "");
    if (/[/.]/.test(w) || /^\d/.test(w) || w.length < 4) continue;
    if (/[A-Za-z0-9]_[A-Za-z0-9]|[a-z][A-Z]/.test(w)) found.add(w.toLowerCase());
  }
  return found;
}

/**
 * `list` (oldest first) without the decisions and findings that a later dead end of the list
 * abandoned (one that names a thing the dead end's first clause names), or that a later
 * session's conclusion measured anew (`givesNewValue`).
 */
export function withoutReversed<
  T extends {
    kind: string;
    text: string;
    agent: string | null;
    date: string | null;
    packet: string | null;
  },
>(list: readonly T[]): T[] {
  const reversed = new Set<number>();
  for (const [j, later] of list.entries()) {
    // A later session that gives a quantity of an earlier conclusion a new value ("cut at
    // 80 characters now" after "cut at 60 characters") reverses it, as a user's newer value
    // reverses an older rule.
    for (let i = 0; i < j; i++) {
      const earlier = list[i] as T;
      if (
        earlier.kind !== "dead_end" &&
        sessionOf(earlier) !== sessionOf(later) &&
        givesNewValue(withoutPutInMark(later.text), withoutPutInMark(earlier.text))
      )
        reversed.add(i);
    }
    // A conclusion marked superseded says its value changed, not that a thing was abandoned;
    // one said next to a removal abandons what its mark names, and what names that is marked
    // "taken out since" (stale-conclusions.ts), not left out: its words may name other things.
    if (later.kind !== "dead_end" || isMarkedSuperseded(later.text) || hasTookOutMark(later.text))
      continue;
    const things = abandonedThings(later.text);
    if (things.size === 0) continue;
    for (let i = 0; i < j; i++) {
      const earlier = list[i] as T;
      if (earlier.kind === "dead_end" || reversed.has(i)) continue;
      const named = new Set(wordsOf(earlier.text).flatMap(partsOf));
      for (const span of earlier.text.matchAll(/`([^`\n]{2,})`/g))
        named.add(bare(span[1] as string));
      if ([...things].some((thing) => named.has(thing))) reversed.add(i);
    }
  }
  return list.filter((_, i) => !reversed.has(i));
}
