/**
 * A value code writes with its unit in a name beside the number: a call or a constructor
 * (`Duration.ofMinutes(90)`, `timedelta(hours=2)`, `TimeUnit.SECONDS.toMillis(30)`) or a product
 * (`90 * time.Minute`). A line changed from one such value to another of the same dimension in
 * another unit (`Duration.ofMinutes(90)` → `Duration.ofHours(2)`) changed one quantity: both are
 * read in the smaller unit (90 → 120 minutes), so that a user's "an hour and a half" and "two
 * hours" tie to it (generate/value-reversal.ts). A rate (`REFILL_PER_SECOND = 5` →
 * `REFILL_PER_MINUTE = 90`) is read per the larger unit: 300 → 90 a minute. Pure.
 */
import { UNITS, type Unit } from "../../util/unit-words.js";
import { identifierWords } from "../../util/identifier-words.js";

/** A name's words, split at `_`, `.` and case changes, lower case, two letters or more. */
const nameWords = (name: string): string[] => identifierWords(name, 2);

/**
 * The one unit a name says (`ofMinutes`, `Hour`, `SECONDS`, `hours`), or null for none or two;
 * `per` when the word before it is "per" (`REFILL_PER_SECOND`, `refillPerMinute`): the value is
 * a rate, so many of something in one unit.
 */
function unitOfName(name: string): { unit: Unit; per: boolean } | null {
  const words = nameWords(name);
  const units = words.flatMap((w, i) => {
    const unit = UNITS.get(w);
    return unit === undefined ? [] : [{ unit, per: words[i - 1] === "per" }];
  });
  const [only] = units;
  return units.length === 1 && only !== undefined && only.unit.sizes.length === 1 ? only : null;
}

/** A number as written in code: the digit separators dropped. */
const numberOf = (token: string): number => Number(token.replace(/_/g, ""));

/** Sizes of one dimension in its base unit compared for equality (a float's rest aside). */
const same = (a: number, b: number) => Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(a));

/**
 * The one number of `removed` and of `added` (tokens alike but for the number and one name) read
 * in the smaller of the two units the names say, of one dimension: `Duration.ofMinutes(90)` →
 * `Duration.ofHours(2)` is 90 → 120. Null when the names say no unit, one unit, or two
 * dimensions, or when anything else differs.
 */
export function unitValue(
  removed: readonly string[],
  added: readonly string[],
): { before: string; after: string } | null {
  if (removed.length !== added.length || removed.length < 3) return null;
  let numbers: [string, string] | null = null;
  let names: [string, string] | null = null;
  for (const [i, token] of removed.entries()) {
    const other = added[i] as string;
    if (token === other) continue;
    if (/^\d/.test(token) && /^\d/.test(other) && numbers === null) numbers = [token, other];
    else if (/^[\p{L}_]/u.test(token) && /^[\p{L}_]/u.test(other) && names === null)
      names = [token, other];
    else return null;
  }
  if (numbers === null || names === null) return null;
  const from = unitOfName(names[0]);
  const to = unitOfName(names[1]);
  if (from === null || to === null || from.unit.dimension !== to.unit.dimension) return null;
  if (from.per !== to.per) return null;
  const [fromSize] = from.unit.sizes as [number];
  const [toSize] = to.unit.sizes as [number];
  if (same(fromSize, toSize)) return null;
  const smaller = Math.min(fromSize, toSize);
  // A rate is read per the larger unit (5 per second → 90 per minute is 300 → 90 a minute), a
  // size in the smaller (90 minutes → 2 hours is 90 → 120 minutes): whole numbers either way.
  const larger = Math.max(fromSize, toSize);
  const [before, after] = from.per
    ? [(numberOf(numbers[0]) * larger) / fromSize, (numberOf(numbers[1]) * larger) / toSize]
    : [(numberOf(numbers[0]) * fromSize) / smaller, (numberOf(numbers[1]) * toSize) / smaller];
  if (same(before, after)) return null;
  const written = (n: number) => String(Number(n.toPrecision(12)));
  return { before: written(before), after: written(after) };
}
