import assert from "node:assert/strict";
import { test } from "node:test";
import { endsWithPath, isSamePath } from "../../src/util/path-tail.js";

test("a path ends with another when its last whole parts are that path", () => {
  assert.ok(endsWithPath("src/a.ts", "src/a.ts"));
  assert.ok(endsWithPath("/home/u/repo/src/a.ts", "src/a.ts"));
  assert.ok(endsWithPath("/home/u/repo/src/a.ts", "a.ts"));
  assert.ok(!endsWithPath("src/my-a.ts", "a.ts"));
  assert.ok(!endsWithPath("src/a.ts", "/home/u/repo/src/a.ts"));
  assert.ok(!endsWithPath("src/a.ts", "./src/a.ts"), "a leading ./ is the caller's to drop");
});

test("the same file is the same whichever spelling is the longer", () => {
  assert.ok(isSamePath("src/a.ts", "/home/u/repo/src/a.ts"));
  assert.ok(isSamePath("/home/u/repo/src/a.ts", "src/a.ts"));
  assert.ok(!isSamePath("src/a.ts", "lib/a.ts"));
  assert.ok(!isSamePath("a.ts", "ba.ts"));
});
