/**
 * Which lines the previous packet's conclusions were tied to (" (wrote `<line>` in <file>)") the
 * work took out since: gone from every file it changed, white space aside; a line moved,
 * reformatted or wrapped stands, and one in a file the work did not change is not read.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import { goneLines, markedLines } from "../../../src/collect/git/put-in-lines.js";

const SAID = "Added a 40-rupee delivery charge on hall orders: the halls are across town.";
const MARKED = `${SAID} (wrote \`if (order.hall) total += 4000;\` in src/bill.js)`;

test("a put-in mark of one line is read, one of names is not", () => {
  assert.deepEqual(markedLines([MARKED, `${SAID} (wrote \`byArrival\` in src/sorter.js)`, SAID]), [
    { line: "if (order.hall) total += 4000;", path: "src/bill.js" },
  ]);
});

test("a line gone from every changed file is gone; moved, reformatted or wrapped it stands", () => {
  const marked = markedLines([MARKED]);
  const files =
    (bill: string | null, other = "") =>
    (path: string) =>
      path === "src/bill.js" ? bill : other;
  const changed = ["src/bill.js", "src/other.js"];
  assert.deepEqual(goneLines(marked, changed, files("let total = 0;\nreturn total;\n")), [
    "if (order.hall) total += 4000;",
  ]);
  // The file deleted: nothing holds it.
  assert.deepEqual(goneLines(marked, changed, files(null)), ["if (order.hall) total += 4000;"]);
  for (const bill of [
    "// halls\nif ( order.hall )  total  +=  4000;\n",
    "if (order.hall)\n  total += 4000;\n",
  ])
    assert.deepEqual(goneLines(marked, changed, files(bill)), [], bill);
  // Moved to another file the work changed.
  assert.deepEqual(goneLines(marked, changed, files("", "if (order.hall) total += 4000;")), []);
  // The work did not change the file: nothing is read of it.
  assert.deepEqual(goneLines(marked, ["src/other.js"], files("")), []);
});
