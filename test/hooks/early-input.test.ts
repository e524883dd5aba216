/**
 * bin.ts's one question of a hook's input before it loads anything (`early-input.ts`): may it be
 * a turn's end, to be taken by the Stop path's flat entry? A filter, not the decision (the entry
 * decides from the adapter and hands anything else back), so it must never miss a turn's end a
 * shipped host names as it sends it, and may say yes to little else.
 */
import assert from "node:assert/strict";
import { Readable } from "node:stream";
import { test } from "node:test";
import {
  GATE_TURN_EVENTS,
  readHookInputEarly,
  TURN_END_EVENTS,
  turnEndOf,
} from "../../src/hooks/early-input.js";
import { HOOK_ADAPTERS, loadHookAdapter } from "../../src/hooks/protocol/registry.js";

test("the turn-end events hold every shipped adapter's turn-end events, except those a host names in its own payload (Cline's, translated by its adapter)", async () => {
  const named = new Set<string>();
  const gating = new Set<string>();
  for (const agent of Object.keys(HOOK_ADAPTERS)) {
    const adapter = await loadHookAdapter(agent);
    assert.ok(adapter !== null);
    // Cline's hooks name their event in `hookName` (agent_end): its adapter translates it.
    if (agent === "cline") continue;
    for (const event of [...adapter.gateEvents, ...(adapter.turnWriteEvents ?? [])]) {
      if (event.includes(".")) continue;
      named.add(event);
      // An event gates for every adapter that names it, or for none.
      assert.equal(adapter.gateEvents.includes(event), GATE_TURN_EVENTS.includes(event), event);
      if (adapter.gateEvents.includes(event)) gating.add(event);
    }
  }
  // OpenCode's plugin (session.idle) and Cline: the CLI, as before.
  assert.deepEqual([...named].sort(), [...TURN_END_EVENTS].sort());
  assert.deepEqual([...gating].sort(), [...GATE_TURN_EVENTS].sort());
});

test("turnEndOf: the input's hook_event_name, or --event when the host names it there; whether it gates, and where", () => {
  const stop = { gates: true, dir: undefined };
  const cases: [string, string[], object | null][] = [
    ['{"hook_event_name":"Stop","session_id":"s"}', ["claude"], stop],
    ['{"hook_event_name":"Stop","cwd":"/r"}', ["claude"], { gates: true, dir: "/r" }],
    [
      '{"hook_event_name":"Stop","cwd":"/r"}',
      ["claude", "--root", "/q"],
      { gates: true, dir: "/q" },
    ],
    ['{"hook_event_name":"Stop"}', ["claude", "--gate", "off"], { gates: false, dir: undefined }],
    ['{"hook_event_name":"Stop"}', ["codex", "--gate", "block"], stop],
    ['{"hook_event_name":"AfterAgent"}', ["gemini"], { gates: false, dir: undefined }],
    ["{}", ["copilot", "--event", "agentStop"], stop],
    ["{}", ["copilot", "--event=agentStop"], stop],
    // --event wins over the input's field, as the runner takes it.
    ['{"hook_event_name":"Stop"}', ["copilot", "--event", "sessionStart"], null],
    ['{"hook_event_name":"SessionStart"}', ["claude"], null],
    ['{"hook_event_name":"PostToolUse","tool_name":"Stop"}', ["claude"], null],
    ['{"hook_event_name":"SessionEnd","reason":"Stop"}', ["claude"], null],
    ['{"hookName":"agent_end"}', ["cline"], null],
    ['{"hook_event_name":"stop"}', ["claude"], null],
    ['{"hook_event_name":"Stop","cwd":7}', ["claude"], stop],
    ['"Stop"', ["claude"], null],
    ['["Stop"]', ["claude"], null],
    ['{"hook_event_name":["Stop"]}', ["claude"], null],
    ["not json Stop", ["claude"], null],
    ["", ["claude"], null],
  ];
  for (const [text, args, expected] of cases) {
    assert.deepEqual(turnEndOf(text, args, {}), expected, `${text} ${args.join(" ")}`);
  }
  // A write that runs in the hook is the CLI's: the entry is not even loaded for it.
  const text = '{"hook_event_name":"Stop"}';
  assert.equal(turnEndOf(text, ["claude"], { HANDOFF_WRITE_BUDGET_MS: "600000" }), null);
  assert.equal(turnEndOf(text, ["codex", "--stop-writes"], {}), null);
  assert.deepEqual(turnEndOf(text, ["claude"], { HANDOFF_WRITE_BUDGET_MS: "0" }), stop);
  assert.deepEqual(turnEndOf(text, ["claude"], { HANDOFF_WRITE_BUDGET_MS: "" }), stop);
});

test("readHookInputEarly reads a known agent's input once; nothing for an unknown agent, a detached writer or help", async () => {
  const stdin = () => Readable.from(['{"hook_event_name":"Stop"}']);
  const input = readHookInputEarly(["claude"], { stdin: stdin(), env: {} });
  assert.equal(await input, '{"hook_event_name":"Stop"}');
  for (const args of [["fake"], ["claude", "--from-file", "x"], ["claude", "--help"], []]) {
    assert.equal(readHookInputEarly(args, { stdin: stdin(), env: {} }), null, args.join(" "));
  }
});
