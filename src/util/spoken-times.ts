/**
 * Times of day said with words, in the languages of `clock-words.ts`: an hour with an hour word
 * ("ab 18 Uhr", "à 18 heures", "с 18 часов", "18時から", "下午6点"), with a word before it that
 * says the clock ("kl. 18", "alle 18", "saa kumi na mbili"), a half or quarter ("half past six",
 * "halb sieben", "y media", "půl sedmé", "साढ़े छह") and a part of the day ("6 in the evening",
 * "abends um 6"). A span is none: "6 hours", "6 heures" with no word of a point in time before
 * it. An hour of a 12-hour clock said with no part of the day is both of its times ("half past
 * six" is 6:30 and 18:30). Read on text whose digits are ASCII already (`asciiDigits`), by
 * `time-of-day.ts` (the times a rule states) and `quantity.ts` (what no amount is). Pure.
 */
import {
  CLOCK_BEFORE,
  type DayPart,
  HOUR_WORDS,
  KOREAN_HOURS,
  LEADS,
  type Lead,
  ORDINAL_HOURS,
  PART_AFTER,
  PART_BEFORE,
  PART_JOINERS,
  POINT_BEFORE,
  SWAHILI_HOURS,
  TRAILS,
} from "./clock-words.js";
import { cjkNumeralValue, numberWordLanguages, numberWordValue } from "./number-words.js";
import { anyWordPattern } from "./word-pattern.js";

/** A time of day said in words: its possible minutes after midnight, and where it is said. */
export interface SpokenTime {
  minutes: readonly number[];
  start: number;
  end: number;
}

interface Token {
  word: string;
  start: number;
  end: number;
}

/** A text read into its words and numbers, lower case, with where each stands. */
interface Read {
  text: string;
  tokens: readonly Token[];
}

const TOKEN = /\d+|[\p{L}\p{M}'’]+(?:-[\p{L}\p{M}'’]+)*/gu;
/** What may stand between two words of one phrase: spaces, a point ("kl. 18", "p.m."). */
const GAP = /^[\s.]{0,3}$/;

const split = (s: string) => s.split(" ");
/** Phrases by their last word (leads, words before the clock) or first (what follows it). */
function byWord<T>(
  entries: Iterable<readonly [string, T]>,
  last: boolean,
): Map<string, [string[], T][]> {
  const map = new Map<string, [string[], T][]>();
  for (const [phrase, value] of entries) {
    const words = split(phrase);
    const key = (last ? words[words.length - 1] : words[0]) as string;
    map.set(key, [...(map.get(key) ?? []), [words, value]]);
  }
  return map;
}
const LEADS_BY_LAST = byWord<Lead>(
  LEADS.map((l) => [l.words, l]),
  true,
);
const CLOCK_BY_LAST = byWord<true>(
  CLOCK_BEFORE.map((w) => [w, true]),
  true,
);
const TRAILS_BY_FIRST = byWord<number>(TRAILS, false);
const PARTS_BY_FIRST = byWord<DayPart>(PART_AFTER, false);

/**
 * Words one of which a text must hold for any time said in words, but the short words of a
 * phrase that every text holds ("a", "in", "the", "de"): the cheap test before any reading.
 */
const NO_TRIGGER: ReadonlySet<string> = new Set(
  "a i e y o in the at de la du di da del della om på po w to na am".split(" "),
);
const TRIGGERS: ReadonlySet<string> = new Set(
  [
    ...HOUR_WORDS.keys(),
    ...CLOCK_BEFORE.flatMap(split),
    ...LEADS.flatMap((l) => split(l.words)),
    ...TRAILS.flatMap(([w]) => split(w)),
    ...[...PART_AFTER.keys()].flatMap(split),
    ...PART_BEFORE.keys(),
    "saa",
  ].filter((w) => !NO_TRIGGER.has(w)),
);
const TRIGGER = anyWordPattern([
  ...TRIGGERS,
  // "полседьмого": the half glued to its ordinal hour.
  ...[...ORDINAL_HOURS.keys()].map((w) => `пол${w}`),
]);
const CJK_HOUR = /[時点點시]/u;

/** Whether `text` may say a time of day in words: a cheap test before any reading. */
function mayTell(text: string): boolean {
  return CJK_HOUR.test(text) || TRIGGER.test(text);
}

