/**
 * bin.ts's one question of a hook's input before it loads anything (`early-input.ts`): may it be
 * a turn's end, to be taken by the Stop path's flat entry? A filter, not the decision (the entry
 * decides from the adapter and hands anything else back), so it must never miss a turn's end a
 * shipped host names as it sends it, and may say yes to little else.
 */
import assert from "node:assert/strict";
import { Readable } from "node:stream";
import { test } from "node:test";
import { mayEndTurn, readHookInputEarly, TURN_END_EVENTS } from "../../src/hooks/early-input.js";
import { HOOK_ADAPTERS, loadHookAdapter } from "../../src/hooks/protocol/registry.js";

test("the turn-end events hold every shipped adapter's turn-end events, except those a host names in its own payload (Cline's, translated by its adapter)", async () => {
  const named = new Set<string>();
  for (const agent of Object.keys(HOOK_ADAPTERS)) {
    const adapter = await loadHookAdapter(agent);
    assert.ok(adapter !== null);
    // Cline's hooks name their event in `hookName` (agent_end): its adapter translates it.
    if (agent === "cline") continue;
    for (const event of [...adapter.gateEvents, ...(adapter.turnWriteEvents ?? [])]) {
      if (!event.includes(".")) named.add(event);
    }
  }
  // OpenCode's plugin (session.idle) and Cline: the CLI, as before.
  assert.deepEqual([...named].sort(), [...TURN_END_EVENTS].sort());
});

test("mayEndTurn: the input's hook_event_name, or --event when the host names it there", () => {
  const cases: [string, string[], boolean][] = [
    ['{"hook_event_name":"Stop","session_id":"s"}', ["claude"], true],
    ['{"hook_event_name":"AfterAgent"}', ["gemini"], true],
    ['{"hook_event_name":"Stop"}', ["codex", "--gate", "block"], true],
    ["{}", ["copilot", "--event", "agentStop"], true],
    ["{}", ["copilot", "--event=agentStop"], true],
    // --event wins over the input's field, as the runner takes it.
    ['{"hook_event_name":"Stop"}', ["copilot", "--event", "sessionStart"], false],
    ['{"hook_event_name":"SessionStart"}', ["claude"], false],
    ['{"hook_event_name":"PostToolUse","tool_name":"Stop"}', ["claude"], false],
    ['{"hook_event_name":"SessionEnd","reason":"Stop"}', ["claude"], false],
    ['{"hookName":"agent_end"}', ["cline"], false],
    ['{"hook_event_name":"stop"}', ["claude"], false],
    ['"Stop"', ["claude"], false],
    ['["Stop"]', ["claude"], false],
    ['{"hook_event_name":["Stop"]}', ["claude"], false],
    ["not json Stop", ["claude"], false],
    ["", ["claude"], false],
  ];
  for (const [text, args, expected] of cases) {
    assert.equal(mayEndTurn(text, args), expected, `${text} ${args.join(" ")}`);
  }
});

test("readHookInputEarly reads a known agent's input once; nothing for an unknown agent, a detached writer or help", async () => {
  const stdin = () => Readable.from(['{"hook_event_name":"Stop"}']);
  const input = readHookInputEarly(["claude"], { stdin: stdin(), env: {} });
  assert.equal(await input, '{"hook_event_name":"Stop"}');
  for (const args of [["fake"], ["claude", "--from-file", "x"], ["claude", "--help"], []]) {
    assert.equal(readHookInputEarly(args, { stdin: stdin(), env: {} }), null, args.join(" "));
  }
});
