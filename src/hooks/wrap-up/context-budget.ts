/**
 * How full the session's context is, from the tail of its transcript (PURE): the latest usage
 * the agent recorded, the model's context window, the fill ratio, and whether the wrap-up is due.
 *
 * Claude Code writes `message.usage` on every assistant line; the context the model saw is
 * `input_tokens + cache_creation_input_tokens + cache_read_input_tokens` (output tokens only
 * count from the next request on). Sidechain (subagent) lines have their own context and are
 * skipped, as are `<synthetic>` messages (all-zero usage). Codex CLI writes `token_count` events
 * whose `info.last_token_usage.input_tokens` (cached tokens included) is the context of the last
 * request, next to the window it was given (`info.model_context_window`).
 *
 * A compaction after the latest usage means the context was just rebuilt: the old figure says
 * nothing any more, so the scan reports `compacted` and no fill.
 */
import type { HookAgent } from "../../model/inputs/hook-entries.js";
import { DEFAULT_CONTEXT_WINDOW, type HookConfig } from "../config.js";
import { findLatestGeminiUsage } from "./gemini-usage.js";
import { asObject, parseObject } from "./json-object.js";
import type { UsageSample, UsageScan, UsageVerdict } from "./usage-scan.js";

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

/** Scan `text` (whole lines, oldest first) from its end for the latest usage. */
export function findLatestUsage(text: string, agent: HookAgent): UsageScan {
  if (agent === "gemini") return findLatestGeminiUsage(text);
  let end = text.length;
  let codexSample: UsageSample | null = null;
  while (end > 0) {
    const start = text.lastIndexOf("\n", end - 1) + 1;
    const line = text.slice(start, end);
    end = start === 0 ? 0 : start - 1;
    if (agent === "claude") {
      const found = scanClaudeLine(line);
      if (found !== undefined) return found;
      continue;
    }
    if (codexSample === null) {
      const found = scanCodexLine(line);
      if (found === undefined) continue;
      if (found.kind === "compacted") return found;
      codexSample = found.sample;
      continue;
    }
    // Found the usage; keep walking back only for the model of its turn.
    const model = readCodexModel(line);
    if (model !== null) return { kind: "usage", sample: { ...codexSample, model } };
  }
  return codexSample === null ? null : { kind: "usage", sample: codexSample };
}

/** A Claude line's verdict: a usage, a compaction, or undefined (not decisive). */
function scanClaudeLine(line: string): UsageVerdict | undefined {
  // Cheap substring tests first: most lines are tool results that are never parsed.
  if (line.includes('"compact_boundary"')) {
    const value = parseObject(line);
    if (value?.["type"] === "system" && value["subtype"] === "compact_boundary") {
      return { kind: "compacted" };
    }
    return undefined;
  }
  if (!line.includes('"usage"') || !line.includes('"assistant"')) return undefined;
  const value = parseObject(line);
  if (value === null || value["type"] !== "assistant" || value["isSidechain"] === true) {
    return undefined;
  }
  const message = asObject(value["message"]);
  const usage = asObject(message?.["usage"]);
  if (message === null || usage === null) return undefined;
  const model = typeof message["model"] === "string" ? message["model"] : null;
  if (model === "<synthetic>") return undefined;
  const tokens =
    count(usage["input_tokens"]) +
    count(usage["cache_creation_input_tokens"]) +
    count(usage["cache_read_input_tokens"]);
  if (tokens === 0) return undefined;
  return { kind: "usage", sample: { tokens, model, reported_window: null } };
}

/** A Codex line's verdict, like `scanClaudeLine`. */
function scanCodexLine(line: string): UsageVerdict | undefined {
  if (line.includes('"compacted"')) {
    const value = parseObject(line);
    if (value?.["type"] === "compacted") return { kind: "compacted" };
  }
  // Codex 0.17x writes `token_usage_record` as soon as a response ends (before its tool runs,
  // so before PostToolUse); the `token_count` event of that response comes only after the tool.
  if (line.includes('"token_usage_record"')) {
    const value = parseObject(line);
    if (value?.["type"] !== "token_usage_record") return undefined;
    const usage = asObject(asObject(value["payload"])?.["usage"]);
    const tokens = count(usage?.["input_tokens"]);
    if (tokens === 0) return undefined;
    return { kind: "usage", sample: { tokens, model: null, reported_window: null } };
  }
  if (!line.includes('"token_count"')) return undefined;
  const value = parseObject(line);
  const payload = asObject(value?.["payload"]);
  if (payload?.["type"] !== "token_count") return undefined;
  const info = asObject(payload["info"]);
  const last = asObject(info?.["last_token_usage"]);
  if (info === null || last === null) return undefined;
  const tokens = count(last["input_tokens"]);
  if (tokens === 0) return undefined;
  const window = count(info["model_context_window"]);
  return {
    kind: "usage",
    sample: { tokens, model: null, reported_window: window > 0 ? window : null },
  };
}

function readCodexModel(line: string): string | null {
  if (!line.includes('"turn_context"')) return null;
  const value = parseObject(line);
  if (value?.["type"] !== "turn_context") return null;
  const model = asObject(value["payload"])?.["model"];
  return typeof model === "string" && model !== "" ? model : null;
}

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

function count(value: unknown): number {
  return typeof value === "number" && Number.isFinite(value) && value > 0 ? value : 0;
}
