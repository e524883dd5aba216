import type { Packet } from "../model/packet/types.js";
import { canonicalJson, sha256Hex } from "../util/canonical-json.js";

/**
 * The packet id: first 16 hex digits of the sha256 of the canonical JSON of the packet without
 * `id` and `previous`, so a rerun whose only difference is the packet it supersedes keeps its id.
 */
export function computePacketId(packet: Packet): string {
  const { id: _id, previous: _previous, ...content } = packet;
  return sha256Hex(canonicalJson(content), 16);
}

/** `packet` with its content id filled in. */
export function withPacketId(packet: Packet): Packet {
  return { ...packet, id: computePacketId(packet) };
}
