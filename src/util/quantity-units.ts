/**
 * The unit of a number in prose, read around it: the unit word after it ("1200 ms", "3晩",
 * "4자리로", "2 ชั่วโมง", "hai tiếng") or before it ("yüzde 20"), a half said after either
 * ("1時間半", "bir buçuk saat"), and whether words before the number make it a time of day ("jam 8
 * malam"). The words are the tables of unit-words.ts; which of them count is decided here by
 * where they stand (glued, spaced, followed by a particle or another word). Read by quantity.ts
 * only. Pure.
 */
import {
  CASED_UNITS,
  CLOCK_BEFORE,
  HALF_AFTER_NUMBER,
  HALF_AFTER_UNIT,
  KOREAN_PARTICLE,
  TURKISH_SUFFIXES,
  TURKISH_UNITS,
  UNIT_CONTEXT,
  UNITS,
  UNITS_BEFORE,
  type Unit,
} from "./unit-words.js";

/** A unit found next to a number: the unit, where its words end, and a half said with it. */
export interface UnitAfter {
  unit: Unit;
  end: number;
  /** 0.5 when "and a half" is said with it ("1時間半", "hora y media"), else 0. */
  plus: number;
}

const CJK_RUN =
  /^(\s?)((?:[个個])?(?:半)?)([\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\u30fc]{1,6})/u;
const THAI_RUN = /^(\s?)(\p{Script=Thai}{1,16})/u;
/** People counted with the polite counter 位 ("三位客人", "两位老师"): no digits. */
const PEOPLE_AFTER_WEI =
  /^(?:客|人|同事|老师|老師|先生|女士|朋友|用户|用戶|成员|成員|顾客|顧客|员工|員工|嘉宾|嘉賓|学生|學生|同学|同學|医生|醫生|家长|家長|乘客|住客|旅客|专家|專家|领导|領導)/u;
/** What after หลัก (a place of a number) makes another word of it. */
const THAI_NOT_DIGITS = /^(?:สูตร|การ|ฐาน|ทรัพย์|เกณฑ์|ประกัน)/u;
/** Sounds a Vietnamese "tiếng" counts: "hai tiếng chuông" is two rings of a bell, no hours. */
const SOUNDS_AFTER_TIENG = /^\s(?:chuông|gõ|súng|nổ|còi|kêu|động|hát|cười|khóc|sấm)(?![\p{L}])/u;

/** A word of Latin letters with Hangul, kana or Han glued after it: a unit and its particle. */
const GLUED_PARTICLE =
  /^(\p{Script=Latin}+)([\p{Script=Hangul}\p{Script=Hiragana}\p{Script=Han}][\p{L}\p{M}]*)$/u;

/** The Turkish unit word under a case suffix ("dakikadan", "saate"), or the word itself. */
function turkishStem(word: string): string {
  for (const suffix of TURKISH_SUFFIXES) {
    const stem = word.slice(0, -suffix.length);
    if (word.endsWith(suffix) && TURKISH_UNITS.has(stem)) return stem;
  }
  return word;
}

/** The unit of `word` (as written) in `text`, or undefined. */
function unitOf(word: string, text: string): Unit | undefined {
  const cased = CASED_UNITS.get(word);
  if (cased !== undefined) return cased;
  const written = word.toLowerCase();
  const lower = UNITS.has(written) ? written : turkishStem(written);
  const unit = UNITS.get(lower);
  if (unit === undefined) return undefined;
  const context = UNIT_CONTEXT.get(lower);
  return context === undefined || context.test(text) ? unit : undefined;
}

/** The half said after a unit ending at `end`, as 0.5, or 0. */
function halfAfterUnit(text: string, end: number, unit: Unit): { plus: number; end: number } {
  if (unit.dimension !== "time") return { plus: 0, end };
  const half = HALF_AFTER_UNIT.exec(text.slice(end, end + 20));
  return half === null ? { plus: 0, end } : { plus: 0.5, end: end + half[0].length };
}

/** The CJK unit opening `rest` (glued or spaced, after a measure word 个 and a half 半). */
function cjkUnit(text: string, end: number, match: RegExpExecArray): UnitAfter | null {
  const [whole, space = "", lead = "", run = ""] = match;
  for (let n = run.length; n > 0; n--) {
    const word = run.slice(0, n);
    const unit = unitOf(word, text);
    if (unit === undefined) continue;
    const after = run.slice(n);
    // A Korean unit ends its word or takes a particle: "3박자" is three beats.
    if (/\p{Script=Hangul}/u.test(word) && !KOREAN_PARTICLE.test(after)) continue;
    // "四位" are four digits, "从4位改为6位" a change of them; "三位客人" are three guests.
    if (word === "位" && PEOPLE_AFTER_WEI.test(after)) continue;
    const unitEnd = end + whole.length - run.length + n;
    const half = halfAfterUnit(text, unitEnd, unit);
    const plus = lead.includes("半") ? 0.5 : half.plus;
    return { unit, end: half.end, plus: unit.dimension === "time" ? plus : 0 };
  }
  void space;
  return null;
}

