/**
 * Carry forward, labelled (issue 14.3): a packet that supersedes one of the same branch and topic
 * keeps what is still true of it unless the new inputs replace it, each carried entry labelled
 * with the packet that first recorded it; reruns stay byte-identical.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import { generate } from "../../src/generate/index.js";
import { validatePacket } from "../../src/model/packet/validate.js";
import type { Snapshot } from "../../src/model/snapshot/types.js";
import { toPreviousView } from "../../src/store/registry.js";
import { makeSessionSnapshot } from "../helpers/session-snapshot.js";

/** The same branch and topic after a session that left no transcript and ran nothing. */
function makeEmptierSnapshot(previous: ReturnType<typeof generate>): Snapshot {
  const s = makeSessionSnapshot();
  s.transcript = null;
  s.previous = toPreviousView(previous.payload);
  return s;
}

test("a write that knows less keeps the earlier failed attempt, next action and the session's words, labelled", () => {
  const first = generate(makeSessionSnapshot());
  const id = first.payload.id;
  const second = generate(makeEmptierSnapshot(first));
  const p = second.payload;
  assert.equal(p.previous, id);
  assert.deepEqual(p.failed_attempts, [`pnpm lint -> exit 1 (from packet ${id})`]);
  assert.equal(p.next_action, `${first.payload.next_action} (from packet ${id})`);
  assert.equal(p.objective, `${first.payload.objective} (from packet ${id})`);
  assert.deepEqual(
    p.user_messages,
    first.payload.user_messages.map((m) => ({ ...m, packet: id })),
  );
  assert.equal(p.agent_report, `${first.payload.agent_report} (from packet ${id})`);
  assert.equal(p.plan?.title, `Retries for the HTTP client (from packet ${id})`);
  assert.deepEqual(p.plan?.steps, first.payload.plan?.steps);
  assert.deepEqual(p.state.queued, [`to-do: Add full jitter (from packet ${id})`]);
  // The attempt that passed later in the first session has passed: it is not an open failure.
  assert.ok(!p.failed_attempts.some((a) => a.startsWith("pnpm test")));
  assert.ok(second.markdown.includes(`- \`pnpm lint\` -> exit 1 (from packet ${id})\n`));
  assert.deepEqual(validatePacket(p), []);
});

test("carried entries keep the label of the packet that first recorded them; a rerun is byte-identical", () => {
  const first = generate(makeSessionSnapshot());
  const second = generate(makeEmptierSnapshot(first));
  const rerun = generate(makeEmptierSnapshot(second));
  assert.equal(rerun.json, second.json, "a rerun over the carried packet reproduces it");
  assert.equal(rerun.markdown, second.markdown);
  assert.equal(rerun.payload.previous, second.payload.previous);

  // A third packet (something else changed) carries from the second: labels do not chain.
  const third = makeEmptierSnapshot(second);
  third.options.topic = "default";
  third.notes = [{ id: "n-00000abc", kind: "pitfall", text: "the CI runs on Node 20" }];
  const p = generate(third).payload;
  assert.notEqual(p.id, second.payload.id);
  assert.equal(p.previous, second.payload.id);
  assert.deepEqual(p.failed_attempts, [`pnpm lint -> exit 1 (from packet ${first.payload.id})`]);
  assert.ok(p.next_action.endsWith(`(from packet ${first.payload.id})`));
  assert.ok(!p.next_action.includes(second.payload.id));
});

test("the new inputs replace what they know: fresh facts win over carried ones", () => {
  const first = generate(makeSessionSnapshot());
  const next = makeSessionSnapshot();
  next.previous = toPreviousView(first.payload);
  next.options.next = "run `pnpm lint --fix`";
  next.transcript!.user_messages = ["Now fix the lint error"];
  next.transcript!.agent_report = "Lint is clean.";
  next.transcript!.feedback.tail = [{ command: "pnpm lint", exit_code: 0 }];
  next.transcript!.feedback.commands = ["pnpm lint"];
  next.transcript!.feedback.passed_later = [];
  const p = generate(next).payload;
  assert.equal(p.next_action, "run `pnpm lint --fix`");
  // The user's words add up across sessions (issue 28): the earlier ones stay, labelled.
  assert.deepEqual(
    p.user_messages.map((m) => [m.text, m.packet]),
    [
      ...first.payload.user_messages.map((m) => [m.text, first.payload.id]),
      ["Now fix the lint error", null],
    ],
  );
  assert.equal(p.agent_report, "Lint is clean.");
  // The carried lint failure passed in the new session: it says so, once, then it is gone.
  assert.deepEqual(p.failed_attempts, [
    `pnpm lint -> exit 1 (passed later) (from packet ${first.payload.id})`,
  ]);
  const after = generate(makeEmptierSnapshot(generate(next)));
  assert.deepEqual(after.payload.failed_attempts, []);
});

test("a first packet carries nothing and says nothing of earlier packets", () => {
  const { payload, json } = generate(makeSessionSnapshot());
  assert.ok(!json.includes("(from packet "));
  assert.equal(payload.previous, null);
});

test("a superseded packet written before the session's words existed carries what it has", () => {
  const first = generate(makeSessionSnapshot());
  const old = structuredClone(first.payload) as unknown as Record<string, unknown>;
  for (const field of ["user_messages", "agent_report", "plan", "proofs", "work_range"]) {
    delete old[field];
  }
  const s = makeSessionSnapshot();
  s.transcript = null;
  s.previous = toPreviousView(old as unknown as typeof first.payload);
  const { payload } = generate(s);
  assert.deepEqual(payload.user_messages, []);
  assert.equal(payload.agent_report, null);
  assert.equal(payload.plan, null);
  assert.deepEqual(payload.failed_attempts, [
    `pnpm lint -> exit 1 (from packet ${first.payload.id})`,
  ]);
  assert.deepEqual(validatePacket(payload), []);
});

test("a secret planted in a previous packet is redacted in the new one, never carried as it was", () => {
  // `write` reads its previous packet without a redaction re-scan: every carried string goes
  // through the new packet's redaction and final scan instead (store/verify-packet.ts). Every
  // string of the previous packet gets the token, whatever field carries it forward.
  const token = "ghp_0123456789abcdefABCDEF0123456789abcd";
  const first = generate(makeSessionSnapshot());
  const plant = (value: unknown, key = ""): unknown => {
    if (typeof value === "string")
      return key === "id" || key === "previous" ? value : `${value} ${token}`;
    if (Array.isArray(value)) return value.map((item) => plant(item));
    if (value === null || typeof value !== "object") return value;
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, plant(v, k)]));
  };
  const planted = plant(structuredClone(first.payload)) as typeof first.payload;
  const next = generate(makeEmptierSnapshot({ ...first, payload: planted }));
  for (const output of [next.json, next.markdown, next.history]) {
    assert.ok(!output.includes(token), "the token reaches no output");
  }
  // What was carried is there, redacted.
  assert.ok(next.payload.next_action.includes("[REDACTED:"));
  assert.ok(next.payload.user_messages.some((m) => m.text.includes("[REDACTED:")));
  assert.ok((next.payload.plan?.title ?? "").includes("[REDACTED:"));
});
