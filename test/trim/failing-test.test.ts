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
