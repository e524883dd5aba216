/**
 * The structural cues of a task in the middle of background, in any language: a bridge (a short
 * lead of its own ending in a colon, before what names the work) and a question about the work
 * (a question mark, and a name of a thing of the work). Tables of positive and negative examples
 * in several languages and scripts; no word list behind them.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import {
  asksAboutTheWork,
  bridgeLead,
  namingWhatWasWritten,
} from "../../src/generate/task-cues.js";

test("a bridge is a short lead naming nothing, ending in a colon, before what names the work", () => {
  const yes: [string, string][] = [
    [
      "That's where you come in: make bin/permit.py print the header.",
      "That's where you come in: ",
    ],
    ["So here's what I need: have src/timetable.ts print it.", "So here's what I need: "],
    ["Hér er það sem ég þarf: láttu src/timetable.ts prenta.", "Hér er það sem ég þarf: "],
    ["Ito ang kailangan ko: gawin mong mag-print ang src/receipt.py.", "Ito ang kailangan ko: "],
    ["آپ کا کام یہ ہے: src/daily_total.py میں daily_total() لکھیں۔", "آپ کا کام یہ ہے: "],
    [
      "Štai ko man reikia: parašyk exportStock() faile src/stock/export.ts.",
      "Štai ko man reikia: ",
    ],
    ["Iṣẹ́ rẹ nìyí: kọ daily_total() sínú src/ledger.py.", "Iṣẹ́ rẹ nìyí: "],
    ["Això és el que et demano: fes dailyTotal() a src/caixa.js.", "Això és el que et demano: "],
  ];
  for (const [unit, lead] of yes) assert.equal(bridgeLead(unit), lead, unit);
  // A lead that ends its line: what names the work is on the next.
  assert.equal(
    bridgeLead("So here's what I need:", "- print the night crossings in src/timetable.ts"),
    "So here's what I need:",
  );
  const no = [
    "The office has two rules: no cash, no returns.", // names nothing after its colon
    "Ang karinderya ay may dalawang oras: umaga at gabi.",
    "The city office prints residents' parking permits from data/permits.csv.", // no colon
    "The config in src/app.ts has two parts: header and body.", // the lead names a thing
    "We ran it three times last week with the old settings and then: src/x.js broke.", // too long
    "Permit 42: see src/permit.py.", // a number in the lead
  ];
  for (const unit of no) assert.equal(bridgeLead(unit), null, unit);
});

test("a question that names a thing of the work asks for work, in any language", () => {
  const yes = [
    "Could you make labels/print.py put the Hindi name under the English one?",
    "Podries fer que src/caixa.js sumi els lloguers del dia amb dailyTotal()?",
    "Ṣe o le kọ iṣẹ daily_total() ninu src/ledger.py ti yoo ṣe akopọ tita ọjọ kọọkan?",
    "کیا آپ src/bill.py میں total() بنا سکتے ہیں؟",
    "Ar galėtum parašyti exportStock() faile src/stock/export.ts?",
    "Gætirðu látið `make timetable` prenta næturferðirnar?",
  ];
  for (const sentence of yes) assert.ok(asksAboutTheWork(sentence), sentence);
  const no = [
    "Why does it fail on Sundays?", // names nothing of the work
    "Podries fer que la caixa sumi els lloguers?",
    "Ar galėtum tai padaryti?",
    "Make labels/print.py put the Hindi name under the English one.", // no question
    "Is it 5 or 6?", // a number is no thing of the work
  ];
  for (const sentence of no) assert.ok(!asksAboutTheWork(sentence), sentence);
});

test("the sentence naming what the session then wrote, which the background did not name, is the task, in any language", () => {
  const written = new Set(["src/stock/export.ts", "export.ts", "exportstock"]);
  const cases: [string[], number | null][] = [
    // Lithuanian: the background names what the work reads, a call included.
    [
      [
        "Sandėlis naudoja readStock() iš src/stock/read.ts.",
        "Vadovė kas rytą tikrina likučius.",
        "Parašyk exportStock() faile src/stock/export.ts.",
        "Nekeisk readStock().",
      ],
      2,
    ],
    // Icelandic: the file is named in the background already: no sentence names it anew.
    [["Skráin src/stock/export.ts er gömul.", "Hún hefur engar gæsalappir.", "Lagaðu hana."], null],
    // Nothing written: no sentence is picked this way.
    [["Ang tindahan ay may menu/items.json.", "Gawin mo ang resibo."], null],
  ];
  for (const [units, at] of cases) {
    assert.equal(namingWhatWasWritten(units, 1, written), at, units.join(" "));
  }
  assert.equal(namingWhatWasWritten(["a", "b exportStock()"], 1, new Set()), null);
});

test("of two sentences after the background naming what the session wrote, the one naming more of it, then a call first, is the task", () => {
  const units = [
    "Some context first.",
    "Our bakery weighs every tray before it goes into the oven.",
    "A copy of last week's log sits in fixtures/week.csv, and src/tray.rs already reads one line.",
    "The job for today is oven_alerts(trays) in src/oven.rs: each tray that came out lighter than it went in.",
  ];
  const written = new Set(["src/tray.rs", "tray.rs", "src/oven.rs", "oven.rs"]);
  assert.equal(namingWhatWasWritten(units, 2, written), 3);
  assert.equal(namingWhatWasWritten(units, 2, new Set(["src/tray.rs"])), 2);
  assert.equal(namingWhatWasWritten(units, 2, new Set()), null);
});
