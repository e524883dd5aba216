import assert from "node:assert/strict";
import { join, resolve, sep } from "node:path";
import { test } from "node:test";
import { isWithin, relativeWithin } from "../../src/util/within.js";

const root = resolve("/work/repo");

test("a path is within its root when it is the root or below it", () => {
  assert.equal(relativeWithin(root, root), "");
  assert.equal(relativeWithin(root, join(root, "a.txt")), "a.txt");
  assert.equal(relativeWithin(root, join(root, "src", "x.ts")), join("src", "x.ts"));
  assert.ok(isWithin(root, root) && isWithin(root, join(root, "src", "x.ts")));
});

test("a name that starts with two dots is inside: `..foo` is a file, not the parent", () => {
  assert.equal(relativeWithin(root, join(root, "..foo")), "..foo");
  assert.equal(relativeWithin(root, join(root, "...")), "...");
  assert.equal(relativeWithin(root, join(root, "..d", "x")), join("..d", "x"));
  assert.ok(isWithin(root, join(root, "..foo")));
});

test("the parent, a sibling and a sibling sharing the root's name as a prefix are outside", () => {
  assert.equal(relativeWithin(root, resolve(root, "..")), null);
  assert.equal(relativeWithin(root, resolve(root, "..", "other", "x")), null);
  assert.equal(relativeWithin(root, `${root}x${sep}a.txt`), null);
  assert.equal(relativeWithin(root, resolve("/etc/passwd")), null);
  assert.ok(!isWithin(root, resolve(root, "..", "..foo")));
});

test("a path that climbs out and back in, or has a trailing separator, is judged where it lands", () => {
  assert.equal(relativeWithin(root, `${root}${sep}src${sep}..${sep}a.txt`), "a.txt");
  assert.equal(relativeWithin(root, `${root}${sep}src${sep}`), "src");
  assert.equal(relativeWithin(root, `${root}${sep}..${sep}repo2`), null);
});
