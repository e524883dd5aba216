/**
 * Amounts an earlier session computed before this session changed a value they rest on: "March
 * comes to 512.00 EUR for the readings in tests/march.csv." was worked out under the code of
 * its day; the diff since the packet before changed a constant of the code
 * (`PEAK_FROM = "18:00"` → `"18:30"`, or `LESSON_PRICE_CZK = 900` → `HOURLY_RATE = 1050`, a
 * whole-file rewrite under a name sharing no word). Stating it as in force would state a figure
 * nobody computed under the code now. Such a decision or finding is left out when a newer
 * conclusion states an amount and names the changed thing or its new value ("PEAK_FROM is 18:30
 * now, so March comes to 498.00."): the newer says what holds. Otherwise it is kept as a dead end
 * marked superseded by the changed line. What counts is what the change's value feeds: a sum of
 * money of any size in any currency and script ("4500 Kč", "84 €", "612 $", a figure with two
 * decimals, a whole one grouped in thousands: "19,008 baht"), whatever value changed (a price,
 * a fee, a quota all end in money); or a count or measure of what the changed constant's name
 * counts ("14 pallets" when `PALLETS_PER_TRUCK` changed, "3 Stunden" when `WEEKLY_HOURS` did).
 * A date, a count of tests or files, a figure of another thing stays as said. Pure.
 */
import type { ValueChange } from "../model/snapshot/types.js";
import { thingWords } from "../util/identifier-words.js";
import { quantitiesIn } from "../util/quantity.js";
import { sameKind, type Unit, UNITS } from "../util/unit-words.js";
import { STEM_LETTERS } from "../util/word-stems.js";
import { statesMoney } from "./named-units.js";
import { isMarkedSuperseded, SUPERSEDED_MARK, withoutPutInMark } from "./stale-conclusions.js";

