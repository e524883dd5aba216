/**
 * How full a GitHub Copilot CLI session's context is, from the tail of its `events.jsonl`
 * (PURE): each model call of the main agent is a `session.usage_record` whose `data.usage`
 * holds `inputTokens` (the prompt the provider reported), the `model`, and `maxPromptTokens`,
 * the prompt limit Copilot applied to that call (1.0.102). Calls of sub-agents, compactions and
 * background work (`interactionType` other than `conversation-agent`) say nothing of the main
 * context; a successful `session.compaction_complete` after the last usage means no figure yet.
 */
import type { UsageScan } from "./usage-scan.js";
import { asObject, count, parseObject } from "./json-object.js";

/** Scan `text` (whole lines, oldest first) from its end for the latest Copilot usage. */
export function findLatestCopilotUsage(text: string): UsageScan {
  let end = text.length;
  while (end > 0) {
    const start = text.lastIndexOf("\n", end - 1) + 1;
    const line = text.slice(start, end);
    end = start === 0 ? 0 : start - 1;
    if (line.includes('"session.compaction_complete"')) {
      const value = parseObject(line);
      if (value?.["type"] === "session.compaction_complete") {
        if (asObject(value["data"])?.["success"] !== false) return { kind: "compacted" };
      }
      continue;
    }
    if (!line.includes('"session.usage_record"')) continue;
    const value = parseObject(line);
    if (value?.["type"] !== "session.usage_record") continue;
    const usage = asObject(asObject(value["data"])?.["usage"]);
    const kind = usage?.["interactionType"];
    if (usage === null || (kind !== undefined && kind !== "conversation-agent")) continue;
    const tokens = count(usage["inputTokens"]);
    if (tokens === 0) continue;
    const model = typeof usage["model"] === "string" ? usage["model"] : null;
    const window = count(usage["maxPromptTokens"]);
    return {
      kind: "usage",
      sample: { tokens, model, reported_window: window === 0 ? null : window },
    };
  }
  return null;
}
