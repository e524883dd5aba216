/**
 * How full a Qwen Code session's context is, from the tail of its JSONL session (PURE): each
 * `assistant` record carries `usageMetadata.promptTokenCount` (the prompt the model was given,
 * cached tokens included) and its `model` (0.24.4). A `system` record of subtype
 * `chat_compression` replaces the history: older usage says nothing about the new context.
 */
import type { UsageScan } from "./usage-scan.js";
import { asObject, count, parseObject } from "./json-object.js";

/** Scan `text` (whole lines, oldest first) from its end for the latest Qwen Code usage. */
export function findLatestQwenUsage(text: string): UsageScan {
  let end = text.length;
  while (end > 0) {
    const start = text.lastIndexOf("\n", end - 1) + 1;
    const line = text.slice(start, end);
    end = start === 0 ? 0 : start - 1;
    if (line.includes('"chat_compression"')) {
      const value = parseObject(line);
      if (value?.["type"] === "system" && value["subtype"] === "chat_compression")
        return { kind: "compacted" };
      continue;
    }
    if (!line.includes('"usageMetadata"')) continue;
    const value = parseObject(line);
    if (value?.["type"] !== "assistant") continue;
    const tokens = count(asObject(value["usageMetadata"])?.["promptTokenCount"]);
    if (tokens === 0) continue;
    const model = typeof value["model"] === "string" ? value["model"] : null;
    return { kind: "usage", sample: { tokens, model, reported_window: null } };
  }
  return null;
}
