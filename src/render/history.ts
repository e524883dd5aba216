/**
 * `history.md`: the render of `packet.history`, the entries the size budget moved out of
 * handoff.md (SPEC §3.3: moved, never deleted).
 */
import type { Packet } from "../model/packet/types.js";
import { clip, code, escapeInline } from "./md-escape.js";

/** history.md for `packet`. Ends with one newline. */
export function renderHistory(packet: Packet): string {
  const where = `${packet.branch ?? "no branch"} / ${packet.topic}`;
  const lines = [
    `# Handoff history: ${escapeInline(clip(where, 200))}`,
    "",
    `Entries of packet ${code(packet.id)} that did not fit in [handoff.md](handoff.md): moved here, never deleted.`,
  ];
  if (packet.history.length === 0) {
    lines.push("", "Nothing overflowed: everything is in handoff.md.");
  }
  for (const block of packet.history) {
    lines.push("", `## ${escapeInline(block.section)}`);
    for (const line of block.lines) lines.push(`- ${escapeInline(line)}`);
  }
  return `${lines.join("\n")}\n`;
}
