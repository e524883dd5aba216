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

test("the comment taken out right above a line goes with it, its markers left out", () => {
  const patch = [
    "diff --git a/lib/Shift.pm b/lib/Shift.pm",
    "--- a/lib/Shift.pm",
    "+++ b/lib/Shift.pm",
    "@@ -8,4 +8 @@ sub fill {",
    "-    # Each team keeps one person who has done the night run before:",
    "-    # nobody new locks the depot alone.",
    "-    my @old = grep { $_->{runs} > 0 } @free;",
    "-    my $lead = shift @old;",
    "+    my $lead = $free[0];",
    "@@ -20,2 +17,0 @@",
    "-/* kept for the old export */",
    "-const LEGACY_COLUMNS = 9;",
    "diff --git a/b.js b/b.js",
    "--- a/b.js",
    "+++ b/b.js",
    "@@ -3,2 +3 @@",
    "-// moved below",
    "-const LIMIT = 3;",
    "+const LIMIT = 4;",
    "@@ -9 +9 @@",
    "+// moved below",
    "",
  ].join("\n");
  const lines = parseReplacedLines(patch);
  assert.deepEqual(
    lines.map((l) => [l.was, l.comment ?? null]),
    [
      [
        "my @old = grep { $_->{runs} > 0 } @free;",
        "Each team keeps one person who has done the night run before: nobody new locks the depot alone.",
      ],
      ["const LEGACY_COLUMNS = 9;", "kept for the old export"],
      // A comment put back elsewhere word for word went nowhere.
      ["const LIMIT = 3;", null],
    ],
  );
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
