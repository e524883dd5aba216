/**
 * Word stems: identifiers read as the words they are made of, prose and code meeting on the
 * first four letters of each word; function words, short words and code keywords left out.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import { stemOf, wordStems } from "../../src/util/word-stems.js";

test("identifiers split into their words, each cut to its stem", () => {
  const cases: [string, string[]][] = [
    ["SPLIT_REFUND", ["spli", "refu"]],
    ["keepsZwj", ["keep", "zwj"]],
    ["test_pair_counts_once", ["test", "pair", "coun", "once"]],
    ["npm run test:slow", ["npm", "run", "test", "slow"]],
    ["scripts/import.sh 2024", ["scri", "impo", "2024"]],
    ["make check Q=3", ["make", "chec", "3"]],
    ["parseHTTPResponse", ["pars", "http", "resp"]],
    ["utf8Width", ["utf", "8", "widt"]],
    ["test('pair counts once', () => {", ["test", "pair", "coun", "once"]],
    ["each card's tip", ["each", "card", "tip"]],
  ];
  for (const [text, stems] of cases) assert.deepEqual(wordStems(text), stems, text);
});

test("prose and code about the same thing share stems", () => {
  const step = new Set(wordStems("Handle refunds on split payments"));
  for (const stem of wordStems("const SPLIT_REFUND = 'split-refund'; // refunds go back per card"))
    if (stem === "spli" || stem === "refu") assert.ok(step.has(stem), stem);
  assert.deepEqual(wordStems("Los reembolsos de pagos divididos"), ["reem", "pago", "divi"]);
});

test("function words, short words and skipped tokens carry no stem", () => {
  assert.equal(stemOf("the"), null);
  assert.equal(stemOf("to"), null);
  assert.equal(stemOf("2024"), "2024");
  assert.equal(stemOf("Refunds"), "refu");
  assert.deepEqual(
    wordStems("const charCount = (s) => { return s.length; }", (w) =>
      ["const", "return"].includes(w),
    ),
    ["char", "coun", "leng"],
  );
});
