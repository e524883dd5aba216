import assert from "node:assert/strict";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "node:test";
import fc from "fast-check";
import { findFeedbackFiles, readFeedbackLog } from "../../../src/collect/feedback/feedback.js";
import { parseFeedbackLine } from "../../../src/collect/feedback/feedback-record.js";
import type { FeedbackRecord } from "../../../src/model/snapshot/types.js";
import { trim } from "../../../src/trim/trim.js";
import { propertyRuns } from "../../helpers/property-runs.js";

function withDir(fn: (dir: string) => Promise<void>): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), "handoff-feedback-"));
  return fn(dir).finally(() => rmSync(dir, { recursive: true, force: true }));
}

test("malformed lines are skipped, counted and reported with their line number", () =>
  withDir(async (dir) => {
    writeFileSync(
      join(dir, "feedback_record.jsonl"),
      [
        JSON.stringify({ command: "a", exit_code: 0 }),
        "{not json",
        JSON.stringify({ command: ["git", "commit", "-m", "it's done"], exit_code: 1 }),
        "",
        JSON.stringify({ command: 42, exit_code: 0 }),
        '{"command":"half-writ',
      ].join("\n"),
    );
    const summary = await readFeedbackLog(dir, findFeedbackFiles(dir), 5);
    assert.equal(summary.total, 2);
    assert.equal(summary.skipped_count, 3);
    assert.deepEqual(
      summary.skipped.map((s) => [s.line, s.reason]),
      [
        [2, "feedback_record.jsonl:2:2: not valid JSON: expected a double-quoted property name"],
        [5, "feedback_record.jsonl:5:12 command: must be a string or a list of strings"],
        [6, "feedback_record.jsonl:6:22: not valid JSON: unexpected end of input"],
      ],
    );
    assert.deepEqual(
      summary.tail.map((e) => e.command),
      ["a", "git commit -m 'it'\\''s done'"],
    );
  }));

test("rotated logs are read oldest first", () =>
  withDir(async (dir) => {
    writeFileSync(join(dir, "feedback_record.jsonl.2"), '{"command":"first","exit_code":3}\n');
    writeFileSync(join(dir, "feedback_record.jsonl.1"), '{"command":"second","exit_code":0}\n');
    writeFileSync(join(dir, "feedback_record.jsonl"), '{"command":"third","exit_code":0}\n');
    const files = findFeedbackFiles(dir);
    assert.deepEqual(files, [
      "feedback_record.jsonl.2",
      "feedback_record.jsonl.1",
      "feedback_record.jsonl",
    ]);
    const summary = await readFeedbackLog(dir, files, 5);
    assert.deepEqual(
      summary.tail.map((e) => e.command),
      ["first", "second", "third"],
    );
  }));

test("a directory where the log should be is a clear input error", () =>
  withDir(async (dir) => {
    const { mkdirSync } = await import("node:fs");
    mkdirSync(join(dir, "feedback_record.jsonl"));
    await assert.rejects(readFeedbackLog(dir, ["feedback_record.jsonl"], 5), {
      message: "feedback_record.jsonl: expected a regular file, found a directory",
    });
  }));

const recordArb = fc.record({
  command: fc.oneof(
    fc.string({ maxLength: 12 }),
    fc.array(fc.string({ maxLength: 6 }), { maxLength: 3 }),
  ),
  exit_code: fc.oneof(
    fc.constant(0),
    fc.constant(0),
    fc.constant(0),
    fc.integer({ min: -1, max: 3 }),
    fc.constant(null),
  ),
  stderr_tail: fc.option(fc.string({ maxLength: 20 }), { nil: undefined }),
});

/**
 * Write `lines` as a log in `dir`, read it through the byte-level fast path and trim the fully
 * parsed records; assert that the two agree, and return both.
 */
async function assertFastEqualsFullParse(dir: string, lines: string[], k: number) {
  writeFileSync(join(dir, "log.jsonl"), lines.join("\n"));
  const fast = await readFeedbackLog(dir, ["log.jsonl"], k);
  const parsed: FeedbackRecord[] = [];
  for (const line of lines) {
    if (line.trim() === "") continue;
    const result = parseFeedbackLine(line.trim());
    if (result.ok) parsed.push(result.record);
  }
  const slow = trim(parsed, k);
  assert.deepEqual(fast.tail, slow.tail);
  assert.equal(fast.total, slow.total);
  assert.equal(fast.failures, slow.failures);
  assert.deepEqual(fast.passed_later, slow.passed_later);
  return { fast, slow };
}

