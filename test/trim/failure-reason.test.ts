import assert from "node:assert/strict";
import { test } from "node:test";
import { failureLine, scoreLine } from "../../src/trim/failure-line.js";
import { commandOf, reasonOf } from "../../src/trim/failure-reason.js";

test("a bare assertion header of an older packet gets the title and values its kept tail shows", () => {
  const entry = {
    command: "node --test",
    exit_code: 1,
    last_error_line: "Expected values to be strictly equal:",
    tail: "# Subtest: subtracts a refund\nnot ok 2 - subtracts a refund\n  ---\n  error: |-\n    Expected values to be strictly equal:\n    \n    16 !== 15\n    \n  code: 'ERR_ASSERTION'",
  };
  assert.equal(
    reasonOf(entry),
    "not ok 2 - subtracts a refund — Expected values to be strictly equal: 16 !== 15",
  );
});

test("a reason the tail says no more of stays as the packet states it", () => {
  const entry = {
    command: "make db-test",
    exit_code: 2,
    last_error_line: "psql: error: connection to server on socket failed: Connection refused",
    tail: "…ion refused\nmake: *** [Makefile:4: db-test] Error 2",
  };
  assert.equal(reasonOf(entry), entry.last_error_line);
  assert.equal(commandOf("make db-test -> exit 2 (x3)"), "make db-test");
});

/** Node's output for a failed `assert.strictEqual` in a script, as a tail keeps its end. */
const NODE_ASSERT = [
  "AssertionError [ERR_ASSERTION]: Expected values to be strictly equal:",
  "",
  "4 !== 5",
  "",
  "    at Object.<anonymous> (/tmp/x/t.js:4:49)",
  "    at Module._compile (node:internal/modules/cjs/loader:1364:14)",
  "    at node:internal/main/run_main_module:28:49 {",
  "  code: 'ERR_ASSERTION',",
  "}",
  "",
  "Node.js v20.18.0",
].join("\n");

test("a frame's end left by a clipped tail (`t.js:4:49)`) is never chosen over a line that says more", () => {
  const cut = NODE_ASSERT.slice(NODE_ASSERT.indexOf("t.js:4:49)"));
  assert.ok(cut.startsWith("t.js:4:49)\n"));
  assert.notEqual(failureLine([cut]), "t.js:4:49)");
  assert.equal(scoreLine("t.js:4:49)") < 0, true);
  // Whole, the output gives the assertion with its values.
  assert.equal(
    failureLine([NODE_ASSERT]),
    "AssertionError [ERR_ASSERTION]: Expected values to be strictly equal: 4 !== 5",
  );
});

test("a packet that kept a frame's fragment as its reason reads a better line from its tail", () => {
  const entry = {
    command: "node t.js",
    exit_code: 1,
    last_error_line: "t.js:4:49)",
    tail: NODE_ASSERT,
  };
  assert.equal(
    reasonOf(entry),
    "AssertionError [ERR_ASSERTION]: Expected values to be strictly equal: 4 !== 5",
  );
});
