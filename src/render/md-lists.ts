/**
 * List rendering shared by handoff.md sections: `- none` for empty lists and the
 * "… N more in history.md" pointer for lists the budget shortened.
 */
import type { Packet } from "../packet/types.js";
import { CARRIED_SECTIONS } from "./sections.js";

/** How many entries of `section` the budget moved into history. */
export function countMoved(packet: Packet, section: string): number {
  let count = 0;
  for (const block of packet.history) if (block.section === section) count += block.lines.length;
  return count;
}

/** The pointer line to history.md for `moved` entries, indented by `indent`. */
export function renderMoreLine(moved: number, indent = ""): string {
  return `${indent}- … ${moved} more in [history.md](history.md)`;
}

/**
 * Bullet lines for `entries` (each rendered to one or more lines by `renderEntry`), `- none`
 * when there is nothing, and the history pointer when the budget moved some away.
 */
export function renderList<T>(
  packet: Packet,
  section: string,
  entries: readonly T[],
  renderEntry: (entry: T) => string[],
  indent = "",
): string[] {
  const moved = countMoved(packet, section);
  const shown = CARRIED_SECTIONS.has(section)
    ? entries.slice(Math.min(moved, entries.length))
    : entries;
  const lines = shown.flatMap((entry) => renderEntry(entry).map((line) => indent + line));
  if (moved > 0) lines.push(renderMoreLine(moved, indent));
  if (lines.length === 0) lines.push(`${indent}- none`);
  return lines;
}
