import type { Packet } from "../model/packet/types.js";

/**
 * handoff.json's bytes: two-space indented, fields in the order the packet was built (generate
 * builds it in a fixed order, so the bytes are deterministic), one trailing newline.
 */
export function renderPacketJson(packet: Packet): string {
  return `${JSON.stringify(packet, null, 2)}\n`;
}
