/**
 * Word stems: identifiers read as the words they are made of, prose and code meeting on the
 * first four letters of each word; function words, short words and code keywords left out.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import { abbreviationsOf, shortCodeParts, stemOf, wordStems } from "../../src/util/word-stems.js";
import { charsNamedIn, writtenCharNames } from "../../src/util/code-points.js";

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
    ["each card's tip", ["card", "tip"]],
    ["only the refunds from each card", ["refu", "card"]],
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

test("a word's abbreviations: its first letter and later consonants in order", () => {
  const cases: [string, string, boolean][] = [
    ["quantity", "qty", true],
    ["amount", "amt", true],
    ["weight", "wt", true],
    ["count", "cnt", true],
    ["average", "avg", true],
    ["index", "idx", true],
    ["message", "msg", true],
    ["kilograms", "kg", true],
    // Out of order, another first letter, a vowel inside, the stem itself.
    ["weight", "tw", false],
    ["quantity", "aty", false],
    ["amount", "amo", false],
    ["quantity", "quan", false],
  ];
  for (const [word, short, is] of cases)
    assert.equal(abbreviationsOf(word).includes(short), is, `${word} / ${short}`);
  // Short words have none: a stem already holds them whole.
  assert.deepEqual(abbreviationsOf("tip"), []);
  assert.deepEqual(abbreviationsOf("tips"), []);
});

test("code's two-letter parts with no vowel are kept apart", () => {
  assert.deepEqual(shortCodeParts("const wtKg = p.grams / 1000; timeoutMs, id, go"), [
    "wt",
    "kg",
    "ms",
  ]);
  assert.deepEqual(shortCodeParts("max_px_width"), ["px"]);
});

test("the characters code writes by code point or as themselves are named", () => {
  const cases: [string, string[]][] = [
    ["s.replaceAll('\\u00a0', ' ')", ["NO-BREAK SPACE NBSP"]],
    ["/\\u{200B}/gu", ["ZERO WIDTH SPACE ZWSP"]],
    ["re.sub(r'\\x{2014}', '--', s)", ["EM DASH"]],
    ["text.replace('\\xad', '')", ["SOFT HYPHEN SHY"]],
    ["SEPARATOR = 0x202F", ["NARROW NO-BREAK SPACE NNBSP"]],
    ["// drops U+FEFF", ["ZERO WIDTH NO-BREAK SPACE BYTE ORDER MARK BOM ZWNBSP"]],
    ["out = '&#x2026;'", ["HORIZONTAL ELLIPSIS"]],
    ["chr(8203)", ["ZERO WIDTH SPACE ZWSP"]],
    ["s.split('—')", ["EM DASH"]],
    // Letters, digits, emoji and ASCII are named by no one's step here.
    ["'Café'; 0x41; '\\u0041'; '😀'; mask = 0xff", []],
  ];
  for (const [code, names] of cases) assert.deepEqual(writtenCharNames(code), names, code);
});

test("the characters prose names by a name of two words or more", () => {
  const cases: [string, number[]][] = [
    ["Drop the em dash from generated slugs.", [0x2014]],
    ["Replace EN DASHES with hyphens", [0x2013]],
    ["Strip the zero-width space from titles", [0x200b]],
    ["Keep the byte order mark out of the CSV", [0xfeff]],
    ["the soft-hyphen in names", [0xad]],
    // Another spoken name than the standard's, or one word: no character is pinned.
    ["Replace the non-breaking space", []],
    ["Add bullet points to the summary", []],
    ["the ellipsis at the end", []],
  ];
  for (const [text, cps] of cases) assert.deepEqual(charsNamedIn(text), cps, text);
});
