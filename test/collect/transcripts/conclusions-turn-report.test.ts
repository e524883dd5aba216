/**
 * Where a turn left the work is no conclusion, and no part of one (`conclusions.ts` with
 * `status-sentences.ts`): a command's run reported, a status that opens a sentence in lower case,
 * a status neighbour a short sentence would take along; and the removal of a file the session
 * did not make is clean-up, not a dead end, whatever its words. English, Spanish, German.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import {
  extractConclusions,
  type Grounding,
} from "../../../src/collect/transcripts/conclusions.js";
import { commandNames, NameSet, namesOf } from "../../../src/collect/transcripts/grounding.js";

/** A grounding of `commands` run and `paths` touched; `made` are the files the session wrote. */
function grounding(commands: string[], paths: string[], made: string[] = []): Grounding {
  const known = new NameSet();
  const removed = new NameSet();
  const cleaned = new NameSet();
  for (const command of commands) {
    const names = commandNames(command, (path) => made.includes(path));
    for (const name of names.names) known.add(name);
    for (const name of names.removed) removed.add(name);
    for (const name of names.cleaned) cleaned.add(name);
  }
  for (const path of paths) for (const name of namesOf(path)) known.add(name);
  return {
    known: (n) => known.has(n),
    removed: (n) => removed.has(n),
    cleanedUp: (n) => cleaned.has(n),
  };
}

const kinds = (text: string, ground: Grounding) =>
  extractConclusions(text, ground).map((c) => [c.kind, c.text]);

test("a command's run reported, even opening a sentence in lower case, is no conclusion", () => {
  const ground = grounding(["make test", "make report"], ["lib/fees.js"]);
  assert.deepEqual(
    kinds(
      "make test passes and it is committed. lib/fees.js charges per started QUARTER_MIN now, so a 61-minute stay costs five quarters.",
      ground,
    ),
    [
      [
        "decision",
        "lib/fees.js charges per started QUARTER_MIN now, so a 61-minute stay costs five quarters.",
      ],
    ],
  );
  for (const report of [
    "make report prints the three invoices; two of them are over budget.",
    "make report imprime las tres facturas; dos superan el presupuesto.",
    "make test läuft durch.",
  ])
    assert.deepEqual(kinds(report, ground), [], report);
});

test("a status neighbour is not taken along, before or after a conclusion", () => {
  const ground = grounding(["make test"], ["lib/rates.js", "scripts/build.sh"]);
  const rule = "Night stays pay NIGHT_SURCHARGE = 3 on top in lib/rates.js.";
  for (const status of [
    "Nothing is committed yet.",
    "The build script already passes --strict; nothing is committed yet.",
  ])
    assert.deepEqual(kinds(`${rule} ${status}`, ground), [["decision", rule]], status);
});

test("removing a file the session did not make is clean-up; one it made is a dead end", () => {
  const cleanUp = grounding(["git rm scripts/old-export.sh"], ["scripts/old-export.sh"]);
  const said = "Removed scripts/old-export.sh: nobody calls it any more since the CSV export.";
  assert.deepEqual(kinds(said, cleanUp), [["decision", said]]);
  const own = grounding(
    ["git rm scripts/old-export.sh"],
    ["scripts/old-export.sh"],
    ["scripts/old-export.sh"],
  );
  assert.deepEqual(kinds(said, own), [["dead_end", said]]);
});
