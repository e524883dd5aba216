/** What code declares, and the names prose writes as code: tables of positive and negative examples. */
import assert from "node:assert/strict";
import { test } from "node:test";
import { codeShapedNames, declaredNames } from "../../src/util/declared-names.js";

test("declaredNames: what code declares, whole; never a plain local or a keyword", () => {
  const cases: [string, string[]][] = [
    ["export const CLEANUP_MIN = 15;", ["cleanup_min"]],
    ["CLEANUP_MIN = 15\n", ["cleanup_min"]],
    ["def retry_later(job):\n    pass\n", ["retry_later"]],
    ["async function retryLater(job) {}", ["retrylater"]],
    ["#define RATE_CAP 4", ["rate_cap"]],
    ['parser.add_argument("--dry-run", action="store_true")', ["dry-run"]],
    ["func (s *Store) pruneOld() {}", []],
    ["func pruneOld(s *Store) {}", ["pruneold"]],
    // A plain local, a member assignment and a comparison declare nothing of the work.
    ["    total = 0\n    self.cap = 3\n    if x == 4: pass\n", []],
    ["let x = 1; const ok = true;", []],
    ["// const OLD_CAP = 3 (a comment)\n", []],
  ];
  for (const [code, names] of cases) assert.deepEqual(declaredNames(code).sort(), names, code);
});

test("codeShapedNames: names prose writes as code; a hyphenated word or an acronym is none", () => {
  const cases: [string, string[]][] = [
    ["CLEANUP_MIN = 15 sits between two bookings.", ["CLEANUP_MIN"]],
    ["retryLater() queues the job again.", ["retryLater"]],
    ["prune.py takes --dry-run now.", ["dry-run"]],
    ["Entre dos reservas va CLEANUP_MIN, un cuarto de hora.", ["CLEANUP_MIN"]],
    ["slugify strips accents with NFD and lower-cases the words.", []],
    ["lib/legacy_slots.js and yaml.safe_load read it.", []],
  ];
  for (const [text, names] of cases) assert.deepEqual(codeShapedNames(text), names, text);
});
