/**
 * How full a Gemini CLI session's context is, from the tail of its JSONL session (PURE): each
 * model message records `tokens.input`, the prompt the model was given (cached tokens
 * included), and its `model`. A `{"$set": {"messages": […]}}` line rewrites the history
 * (compression, rewind): older usage says nothing about the new context.
 */
import type { UsageScan } from "./usage-scan.js";
import { asObject, parseObject } from "./json-object.js";

/** Scan `text` (whole lines, oldest first) from its end for the latest Gemini usage. */
export function findLatestGeminiUsage(text: string): UsageScan {
  let end = text.length;
  while (end > 0) {
    const start = text.lastIndexOf("\n", end - 1) + 1;
    const line = text.slice(start, end);
    end = start === 0 ? 0 : start - 1;
    if (line.startsWith('{"$set"') && line.includes('"messages"')) {
      const set = asObject(parseObject(line)?.["$set"]);
      if (Array.isArray(set?.["messages"])) return { kind: "compacted" };
      continue;
    }
    if (!line.includes('"tokens"') || !line.includes('"gemini"')) continue;
    const value = parseObject(line);
    if (value?.["type"] !== "gemini") continue;
    const tokens = asObject(value["tokens"]);
    const input = tokens?.["input"];
    if (typeof input !== "number" || !Number.isFinite(input) || input <= 0) continue;
    const model = typeof value["model"] === "string" ? value["model"] : null;
    return { kind: "usage", sample: { tokens: input, model, reported_window: null } };
  }
  return null;
}
