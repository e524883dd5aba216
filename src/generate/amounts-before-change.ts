/**
 * Amounts an earlier session computed before this session changed a value they rest on: "March
 * comes to 512.00 EUR for the readings in tests/march.csv." was worked out under the code of
 * its day; the diff since the packet before changed a constant of the code
 * (`PEAK_FROM = "18:00"` → `"18:30"`). The conclusion names no code, so nothing else ties it,
 * yet stating it as in force would state a figure nobody computed under the code now. Such a
 * decision or finding is left out when a newer conclusion states an amount and names the
 * changed thing or its new value ("PEAK_FROM is 18:30 now, so March comes to 498.00."): the
 * newer says what holds. Otherwise it is kept as a dead end marked superseded by the changed
 * line. Only an amount (a figure written with two decimals, no version or time, or a whole one
 * grouped in thousands: "the co-op pays out 19,008 baht") counts: a count or a measurement is
 * tied to its line by `stale-conclusions.ts` or stays as said. Pure.
 */
import type { ValueChange } from "../model/snapshot/types.js";
import { isMarkedSuperseded, SUPERSEDED_MARK, withoutPutInMark } from "./stale-conclusions.js";

/** A figure written with two decimals, not part of a version (`1.22.4`) or a time (`18.30h`). */
const AMOUNT = /(?<![\d.:,])\d{1,3}(?:[ ,'.]?\d{3})*[.,]\d{2}(?![\d.:]?\d)/u;

/**
 * A whole figure written in groups of thousands ("19,008 baht", "4 200 kg", "12.500 €"): a total
 * worked out, as a count or a setting is rarely written; not part of a version or a longer figure.
 */
const GROUPED_WHOLE = /(?<![\d.:,'’])\d{1,3}(?:[ ,'’.\u00a0\u202f]\d{3})+(?![\d]|[.,:]\d)/u;

/** Whether `text` states an amount: two decimals, or a whole figure grouped in thousands. */
export function statesAmount(text: string): boolean {
  return AMOUNT.test(text) || GROUPED_WHOLE.test(text);
}

/** The name a changed line declares or assigns (`PEAK_FROM`), as written; null when none. */
function changedName(line: string): string | null {
  const match =
    /^(?:(?:export\s+)?(?:const|let|var|final|static|readonly|public|private|val|my|our)\s+)*(?:[\w<>[\]]+\s+)?\$?([A-Za-z_][\w]*)\s*(?::[^=]*)?(?:=|:=|\s)/u.exec(
      line.trim(),
    );
  return match?.[1] ?? null;
}

/** Whether `text` says what the change holds now: its name, or its new value as written. */
function saysChange(text: string, change: ValueChange): boolean {
  const name = changedName(change.line);
  if (name !== null && new RegExp(`(?<![\\w$])${name}(?![\\w$])`, "i").test(text)) return true;
  const value = change.after.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(`(?<![\\d.])${value}(?![\\d]|\\.\\d)`).test(text);
}

/**
 * `list` (oldest first) with each decision or finding of an earlier session that states an
 * amount, when this session's diff changed a value of a file the work changed before
 * (`changes`, those already filtered so), left out for a newer conclusion stating an amount
 * with the change's name or new value, else kept as a dead end marked superseded by the
 * changed line. One that already says the change (its name or new value) is about it.
 */
export function withAmountsBeforeChangeMarked<T extends { kind: string; text: string }>(
  list: readonly T[],
  changes: readonly ValueChange[],
  earlier: (entry: T) => boolean,
): T[] {
  const change = changes[0];
  if (change === undefined) return [...list];
  return list.flatMap((entry, i) => {
    if (!earlier(entry) || entry.kind === "dead_end" || isMarkedSuperseded(entry.text))
      return [entry];
    const text = withoutPutInMark(entry.text);
    if (!statesAmount(text) || changes.some((c) => saysChange(text, c))) return [entry];
    const restated = list
      .slice(i + 1)
      .some(
        (newer) =>
          !earlier(newer) &&
          statesAmount(newer.text) &&
          changes.some((c) => saysChange(withoutPutInMark(newer.text), c)),
      );
    if (restated) return [];
    const mark = `${SUPERSEDED_MARK}\`${change.line}\` (${change.path})`;
    return [{ ...entry, kind: "dead_end", text: `${entry.text}${mark}` }];
  });
}
