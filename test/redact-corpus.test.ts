import assert from "node:assert/strict";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { test } from "node:test";
import { redact } from "../src/redact/index.js";
import { packageRoot } from "../src/util/package-root.js";

/**
 * Quality on the labelled corpus (../shared/fixtures/secrets/all.jsonl, see its MANIFEST.md).
 * A secret line is caught when none of its `values` (else the whole line) survives whole; a
 * `generic` negative is a false positive when the output differs at all. The floors are the
 * figures reached when this was written, rounded down, so they cannot silently regress.
 */
const corpus = join(packageRoot(), "..", "shared", "fixtures", "secrets", "all.jsonl");
const skip = existsSync(corpus) ? false : "../shared/fixtures absent";

const RECALL_FLOOR: Record<string, number> = {
  CredSweeper: 0.94,
  "detect-secrets": 0.88,
  gitleaks: 0.94,
  secretlint: 0.97,
};
const TOTAL_RECALL_FLOOR = 0.94;
const GENERIC_CHANGED_CEILING = 0.09;

interface Line {
  text: string;
  secret: boolean;
  source: string;
  scope: string;
  values?: string[];
}

test("recall on secret lines and changes on generic negatives meet the floors", { skip }, () => {
  const lines = readFileSync(corpus, "utf8")
    .split("\n")
    .filter((l) => l.trim() !== "")
    .map((l) => JSON.parse(l) as Line);
  const stats = new Map<string, { positives: number; caught: number }>();
  let generic = 0;
  let changed = 0;
  for (const line of lines) {
    const out = redact(line.text).text;
    if (line.secret) {
      const source = line.source.split(" ")[0] ?? line.source;
      const entry = stats.get(source) ?? { positives: 0, caught: 0 };
      entry.positives++;
      const values =
        line.values !== undefined && line.values.length > 0 ? line.values : [line.text];
      if (values.every((v) => !out.includes(v))) entry.caught++;
      stats.set(source, entry);
    } else if (line.scope === "generic") {
      generic++;
      if (out !== line.text) changed++;
    }
  }
  let positives = 0;
  let caught = 0;
  for (const [source, entry] of stats) {
    positives += entry.positives;
    caught += entry.caught;
    const floor = RECALL_FLOOR[source] ?? TOTAL_RECALL_FLOOR;
    assert.ok(
      entry.caught / entry.positives >= floor,
      `${source}: recall ${entry.caught}/${entry.positives} < ${floor}`,
    );
  }
  assert.ok(positives > 900, "corpus smaller than expected");
  assert.ok(caught / positives >= TOTAL_RECALL_FLOOR, `recall ${caught}/${positives}`);
  assert.ok(
    generic > 0 && changed / generic <= GENERIC_CHANGED_CEILING,
    `generic changed ${changed}/${generic}`,
  );
});
