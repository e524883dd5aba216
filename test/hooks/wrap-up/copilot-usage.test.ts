/**
 * findLatestCopilotUsage on the lines GitHub Copilot CLI 1.0.102 writes: the latest main-agent
 * `session.usage_record` (the real session's, then variants of it), sub-agent and compaction
 * calls passed over, a compaction after the last usage meaning no figure yet.
 */
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { test } from "node:test";
import { findLatestCopilotUsage } from "../../../src/hooks/wrap-up/copilot-usage.js";
import { renderAdditionalContext } from "../../../src/hooks/wrap-up/wrap-up.js";
import { transcriptFixture } from "../../helpers/hook-process.js";

const usage = (usage: Record<string, unknown>) =>
  JSON.stringify({ type: "session.usage_record", data: { usage }, id: "u", timestamp: "t" });

test("findLatestCopilotUsage: the real session's last main-agent call, with Copilot's prompt limit as the window", () => {
  const text = readFileSync(transcriptFixture("copilot", "cli-1.0.102", "events.jsonl"), "utf8");
  assert.deepEqual(findLatestCopilotUsage(text), {
    kind: "usage",
    sample: { tokens: 1000, model: "stand-in", reported_window: 128000 },
  });
});

test("findLatestCopilotUsage: sub-agent and compaction calls passed over, a compaction resets, nothing is null", () => {
  const main = usage({
    model: "gpt-5",
    inputTokens: 61_000,
    interactionType: "conversation-agent",
  });
  const sub = usage({
    model: "gpt-5-mini",
    inputTokens: 9_000,
    interactionType: "conversation-subagent",
  });
  const compact = JSON.stringify({ type: "session.compaction_complete", data: { success: true } });
  const failed = JSON.stringify({ type: "session.compaction_complete", data: { success: false } });
  assert.deepEqual(findLatestCopilotUsage([main, sub].join("\n")), {
    kind: "usage",
    sample: { tokens: 61_000, model: "gpt-5", reported_window: null },
  });
  assert.deepEqual(findLatestCopilotUsage([main, compact].join("\n")), { kind: "compacted" });
  assert.equal(findLatestCopilotUsage([main, failed].join("\n"))?.kind, "usage");
  assert.equal(findLatestCopilotUsage('{"type":"user.message","data":{}}'), null);
});

test("the wrap-up message as Copilot reads it: additionalContext at the top", () => {
  assert.equal(
    renderAdditionalContext("postToolUse", "wrap up", true),
    '{"additionalContext":"wrap up"}\n',
  );
  assert.match(renderAdditionalContext("PostToolUse", "wrap up"), /^\{"hookSpecificOutput"/);
});
