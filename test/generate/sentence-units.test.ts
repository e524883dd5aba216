/**
 * Where a sentence of a user message starts: at end marks of several scripts, and where nothing
 * closed the sentence before it — a capitalised clause after a run of text with no capitals (a
 * quote in another script, other digits, an emoji), a bridge ending in a colon after a number or
 * a code. A line that only wraps a sentence, or a capitalised name inside a sentence of another
 * script, starts none.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import { splitUnits, startsUnmarkedSentence } from "../../src/generate/sentence-units.js";

test("a sentence starts after a run with no capitals, or before a bridge after a number or a code", () => {
  const cases: [string, string[]][] = [
    [
      'The header reads "تصريح وقوف السيارات" That\'s where you come in: make bin/permit.py print it.',
      [
        'The header reads "تصريح وقوف السيارات"',
        "That's where you come in: make bin/permit.py print it.",
      ],
    ],
    [
      "The night boat calls the harbour master on ٤٤ ٢١ ٠٩ So here's what I need: have src/timetable.ts print it.",
      [
        "The night boat calls the harbour master on ٤٤ ٢١ ٠٩",
        "So here's what I need: have src/timetable.ts print it.",
      ],
    ],
    [
      "Der Chef schreibt immer mit Emoji 🚲\nWas mir fehlt, ist eine Funktion tagesSumme().",
      ["Der Chef schreibt immer mit Emoji 🚲", "Was mir fehlt, ist eine Funktion tagesSumme()."],
    ],
    [
      'The last label says "दाल — ५ किलो" Could you make labels/print.py print Hindi?',
      ['The last label says "दाल — ५ किलो"', "Could you make labels/print.py print Hindi?"],
    ],
    [
      "Mama Bisi maa n fi emoji ranṣẹ 🙏🏾 Ṣe o le kọ daily_total() ninu src/ledger.py?",
      ["Mama Bisi maa n fi emoji ranṣẹ 🙏🏾", "Ṣe o le kọ daily_total() ninu src/ledger.py?"],
    ],
    // A number or a code before a bridge, on the same line or the next.
    [
      "Hafnarvörðurinn svarar í síma 481 2800\nHér er það sem ég þarf: láttu src/timetable.ts prenta.",
      [
        "Hafnarvörðurinn svarar í síma 481 2800",
        "Hér er það sem ég þarf: láttu src/timetable.ts prenta.",
      ],
    ],
    [
      "The printer shows E-4021 So here's what I need: fix src/print.js.",
      ["The printer shows E-4021", "So here's what I need: fix src/print.js."],
    ],
    // A script with no capitals: the bridge on a line of its own starts the sentence.
    [
      "منیجر کو فون کریں ۰۳۰۰ ۱۲۳۴۵۶۷\nآپ کا کام یہ ہے: src/daily_total.py میں daily_total() لکھیں۔",
      [
        "منیجر کو فون کریں ۰۳۰۰ ۱۲۳۴۵۶۷",
        "آپ کا کام یہ ہے: src/daily_total.py میں daily_total() لکھیں۔",
      ],
    ],
    // End marks of other scripts.
    [
      "حساب ledger/sales.csv میں ہے۔ رقم پیسوں میں ہو۔",
      ["حساب ledger/sales.csv میں ہے۔", "رقم پیسوں میں ہو۔"],
    ],
    ["हिसाब ledger में है। फिर जोड़ें।", ["हिसाब ledger में है।", "फिर जोड़ें।"]],
  ];
  for (const [text, units] of cases) assert.deepEqual(splitUnits(text), units, text);
});

test("a capital inside a sentence starts none: a wrapped line, a name in another script's sentence, a noun after a number", () => {
  const whole = [
    "我们用 Python 写 Redis 缓存",
    'The shop sells "كنافة" by the kilo every Friday.',
    "A bike costs 12 Euro per hour on weekdays.",
    "Der Verleih rechnet\nRäder stundenweise ab.",
    'The header must read\n"تصريح وقوف السيارات" on every permit.',
    'The sign says "停车" OK in both languages.',
    "Version 2 Beta testers get the new build.",
    "ہماری دکان src/shop.py میں Python استعمال کرتی ہے۔",
    "Die Preise stehen in prices/rates.csv Spalte B.",
  ];
  for (const text of whole) assert.deepEqual(splitUnits(text), [text.replace(/\s+/g, " ")], text);
});

test("a start needs a clause after it and a sentence of a cased script before its run", () => {
  const text = 'reads "تصريح" That\'s where';
  assert.equal(startsUnmarkedSentence(text, text.indexOf("That")), false, "two words only");
  const alone = '"تصريح" That\'s where you come in: fix it';
  assert.equal(startsUnmarkedSentence(alone, alone.indexOf("That")), false, "nothing before");
});
