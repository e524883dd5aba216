import assert from "node:assert/strict";
import { test } from "node:test";
import { generate } from "../../src/generate/index.js";
import { toPreviousView } from "../../src/store/registry.js";
import { makeSampleSnapshot } from "../helpers/sample-snapshot.js";

test("a rerun whose only new input is the packet it repeats reproduces that packet's bytes", () => {
  const first = generate(makeSampleSnapshot());
  const rerun = generate({ ...makeSampleSnapshot(), previous: toPreviousView(first.payload) });
  assert.equal(rerun.payload.id, first.payload.id);
  assert.equal(rerun.payload.previous, first.payload.previous);
  assert.equal(rerun.json, first.json);
  assert.equal(rerun.markdown, first.markdown);
});

test("a packet that differs from the active one supersedes it", () => {
  const first = generate(makeSampleSnapshot());
  const changed = makeSampleSnapshot();
  changed.options = { ...changed.options, next: "run `npm test` again" };
  const second = generate({ ...changed, previous: toPreviousView(first.payload) });
  assert.notEqual(second.payload.id, first.payload.id);
  assert.equal(second.payload.previous, first.payload.id);
});
