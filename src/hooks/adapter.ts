/**
 * What differs between the agents' hook protocols, as data: which events write a packet, which
 * resume, and how the SessionStart briefing is printed. The runner (`run-hook.ts`) is shared.
 */
import type { BriefingFormat } from "../resume/briefing.js";
import type { AgentKind } from "../snapshot/types.js";
import type { HookAgent, HookInput } from "./read-hook-input.js";

/** One agent's hook protocol. */
export interface HookAdapter {
  agent: HookAgent;
  /** The transcript format its `transcript_path` points to. */
  transcriptAgent: AgentKind;
  /** Events after which the context is gone or about to be: write a packet. */
  writeEvents: readonly string[];
  /** Events that open a session: resume and print the briefing. */
  resumeEvents: readonly string[];
  /** The briefing renderer's format for this agent's SessionStart output. */
  briefingFormat: BriefingFormat;
}

/** What the hook does for one event. */
export type HookAction = { kind: "write" } | { kind: "resume" } | { kind: "ignore"; why: string };

/**
 * Map an event to an action. Events the adapter does not list are ignored rather than refused:
 * a newer agent release may send events this version does not know, and a hook must not fail.
 */
export function decideHookAction(adapter: HookAdapter, input: HookInput): HookAction {
  if (adapter.writeEvents.includes(input.hook_event_name)) return { kind: "write" };
  if (adapter.resumeEvents.includes(input.hook_event_name)) return { kind: "resume" };
  return { kind: "ignore", why: `${input.hook_event_name} needs no action` };
}
