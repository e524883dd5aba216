/**
 * The hook adapters handoff ships, one line per agent: `handoff hook`, `hooks install` and the
 * wrap-up trigger take every per-agent answer from the adapter found here. Its ids are
 * `src/model/agents.ts`'s agents with hook settings (a test checks the two lists agree). Each
 * adapter is loaded when asked for, so a hook loads its own agent's only.
 */
import type { HookAgent } from "../../model/agents.js";
import type { HookAdapter } from "./adapter.js";

/** Loaders of the hook adapters, by agent id. */
export const HOOK_ADAPTERS: Readonly<Record<HookAgent, () => Promise<HookAdapter>>> = {
  claude: async () => (await import("./claude.js")).claudeAdapter,
  cline: async () => (await import("./cline.js")).clineAdapter,
  codex: async () => (await import("./codex.js")).codexAdapter,
  gemini: async () => (await import("./gemini.js")).geminiAdapter,
  opencode: async () => (await import("./opencode.js")).opencodeAdapter,
  qwen: async () => (await import("./qwen.js")).qwenAdapter,
};

/** The adapter of `agent`, or null when no shipped adapter has that id. */
export async function loadHookAdapter(agent: string): Promise<HookAdapter | null> {
  const load = Object.hasOwn(HOOK_ADAPTERS, agent) ? HOOK_ADAPTERS[agent as HookAgent] : undefined;
  return load === undefined ? null : load();
}
