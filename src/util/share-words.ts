/**
 * Shares said in words, in the languages users write rules in: "a third", "half", "two thirds",
 * "ein Drittel", "la mitad", "un tiers", "треть", "三分之一", "3分の1", "nửa", "üçte bir",
 * "saddex meelood meel", as the number they are (1/3, 1/2, 2/3). A share of a unit is that
 * amount of the unit ("half a kilo" is 0.5 kg, "un quart d'heure" 0.25 h); a word that is an
 * ordinal too counts only with a number before it and "of" after it ("a third of the yield";
 * "a third party", "the third of March" are none). Read on text whose digits are ASCII already,
 * by `quantity.ts` only. Pure.
 */
import { cjkNumeralValue, numberWordValue } from "./number-words.js";
import { UNITS, type Unit } from "./unit-words.js";
import { anyWordPattern } from "./word-pattern.js";

/** A share said in words: the values code may write for it, where it is said, its unit. */
export interface SaidShare {
  start: number;
  end: number;
  values: number[];
  /** A share's own unit (a fraction), or the unit it is a part of ("half a kilo"). */
  unit: Unit;
}

/** A fraction's unit: a share, written as a fraction (0.33) or in percent (33) by code. */
const FRACTION: Unit = { dimension: "share", sizes: [1] };

/**
 * The words of a part, each with the number it divides by: `alone`, a share on its own ("the
 * half", "Drittel", "треть"); else an ordinal too ("third", "quart", "cuarto", "derde"), a share
 * only with a number before it and "of" after it. A plural is said with a numerator > 1.
 */
const PARTS: ReadonlyMap<string, { by: number; alone: boolean }> = new Map(
  (
    [
      [
        2,
        true,
        "half halves hälfte moitié mitad metà metade половина половину половины połowa połowę polovina polovinu polovica helft hälften halvdelen yarısı nửa separuh आधा आधी आधे نصف חצי nusu",
      ],
      [
        3,
        true,
        "drittel tiers tercio tercios terço terços треть трети третина третину třetina třetinu třetiny tretina tredjedel tredjedelen tredjedelar sepertiga तिहाई ثلث שליש theluthi",
      ],
      [
        4,
        true,
        "четверть четверти чверть ćwierć čtvrtina čtvrtinu čtvrtiny štvrtina fjärdedel fjärdedelen seperempat चौथाई ربع רבע",
      ],
      [5, true, "fünftel pětina pětinu pětiny femtedel seperlima"],
      [10, true, "zehntel desetina desetinu desetiny tiondel sepersepuluh"],
      [3, false, "third thirds trzecia trzeciej trzecie trzecich derde derden terzo terzi"],
      [
        4,
        false,
        "viertel quarter quarters quart quarts cuarto cuartos quarto quarti kwart czwarta czwarte",
      ],
      [5, false, "fifth fifths cinquième cinquièmes quinto quinti quintos piąta piąte"],
      [10, false, "tenth tenths dixième dixièmes décimo décimos decimo decimi dziesiąta"],
    ] as const
  ).flatMap(([by, alone, words]) => words.split(" ").map((w) => [w, { by, alone }] as const)),
);

/**
 * Words before a part that say "one" of it: "a third", "ein Drittel", "un tiers", "jedna
 * trzecia". An article among them says so only with "of" after the part ("a third of"; "a third
 * party" is none); a word that is only a number does it alone ("one third", "jedna trzecia").
 */
const ARTICLES: ReadonlySet<string> = new Set(
  "a an ein eine einen einem einer un une una uno um uma een en ett jeden".split(" "),
);
const ONE: ReadonlySet<string> = new Set([
  ...ARTICLES,
  ..."one jedna jedną одна одну bir một एक satu".split(" "),
]);
/** Words after a part that say what it is a part of: "of", "de", "d'", "di", "van", "der". */
const OF: ReadonlySet<string> = new Set(
  "of de d' d’ du des del della delle dei degli di do da dos das van der des von af av".split(" "),
);
/** What may follow "half" for it to be a share: "half the yield", "half of", "half our stock". */
const AFTER_HALF: ReadonlySet<string> = new Set(
  "the a an of our their his her its all this that these those my your".split(" "),
);

