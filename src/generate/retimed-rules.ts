/**
 * A rule of a time of day replaced through the code: this session's diff changed a quoted time
 * (`LATE_FROM = "18:00"` → `"18:30"`), a message of this session states the new time (in the
 * digits of any script, `18 h 30`, `6:30 pm`), and one older message states the old one. That
 * one clause is taken back, whatever language either is written in; two older clauses stating
 * the old time, or an older message stating the new one too, leave both in force. Pure.
 */
import type { UserMessage } from "../model/packet/types.js";
import type { ValueChange } from "../model/snapshot/types.js";
import { statesTime, timeLiteral } from "../util/time-of-day.js";
import { sentencesOf } from "./reversal.js";
import { clausesOf, takenPart } from "./rule-clauses.js";

/**
 * The older rules this session's changes of a quoted time took back, keyed `"<newer> <older>"`
 * by index as `superseded-marks.ts` keys its ties: what of the older is taken back. The newer is
 * the newest message of this session (`packet === null`) stating the new time, not the old.
 */
export function retimedRules(
  messages: readonly UserMessage[],
  from: number,
  changes: readonly ValueChange[],
): Map<string, "whole" | string[]> {
  const found = new Map<string, "whole" | string[]>();
  for (const change of changes) {
    // Cheap first: most changes are no time, and these read no message.
    const before = timeLiteral(change.before);
    const after = timeLiteral(change.after);
    if (before === null || after === null || before === after) continue;
    const j = messages.findLastIndex(
      (m) => m.packet === null && statesTime(m.text, after) && !statesTime(m.text, before),
    );
    if (j < 0) continue;
    const ties: [number, string][] = [];
    for (let k = from; k < j; k++) {
      const text = (messages[k] as UserMessage).text;
      if (statesTime(text, after)) continue;
      // Each clause of a sentence of several rules is a rule of its own: two stating the old
      // time are two ties.
      for (const sentence of sentencesOf(text)) {
        const clauses = clausesOf(sentence);
        for (const part of clauses.length > 1 ? clauses : [sentence])
          if (statesTime(part, before)) ties.push([k, sentence.trim()]);
      }
    }
    const [only] = ties;
    if (ties.length !== 1 || only === undefined) continue;
    const [k, sentence] = only;
    found.set(
      `${j} ${k}`,
      takenPart((messages[k] as UserMessage).text, sentence, (clause) =>
        statesTime(clause, before),
      ),
    );
  }
  return found;
}
