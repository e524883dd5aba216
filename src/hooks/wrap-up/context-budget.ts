/**
 * How full the session's context is (PURE): given the latest usage the agent recorded (each
 * agent's reader of its transcript's tail is its hook adapter's `findLatestUsage`), the model's
 * context window, the fill ratio, and whether the wrap-up is due.
 */
import { DEFAULT_CONTEXT_WINDOW, type HookConfig } from "../config.js";

/**
 * Context windows of models we know, by id prefix (the longest matching prefix wins). Claude
 * models with the 1M-token beta carry a `[1m]` suffix in Claude Code.
 */
export const KNOWN_CONTEXT_WINDOWS: Readonly<Record<string, number>> = {
  "claude-": 200_000,
  "gpt-5": 272_000,
  "gpt-4.1": 1_047_576,
  "gpt-4o": 128_000,
  o3: 200_000,
  "o4-mini": 200_000,
  "gemini-": 1_048_576,
};

/** Where the window came from, for the log line. */
export type WindowSource =
  | "config.models"
  | "config.context_window"
  | "transcript"
  | "table"
  | "default";

/**
 * The context window for `model`: the config's per-model entry (exact id, else the longest
 * prefix), else the config's `context_window`, else what the agent reported, else the known
 * table, else 200,000. An explicit setting always beats a guess.
 */
export function resolveContextWindow(
  model: string | null,
  reported: number | null,
  config: Pick<HookConfig, "models" | "context_window">,
): { tokens: number; source: WindowSource } {
  const configured = model === null ? null : matchPrefix(model, config.models);
  if (configured !== null) return { tokens: configured, source: "config.models" };
  if (config.context_window !== null) {
    return { tokens: config.context_window, source: "config.context_window" };
  }
  if (reported !== null) return { tokens: reported, source: "transcript" };
  if (model !== null && /\[1m\]$/i.test(model)) return { tokens: 1_000_000, source: "table" };
  const known = model === null ? null : matchPrefix(model, KNOWN_CONTEXT_WINDOWS);
  if (known !== null) return { tokens: known, source: "table" };
  return { tokens: DEFAULT_CONTEXT_WINDOW, source: "default" };
}

/** The fill ratio, never negative; above 1 when the agent ran past the window we assumed. */
export function computeFill(tokens: number, window: number): number {
  return window > 0 ? Math.max(0, tokens) / window : 0;
}

/**
 * Whether the wrap-up fires now: the fill has reached the threshold and this session has not
 * fired at this threshold yet (a changed `wrap_up_at` is a new threshold and fires once more).
 */
export function isWrapUpDue(fill: number, threshold: number, fired: readonly number[]): boolean {
  return fill >= threshold && !fired.includes(threshold);
}

function matchPrefix(model: string, table: Readonly<Record<string, number>>): number | null {
  const exact = table[model];
  if (exact !== undefined) return exact;
  let best: string | null = null;
  for (const prefix of Object.keys(table)) {
    if (model.startsWith(prefix) && (best === null || prefix.length > best.length)) best = prefix;
  }
  return best === null ? null : (table[best] ?? null);
}
