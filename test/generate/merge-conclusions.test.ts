/**
 * A conclusion said again is kept once, at its newest place: also when one copy carries the mark
 * of the code its edit put in and the other does not (a hook's packet earlier in the session tied
 * it, a later read did not), and then with the mark.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import { mergeConclusions } from "../../src/generate/standing.js";

const SAID =
  "Equal scores are ordered by name, so two riders on the same points keep their places.";
const MARKED = `${SAID} (wrote \`byName\` in lib/rank.awk)`;

test("the same sentence with and without its put-in mark is one conclusion, kept with the mark", () => {
  const list: { kind: string; text: string; packet: string | null }[] = [
    { kind: "decision", text: MARKED, packet: "a" },
    { kind: "fact", text: "tests/data/riders.tsv holds the test riders.", packet: "a" },
    { kind: "decision", text: SAID, packet: null },
  ];
  assert.deepEqual(mergeConclusions(list), [
    list[1],
    { kind: "decision", text: MARKED, packet: null },
  ]);
  // The other order: the newer copy has the mark.
  const [older, , newer] = list;
  assert.ok(older && newer);
  assert.deepEqual(mergeConclusions([newer, older]), [older]);
});

test("different sentences, and a sentence repeated verbatim, merge as before", () => {
  const list = [
    { text: "A" },
    { text: "B (wrote `b` in x.js)" },
    { text: "A" },
    { text: "C (wrote `c` in y.js)" },
  ];
  assert.deepEqual(mergeConclusions(list), [list[1], list[2], list[3]]);
});
