/** What a value is counted per, and when two messages count theirs per other things. */
import assert from "node:assert/strict";
import { test } from "node:test";
import { basesOf, countedPerOther } from "../../src/generate/value-basis.js";

test("the thing a value is counted per is the word after 'per' right after its number and unit", () => {
  assert.deepEqual([...basesOf("at most 12 euros a month for jars")], ["month"]);
  assert.deepEqual([...basesOf("1,20 Euro pro Glas, 2 € je Ansatz")], ["glas", "ansatz"]);
  assert.deepEqual([...basesOf("3 €/kg and 5 MB per user")], ["kg", "user"]);
  assert.deepEqual([...basesOf("cada caixote custa ๑๒ reais por semana")], ["semana"]);
  // No "per" right after the number: nothing is counted per anything.
  assert.deepEqual([...basesOf("Retry 3 times per request")], ["request"]);
  assert.deepEqual([...basesOf("Keep the delay at 30 s for each call")], []);
  assert.deepEqual([...basesOf("Use Node 20.")], []);
});

test("a newer message counts per another thing only when it names a basis and not the older one", () => {
  assert.equal(countedPerOther("1.20 euros a jar", "at most 12 euros a month"), true);
  assert.equal(countedPerOther("the monthly cap is 15 euros a member", "12 euros a month"), false);
  assert.equal(countedPerOther("no longer per litre: 1.20 euros a jar", "40 cents a litre"), false);
  assert.equal(countedPerOther("The starter costs 3 euros.", "2 euros a batch"), false);
  assert.equal(countedPerOther("1.20 euros a jar", "Jars cost 40 cents."), false);
});
