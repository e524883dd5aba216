/**
 * Conclusions of an earlier session stated under a rule of the user that this session replaced,
 * the code following: "a reminder longer than 160 characters loses the surname" found under "at
 * most 160 characters", then a newer message marked the rule superseded (`superseded-marks.ts`)
 * and this session's diff changed the value the rule held (`SMS_LIMIT = 160` → `140`) or its
 * edits took the constant out. The conclusion names neither the constant nor the newer message;
 * the old value ties it: a quantity it states that the superseded rule states too (of one
 * dimension, when both have a unit) and that the code no longer holds. It is kept as a dead end
 * marked superseded by the newer message, never stated as in force. A conclusion that also
 * states the new value is about the change; a value the code still holds ties nothing. Pure.
 */
import type { UserMessage } from "../model/packet/types.js";
import type { ValueChange } from "../model/snapshot/types.js";
import { cutAtWord } from "../util/cut-text.js";
import { type Quantity, quantitiesIn, sameNumber, writtenAs } from "../util/quantity.js";
import { isMarkedSuperseded, SUPERSEDED_MARK, withoutPutInMark } from "./stale-conclusions.js";

/** Values too common to tie a conclusion to a rule ("1 worker", "0 failures"). */
const TOO_COMMON = new Set([0, 1]);
/** The longest quotation of the newer message in a mark. */
const MAX_QUOTE = 120;

/** A number as code writes it, or null. */
const codeNumber = (text: string): number | null =>
  /^\d+(?:\.\d+)?$/.test(text) ? Number(text) : null;

const writes = (q: Quantity, value: number): boolean =>
  writtenAs(q).some((n) => sameNumber(n, value));

/** Whether two quantities may be one: one number, and one dimension when both have a unit. */
const alike = (a: Quantity, b: Quantity, value: number): boolean =>
  writes(a, value) &&
  writes(b, value) &&
  (a.unit === null || b.unit === null || a.unit.dimension === b.unit.dimension);

/** A value the code gave up, and the rule it held with its newer message. */
interface GivenUp {
  value: number;
  /** The quantity the rule states it as. */
  said: Quantity;
  /** The code's new value, when it changed rather than went. */
  now: number | null;
  newer: string;
}

/**
 * The values the superseded rules of `rules` state that this session's code gave up: an old
 * value of `changes`, or of a constant `removed` (its edits took it out).
 */
function givenUp(
  rules: readonly UserMessage[],
  changes: readonly ValueChange[],
  removed: readonly { value: string }[],
): GivenUp[] {
  const gone: { value: number; now: number | null }[] = [];
  for (const change of changes) {
    const before = codeNumber(change.before);
    const after = codeNumber(change.after);
    if (before !== null && after !== null && before !== after)
      gone.push({ value: before, now: after });
  }
  for (const r of removed) {
    const value = codeNumber(r.value);
    if (value !== null) gone.push({ value, now: null });
  }
  const found: GivenUp[] = [];
  for (const rule of rules) {
    const mark = rule.superseded_by;
    if (mark === undefined) continue;
    const text = mark.part ?? rule.text;
    for (const said of quantitiesIn(text))
      for (const { value, now } of gone)
        if (!TOO_COMMON.has(value) && writes(said, value))
          found.push({ value, said, now, newer: mark.text });
  }
  return found;
}

/**
 * `list` with each decision or finding of an earlier session (`earlier`) that states a value a
 * superseded rule held and this session's code gave up made a dead end marked superseded by the
 * newer message.
 */
export function withRuleBoundMarked<T extends { kind: string; text: string }>(
  list: readonly T[],
  rules: readonly UserMessage[],
  changes: readonly ValueChange[],
  removed: readonly { value: string }[],
  earlier: (entry: T) => boolean,
): T[] {
  const gone = givenUp(rules, changes, removed);
  if (gone.length === 0) return [...list];
  return list.map((entry) => {
    if (entry.kind === "dead_end" || !earlier(entry) || isMarkedSuperseded(entry.text))
      return entry;
    const stated = quantitiesIn(withoutPutInMark(entry.text));
    const hit = gone.find(
      (g) =>
        stated.some((q) => alike(q, g.said, g.value)) &&
        (g.now === null || !stated.some((q) => writes(q, g.now as number))),
    );
    if (hit === undefined) return entry;
    const quote = cutAtWord(hit.newer.replace(/\s+/g, " ").trim(), MAX_QUOTE);
    return { ...entry, kind: "dead_end", text: `${entry.text}${SUPERSEDED_MARK}"${quote}"` };
  });
}
