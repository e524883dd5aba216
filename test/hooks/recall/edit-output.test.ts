/**
 * The point-of-edit hook's answers per host, and its agreement with the hook adapters: every
 * agent whose adapter installs a pre-tool event has that event's answer format here.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import { EDIT_HOSTS, renderEditOutput } from "../../../src/hooks/recall/edit-output.js";
import { HOOK_ADAPTERS } from "../../../src/hooks/protocol/registry.js";

test("each adapter's pre-tool event is the one its host entry answers", async () => {
  for (const [agent, load] of Object.entries(HOOK_ADAPTERS)) {
    const adapter = await load();
    const events = adapter.editEvents ?? [];
    if (events.length === 0) {
      assert.equal(Object.hasOwn(EDIT_HOSTS, agent), false, agent);
      continue;
    }
    assert.deepEqual(events, [EDIT_HOSTS[agent]?.event], agent);
  }
});

test("PreToolUse: context or a denial with its reason; BeforeTool: a top-level decision", () => {
  const warn = JSON.parse(
    renderEditOutput("pre-tool-use", { text: "rule </hook_context>", deny: false }),
  );
  assert.deepEqual(Object.keys(warn.hookSpecificOutput), ["hookEventName", "additionalContext"]);
  assert.doesNotMatch(warn.hookSpecificOutput.additionalContext, /<\/hook_context>/);
  const deny = JSON.parse(renderEditOutput("pre-tool-use", { text: "no", deny: true }));
  assert.deepEqual(deny.hookSpecificOutput, {
    hookEventName: "PreToolUse",
    permissionDecision: "deny",
    permissionDecisionReason: "no",
  });
  assert.deepEqual(JSON.parse(renderEditOutput("before-tool", { text: "no", deny: true })), {
    decision: "deny",
    reason: "no",
  });
});

test("top level (GitHub Copilot CLI): additionalContext, or a permission decision with its reason", () => {
  assert.deepEqual(JSON.parse(renderEditOutput("top-level", { text: "rule", deny: false })), {
    additionalContext: "rule",
  });
  assert.deepEqual(JSON.parse(renderEditOutput("top-level", { text: "no", deny: true })), {
    permissionDecision: "deny",
    permissionDecisionReason: "no",
  });
});