/** A figure written with two decimals, not part of a version (`1.22.4`) or a time (`18.30h`). */
const AMOUNT = /(?<![\d.:,])\d{1,3}(?:[ ,'.]?\d{3})*[.,]\d{2}(?![\d.:]?\d)/u;

/**
 * A whole figure written in groups of thousands ("19,008 baht", "4 200 kg", "12.500 €"): a total
 * worked out, as a count or a setting is rarely written; not part of a version or a longer figure.
 */
const GROUPED_WHOLE = /(?<![\d.:,'’])\d{1,3}(?:[ ,'’.\u00a0\u202f]\d{3})+(?![\d]|[.,:]\d)/u;

/**
 * Whether `text` states an amount: two decimals, a whole figure grouped in thousands, or a sum
 * of money (a currency's sign, name or code beside its number).
 */
export function statesAmount(text: string): boolean {
  return AMOUNT.test(text) || GROUPED_WHOLE.test(text) || statesMoney(text);
}

/**
 * The name a changed line declares or assigns (`PEAK_FROM`, Rust's `pub const VAT_PIECES: u32`), as
 * written; null when none.
 */
function changedName(line: string): string | null {
  const match =
    /^(?:(?:export\s+)?(?:const|let|var|final|static|readonly|public|private|protected|internal|pub(?:\([\w:]+\))?|val|my|our)\s+)*(?:[\w<>[\]]+\s+)?\$?([A-Za-z_][\w]*)\s*(?::[^=]*)?(?:=|:=|\s)/u.exec(
      line.trim(),
    );
  return match?.[1] ?? null;
}

/** A digit of any script. */
const DIGIT = /\p{Nd}/u;

/** A figure of prose: its unit when the quantity reader knows one, else the word after it. */
type Figure = { unit: Unit | null; word: string };

/**
 * The figures of `text`, each with its unit or the word right after its number. Only a number
 * written in digits (of any script) is a figure worked out: one said in words is most often a
 * determiner ("the two stops", "las dos paradas", "die beiden Lkw"), which no change of the
 * code makes untrue.
 */
function figuresOf(text: string): Figure[] {
  return quantitiesIn(text)
    .filter((q) => DIGIT.test(text.slice(q.start, q.end)))
    .map((q) => ({
      unit: q.unit,
      word: /^\s*([\p{L}\p{M}]+)/u.exec(text.slice(q.end))?.[1]?.toLowerCase() ?? "",
    }));
}

/**
 * Whether one of `figures` counts or measures what the changed constant's name (now or before a
 * rename) counts: the unit a word of the name says (`WEEKLY_HOURS`: "3 hours", "3 Stunden"), or a word after the number sharing its stem with a word of the name
 * (`PALLETS_PER_TRUCK`: "14 pallets", "2 trucks").
 */
function countsWhatChanged(figures: readonly Figure[], change: ValueChange): boolean {
  const words = [change.line, change.was ?? ""].flatMap((line) => {
    const name = changedName(line);
    return name === null ? [] : thingWords(name, 3);
  });
  if (words.length === 0) return false;
  const stems = new Set(
    words.filter((w) => w.length >= STEM_LETTERS).map((w) => w.slice(0, STEM_LETTERS)),
  );
  const units = words.flatMap((w) => UNITS.get(w) ?? []);
  // A measure ties only in the very unit the name says ("3 Stunden" to `WEEKLY_HOURS`): a time
  // the session measured ("npm test takes 40 s") rests on no `RETRY_MS` it happens to share a
  // dimension with.
  return figures.some(({ unit, word }) =>
    unit !== null
      ? units.some(
          (u) =>
            sameKind(u.dimension, unit.dimension) && u.sizes.some((n) => unit.sizes.includes(n)),
        )
      : word.length >= STEM_LETTERS && stems.has(word.slice(0, STEM_LETTERS)),
  );
}

/**
 * The change `text`'s figures rest on: for a sum of money any change (its first), for a count
 * or a measure the change whose name counts the same thing; undefined when none does.
 */
function changeUnder(text: string, changes: readonly ValueChange[]): ValueChange | undefined {
  const figures = figuresOf(text);
  if (figures.length === 0) return undefined;
  return (
    changes.find((c) => countsWhatChanged(figures, c)) ??
    (statesAmount(text) ? changes[0] : undefined)
  );
}

/** Whether `text` says what the change holds now: its name, or its new value as written. */
function saysChange(text: string, change: ValueChange): boolean {
  const name = changedName(change.line);
  // The name as a word of prose, not a part of a path (`bundles` of `bin/bundles.sh`).
  if (name !== null && new RegExp(`(?<![\\w$/.-])${name}(?![\\w$/-]|\\.\\w)`, "i").test(text))
    return true;
  const value = change.after.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(`(?<![\\d.])${value}(?![\\d]|\\.\\d)`).test(text);
}

/**
 * `list` (oldest first) with each decision or finding of an earlier session that states an
 * amount resting on one of this session's value changes (`changes`: the range's, however
 * written; `changeUnder`), left out for a newer conclusion stating an amount with the change's
 * name or new value, else kept as a dead end marked superseded by the changed line. One that
 * already says the change (its name or new value) is about it.
 */
export function withAmountsBeforeChangeMarked<T extends { kind: string; text: string }>(
  list: readonly T[],
  changes: readonly ValueChange[],
  earlier: (entry: T) => boolean,
): T[] {
  if (changes.length === 0) return [...list];
  return list.flatMap((entry, i) => {
    if (!earlier(entry) || entry.kind === "dead_end" || isMarkedSuperseded(entry.text))
      return [entry];
    const text = withoutPutInMark(entry.text);
    const change = changeUnder(text, changes);
    if (change === undefined || changes.some((c) => saysChange(text, c))) return [entry];
    const restated = list.slice(i + 1).some((newer) => {
      if (earlier(newer)) return false;
      const said = withoutPutInMark(newer.text);
      return changeUnder(said, changes) !== undefined && changes.some((c) => saysChange(said, c));
    });
    if (restated) return [];
    const mark = `${SUPERSEDED_MARK}\`${change.line}\` (${change.path})`;
    return [{ ...entry, kind: "dead_end", text: `${entry.text}${mark}` }];
  });
}
