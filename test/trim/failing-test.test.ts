/**
 * The title and values a reason line takes from the runner's markup around it: positive and
 * negative examples, beside the recorded runs of failure-line.test.ts.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import { failureLine } from "../../src/trim/failure-line.js";

const cases: [string, string, string][] = [
  [
    "node --test spec: the nearest cross before the assertion, without its timing",
    "▶ ledger\n  ✔ opens (0.2ms)\n  ✖ closes the day (3.1ms)\n    AssertionError [ERR_ASSERTION]: Expected values to be strictly equal:\n\n    'open' !== 'closed'\n\n        at TestContext.<anonymous> (file:///w/ledger.test.js:9:12)\n",
    "✖ closes the day — AssertionError [ERR_ASSERTION]: Expected values to be strictly equal: 'open' !== 'closed'",
  ],
  [
    "jest: the `●` title and the Expected/Received lines under the matcher",
    '  ● ledger › rounds to cents\n\n    expect(received).toEqual(expected) // deep equality\n\n    Expected: 10.5\n    Received: 10.499\n\n      4 | test("rounds", () => {\n',
    "● ledger › rounds to cents — expect(received).toEqual(expected) // deep equality; Expected: 10.5, Received: 10.499",
  ],
  [
    "jest's console block is no title",
    "  ● Console\n\n    console.log\n      hello\n\nTypeError: Cannot read properties of undefined (reading 'id')\n",
    "TypeError: Cannot read properties of undefined (reading 'id')",
  ],
  [
    "go: the title after the message when -v prints it there",
    '=== RUN   TestParse\n    parse_test.go:21: got "a", want "b"\n--- FAIL: TestParse (0.01s)\nFAIL\n',
    '--- FAIL: TestParse — parse_test.go:21: got "a", want "b"',
  ],
  [
    "a passing test's line after the message is no title",
    '    parse_test.go:21: got "a", want "b"\n--- PASS: TestOther (0.00s)\n',
    'parse_test.go:21: got "a", want "b"',
  ],
  [
    "pytest: a summary line that names the test keeps it once",
    "___ test_total ___\nE       assert 3 == 2\nFAILED tests/test_sum.py::test_total - assert 3 == 2\n",
    "FAILED tests/test_sum.py::test_total - assert 3 == 2",
  ],
  [
    "pytest -q, a long id cut from the summary: the section header names it",
    "___ TestSum.test_total_of_a_long_named_case[3] ___\n\n>       assert total(xs) == 2\nE       assert 3 == 2\n\ntests/test_sum.py:7: AssertionError\nFAILED tests/test_sum.py::TestSum::test_total_of_a_long_named_case[3]\n",
    "TestSum.test_total_of_a_long_named_case[3] — E assert 3 == 2",
  ],
  [
    "no runner markup: the line alone",
    "connecting to db\nError: connect ECONNREFUSED 127.0.0.1:5432\n",
    "Error: connect ECONNREFUSED 127.0.0.1:5432",
  ],
  [
    "values are only the lines right after the header, not a later `!==` in the code",
    "not ok 1 - merges\n  error: 'Expected values to be strictly equal:'\n  code: 'ERR_ASSERTION'\n  if (a !== b) return\n",
    "not ok 1 - merges — error: 'Expected values to be strictly equal:'",
  ],
  [
    "node --test spec: a `+ actual - expected` diff gives the values as `actual !== expected`",
    "✖ strips accents (2ms)\n  AssertionError [ERR_ASSERTION]: Expected values to be strictly equal:\n  + actual - expected\n\n  + 'café'\n  - 'cafe'\n       ^\n      at TestContext.<anonymous> (file:///w/slug.test.js:5:10)\n",
    "✖ strips accents — AssertionError [ERR_ASSERTION]: Expected values to be strictly equal: 'café' !== 'cafe'",
  ],
  [
    "node --test TAP: a deep-equal diff gives its changed lines, not its context",
    "not ok 1 - sums the lines\n  ---\n  error: |-\n    Expected values to be strictly deep-equal:\n    + actual - expected\n    \n      {\n        a: 1,\n        b: [\n    +     2\n    -     3\n        ]\n      }\n  code: 'ERR_ASSERTION'\n",
    "not ok 1 - sums the lines — Expected values to be strictly deep-equal: 2 !== 3",
  ],
  [
    "jest: a `- Expected` / `+ Received` diff of objects",
    '  ● cart › totals\n\n    expect(received).toEqual(expected) // deep equality\n\n    - Expected  - 1\n    + Received  + 1\n\n      Object {\n    -   "total": 10,\n    +   "total": 12,\n      }\n',
    '● cart › totals — expect(received).toEqual(expected) // deep equality; "total": 12 !== "total": 10',
  ],
  [
    "vitest: a diff of the values the assertion already states adds nothing",
    " FAIL  src/a.test.js > a > b\nAssertionError: expected 3 to be 2 // Object.is equality\n\n- Expected\n+ Received\n\n- 2\n+ 3\n",
    "FAIL src/a.test.js > a > b — AssertionError: expected 3 to be 2 // Object.is equality",
  ],
  [
    "two failing tests under node --test TAP: both named, each with its values",
    "TAP version 13\n# Subtest: rounds\nnot ok 1 - rounds\n  ---\n  error: |-\n    Expected values to be strictly equal:\n    \n    '1.24' !== '1.25'\n    \n  code: 'ERR_ASSERTION'\n  ...\n# Subtest: formats the total\nnot ok 2 - formats the total\n  ---\n  error: |-\n    Expected values to be strictly equal:\n    + actual - expected\n    \n    + '12.5'\n    - '12.50'\n           ^\n  code: 'ERR_ASSERTION'\n  ...\n1..2\n# fail 2\n",
    "not ok 1 - rounds — Expected values to be strictly equal: '1.24' !== '1.25'; also failing: \"formats the total\": '12.5' !== '12.50'",
  ],
  [
    "a suite's own failure (`1 subtest failed`) is no test of the list",
    "    not ok 1 - subtracts a refund\n      ---\n      error: |-\n        Expected values to be strictly equal:\n        \n        16 !== 15\n        \n      ...\nnot ok 1 - balance\n  ---\n  failureType: 'subtestsFailed'\n  error: '1 subtest failed'\n  ...\n",
    "not ok 1 - subtracts a refund — Expected values to be strictly equal: 16 !== 15",
  ],
  [
    "jest: two failing tests, each title with its Expected/Received",
    "  ● cart › totals\n\n    expect(received).toBe(expected) // Object.is equality\n\n    Expected: 10\n    Received: 12\n\n  ● cart › discounts\n\n    expect(received).toBe(expected) // Object.is equality\n\n    Expected: 5\n    Received: 0\n\nTests: 2 failed, 2 total\n",
    '● cart › totals — expect(received).toBe(expected) // Object.is equality; Expected: 10, Received: 12; also failing: "cart › discounts": Expected: 5, Received: 0',
  ],
  [
    "go test: two failing tests, the message under each title",
    "--- FAIL: TestCap (0.00s)\n    retry_test.go:13: Backoff(10) = 102400, want 10000\n--- FAIL: TestJitter (0.00s)\n    retry_test.go:21: jitter = 0, want > 0\nFAIL\n",
    '--- FAIL: TestCap — retry_test.go:13: Backoff(10) = 102400, want 10000; also failing: "TestJitter": retry_test.go:21: jitter = 0, want > 0',
  ],
  [
    "go test -v prints titles after the lines they close: no list is read forward",
    "=== RUN   TestCap\n    retry_test.go:13: Backoff(10) = 102400, want 10000\n--- FAIL: TestCap (0.00s)\n=== RUN   TestJitter\n    retry_test.go:21: jitter = 0, want > 0\n--- FAIL: TestJitter (0.00s)\nFAIL\n",
    "--- FAIL: TestCap — retry_test.go:13: Backoff(10) = 102400, want 10000",
  ],
  [
    "a failing test and a passing one: no list",
    "✔ opens (0.2ms)\n✖ closes the day (3.1ms)\n  AssertionError [ERR_ASSERTION]: Expected values to be strictly equal:\n\n  'open' !== 'closed'\n\n",
    "✖ closes the day — AssertionError [ERR_ASSERTION]: Expected values to be strictly equal: 'open' !== 'closed'",
  ],
  [
    "a runner's summary naming a test again lists it once",
    "✖ opens (1ms)\n  AssertionError [ERR_ASSERTION]: Expected values to be strictly equal:\n\n  1 !== 2\n\n✖ closes (1ms)\n  AssertionError [ERR_ASSERTION]: Expected values to be strictly equal:\n\n  3 !== 4\n\nℹ fail 2\n\n✖ failing tests:\n\n✖ opens (1ms)\n  AssertionError [ERR_ASSERTION]: Expected values to be strictly equal:\n\n  1 !== 2\n\n✖ closes (1ms)\n  AssertionError [ERR_ASSERTION]: Expected values to be strictly equal:\n\n  3 !== 4\n",
    '✖ opens — AssertionError [ERR_ASSERTION]: Expected values to be strictly equal: 1 !== 2; also failing: "closes": 3 !== 4',
  ],
];

for (const [name, output, expected] of cases) {
  test(name, () => {
    assert.equal(failureLine([output]), expected);
  });
}

test("a title is sought in the reason's own stream, not in another", () => {
  assert.equal(
    failureLine(["✖ an earlier test (1ms)\n", "Error: ENOSPC: no space left on device\n"]),
    "Error: ENOSPC: no space left on device",
  );
});

test("many failing tests: as many as fit a briefing line, then how many more", () => {
  const output = Array.from(
    { length: 9 },
    (_, i) =>
      `not ok ${i + 1} - case number ${i + 1} of the long table\n  ---\n  error: |-\n    Expected values to be strictly equal:\n    \n    ${i} !== ${i + 1}\n    \n  ...\n`,
  ).join("");
  const reason = failureLine([output]);
  assert.ok(reason.length <= 300, reason);
  // The short form names more of them than the first told in full would leave room for.
  assert.match(
    reason,
    /^failing tests: "case number 1 of the long table": 0 !== 1; "case number 2 of the long table": 1 !== 2; /,
  );
  const shown = reason.match(/"case number \d+ of the long table": \d+ !== \d+/g)?.length ?? 0;
  assert.ok(shown >= 3, reason);
  assert.match(reason, new RegExp(`; and ${9 - shown} more$`));
});
