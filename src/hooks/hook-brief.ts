/**
 * The brief action of a hook (SessionStart): bring the packet up to date with a previous
 * session that ended without writing (recover-session.ts), then resume and render the briefing
 * in the agent's hook format. Called by `run-hook.ts` with the context it built once.
 */
import { resolve } from "node:path";
import type { ResumeResult } from "../resume/resume.js";
import { handoffCommand } from "../util/cli-launcher.js";
import type { HookContext } from "./hook-context.js";
import { describeWriter, errorMessage, handOver, writeForHook } from "./hook-write.js";

/** The briefing to print, the packet it came from, and whether a recovery was handed over. */
export interface BriefOutcome {
  stdout: string;
  id: string | null;
  handedOver: boolean;
}

/** Recover the previous session when it is behind, then brief. */
export async function briefForHook(ctx: HookContext): Promise<BriefOutcome> {
  const recovery = await recoverForHook(ctx);
  const resumed = await resumeForHook(ctx, recovery.stale);
  return { ...resumed, handedOver: recovery.handed_over };
}

/**
 * Resume and render the briefing in the agent's hook format. No packet yet → print nothing:
 * an empty repo should not get a "no packet" notice injected at every session start. A packet
 * that fails its integrity check (edited by hand) is logged, and the agent is briefed that it
 * failed, never shown its contents.
 */
async function resumeForHook(
  ctx: HookContext,
  stale: string | null,
): Promise<{ stdout: string; id: string | null }> {
  const { root, adapter } = ctx;
  const topic = ctx.options.topic;
  const [{ resume }, { renderBriefing }, { BadPacketError }] = await Promise.all([
    import("../resume/resume.js"),
    import("../resume/briefing.js"),
    import("../store/verify-packet.js"),
  ]);
  let result: Awaited<ReturnType<typeof resume>>;
  try {
    result = await resume(root, { topic });
  } catch (error) {
    if (!(error instanceof BadPacketError)) throw error;
    await ctx.log("error", error.message);
    const note = `The active handoff packet failed its integrity check (${error.packetFile} was changed after it was written), so it was not loaded. Run '${handoffCommand(`show ${error.packetId}`)}' to see why; recover with '${handoffCommand(`archive ${error.packetId}`)}', then '${handoffCommand("write")}'.`;
    const failed: ResumeResult = {
      outcome: "none",
      found: null,
      note,
      branch: null,
      topic: topic ?? "default",
      entry: null,
      packet: null,
      claims: [],
      risks: [],
    };
    return { stdout: renderBriefing(failed, adapter.briefingFormat), id: null };
  }
  if (stale !== null) result = { ...result, note: `${stale} ${result.note}` };
  if (result.packet === null && stale === null) return { stdout: "", id: null };
  return { stdout: renderBriefing(result, adapter.briefingFormat), id: result.packet?.id ?? null };
}

/**
 * SessionStart's recovery of the previous session (recover-session.ts), except after a
 * compaction (the same session goes on; its PreCompact just wrote). Never throws: a recovery
 * that fails is logged and the briefing goes ahead from the packet as it is.
 */
async function recoverForHook(
  ctx: HookContext,
): Promise<{ stale: string | null; handed_over: boolean }> {
  const { adapter, input, root, options } = ctx;
  if (input.source === "compact") return { stale: null, handed_over: false };
  try {
    const { recoverPreviousSession } = await import("./recover-session.js");
    const cwd = input.cwd === null ? null : resolve(options.cwd, input.cwd);
    return await recoverPreviousSession(adapter, input, {
      root,
      topic: options.topic ?? "default",
      dirs: cwd === null || cwd === root ? [root] : [root, cwd],
      env: ctx.env,
      boundMs: options.recoveryBoundMs,
      log: ctx.log,
      write: async (recovering) =>
        (
          await writeForHook(ctx, recovering, {
            writer: `${describeWriter(adapter, recovering)} (recovering the previous session)`,
          })
        ).id,
      handOver: (recovering) => handOver(ctx, recovering),
    });
  } catch (error) {
    await ctx.log("error", `previous session not recovered: ${errorMessage(error)}`);
    return { stale: null, handed_over: false };
  }
}
