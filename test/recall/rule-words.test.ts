/**
 * The prohibition table: sentences that forbid touching what they name, in several languages,
 * and sentences that only mention it (a statement, a past tense, "don't forget to update").
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import { isProhibition, splitClauses } from "../../src/recall/rule-words.js";

const FORBIDS = [
  "don't touch anything under legacy/",
  "Do not edit migrations/001.sql",
  "never modify the generated files",
  "Never ever touch vendor/",
  "leave src/contracts/ alone, another team owns it",
  "no changes to schema.sql please",
  "vendor/ is off-limits",
  "hands off the billing module",
  "stay out of infra/",
  "you must not rewrite the lock file",
  "ne touche pas à legacy/",
  "Ne modifiez pas les migrations",
  "no toques la carpeta legacy/",
  "nunca modifiques schema.sql",
  "die Migrationen nicht anfassen",
  "ändere schema.sql nicht",
  "não mexa em legacy/",
  "non toccare legacy/",
];

const ONLY_MENTIONS = [
  "the bug is in src/db.ts",
  "don't forget to update src/db.ts",
  "I never changed legacy/ at all",
  "we did not touch the tests", // a statement about the past, no imperative
  "please edit src/db.ts to add the retry",
  "there is no legacy/ folder yet",
  "why doesn't migrations/ run in CI?",
  "leave the logs on while you debug src/db.ts",
];

test("a prohibition: a negation closely followed by an edit verb, or a fixed phrase", () => {
  for (const sentence of FORBIDS) assert.equal(isProhibition(sentence), true, sentence);
});

test("a mention is no prohibition: statements, past tenses, other verbs after a negation", () => {
  for (const sentence of ONLY_MENTIONS) assert.equal(isProhibition(sentence), false, sentence);
});

test("clauses split at sentences and at a contrast, never inside e.g. or a file name", () => {
  const clauses = splitClauses(
    "Don't touch legacy/, but src/db.ts needs the fix. See e.g. docs/a.md for more",
  ).map((c) => c.text);
  assert.deepEqual(clauses, [
    "Don't touch legacy/",
    "src/db.ts needs the fix.",
    "See e.g. docs/a.md for more",
  ]);
});