/**
 * The unit right after `end` in `text` ("ms", " milliseconds", "秒", " per cent"), or null (none,
 * or a rate: "5 km/h").
 */
export function unitAfter(text: string, end: number): UnitAfter | null {
  const found = unitAfterNumber(text, end);
  // A rate ("5 km/h", "3 m/s", "100 KB/s", "10 min/km") is none of the units it divides.
  return found !== null && /^\/\s?[\p{L}\d]/u.test(text.slice(found.end, found.end + 3))
    ? null
    : found;
}

/** The unit right after `end`, a half said with it included. */
function unitAfterNumber(text: string, end: number): UnitAfter | null {
  const numberHalf = HALF_AFTER_NUMBER.exec(text.slice(end, end + 12));
  // "一个半小时" keeps its 个半 for the CJK reading below; "bir buçuk saat" skips the buçuk.
  if (numberHalf !== null && !/[个個半]/u.test(numberHalf[0])) {
    const found = unitAfter(text, end + numberHalf[0].length);
    return found === null || found.unit.dimension !== "time" ? null : { ...found, plus: 0.5 };
  }
  const rest = text.slice(end, end + 40);
  const percent = /^\s?%/.exec(rest);
  if (percent !== null)
    return { unit: UNITS.get("%") as Unit, end: end + percent[0].length, plus: 0 };
  const cjk = CJK_RUN.exec(rest);
  if (cjk !== null) return cjkUnit(text, end, cjk);
  // Thai is written without spaces: the longest unit that opens the run ("2 ชั่วโมงครึ่ง").
  const thai = THAI_RUN.exec(rest);
  if (thai !== null) {
    const [whole, , run = ""] = thai;
    for (let n = run.length; n > 0; n--) {
      const unit = UNITS.get(run.slice(0, n));
      // "หลักสูตร" is a course, "หลักการ" a principle: no places of a number.
      if (unit === undefined || THAI_NOT_DIGITS.test(run.slice(n))) continue;
      const unitEnd = end + whole.length - run.length + n;
      const half = halfAfterUnit(text, unitEnd, unit);
      return { unit, end: half.end, plus: half.plus };
    }
    return null;
  }
  // Glued letters must be a unit ("1200ms", "20px"): "3rd", "2x" are no quantity of a rule.
  const words = /^(\s?)([\p{L}][\p{L}\p{M}]*)(?:(\s)([\p{L}][\p{L}\p{M}]*))?/u.exec(rest);
  if (words === null) return null;
  const [, space = "", first = "", gap = "", second = ""] = words;
  const two = second === "" ? undefined : unitOf(`${first} ${second}`, text);
  // A Latin unit with a Korean or Japanese particle glued to it ("40 kg이", "50MBまで").
  const glued = two === undefined ? GLUED_PARTICLE.exec(first) : null;
  const latin =
    glued !== null &&
    (!/^\p{Script=Hangul}/u.test(glued[2] ?? "") || KOREAN_PARTICLE.test(glued[2] ?? ""))
      ? (glued[1] as string)
      : first;
  const one = unitOf(latin, text);
  const unit = two ?? one;
  if (unit === undefined) return null;
  const unitEnd =
    end + space.length + latin.length + (two === undefined ? 0 : gap.length + second.length);
  if (first.toLowerCase() === "tiếng" && SOUNDS_AFTER_TIENG.test(text.slice(unitEnd))) return null;
  const half = halfAfterUnit(text, unitEnd, unit);
  return { unit, end: half.end, plus: half.plus };
}

/** A unit said before its number ("yüzde 20", "百分之二十"). */
export function unitBefore(text: string, start: number): { unit: Unit; start: number } | null {
  const before = text.slice(Math.max(0, start - 12), start);
  for (const [word, unit] of UNITS_BEFORE) {
    const at = before.toLowerCase().lastIndexOf(word);
    if (at >= 0 && before.slice(at + word.length).trim() === "")
      return { unit, start: start - before.length + at };
  }
  return null;
}

/** Whether the number at `start` is a time of day by the words before it ("jam 8 malam"). */
export const isClockTime = (text: string, start: number): boolean =>
  CLOCK_BEFORE.test(text.slice(Math.max(0, start - 8), start));
