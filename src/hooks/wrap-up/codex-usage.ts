/**
 * Where Codex CLI records token usage (PURE): `token_count` events whose
 * `info.last_token_usage.input_tokens` (cached tokens included) is the context of the last
 * request, next to the window it was given (`info.model_context_window`); the model is the
 * `turn_context` line's. A `compacted` line after the latest usage reports `compacted`.
 */
import { asObject, count, parseObject } from "./json-object.js";
import type { UsageSample, UsageScan, UsageVerdict } from "./usage-scan.js";

/** Scan `text` (whole lines, oldest first) from its end for the latest Codex CLI usage. */
export function findLatestCodexUsage(text: string): UsageScan {
  let end = text.length;
  let sample: UsageSample | null = null;
  while (end > 0) {
    const start = text.lastIndexOf("\n", end - 1) + 1;
    const line = text.slice(start, end);
    end = start === 0 ? 0 : start - 1;
    if (sample === null) {
      const found = scanCodexLine(line);
      if (found === undefined) continue;
      if (found.kind === "compacted") return found;
      sample = found.sample;
      continue;
    }
    // Found the usage; keep walking back only for the model of its turn.
    const model = readCodexModel(line);
    if (model !== null) return { kind: "usage", sample: { ...sample, model } };
  }
  return sample === null ? null : { kind: "usage", sample };
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