test("the byte-level fast path gives exactly the trim of fully parsed records", async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.array(
        fc.oneof(
          recordArb.map((r) => JSON.stringify(r)),
          fc.string({ maxLength: 15 }),
        ),
        {
          maxLength: 60,
        },
      ),
      fc.integer({ min: 1, max: 8 }),
      async (lines, k) =>
        withDir(async (dir) => {
          await assertFastEqualsFullParse(dir, lines, k);
        }),
    ),
    { numRuns: propertyRuns(150) },
  );
});

/** Output text of the issue-19 shape: escaped newlines, quotes, backslashes, braces, UTF-8. */
const escapedTail = fc
  .array(
    fc.oneof(
      fc.constantFrom(
        '"',
        "\\",
        "\n",
        "{",
        "}",
        '"exit_code": 0',
        '"command": "x"',
        "é",
        "日本",
        "✓",
      ),
      fc.string({ maxLength: 30 }),
    ),
    { maxLength: 60 },
  )
  .map((parts) => parts.join(""));

/** A record of that shape, its keys in a random order (the tail before or after the fields). */
const escapedLine = fc
  .record({
    command: fc.oneof(
      fc.nat(400).map((n) => `npx vitest run --run=${n}`),
      fc.constantFrom("npm test", 'rg "TODO" src', "make check"),
      fc.array(fc.constantFrom("go", "test", "./...", 'a "b"'), { minLength: 1, maxLength: 3 }),
    ),
    exit_code: fc.oneof(
      fc.constant(0),
      fc.constant(0),
      fc.constant(0),
      fc.constant(0),
      fc.constant(null),
      fc.integer({ min: 1, max: 3 }),
    ),
    stdout_tail: escapedTail,
    stderr_tail: fc.option(escapedTail, { nil: undefined }),
    started_at: fc.constant("2026-01-05T09:00:00.000Z"),
  })
  .chain((record) =>
    fc.shuffledSubarray(Object.keys(record), { minLength: Object.keys(record).length }).map(
      (keys) =>
        `{${keys
          .filter((key) => record[key as keyof typeof record] !== undefined)
          .map(
            (key) => `${JSON.stringify(key)}:${JSON.stringify(record[key as keyof typeof record])}`,
          )
          .join(",")}}`,
    ),
  );

test("the fast path equals the full parse on the escaped-tail shape (tails first, unique commands)", async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.array(fc.oneof({ weight: 9, arbitrary: escapedLine }, fc.string({ maxLength: 15 })), {
        maxLength: 80,
      }),
      fc.integer({ min: 1, max: 8 }),
      async (lines, k) =>
        withDir(async (dir) => {
          const { fast, slow } = await assertFastEqualsFullParse(dir, lines, k);
          assert.deepEqual(fast.commands, slow.commands);
        }),
    ),
    { numRuns: propertyRuns(150) },
  );
});

test("passed_later: passing lines are matched to failed commands by their JSON text, escapes and argv included", () =>
  withDir(async (dir) => {
    const lines = [
      { command: 'rg "x" src', exit_code: 1 },
      { command: ["go", "test", "./..."], exit_code: 2 },
      { stdout_tail: "ok", command: "go test ./...", exit_code: 0 },
      { exit_code: 0, command: 'rg "x" src' },
      { command: "make", exit_code: 1 },
      { command: "make", exit_code: 0 },
      { command: "make", exit_code: null },
      { command: "caf\u00e9", exit_code: 1 },
    ].map((r) => JSON.stringify(r));
    // The same command, escaped differently: still the same command.
    lines.push('{"command":"caf\\u00e9","exit_code":0}');
    writeFileSync(join(dir, "feedback_record.jsonl"), `${lines.join("\n")}\n`);
    const summary = await readFeedbackLog(dir, ["feedback_record.jsonl"], 5);
    assert.deepEqual(summary.passed_later, ['rg "x" src', "go test ./...", "caf\u00e9"]);
  }));

test("the latest test-like command is found from the end of the log", () =>
  withDir(async (dir) => {
    const lines = [
      { command: "npm test", exit_code: 1 },
      { command: "npx vitest run", exit_code: 0 },
      { command: "git status", exit_code: 0 },
      { command: "ls", exit_code: 0 },
    ];
    writeFileSync(
      join(dir, "feedback_record.jsonl"),
      lines.map((l) => JSON.stringify(l)).join("\n"),
    );
    const summary = await readFeedbackLog(dir, ["feedback_record.jsonl"], 2);
    assert.deepEqual(summary.last_test, { command: "npx vitest run", exit_code: 0 });
    writeFileSync(join(dir, "feedback_record.jsonl.1"), '{"command":"pytest -x","exit_code":2}\n');
    writeFileSync(join(dir, "feedback_record.jsonl"), '{"command":"ls","exit_code":0}\n');
    const rotated = await readFeedbackLog(dir, findFeedbackFiles(dir), 2);
    assert.deepEqual(rotated.last_test, { command: "pytest -x", exit_code: 2 });
  }));

