/**
 * Whether prose states a measurement: a number with a unit of size, time, share, rate or count
 * ("300 KB", "40 s", "12 files"), in any language the quantity reader knows ("40 segundos",
 * "300 Kilobyte", "две секунды", "3 分钟", "40 giây", "forty seconds"). A measurement grounds a
 * sentence by itself: it names what was measured in the session, not a word of someone's style.
 * `MEASUREMENT` (prose-words.ts) keeps the units code and tools print, which no language's unit
 * words hold (`KiB`, `rps`, `req/s`, `px`, `port 5433`, counts of lines, files and tests); the
 * quantity reader (`quantity.ts`) reads the units people write, with their number in digits or
 * in words, a clock time never among them. Pure.
 */
import { MEASUREMENT } from "./prose-words.js";
import { quantitiesIn } from "./quantity.js";
import type { Unit } from "./unit-words.js";

/**
 * The dimensions of what a session measures. Counts of things the work defines (digits of a
 * number, nights, tries, characters, months of a schedule) are values of its rules, not
 * measurements: "14 digits" details what was done, "40 ms" says what it cost.
 */
const MEASURED: ReadonlySet<Unit["dimension"]> = new Set([
  "time",
  "bytes",
  "pixels",
  "share",
  "length",
  "mass",
]);

/** Whether `text` states a number with a unit of a measured dimension (see the module comment). */
export function statesMeasurement(text: string): boolean {
  if (MEASUREMENT.test(text)) return true;
  return quantitiesIn(text).some((q) => q.unit !== null && MEASURED.has(q.unit.dimension));
}
