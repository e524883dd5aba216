/** The runs a passing command line vouches for: its `&&` list's commands, up to a change of context. */
import assert from "node:assert/strict";
import { test } from "node:test";
import { passingRuns } from "../../src/trim/and-list.js";

test("an && list vouches for each command before any that changes the context", () => {
  assert.deepEqual(passingRuns("make test"), ["make test"]);
  assert.deepEqual(passingRuns("A=1 cargo test && cargo run -q -- 7"), [
    "A=1 cargo test && cargo run -q -- 7",
    "A=1 cargo test",
    "cargo run -q -- 7",
  ]);
  assert.deepEqual(passingRuns("make build && cd web && npm test"), [
    "make build && cd web && npm test",
    "make build",
  ]);
  assert.deepEqual(passingRuns("source .env && make check"), ["source .env && make check"]);
  // Other operators, a pipeline, a negation, a background job: only the line itself.
  for (const line of [
    "make test || true",
    "make test; make lint",
    "make test | tee log && echo ok",
    "! make test && echo failed",
    "make serve & make test",
  ])
    assert.deepEqual(passingRuns(line), [line], line);
});
