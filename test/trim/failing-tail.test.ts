/**
 * The end of a long test run's output keeps the failing tests its cut would lose: three failing
 * tests whose stack traces fill the kept end no longer lose the first, in node --test's spec and
 * TAP reporters and pytest; an output with no failing test, or short enough, is cut as before.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import { tailWithFailingTests } from "../../src/trim/failing-tail.js";
import { failureLine } from "../../src/trim/failure-line.js";
import { recordedFailure } from "../helpers/failure-outputs.js";

/** Stack frames as node prints them, `n` of them, pushing what came before out of a tail. */
const frames = (n: number) =>
  Array.from(
    { length: n },
    (_, i) => `      at Test.run${i} (node:internal/test_runner/test:${800 + i}:25)`,
  ).join("\n");

/** A node --test spec run of three failing tests, each with `n` frames under its values. */
function nodeSpecRun(n: number): string {
  const block = (title: string, actual: string, expected: string) =>
    `✖ ${title} (1.2ms)\n  AssertionError [ERR_ASSERTION]: Expected values to be strictly equal:\n  + actual - expected\n  \n  + ${actual}\n  - ${expected}\n${frames(n)}\n`;
  return `✔ lists free tables (1.1ms)\n${block("last slot starts at 20:00", "'21:30'", "'20:00'")}${block("two bookings leave no gap", "15", "0")}${block("closing is 22:00", "'23:00'", "'22:00'")}ℹ tests 4\nℹ pass 1\nℹ fail 3\n`;
}

test("node --test spec: the first of three failing tests stays in a 2,000-character end", () => {
  const run = nodeSpecRun(20);
  assert.ok(run.length > 4_000);
  const plain = failureLine([run.slice(-2_000)]);
  assert.doesNotMatch(plain, /last slot starts at 20:00/, "the plain end loses it");
  const kept = tailWithFailingTests(run, 2_000);
  assert.ok(kept.length <= 2_000);
  const reason = failureLine([kept]);
  assert.match(reason, /^✖ last slot starts at 20:00 — .*'21:30' !== '20:00'/);
  assert.match(reason, /"two bookings leave no gap": 15 !== 0/);
  assert.match(reason, /"closing is 22:00": '23:00' !== '22:00'/);
});

test("recorded runs cut short: each failing test keeps its name and values", () => {
  for (const name of ["node-test-multi-spec", "node-test-multi-tap"]) {
    const run = recordedFailure(name).combined;
    const whole = failureLine([run]);
    assert.equal(failureLine([tailWithFailingTests(run, 1_600)]), whole, name);
    assert.notEqual(failureLine([run.slice(-1_600)]), whole, `${name}: the plain end loses one`);
  }
});

test("pytest: the first failing test's section stays when the others' tracebacks fill the end", () => {
  const section = (name: string, assertion: string) =>
    `___________________________ ${name} ___________________________\n\n    def ${name}():\n${"        x = slots()\n".repeat(30)}>       ${assertion}\nE       ${assertion.replace("assert", "assert")}\n\ntests/test_slots.py:12: AssertionError\n`;
  const run = `============================= FAILURES =============================\n${section("test_last_slot", "assert '21:30' == '20:00'")}${section("test_gap", "assert 15 == 0")}${section("test_closing", "assert '23:00' == '22:00'")}`;
  const reason = failureLine([tailWithFailingTests(run, 2_000)]);
  assert.match(reason, /test_last_slot/);
  assert.doesNotMatch(failureLine([run.slice(-2_000)]), /test_last_slot/);
});

test("an output with no failing test before its end, or a short one, is cut as before", () => {
  const log = `${"building chunk 1234 of the bundle\n".repeat(200)}error: out of memory\n`;
  assert.equal(tailWithFailingTests(log, 2_000), log.slice(-2_000));
  const short = nodeSpecRun(1);
  assert.equal(tailWithFailingTests(short, 10_000), short);
});
