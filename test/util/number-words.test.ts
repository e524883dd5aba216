/**
 * Numbers written as one word above twenty (CLDR's spellings of 0-100, the hundreds and the
 * thousands), apostrophes and tone marks typed several ways, a ten and a unit joined, and
 * multi-word numbers with a joining word, read to their value by `quantitiesIn`; and what stays
 * no number or what it was (a word of another language, a year, a version, a phone number).
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import { foldNumberWord } from "../../src/util/number-words.js";
import { quantitiesIn } from "../../src/util/quantity.js";

/** The values of the quantities of `text`, in order ("42", "1200|1.2"). */
const values = (text: string): string[] => quantitiesIn(text).map((q) => q.values.join("|"));

test("numbers of one word above twenty, in scripts with and without spaces", () => {
  const cases: [string, string][] = [
    // Gujarati 32, Hindi 35 and 67, Korean Sino 45 and 99 unspaced.
    ["દરેક પેટીમાં વધુમાં વધુ બત્રીસ બરણી", "32"],
    ["अधिकतम पैंतीस फ़ाइलें", "35"],
    ["हर डिब्बे में सड़सठ बोतलें", "67"],
    ["상자 하나에 사십오 개", "45"],
    ["최대 구십구 개", "99"],
    // Burmese 42 as people type it (the creaky tone of ဆယ့်) and as CLDR spells it.
    ["ဘူး တစ်ဘူးလျှင် လေးဆယ့်နှစ် ပုလင်း", "42"],
    ["ဘူး တစ်ဘူးလျှင် လေးဆယ်နှစ် ပုလင်း", "42"],
    // Georgian by twenties, Finnish and Greek hundreds of one word.
    ["თითო ყუთში ოცდაათი ქილა", "30"],
    ["enintään kaksisataa riviä", "200"],
    ["το πολύ τριακόσια αρχεία", "300"],
  ];
  for (const [text, want] of cases) assert.deepEqual(values(text), [want], text);
});

test("a thousand said after its count, as CLDR spells it, multiplies a count of its language", () => {
  assert.deepEqual(values("cel mult trei mii de rânduri"), ["3000"]);
  assert.deepEqual(values("не больше двух тысяч строк"), ["2000"]);
  // "mii" multiplies no number word of another language.
  assert.deepEqual(values("tres mii"), ["3"]);
});

test("a ten and a unit written as one word where the language spaces them", () => {
  assert.deepEqual(values("kutu başına en fazla otuzbeş şişe"), ["35"]);
  assert.deepEqual(values("kutu başına en fazla otuz beş şişe"), ["35"]);
  assert.deepEqual(values("her kutuda kırkiki şişe olur"), ["42"]);
  // A word that starts with a ten and ends with no unit of its language is none.
  assert.deepEqual(values("otuzlar ve kırklar"), []);
  // In an English text, a joined form is no number ("sixtyone" says nothing there).
  assert.deepEqual(values("the fortytwo crate is late"), []);
});

test("multi-word numbers with a joining word, across languages", () => {
  const cases: [string, string][] = [
    ["at most forty two bottles", "42"],
    ["como máximo treinta y dos botellas", "32"],
    ["no máximo trinta e dois frascos", "32"],
    ["не больше сорока двух бутылок", "42"],
    ["kowane akwati yana ɗaukar kwalabe arba'in da biyu", "42"],
    ["kila sanduku linabeba chupa ishirini na tano", "25"],
    ["sanduuq kastaa wuxuu qaadaa labaatan iyo shan dhalo", "25"],
  ];
  for (const [text, want] of cases) assert.deepEqual(values(text), [want], text);
  // Two numbers joined by "and" stay two: the joiner adds no unit to a unit.
  assert.deepEqual(values("between two and three bottles"), ["2", "3"]);
  // "da" and "na" join only after a number word of their language.
  assert.deepEqual(values("o prazo é de cinco dias da semana"), ["5"]);
});

test("apostrophes typed three ways, and U+02BC and U+02BB, read alike", () => {
  for (const apostrophe of ["'", "’", "ʼ"])
    assert.deepEqual(values(`mhux aktar minn disa${apostrophe} fliexken għal kull kaxxa`), ["9"]);
  for (const apostrophe of ["'", "ʻ", "’"])
    assert.deepEqual(values(`har qutida ko${apostrophe}pi bilan o${apostrophe}ttiz shisha`), [
      "30",
    ]);
  assert.equal(foldNumberWord("disaʼ"), "disa'");
  assert.equal(foldNumberWord("seven"), "seven");
});

test("what stays what it was: a year, a version, a phone number, words of other languages", () => {
  assert.deepEqual(values("released in 2024 as version 2.4.1"), ["2024"]);
  assert.deepEqual(values("call 0800 123 4567"), ["800", "123", "4567"]);
  // German "hat" is no Hungarian six in a German clause; the Spanish "meta" no Yoruba number.
  assert.deepEqual(values("Die Datei hat fünf Zeilen"), ["5"]);
  assert.deepEqual(values("la meta es vender más"), []);
  // "Mia" is a name before an English word, no Swahili hundred; "iri" alone is no Igbo ten.
  assert.deepEqual(values("Mia said the box is full"), []);
  assert.deepEqual(values("the iri of it"), []);
  // Portuguese "na" and "da" are no joiners after a Portuguese number.
  assert.deepEqual(values("duas caixas na mesa da cozinha"), ["2"]);
});
