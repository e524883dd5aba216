/**
 * What differs between the agents' hook protocols, as data: which events write a packet, which
 * resume, budget or gate, the entries `hooks install` writes for them, the output envelope,
 * the budgets, and where the transcript records token usage. One file per agent beside this
 * one, one line each in `registry.ts`; the runner (`run-hook.ts`), the installer and the
 * wrap-up trigger are shared and never ask which agent they serve.
 */
import type { AgentKind } from "../../model/agents.js";
import type { BriefingFormat } from "../../resume/briefing.js";
import type { GateMode } from "../config.js";
import type { UsageScan } from "../wrap-up/usage-scan.js";
import type { HookInput } from "./read-hook-input.js";

/** One agent's hook protocol. `A` is its id: a shipped agent's, or a test's fake one. */
export interface HookAdapter<A extends string = string> {
  agent: A;
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
  /**
   * For a host whose hook input uses its own field names (GitHub Copilot CLI's camelCase, Cline's payload): the
   * input in the shared names (`session_id`, `transcript_path`, …), its other fields kept. Given
   * the environment and home the hook runs with, where the host's session files are.
   */
  readInput?: (
    record: Record<string, unknown>,
    where: { env: NodeJS.ProcessEnv; home: string },
  ) => Record<string, unknown>;
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
   * Set for a host that puts its transcript on disk behind its hook events (GitHub Copilot CLI
   * appends `events.jsonl` in order, but sometimes a second late): when a transcript line
   * happened, as the line stamps it. A write for one of the session's own write events reads the
   * transcript only once a line dated at or after the event is in it (`hooks/transcript-lag.ts`),
   * so the turn that ended before the event is: a detached writer waits for it, bounded; a hook
   * never does, it hands such a write to a detached writer at once.
   */
  transcriptBehind?: { lineTime: (line: string) => number | null };
  /**
   * How long a write may run inside the hook process, per event, before the rest is handed to a
   * detached writer (`detached-write.ts`) and the hook returns: the host cuts or does not await
   * the hook past it. 0: hand over at once. Events not listed write in the hook, unbounded.
   */
  writeBudgetMs?: Readonly<Record<string, number>>;
  /**
   * Per event, an environment variable through which the host announces a longer budget (in ms)
   * than `writeBudgetMs`; the write then runs that long less a margin for the exit.
   */
  budgetEnv?: Readonly<Record<string, string>>;
  /**
   * The latest token usage in the tail of its transcript (whole lines, oldest first), for the
   * context-budget trigger; pure.
   */
  findLatestUsage: (text: string) => UsageScan;
  /**
   * Events fired before a tool runs (Claude Code and Codex CLI PreToolUse, Gemini CLI
   * BeforeTool): the point-of-edit hook, installed as `hook <agent> --edit` and answered by its
   * own lean entry (`hooks/recall/edit-hook.ts`), never by the runner.
   */
  editEvents?: readonly string[];
  /** What `hooks install` writes; the events themselves come from the lists above. */
  install: HookInstall;
}

/** How the agent's hook entries are written, beyond the events the adapter lists. */
export interface HookInstall {
  /** Where the agent reads project hooks, relative to the repo root. */
  settingsFile: string;
  /** A second, personal settings file git does not see (`--local`), if the agent has one. */
  localSettingsFile?: string;
  /** Whether the agent reads its settings as JSON with comments. */
  comments?: boolean;
  /** The matcher group's `matcher` per event; an event not listed gets none. */
  matchers?: Readonly<Record<string, string>>;
  /** A hook's `timeout` in seconds per event, where the agent's default is too short. */
  timeouts?: Readonly<Record<string, number>>;
  /**
   * A choice the install makes from the agent's version (detected by `detectVersion`, or
   * given): extra hook command flags, events left out, a line for the user.
   */
  variant?: (version: string | null) => InstallVariant;
  /** Ask the installed agent for its version (`hooks install` only, never a hook). */
  detectVersion?: () => string | null;
  /** Lines the user should read after an install (how the agent trusts hooks). */
  notes?: readonly string[];
  /**
   * Set for an agent with no hook settings but plugins (OpenCode): `settingsFile` is then a
   * file handoff writes whole, and uninstall removes it when its text is still handoff's.
   */
  plugin?: PluginInstall;
}

/** A hooks plugin file: its text, how it is recognised, and where the user-level one goes. */
export interface PluginInstall {
  /**
   * The file's text, running `command` (`handoff hook <agent>`); `wrapUp` false leaves out the
   * context-budget trigger's events (`--no-wrap-up`); `edit` is the point-of-edit hook's command
   * (`handoff hook <agent> --edit`) for the adapter's `editEvents`.
   */
  render: (command: string, options: { wrapUp: boolean; edit: string }) => string;
  /** Whether a file's text is one this plugin wrote (any version). */
  isOurs: (text: string) => boolean;
  /** The user-level plugin file (`hooks install --global`), from the environment. */
  userFile: (env: NodeJS.ProcessEnv, home: string) => string;
}

/** What an agent's version changes in its install. */
export interface InstallVariant {
  flags: readonly string[];
  omitEvents: readonly string[];
  note: string;
}

/**
 * The events `hooks install` writes for an adapter, in the order they are written: the write
 * events, the resume events, then the per-turn ones (the gate's and the writes ahead); and the
 * context-budget trigger's. Derived from the adapter's lists, so an event it acts on is never
 * missing from the settings.
 */
export function installEventsOf(adapter: HookAdapter): { core: string[]; wrapUp: string[] } {
  const core = [
    ...adapter.writeEvents,
    ...adapter.resumeEvents,
    ...adapter.gateEvents,
    ...(adapter.turnWriteEvents ?? []),
  ];
  return { core: [...new Set(core)], wrapUp: [...adapter.budgetEvents] };
}

/** What the hook does for one event; a write may be followed by the Stop gate. */
export type HookAction =
  | { kind: "write"; gate: boolean }
  | { kind: "resume" }
  | { kind: "budget" }
  | { kind: "gate" }
  | { kind: "ignore"; why: string };

/**
 * Whether `event` ends one of the agent's turns (its gate's events, its per-turn writes): it
 * carries the turn's last message, and a turn was just had; a closing event (SessionEnd,
 * PreCompact) is none.
 */
export function isTurnEvent(adapter: HookAdapter, event: string): boolean {
  return adapter.gateEvents.includes(event) || adapter.turnWriteEvents?.includes(event) === true;
}

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

/**
 * The adapter for `hook <agent> --stop-writes` (Codex CLI before SessionEnd existed): Stop also
 * writes a packet, after every turn, before the gate.
 */
export function withStopWrites<A extends string>(adapter: HookAdapter<A>): HookAdapter<A> {
  return { ...adapter, writeEvents: [...new Set([...adapter.writeEvents, "Stop"])] };
}
