/**
 * Times of day in prose and in code: written with digits (`18:00`, `18：30`, `18h30`, `18 h 30`,
 * `6:30 pm`, in the digits of any script: `١٨:٣٠`) or said with words (`spoken-times.ts`: "ab 18
 * Uhr", "half past six", "下午6点"). The quantity reader counts none of them (a time of day is no
 * amount); a rule stating one and a code literal holding it meet here, as minutes after
 * midnight. Pure.
 */
import { asciiDigits } from "./quantity.js";
import { spokenTimes } from "./spoken-times.js";

/** A time of day in text: minutes after midnight, and where it is said. */
export interface TimeOfDay {
  minutes: number;
  start: number;
  end: number;
}

/**
 * Hours, a colon (or a French `h`), two digits of minutes, an optional a.m./p.m.; not a part of
 * a longer run of numbers (a date, `1:2:3`, a ratio `10:200`).
 */
const CLOCK =
  /(?<![\p{N}:.])(\d{1,2})(?:\s?[:：]\s?|\s?h\s?)(\d{2})(?![\p{N}]|[:.]\d)(?:\s?([ap])\.?\s?m\b\.?)?/giu;

/** Minutes after midnight, or null when not a time of a day. */
function minutesOf(hours: number, minutes: number, half: string | undefined): number | null {
  if (minutes > 59) return null;
  let h = hours;
  if (half !== undefined) {
    if (h < 1 || h > 12) return null;
    h = (h % 12) + (half.toLowerCase() === "p" ? 12 : 0);
  }
  return h > 24 ? null : (h % 24) * 60 + minutes;
}

/**
 * The times of day `text` states, in digits or in words, in order; an hour of a 12-hour clock
 * said in words with no part of the day gives both of its times at one place ("half past six":
 * 6:30 and 18:30).
 */
export function timesOfDay(text: string): TimeOfDay[] {
  const plain = asciiDigits(text);
  const found: TimeOfDay[] = [];
  for (const m of plain.matchAll(CLOCK)) {
    const minutes = minutesOf(Number(m[1]), Number(m[2]), m[3]);
    if (minutes !== null)
      found.push({ minutes, start: m.index, end: m.index + (m[0] as string).length });
  }
  for (const said of spokenTimes(plain)) {
    // "18.00 Uhr" holds no colon time, "18:00 Uhr" does: one time, read once.
    if (found.some((f) => f.start < said.end && said.start < f.end)) continue;
    for (const minutes of said.minutes) found.push({ minutes, start: said.start, end: said.end });
  }
  return found.sort((a, b) => a.start - b.start);
}

/** A code literal that is a time of day (`18:00`, `09:30:00`), as minutes after midnight. */
export function timeLiteral(value: string): number | null {
  const m = /^(\d{1,2}):(\d{2})(?::\d{2})?$/.exec(value);
  return m === null ? null : minutesOf(Number(m[1]), Number(m[2]), undefined);
}

/** Whether `text` states the time of day `minutes`. */
export const statesTime = (text: string, minutes: number): boolean =>
  timesOfDay(text).some((t) => t.minutes === minutes);
