import assert from "node:assert/strict";
import { test } from "node:test";
import {
  constantNamesOf,
  codeNamesOfLine,
  holdsRun,
  importedNamesOfLine,
  isCommentLine,
  isSettingName,
  literalsOf,
  numbersOf,
  quotedIn,
} from "../../src/util/code-line.js";

test("the names shaped like code a line holds, reached through a dot too", () => {
  const table: [string, string[]][] = [
    ["return a.joinedAt - b.joinedAt;", ["joinedAt"]],
    ["MISSING_TEMP = 0.0", ["MISSING_TEMP"]],
    ["assert split_bill(1000, 3) == [333, 333, 334]", ["split_bill"]],
    ["return a.name.localeCompare(b.name);", ["localeCompare"]],
    // Plain words and short names are no names shaped like code.
    ["for r in readings:", []],
    ["x_y = 1", []],
  ];
  for (const [line, names] of table) assert.deepEqual(codeNamesOfLine(line), names, line);
});

test("an import line's names count whatever their shape; any other line's do not", () => {
  assert.deepEqual(importedNamesOfLine("from scipy.stats import zscore"), [
    "scipy",
    "stats",
    "zscore",
  ]);
  assert.deepEqual(importedNamesOfLine("const dayjs = require('dayjs');"), ["dayjs"]);
  assert.deepEqual(importedNamesOfLine("import moment from 'moment';"), ["moment"]);
  assert.deepEqual(importedNamesOfLine("kept = [v for v in values if ok(v)]"), []);
});

test("numbers in order, and runs of them", () => {
  assert.deepEqual(numbersOf("assert split_bill(1000, 3) == [333, 333, 334]"), [
    "1000",
    "3",
    "333",
    "333",
    "334",
  ]);
  assert.deepEqual(numbersOf("comes to 31.50 EUR, v2 and x1 aside; 1_200 ms"), ["31.50", "1200"]);
  assert.ok(holdsRun(["1000", "3", "333", "333", "334"], ["333", "333", "334"]));
  assert.ok(!holdsRun(["1000", "3", "334", "333", "333"], ["333", "333", "334"]));
  assert.ok(holdsRun(["31.5"], ["31.50"]));
  assert.ok(!holdsRun(["1"], []));
});

test("string literals of code, and what prose quotes (an apostrophe quotes nothing)", () => {
  assert.deepEqual(literalsOf('if (slot === null) return "free";'), ["free"]);
  assert.deepEqual(literalsOf("label = 'N/A' if v is None else f(v)"), ["N/A"]);
  assert.deepEqual(quotedIn("An empty slot reads \"free\", as 'N/A' did."), ["free", "N/A"]);
  assert.deepEqual(quotedIn("Un créneau vide s'affiche « free »."), ["free"]);
  assert.deepEqual(quotedIn("The club's desk and the players' list."), []);
});

test("comment lines, preprocessor lines aside", () => {
  for (const line of [
    "// JavaScript fallback",
    "  # keep for now",
    " * @param slot",
    "-- old view",
    "/* x */",
  ])
    assert.ok(isCommentLine(line), line);
  for (const line of [
    "#define CAP 4",
    "#include <vector>",
    "x = a * b",
    "return -1;",
    "total -= fee",
  ])
    assert.ok(!isCommentLine(line), line);
});

test("a line's upper-case constant names are whole words; a setting's has an underscore or three capitals", () => {
  assert.deepEqual(constantNamesOf("const MIN_CENTS = 500; // N items, HTTP2 not fooBAR or A_"), [
    "MIN_CENTS",
    "N",
    "HTTP2",
  ]);
  assert.deepEqual(["MIN_CENTS", "BURST", "HTTP2", "N", "ID", "A1B"].filter(isSettingName), [
    "MIN_CENTS",
    "BURST",
    "HTTP2",
  ]);
});
