/**
 * List rendering shared by handoff.md sections: the "… N more in history.md" pointer for lists
 * the budget or the packet's caps shortened, and nothing at all for an empty list (the page
 * collapses sections with nothing to say into one "Nothing recorded" line).
 */
import type { Packet } from "../model/packet/types.js";
import { CARRIED_SECTIONS, countHistoryLine, overCapSection } from "./sections.js";

/** How many entries of `section` the budget moved into history. */
export function countMoved(packet: Packet, section: string): number {
  let count = 0;
  for (const block of packet.history) {
    if (block.section !== section) continue;
    for (const line of block.lines) count += countHistoryLine(line);
  }
  return count;
}

/** The pointer line to history.md for `moved` entries, indented by `indent`. */
export function renderMoreLine(moved: number, indent = ""): string {
  return `${indent}- … ${moved} more in [history.md](history.md)`;
}

/**
 * Bullet lines for `entries` (each rendered to one or more lines by `renderEntry`), none when
 * there is nothing, and the history pointer when the budget or the caps moved some away.
 * Carried sections keep the budget's overflow in their JSON body, so their view skips it from
 * the front (they keep their newest last); `newestFirst` shows what is left in reverse, and
 * `arrange` in its own order.
 */
export function renderList<T>(
  packet: Packet,
  section: string,
  entries: readonly T[],
  renderEntry: (entry: T) => string[],
  indent = "",
  newestFirst = false,
  arrange: (shown: readonly T[]) => readonly T[] = (shown) => shown,
): string[] {
  const budgeted = countMoved(packet, section);
  const moved = budgeted + countMoved(packet, overCapSection(section));
  const render = (list: readonly T[]) =>
    list.flatMap((entry) => renderEntry(entry).map((line) => indent + line));
  const shown = CARRIED_SECTIONS.has(section)
    ? entries.slice(Math.min(budgeted, entries.length))
    : entries;
  const lines = render(arrange(newestFirst ? [...shown].reverse() : shown));
  if (moved > 0) lines.push(renderMoreLine(moved, indent));
  return lines;
}

/**
 * A `### Title` and the list, or nothing when the list is empty. A heading, unlike a bold line,
 * ends the list above it without a blank line (a bold line would read as a lazy continuation
 * of that list's last item on GitHub).
 */
export function titled(title: string, list: string[]): string[] {
  return list.length === 0 ? [] : [`### ${title}`, ...list];
}
