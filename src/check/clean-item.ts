/**
 * How a clean-state item reads wherever it is quoted (a packet's risks and verdict trail, a
 * resume's re-check): `<check>: <detail>` and the path it is about, so forty unstaged files are
 * forty different lines, not one line forty times.
 */
import type { CleanStateItem } from "../model/snapshot/types.js";

/** `<check>: <detail>[ (<path>)]`. */
export function describeCleanItem(item: CleanStateItem): string {
  return `${item.check}: ${item.detail}${item.path ? ` (${item.path})` : ""}`;
}
