import assert from "node:assert/strict";
import { test } from "node:test";
import { withoutPart } from "../../src/util/without-part.js";

test("a rule taken out of its message leaves no empty place", () => {
  const cases: [string, string, string | null][] = [
    ["Write it. Keep 7 copies. Log to stderr.", "Keep 7 copies", "Write it. Log to stderr."],
    [
      "Rules: no box over 30 kg, labels by weight.",
      "no box over 30 kg",
      "Rules: labels by weight.",
    ],
    ["Rules: A is 5; B is 6; C is 7.", "B is 6", "Rules: A is 5; C is 7."],
    ["Rules:\na sack holds 2 kg\nlabels by farm", "a sack holds 2 kg", "Rules:\nlabels by farm"],
    [
      "Rules:\n- a sack holds 2 kg\n- labels by farm",
      "a sack holds 2 kg",
      "Rules:\n- labels by farm",
    ],
    [
      "Rules:\n1. labels by farm\n2) a sack holds 2 kg",
      "a sack holds 2 kg",
      "Rules:\n1. labels by farm",
    ],
    ["规则：每袋2公斤，标签按农场。", "每袋2公斤", "规则：标签按农场。"],
    ["Keep 7 copies.", "Keep 9 copies", null],
  ];
  for (const [text, part, expected] of cases)
    assert.equal(withoutPart(text, part), expected, `${text} / ${part}`);
});
