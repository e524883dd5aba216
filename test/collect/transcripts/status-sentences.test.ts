/**
 * Status sentences and replies to the user are no conclusions: positive and negative examples,
 * in several languages, of `isStatusOnly` and `isReplyToUser`.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import {
  decidesNothing,
  isCommandReport,
  isReplyToUser,
  isStateOfThings,
  isStatusOnly,
  isTurnReport,
} from "../../../src/collect/transcripts/status-sentences.js";

test("isStatusOnly: every clause says where the work stands in git or its checks", () => {
  for (const sentence of [
    "The deletion of scripts/seed.js is not committed yet.",
    "Committed, with sharp as the resizer.",
    "Committed.",
    "npm test passes.",
    "The rewrite of src/payments.js is committed and npm test passes.",
    "All green.",
    "cargo test passes with the Vec in src/queue.rs.",
    "pytest -q passes now.",
    "The changes to src/cache.ts are uncommitted.",
    "Pushed to origin/main.",
    "Los tests pasan.",
    "Die Tests laufen durch.",
    "Les tests passent.",
    "Os testes passam.",
    "测试通过。",
    "All 14 tests pass now.",
    "Tutto verde.",
    "The change is committed as abc123.",
    "npm test: 14 passed, 0 failed.",
    "Alle 14 Tests sind grün.",
    "Los 14 tests de src/slots.js pasan.",
    "Ya está commiteado en abc123.",
    "I 9 test passano.",
  ])
    assert.equal(isStatusOnly(sentence), true, sentence);
  for (const sentence of [
    "Keys carry a UTC timestamp; two branches never claim one number that way.",
    "Done: src/payments.js dedupes on the body hash, and npm test passes.",
    "The check passes with LOG_ROOT=fixtures/logs.",
    "npm test passes in 40 s now, down from 3 min.",
    "sharp needs a native build; jimp is plain JavaScript, so the resizer is jimp.",
    "The cache key is a sha1 of the bytes, so a retouched image gets a new key.",
    "Migrations run in one transaction each because sqlite locks the file.",
    "Los tests pasan porque el reloj se inyecta.",
    "Fixed the off-by-one in src/page.ts: the last page was dropped.",
    "npm test: 14 passed, 0 failed, in 3 min instead of 40 s.",
    "All 14 tests pass with TZ=UTC only.",
    "The slots in src/slots.js are 90 minutes long.",
    "Tutto verde tranne test/slots.test.js, che fallisce sul fuso orario.",
    // A reason beside a status with its qualifier: the reason may outlive the status.
    "make test passes in any time zone because the dates are parsed as UTC.",
    "npm test pasa en las dos máquinas porque TZ se fija en package.json.",
    "npm test läuft überall durch, weil der Test die Zeitzone selbst setzt.",
    // A measurement in the unit words of another language is a condition too.
    "Los tests pasan en 40 segundos.",
    "Тесты проходят за две секунды.",
  ])
    assert.equal(isStatusOnly(sentence), false, sentence);
});

test("isStateOfThings: only says nothing else has or uses a thing, with no reason or choice", () => {
  for (const sentence of [
    "Nothing else touches that file.",
    "Nothing else touches src/slots.js.",
    "src/legacy.js has no other caller.",
    "No other module imports retryLater().",
    "Nadie más usa src/legacy.js.",
    "Rien d'autre ne lit config/slots.json.",
  ])
    assert.equal(isStateOfThings(sentence), true, sentence);
  for (const sentence of [
    "Nothing else touches src/slots.js, so it can go.",
    "Nothing else reads the cache because the page renders once.",
    "Slots are 90 minutes long, so the last one starts at 21:30.",
    "src/slots.js reads the opening hours from lib/hours.js.",
    "No other module imports it: I went with a local helper instead.",
  ])
    assert.equal(isStateOfThings(sentence), false, sentence);
});

/** Names of a session: paths, packages, identifiers it touched. */
const names = (text: string) => /src\/|stripe|sharp|jimp|payments|keyFor|\.env/i.test(text);

test("isReplyToUser: a first-person refusal or promise about what the user gave", () => {
  for (const sentence of [
    "I won't write it anywhere or use it: it sat in this chat, so rotate it.",
    "I will not keep that: please rotate it since you pasted it here.",
    "I won't use it — paste it into your own shell instead.",
    "No lo voy a guardar ni usar: cámbialo, por favor.",
    "Ich werde es nicht speichern: bitte tausche es aus.",
    "Je ne vais pas le garder : change-le, s'il te plaît.",
    "Não vou guardar isso: troque a senha, por favor.",
  ])
    assert.equal(isReplyToUser(sentence, names), true, sentence);
  for (const sentence of [
    "I won't use it: sharp needs a native build and the CI image has none.",
    "I'll key the cache on a hash of the bytes rather than the path, so a retouched image gets a new key.",
    "I kept src/payments.js as it was: the header key stays.",
    "I won't touch src/payments.js again: the body hash covers retries.",
    "The token lives in .env now, read by keyFor at start.",
  ])
    assert.equal(isReplyToUser(sentence, names), false, sentence);
});

