/**
 * A rule replaced by a new value, grounded in the repo rather than in words: the user's older
 * message names a value (10), a newer one names another (25), and the session's diff (made
 * after the newer message) changed one line from the first to the second (`BURST 10` → `BURST 25`). The
 * two messages may share no word and no unit ("o burst fica em 10", "Burst goes up to 25"): the
 * line the agent changed is what says they are about the same quantity. Without such a line,
 * nothing is marked (reversal.ts decides by words, and unsure marks nothing). Pure.
 */
import type { ValueChange } from "../model/snapshot/types.js";
import { sentencesOf } from "./reversal.js";

/** Standalone numbers of `text` (not inside a name: `v2`, `sha256`, `src/v2/`, `1.2.3`). */
function valuesIn(text: string): Set<string> {
  const found = text.match(/(?<![\p{L}\p{N}_./-])\d+(?:\.\d+)?(?![\p{L}\p{N}_]|\.\d)/gu) ?? [];
  return new Set(found);
}

/** Values too common to tie two messages to one line ("step 1", "0 failures"). */
const TOO_COMMON = new Set(["0", "1"]);

/**
 * What of `older` the diff-grounded new value in `newer` replaces: `{ part: null }` for the
 * whole message (one sentence), `{ part }` for the one sentence of several that names the old
 * value, or null when no changed line ties them (or two sentences name the old value: unsure).
 */
export function replacedByValue(
  newer: string,
  older: string,
  changes: readonly ValueChange[],
): { part: string | null } | null {
  const newValues = valuesIn(newer);
  const oldValues = valuesIn(older);
  const change = changes.find(
    (c) =>
      c.before !== c.after &&
      !TOO_COMMON.has(c.before) &&
      !TOO_COMMON.has(c.after) &&
      newValues.has(c.after) &&
      oldValues.has(c.before) &&
      !oldValues.has(c.after),
  );
  if (change === undefined) return null;
  const sentences = sentencesOf(older);
  if (sentences.length <= 1) return { part: null };
  const naming = sentences.filter((s) => valuesIn(s).has(change.before));
  return naming.length === 1 ? { part: (naming[0] as string).trim() } : null;
}
