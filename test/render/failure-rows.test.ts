/**
 * A packet's failures for the view: each once (the attempt's state with the tail's reason), with
 * its state read against the packet before, "fixed" and "new" never the same failure, and the
 * counts of the packet's current states.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import { countFailures, failureRows, parseAttemptLine } from "../../src/render/failure-rows.js";
import { makePacket } from "../helpers/make-packet.js";

const OLD = "0123456789abcdef";

test("an attempt line parses back into its command, exit, status and origin", () => {
  assert.deepEqual(
    parseAttemptLine(
      `make db-test -> exit 2 (x3) (passed later as PGPORT=5433 make db-test) (from packet ${OLD})`,
    ),
    {
      command: "make db-test",
      exit: "exit 2 (x3)",
      passed_later: true,
      passed_as: "PGPORT=5433 make db-test",
      from_packet: OLD,
    },
  );
  assert.deepEqual(parseAttemptLine("npm test -> exit 1"), {
    command: "npm test",
    exit: "exit 1",
    passed_later: false,
    passed_as: null,
    from_packet: null,
  });
});

test("a failure listed twice (attempt and tail) is one row, with the tail's informative reason", () => {
  const packet = makePacket({
    failed_attempts: ["npm test -> exit 1"],
    feedback_tail: [
      {
        command: "npm test",
        exit_code: 1,
        count: 1,
        last_error_line: "AssertionError: expected 3 tokens, got 2",
        tail: "AssertionError: expected 3 tokens, got 2\n# fail 1",
      },
    ],
  });
  const rows = failureRows(packet, null);
  assert.equal(rows.length, 1);
  assert.equal(rows[0]?.state, "failing");
  assert.equal(rows[0]?.is_new, true);
  assert.equal(rows[0]?.reason, "AssertionError: expected 3 tokens, got 2");
});

test("a fragment of a stack frame is no reason: the kept tail's better line is, else none", () => {
  const tail = (last_error_line: string, text: string) =>
    makePacket({
      failed_attempts: ["node t.js -> exit 1"],
      feedback_tail: [
        { command: "node t.js", exit_code: 1, count: 1, last_error_line, tail: text },
      ],
    });
  const better = tail(
    "t.js:4:49)",
    "AssertionError [ERR_ASSERTION]: Expected values to be strictly equal:\n\n4 !== 5\n\n    at Object.<anonymous> (/x/t.js:4:49)",
  );
  assert.equal(
    failureRows(better, null)[0]?.reason,
    "AssertionError [ERR_ASSERTION]: Expected values to be strictly equal: 4 !== 5",
  );
  const none = tail("t.js:4:49)", "…t.js:4:49)\n    at Module._compile (node:internal/x:1:2)");
  assert.equal(failureRows(none, null)[0]?.reason, null);
});

test("states against the packet before: failing, passed later, fixed (passed now or gone)", () => {
  const older = makePacket({
    failed_attempts: [
      "npm test -> exit 1",
      "npm run lint -> exit 1",
      "tsc -> exit 2 (passed later)",
    ],
  });
  const newer = makePacket({
    failed_attempts: [
      `npm run lint -> exit 1 (x2) (from packet ${older.id})`,
      "node e2e.js -> exit 1 (passed later)",
      `npm test -> exit 1 (passed later) (from packet ${older.id})`,
    ],
  });
  const rows = failureRows(newer, older);
  assert.deepEqual(
    rows.map((r) => [r.command, r.state, r.is_new]),
    [
      ["npm run lint", "failing", false],
      ["node e2e.js", "passed later", true],
      ["npm test", "fixed", false],
    ],
  );
  // Gone from the newer packet: fixed if it was failing; a failure that had passed is no news.
  const after = makePacket({ failed_attempts: [] });
  assert.deepEqual(
    failureRows(after, newer).map((r) => [r.command, r.state]),
    [["npm run lint", "fixed"]],
  );
  assert.deepEqual(countFailures(rows), { failing: 1, passed_later: 1, fixed: 1 });
});

test("'fixed' and 'new' never hold the same failure, whatever its count or labels", () => {
  // The same two commands, one more run each and carried labels: neither new nor fixed.
  const older = makePacket({ failed_attempts: ["npm test -> exit 1", "npm run lint -> exit 1"] });
  const newer = makePacket({
    failed_attempts: [
      "npm test -> exit 1 (x2)",
      `npm run lint -> exit 1 (from packet ${older.id})`,
    ],
  });
  const rows = failureRows(newer, older);
  assert.deepEqual(
    rows.map((r) => [r.command, r.state, r.is_new]),
    [
      ["npm test", "failing", false],
      ["npm run lint", "failing", false],
    ],
  );
  for (const row of rows) assert.ok(!(row.is_new && row.state === "fixed"));
});

test("the counts are the packet's current states: two failures that both passed count none failing", () => {
  const older = makePacket({ failed_attempts: ["npm test -> exit 1", "npm run lint -> exit 1"] });
  const newer = makePacket({
    failed_attempts: ["npm test -> exit 1 (passed later)", "npm run lint -> exit 1 (passed later)"],
  });
  assert.deepEqual(countFailures(failureRows(newer, older)), {
    failing: 0,
    passed_later: 0,
    fixed: 2,
  });
  assert.deepEqual(countFailures(failureRows(newer, null)), {
    failing: 0,
    passed_later: 2,
    fixed: 0,
  });
});
