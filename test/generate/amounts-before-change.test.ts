/**
 * An amount an earlier session worked out, before this session changed a value of the work's
 * own code, is never carried as in force: marked superseded by the changed line, or left out
 * for a newer conclusion that states the amount under the change. Figures that are no amount
 * (a count, a version, a time), a conclusion of this session, and one naming the change stay.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import {
  statesAmount,
  withAmountsBeforeChangeMarked,
} from "../../src/generate/amounts-before-change.js";

test("an amount is a figure written with two decimals, in any language's separators", () => {
  for (const text of [
    "March comes to 512.00 EUR.",
    "El total de marzo es 1.024,50 €.",
    "Der März kostet 498,00.",
    "三月の合計は 512.00 です。",
    // A whole total grouped in thousands, no decimals.
    "The co-op pays out 19,008 baht for March.",
    "The batch comes to 4 200 kg.",
    "Die Genossenschaft zahlt 12.500 € aus.",
    "Hợp tác xã trả 19.008 baht cho tháng Ba.",
  ])
    assert.ok(statesAmount(text), text);
  for (const text of [
    "All 14 tests pass.",
    "Node 1.22.4 is the floor.",
    "The peak starts at 18:30.",
    "It takes 2.5 seconds.",
    "Version 3.10.2 ships it.",
    "A page holds 5000 rows.",
    "Node 1.2.300 is out.",
  ])
    assert.ok(!statesAmount(text), text);
});

type Entry = { kind: string; text: string; mine?: true };
const CHANGE = {
  path: "src/tariff.js",
  before: "00",
  after: "30",
  line: 'const PEAK_FROM = "18:30";',
};
const earlier = (e: Entry) => e.mine !== true;
const OLD = "March comes to 512.00 EUR for the readings in tests/march.csv.";

test("an earlier session's amount is marked superseded by the changed line", () => {
  const list: Entry[] = [
    { kind: "finding", text: OLD },
    { kind: "decision", text: "Readings are billed in order of time." },
    { kind: "finding", text: "src/tariff.js keeps 14 readings a day." },
  ];
  assert.deepEqual(withAmountsBeforeChangeMarked(list, [CHANGE], earlier), [
    {
      kind: "dead_end",
      text: `${OLD} — superseded by \`const PEAK_FROM = "18:30";\` (src/tariff.js)`,
    },
    list[1],
    list[2],
  ]);
  // No change of the work's code: nothing is marked.
  assert.deepEqual(withAmountsBeforeChangeMarked(list, [], earlier), list);
});

test("a newer conclusion stating the amount under the change leaves the old one out", () => {
  const newer = {
    kind: "finding",
    text: "PEAK_FROM is 18:30 now, so March comes to 498.00.",
    mine: true as const,
  };
  assert.deepEqual(
    withAmountsBeforeChangeMarked([{ kind: "finding", text: OLD }, newer], [CHANGE], earlier),
    [newer],
  );
});

test("one of this session, one naming the change, a dead end, and one already marked stay", () => {
  const list: Entry[] = [
    { kind: "finding", text: OLD, mine: true },
    { kind: "finding", text: "With PEAK_FROM at 18:30 March comes to 498.00." },
    { kind: "dead_end", text: "Billing by the quarter hour: 511.75 was off by a cent." },
    { kind: "dead_end", text: `${OLD} — superseded by \`x = 1\` (a.js)` },
  ];
  assert.deepEqual(withAmountsBeforeChangeMarked(list, [CHANGE], earlier), list);
});

test("a whole total grouped in thousands, worked out before the change, is marked too", () => {
  const whole = "The co-op pays out 19,008 baht for March, from tests/march.csv.";
  const list: Entry[] = [
    { kind: "finding", text: whole },
    { kind: "finding", text: "src/tariff.js keeps 14 readings a day." },
  ];
  const [marked, kept] = withAmountsBeforeChangeMarked(list, [CHANGE], earlier);
  assert.equal(marked?.kind, "dead_end");
  assert.equal(
    marked?.text,
    `${whole} — superseded by \`const PEAK_FROM = "18:30";\` (src/tariff.js)`,
  );
  assert.deepEqual(kept, list[1]);
});

test("a sum of money of any size is an amount, in any currency and script", () => {
  for (const text of [
    "Tuesday's round costs 612 $.",
    "Der Dienstag kostet $612.",
    "Ilse ist 3 Stunden über ihrer Woche: 84 €.",
    "Dvořák dostane za 5 lekcí 4500 Kč.",
    "Zamówienie nr 7 kosztuje 640 zł.",
    "今日の配達は 8400 円です。",
  ])
    assert.ok(statesAmount(text), text);
  for (const text of [
    "Všechny 3 testy prochází.",
    "Data v data/may.json končí 27. 2. 2026.",
    "3 files changed under src/.",
    "Node 20 is the floor.",
  ])
    assert.ok(!statesAmount(text), text);
});

const PALLETS = {
  path: "src/loads.js",
  before: "7",
  after: "8",
  line: "const PALLETS_PER_TRUCK = 8;",
};

test("a count of what the changed constant counts is marked, another count stays", () => {
  const list: Entry[] = [
    { kind: "finding", text: "The largest load in tests/loads.csv is Kowalski's: 14 pallets." },
    { kind: "finding", text: "tests/loads.csv holds 31 rows, one a day." },
    { kind: "finding", text: "All 12 tests of tests/loads.test.js pass." },
  ];
  const [marked, ...kept] = withAmountsBeforeChangeMarked(list, [PALLETS], earlier);
  assert.equal(marked?.kind, "dead_end");
  assert.equal(marked?.text, `${list[0]?.text} — superseded by \`${PALLETS.line}\` (src/loads.js)`);
  assert.deepEqual(kept, list.slice(1));
});

test("a measure in the unit the changed name says is marked, in any language", () => {
  const quota = {
    path: "src/week.py",
    before: "40",
    after: "38",
    line: "WEEKLY_HOURS = 38",
  };
  const list: Entry[] = [
    { kind: "finding", text: "Laut bin/week.py ist Ilse 3 Stunden über ihrer Woche." },
    { kind: "finding", text: "bin/week.py liest 5 Dateien aus data/." },
  ];
  const [marked, kept] = withAmountsBeforeChangeMarked(list, [quota], earlier);
  assert.equal(marked?.kind, "dead_end");
  assert.deepEqual(kept, list[1]);
});

test("a sum of money is marked by a constant renamed with its new value, a date stays", () => {
  const renamed = {
    path: "src/lessons.js",
    before: "900",
    after: "1050",
    line: "export const HOURLY_RATE = 1050;",
    was: "export const LESSON_PRICE_CZK = 900;",
    other_name: true as const,
  };
  const list: Entry[] = [
    { kind: "finding", text: "Dvořák dostane podle scripts/report.js za 5 lekcí 4500 Kč." },
    { kind: "finding", text: "Data v data/february.json končí 27. 2. 2026." },
    { kind: "finding", text: "Novák now comes to 7 350 Kč for February.", mine: true },
  ];
  const [marked, ...kept] = withAmountsBeforeChangeMarked(list, [renamed], earlier);
  assert.equal(marked?.kind, "dead_end");
  assert.equal(
    marked?.text,
    `${list[0]?.text} — superseded by \`${renamed.line}\` (src/lessons.js)`,
  );
  // A date rests on no price; a figure of this session was worked out under the change.
  assert.deepEqual(kept, list.slice(1));
});

test("a measure in another unit of the changed name's dimension stays: the session measured it", () => {
  const timeout = {
    path: "src/ci.js",
    before: "5",
    after: "10",
    line: "const TIMEOUT_MINUTES = 10;",
  };
  const list: Entry[] = [{ kind: "finding", text: "npm test takes 40 s on the CI image now." }];
  assert.deepEqual(withAmountsBeforeChangeMarked(list, [timeout], earlier), list);
});

test("a number said in words is no figure worked out: 'the two trucks' stays, and no newer one drops it", () => {
  const perStop = {
    path: "src/Fares.java",
    before: "40",
    after: "55",
    line: "static final int SEAT_PER_STOP = 55;",
  };
  const list: Entry[] = [
    {
      kind: "decision",
      text: "Loads are split over the two trucks by weight: the heavier truck leaves first, since the ramp at the depot is steep.",
    },
    {
      kind: "decision",
      text: "El precio va por cuántas paradas separan las dos paradas en data/paradas.txt: la línea es una sola vía.",
    },
    { kind: "finding", text: "SEAT_PER_STOP = 55 now: a seat over 7 stops pays 385.", mine: true },
  ];
  assert.deepEqual(withAmountsBeforeChangeMarked(list, [PALLETS, perStop], earlier), list);
  // Written in digits, the count is a figure worked out under the code and is marked.
  const digits: Entry[] = [{ kind: "finding", text: "The March run needs 2 trucks." }];
  assert.equal(withAmountsBeforeChangeMarked(digits, [PALLETS], earlier)[0]?.kind, "dead_end");
});

test("a changed name said only as a part of a path is no word of the change: the total is still marked", () => {
  const bundles = {
    path: "bin/bundles.sh",
    before: "20",
    after: "8",
    line: "bundles=$(( (kg + BUNDLE_KG - 1) / BUNDLE_KG ))",
    was: "bundles=$(( (skins + BUNDLE_SKINS - 1) / BUNDLE_SKINS ))",
  };
  const total =
    "INSURANCE_PER_SKIN=50 is in bin/bundles.sh, and the list ends with a total line: the month's five orders come to ₦108,450.";
  const [marked] = withAmountsBeforeChangeMarked([{ kind: "decision", text: total }], [bundles], earlier);
  assert.equal(marked?.kind, "dead_end");
  // Said as a word of prose, the name is the change: the conclusion is about it.
  const about = "bundles now come by weight, so the month's five orders come to ₦98,450.";
  assert.equal(
    withAmountsBeforeChangeMarked([{ kind: "decision", text: about }], [bundles], earlier)[0]?.kind,
    "decision",
  );
});

test("a count of what a Rust constant counts is marked when it is declared `pub const`", () => {
  const vats = {
    path: "src/vats.rs",
    before: "40",
    after: "16",
    line: "pub const VAT_PIECES: u32 = 16; // whatever their length",
    was: "pub const VAT_METRES: u32 = 40;",
  };
  const old = "The biggest order by vats is Sara Textiles: 95 metres, 3 vats.";
  const [marked] = withAmountsBeforeChangeMarked([{ kind: "decision", text: old }], [vats], earlier);
  assert.equal(marked?.kind, "dead_end");
  // `pub(crate)` as well.
  const crate = { ...vats, line: "pub(crate) const VAT_PIECES: u32 = 16;", was: "pub(crate) const VAT_METRES: u32 = 40;" };
  assert.equal(
    withAmountsBeforeChangeMarked([{ kind: "decision", text: old }], [crate], earlier)[0]?.kind,
    "dead_end",
  );
});
