/**
 * The accumulator's saved state from its one field table (`summary-state.ts`): a state saved and
 * restored, each text read back by its source, goes on as the original does (so no field of the
 * state is left out of the table), and the cache's check refuses a saved state missing any
 * field or holding one of the wrong shape.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import * as z from "zod/mini";
import type { TranscriptEvent } from "../../../src/collect/transcripts/events.js";
import { schemaKit } from "../../../src/collect/transcripts/schema-kit.js";
import { savedAccumulatorSchema } from "../../../src/collect/transcripts/summary-state.js";
import { TranscriptAccumulator } from "../../../src/collect/transcripts/summary.js";

/** Events of a session, each text with a source: its index in this list. */
function session(): TranscriptEvent[] {
  const plan = { title: "Plan", steps: [{ text: "fix", status: "pending" as const }] };
  const events: TranscriptEvent[] = [
    { kind: "cwd", path: "/repo" },
    { kind: "span", first: 1_000, last: 2_000 },
    { kind: "user", text: "Fix the flaky login test" },
    { kind: "user", text: "Use the staging config", sidechain: true },
    { kind: "command", record: { command: "npm test", exit_code: 1, stdout_tail: "FAIL" } },
    { kind: "command", record: { command: "npm run lint", exit_code: 2 }, interrupted: true },
    { kind: "edit", path: "src/login.ts" },
    { kind: "read", path: "src/login.ts" },
    { kind: "read", path: "/repo/README.md" },
    { kind: "read", path: "src/login.ts" },
    { kind: "todos", items: [{ content: "fix login", status: "in_progress" }] },
    { kind: "plan", plan },
    { kind: "plan", plan, file: "/repo/PLAN.md" },
    // Prose after a failed result and before the next call: a conclusion the state holds.
    { kind: "tool", failed: true },
    {
      kind: "report",
      text: "We decided to retry twice because src/login.ts times out under load.",
    },
    { kind: "command", record: { command: "npm test", exit_code: 0 } },
    { kind: "compaction" },
    { kind: "unknown" },
    { kind: "skipped", file: "t.jsonl", line: 9, reason: "not JSON" },
    // Prose whose place in its turn is not known at the cut: the state holds it pending.
    { kind: "report", text: "The login test waits 2 s for the API in src/login.ts now." },
    { kind: "user", text: "Now run the tests again." },
    { kind: "report", text: "Done: the tests pass." },
  ];
  return events.map((event, i) =>
    "from" in event || hasText(event) ? { ...event, from: i } : event,
  );
}

/** The cache's check of a saved state (the schema `transcript-cache-check.ts` uses). */
const schema = savedAccumulatorSchema(schemaKit(z));
const checkSavedAccumulator = (value: unknown) => schema.safeParse(value).success;

const hasText = (e: TranscriptEvent) =>
  ["cwd", "user", "command", "edit", "read", "todos", "plan", "report"].includes(e.kind);

test("a saved accumulator restored from its sources goes on as the original", () => {
  const events = session();
  const cut = 20;
  const original = new TranscriptAccumulator(3);
  for (const event of events.slice(0, cut)) original.add(event);
  const saved = original.saveState();
  const passed = original.passedLaterProofs();
  assert.ok(saved !== null && passed !== null, "every text has a source");
  assert.ok(checkSavedAccumulator(JSON.parse(JSON.stringify(saved))));
  const restored = TranscriptAccumulator.restore(
    3,
    JSON.parse(JSON.stringify(saved)),
    (from) => events[from as number] as TranscriptEvent,
    passed,
  );
  assert.deepEqual(restored.saveState(), saved, "saved again: the same state");
  for (const event of events.slice(cut)) {
    original.add(event);
    restored.add(event);
  }
  const a = original.result("claude", "t.jsonl", "/repo");
  const b = restored.result("claude", "t.jsonl", "/repo");
  assert.deepEqual(b, a);
  // The session above reaches every part of the state the summary shows.
  assert.equal(a.objective, "Fix the flaky login test");
  assert.deepEqual(a.edited_files, ["src/login.ts"]);
  assert.deepEqual(a.feedback.passed_later, ["npm test"]);
  assert.equal(a.interrupted, 1);
  assert.equal(a.compactions, 1);
  assert.equal(a.unknown_lines, 1);
  assert.equal(a.skipped, 1);
  assert.equal(a.cwd, "/repo");
  assert.equal(a.duration_ms, 1_000);
  assert.deepEqual(a.tail, {
    user: "Now run the tests again.",
    agent: ["The login test waits 2 s for the API in src/login.ts now.", "Done: the tests pass."],
    // The user answered the earlier message, and the last one answers the user.
    after_user: true,
  });
  assert.deepEqual(
    a.reads.map((r) => [r.path, r.count]),
    [
      ["src/login.ts", 2],
      ["README.md", 1],
    ],
  );
  assert.equal(a.plan?.title, "Plan");
  assert.equal(a.todos.length, 1);
  assert.deepEqual(a.conclusions, [
    { kind: "decision", text: "The login test waits 2 s for the API in src/login.ts now." },
    {
      kind: "decision",
      text: "We decided to retry twice because src/login.ts times out under load.",
    },
  ]);
  assert.deepEqual(a.user_messages, ["Fix the flaky login test", "Now run the tests again."]);
});

test("the cache's check refuses a saved state missing any field, or with one of the wrong shape", () => {
  const acc = new TranscriptAccumulator(3);
  for (const event of session()) acc.add(event);
  const saved = acc.saveState();
  assert.ok(saved !== null);
  const keys = Object.keys(saved);
  assert.ok(keys.length >= 25, `${keys.length} fields`);
  for (const key of keys) {
    const copy: Record<string, unknown> = JSON.parse(JSON.stringify(saved));
    delete copy[key];
    assert.equal(checkSavedAccumulator(copy), false, `without ${key}`);
  }
  for (const key of ["position", "skipped_count", "read_no", "unknown"] as const) {
    assert.equal(checkSavedAccumulator({ ...saved, [key]: -1 }), false, `${key} negative`);
  }
  assert.equal(checkSavedAccumulator({ ...saved, span: [2, 1] }), false, "a span backwards");
});