test("isCommandReport: a command's run reported, with no reason, choice or lesson after it", () => {
  for (const sentence of [
    "make report prints the three invoices; two of them are over budget.",
    "npm test passes now.",
    "make test still fails.",
    "pytest -q falla en test_total.",
    "`make check` läuft durch.",
    "npm run lint affiche 3 erreurs dans src/app.js.",
  ])
    assert.equal(isCommandReport(sentence), true, sentence);
  for (const sentence of [
    "make db-test fails: port 5432 is the host's own Postgres.",
    "npm test passes because the cache key now holds the locale.",
    "npm test fails on Node 18, so I went with structuredClone's polyfill instead.",
    "The report prints three invoices.",
    "Run make report again after the import.",
  ])
    assert.equal(isCommandReport(sentence), false, sentence);
});

test("isTurnReport: a status clause beside statements with no reason, choice, number or call", () => {
  for (const sentence of [
    "The build script already passes --strict; nothing is committed yet.",
    "Removed scripts/old-export.sh — nobody calls it; make test pasa y ya está en verde.",
    "Das Exportskript liest jetzt die neue Datei, alles ist committet.",
    "Le script lit le nouveau fichier ; les tests passent.",
  ])
    assert.equal(isTurnReport(sentence), true, sentence);
  for (const sentence of [
    "npm test passes.",
    "lib/cache.js keeps rows for 10 minutes; npm test passes.",
    "checkStay() in src/booking.js refuses more than MAX_STAY_HOURS = 48; npm test passes.",
    "npm test passes because the cache key now holds the locale.",
    "The worker acks a job only after its handler returns, so a crash retries it; committed.",
    "Port 5432 is the host's own Postgres.",
  ])
    assert.equal(isTurnReport(sentence), false, sentence);
});

test("decidesNothing: beside its status, only files it did not work on and refs, no value and no reason", () => {
  // What the session touched: the planner's files it wrote, the npm scripts, a file it deleted.
  const touched = new Set(["src/slots.js", "slots.js", "slots", "npm", "test", "src/legacy.js"]);
  const written = new Set(["src/slots.js", "test/slots.test.js"]);
  const session = {
    names: (text: string) =>
      text
        .toLowerCase()
        .split(/[\s,;:.()]+/)
        .some((word) => touched.has(word)) || /\w\.\w/.test(text.replace(/\S+\/\S+/g, "")),
    touched: (name: string) => touched.has(name),
    workedOn: (path: string) => written.has(path),
  };
  for (const sentence of [
    "src/legacy.js is deleted in the work tree, not committed.",
    "`src/legacy.js` is deleted in the work tree, not committed.",
    "I deleted src/legacy.js; it is not committed.",
    "The branch is two commits ahead of `origin/main`.",
    "Nothing is left half done; npm test passes.",
    "Work tree: src/legacy.js deleted, not committed.",
    "Es bleibt nichts halb fertig; npm test läuft durch.",
    "Wszystkie 4 testy przechodzą; src/legacy.js jest usunięty, bez commita.",
    "Tüm 4 test geçiyor; src/legacy.js silindi ama commit edilmedi.",
    "src/legacy.js 已在工作区删除，尚未提交。",
    "The deletion of src/legacy.js is in 3f2a1b0, not pushed.",
  ])
    assert.equal(decidesNothing(sentence, session), true, sentence);
  for (const sentence of [
    "Slots are 90 minutes in src/slots.js, so the last one starts at 20:30.",
    "Receipt numbers are padded to five digits; npm test passes.",
    "src/round.js had one caller left, price.js: its one line lives there now.",
    "src/legacy.js is gone because nothing imported it.",
    "SLOT_MIN is 90 in src/slots.js.",
    "Added test/retry-cap.test.js (deterministic through opts.random).",
    "slots() in src/slots.js returns the day's slots.",
    // A file the session wrote: its words may explain it in no word a list knows.
    "En src/slots.js los turnos van uno tras otro, como pide el local.",
  ])
    assert.equal(decidesNothing(sentence, session), false, sentence);
});
