/**
 * The recall index of a packet: what names which place, deterministic and sorted; a rule the
 * user reversed whole is left out, a resolved guard is lifted, failures carry their reason.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import { buildRecallIndex, knownPathsOf } from "../../src/recall/build-index.js";
import { ruleId } from "../../src/recall/index-shape.js";
import { matchRecall } from "../../src/recall/match.js";
import { makePacket, userMessage } from "../helpers/make-packet.js";

const packet = makePacket({
  changed_files: ["src/db.ts", "src/pool.ts"],
  user_messages: [
    userMessage("Don't touch anything under `migrations/`.", "claude", "2026-12-01"),
    {
      ...userMessage("Never edit `src/config.ts`.", "codex", "2026-12-02"),
      superseded_by: { text: "you may edit src/config.ts now", agent: "codex", date: "2026-12-03" },
    },
    userMessage("The retry belongs in db.ts.", "gemini", "2026-12-03"),
  ],
  failed_attempts: ["npm test -- src/db.test.ts -> exit 1"],
  feedback_tail: [
    {
      command: "npm test -- src/db.test.ts",
      exit_code: 1,
      last_error_line: "src/db.test.ts:12 expected 3, got 2",
    },
  ],
  conclusions: [
    {
      kind: "dead_end",
      text: "Pooling in src/pool.ts failed: the pool closes early.",
      agent: "claude",
      date: "2026-12-01",
      packet: null,
    },
  ],
  pitfalls: [{ id: "n-1", text: "migrations/002.sql must run after 001" }],
});

test("every place the items name is a key; guards only where a rule forbids it", () => {
  const index = buildRecallIndex(packet);
  assert.deepEqual(Object.keys(index.prefix), ["migrations/"]);
  assert.deepEqual(Object.keys(index.exact), [
    "migrations/002.sql",
    "src/db.test.ts",
    "src/db.ts",
    "src/pool.ts",
  ]);
  const guard = index.prefix["migrations/"]?.[0];
  assert.equal(index.entries[guard?.[0] ?? -1]?.kind, "rule");
  assert.equal(guard?.[1], 1);
  // The bare `db.ts` resolves to the one changed file of that name.
  assert.equal(
    matchRecall(index, "src/db.ts").some((h) => h.entry.agent === "gemini"),
    true,
  );
  // The failure keeps its reason.
  assert.match(index.entries.find((e) => e.kind === "failure")?.text ?? "", /expected 3, got 2/);
});

test("a rule the user reversed whole names nothing; a resolved guard is recalled unguarded", () => {
  const index = buildRecallIndex(packet);
  assert.equal(Object.hasOwn(index.exact, "src/config.ts"), false);
  const lifted = buildRecallIndex(
    packet,
    knownPathsOf(packet),
    new Set([ruleId("Don't touch anything under `migrations/`.")]),
  );
  assert.equal(lifted.prefix["migrations/"]?.[0]?.[1], 0);
  assert.equal(index.prefix["migrations/"]?.[0]?.[1], 1);
});

test("the same packet gives the same bytes, keys sorted", () => {
  const a = JSON.stringify(buildRecallIndex(packet));
  assert.equal(JSON.stringify(buildRecallIndex(structuredClone(packet))), a);
  const keys = Object.keys(buildRecallIndex(packet).exact);
  assert.deepEqual(keys, [...keys].sort());
});

test("a failure carried from an earlier packet takes the reason that packet's tail held", () => {
  const carried = makePacket({
    failed_attempts: ["npm test -- src/db.test.ts -> exit 1 (from packet 0123456789abcdef)"],
    feedback_tail: [{ command: "npm run lint", exit_code: 0 }],
  });
  const reasons = { "npm test -- src/db.test.ts": "src/db.test.ts:12 expected 3, got 2" };
  const index = buildRecallIndex(carried, knownPathsOf(carried), new Set(), reasons);
  assert.equal(
    index.entries.find((e) => e.kind === "failure")?.text,
    "npm test -- src/db.test.ts -> exit 1 (from packet 0123456789abcdef): src/db.test.ts:12 expected 3, got 2",
  );
  // This packet's own tail wins over a carried reason; another command's tail entry is not it.
  const own = makePacket({
    failed_attempts: ["npm test -- src/db.test.ts -> exit 1"],
    feedback_tail: [
      { command: "npm test", exit_code: 1, last_error_line: "not this one" },
      {
        command: "npm test -- src/db.test.ts",
        exit_code: 1,
        last_error_line: "src/db.test.ts:3 boom",
      },
    ],
  });
  assert.match(
    buildRecallIndex(own, knownPathsOf(own), new Set(), reasons).entries[0]?.text ?? "",
    /-> exit 1: src\/db\.test\.ts:3 boom$/,
  );
});
