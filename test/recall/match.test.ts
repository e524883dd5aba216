/**
 * Matching a path against the index: exact keys, folder prefixes (a path is under a folder only
 * below it), globs; Unicode in either normal form; the recall text within its 1,000 characters.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import type { RecallIndex } from "../../src/recall/index-shape.js";
import { globToRegExp, matchRecall, renderRecall } from "../../src/recall/match.js";

const entry = (text: string, kind: "rule" | "failure" = "rule") => ({
  id: `g-${text.length}`,
  kind,
  text,
  agent: "claude",
  date: "2026-12-01",
  age: 0,
});

const index: RecallIndex = {
  version: 1,
  packet: "0123456789abcdef",
  entries: [
    entry("don't touch migrations/"),
    entry("leave src/migrations.ts alone"),
    entry("npm run gen -> exit 1", "failure"),
    entry("ne touche pas à données/"),
  ],
  exact: { "src/migrations.ts": [[1, 1]] },
  prefix: { "migrations/": [[0, 1]], "données/": [[3, 1]] },
  glob: { "src/**/*.gen.ts": [[2, 0]] },
};

const ids = (path: string) => matchRecall(index, path).map((h) => h.entry.text);

test("a folder prefix matches below the folder only", () => {
  assert.deepEqual(ids("migrations/001.sql"), ["don't touch migrations/"]);
  assert.deepEqual(ids("migrations"), ["don't touch migrations/"]);
  assert.deepEqual(ids("src/migrations.ts"), ["leave src/migrations.ts alone"]);
  assert.deepEqual(ids("src/migrations/001.sql"), []);
  assert.deepEqual(ids("migrations.sql"), []);
});

test("globs: ** crosses folders, * stays in one, a slash-less glob matches any folder", () => {
  assert.deepEqual(ids("src/a/b/x.gen.ts"), ["npm run gen -> exit 1"]);
  assert.equal(globToRegExp("src/*.ts").test("src/a/b.ts"), false);
  assert.equal(globToRegExp("*.sql").test("db/x.sql"), true);
});

test("a path in NFD matches a key written in NFC", () => {
  assert.deepEqual(ids("donne\u0301es/clients.csv"), ["ne touche pas à données/"]);
});

test("the recall stays within its budget and says how many items it left out", () => {
  const many = Array.from({ length: 30 }, (_, i) => ({
    entry: entry(`rule ${i} ${"x".repeat(90)}`),
    guard: i === 0,
  }));
  const text = renderRecall("src/a.ts", many);
  assert.ok(text.length <= 1_000, String(text.length));
  assert.match(text, /more: handoff recall src\/a\.ts$/);
  assert.match(text.split("\n")[1] ?? "", /^- GUARD .*\(the user, Claude Code, 2026-12-01\)$/);
  assert.equal(renderRecall("src/a.ts", []), "");
});

test("a key named like a prototype property is no match", () => {
  assert.deepEqual(ids("constructor"), []);
  assert.deepEqual(ids("__proto__/x"), []);
});