/** The end (exclusive) of `words` said from token `i`, or -1. */
function phraseFrom(r: Read, i: number, words: readonly string[]): number {
  for (let k = 0; k < words.length; k++) {
    const t = r.tokens[i + k];
    if (t === undefined || t.word !== words[k]) return -1;
    if (k > 0 && !GAP.test(between(r, i + k))) return -1;
  }
  return i + words.length;
}

/** What stands between token `i - 1` and token `i` of `r`. */
const between = (r: Read, i: number): string =>
  i <= 0 ? "" : r.text.slice((r.tokens[i - 1] as Token).end, (r.tokens[i] as Token).start);

/** The phrases of `map` ending at token `i - 1` (start index and value), longest first. */
function phrasesBefore<T>(
  r: Read,
  i: number,
  map: ReadonlyMap<string, [string[], T][]>,
): { start: number; value: T }[] {
  const last = r.tokens[i - 1];
  if (last === undefined || !GAP.test(between(r, i))) return [];
  const found: { start: number; value: T }[] = [];
  for (const [words, value] of map.get(last.word) ?? []) {
    const from = i - words.length;
    if (from >= 0 && phraseFrom(r, from, words) === i) found.push({ start: from, value });
  }
  return found.sort((a, b) => a.start - b.start);
}

/** The phrase of `map` starting at token `i` (end index and value), or null. */
function phraseAfter<T>(
  r: Read,
  i: number,
  map: ReadonlyMap<string, [string[], T][]>,
): { end: number; value: T } | null {
  const first = r.tokens[i];
  if (first === undefined || !GAP.test(between(r, i))) return null;
  for (const [words, value] of map.get(first.word) ?? []) {
    const end = phraseFrom(r, i, words);
    if (end > 0) return { end, value };
  }
  return null;
}

/** The number token `t` says, in digits or one number word, or undefined. */
function numberOf(t: Token | undefined, text: string): number | undefined {
  if (t === undefined) return undefined;
  if (/^\d{1,2}$/.test(t.word)) return Number(t.word);
  if (/\d/.test(t.word)) return undefined;
  return numberWordValue(t.word, text);
}

/** The 24-hour times of `hour` (of a 12-hour clock when no part of the day is said) plus `add`. */
function timesOf(hour: number, add: number, part: DayPart | undefined): number[] {
  if (hour > 24 || hour < 0) return [];
  let hours: number[];
  if (hour > 12 || hour === 0) hours = [hour % 24];
  else if (part === "pm") hours = [hour === 12 ? 12 : hour + 12];
  else if (part === "am") hours = [hour % 12];
  else if (part === "night") hours = [hour === 12 ? 0 : hour >= 6 ? hour + 12 : hour];
  else if (part === "noon") hours = [hour <= 6 ? hour + 12 : hour];
  else hours = hour === 12 ? [12, 0] : [hour, hour + 12];
  return hours.map((h) => (((h * 60 + add) % 1440) + 1440) % 1440);
}

/** The part of the day said right after token `i - 1`, and where it ends. */
function partAfter(r: Read, i: number): { end: number; part?: DayPart; alone?: boolean } {
  const found = phraseAfter(r, i, PARTS_BY_FIRST);
  if (found === null) return { end: i };
  // "6 am Tag" is German for "6 a day": an "am" before a capitalised noun is no a.m.
  const next = r.tokens[found.end];
  if (found.value === "am" && next !== undefined && /^\p{Lu}/u.test(r.text.slice(next.start)))
    return { end: i };
  // One word of a part of the day may be a count's noun ("три ночи" are three nights, "3
  // malam" three nights, "два дня" two days): alone, only a.m., p.m. or a phrase makes a time.
  const words = found.end - i;
  const alone = words > 1 || ["pm", "am"].includes((r.tokens[i] as Token).word);
  return { end: found.end, part: found.value, alone };
}

/** The part of the day said before token `i` ("abends um 6", "शाम को 6"), skipping joiners. */
function partBefore(r: Read, i: number): DayPart | undefined {
  for (let k = i - 1; k >= Math.max(0, i - 3); k--) {
    const t = r.tokens[k] as Token;
    if (!/^[\s.]{0,3}$/.test(between(r, k + 1))) return undefined;
    const part = PART_BEFORE.get(t.word);
    if (part !== undefined) return part;
    if (!PART_JOINERS.has(t.word) && !CLOCK_BEFORE.includes(t.word)) return undefined;
  }
  return undefined;
}

