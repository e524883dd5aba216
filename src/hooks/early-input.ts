/**
 * A hook's stdin, read by bin.ts first thing (the host has written it when it spawns the hook),
 * and the one question bin.ts asks of it before loading anything else: may this be a turn's
 * end (Claude Code's Stop, Gemini CLI's AfterAgent)? Such a hook takes the Stop path's own flat
 * entry (`cli/turn-hook-main.ts`), which decides exactly from the agent's adapter and hands
 * anything that is not its path back; every other hook takes the CLI. Either is handed the
 * input read here, never a second read of stdin.
 */
import type { Readable } from "node:stream";
import { readHookStdin, stdinTimeout } from "./protocol/read-stdin.js";
import { readEnvCount } from "../util/env-count.js";
import { isHookAgent } from "../model/agents.js";

/**
 * The events that end some shipped agent's turn (a gate's or a write ahead's), as the host
 * names them in its input or in the installed `--event`: `test/hooks/early-input.test.ts`
 * checks that it holds every shipped adapter's. A host that names its events otherwise (Cline's
 * payload, translated by its adapter) takes the CLI, as every hook did before.
 */
export const TURN_END_EVENTS: readonly string[] = ["Stop", "AfterAgent", "agentStop"];

/**
 * Of those, the events whose Stop gate reads the repository, for every shipped adapter that
 * names them (the same test checks it): bin.ts starts the work tree's status at once for them.
 */
export const GATE_TURN_EVENTS: readonly string[] = ["Stop", "agentStop"];

/** The value of option `--name` in `args`, or undefined. */
export function optionOf(args: readonly string[], name: string): string | undefined {
  const at = args.indexOf(`--${name}`);
  if (at >= 0) return args[at + 1];
  return args.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
}

/**
 * For `handoff hook AGENT …` (`args` after `hook`): start reading `stdin` now. Null for an agent
 * it does not know (a test's fake one included: the runner reads its input), a detached writer
 * (`--from-file`) or a request for help, whose stdin is not a hook input. The promise may
 * reject (a terminal, a pipe that never ends): whoever takes the input reports it.
 */
export function readHookInputEarly(
  args: readonly string[],
  io: { stdin: Readable; env: NodeJS.ProcessEnv },
): Promise<string> | null {
  const other = ["--from-file", "--edit", "--help", "-h", "--version"];
  // The agents' list, not the adapters' registry: the executable's launcher bundles this module,
  // and the registry would bring every adapter into it.
  if (!isHookAgent(args[0] ?? "") || args.some((arg) => other.includes(arg))) {
    return null;
  }
  const input = readHookStdin(io.stdin, stdinTimeout(io.env));
  input.catch(() => undefined);
  return input;
}

/** What bin.ts reads of a turn's end before it loads the Stop path's entry. */
export interface TurnEnd {
  /** Whether its gate reads the repository (unless the config turns the gate off). */
  gates: boolean;
  /** The folder the status runs in: `--root`, else the input's `cwd`; undefined: the process's. */
  dir: string | undefined;
}

/**
 * Whether the hook input `text` (with `args` after `hook`, the environment `env`) names a
 * turn-end event (`--event` when given, else the input's `hook_event_name`), and what bin.ts
 * needs of it; null otherwise. A cheap filter, not the decision: null for anything that is not a
 * JSON object naming one, and for a run whose write the Stop path's entry would decline before
 * it is loaded: a write budget set above 0 (`HANDOFF_WRITE_BUDGET_MS`: the write runs in the
 * hook) or `--stop-writes`.
 */
export function turnEndOf(
  text: string,
  args: readonly string[],
  env: NodeJS.ProcessEnv,
): TurnEnd | null {
  if (args.includes("--stop-writes") || (readEnvCount(env, "HANDOFF_WRITE_BUDGET_MS") ?? 0) > 0) {
    return null;
  }
  let record: Record<string, unknown>;
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) return null;
    record = parsed as Record<string, unknown>;
  } catch {
    return null;
  }
  const event = optionOf(args, "event") ?? record["hook_event_name"];
  if (typeof event !== "string" || !TURN_END_EVENTS.includes(event)) return null;
  const cwd = record["cwd"];
  return {
    gates: GATE_TURN_EVENTS.includes(event) && optionOf(args, "gate") !== "off",
    dir: optionOf(args, "root") ?? (typeof cwd === "string" ? cwd : undefined),
  };
}
