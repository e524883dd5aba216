/**
 * Shares said in words, in many languages, read as the quantities code writes them (1/3 as 0.33
 * or 33 %), a share of a unit as that amount, and the words that look like one but are not.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import { changedInCode, quantitiesIn, sameAmount, writtenAs } from "../../src/util/quantity.js";

const shareOf = (text: string) =>
  quantitiesIn(text)
    .filter((q) => q.unit?.dimension === "share")
    .map((q) => Math.round((q.values[0] as number) * 1000) / 1000);

test("a share said in words is a share quantity, in many languages", () => {
  const rows: [string, number][] = [
    ["a third of the yield goes to the growers", 0.333],
    ["two thirds of the yield", 0.667],
    ["Review half the files.", 0.5],
    ["ein Drittel des Ertrags geht an die Bauern", 0.333],
    ["Ein Viertel des Ertrags", 0.25],
    ["la mitad de la cosecha", 0.5],
    ["una tercera parte de la cosecha", 0.333],
    ["un tiers de la récolte", 0.333],
    ["треть урожая уходит фермерам", 0.333],
    ["dwie trzecie plonu", 0.667],
    ["třetina úrody", 0.333],
    ["收益的三分之一归农户", 0.333],
    ["収益の3分の1", 0.333],
    ["수익의 3분의 1", 0.333],
    ["một phần ba sản lượng", 0.333],
    ["nửa số tiền", 0.5],
    ["hasılın üçte biri", 0.333],
    ["dua pertiga hasil", 0.667],
    ["saddex meelood meel", 0.333],
  ];
  for (const [text, value] of rows) assert.deepEqual(shareOf(text), [value], text);
});

test("a share ties a code constant holding it as a fraction or in percent", () => {
  const [third] = quantitiesIn("a third of the yield goes to the growers");
  const [quarter] = quantitiesIn("Ein Viertel des Ertrags geht an die Bauern");
  assert.ok(third !== undefined && quarter !== undefined);
  const forms = writtenAs(third);
  assert.ok(forms.includes(0.33) && forms.includes(33));
  assert.ok(changedInCode(third, quarter, 0.33, 0.25));
  assert.ok(changedInCode(third, quarter, 33, 25));
  assert.ok(!changedInCode(third, quarter, 0.5, 0.25));
  const [percent] = quantitiesIn("33 % of the yield");
  assert.ok(percent !== undefined && sameAmount(third, percent));
  // "thirty percent" was read before: words and a sign alike.
  const [thirty] = quantitiesIn("thirty percent of the yield");
  assert.ok(thirty !== undefined && changedInCode(third, thirty, 0.33, 0.3));
});

test("a share of a unit is that amount; ordinals, a third party, a half-word are no share", () => {
  const [kilo] = quantitiesIn("half a kilo of flour per loaf");
  assert.equal(kilo?.unit?.dimension, "mass");
  assert.deepEqual(kilo?.values, [0.5]);
  const [hour] = quantitiesIn("un quart d'heure de pause");
  assert.equal(hour?.unit?.dimension, "time");
  assert.deepEqual(hour?.values, [0.25]);
  // "half an hour" stays the span it was.
  assert.deepEqual(
    quantitiesIn("wait half an hour").map((q) => [q.values, q.unit?.dimension]),
    [[[0.5], "time"]],
  );
  for (const text of [
    "a third party pays the invoice",
    "the third of March",
    "the third run failed",
    "the second quarter",
    "they live im Viertel",
    "no half measures",
    "a half-baked fix",
    "el cuarto de baño",
  ])
    assert.deepEqual(shareOf(text), [], text);
  // Numbers beside a share are none of their own: "two" of "two thirds", "3分" of "3分の1".
  assert.equal(quantitiesIn("two thirds of the yield").length, 1);
  assert.equal(quantitiesIn("収益の3分の1").length, 1);
});
