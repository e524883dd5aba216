import assert from "node:assert/strict";
import { readdirSync } from "node:fs";
import { test } from "node:test";
import { clipTail } from "../../src/collect/transcripts/events.js";
import { failureLine, NEVER_A_REASON, scoreLine } from "../../src/trim/failure-line.js";
import { trim } from "../../src/trim/trim.js";
import {
  FAILURE_OUTPUTS,
  type RecordedFailure,
  recordedFailure as load,
} from "../helpers/failure-outputs.js";

/** The line each recorded failure's reason must be: the one a reader would quote. */
const EXPECTED: Record<string, string | RegExp> = {
  "cargo-build-type-error": "error[E0308]: mismatched types",
  // The thread id differs between the two recorded runs.
  "cargo-test-assert":
    /^thread 'tests::parses_plain' \(\d+\) panicked at src\/lib\.rs:10:9: assertion `left == right` failed, left: 6380, right: 6379$/,
  "eslint-errors": "7:1   error  This line has a length of 185. Maximum allowed is 100  max-len",
  "go-build-error": "./retry.go:3:57: undefined: base",
  // The failing test's title joins the line that says why (go -v prints it after the message).
  "go-test-fail": "--- FAIL: TestCap — retry_test.go:13: Backoff(10) = 102400, want 10000",
  "go-test-fail-v": "--- FAIL: TestCap — retry_test.go:13: Backoff(10) = 102400, want 10000",
  // jest's `●` title, its matcher line and the two values printed under it.
  "jest-assert":
    "● session › ttl in milliseconds — expect(received).toBe(expected) // Object.is equality; Expected: 300000, Received: 300",
  "lint-script-long-line": "src/retry.js:7: line is 185 chars (max 100)",
  // A C test binary under make: its own line names the check and both values; make's
  // `*** [Makefile:7: check] Error 1` is no reason. assert() names the expression.
  "make-c-check": "FAIL refill_caps_at_burst: expected 10, got 200",
  "make-c-assert": "test_bucket: test_bucket.c:7: main: Assertion `refill(0, 2) == 10' failed.",
  "node-test-describe-spec":
    "✖ subtracts a refund — AssertionError [ERR_ASSERTION]: Expected values to be strictly equal: 16 !== 15",
  "node-test-describe-tap":
    "not ok 2 - subtracts a refund — Expected values to be strictly equal: 16 !== 15",
  "node-test-econnrefused":
    "not ok 1 - session route — error: 'connect ECONNREFUSED 127.0.0.1:6379'",
  "node-test-econnrefused-spec": "✖ session route — Error: connect ECONNREFUSED 127.0.0.1:6379",
  // node --test: the test's title, the assertion's header and the `actual !== expected` line.
  "node-test-spec":
    "✖ adds larger numbers — AssertionError [ERR_ASSERTION]: Expected values to be strictly equal: 5 !== 4",
  "node-test-tap": "not ok 2 - adds larger numbers — Expected values to be strictly equal: 5 !== 4",
  // Several failing tests: each named with its values (a `+ actual - expected` diff read as
  // `actual !== expected`), as many as the 2,000-character tail still shows.
  "node-test-multi-tap":
    "not ok 3 - collapses dashes — Expected values to be strictly equal: 'a----b' !== 'a-b'; also failing: \"caps the length at 60\": 70 !== 60",
  "node-test-two-tap":
    "not ok 2 - collapses dashes — Expected values to be strictly equal: 'a----b' !== 'a-b'; also failing: \"caps the length at 60\": 70 !== 60",
  "node-test-multi-spec":
    "✖ collapses dashes — AssertionError [ERR_ASSERTION]: Expected values to be strictly equal: 'a----b' !== 'a-b'; also failing: \"caps the length at 60\": 70 !== 60",
  "npm-missing-script": 'npm error Missing script: "lint"',
  "npm-start-econnrefused": "Error: connect ECONNREFUSED 127.0.0.1:6379",
  "npm-workspace-test": "not ok 1 - session route — error: 'connect ECONNREFUSED 127.0.0.1:6379'",
  "npx-canceled":
    'npm error npx canceled due to missing packages and no YES option: ["prettier@3.10.1"]',
  "npx-offline-notcached":
    "npm error request to https://registry.npmjs.org/some-missing-pkg-zz9 failed: cache mode is 'only-if-cached' but no cached response is available.",
  "pytest-assert": "FAILED test_retry.py::test_caps_at_ten_seconds - assert 102400 == 10000",
  // Four failing tests in two files: the summary's `FAILED` lines and the section headers name
  // each once, two of them with the same short name in two files.
  "pytest-multi":
    'FAILED test_stock.py::test_restock_adds_a_batch - assert 4 == 3; also failing: "test_stock.py::test_sell_removes_items": assert 4 == 3; "StockTest.test_restock_adds_a_batch": AssertionError: 4 != 3; "StockTest.test_sell_removes_items": AssertionError: 4 != 3',
  "pytest-import-error":
    "ERROR collecting test_import.py — E ModuleNotFoundError: No module named 'redis_client'",
  // `pytest -q` cuts a long test id's summary line to the terminal's width, message and all:
  // the name comes from its section header.
  "pytest-q-class-param":
    "TestRefunds.test_balance_after_refund_of_a_partially_settled_invoice[5] — E AssertionError: assert 16 == (20 - 5)",
  // prove: Test::More's diagnostic names the test, the got/expected lines under it join it.
  "prove-tap":
    "Failed test 'adds a batch': got: '3', expected: '2'; also failing: \"empty shelf\": got: '1', expected: '0'",
  "prove-tap-verbose":
    "Failed test 'adds a batch': got: '3', expected: '2'; also failing: \"empty shelf\": got: '1', expected: '0'",
  "prove-multi":
    "Failed test 'adds a batch': got: '4', expected: '3'; also failing: \"removes sold items\": got: '4', expected: '3'",
  "python-traceback": "ConnectionRefusedError: [Errno 111] Connection refused",
  "tsc-errors":
    "src/retry.ts(3,46): error TS2551: Property 'delay' does not exist on type 'RetryOptions'. Did you mean 'delayMs'?",
  // unittest: the `FAIL: test_x (pkg.Case.test_x)` header names the test of the assertion.
  "unittest-assert":
    'FAIL: test_adds_a_batch (shelf.tests.test_stock.RestockTest.test_adds_a_batch) — AssertionError: 3 != 2; also failing: "test_empty_shelf": AssertionError: 1 != 0',
  "unittest-verbose":
    'FAIL: test_adds_a_batch (shelf.tests.test_stock.RestockTest.test_adds_a_batch) — AssertionError: 3 != 2; also failing: "test_empty_shelf": AssertionError: 1 != 0',
  "unittest-multi":
    'FAIL: test_restock_adds_a_batch (test_stock_unit.StockTest.test_restock_adds_a_batch) — AssertionError: 4 != 3; also failing: "test_sell_removes_items": AssertionError: 4 != 3',
  "vitest-assert":
    "FAIL src/session.test.js > session > ttl in milliseconds — AssertionError: expected 300 to be 300000 // Object.is equality",
  "vitest-assert-nocolor":
    "FAIL src/session.test.js > session > ttl in milliseconds — AssertionError: expected 300 to be 300000 // Object.is equality",
};

