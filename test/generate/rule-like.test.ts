/**
 * Which user messages may set a rule, the message an edit of the session answered: a question
 * in any script and a message of thanks or "go on" do not; anything else does, in a language
 * no list knows too.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import { isRuleLike, saysNothing } from "../../src/generate/rule-like.js";

const RULES = [
  "Dylai cwsmer aros yn y ciw pymtheg munud ar y mwyaf.", // Welsh
  "Paziņojumu sūta vienu dienu iepriekš.", // Latvian
  "Biðröðin bíður í þrjú korter.", // Icelandic
  "შეტყობინება სამი საათით ადრე გაიგზავნოს.", // Georgian
  "Ẹ fi ìránṣẹ́ ránṣẹ́ ní alẹ́ ọjọ́ tó ṣáájú.", // Yoruba
  "ማሳወቂያው ከአንድ ቀን በፊት ይላክ።", // Amharic
  "Make it two scoops instead.",
  "Zwei Seiten reichen.",
  "最多两页。",
];
const NOT_RULES = [
  "Cik testu tagad ir?", // Latvian question
  "¿Cuántas pruebas hay", // Spanish, opened with ¿
  "Πόσα τεστ υπάρχουν\u037E", // Greek question mark
  "هل الاختبارات تمر؟", // Arabic question mark
  "Diolch!",
  "paldies",
  "Takk fyrir",
  "მადლობა",
  "thanks, go on",
  "weiter",
  "继续",
  "धन्यवाद", // Devanagari: its vowel signs are marks inside the word
  "ขอบคุณ", // Thai
  "ok",
  "   ",
];

test("rules in any language are rule-like", () => {
  for (const text of RULES) assert.equal(isRuleLike(text), true, text);
});

test("questions, thanks and 'go on' are not", () => {
  for (const text of NOT_RULES) assert.equal(isRuleLike(text), false, text);
});

test("only thanks or 'go on' says nothing; a question may say something", () => {
  assert.equal(saysNothing("Diolch yn fawr"), false); // "yn fawr" is no listed word: unsure, a rule
  assert.equal(saysNothing("terima kasih"), true);
  assert.equal(saysNothing("Cik testu tagad ir?"), false);
});
