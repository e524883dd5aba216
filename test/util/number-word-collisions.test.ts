/**
 * Number words that are common words of another language users write in (`common-words.ts`):
 * found by walking the tables, not listed by hand. Each reads as no number in a clause of the
 * other language and as its number in a clause of its own.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import { COMMON_WORDS } from "../../src/util/common-words.js";
import { numberWordLanguages, numberWordValue } from "../../src/util/number-words.js";
import { quantitiesIn } from "../../src/util/quantity.js";

/**
 * A clause of `language`: `count` of its common words that are no number word, and `word` (all
 * of them for its own language: the Turkish ten "on" asks for a letter only Turkish writes;
 * and none that English writes too, as Czech "to": a CLDR word counts in no English text).
 */
const ENGLISH = new Set((COMMON_WORDS.en ?? "").split(" "));
function clauseOf(language: string, word: string, count = 6): string {
  const words = (COMMON_WORDS[language] ?? "")
    .split(" ")
    .filter((w) => w !== word && numberWordLanguages(w).size === 0)
    .filter((w) => language === "en" || count !== Infinity || !ENGLISH.has(w))
    .slice(0, count);
  return [...words.slice(0, 3), word, ...words.slice(3)].join(" ");
}

/** Every number word that is a common word of a language it is no number in. */
function collisions(): { word: string; common: string; own: ReadonlySet<string> }[] {
  const found: { word: string; common: string; own: ReadonlySet<string> }[] = [];
  for (const [common, words] of Object.entries(COMMON_WORDS))
    for (const word of words.split(" ")) {
      const own = numberWordLanguages(word);
      if (own.size > 0 && !own.has(common)) found.push({ word, common, own });
    }
  return found;
}

test("the walk finds the number words that are common words elsewhere", () => {
  const found = new Set(collisions().map((c) => `${c.word}/${c.common}`));
  // German "has", "they", "every", "around", "tight"; Dutch "well"; French "his", "no"; Portuguese "I know"; Italian "I am"; Swedish "his", "my".
  for (const expected of [
    "hat/de",
    "sie/de",
    "jeden/de",
    "um/de",
    "eng/de",
    "nou/nl",
    "ses/fr",
    "nul/fr",
    "sei/pt",
    "sto/it",
    "moja/pl",
    "tato/cs",
    "mitt/sv",
    "sitt/sv",
  ])
    assert.ok(found.has(expected), expected);
});

test("each collision is no number in a clause of the other language", () => {
  for (const { word, common, own } of collisions()) {
    // English number words stay numbers (English is the language any text may be in).
    if (own.has("en")) continue;
    const clause = clauseOf(common, word);
    assert.equal(numberWordValue(word, clause), undefined, `${word} in ${common}: ${clause}`);
  }
});

test("each collision is its number in a clause of its own language", () => {
  let checked = 0;
  for (const { word, own } of collisions())
    for (const language of own) {
      // Their own older rule decides these two: a word Portuguese writes ("nos") and no Spanish
      // two, a German one and no Italian six.
      if (word === "dos" || word === "sei") continue;
      if (COMMON_WORDS[language] === undefined) continue;
      const clause = clauseOf(language, word, Infinity);
      assert.notEqual(
        numberWordValue(word, clause),
        undefined,
        `${word} in ${language}: ${clause}`,
      );
      checked++;
    }
  assert.ok(checked > 5, `${checked} checked`);
});

test("sentences: the other language's word is no quantity, its own language's still one", () => {
  const said = (text: string) =>
    quantitiesIn(text).map((q) => `${q.values.join("|")} ${q.unit?.dimension ?? "-"}`);
  const rows: [string, string[]][] = [
    ["Die Datei hat fünf Zeilen.", ["5 -"]],
    // "jeden" is no Polish one; "6 Uhr" a time of day, no amount.
    ["Bitte jeden Tag um 6 Uhr starten, nicht später.", []],
    ["tato funkce trvá pět minut", ["5 time"]],
    ["det är mitt fel, vänta fem minuter", ["5 time"]],
    ["não sei se funciona com dois minutos", ["2 time"]],
    // Its own language: still a number.
    ["legfeljebb hat óra, nem több", ["6 -"]],
    ["Poczekaj jeden dzień, nie więcej.", ["1 time"]],
    ["wait ten minutes and then retry", ["10 time"]],
    ["nie więcej niż sto znaków", ["100 characters"]],
    ["Espere um minuto e tente de novo", ["1 time"]],
  ];
  for (const [text, expected] of rows) assert.deepEqual(said(text), expected, text);
});
