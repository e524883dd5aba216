/**
 * Where Claude Code records token usage (PURE): `message.usage` on every assistant line; the
 * context the model saw is `input_tokens + cache_creation_input_tokens + cache_read_input_tokens`
 * (output tokens only count from the next request on). Sidechain (subagent) lines have their
 * own context and are skipped, as are `<synthetic>` messages (all-zero usage). A compaction
 * after the latest usage means the context was just rebuilt: the scan reports `compacted`.
 */
import { asObject, count, parseObject } from "./json-object.js";
import type { UsageScan, UsageVerdict } from "./usage-scan.js";

/** Scan `text` (whole lines, oldest first) from its end for the latest Claude Code usage. */
export function findLatestClaudeUsage(text: string): UsageScan {
  let end = text.length;
  while (end > 0) {
    const start = text.lastIndexOf("\n", end - 1) + 1;
    const line = text.slice(start, end);
    end = start === 0 ? 0 : start - 1;
    const found = scanClaudeLine(line);
    if (found !== undefined) return found;
  }
  return null;
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
