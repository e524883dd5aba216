/**
 * Never stale: a closing write (SessionEnd, PreCompact) of a window left open while another
 * session carried the work on. Its transcript holds no turn after the session's own last write,
 * yet written now it would become the active packet, briefing the old session's report and next
 * action as the newest (what `/clear` in that old window did). Such a write is left out: the
 * newer packet of the branch and topic stays active, and the log says so. A session that worked
 * on after the newer packet writes as always; so does one whose own packet is still active (its
 * write then refreshes the git state, or finds the packet unchanged).
 */
import { statSync } from "node:fs";
import type { HookContext } from "./hook-context.js";
import type { HookInput } from "./protocol/read-hook-input.js";
import type { HookWritten } from "./write-process.js";

/**
 * The active packet, as the write's result, when it is newer than this session's own last
 * write and `transcript` grew with no turn since that write; null when the write goes ahead.
 */
export async function newerPacketStands(
  ctx: HookContext,
  input: HookInput,
  transcript: string,
): Promise<HookWritten | null> {
  const { readTranscriptMark, sessionHashOf } = await import("./hook-state.js");
  const { root } = ctx;
  const mark = readTranscriptMark(root, transcript);
  // A mark of an earlier version names no packet: the write goes ahead, as it did.
  if (mark?.packet === undefined || mark.at === undefined) return null;
  const session = input.session_hash ?? sessionHashOf({ id: input.session_id });
  if (mark.session !== session) return null;
  const size = statSync(transcript, { throwIfNoEntry: false })?.size ?? 0;
  if (size < mark.size) return null;
  if (size > mark.size) {
    const { grewWithTurns } = await import("../collect/transcripts/find-session.js");
    const after = mark.at;
    const agent = ctx.adapter.transcriptAgent;
    if (await grewWithTurns(agent, transcript, mark.size, size, { after })) return null;
  }
  const { activePacketOf, headBranch } = await import("./active-packet.js");
  const topic = ctx.options.topic ?? "default";
  const active = await activePacketOf(root, await headBranch(root), topic);
  if (active === null || active.id === mark.packet || active.at <= mark.at) return null;
  const { readPacket } = await import("../store/read-registry.js");
  const packet = await readPacket(root, active.id);
  await ctx.log(
    "info",
    `nothing after this session's last write (packet ${mark.packet}): the newer packet ${active.id} stays active`,
  );
  return { id: active.id, status: "kept", packet };
}
