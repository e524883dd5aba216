/**
 * The transcript adapters handoff has, one line per agent (issue 32): `index.ts` and `detect.ts`
 * take every per-agent answer from here. Its ids are `src/model/agents.ts`'s (a test checks the
 * two lists agree); an id with no adapter is an error, never another agent's reader.
 *
 * The order is the order detection and messages list the agents in.
 */
import { InputError } from "../../errors.js";
import type { AgentKind } from "../../model/snapshot/types.js";
import type { TranscriptAdapter } from "./adapter.js";
import { claudeAdapter } from "./agents/claude/adapter.js";
import { clineAdapter } from "./agents/cline/adapter.js";
import { codexAdapter } from "./agents/codex/adapter.js";
import { copilotAdapter } from "./agents/copilot/adapter.js";
import { geminiAdapter } from "./agents/gemini/adapter.js";
import { opencodeAdapter } from "./agents/opencode/adapter.js";
import { qwenAdapter } from "./agents/qwen/adapter.js";

/** Adapters by agent id. */
export type AdapterRegistry<A extends string = AgentKind> = ReadonlyMap<A, TranscriptAdapter<A>>;

/** Every adapter handoff ships. */
export const ADAPTERS: AdapterRegistry = registryOf<AgentKind>([
  claudeAdapter,
  codexAdapter,
  // Before OpenCode, which claims every other folder: Copilot's session folders are its own.
  copilotAdapter,
  opencodeAdapter,
  geminiAdapter,
  qwenAdapter,
  clineAdapter,
]);

/**
 * The shipped adapters and `extra` after them (a test's fake agent): a new registry, `ADAPTERS`
 * untouched. An id already present is an error (one adapter an agent).
 */
export function withAdapters<A extends string>(
  extra: readonly TranscriptAdapter<A>[],
): AdapterRegistry<AgentKind | A> {
  return registryOf<AgentKind | A>([...ADAPTERS.values(), ...extra]);
}

function registryOf<A extends string>(
  adapters: readonly TranscriptAdapter<A>[],
): AdapterRegistry<A> {
  const registry = new Map<A, TranscriptAdapter<A>>();
  for (const adapter of adapters) {
    if (registry.has(adapter.id)) throw new Error(`two transcript adapters for ${adapter.id}`);
    registry.set(adapter.id, adapter);
  }
  return registry;
}

/** The adapter of `agent`; an InputError (exit 2) when the registry has none. */
export function adapterOf<A extends string>(
  registry: AdapterRegistry<A>,
  agent: string,
): TranscriptAdapter<A> {
  const adapter = registry.get(agent as A);
  if (adapter === undefined) {
    throw new InputError(
      `unknown agent '${agent}': transcripts are read for ${[...registry.keys()].join(", ")}`,
    );
  }
  return adapter;
}
