/**
 * Sentences that report what a command did (`command-report.ts`): a command at the start and a
 * verb of its result right after it, in English, Spanish, German, French, Dutch, Italian and
 * Portuguese; the negatives are steps, findings and sentences whose subject is no command. And
 * where a sentence that opens in lower case on a command or a path starts.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import { looksLikeCommandLine } from "../../src/generate/command-shape.js";
import {
  commandResultOf,
  saysCommandFailed,
  saysCommandPassed,
  splitBeforeLowercaseStarts,
} from "../../src/util/command-report.js";

const result = (sentence: string) => commandResultOf(sentence, looksLikeCommandLine);

test("a command followed by a verb of its result reports a run, in several languages", () => {
  for (const [sentence, expected] of [
    ["make report prints the three invoices; two of them are over budget.", "output"],
    ["npm test passes now.", "passed"],
    ["npm run build now passes --strict.", "passed"],
    ["`make check` läuft durch.", "passed"],
    ["pytest -q falla en test_total por un céntimo.", "failed"],
    ["go test ./... still fails on the midnight case.", "failed"],
    ["npm run lint affiche 3 erreurs dans src/app.js.", "output"],
    ["make test slaagt weer.", "passed"],
    ["make report print de drie facturen.", "output"],
    ["cargo test fallisce su due casi.", "failed"],
    ["npm test mostra 12 testes verdes.", "output"],
    ["./bin/export gibt 40 Zeilen aus.", "output"],
    // A qualifier inside a German verb whose particle closes the clause.
    ["npm test läuft jetzt auf beiden Rechnern durch.", "passed"],
    ["make test geht unter jeder Zeitzone glatt durch.", "passed"],
    ["make test schlägt unter Windows fehl.", "failed"],
    ["pytest -q bricht nach zwei Minuten ab.", "failed"],
  ] as const)
    assert.equal(result(sentence), expected, sentence);
});

test("a step, a finding or a sentence about the code is no report of a run", () => {
  for (const sentence of [
    "make report, then commit the invoices.",
    "npm test again after the rebase.",
    "Make sure the report prints the totals.",
    "Run make report and check the totals.",
    "lib/fees.js charges per started quarter now.",
    "The cache returns stale rows after midnight.",
    "Port 5432 is the host's own Postgres.",
    "make report",
    "git commit -am 'fees: per quarter'",
    "Ejecuta npm test otra vez.",
    "Führe make check noch einmal aus.",
  ])
    assert.equal(result(sentence), null, sentence);
});

test("saysCommandFailed: the command followed by a verb of failure, anywhere in the sentence", () => {
  for (const sentence of [
    "Stopping here with make test failing: two tests end in an off-by-one at midnight.",
    "make test still fails on the night rate.",
    "`make test` is failing on the midnight case.",
    "Me paro aquí con make test fallando en test/fees.test.js.",
    "Ich höre auf, make test schlägt fehl bei Mitternacht.",
  ])
    assert.equal(saysCommandFailed(sentence, "make test"), true, sentence);
  for (const [sentence, command] of [
    ["make test passes now.", "make test"],
    ["make test-night fails on the midnight case.", "make test"],
    ["PGPORT=5433 make db-test passes; make db-test fails: port 5432 is Postgres.", "make test"],
    ["Fix make test, it fails on midnight.", "make test,"],
  ] as const)
    assert.equal(saysCommandFailed(sentence, command), false, sentence);
});

test("a sentence opening in lower case on a command or a path is a sentence of its own", () => {
  const split = (text: string) => splitBeforeLowercaseStarts(text, looksLikeCommandLine);
  assert.deepEqual(
    split("make test passes and it is committed. lib/fees.js charges per quarter now."),
    ["make test passes and it is committed.", "lib/fees.js charges per quarter now."],
  );
  assert.deepEqual(split("Nothing is committed yet. make report prints three invoices."), [
    "Nothing is committed yet.",
    "make report prints three invoices.",
  ]);
  assert.deepEqual(split("Done. fees.js rounds up now."), ["Done.", "fees.js rounds up now."]);
  for (const text of [
    "Use a helper, e.g. lib/round.js from the other repo.",
    "It rounds up. then the totals match.",
    "Version 2.1. is what we pin.",
  ])
    assert.deepEqual(split(text), [text], text);
});

test("a sentence that says a given command passed, whatever qualifier follows", () => {
  for (const sentence of [
    "make test passes in any time zone.",
    "npm test passes on both machines now.",
    "make test pasa en cualquier zona horaria.",
    "npm test läuft jetzt auf beiden Rechnern durch.",
    "`make test` passes under TZ=Asia/Tokyo too.",
    "make test passes in any time zone because the dates are parsed as UTC.",
  ])
    assert.equal(
      saysCommandPassed(sentence, sentence.includes("npm") ? "npm test" : "make test"),
      true,
      sentence,
    );
  for (const [sentence, command] of [
    ["make test passes in any time zone.", "make"],
    ["make test-all passes now.", "make test"],
    ["make test fails on the midnight case.", "make test"],
    ["The dates are parsed as UTC, so make test passes.", "make test"],
    ["npm test passes on both machines now.", "make test"],
    ["npm test läuft nicht durch den Linter.", "npm run lint"],
  ] as const)
    assert.equal(saysCommandPassed(sentence, command), false, sentence);
});