/**
 * Shares said as a pattern of their own: CJK "X分之Y" (Y of X), "X分のY", "X분의 Y"; Turkish
 * "üçte bir" (of three, one); Vietnamese "một phần ba" (one part of three); Somali "saddex
 * meelood meel" (of three parts, one part); Indonesian "dua pertiga" (two thirds).
 */
const PATTERNS: readonly { hint: RegExp; re: RegExp; num: number; den: number }[] = [
  {
    hint: /分之/u,
    re: /([0-9]+|[〇零一二三四五六七八九十百两兩]+)\s?分之\s?([0-9]+|[〇零一二三四五六七八九十两兩]+)/gu,
    den: 1,
    num: 2,
  },
  {
    hint: /分の/u,
    re: /([0-9]+|[〇零一二三四五六七八九十百两兩]+)\s?分の\s?([0-9]+|[〇零一二三四五六七八九十两兩]+)/gu,
    den: 1,
    num: 2,
  },
  { hint: /분의/u, re: /([0-9]+)\s?분의\s?([0-9]+)/gu, den: 1, num: 2 },
  {
    hint: /[dt][ae] /iu,
    re: /(?<![\p{L}])(iki|üç|dört|beş|altı|yedi|sekiz|dokuz|on|[0-9]+'?)(?:de|da|te|ta) (bir|iki|üç|beş|[0-9]+)(?:i|si|ü|sı)?(?![\p{L}])/giu,
    den: 1,
    num: 2,
  },
  {
    hint: /phần/iu,
    re: /(?<![\p{L}])(một|hai|ba|bốn|năm|[0-9]+) phần (hai|ba|tư|bốn|năm|mười|[0-9]+)(?![\p{L}])/giu,
    num: 1,
    den: 2,
  },
  {
    hint: /meelood/iu,
    re: /(?<![\p{L}])(\p{L}+) meelood(?: (\p{L}+))? meel(?![\p{L}])/giu,
    den: 1,
    num: 2,
  },
  {
    hint: /per(?:tiga|empat|lima)/iu,
    re: /(?<![\p{L}])(dua|tiga|empat|[0-9]+) per(tiga|empat|lima)(?![\p{L}])/giu,
    num: 1,
    den: 2,
  },
  {
    hint: / parte/iu,
    re: /(?<![\p{L}])(una|uma|la|a|dos|duas|due|tres|três|tre|[0-9]+) (tercera|terza|terça|cuarta|quarta|quinta|décima|decima)s? partes?(?![\p{L}])/giu,
    num: 1,
    den: 2,
  },
];
/** Numbers of the patterns that no number word table holds, or holds only in a text of its own. */
const PATTERN_NUMBERS: ReadonlyMap<string, number> = new Map([
  ...["hal", "laba", "saddex", "afar", "shan", "lix", "toddoba", "siddeed", "sagaal", "toban"].map(
    (w, i) => [w, i + 1] as const,
  ),
  ["tư", 4],
  ["ba", 3],
  ["hai", 2],
  ["một", 1],
  ["tiga", 3],
  ["empat", 4],
  ["lima", 5],
  ...(["una", "uma", "la", "a"] as const).map((w) => [w, 1] as const),
  ...(["tercera", "terza", "terça"] as const).map((w) => [w, 3] as const),
  ...(["cuarta", "quarta"] as const).map((w) => [w, 4] as const),
  ["quinta", 5],
  ["décima", 10],
  ["decima", 10],
]);
/** The glued half of CJK writing: "一半", "半分", "절반". */
const CJK_HALF = /一半|半分|절반/gu;

/** Whether `text` may say a share in words: a cheap test before any reading. */
const MAY_SHARE =
  /分之|分の|분의|一半|半分|절반|phần|meelood|per(?:tiga|empat|lima)|(?:de|da|te|ta) (?:bir|iki|üç)| parte/u;
const PART_WORD = anyWordPattern(PARTS.keys());
const mayShare = (text: string): boolean => MAY_SHARE.test(text) || PART_WORD.test(text);

/** The values code may write for n/d: exact, and to two places rounded and cut (2/3: 0.67, 0.66). */
export function shareValues(n: number, d: number): number[] {
  const exact = n / d;
  return [...new Set([exact, Math.round(exact * 100) / 100, Math.floor(exact * 100) / 100])];
}

const numberOf = (word: string | undefined, text: string): number | undefined => {
  if (word === undefined || word === "") return undefined;
  const w = word.replace(/'$/, "").toLowerCase();
  if (/^[0-9]+$/.test(w)) return Number(w);
  return PATTERN_NUMBERS.get(w) ?? numberWordValue(w, text) ?? cjkNumeralValue(w);
};

interface Word {
  word: string;
  start: number;
  end: number;
}

/** The unit of which the share ending at word `i - 1` is a part ("half a kilo", "d'heure"). */
function unitOfPart(
  words: readonly Word[],
  i: number,
  text: string,
): { unit: Unit; end: number } | null {
  let k = i;
  for (let skip = 0; skip < 2 && k < words.length; skip++) {
    const w = (words[k] as Word).word.replace(/^[dl]['’]/, "");
    const unit = UNITS.get(w);
    if (unit !== undefined && unit.dimension !== "share")
      return { unit, end: (words[k] as Word).end };
    if (!ONE.has(w) && !OF.has(w) && !OF.has((words[k] as Word).word)) return null;
    k++;
  }
  void text;
  return null;
}

/** The shares `text` (ASCII digits) says in words, in order. */
export function sharesIn(text: string): SaidShare[] {
  if (!mayShare(text)) return [];
  const found: SaidShare[] = [];
  const add = (share: SaidShare) => {
    if (!found.some((f) => f.start < share.end && share.start < f.end)) found.push(share);
  };
  for (const { hint, re, num, den } of PATTERNS) {
    // A cheap word of the pattern first: most texts hold none, and skip its costly reading.
    if (!hint.test(text)) continue;
    for (const m of text.matchAll(re)) {
      const n = m[num] === undefined && num === 2 ? 1 : numberOf(m[num], text);
      const d = numberOf(m[den], text);
      if (n === undefined || d === undefined || d < 2 || n >= d) continue;
      add({
        start: m.index,
        end: m.index + m[0].length,
        values: shareValues(n, d),
        unit: FRACTION,
      });
    }
  }
  for (const m of text.matchAll(CJK_HALF))
    add({ start: m.index, end: m.index + m[0].length, values: [0.5], unit: FRACTION });
  // A word with a hyphen is one word: "half-baked" is no half.
  const words: Word[] = [...text.matchAll(/[\p{L}\p{M}'’]+(?:-[\p{L}\p{M}'’]+)*|[0-9]+/gu)].map(
    (m) => ({
      word: m[0].toLowerCase(),
      start: m.index,
      end: m.index + m[0].length,
    }),
  );
  for (let i = 0; i < words.length; i++) {
    const w = words[i] as Word;
    const part = PARTS.get(w.word);
    if (part === undefined) continue;
    const before = words[i - 1];
    const spaced = before !== undefined && /^\s+$/.test(text.slice(before.end, w.start));
    const one = spaced && ONE.has(before.word);
    const count = spaced && !one ? numberOf(before.word, text) : undefined;
    const n = one ? 1 : (count ?? 1);
    if (n >= part.by) continue;
    const next = words[i + 1]?.word ?? "";
    const of = OF.has(next) || /^[dl]['’]/.test(next);
    const unit = unitOfPart(words, i + 1, text);
    // An ordinal is a share only with its number before it and, after an article, "of" after it.
    if (!part.alone && !one && count === undefined) continue;
    if (!part.alone && ARTICLES.has(before?.word ?? "") && !of && unit === null) continue;
    // "half measures" is no share: "half the yield", "half of it", "half." are.
    if ((w.word === "half" || w.word === "halves") && !one && count === undefined)
      if (unit === null && next !== "" && !AFTER_HALF.has(next) && /^\s/.test(text.slice(w.end)))
        continue;
    const start = one || count !== undefined ? (before as Word).start : w.start;
    if (unit !== null) {
      add({ start, end: unit.end, values: [n / part.by], unit: unit.unit });
      continue;
    }
    add({ start, end: w.end, values: shareValues(n, part.by), unit: FRACTION });
  }
  return found.sort((a, b) => a.start - b.start);
}
