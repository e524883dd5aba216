/**
 * The feedback-log scan cache (issue 19): a write after an append reads only the appended bytes,
 * and the summary is the same bytes as a full scan's, whatever the split; anything that is not a
 * pure append, and a deleted or corrupt cache, means a full scan.
 */
import assert from "node:assert/strict";
import {
  appendFileSync,
  existsSync,
  mkdtempSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "node:test";
import fc from "fast-check";
import { findFeedbackFiles, readFeedbackLog } from "../../../src/collect/feedback/feedback.js";
import { propertyRuns } from "../../helpers/property-runs.js";

const LOG = "feedback_record.jsonl";
const CACHE = join(".handoff", "cache", "feedback-scan.json");

function withDir(fn: (dir: string) => Promise<void>): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), "handoff-scan-cache-"));
  return fn(dir).finally(() => rmSync(dir, { recursive: true, force: true }));
}

/** A read with the cache on; the warnings it gave. */
async function cached(dir: string, k = 3) {
  const warnings: string[] = [];
  const summary = await readFeedbackLog(dir, findFeedbackFiles(dir), k, undefined, {
    warn: (message) => warnings.push(message),
  });
  return { summary, warnings };
}

/** What a full scan says, without touching the cache. */
function fresh(dir: string, k = 3) {
  return readFeedbackLog(dir, findFeedbackFiles(dir), k);
}

const line = fc.oneof(
  {
    weight: 8,
    arbitrary: fc
      .record({
        command: fc.oneof(
          fc.constantFrom(
            "npm test",
            "é日本 build",
            "git status",
            'rg "x"',
            // The same check in another environment: a pass of one speaks for the other.
            "LANG=C npm test",
            "PGPORT=5433 npm test",
          ),
          fc.nat(30).map((n) => `run --n=${n} ✓`),
          fc.array(fc.constantFrom("go", "test", "ü"), { minLength: 1, maxLength: 3 }),
        ),
        exit_code: fc.oneof(
          fc.constant(0),
          fc.constant(0),
          fc.constant(null),
          fc.integer({ min: 1, max: 3 }),
        ),
        stdout_tail: fc.string({ unit: "grapheme", maxLength: 40 }),
      })
      .map((r) => JSON.stringify(r)),
  },
  {
    weight: 1,
    arbitrary: fc.constantFrom("{not json", "", "   ", '{"command":"x","exit_code":"1"}'),
  },
);

test("append-then-write equals a full scan byte for byte, over random append splits", async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.array(line, { minLength: 1, maxLength: 40 }),
      fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { minLength: 1, maxLength: 3 }),
      fc.boolean(),
      fc.integer({ min: 1, max: 6 }),
      async (lines, cuts, endsWithNewline, k) =>
        withDir(async (dir) => {
          const bytes = Buffer.from(lines.join("\n") + (endsWithNewline ? "\n" : ""));
          // Splits anywhere: inside a line, inside a multi-byte character, on a newline.
          const splits = cuts.map((c) => Math.floor(c * bytes.length)).sort((a, b) => a - b);
          let done = 0;
          writeFileSync(join(dir, LOG), "");
          for (const split of [...splits, bytes.length]) {
            appendFileSync(join(dir, LOG), bytes.subarray(done, split));
            done = split;
            const { summary, warnings } = await cached(dir, k);
            assert.deepEqual(warnings, []);
            assert.equal(JSON.stringify(summary), JSON.stringify(await fresh(dir, k)));
          }
          assert.ok(existsSync(join(dir, CACHE)));
        }),
    ),
    { numRuns: propertyRuns(60) },
  );
});

/** A log of `n` records; record `failAt` fails. */
function records(n: number, failAt: number, from = 0): string {
  return Array.from({ length: n }, (_, i) =>
    JSON.stringify({
      command: `step ${from + i}`,
      exit_code: from + i === failAt ? 1 : 0,
      stdout_tail: "x".repeat(200),
    }),
  )
    .map((l) => `${l}\n`)
    .join("");
}

test("a resumed scan reads only the appended bytes; deleting the cache gives the full scan", () =>
  withDir(async (dir) => {
    writeFileSync(join(dir, LOG), records(100, 3));
    await cached(dir);
    // Flip an early pass to a failure, far (> 4 KiB) before the resume point, same length (the
    // failure's own line is re-read on resuming: flipping it would be seen).
    const text = readFileSync(join(dir, LOG), "utf8").replace(
      '"step 30","exit_code":0',
      '"step 30","exit_code":1',
    );
    writeFileSync(join(dir, LOG), text);
    appendFileSync(join(dir, LOG), records(5, -1, 100));
    // Same inode, longer, same last 4 KiB before the resume point: resumed, so the flip is unseen.
    const resumed = (await cached(dir)).summary;
    assert.equal(resumed.failures, 1);
    assert.equal(resumed.total, 105);
    rmSync(join(dir, CACHE));
    const full = (await cached(dir)).summary;
    assert.equal(full.failures, 2);
    assert.deepEqual(full, await fresh(dir));
  }));