/** The time said around the number at token `i`, or null. */
function timeAt(r: Read, i: number): SpokenTime | null {
  const { text } = r;
  const t = r.tokens[i] as Token;
  for (const lead of phrasesBefore(r, i, LEADS_BY_LAST)) {
    const l = lead.value;
    const hour = l.ordinal ? ORDINAL_HOURS.get(t.word) : numberOf(t, text);
    const langs = l.langs;
    const ofLanguage =
      langs === undefined ||
      (!/\d/.test(t.word) && langs.some((x) => numberWordLanguages(t.word).has(x)));
    if (hour !== undefined && hour >= 1 && hour <= 12 && ofLanguage) {
      const { end, part } = partAfter(r, i + 1);
      return span(r, lead.start, end, timesOf(hour, l.minutes, part ?? partBefore(r, lead.start)));
    }
  }
  const [clock = null] = phrasesBefore(r, i, CLOCK_BY_LAST);
  // Cheap first: a number word is looked up only beside a word that may make it a time.
  const next = r.tokens[i + 1]?.word ?? "";
  const beside =
    HOUR_WORDS.has(next) ||
    TRAILS_BY_FIRST.has(next) ||
    PARTS_BY_FIRST.has(next) ||
    /^\d\d$/.test(next) ||
    clock !== null ||
    r.tokens[i - 1]?.word === "saa";
  if (!beside && partBefore(r, i) === undefined) return null;
  let hour = numberOf(t, text);
  let shift = 0;
  let at = i + 1;
  if (r.tokens[i - 1]?.word === "saa" && GAP.test(between(r, i))) {
    const swahili = swahiliHour(r, i);
    if (swahili !== null) [hour, at, shift] = [swahili.hour, swahili.end, 6];
  }
  if (hour === undefined || hour > 24) return null;
  let minutes = 0;
  // "18.00 Uhr", "18.30 h": minutes after a point, then the hour word.
  const dotted = r.tokens[at];
  if (dotted !== undefined && /^\d\d$/.test(dotted.word) && /^[.:]$/.test(between(r, at))) {
    if (!HOUR_WORDS.has(r.tokens[at + 1]?.word ?? "")) return null;
    minutes = Number(dotted.word);
    at++;
  }
  const hourWord = HOUR_WORDS.get(r.tokens[at]?.word ?? "");
  const glued = r.tokens[at] !== undefined && between(r, at) === "";
  const hasHourWord =
    hourWord !== undefined && (glued ? r.tokens[at]?.word === "h" : GAP.test(between(r, at)));
  if (hasHourWord) {
    at++;
    // Minutes after the hour word: two digits ("18 Uhr 30") or a word ("sechs Uhr dreißig");
    // "18 Uhr 3 Räder" holds no minutes.
    const said = r.tokens[at];
    const next = said !== undefined && /^\d$/.test(said.word) ? undefined : numberOf(said, text);
    if (minutes === 0 && next !== undefined && next <= 59 && GAP.test(between(r, at))) {
      minutes = next;
      at++;
    }
  }
  const trail = phraseAfter(r, at, TRAILS_BY_FIRST);
  if (trail !== null) {
    minutes += trail.value;
    at = trail.end;
  }
  const { end, part: after, alone } = partAfter(r, at);
  const before = partBefore(r, i);
  const part = after ?? before;
  const two = `${r.tokens[i - 2]?.word} ${r.tokens[i - 1]?.word}`;
  const point =
    (POINT_BEFORE.has(r.tokens[i - 1]?.word ?? "") || POINT_BEFORE.has(two)) &&
    GAP.test(between(r, i));
  const isClock =
    shift > 0 ||
    clock !== null ||
    hourWord === true ||
    // "à 18 heures", but "passe à 2 heures" may be a span of two hours.
    (hasHourWord && point && (hour > 12 || minutes > 0 || part !== undefined)) ||
    (part !== undefined && (alone === true || hasHourWord || point));
  if (!isClock || minutes > 59 || (hasHourWord === false && hourWord === false)) return null;
  const hour12 = shift > 0 ? (hour + shift) % 12 || 12 : hour;
  const start = clock?.start ?? i;
  return span(r, start, end, timesOf(hour12, minutes, part));
}

