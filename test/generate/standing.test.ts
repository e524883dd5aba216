/**
 * Standing context across a relay (issue 28): the user's words and the agent's conclusions of
 * every packet of a branch and topic reach every later one, labelled with the agent and date of
 * their session; "continue" is never the objective; repeats merge; an overflow is archived with
 * a count, never dropped silently.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import { generate } from "../../src/generate/index.js";
import { isLowInformation } from "../../src/generate/standing.js";
import type { Packet } from "../../src/model/packet/types.js";
import type { Snapshot } from "../../src/model/snapshot/types.js";
import { renderBriefing } from "../../src/resume/briefing.js";
import { toPreviousView } from "../../src/store/registry.js";
import { resultFor } from "../helpers/briefing-packets.js";
import { makeSessionSnapshot } from "../helpers/session-snapshot.js";

const TASK =
  "Add retry(fn, opts) with exponential backoff to src/retry.js. Never change the signature of retry(fn, opts). Keep the max delay at 30 s. Run the tests with npm test, not jest.";
const CORRECTION = "Use full jitter, not equal jitter.";
const CONTINUE = "continue where the last session left off";

/** One hop: a session of `agent` on `date` saying `messages`, after the packet `previous`. */
function hop(
  agent: "claude" | "codex" | "gemini",
  date: string,
  messages: string[],
  previous: Packet | null,
  conclusions: { kind: "decision" | "dead_end" | "fact"; text: string }[] = [],
): Packet {
  const s: Snapshot = makeSessionSnapshot();
  const t = s.transcript!;
  t.agent = agent;
  t.date = date;
  t.user_messages = messages;
  t.objective = messages[0] ?? null;
  t.conclusions = conclusions;
  t.tail = { user: messages.at(-1) ?? null, agent: [] };
  s.previous = previous === null ? null : toPreviousView(previous);
  return generate(s).payload;
}

test("low-information prompts, in any case and punctuation, are told from tasks", () => {
  for (const text of [
    "continue",
    "Continue.",
    "go on",
    "carry on where the last session left off",
    "Continue where the previous session left off!",
    "resume",
    "keep going",
    "ok",
    "OK!",
    "yes, do it",
    "Yes, please continue.",
    "proceed",
    "…",
  ]) {
    assert.equal(isLowInformation(text), true, text);
  }
  for (const text of [
    "continue, but use full jitter",
    "go on with the Redis store, not connect-redis",
    "resume the upload after a 503",
    "fix the failing test",
    "yes, and keep the max delay at 30 s",
    TASK,
  ]) {
    assert.equal(isLowInformation(text), false, text);
  }
});

test("a Claude → Codex → Gemini → Claude relay: the fourth packet knows what the first was told", () => {
  const p1 = hop("claude", "2026-11-28", [TASK, CORRECTION], null, [
    {
      kind: "decision",
      text: "I chose full jitter because equal jitter still synchronises clients.",
    },
  ]);
  const p2 = hop("codex", "2026-11-29", [CONTINUE, "Also export the default options."], p1, [
    {
      kind: "dead_end",
      text: "Reverting the p-retry dependency: the user wants no new dependency.",
    },
  ]);
  const p3 = hop("gemini", "2026-11-30", [CONTINUE], p2);
  const p4 = hop("claude", "2026-12-01", ["Continue."], p3);

  // The objective is the first session's task, never "continue".
  assert.equal(p4.objective, `${TASK} (from packet ${p1.id})`);
  for (const p of [p2, p3, p4]) assert.ok(!p.objective?.startsWith("continue"));
  assert.equal(p4.conversation_tail.user, "Continue.");
  // Every directive of every session, labelled, oldest first; "continue" directs nothing.
  assert.deepEqual(
    p4.user_messages.map((m) => [m.text, m.agent, m.date, m.packet]),
    [
      [TASK, "claude", "2026-11-28", p1.id],
      [CORRECTION, "claude", "2026-11-28", p1.id],
      ["Also export the default options.", "codex", "2026-11-29", p2.id],
    ],
  );
  // The conclusions of every session, newest last in the packet.
  assert.deepEqual(
    p4.conclusions.map((c) => [c.kind, c.agent, c.packet]),
    [
      ["decision", "claude", p1.id],
      ["dead_end", "codex", p2.id],
    ],
  );
  // The briefing the fifth session receives carries all of it, labelled.
  for (const format of ["claude-hook", "codex-hook", "gemini-hook"] as const) {
    const context = (
      JSON.parse(renderBriefing(resultFor(p4), format)) as {
        hookSpecificOutput: { additionalContext: string };
      }
    ).hookSpecificOutput.additionalContext;
    assert.ok(context.includes(`- ${TASK} (Claude Code, 2026-11-28)`), format);
    assert.ok(context.includes(`- ${CORRECTION} (Claude Code, 2026-11-28)`), format);
    assert.ok(context.includes("(Codex CLI, 2026-11-29)"), format);
    assert.ok(context.includes("- decided: I chose full jitter because"), format);
    assert.ok(context.includes("- abandoned: Reverting the p-retry dependency"), format);
  }
});

