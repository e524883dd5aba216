/**
 * The size budget of SPEC §3.3: handoff.md stays within 120 lines. When the full packet renders
 * longer, every list is cut to a common cap (the largest that fits, found by binary search, so
 * short lists stay whole) and the overflow moves into `packet.history` blocks as one line per
 * entry: moved, never deleted. Each list keeps its newest entries in the body. Decisions,
 * pitfalls and assumptions are the exception (see CARRIED_SECTIONS): they stay whole in the
 * JSON and only their handoff.md view is cut.
 */
import type { HistoryBlock, Packet } from "../model/packet/types.js";
import { renderMarkdown } from "../render/markdown.js";
import { CARRIED_SECTIONS, MAX_MARKDOWN_LINES } from "../render/sections.js";
import { LIST_SLOTS } from "./list-slots.js";
import { type Slot, nestedSlots, splitList } from "./slots.js";

/** The lists handoff.md shows one entry per line, nested ones included. */
function budgetSlots(packet: Packet): Slot<unknown>[] {
  return [...LIST_SLOTS, ...nestedSlots(packet)].filter((s) => s.budget);
}

function countLines(markdown: string): number {
  return markdown.endsWith("\n") ? markdown.split("\n").length - 1 : markdown.split("\n").length;
}

/** A copy of `packet` with every list cut to `cap` entries and the rest moved to history. */
export function capLists(packet: Packet, cap: number): Packet {
  const copy = structuredClone(packet);
  const blocks: HistoryBlock[] = [];
  const cut = (s: Slot<unknown>): void => {
    // The user's words do not fit whole: the first and the newest stay, all others move
    // (SPEC §3.3, issue 15: "the first and the newest stay in handoff.md").
    const list = s.get(copy);
    const { kept, moved } = splitList(
      list,
      s.keep === "ends" && list.length > cap ? 2 : cap,
      s.keep,
    );
    if (moved.length === 0) return;
    // Carried sections stay whole in the JSON: the next packet carries them forward from there.
    if (!CARRIED_SECTIONS.has(s.section)) s.set(copy, kept);
    blocks.push({ section: s.section, lines: moved.map(s.toLine) });
  };
  for (const s of budgetSlots(copy)) cut(s);
  copy.history = [...packet.history, ...blocks];
  return copy;
}

/** The longest list of the packet (the cap at which nothing moves). */
function findLongestList(packet: Packet): number {
  let longest = 0;
  for (const s of budgetSlots(packet)) longest = Math.max(longest, s.get(packet).length);
  return longest;
}

/**
 * `packet` fitted to the line budget of handoff.md. Lines only grow with the cap (an extra entry
 * adds at least the line its "… N more" pointer might free), so a binary search finds the best.
 */
export function applyBudget(packet: Packet, maxLines = MAX_MARKDOWN_LINES): Packet {
  if (countLines(renderMarkdown(packet)) <= maxLines) return packet;
  const fits = (cap: number) => countLines(renderMarkdown(capLists(packet, cap))) <= maxLines;
  // No list can show more entries than the page has lines.
  let lo = 0;
  let hi = Math.min(findLongestList(packet), maxLines);
  if (fits(hi)) return capLists(packet, hi);
  while (hi - lo > 1) {
    const mid = Math.floor((lo + hi) / 2);
    if (fits(mid)) lo = mid;
    else hi = mid;
  }
  const fitted = capLists(packet, lo);
  if (countLines(renderMarkdown(fitted)) > maxLines) {
    throw new Error(
      `handoff.md cannot fit ${maxLines} lines even with every list moved to history`,
    );
  }
  return fitted;
}

export { countLines };
