/**
 * What differs between the agents' hook protocols, as data: which events write a packet, which
 * resume, and how the SessionStart briefing is printed. The runner (`run-hook.ts`) is shared.
 */
import type { BriefingFormat } from "../../resume/briefing.js";
import type { GateMode } from "../config.js";
import type { AgentKind } from "../../model/snapshot/types.js";
import type { HookAgent } from "../../model/inputs/hook-entries.js";
import type { HookInput } from "./read-hook-input.js";

/** One agent's hook protocol. */
export interface HookAdapter {
  agent: HookAgent;
  /** The transcript format its `transcript_path` points to. */
  transcriptAgent: AgentKind;
  /** Events after which the context is gone or about to be: write a packet. */
  writeEvents: readonly string[];
  /** Events that open a session: resume and print the briefing. */
  resumeEvents: readonly string[];
  /** Events after which the context grew: check the budget, wrap up once when it is due. */
  budgetEvents: readonly string[];
  /** Events where the agent is about to stop: run the Stop gate (after any write). */
  gateEvents: readonly string[];
  /** The gate mode when neither `--gate` nor the config sets one. */
  defaultGate: GateMode;
  /** The briefing renderer's format for this agent's SessionStart output. */
  briefingFormat: BriefingFormat;
  /**
   * An agent-specific decision taken before the event lists (undefined: use the lists). Gemini
   * CLI fires PreCompress before every turn, so it decides from the context fill.
   */
  decide?: (input: HookInput) => HookAction | undefined;
  /** The agent's name in words, for the packet's writer ("the Claude Code SessionEnd hook"). */
  displayName?: string;
  /** Write events after which plain-text compaction instructions are printed (Claude's PreCompact). */
  compactionEvents?: readonly string[];
  /**
   * Per-turn events that also write (write ahead, issue 30): the packet follows the session turn
   * by turn through the scan caches, so the closing write has only the last turn left and a
   * session that is killed still has the packet of its last turn.
   */
  turnWriteEvents?: readonly string[];
  /**
   * How long a write may run inside the hook process, per event, before the rest is handed to a
   * detached writer (`detached-write.ts`) and the hook returns: the host cuts or does not await
   * the hook past it. 0: hand over at once. Events not listed write in the hook, unbounded.
   */
  writeBudgetMs?: Readonly<Record<string, number>>;
}

/** What the hook does for one event; a write may be followed by the Stop gate. */
export type HookAction =
  | { kind: "write"; gate: boolean }
  | { kind: "resume" }
  | { kind: "budget" }
  | { kind: "gate" }
  | { kind: "ignore"; why: string };

/**
 * Map an event to an action. Events the adapter does not list are ignored rather than refused:
 * a newer agent release may send events this version does not know, and a hook must not fail.
 */
export function decideHookAction(adapter: HookAdapter, input: HookInput): HookAction {
  const special = adapter.decide?.(input);
  if (special !== undefined) return special;
  const event = input.hook_event_name;
  const gate = adapter.gateEvents.includes(event);
  if (adapter.writeEvents.includes(event)) return { kind: "write", gate };
  if (adapter.turnWriteEvents?.includes(event) === true) return { kind: "write", gate };
  if (gate) return { kind: "gate" };
  if (adapter.resumeEvents.includes(event)) return { kind: "resume" };
  if (adapter.budgetEvents.includes(event)) return { kind: "budget" };
  return { kind: "ignore", why: `${input.hook_event_name} needs no action` };
}