const NAMES = readdirSync(FAILURE_OUTPUTS)
  .filter((file) => file.endsWith(".json"))
  .map((file) => file.slice(0, -".json".length))
  .sort();

/** The line the trim used to give: the last non-blank line of stderr, else of stdout. */
function oldLastLine(run: RecordedFailure): string {
  const output = run.stderr.trim() !== "" ? run.stderr : run.stdout;
  const lines = output.split(/\r?\n/).filter((line) => line.trim() !== "");
  return (lines[lines.length - 1] ?? "").trim();
}

test("every recorded failure has its expected reason, and every expectation its recording", () => {
  assert.deepEqual(NAMES, Object.keys(EXPECTED).sort());
});

for (const name of NAMES) {
  test(`${name}: the reason is the informative line, from the streams apart or together`, () => {
    const run = load(name);
    const expected = EXPECTED[name] ?? "";
    const is = (actual: string | undefined) =>
      typeof expected === "string"
        ? assert.equal(actual, expected)
        : assert.match(actual ?? "", expected);
    // The trim sees tails (2,000 characters of each stream), as the log and transcripts keep them.
    is(failureLine([clipTail(run.stdout), clipTail(run.stderr)]));
    is(failureLine([clipTail(run.combined)]));
    const { tail } = trim([
      {
        command: run.command,
        exit_code: run.exit_code,
        stdout_tail: clipTail(run.stdout),
        stderr_tail: clipTail(run.stderr),
      },
    ]);
    is(tail[0]?.last_error_line);
  });
}

