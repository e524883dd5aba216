/**
 * Every packet of the registry, read and verified, with what the log says of it (issue 31:
 * `handoff view` and `handoff search` read them all, active, superseded and archived). A packet
 * that cannot be read (missing, edited, a secret a re-scan finds) is left out and named, so one
 * bad packet never hides the others.
 */
import type { Packet } from "../model/packet/types.js";
import { HandoffError } from "../errors.js";
import type { PacketEntry } from "./log.js";
import { listPackets, readPacket } from "./read-registry.js";

export interface RegistryPacket {
  entry: PacketEntry;
  packet: Packet;
}

export interface AllPackets {
  /** Newest first, as `handoff list --all`. */
  packets: RegistryPacket[];
  /** One line per packet left out, or log line skipped: what and why. */
  skipped: string[];
}

/** Read every packet the log names, newest first. */
export async function readAllPackets(root: string): Promise<AllPackets> {
  const { packets: entries, skipped: lines } = await listPackets(root, { all: true });
  const skipped = lines.map((l) => `.handoff/log.jsonl line ${l.line} skipped: ${l.reason}`);
  const packets: RegistryPacket[] = [];
  for (const entry of entries) {
    try {
      packets.push({ entry, packet: await readPacket(root, entry.id, { verify: true }) });
    } catch (error) {
      if (!(error instanceof HandoffError)) throw error;
      skipped.push(`packet ${entry.id} left out: ${error.message}`);
    }
  }
  return { packets, skipped };
}
