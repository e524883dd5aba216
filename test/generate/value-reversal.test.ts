/**
 * A rule replaced by a new value the diff grounds: the older message names the old value, the
 * newer the new one, and a changed line ties them — whatever the languages, with no shared word.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import { replacedByValue } from "../../src/generate/value-reversal.js";
import type { ValueChange } from "../../src/model/snapshot/types.js";

const change = (before: string, after: string, line = `LIMIT ${after}`): ValueChange => ({
  path: "src/limits.h",
  before,
  after,
  line,
});

test("an old value replaced by the new one on a line of the diff: the rule naming it is replaced", () => {
  const burst = [change("10", "25", "#define BURST 25")];
  const yes: [string, string, ValueChange[], string | null][] = [
    ["Burst goes up to 25.", "A rajada fica em 10, sem exceção.", burst, null],
    [
      "Burst goes up to 25.",
      "Escreva src/bucket.c. A rajada fica em 10.",
      burst,
      "A rajada fica em 10",
    ],
    ["Ab jetzt 14.", "Keep at most 7 nightly snapshots.", [change("7", "14")], null],
    ["最多 960", "Les bannières font 1200 au maximum.", [change("1200", "960")], null],
    ["Usa 90, per favore.", "La retención es de 30 días.", [change("30", "90")], null],
  ];
  for (const [newer, older, changes, part] of yes)
    assert.deepEqual(replacedByValue(newer, older, changes), { part }, `${older} → ${newer}`);
});

test("no line of the diff ties them, or the tie is unsure: nothing is replaced", () => {
  const no: [string, string, ValueChange[]][] = [
    // No change at all, or one between other values.
    ["Burst goes up to 25.", "A rajada fica em 10.", []],
    ["Burst goes up to 25.", "A rajada fica em 10.", [change("12", "25")]],
    ["Burst goes up to 25.", "A rajada fica em 10.", [change("10", "30")]],
    // The older message names the new value already: it is not the old rule.
    ["Make it 25.", "Between 10 and 25 per second.", [change("10", "25")]],
    // Too common to tie anything: step 1, 0 failures.
    ["Do step 2 now.", "Step 1 first.", [change("1", "2")]],
    // A number inside a name is no value.
    ["Move to v25 of the API.", "We are on api/v10.", [change("10", "25")]],
    // Two sentences of the older name the old value: which one is unsure.
    ["Now 25.", "The burst is 10. The queue is 10 deep.", [change("10", "25")]],
  ];
  for (const [newer, older, changes] of no)
    assert.equal(replacedByValue(newer, older, changes), null, `${older} → ${newer}`);
});
