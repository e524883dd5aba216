/**
 * The briefing's facts about commands: "Passing now" offers checks whose exit status is the
 * check's own (SPEC §2.3), and a failure's reason is the feedback tail's `last_error_line`.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import { collectBriefingFacts } from "../../src/resume/briefing-facts.js";
import { realisticPacket, resultFor } from "../helpers/briefing-packets.js";

test("Passing now holds checks only, newest first; reads and piped-away statuses stay out", () => {
  const packet = realisticPacket();
  packet.feedback_tail = [
    { command: "npm run lint", exit_code: 1, count: 1, last_error_line: "src/a.ts:1:1 x" },
    { command: "npm run typecheck", exit_code: 0 },
    { command: "cat src/retry.js", exit_code: 0 },
    { command: "git status --short && npm test 2>&1 | tail -3", exit_code: 0 },
    { command: "set -o pipefail; npm test 2>&1 | tail -3", exit_code: 0 },
    { command: "npm run build && npm test", exit_code: 0 },
    { command: "npm test; echo done", exit_code: 0 },
    { command: "npm run lint", exit_code: 0 },
    { command: "go vet ./... | head", exit_code: 0 },
  ];
  const facts = collectBriefingFacts(resultFor(packet), packet);
  assert.deepEqual(facts.passing_now, [
    "npm run lint",
    "npm run build && npm test",
    "set -o pipefail; npm test 2>&1 | tail -3",
    "npm run typecheck",
  ]);
});

test("a check whose latest run failed is not passing, whatever ran before", () => {
  const packet = realisticPacket();
  packet.feedback_tail = [
    { command: "npm test", exit_code: 0 },
    { command: "npm test", exit_code: 1, count: 1, last_error_line: "AssertionError: x" },
  ];
  const facts = collectBriefingFacts(resultFor(packet), packet);
  assert.deepEqual(facts.passing_now, []);
  const attempt = facts.failed_attempts.find((a) => a.command === "npm test");
  assert.equal(attempt?.last_error, "AssertionError: x");
});

test("a packet written before reasons were chosen: a boilerplate reason is read again from the tail", () => {
  const packet = realisticPacket();
  const tail = [
    "not ok 1 - session route",
    "  error: 'connect ECONNREFUSED 127.0.0.1:6379'",
    "# tests 1",
    "# duration_ms 626.582603",
  ].join("\n");
  packet.feedback_tail = [
    { command: "npm test", exit_code: 1, last_error_line: "# duration_ms 626.582603", tail },
    {
      command: "npm run lint",
      exit_code: 1,
      last_error_line: "src/limiter.ts:12:7 noExplicitAny: Unexpected any",
      tail: "src/limiter.ts:12:7 noExplicitAny: Unexpected any\nChecked 3 files in 2ms",
    },
  ];
  const facts = collectBriefingFacts(resultFor(packet), packet);
  const reason = (command: string) =>
    facts.failed_attempts.find((a) => a.command === command)?.last_error;
  assert.equal(
    reason("npm test"),
    "not ok 1 - session route — error: 'connect ECONNREFUSED 127.0.0.1:6379'",
  );
  // A reason that says something is the packet's own, kept as written.
  assert.equal(reason("npm run lint"), "src/limiter.ts:12:7 noExplicitAny: Unexpected any");
});
