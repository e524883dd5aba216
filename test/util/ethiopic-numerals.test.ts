/**
 * Ethiopic numerals, which are no positional digits, read to their value, alone and by
 * `quantitiesIn`; and the positional digits of other scripts (Mongolian, Tibetan, Lao, Khmer,
 * N'Ko, Ol Chiki, Balinese, Javanese) read as ASCII digits are.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import { ethiopicNumeralValue } from "../../src/util/ethiopic-numerals.js";
import { asciiDigits, quantitiesIn } from "../../src/util/quantity.js";

test("Ethiopic numerals: ones, tens, hundreds, ten thousands", () => {
  const cases: [string, number][] = [
    ["፩", 1],
    ["፱", 9],
    ["፲", 10],
    ["፲፪", 12],
    ["፺፱", 99],
    ["፻", 100],
    ["፫፻", 300],
    ["፻፳፭", 125],
    ["፲፪፻", 1200],
    ["፼", 10000],
    ["፪፼፭፻", 20500],
  ];
  for (const [run, want] of cases) assert.equal(ethiopicNumeralValue(run), want, run);
  // Two ones or two tens in a row, a ten after a one: no number.
  for (const run of ["፩፪", "፲፳", "፪፲"]) assert.equal(ethiopicNumeralValue(run), undefined, run);
});

test("Ethiopic numerals in prose are quantities", () => {
  assert.deepEqual(
    quantitiesIn("ቢበዛ ፫፻ ማሰሮ፣ ከዚያ ፲፪").map((q) => q.values),
    [[300], [12]],
  );
  assert.deepEqual(
    quantitiesIn("ቢበዛ ሦስት መቶ ማሰሮ").map((q) => q.values),
    [[300]],
  );
});

test("positional digits of more scripts read as ASCII", () => {
  // Mongolian 42, Tibetan 30, Lao 30, Khmer 30, N'Ko 30, Ol Chiki 30, Balinese 30, Javanese 30.
  const cases: [string, string][] = [
    ["᠔᠒", "42"],
    ["༣༠", "30"],
    ["໓໐", "30"],
    ["៣០", "30"],
    ["߃߀", "30"],
    ["᱓᱐", "30"],
    ["᭓᭐", "30"],
    ["꧓꧐", "30"],
  ];
  for (const [digits, want] of cases) {
    assert.equal(asciiDigits(digits), want, digits);
    assert.deepEqual(
      quantitiesIn(`${digits} boxes`).map((q) => q.values),
      [[Number(want)]],
    );
  }
});
