/**
 * Golden files: the exact bytes of handoff.json, handoff.md and history.md for fixed snapshots.
 * After an intended change to the packet or its render, regenerate them with
 *   UPDATE_GOLDEN=1 node --test <outDir>/test/packet/golden.test.js
 * and review the diff of test/golden/ like any other code change.
 */
import assert from "node:assert/strict";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { test } from "node:test";
import { generate } from "../../../src/generate/index.js";
import type { Snapshot } from "../../../src/model/snapshot/types.js";
import { packageRoot } from "../../../src/platform/package-root.js";
import { makeSampleSnapshot } from "../../helpers/sample-snapshot.js";
import { makeSessionSnapshot } from "../../helpers/session-snapshot.js";

const GOLDEN = join(packageRoot(), "test", "golden");
const update = process.env["UPDATE_GOLDEN"] === "1";

function compareGolden(name: string, actual: string): void {
  const path = join(GOLDEN, name);
  if (update) {
    mkdirSync(GOLDEN, { recursive: true });
    writeFileSync(path, actual);
    return;
  }
  assert.ok(existsSync(path), `${path} is missing: run with UPDATE_GOLDEN=1 to create it`);
  assert.equal(actual, readFileSync(path, "utf8"), `${name} differs from its golden file`);
}

/** The sample with enough entries to overflow handoff.md into history.md. */
function makeOverflowSnapshot(): Snapshot {
  const s = makeSampleSnapshot();
  for (let i = 0; i < 40; i++) {
    s.git!.changes.push({
      path: `src/routes/r${String(i).padStart(2, "0")}.ts`,
      kind: "modified",
      staged: false,
      unstaged: true,
      added: i,
      deleted: 0,
    });
    s.notes.push({ id: `n-pit${i}`, kind: "pitfall", text: `pitfall number ${i}` });
  }
  return s;
}

for (const [name, make] of [
  ["sample", makeSampleSnapshot],
  ["overflow", makeOverflowSnapshot],
  // A transcript-only session: the user's words, the report's next step, (passed later), reads.
  ["session", makeSessionSnapshot],
] as const) {
  test(`golden packet: ${name}`, () => {
    const result = generate(make());
    compareGolden(`${name}.handoff.json`, result.json);
    compareGolden(`${name}.handoff.md`, result.markdown);
    compareGolden(`${name}.history.md`, result.history);
  });
}
