import assert from "node:assert/strict";
import { test } from "node:test";
import { commandOf, reasonOf } from "../../src/resume/failure-reason.js";

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