test("rotation, truncation and replacement fall back to a full scan", () =>
  withDir(async (dir) => {
    const log = join(dir, LOG);
    writeFileSync(log, records(50, 10));
    await cached(dir);
    // Rotation: the live file becomes .1, a new live file starts.
    renameSync(log, `${log}.1`);
    writeFileSync(log, records(3, 51, 50));
    assert.deepEqual((await cached(dir)).summary, await fresh(dir));
    // Truncation: shorter than the resume point.
    writeFileSync(log, records(1, -1, 60));
    assert.deepEqual((await cached(dir)).summary, await fresh(dir));
    // Replacement: another file (new inode) with more bytes than the resume point.
    await cached(dir);
    rmSync(log);
    writeFileSync(log, records(40, 70, 60));
    const replaced = (await cached(dir)).summary;
    assert.deepEqual(replaced, await fresh(dir));
    assert.equal(replaced.failures, 2);
  }));

test("a corrupt cache is ignored with one warning; the cache holds no text of the log", () =>
  withDir(async (dir) => {
    const secret = "ghp_0123456789abcdefABCDEF0123456789abcd";
    writeFileSync(
      join(dir, LOG),
      `${JSON.stringify({ command: `curl -H 'token ${secret}' x`, exit_code: 7, stderr_tail: `denied ${secret}` })}\n${records(20, -1)}`,
    );
    const first = (await cached(dir)).summary;
    const saved = readFileSync(join(dir, CACHE), "utf8");
    assert.ok(!saved.includes(secret) && !saved.includes("curl") && !saved.includes("step"));
    writeFileSync(join(dir, CACHE), saved.slice(0, saved.length / 2));
    const { summary, warnings } = await cached(dir);
    assert.equal(warnings.length, 1);
    assert.match(warnings[0] ?? "", /unreadable: ignored/);
    assert.deepEqual(summary, first);
    // Written anew: the next read resumes without a warning.
    assert.deepEqual((await cached(dir)).warnings, []);
  }));

test("a cache of the right version but another shape (a location naming another file, a float count) is ignored with one warning", () =>
  withDir(async (dir) => {
    writeFileSync(join(dir, LOG), `${JSON.stringify({ command: "make", exit_code: 2 })}\n`);
    const first = (await cached(dir)).summary;
    const saved = JSON.parse(readFileSync(join(dir, CACHE), "utf8")) as {
      groups: { at: { file: string } }[];
      position: number;
    };
    const corruptions: ((scan: typeof saved) => void)[] = [
      (scan) => {
        (scan.groups[0] as { at: { file: string } }).at.file = "elsewhere.jsonl";
      },
      (scan) => {
        scan.position = 1.5;
      },
    ];
    for (const corrupt of corruptions) {
      const scan = structuredClone(saved);
      corrupt(scan);
      writeFileSync(join(dir, CACHE), JSON.stringify(scan));
      const { summary, warnings } = await cached(dir);
      assert.equal(warnings.length, 1);
      assert.match(warnings[0] ?? "", /unreadable: ignored/);
      assert.deepEqual(summary, first);
    }
  }));

test("a resumed scan keeps which run a failure passed later as (re-read, never stored)", () =>
  withDir(async (dir) => {
    const lines = [
      { command: "make db-test", exit_code: 2 },
      { command: "PGPORT=5433 make db-test", exit_code: 0 },
      // More than 4 KiB of passing runs: the flip below lies outside the hashed tail.
      ...Array.from({ length: 200 }, (_, i) => ({ command: `echo ${i}`, exit_code: 0 })),
    ];
    writeFileSync(join(dir, LOG), `${lines.map((r) => JSON.stringify(r)).join("\n")}\n`);
    await cached(dir);
    assert.ok(!readFileSync(join(dir, CACHE), "utf8").includes("PGPORT"));
    // A flip before the resume point that only a full scan would see: proof the scan resumed.
    const text = readFileSync(join(dir, LOG), "utf8");
    writeFileSync(join(dir, LOG), text.replace('"echo 1","exit_code":0', '"echo 1","exit_code":1'));
    appendFileSync(join(dir, LOG), `${JSON.stringify({ command: "git status", exit_code: 0 })}\n`);
    const { summary, warnings } = await cached(dir);
    assert.deepEqual(warnings, []);
    assert.equal(summary.failures, 1);
    assert.deepEqual(summary.passed_later_as, [
      { command: "make db-test", as: "PGPORT=5433 make db-test" },
    ]);
  }));
