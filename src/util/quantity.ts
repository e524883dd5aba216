/**
 * Quantities of prose, in any of the languages of number-words.ts: a number in digits or words
 * ("1200", "1,5", "four", "cztery", "三", "3晩") and the unit after it ("milliseconds", "秒",
 * "KB", "px", "%"), normalised so that one quantity written two ways compares equal: "1200
 * milliseconds" and "1.5 秒" are 1200 and 1500 ms, which code may hold as `1200` → `1500` or
 * `1.2` → `1.5`. A number that is part of a name, a version, a date, a time or an issue number
 * (`v2`, `sha256`, `1.2.3`, `2026-12-01`, `10:30`, `#38`) is no quantity. Pure.
 */
import {
  COUNTER_FORMS,
  CJK_NUMERAL,
  cjkNumeralValue,
  inflectedNumberValue,
  joinsNumberAfter,
  languageMultiplier,
  leadingMultiplier,
  MULTIPLIERS,
  numberWordAfter,
  numberWordBefore,
  numberWordValue,
  PLUS_TEN,
  THAI_NUMERAL,
  thaiNumeralValue,
} from "./number-words.js";
import { ETHIOPIC_NUMERAL, ethiopicNumeralValue } from "./ethiopic-numerals.js";
import { isClockTime, unitAfter, unitBefore } from "./quantity-units.js";
import { sharesIn } from "./share-words.js";
import { spokenTimes } from "./spoken-times.js";
import { DIMENSION_SIZES, SPAN_PHRASES, UNITS, type Unit, sameKind } from "./unit-words.js";

/** A quantity said in a text. */
export interface Quantity {
  /** Where it is said: from its first character to the end of its unit (or number). */
  start: number;
  end: number;
  /** What its number may be ("1.200" is 1200 in German, 1.2 in English): one value or two. */
  values: readonly number[];
  /** Its unit, or null for a count ("four digits", "3晩", "seven snapshots"). */
  unit: Unit | null;
  /**
   * Written with two decimals ("7,50", "12.99"): an amount of money, which code keeps in its
   * hundredths (`SHUTTLE_SEN = 750`) whatever the currency's name in the sentence.
   */
  hundredths?: true;
}

/**
 * The zero of each script whose ten digits follow it in Unicode, each one UTF-16 unit: full
 * width, Arabic-Indic, Persian, Devanagari, Bengali, Gurmukhi, Gujarati, Odia, Tamil, Telugu,
 * Kannada, Malayalam, Thai, Lao, Tibetan, Myanmar, Khmer, Mongolian, N'Ko, Ol Chiki, Balinese,
 * Javanese (Ethiopic numerals are no positional digits: `ethiopic-numerals.ts`).
 */
const DIGIT_ZEROS = [
  0xff10, 0x0660, 0x06f0, 0x0966, 0x09e6, 0x0a66, 0x0ae6, 0x0b66, 0x0be6, 0x0c66, 0x0ce6, 0x0d66,
  0x0e50, 0x0ed0, 0x0f20, 0x1040, 0x17e0, 0x1810, 0x07c0, 0x1c50, 0x1b50, 0xa9d0,
];
const OTHER_DIGITS = new RegExp(
  `[${DIGIT_ZEROS.map((z) => `\\u${z.toString(16).padStart(4, "0")}-\\u${(z + 9).toString(16).padStart(4, "0")}`).join("")}\\u066b\\u066c]`,
  "gu",
);

/**
 * Digits of other scripts to ASCII, and the Arabic script's decimal and thousands separators
 * (`۳٫۸` is 3.8, `١٬٥٠٠` is 1,500) to the marks the readers below know: offsets stay the text's
 * own.
 */
export function asciiDigits(text: string): string {
  return text.replace(OTHER_DIGITS, (d) => {
    if (d === "\u066b") return ".";
    if (d === "\u066c") return ",";
    const code = d.charCodeAt(0);
    for (const zero of DIGIT_ZEROS)
      if (code >= zero && code <= zero + 9) return String(code - zero);
    return d;
  });
}