test("the old rule (the output's last line) picked boilerplate for most of these runs", () => {
  const missed = NAMES.filter((name) => {
    const expected = EXPECTED[name] ?? "";
    const old = oldLastLine(load(name));
    return typeof expected === "string" ? old !== expected : !expected.test(old);
  });
  // Only go build, a Python traceback and a lint script writing its finding to stderr end in it.
  assert.deepEqual(
    NAMES.filter((name) => !missed.includes(name)),
    ["go-build-error", "lint-script-long-line", "python-traceback"],
  );
  assert.ok(missed.length >= 20, `${missed.length} of ${NAMES.length}`);
});

test("notices, summaries, timings, passing lines, separators and ANSI codes are never the reason", () => {
  const noise = [
    "npm notice",
    "npm notice New major version of npm available! 10.8.2 -> 11.6.0",
    "npm warn deprecated glob@7.2.3: Glob versions prior to v9 are no longer supported",
    "npm error A complete log of this run can be found in: /root/.npm/_logs/x-debug-0.log",
    "npm error code 1",
    "npm error command sh -c node --test",
    "# duration_ms 557.212392",
    "# tests 3",
    "# fail 1",
    "ℹ duration_ms 1042.277569",
    "Tests: 1 failed, 2 passed, 3 total",
    "Tests:       1 failed, 2 passed, 3 total",
    "✓ session route 399 (3 ms)",
    "✔ adds small numbers (1.094288ms)",
    "ok 1 - adds small numbers",
    "--- PASS: TestFirst (0.00s)",
    "PASS src/a.test.js",
    "test result: FAILED. 1 passed; 1 failed; 0 ignored; 0 measured; 0 filtered out",
    "1 failed, 2 passed in 0.66s",
    "✖ 2 problems (2 errors, 0 warnings)",
    "Time:        0.392 s",
    "Ran all test suites.",
    "================ 1 error in 0.71s ================",
    "-----------",
    "⎯⎯⎯⎯⎯⎯⎯⎯[1/1]⎯",
    "\x1b[2m   Duration \x1b[22m 231ms",
    "\x1b[31m\x1b[39m",
    "Node.js v20.20.2",
    "FAIL",
    "ok  \texample.com/retry\t0.002s",
    "",
  ];
  for (const line of noise) {
    assert.equal(failureLine([line]), "", JSON.stringify(line));
    assert.equal(
      failureLine([`${line}\nsomething odd happened\n${line}`]),
      "something odd happened",
    );
  }
});

test("ANSI codes are stripped from the chosen line", () => {
  assert.equal(
    failureLine(["\x1b[31m\x1b[1mAssertionError\x1b[22m: expected 1 to be 2\x1b[39m\n"]),
    "AssertionError: expected 1 to be 2",
  );
});

test("among lines that say nothing special, the last one is the reason (as before)", () => {
  assert.equal(failureLine(["line\nfailure 9999\n"]), "failure 9999");
  assert.equal(failureLine(["", "first\nsecond", undefined]), "second");
  assert.equal(failureLine([undefined, "   \n\n"]), "");
});