test("a directive said again merges into its newest saying; a rerun changes nothing", () => {
  const p1 = hop("claude", "2026-11-28", [TASK, CORRECTION], null);
  const p2 = hop("codex", "2026-11-29", [CORRECTION], p1);
  assert.deepEqual(
    p2.user_messages.map((m) => [m.text, m.agent]),
    [
      [TASK, "claude"],
      [CORRECTION, "codex"],
    ],
  );
  // The same session written again (a PreCompact, then SessionEnd) is the same packet.
  const again = hop("codex", "2026-11-29", [CORRECTION], p2);
  assert.equal(again.id, p2.id);
});

test("a packet written before messages were labelled carries its strings, labels read back", () => {
  const p1 = hop("claude", "2026-11-28", [TASK], null);
  const old = {
    ...p1,
    user_messages: [`${CORRECTION} (from packet 0123456789abcdef)`, "continue"],
    conclusions: undefined,
  } as unknown as Packet;
  const p2 = hop("gemini", "2026-11-30", [CONTINUE], old);
  assert.deepEqual(
    p2.user_messages.map((m) => [m.text, m.packet]),
    [[CORRECTION, "0123456789abcdef"]],
  );
});

test("past 60 directives the oldest move to history with a count: archived, never lost silently", () => {
  let packet: Packet | null = null;
  for (let day = 1; day <= 9; day++) {
    const said = Array.from({ length: 8 }, (_, i) => `On day ${day}, rule ${i}: keep it.`);
    packet = hop("codex", `2026-11-${String(day).padStart(2, "0")}`, said, packet);
  }
  const last = packet!;
  assert.equal(last.user_messages.length, 60);
  assert.equal(last.user_messages.at(-1)?.text, "On day 9, rule 7: keep it.");
  const archived = last.history.find((b) => b.section.startsWith("What the user said (beyond"));
  assert.ok(archived !== undefined, "the overflow is in history");
  // This hop moved the 8 oldest it carried: day 1's last four and day 2's first four.
  assert.deepEqual(
    archived.lines.map((l) => l.slice(0, 16)),
    [4, 5, 6, 7]
      .map((i) => `On day 1, rule ${i}`)
      .concat([0, 1, 2, 3].map((i) => `On day 2, rule ${i}`)),
  );
  assert.equal(last.user_messages[0]?.text, "On day 2, rule 4: keep it.");
});

test("a session read again after another agent's packet: its old messages and conclusions keep their place in time; its new ones come last", () => {
  const RULE = "Store sessions in Redis.";
  const REVERSAL = "Do not use Redis: store sessions in Postgres.";
  const FACT = { kind: "fact" as const, text: "The session table has no index on user_id." };
  const p1 = hop("codex", "2026-11-28", [TASK, RULE], null, [FACT]);
  const p2 = hop("gemini", "2026-11-28", [REVERSAL], p1);
  // Codex's session of p1 wrote more to its log and is recovered on top of p2.
  const p3 = hop("codex", "2026-11-28", [TASK, RULE, "Add the migration too."], p2, [FACT]);
  const order = p3.user_messages.map((m) => m.text);
  assert.deepEqual(order, [TASK, RULE, REVERSAL, "Add the migration too."]);
  assert.equal(p3.conclusions.at(-1)?.text, FACT.text);
  // Without another agent's packet in between, a fresh copy wins as before.
  const alone = hop("codex", "2026-11-28", [TASK, RULE, "Add the migration too."], p1);
  assert.deepEqual(
    alone.user_messages.map((m) => [m.text, m.packet]),
    [
      [TASK, null],
      [RULE, null],
      ["Add the migration too.", null],
    ],
  );
});