/**
 * A number in digits: thousands grouped by a comma, a point or a no-break space, an optional
 * decimal part. Not inside a name or after `#`, and not one part of a version, a date or a time
 * (`1.2.3`, `2026-12-01`, `12/01`, `10:30`).
 */
const DIGITS = /(\d{1,3}(?:[,.\u00a0\u202f\u2009]\d{3})+|\d+)(?:[.,](\d+))?(?![\p{N}]|[.,:/-]\d)/gu;
/** A word of any script (letters, marks, inner apostrophes and hyphens). */
const WORD = /[\p{L}][\p{L}\p{M}'’-]*/gu;
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;
/** Words that join the parts of one number said in words ("twenty and five", "treinta y dos"). */
const JOINERS = new Set(["and", "y", "e", "und", "en", "og", "och", "ve", "i", "и", "і"]);

/** The values "1.200", "1,5", "1 200", "12" may have. */
function digitValues(whole: string, decimals: string | undefined): number[] {
  const grouped = /[,.\u00a0\u202f\u2009]/.exec(whole);
  if (grouped === null) return [Number(decimals === undefined ? whole : `${whole}.${decimals}`)];
  // "1,500" / "1.500": a thousands group in one writing, a decimal in the other.
  const plain = Number(whole.replace(/[,.\u00a0\u202f\u2009]/g, ""));
  if (decimals !== undefined)
    return [Number(`${whole.replace(/[,.\u00a0\u202f\u2009]/g, "")}.${decimals}`)];
  const groups = whole.split(/[,.\u00a0\u202f\u2009]/);
  return groups.length === 2 && /[,.]/.test(grouped[0])
    ? [plain, Number(`${groups[0]}.${groups[1]}`)]
    : [plain];
}

/**
 * A Hebrew one-letter prefix joined to a number by a hyphen or maqaf, as Hebrew writes "from
 * 45", "in 2026", "to 3" (`מ-45`, `ב-2026`, `ל־3`): a word's prefix, not a name's.
 */
const HEBREW_PREFIX = /(?:^|[^\p{L}])[מבלוהשכ][-־]$/u;

/**
 * Whether letters are glued to the number at `end` that are no unit of it: Latin ones, as names
 * are written (`5x`, `3d`, `2fa`). A suffix of another script is its language's grammar, the
 * number still a number (the Sinhala `4යි` is "is 4", the Tamil `15க்கு` "for 15").
 */
function gluedToName(text: string, end: number): boolean {
  return /[\p{Script=Latin}_]/u.test(text.slice(end, end + 1));
}

/** A number said in words: its value and where it ends, from the word at `start`. */
function wordsNumber(
  text: string,
  words: readonly { word: string; start: number; end: number }[],
  from: number,
): { value: number; next: number } | null {
  let value: number | null = null;
  let i = from;
  let last = from;
  /** The last number word taken: a hundred or thousand of its language multiplies it. */
  let previous: string | null = null;
  /** A joining word stands between `previous` and this word ("iri na ise" 15, "iri ise" 50). */
  let joined = false;
  for (; i < words.length; i++) {
    const w = words[i] as { word: string; start: number; end: number };
    if (i > from && !/^[\s-]*$/.test(text.slice((words[i - 1] as typeof w).end, w.start))) break;
    const lower = w.word.toLowerCase();
    if (value !== null && (JOINERS.has(lower) || joinsNumberAfter(lower, previous))) {
      joined = true;
      continue;
    }
    // A Korean counter form counts only before its counter ("네 자리"): alone, "네" is "yes".
    if (COUNTER_FORMS.has(lower) && !/^ \p{Script=Hangul}/u.test(text.slice(w.end))) break;
    // The next word, when only blanks stand between: the count, noun or number word it opens.
    const after = words[i + 1];
    const next =
      after !== undefined && /^\s+$/.test(text.slice(w.end, after.start)) ? after : undefined;
    // A hundred said before its count ("mia tatu" 300) opens a number before a number word.
    const leads: number | undefined = value === null ? leadingMultiplier(lower) : undefined;
    if (
      leads !== undefined &&
      next !== undefined &&
      numberWordAfter(next.word.toLowerCase(), lower) !== undefined
    ) {
      value = leads;
      last = i;
      previous = lower;
      continue;
    }
    const known = numberWordValue(lower, text) !== undefined;
    const counted: number | undefined =
      value === null && !known && next !== undefined
        ? numberWordBefore(lower, next.word.toLowerCase())
        : undefined;
    if (counted !== undefined) {
      value = counted;
      last = i;
      previous = lower;
      continue;
    }
    // A number word with a case ending no table holds opens a number, agreeing with its noun.
    if (value === null && !known) {
      const inflected =
        next !== undefined ? inflectedNumberValue(lower, next.word, text) : undefined;
      if (inflected !== undefined) {
        value = inflected;
        last = i;
        previous = lower;
        continue;
      }
    }
    const parts = known ? [lower] : lower.split(/-/);
    let taken = false;
    for (const part of parts) {
      const multiplier = MULTIPLIERS.get(part);
      const ofItsLanguage = previous === null ? undefined : languageMultiplier(part, previous);
      const v: number | undefined =
        numberWordValue(part, text) ??
        (value !== null && previous !== null ? numberWordAfter(part, previous) : undefined);
      const leading = previous === null || joined ? undefined : leadingMultiplier(previous);
      const leadsNext = value !== null ? leadingMultiplier(part) : undefined;
      if (leading !== undefined && value !== null && v !== undefined && v >= 1 && v < leading)
        value += leading * (v - 1);
      else if (leadsNext !== undefined && value !== null && value % (leadsNext * 10) === 0)
        value += leadsNext;
      else if (ofItsLanguage !== undefined && value !== null && value < ofItsLanguage)
        value *= ofItsLanguage;
      else if (
        multiplier !== undefined &&
        (value !== null || part === "hundred" || part === "thousand")
      )
        value = (value ?? 1) * multiplier;
      else if (PLUS_TEN.has(part) && value !== null && value < 10) value += 10;
      else if (v !== undefined && value === null) value = v;
      else if (v !== undefined && value !== null && v < 10 && value % 10 === 0 && value >= 10)
        value += v;
      else if (v !== undefined && value !== null && v < 100 && value % 100 === 0 && value >= 100)
        value += v;
      else break;
      taken = true;
      joined = false;
      previous = part;
    }
    if (!taken) break;
    last = i;
  }
  return value === null ? null : { value, next: last + 1 };
}

/** Every quantity said in `text`, in order. */
export function quantitiesIn(text: string): Quantity[] {
  const plain = asciiDigits(text);
  const found: Quantity[] = [];
  const clocks = spokenTimes(plain);
  // Shares said in words ("a third", "两个三分之一"), read before numbers: "two" of "two thirds"
  // and "3分" of "3分の1" are no quantities of their own.
  const shares = sharesIn(plain).filter(
    (q) => !clocks.some((c) => c.start < q.end && q.start < c.end),
  );
  const add = (start: number, end: number, values: number[], hundredths = false) => {
    if (values.some((v) => !Number.isFinite(v))) return;
    // "jam 8 malam" is 8 p.m., "lúc 8 giờ" at eight, "à 18 heures", "half past six": a time of
    // day, no quantity of a rule.
    if (isClockTime(plain, start) || clocks.some((c) => c.start <= start && start < c.end)) return;
    if (shares.some((q) => q.start < end && start < q.end)) return;
    const after = unitAfter(plain, end);
    const before = unitBefore(plain, start);
    const plus = after?.plus ?? 0;
    found.push({
      start: before?.start ?? start,
      end: after?.end ?? end,
      values: plus === 0 ? values : values.map((v) => v + plus),
      unit: after?.unit ?? before?.unit ?? null,
      ...(hundredths ? { hundredths: true as const } : {}),
    });
  };
  // Spans said with no number ("half an hour", "полчаса", "ساعتين"), first: a word of one
  // ("une demi-heure") starts no number of its own.
  for (const [phrase, value, word] of SPAN_PHRASES) {
    for (const match of plain.matchAll(phrase)) {
      const start = match.index ?? 0;
      const end = start + match[0].length;
      found.push({ start, end, values: [value], unit: UNITS.get(word) as Unit });
    }
  }
  const phrases = new Set(found);
  // "half an hour" is a span phrase already, no share of an hour.
  for (const q of shares)
    if (!found.some((p) => p.start < q.end && q.start < p.end)) found.push({ ...q });
  for (const match of plain.matchAll(DIGITS)) {
    const start = match.index ?? 0;
    const end = start + match[0].length;
    // Glued to a name before it ("v2", "sha256", "#38", "1.2.3"): a CJK word before is no name.
    const previous = plain.slice(Math.max(0, start - 1), start);
    if (
      /[\p{L}\p{N}_#./:\\-]/u.test(previous) &&
      !CJK.test(previous) &&
      !HEBREW_PREFIX.test(plain.slice(Math.max(0, start - 3), start))
    )
      continue;
    if (gluedToName(plain, end) && unitAfter(plain, end) === null) continue;
    add(start, end, digitValues(match[1] as string, match[2]), /^\d+[.,]\d\d$/.test(match[0]));
  }
  const words = [...plain.matchAll(WORD)].map((m) => ({
    word: m[0].replace(/['’-]+$/, ""),
    start: m.index ?? 0,
    end: (m.index ?? 0) + m[0].replace(/['’-]+$/, "").length,
  }));
  // A word inside a quantity found already (a unit, "buçuk") starts no number of its own.
  const taken = (at: number) => found.some((q) => q.start <= at && at < q.end);
  for (let i = 0; i < words.length; ) {
    const said = taken((words[i] as { start: number }).start) ? null : wordsNumber(plain, words, i);
    if (said === null) {
      i++;
      continue;
    }
    const first = words[i] as { start: number };
    const last = words[said.next - 1] as { end: number };
    add(first.start, last.end, [said.value]);
    i = said.next;
  }
  for (const match of plain.matchAll(CJK_NUMERAL)) {
    const value = cjkNumeralValue(match[0]);
    const start = match.index ?? 0;
    // A numeral inside a word ("统一", "一起") is no count: a unit or counter must follow it.
    if (value === undefined) continue;
    const end = start + match[0].length;
    const unit = unitAfter(plain, end);
    if (unit === null && !COUNTER.test(plain.slice(end, end + 1))) continue;
    add(start, end, [value]);
  }
  // Ethiopic numerals are a number whatever follows them ("፫፻ ደቂቃ", "፲፪").
  if (ETHIOPIC_FIRST.test(plain))
    for (const match of plain.matchAll(ETHIOPIC_NUMERAL)) {
      const value = ethiopicNumeralValue(match[0]);
      const start = match.index ?? 0;
      if (value !== undefined) add(start, start + match[0].length, [value]);
    }
  // Thai writes its number words glued to the unit ("สองชั่วโมง"): a unit must follow.
  for (const match of plain.matchAll(THAI_NUMERAL)) {
    const value = thaiNumeralValue(match[0]);
    const start = match.index ?? 0;
    const end = start + match[0].length;
    if (value === undefined || unitAfter(plain, end) === null) continue;
    add(start, end, [value]);
  }
  // A phrase inside a number's own reading ("dua setengah jam" holds "setengah jam") is no
  // quantity of its own.
  return found
    .filter(
      (q) =>
        !phrases.has(q) ||
        !found.some((o) => !phrases.has(o) && o.start < q.end && q.start < o.end),
    )
    .sort((a, b) => a.start - b.start);
}

/** Whether a text holds an Ethiopic numeral: one test before the reader's run. */
const ETHIOPIC_FIRST = /[\u1369-\u137c]/u;

/** A CJK counter after a numeral ("三晩", "五件", "两个", "四桁", "三日"). */
const COUNTER = /[晩泊件个個つ位桁次回人天日周週年月名张張条條页頁行字]/u;

/**
 * How a quantity may be written in code: its value in each unit of its dimension (1500 ms is
 * 1500, 1.5, 0.025…), or its number alone for a count.
 */
export function writtenAs(quantity: Quantity): number[] {
  const hundredths =
    quantity.hundredths === true ? quantity.values.map((v) => Math.round(v * 100)) : [];
  if (quantity.unit === null) return [...quantity.values, ...hundredths];
  const sizes = DIMENSION_SIZES.get(quantity.unit.dimension) ?? [1];
  return [
    ...quantity.values.flatMap((v) =>
      quantity.unit === null
        ? [v]
        : quantity.unit.sizes.flatMap((s) => sizes.map((d) => (v * s) / d)),
    ),
    ...hundredths,
  ];
}

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * `q` counted in nights when it is a span of whole weeks and `other` a count of nights: a stay
 * of three weeks is 21 nights ("14 nights at most" → "kolme viikkoa"), where hours or days are
 * no count of nights (a stay of two nights spans three days); else `q` as it is.
 */
export function asNightsBeside(q: Quantity, other: Quantity): Quantity {
  const unit = q.unit;
  if (unit?.dimension !== "time" || other.unit?.dimension !== "nights") return q;
  if (!unit.sizes.every((s) => s % WEEK_MS === 0)) return q;
  return { ...q, unit: { dimension: "nights", sizes: unit.sizes.map((s) => (s / WEEK_MS) * 7) } };
}

/** Whether two numbers are one value (a conversion leaves 1.5000000000000002). */
export const sameNumber = (a: number, b: number): boolean =>
  Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(a), Math.abs(b));

/**
 * The unit sizes under which `old` and `next` are written as `before` and `after`: both in one
 * unit of their dimension (1200 ms and 1.5 s as 1200 → 1500, or as 1.2 → 1.5), or, for a count
 * or a quantity with no unit on one side, as written. False for two dimensions (seconds, bytes).
 */
export function changedInCode(
  oldSaid: Quantity,
  nextSaid: Quantity,
  before: number,
  after: number,
): boolean {
  const old = asNightsBeside(oldSaid, nextSaid);
  const next = asNightsBeside(nextSaid, oldSaid);
  if (old.unit !== null && next.unit !== null) {
    if (!sameKind(old.unit.dimension, next.unit.dimension)) return false;
    const sizes = DIMENSION_SIZES.get(old.unit.dimension) ?? [1];
    return sizes.some((d) =>
      old.values.some((o) =>
        next.values.some(
          (n) =>
            (old.unit as Unit).sizes.some((s) => sameNumber((o * s) / d, before)) &&
            (next.unit as Unit).sizes.some((s) => sameNumber((n * s) / d, after)),
        ),
      ),
    );
  }
  const olds = old.unit === null ? old.values : writtenAs(old);
  const nexts = next.unit === null ? next.values : writtenAs(next);
  return olds.some((o) => sameNumber(o, before)) && nexts.some((n) => sameNumber(n, after));
}

/**
 * Whether two quantities are one amount: equal in the base unit of one dimension, or equal
 * numbers where one of them has no unit.
 */
export function sameAmount(aSaid: Quantity, bSaid: Quantity): boolean {
  const a = asNightsBeside(aSaid, bSaid);
  const b = asNightsBeside(bSaid, aSaid);
  if (a.unit !== null && b.unit !== null) {
    if (!sameKind(a.unit.dimension, b.unit.dimension)) return false;
    const base = (q: Quantity) => q.values.flatMap((v) => (q.unit as Unit).sizes.map((s) => v * s));
    return base(a).some((x) => base(b).some((y) => sameNumber(x, y)));
  }
  return a.values.some((x) => b.values.some((y) => sameNumber(x, y)));
}
