import assert from "node:assert/strict";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "node:test";
import { writeRecordsFeedbackLog } from "../../bench/gen-feedback-records.js";

test("the small-record log: deterministic, ~900 bytes a record, unique commands, failures run again later", () => {
  const dir = mkdtempSync(join(tmpdir(), "handoff-bench-records-"));
  try {
    const a = join(dir, "a.jsonl");
    const b = join(dir, "b.jsonl");
    const stats = writeRecordsFeedbackLog(a, 2 * 1024 * 1024);
    writeRecordsFeedbackLog(b, 2 * 1024 * 1024);
    assert.ok(readFileSync(a).equals(readFileSync(b)), "same seed, same bytes");
    const perRecord = stats.bytes / stats.records;
    // 500,000 records or more in 512 MB.
    assert.ok(perRecord > 700 && perRecord < 1_070, `${perRecord} bytes a record`);
    assert.equal(stats.bigLines, 0);
    const records = readFileSync(a, "utf8")
      .trimEnd()
      .split("\n")
      .map((line) => JSON.parse(line) as { command: unknown; exit_code: number | null });
    assert.equal(records.length, stats.records);
    const failures = records.filter((r) => r.exit_code !== 0).length;
    assert.equal(failures, stats.failures);
    assert.ok(failures / records.length > 0.02 && failures / records.length < 0.08);
    // Each command is run once, except a failed one, which is run again a few records later
    // (until it passes, at most 40 records after each failure).
    const runs = new Map<string, number[]>();
    for (const [i, r] of records.entries()) {
      const key = JSON.stringify(r.command);
      runs.set(key, [...(runs.get(key) ?? []), i]);
    }
    let passedLater = 0;
    for (const at of runs.values()) {
      for (const [n, i] of at.entries()) {
        const next = at[n + 1];
        if (records[i]?.exit_code === 0) assert.equal(next, undefined, "a pass is the last run");
        else if (next !== undefined) assert.ok(next - i <= 40);
      }
      if (at.length > 1 && records[at.at(-1) as number]?.exit_code === 0) passedLater++;
    }
    assert.ok(passedLater > failures / 2, `${passedLater} failed commands passed later`);
    assert.ok(records.some((r) => Array.isArray(r.command)));
    assert.ok(records.some((r) => typeof r.command === "string" && r.command.startsWith("CI=1 ")));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
