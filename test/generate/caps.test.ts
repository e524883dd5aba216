/**
 * Hard caps (issue 18.13): whatever the input, every list and string of the packet is bounded;
 * what a list loses moves to history or is counted there, never silently dropped.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import { MAX_NAME, MAX_STRING } from "../../src/generate/caps.js";
import { generate } from "../../src/generate/index.js";
import { validatePacket } from "../../src/model/packet/validate.js";
import { SECTION, countHistoryLine, overCapSection } from "../../src/render/sections.js";
import { makeSampleSnapshot } from "../helpers/sample-snapshot.js";

test("20k assumptions and a 1 MB next action give a packet of bounded size", () => {
  const s = makeSampleSnapshot();
  s.workbench.agent_state!.assumptions = Array.from(
    { length: 20_000 },
    (_, i) => `assumption ${i}: ${"the cache is warm ".repeat(10)}`,
  );
  s.workbench.agent_state!.next_action = `wire it ${"and test it ".repeat(100_000)}`;
  s.options.next = null;
  s.notes = s.notes.filter((n) => n.kind !== "next");
  // Each names a file of its own: a task (a number alone restates a value, and names none).
  s.transcript!.user_messages = Array.from({ length: 5000 }, (_, i) => `message ${i} in m${i}.ts`);
  // No board or feature list: the objective is the user's first message.
  s.workbench.task_board = null;
  s.workbench.feature_list = null;
  const { payload, json, markdown, history } = generate(s);
  assert.ok(json.length < 400_000, `handoff.json is ${json.length} bytes`);
  assert.ok(history.length < 400_000, `history.md is ${history.length} bytes`);
  assert.ok(payload.assumptions_to_validate.length <= 50);
  assert.ok(payload.next_action.length <= MAX_STRING);
  assert.ok(markdown.split("\n").length - 1 <= 120);
  // The newest assumptions stay in the JSON; every other one is moved or counted.
  assert.ok(payload.assumptions_to_validate.some((a) => a.text.startsWith("assumption 19999:")));
  assert.ok(!payload.assumptions_to_validate.some((a) => a.text.startsWith("assumption 0:")));
  let accounted = payload.assumptions_to_validate.length;
  for (const block of payload.history) {
    if (block.section !== overCapSection(SECTION.assumptions)) continue;
    for (const line of block.lines) accounted += countHistoryLine(line);
  }
  // 20k from agent_state + the sample's carried and review assumptions.
  assert.ok(accounted >= 20_000, `only ${accounted} assumptions accounted for`);
  assert.ok(history.includes("more not kept in the packet"));
  // The user's words: the newest 60 kept, the oldest moved to history and counted; the first
  // states the objective, which keeps it.
  assert.equal(payload.user_messages[0]?.text, "message 4940 in m4940.ts");
  assert.equal(payload.user_messages.at(-1)?.text, "message 4999 in m4999.ts");
  assert.equal(payload.user_messages.length, 60);
  assert.equal(payload.objective, "message 0 in m0.ts");
  const moved = payload.history.find((b) => b.section.startsWith("What the user said"));
  assert.equal(moved?.lines[0], "message 0 in m0.ts (Claude Code)");
  assert.ok(moved?.lines.at(-1)?.includes("more not kept in the packet"));
  assert.deepEqual(validatePacket(payload), []);
});

test("a packet within its caps is left as it is", () => {
  const first = generate(makeSampleSnapshot());
  assert.deepEqual(first.payload.history, []);
});

test("branch and topic names are kept up to MAX_NAME, not cut at MAX_STRING; longer ones are cut there", () => {
  for (const length of [MAX_STRING + 500, MAX_NAME + 500]) {
    const s = makeSampleSnapshot();
    const branch = `feat/${"b".repeat(length)}`;
    const topic = `t${"x".repeat(length)}`;
    s.git!.branch = branch;
    s.git!.worktrees[0]!.branch = branch;
    s.git!.unmerged_branches = [branch];
    s.options.topic = topic;
    s.workbench.agent_state!.next_action = `do ${"it ".repeat(length)}`;
    s.options.next = null;
    s.notes = s.notes.filter((n) => n.kind !== "next");
    const { payload } = generate(s);
    const kept = (name: string) =>
      name.length <= MAX_NAME ? name : `${name.slice(0, MAX_NAME - 1)}…`;
    assert.equal(payload.branch, kept(branch));
    assert.equal(payload.topic, kept(topic));
    assert.equal(payload.where.branch, kept(branch));
    assert.equal(payload.where.worktrees[0]?.branch, kept(branch));
    assert.deepEqual(payload.concurrent_work.unmerged_branches, [kept(branch)]);
    assert.ok(payload.next_action.length <= MAX_STRING, "other strings keep their cap");
    assert.deepEqual(validatePacket(payload), []);
  }
});