test("a failing line's tail is read in full only for the latest failure of its group", () =>
  withDir(async (dir) => {
    const lines = [
      { command: "make", exit_code: 2, stderr_tail: "first error" },
      { command: "make", exit_code: 3, stderr_tail: "old\nlast error" },
      { command: "ls", exit_code: 0 },
    ];
    writeFileSync(join(dir, "log.jsonl"), lines.map((l) => JSON.stringify(l)).join("\n"));
    const summary = await readFeedbackLog(dir, ["log.jsonl"], 5);
    assert.deepEqual(summary.tail[0], {
      command: "make",
      exit_code: 3,
      count: 2,
      first_exit_code: 2,
      last_error_line: "last error",
      tail: "old\nlast error",
    });
  }));

/** A session's log: a check that fails, decoys, then the same check with a setting. */
const ENV_RERUN_LOG = [
  {
    command: "make db-test",
    exit_code: 2,
    stderr_tail:
      'psql: error: connection to server at "localhost" (::1), port 5432 failed: Connection refused\nmake: *** [Makefile:7: db-test] Error 2',
  },
  { command: "LANG=C npm run integration", exit_code: 1, stdout_tail: "not ok 1 - sorts names" },
  { command: "docker compose ps", exit_code: 0 },
  { command: "PGPORT=5433 make db-test2", exit_code: 0 },
  { command: "PGPORT=5433 make db-test && make lint", exit_code: 0 },
  { command: "PGPORT=5433 make db-test", exit_code: 0 },
  { command: "npm run integration", exit_code: 0 },
  { command: "git status", exit_code: 0 },
];

for (const [name, env] of [
  ["line by line", { HANDOFF_NO_WASM: "1" }],
  ["through the kernel", { HANDOFF_WASM_MIN_BYTES: "1" }],
] as const) {
  test(`a failure that passed with leading assignments is linked to that run, ${name}`, () =>
    withDir(async (dir) => {
      // Passing lines far from the failures, so the fast path takes them without a parse.
      const filler = Array.from({ length: 200 }, (_, i) => ({
        command: `echo ${i}`,
        exit_code: 0,
      }));
      const records = [...ENV_RERUN_LOG.slice(0, 2), ...filler, ...ENV_RERUN_LOG.slice(2)];
      writeFileSync(
        join(dir, "feedback_record.jsonl"),
        `${records.map((r) => JSON.stringify(r)).join("\n")}\n`,
      );
      const saved = { ...process.env };
      Object.assign(process.env, env);
      try {
        const summary = await readFeedbackLog(dir, findFeedbackFiles(dir), 5);
        assert.deepEqual(summary.passed_later, ["make db-test", "LANG=C npm run integration"]);
        assert.deepEqual(summary.passed_later_as, [
          { command: "make db-test", as: "PGPORT=5433 make db-test" },
          { command: "LANG=C npm run integration", as: "npm run integration" },
        ]);
        // The same as the in-memory trim of the same records.
        assert.deepEqual(trim(records, 5).passed_later_as, summary.passed_later_as);
      } finally {
        for (const key of Object.keys(env)) delete process.env[key];
        Object.assign(process.env, saved);
      }
    }));
}

test("passed_later survives the failed set's bound: a command failed again after a linked pass is still noted when it passes", () =>
  withDir(async (dir) => {
    const record = (command: string, exit_code: number): FeedbackRecord => ({ command, exit_code });
    // Enough unique failures before and after that the set of failed commands passes its
    // bound (it is cut back to the trim's groups) somewhere right after the scenario.
    for (const before of [770, 900, 1020]) {
      const records: FeedbackRecord[] = [];
      for (let i = 0; i < before; i++) records.push(record(`check --case=${i}`, 1));
      records.push(record("PGPORT=5433 make db-test", 1));
      records.push(record("make db-test", 1));
      records.push(record("make db-test", 0));
      records.push(record("PGPORT=5433 make db-test", 1));
      for (let i = 0; i < 200; i++) records.push(record(`lint --case=${i}`, 1));
      records.push(record("make db-test", 0));
      writeFileSync(
        join(dir, "feedback_record.jsonl"),
        records.map((r) => `${JSON.stringify(r)}\n`).join(""),
      );
      const summary = await readFeedbackLog(dir, findFeedbackFiles(dir), 5);
      const want = trim(records, 5).passed_later;
      assert.ok(want.includes("PGPORT=5433 make db-test"));
      assert.deepEqual(summary.passed_later, want, `${before} failures before`);
    }
  }));
