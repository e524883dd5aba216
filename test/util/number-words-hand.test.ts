/**
 * The hand-kept number words of languages CLDR spells no numbers for, read by `quantitiesIn`:
 * their units and tens, how they combine (a joining word, a hundred said before or after its
 * count), with a unit where the unit word is known; and the words that look like them in other
 * languages staying no number.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import { HAND_NUMBER_WORDS } from "../../src/util/number-words-hand.js";
import { quantitiesIn } from "../../src/util/quantity.js";

const values = (text: string): string[] => quantitiesIn(text).map((q) => q.values.join("|"));

test("each language's words read to their value", () => {
  const cases: [string, string][] = [
    // Hausa, Yoruba (counting forms after the noun), Igbo, Zulu (noun-class forms), Somali.
    ["kwalabe ashirin a kowane akwati ɗaya", "20,1"],
    ["ìgò mẹ́ta nínú àpótí kọ̀ọ̀kan", "3"],
    ["karama karama karịa iri abụọ", "20"],
    ["amabhodlela amahlanu ebhokisini", "5"],
    ["sanduuq kastaa wuxuu qaadaa labaatan dhalo", "20"],
    // Telugu, Kannada, Malayalam, Marathi, Punjabi, Urdu, Sinhala.
    ["ప్రతి పెట్టెలో ముప్పై సీసాలు", "30"],
    ["ಪ್ರತಿ ಪೆಟ್ಟಿಗೆಯಲ್ಲಿ ಮೂವತ್ತು ಬಾಟಲಿಗಳು", "30"],
    ["ഓരോ പെട്ടിയിലും മുപ്പത് കുപ്പികൾ", "30"],
    ["प्रत्येक खोक्यात पन्नास बाटल्या", "50"],
    ["ਹਰ ਡੱਬੇ ਵਿੱਚ ਤੀਹ ਬੋਤਲਾਂ", "30"],
    ["ہر ڈبے میں تیس بوتلیں", "30"],
    ["සෑම පෙට්ටියකම බෝතල් තිහ", "30"],
    // Mongolian (attributive forms), Uzbek, Pashto, Amharic tens and teens.
    ["хайрцаг бүрт гучин шил", "30"],
    ["har qutida o'ttiz shisha", "30"],
    ["په هر بکس کې دېرش بوتلونه", "30"],
    ["እያንዳንዱ ሳጥን ሃያ አምስት ማሰሮ", "25"],
    ["እያንዳንዱ ሳጥን አስራ አምስት ማሰሮ", "15"],
  ];
  for (const [text, want] of cases) assert.deepEqual(values(text), want.split(","), text);
});

test("hundreds and tens said before their count, after it, and joined", () => {
  const cases: [string, string][] = [
    ["chupa mia mbili na hamsini", "250"],
    ["chupa elfu mbili mia tatu", "2300"],
    ["kwalabe dari biyu a ƙarƙashin", "200"],
    ["kwalabe goma sha biyu a ƙarƙashin", "12"],
    ["karama iri abụọ na ise", "25"],
    ["karama iri na ise ọ bụla", "15"],
    ["laba boqol dhalo", "200"],
    ["ikki ming shisha", "2000"],
    ["ሁለት መቶ ማሰሮ", "200"],
    ["хоёр мянган шил", "2000"],
    // Marathi's hundreds are one word each.
    ["प्रत्येक घराला पाचशे एमबी मोफत", "500"],
    ["दोनशे बाटल्या", "200"],
  ];
  for (const [text, want] of cases) assert.deepEqual(values(text), [want], text);
});

test("Latvian two in its other cases, whose stem is too short to be read by agreement", () => {
  const cases: [string, string][] = [
    ["neviens nestrādā vairāk par divām maiņām nedēļā", "2"],
    ["ne vairāk kā divu stundu", "2"],
    ["ar diviem brīvprātīgajiem", "2"],
  ];
  for (const [text, want] of cases) assert.deepEqual(values(text), [want], text);
});

test("with a unit where its word is known", () => {
  const [q] = quantitiesIn("хамгийн ихдээ гучин минут");
  assert.deepEqual([q?.values, q?.unit?.dimension], [[30], "time"]);
});

test("words that look like them in other languages stay no number", () => {
  // A short word in letters English writes, in an English text: no Somali five or Hausa nine.
  assert.deepEqual(values("the shan state and the tara hills"), []);
  // Portuguese "ano" (year) and "ato" (act) are no Igbo four or three.
  assert.deepEqual(values("o ato foi no ano passado"), []);
  // A hundred said before its count needs a count of its own language after it.
  assert.deepEqual(values("mia is here"), []);
  // The forms left out of the table are out of it.
  for (const word of ["نو", "اسی", "дал", "ano"])
    assert.ok(!HAND_NUMBER_WORDS.split(/[ \n]/).some((pair) => pair.startsWith(`${word}:`)), word);
});
