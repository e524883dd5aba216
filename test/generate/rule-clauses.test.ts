/**
 * The clauses of a sentence of rules: a list split at its commas, semicolons and dashes; a
 * sentence whose comma follows a joining word ("e,", "y,", "and,") opens an aside, and is one
 * rule, never cut into a clause ending on "e" and one opening on ", quando".
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import { clausesOf } from "../../src/generate/rule-clauses.js";
import { withoutPart } from "../../src/util/without-part.js";

test("a list of rules is split at its commas and semicolons", () => {
  assert.deepEqual(
    clausesOf("Rules: no driver takes more than three routes a day, the list is printed by depot."),
    ["no driver takes more than three routes a day", "the list is printed by depot."],
  );
  assert.deepEqual(clausesOf("Refresh every 2 h, keep 50 feeds at most."), [
    "Refresh every 2 h",
    "keep 50 feeds at most.",
  ]);
});

test("a comma after a joining word opens an aside: the sentence is one rule, in any language", () => {
  for (const sentence of [
    "Guarda no máximo 50 feeds e, quando passar disso, apaga primeiro os mais antigos.",
    "Guarda como máximo 50 feeds y, cuando se pase, borra primero los más viejos.",
    "Keep at most 50 feeds and, once over that, drop the oldest first.",
    "Trzymaj najwyżej 50 kanałów i, gdy będzie ich więcej, usuń najstarsze.",
  ]) {
    const clauses = clausesOf(sentence);
    assert.equal(clauses.length, 1, sentence);
    // Taken out of its message, it leaves no stray comma behind.
    const message = `The cache keeps growing. ${sentence}`;
    assert.equal(withoutPart(message, clauses[0] as string), "The cache keeps growing.");
  }
});
