/**
 * The hook adapters handoff ships, one line per agent: `handoff hook`, `hooks install` and the
 * wrap-up trigger take every per-agent answer from the adapter found here. Its ids are
 * `src/model/agents.ts`'s agents with hook settings (a test checks the two lists agree). Each
 * adapter is loaded when asked for, so a hook loads its own agent's only.
 */
import type { HookAgent } from "../../model/agents.js";
import type { HookAdapter } from "./adapter.js";

/** Loaders of hook adapters, by agent id. */
export type HookAdapterRegistry = Readonly<Record<string, () => Promise<HookAdapter>>>;

/** Loaders of the hook adapters, by agent id. */
export const HOOK_ADAPTERS: Readonly<Record<HookAgent, () => Promise<HookAdapter>>> = {
  claude: async () => (await import("./claude.js")).claudeAdapter,
  codex: async () => (await import("./codex.js")).codexAdapter,
  gemini: async () => (await import("./gemini.js")).geminiAdapter,
  opencode: async () => (await import("./opencode.js")).opencodeAdapter,
  copilot: async () => (await import("./copilot.js")).copilotAdapter,
  qwen: async () => (await import("./qwen.js")).qwenAdapter,
  cline: async () => (await import("./cline.js")).clineAdapter,
};

/**
 * The shipped adapters and `extra` after them (a test's fake agent): a new registry,
 * `HOOK_ADAPTERS` untouched. An id already present is an error (one adapter an agent).
 */
export function withHookAdapters(extra: readonly HookAdapter[]): HookAdapterRegistry {
  const registry: Record<string, () => Promise<HookAdapter>> = { ...HOOK_ADAPTERS };
  for (const adapter of extra) {
    if (Object.hasOwn(registry, adapter.agent)) {
      throw new Error(`two hook adapters for ${adapter.agent}`);
    }
    registry[adapter.agent] = () => Promise.resolve(adapter);
  }
  return registry;
}

/** The adapter of `agent` in `registry`, or null when it has none of that id. */
export async function loadHookAdapter(
  agent: string,
  registry: HookAdapterRegistry = HOOK_ADAPTERS,
): Promise<HookAdapter | null> {
  const load = Object.hasOwn(registry, agent) ? registry[agent] : undefined;
  return load === undefined ? null : load();
}
