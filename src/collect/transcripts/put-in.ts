/**
 * What an edit put in, for the decision said right before it: an agent often states a choice in
 * words of the domain ("Fares go up to the next whole ten: the counters keep no coins.") and then
 * writes the code that carries it out (`def _round_up_ten`), naming no identifier. The names the
 * edit declared tie the sentence to that code, so a later session that takes the code back out
 * abandons the decision whatever its words. Pure.
 */
import { codeShapedNames, declaredNames } from "../../util/declared-names.js";
import { asWritten, MAX_SHOWN_NAMES } from "./removal-reasons.js";

/** The declarations an edit added, as the accumulator holds them until the prose is read. */
export interface PutIn {
  /** The names it declared and did not also drop, as the code writes them, at most three. */
  names: string[];
  /** The file it went into (as the tool gave it). */
  path: string;
  /** The edit's event, for a saved scan to read its names back from. */
  from?: unknown;
}

/**
 * The names an edit declared (`declaredNames` of its new text) that its old text did not
 * (changing a declared thing's body or value puts nothing in), as written, in the edit's order.
 */
export function putInNames(edit: { added?: string; dropped?: string }): string[] {
  const added = edit.added ?? "";
  const before = new Set(declaredNames(edit.dropped ?? ""));
  return declaredNames(added)
    .filter((name) => !before.has(name))
    .map((name) => asWritten(name, added));
}

/** What an edit of `path` put in (at most three names), or null when it declared nothing new. */
export function putInOf(
  edit: { added?: string; dropped?: string },
  path: string,
  from: unknown,
): PutIn | null {
  const names = putInNames(edit).slice(0, MAX_SHOWN_NAMES);
  if (names.length === 0) return null;
  return { names, path, ...(from === undefined ? {} : { from }) };
}

/**
 * Whether a conclusion is tied by the code put in after it: it names no identifier of its own
 * (one that does is tied by that name already).
 */
export function takesPutIn(text: string): boolean {
  return codeShapedNames(text).length === 0;
}
