/**
 * A rule replaced by a rule of another kind, as the session's edits show it: an older message's
 * turn wrote a constant for one of its sentences (`holds`: `FREE_UNDER_M = 6` for "boats under
 * 6 m don't pay"), and this session's edit made after a newer rule-like message took that
 * constant out, whatever it wrote instead (`MIN_NIGHT_PENCE = 1500` for "every boat pays at
 * least fifteen pounds a night"): the two messages need share no word, number or unit. Time
 * order and the constant's name tie them; a removal after a question, after a message that names
 * nothing of the work (no number, no name of the repo or the code: "pick up where we stopped",
 * in any language), or after no message at all ties nothing. Pure.
 */
import type { ValueWrite } from "../model/snapshot/types.js";
import { isRuleLike, saysNothing } from "./rule-like.js";

/** A constant this session's edit took out and the user message that edit answered. */
export interface RemovalLink {
  name: string;
  value: string;
  /** The newer message, as the session's transcript holds it (trimmed). */
  newer: string;
}

/**
 * Each constant the session's edits took out (`value_removals`) with the latest message before
 * the edit that says something (`carriesOn` and thanks passed over), when that is rule-like and
 * `namesWork` (a number, a name of the work: what a new rule states).
 */
export function removalLinks(
  userMessages: readonly string[],
  removals: readonly ValueWrite[],
  carriesOn: (text: string) => boolean,
  namesWork: (text: string) => boolean,
): RemovalLink[] {
  const links: RemovalLink[] = [];
  for (const { name, value, user } of removals) {
    if (name === undefined || name === "") continue;
    for (let at = user; at >= 0; at--) {
      const text = userMessages[at]?.trim() ?? "";
      if (text === "" || carriesOn(text) || saysNothing(text)) continue;
      if (isRuleLike(text) && namesWork(text)) links.push({ name, value, newer: text });
      break;
    }
  }
  return links;
}
