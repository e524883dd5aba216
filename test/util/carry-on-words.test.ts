/**
 * The one carry-on table: a prompt made only of its words acknowledges or says to go on, in the
 * languages it lists; one word that says something else makes it say something.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import { isCarryOnWord, onlyCarriesOn } from "../../src/util/carry-on-words.js";
import { hasContentWords } from "../../src/util/prose-words.js";

test("thanks and 'go on' in many languages and scripts carry on", () => {
  for (const text of [
    "continue where the last session left off", // English
    "Sigue, gracias.", // Spanish
    "Danke, mach weiter!", // German
    "kiitos, jatka", // Finnish
    "Спасибо, продолжай", // Cyrillic
    "ευχαριστώ, συνέχισε", // Greek
    "धन्यवाद, जारी रखो", // Devanagari, its vowel signs inside the words
    "شكرا، تابع", // Arabic
    "谢谢，继续", // Han
    "계속", // Hangul
    "ขอบคุณ", // Thai
    "cảm ơn, tiếp tục", // Vietnamese
    "continue with step 2", // a step's number names no task
    "👍",
  ]) {
    assert.equal(onlyCarriesOn(text), true, text);
  }
});

test("a word outside the table says something", () => {
  for (const text of [
    "continue, but use full jitter",
    "sigue con el exportador CSV",
    "weiter mit der Rundung",
    "谢谢，继续写导出",
    "ok, drop the cache",
    "continue where the last session left off and also log every retry with its delay",
  ]) {
    assert.equal(onlyCarriesOn(text), false, text);
  }
});

test("a report of acknowledgements only has no content word; 'go on' is a step, not filler", () => {
  for (const text of ["ok", "Thanks!", "Listo.", "好的", "Спасибо"])
    assert.equal(hasContentWords(text), false, text);
  assert.equal(hasContentWords("continue"), true);
  assert.equal(isCarryOnWord("continue"), true);
});