test("among equally telling lines, the first (the root cause a compiler reports first) wins", () => {
  assert.equal(
    failureLine(["a.ts(1,1): error TS1: first\nb.ts(2,2): error TS2: second\n"]),
    "a.ts(1,1): error TS1: first",
  );
});

test("a timeout or a kill outranks the assertion it interrupted", () => {
  assert.equal(
    failureLine(["AssertionError: expected 1 to be 2\nCommand timed out after 2m 0.0s"]),
    "Command timed out after 2m 0.0s",
  );
});

/** A string that counts the characters taken out of it (the only way `failureLine` reads one). */
class CountedText extends String {
  taken = 0;
  override slice(start?: number, end?: number): string {
    const part = super.slice(start, end);
    this.taken += part.length;
    return part;
  }
}

test("linear: a long output of many lines is read in bounded input, counted, whatever its size", () => {
  const line = "x".repeat(200);
  const taken = [1_000, 100_000].map((lines) => {
    const text = new CountedText(
      `${"AssertionError: early\n"}${`${line}\n`.repeat(lines)}Error: late\n`,
    );
    // Only the end of a stream is read (the trim hands over tails): the early line is out of reach.
    assert.equal(failureLine([text as unknown as string]), "Error: late");
    return text.taken;
  });
  // A hundred times the input, the same characters read: the tail it scans, and nothing else.
  assert.equal(taken[0], taken[1]);
  assert.ok(taken[1]! <= 8_000, `${taken[1]} characters read`);
  const long = `Error: ${"a".repeat(1_000_000)}`;
  assert.ok(failureLine([long]).length <= 8_000);
});

test("a single line is scored as the picker scores it, escapes ignored", () => {
  assert.equal(scoreLine("\x1b[2m   Duration \x1b[22m 231ms"), NEVER_A_REASON);
  assert.equal(
    scoreLine("npm error A complete log of this run can be found in: /x.log"),
    NEVER_A_REASON,
  );
  assert.equal(scoreLine("   "), NEVER_A_REASON);
  assert.ok(scoreLine("Error: connect ECONNREFUSED 127.0.0.1:6379") > scoreLine("connecting"));
});

test("more runners keep the test's name, the assertion and both values: a Rust panic's message and left/right, PHPUnit's and dotnet's titles, RSpec's and dotnet's values", () => {
  const rust = [
    "---- tests::tile_index_wraps stdout ----",
    "",
    "thread 'tests::tile_index_wraps' panicked at src/tile.rs:88:9:",
    "assertion `left == right` failed",
    "  left: 3",
    " right: 2",
    "note: run with `RUST_BACKTRACE=1` environment variable to display a backtrace",
  ].join("\n");
  assert.equal(
    failureLine([rust]),
    "thread 'tests::tile_index_wraps' panicked at src/tile.rs:88:9: assertion `left == right` failed, left: 3, right: 2",
  );
  const phpunit =
    "There was 1 failure:\n\n1) Tests\\FineTest::testChargesPerDay\nFailed asserting that 100 matches expected 150.\n\n/repo/tests/FineTest.php:14\n\nFAILURES!";
  assert.equal(
    failureLine([phpunit]),
    "1) Tests\\FineTest::testChargesPerDay — Failed asserting that 100 matches expected 150.",
  );
  const dotnet =
    "  Failed Fines.Tests.FineTests.ChargesPerDay [12 ms]\n  Error Message:\n   Assert.Equal() Failure: Values differ\nExpected: 150\nActual:   100\n  Stack Trace:";
  assert.match(
    failureLine([dotnet]),
    /^Failed Fines\.Tests\.FineTests\.ChargesPerDay \[12 ms\] — .*150.*100/,
  );
  const rspec =
    "  1) Fines#amount charges per day late\n     Failure/Error: expect(fine.amount).to eq(150)\n\n       expected: 150\n            got: 100\n\n       (compared using ==)";
  assert.equal(failureLine([rspec]), "expected: 150; got: 100");
});
