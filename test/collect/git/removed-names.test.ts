/**
 * Names a diff takes the declaration of out and no added line mentions again: removed, not moved
 * or renamed in place; a deleted file's declarations too.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import { parseRemovedNames } from "../../../src/collect/git/removed-names.js";

const patch = (...files: [string, string[]][]) =>
  files
    .map(
      ([path, lines]) =>
        `diff --git a/${path} b/${path}\n--- a/${path}\n+++ b/${path}\n@@ -1,3 +1,2 @@\n${lines.join("\n")}`,
    )
    .join("\n");

test("a declaration removed with no mention left is taken out", () => {
  const removed = parseRemovedNames(
    patch(
      [
        "lib/slots.js",
        ["-const CLEANUP_MIN = 15;", "-const SLOT_MINUTES = 90;", "+const SLOT_MINUTES = 120;"],
      ],
      ["prune.py", ['-parser.add_argument("--dry-run", action="store_true")']],
    ),
  );
  assert.deepEqual(removed, [
    { path: "lib/slots.js", name: "cleanup_min" },
    { path: "prune.py", name: "dry-run" },
  ]);
});

test("one moved to another file, or still named, is not", () => {
  assert.deepEqual(
    parseRemovedNames(
      patch(
        ["lib/slots.js", ["-const CLEANUP_MIN = 15;"]],
        ["lib/hours.js", ["+export const CLEANUP_MIN = 15;"]],
      ),
    ),
    [],
  );
  assert.deepEqual(
    parseRemovedNames(
      patch(["lib/slots.js", ["-def retry_later(job):", "+def retry_later(job, delay):"]]),
    ),
    [],
  );
});

test("a deleted file's declarations are taken out with it", () => {
  const deleted =
    "diff --git a/lib/legacy-slots.js b/lib/legacy-slots.js\ndeleted file mode 100644\n--- a/lib/legacy-slots.js\n+++ /dev/null\n@@ -1,2 +0,0 @@\n-function halfHourSlots() {}\n-module.exports = { halfHourSlots };";
  assert.deepEqual(parseRemovedNames(deleted), [
    { path: "lib/legacy-slots.js", name: "halfhourslots" },
  ]);
});
