import assert from "node:assert/strict";
import { test } from "node:test";
import { parseReplacedLines } from "../../../src/collect/git/replaced-lines.js";

const PATCH = [
  "diff --git a/src/rank.js b/src/rank.js",
  "--- a/src/rank.js",
  "+++ b/src/rank.js",
  "@@ -4 +4 @@",
  "-    return a.joinedAt - b.joinedAt;",
  "+    return a.name.localeCompare(b.name);",
  "diff --git a/tests/test_split.py b/tests/test_split.py",
  "--- a/tests/test_split.py",
  "+++ b/tests/test_split.py",
  "@@ -4 +4 @@ def test_three_way():",
  "-    assert split_bill(1000, 3) == [333, 333, 334]",
  "+    assert split_bill(1000, 3) == [334, 333, 333]",
  "diff --git a/meter/daily.py b/meter/daily.py",
  "--- a/meter/daily.py",
  "+++ b/meter/daily.py",
  "@@ -2 +1,0 @@",
  "-from scipy.stats import zscore",
  "@@ -5,2 +4 @@",
  "-    kept = clean(values)",
  "-    return statistics.mean(kept)",
  "+    return statistics.mean(values)",
  "diff --git a/src/moved.js b/src/moved.js",
  "--- a/src/moved.js",
  "+++ b/src/moved.js",
  "@@ -1 +1 @@",
  "-const total = sumPrices(items);",
  "+const total = sumPrices(items, { rounding: true });",
  "",
].join("\n");

test("lines whose names or numbers went, with the line in their place", () => {
  assert.deepEqual(parseReplacedLines(PATCH), [
    {
      path: "src/rank.js",
      was: "return a.joinedAt - b.joinedAt;",
      line: "return a.name.localeCompare(b.name);",
      dropped: ["joinedAt"],
    },
    {
      path: "tests/test_split.py",
      was: "assert split_bill(1000, 3) == [333, 333, 334]",
      line: "assert split_bill(1000, 3) == [334, 333, 333]",
      where: "def test_three_way():",
    },
    {
      path: "meter/daily.py",
      was: "from scipy.stats import zscore",
      line: null,
      dropped: ["scipy", "stats", "zscore"],
    },
  ]);
});

test("a name still named by an added line anywhere in the patch was not taken out", () => {
  const moved = [
    "diff --git a/a.js b/a.js",
    "--- a/a.js",
    "+++ b/a.js",
    "@@ -1 +0,0 @@",
    "-const MAX_SEATS = 12;",
    "diff --git a/b.js b/b.js",
    "--- a/b.js",
    "+++ b/b.js",
    "@@ -0,0 +1 @@",
    "+const MAX_SEATS = 12;",
    "",
  ].join("\n");
  assert.deepEqual(parseReplacedLines(moved), []);
});

test("a comment taken out is no line of the code", () => {
  const comment = [
    "diff --git a/a.js b/a.js",
    "--- a/a.js",
    "+++ b/a.js",
    "@@ -1 +0,0 @@",
    "-// JavaScript fallback for IE_11 users",
    "",
  ].join("\n");
  assert.deepEqual(parseReplacedLines(comment), []);
});
