/**
 * Why a carried failed attempt failed. An attempt carried from an earlier packet keeps only
 * `<command> -> exit N (from packet ID)`: its reason line lives in the feedback tail of the
 * packet it came from (the label keeps the first packet's id across hops), not in the packet
 * being resumed. Resume reads those packets — a few small files — so the briefing shows the
 * reason at every hop, not only the first.
 */
import type { Packet } from "../model/packet/types.js";
import { readPacket } from "../store/read-registry.js";
import { commandOf, reasonOf } from "../trim/failure-reason.js";

const FROM = / \(from packet ([0-9a-f]{16})\)$/;

/** Each carried attempt's reason by command, from the packets they came from; {} when none. */
export async function readCarriedReasons(
  root: string,
  packet: Packet,
): Promise<Record<string, string>> {
  const wanted = new Map<string, string[]>();
  for (const text of packet.failed_attempts) {
    const from = FROM.exec(text)?.[1];
    if (from === undefined || from === packet.id) continue;
    wanted.set(from, [...(wanted.get(from) ?? []), commandOf(text)]);
  }
  const reasons: Record<string, string> = {};
  await Promise.all(
    [...wanted].map(async ([id, commands]) => {
      // An origin packet pruned, unreadable or edited by hand gives no reason: the attempt is
      // shown as before, without one.
      const origin = await readPacket(root, id).catch(() => null);
      for (const command of commands) {
        const failure = origin?.feedback_tail.findLast(
          (e) => e.command === command && e.exit_code !== 0,
        );
        const reason = failure === undefined ? null : reasonOf(failure);
        if (reason !== null) reasons[command] = reason;
      }
    }),
  );
  return reasons;
}
