/**
 * A turn's end whose write goes to a detached writer at once (a per-turn write whose budget is
 * 0: Claude Code's Stop, Gemini CLI's AfterAgent): the gate, when the event gates, started at
 * once beside the agent's last message kept; its answer; then the write handed over. Only the
 * gate's answer holds the turn. The writer starts once the gate has answered: started beside
 * it, its own scan of the work tree and its start-up competed with the gate's for the cores.
 *
 * Shared by the runner (`run-hook.ts`) and the Stop path's own entry (`cli/turn-hook-main.ts`),
 * which bundles this module flat: nothing here reaches the write pipeline. A write that finds no
 * writer to hand it to runs through the caller's `writeHere`.
 */
import { startStatusEarly } from "../collect/git/early-status.js";
import { readHookConfig } from "./config.js";
import { errorMessage, handOver, rememberAgentReport, startWriterAhead } from "./hand-over.js";
import type { HookContext } from "./hook-context.js";
import { isTurnEvent } from "./protocol/adapter.js";

/** What the turn's end printed and what became of its write. */
export interface HandedOverTurn {
  stdout: string;
  /** False when the hand-over failed and `writeHere` wrote the packet in this process. */
  handedOver: boolean;
  /** The packet written here (only when the hand-over failed). */
  packetId: string | null;
  /** False when even the log line could not be written. */
  logged: boolean;
}

/** A packet written in this process, as the pipeline reports it. */
export interface WrittenHere {
  id: string;
  status: string;
}

/**
 * Run the turn's end of `ctx` (its event a write handed over at once): the gate when `gates`,
 * the last message kept at a per-turn event, the write handed over; `writeHere` only when no
 * writer could be started.
 */
export async function runTurnHandedOver(
  ctx: HookContext,
  gates: boolean,
  writeHere: () => Promise<WrittenHere>,
): Promise<HandedOverTurn> {
  const { adapter, input, options } = ctx;
  const gateReads = gates && ctx.isGit && gateModeOf(ctx) !== "off";
  // The work tree's status and the gate's diff of the changes it found at the last turn start
  // now, and run while the gate loads (see collect/git/early-status.ts).
  if (gateReads) {
    startStatusEarly(ctx.root);
    await startGateDiffEarly(ctx.root);
  }
  // The writer starts now, while this process is small, and writes once it has exited.
  const ahead = options.detached ? Promise.resolve(null) : startWriterAhead(ctx);
  const answer = gates ? runGate(ctx) : Promise.resolve("");
  if (!options.detached && isTurnEvent(adapter, input.hook_event_name)) {
    // Stop (Gemini: AfterAgent) carries the agent's last message; SessionEnd does not.
    await rememberAgentReport(ctx.root, input).catch((error: unknown) =>
      ctx.log("error", `agent report not kept: ${errorMessage(error)}`),
    );
  }
  const stdout = await answer;
  const pid = await handOver(ctx, input, await ahead).catch(async (error: unknown) => {
    await ctx.log("error", `detached writer not started: ${errorMessage(error)}`);
    return null;
  });
  if (pid !== null) {
    const logged = await ctx.log("info", {
      own: `write handed to a detached writer at 0 ms (pid ${pid})`,
    });
    return { stdout, handedOver: true, packetId: null, logged };
  }
  // No writer to hand it to: finish it here, past the budget, rather than lose it.
  const written = await writeHere();
  const logged = await ctx.log("info", `${written.status} packet ${written.id} (past its budget)`);
  return { stdout, handedOver: false, packetId: written.id, logged };
}

/** The gate's cached diff (see collect/git/cached-diff.ts), started before the gate loads. */
export async function startGateDiffEarly(root: string): Promise<void> {
  const [{ startCachedDiffEarly }, { diffCacheFile }] = await Promise.all([
    import("../collect/git/read-diff.js"),
    import("../collect/git/diff-cache.js"),
  ]);
  startCachedDiffEarly(root, diffCacheFile(root));
}

/** The gate's mode as the gate will take it: `--gate`, else the config's, else the agent's. */
export function gateModeOf(ctx: HookContext): string {
  if (ctx.options.gate !== undefined) return ctx.options.gate;
  return readHookConfig(ctx.root).config.gate ?? ctx.adapter.defaultGate;
}

/** The Stop gate's answer; a gate that cannot read the repo lets the session stop (fails open). */
export async function runGate(ctx: HookContext): Promise<string> {
  const { runStopGate } = await import("./gate/run-stop-gate.js");
  const gate = await runStopGate(ctx.input, {
    root: ctx.root,
    isGit: ctx.isGit,
    ...(ctx.facts === undefined ? {} : { facts: ctx.facts }),
    topic: ctx.options.topic ?? "default",
    gate: ctx.options.gate,
    defaultGate: ctx.adapter.defaultGate,
    transcriptAgent: ctx.adapter.transcriptAgent,
    log: ctx.log,
  }).catch(async (error: unknown) => {
    await ctx.log("error", `stop gate: ${errorMessage(error)}`);
    return { stdout: "" };
  });
  return gate.stdout;
}
