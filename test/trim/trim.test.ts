import assert from "node:assert/strict";
import { test } from "node:test";
import type { FeedbackRecord } from "../../src/model/snapshot/types.js";
import { MAX_TAIL_ENTRIES, trim } from "../../src/trim/trim.js";

const ok = (command: string): FeedbackRecord => ({ command, exit_code: 0 });
const fail = (command: string, exit_code: number | null, stderr = ""): FeedbackRecord => ({
  command,
  exit_code,
  stderr_tail: stderr,
});

test("keeps the last K passing records and every failure, in original order", () => {
  const records = [
    ok("a"),
    fail("old-failure", 2, "boom"),
    ok("b"),
    ok("c"),
    ok("d"),
    ok("e"),
    ok("f"),
    ok("g"),
  ];
  const { tail } = trim(records, 5);
  assert.deepEqual(
    tail.map((e) => e.command),
    ["old-failure", "c", "d", "e", "f", "g"],
  );
  assert.equal(tail[0]?.exit_code, 2);
  assert.equal(tail[0]?.last_error_line, "boom");
});

test("a null exit code is a failure, kept even when older than the tail", () => {
  const records = [fail("killed", null), ...Array.from({ length: 20 }, (_, i) => ok(`c${i}`))];
  const { tail, failures } = trim(records, 3);
  assert.equal(failures, 1);
  assert.deepEqual(tail[0], {
    command: "killed",
    exit_code: null,
    count: 1,
    first_exit_code: null,
  });
  assert.equal(tail.length, 4);
});

test("10,000 identical failures become one grouped entry", () => {
  const records = Array.from({ length: 10_000 }, (_, i) =>
    fail("npm test", i === 0 ? 1 : 2, `line\nfailure ${i}\n`),
  );
  const { tail, failures, total } = trim(records, 5);
  assert.equal(total, 10_000);
  assert.equal(failures, 10_000);
  assert.equal(tail.length, 1);
  assert.equal(tail[0]?.count, 10_000);
  assert.equal(tail[0]?.first_exit_code, 1);
  assert.equal(tail[0]?.exit_code, 2);
  assert.equal(tail[0]?.last_error_line, "failure 9999");
});

test("never more than 30 entries; the oldest failures go first", () => {
  const records = Array.from({ length: 100 }, (_, i) => fail(`cmd-${i}`, 1));
  records.push(ok("last"));
  const { tail } = trim(records, 5);
  assert.equal(tail.length, MAX_TAIL_ENTRIES);
  assert.equal(tail[0]?.command, "cmd-71");
  assert.equal(tail.at(-1)?.command, "last");
});

test("a passing command repeated in the window is shown once, at its latest run", () => {
  const { tail, commands } = trim([ok("npm test"), ok("ls"), ok("npm test")], 5);
  assert.deepEqual(
    tail.map((e) => e.command),
    ["ls", "npm test"],
  );
  assert.deepEqual(commands, ["ls", "npm test"]);
});

test("a failure inside the last K is shown once, as its group", () => {
  const { tail } = trim([ok("a"), fail("b", 1), ok("c")], 5);
  assert.deepEqual(
    tail.map((e) => [e.command, e.exit_code]),
    [
      ["a", 0],
      ["b", 1],
      ["c", 0],
    ],
  );
});

test("the latest test-like command is remembered with its exit code", () => {
  const { last_test } = trim([fail("npm test", 1), ok("git status"), ok("npx vitest run")], 5);
  assert.deepEqual(last_test, { command: "npx vitest run", exit_code: 0 });
});

test("a failure passes later as the same command with leading assignments, never as another command", () => {
  const result = trim([
    { command: "make db-test", exit_code: 2, stderr_tail: "could not connect: Connection refused" },
    { command: "npm run integration", exit_code: 1 },
    { command: "LANG=C npm test", exit_code: 1 },
    { command: "go vet ./...", exit_code: 1 },
    // Other commands: a different target, a list, another argument.
    { command: "PGPORT=5433 make db-test2", exit_code: 0 },
    { command: "PGPORT=5433 make db-test || echo done", exit_code: 0 },
    { command: "LANG=C npm run integration -- --bail", exit_code: 0 },
    { command: "GOFLAGS=-mod=mod go vet", exit_code: 0 },
    // The same commands in another environment.
    { command: "PGPORT=5433 make db-test", exit_code: 0 },
    { command: "npm test", exit_code: 0 },
  ]);
  assert.deepEqual(result.passed_later, ["make db-test", "LANG=C npm test"]);
  assert.deepEqual(result.passed_later_as, [
    { command: "make db-test", as: "PGPORT=5433 make db-test" },
    { command: "LANG=C npm test", as: "npm test" },
  ]);
});

test("a pass of the exact command says no other line; a new failure clears the link", () => {
  const later = trim([
    { command: "make db-test", exit_code: 2 },
    { command: "make db-test", exit_code: 0 },
    { command: "PGPORT=5433 make db-test", exit_code: 0 },
  ]);
  assert.deepEqual(later.passed_later, ["make db-test"]);
  assert.deepEqual(later.passed_later_as, []);
  const again = trim([
    { command: "make db-test", exit_code: 2 },
    { command: "PGPORT=5433 make db-test", exit_code: 0 },
    { command: "make db-test", exit_code: 2 },
  ]);
  assert.deepEqual(again.passed_later, []);
  assert.deepEqual(again.passed_later_as, []);
});

test("a passing && list vouches for each command of it, up to one that changes the context", () => {
  const result = trim([
    { command: "KEG_DIR=data cargo test", exit_code: 101 },
    { command: "pytest -q", exit_code: 1 },
    { command: "make lint", exit_code: 2 },
    { command: "make check", exit_code: 2 },
    { command: "npm test", exit_code: 1 },
    { command: "KEG_DIR=data cargo test && KEG_DIR=data cargo run -q -- 2026-07", exit_code: 0 },
    { command: "PGPORT=5433 pytest -q && ruff check .", exit_code: 0 },
    { command: "make build && make lint", exit_code: 0 },
    // What ran after a cd ran elsewhere; a pipeline's status is its last stage's; `||` and
    // `;` say nothing of the command before them.
    { command: "cd sub && make check", exit_code: 0 },
    { command: "npm test | tee out.log && echo ok", exit_code: 0 },
    { command: "npm test || true", exit_code: 0 },
  ]);
  assert.deepEqual(result.passed_later, ["KEG_DIR=data cargo test", "pytest -q", "make lint"]);
  assert.deepEqual(result.passed_later_as, [{ command: "pytest -q", as: "PGPORT=5433 pytest -q" }]);
});