/** A Swahili hour after "saa" ("moja" … "kumi na mbili", or digits), read on its own clock. */
function swahiliHour(r: Read, i: number): { hour: number; end: number } | null {
  const t = r.tokens[i] as Token;
  let hour = /^\d{1,2}$/.test(t.word) ? Number(t.word) : SWAHILI_HOURS.get(t.word);
  if (hour === undefined || hour > 12) return null;
  let end = i + 1;
  if (hour === 10 && r.tokens[i + 1]?.word === "na") {
    const unit = SWAHILI_HOURS.get(r.tokens[i + 2]?.word ?? "");
    if (unit !== undefined && unit <= 2) [hour, end] = [10 + unit, i + 3];
  }
  // In digits, "saa 2" is Swahili time only beside a Swahili word of the day's part or a half.
  if (/\d/.test(t.word) && phraseAfter(r, end, PARTS_BY_FIRST) === null) return null;
  return { hour, end };
}

const span = (r: Read, from: number, to: number, minutes: number[]) =>
  minutes.length === 0
    ? null
    : {
        minutes,
        start: (r.tokens[from] as Token).start,
        end: (r.tokens[to - 1] as Token).end,
      };

/**
 * Times said with an hour of CJK writing: "18時", "下午6点", "6点半", "18시 30분", "여섯 시";
 * a numeral and 点 need a part of the day, 钟, 半 or minutes ("一点" is also "a little").
 */
const CJK_TIME =
  /(下午|晚上|傍晚|上午|早上|早晨|凌晨|午後|夕方|午前|朝|오후|저녁|오전|아침)?\s?(\d{1,2}|[〇零一二三四五六七八九十两兩]{1,3}|열한|열두|한|두|세|네|다섯|여섯|일곱|여덟|아홉|열)\s?(時|点|點|시)(?!間|间|간|代|钟头|鐘頭)(钟|鐘)?(?:\s?(半|반)|\s?(\d{1,2}|[〇零一二三四五六七八九十]{1,3})\s?(分|분))?(?!\d)/gu;

function cjkTimes(text: string): SpokenTime[] {
  const found: SpokenTime[] = [];
  for (const m of text.matchAll(CJK_TIME)) {
    const [whole, partWord, num = "", mark = "", bell, half, mins] = m;
    const korean = KOREAN_HOURS.get(num);
    if (korean !== undefined && mark !== "시") continue;
    const digits = /^\d+$/.test(num);
    const hour = digits ? Number(num) : (korean ?? cjkNumeralValue(num));
    if (hour === undefined || hour > 24) continue;
    if (!digits && korean === undefined && /[点點]/u.test(mark))
      if (partWord === undefined && bell === undefined && half === undefined && mins === undefined)
        continue;
    const minutes =
      half !== undefined
        ? 30
        : mins === undefined
          ? 0
          : /^\d+$/.test(mins)
            ? Number(mins)
            : (cjkNumeralValue(mins) ?? 99);
    if (minutes > 59) continue;
    const part = partWord === undefined ? undefined : PART_BEFORE.get(partWord);
    found.push({
      minutes: timesOf(hour, minutes, part),
      start: m.index,
      end: m.index + whole.length,
    });
  }
  return found;
}

/** The times of day `text` (ASCII digits) says in words, in order. */
export function spokenTimes(text: string): SpokenTime[] {
  if (!mayTell(text)) return [];
  const found = cjkTimes(text);
  const tokens: Token[] = [];
  for (const m of text.matchAll(TOKEN)) {
    const word = m[0].toLowerCase();
    // "полседьмого": the half glued to the ordinal, read as two words.
    if (word.startsWith("пол") && ORDINAL_HOURS.has(word.slice(3))) {
      tokens.push({ word: "половина", start: m.index, end: m.index + 3 });
      tokens.push({ word: word.slice(3), start: m.index + 3, end: m.index + m[0].length });
    } else tokens.push({ word, start: m.index, end: m.index + m[0].length });
  }
  const r: Read = { text, tokens };
  for (let i = 0; i < tokens.length; i++) {
    const time = timeAt(r, i);
    if (time === null) continue;
    if (!found.some((f) => f.start < time.end && time.start < f.end)) found.push(time);
    while (i + 1 < tokens.length && (tokens[i + 1] as Token).start < time.end) i++;
  }
  return found.sort((a, b) => a.start - b.start);
}
