/**
 * Guards from a user's words: a path and a prohibition in one clause. No false guard: a rule
 * about `src/migrations.ts` is not about `migrations/`, a path quoted as an example is not the
 * place meant, a clause the user reversed forbids nothing, a path in another clause is only named.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import { readRuleMentions } from "../../src/recall/guard-rule.js";
import { findPathMentions } from "../../src/recall/path-mentions.js";

const none: { files: string[] } = { files: [] };
const brief = (
  text: string,
  known: { files: string[] } = none,
  reversed: string | true | null = null,
) =>
  readRuleMentions(text, known, reversed).map((m) => `${m.scope}:${m.key}:${m.guard ? "G" : "-"}`);

test("a folder the user forbids is a guard on its prefix", () => {
  assert.deepEqual(brief("don't touch anything under `legacy/`"), ["prefix:legacy/:G"]);
  assert.deepEqual(brief("Leave vendor/ alone."), ["prefix:vendor/:G"]);
  // "under" makes a bare quoted name a folder.
  assert.deepEqual(brief("never edit anything under `generated`"), ["prefix:generated/:G"]);
});

test("a rule about src/migrations.ts names that file, not a migrations/ folder", () => {
  assert.deepEqual(brief("don't touch src/migrations.ts"), ["exact:src/migrations.ts:G"]);
});

test("a path quoted as an example is no rule about it", () => {
  assert.deepEqual(brief("never commit generated files, e.g. `dist/bundle.js`"), []);
  assert.deepEqual(brief("don't edit config files such as `config/prod.json`"), []);
  assert.deepEqual(
    findPathMentions("use a fixture, for example `test/fixtures/a.json`", none).map(
      (m) => m.example,
    ),
    [true],
  );
});

test("only the clause holding the prohibition guards: another path in the message is named", () => {
  assert.deepEqual(brief("Don't touch legacy/, but src/db.ts needs the retry."), [
    "prefix:legacy/:G",
    "exact:src/db.ts:-",
  ]);
});

test("a reversed rule lifts its guard; a reversed sentence lifts only itself", () => {
  assert.deepEqual(brief("don't touch legacy/", none, true), ["prefix:legacy/:-"]);
  assert.deepEqual(
    brief("Never edit `schema.sql`. Don't touch legacy/.", none, "Never edit `schema.sql`."),
    ["exact:schema.sql:-", "prefix:legacy/:G"],
  );
});

test("Unicode and spaces: a quoted path keeps them; a bare Unicode path is read whole", () => {
  assert.deepEqual(brief("don't touch `docs/Überblick und Plan.md`"), [
    "exact:docs/Überblick und Plan.md:G",
  ]);
  assert.deepEqual(brief("ne touche pas à données/clients/"), ["prefix:données/clients/:G"]);
});

test("bare words with a dot are words unless the repo knows the file; URLs are no paths", () => {
  assert.deepEqual(brief("don't rewrite it in Node.js"), []);
  assert.deepEqual(brief("don't touch db.ts", { files: ["src/store/db.ts"] }), [
    "exact:src/store/db.ts:G",
  ]);
  // Two files of that name: the bare name is ambiguous, so it names none.
  assert.deepEqual(brief("don't touch db.ts", { files: ["a/db.ts", "b/db.ts"] }), []);
  assert.deepEqual(brief("never edit https://example.com/docs/page"), []);
  assert.deepEqual(brief("don't touch ../outside/x.ts"), []);
});

test("a glob the user wrote is kept as a glob", () => {
  assert.deepEqual(brief("never edit `src/**/*.generated.ts`"), ["glob:src/**/*.generated.ts:G"]);
});
