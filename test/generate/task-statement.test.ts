/**
 * Which user messages state a task (they name the work, in any language) and which sentences of
 * a message opened with background are its task: tables of positive and negative examples.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import {
  namesTheWorkBeyondNumbers,
  isStatement,
  isSubstantive,
  namesNewWork,
  namesTheWork,
} from "../../src/generate/task-statement.js";
import { isRequestSentence, taskSentences } from "../../src/generate/task-sentences.js";
import { collectWorkNames, commandNames, pathNames } from "../../src/generate/work-names.js";
import { makeSessionSnapshot } from "../helpers/session-snapshot.js";

/** A session that touched a billing module and ran its tests. */
const WORK = new Set([
  ...pathNames("src/billing/invoice.py"),
  ...pathNames("tests/test_invoice.py"),
  ...commandNames("pytest -q tests/test_invoice.py"),
  ...commandNames("make lint"),
]);

test("a message that names the work is substantive, in any language", () => {
  for (const text of [
    "Round invoice totals half-up, not half-even",
    "Fix the rounding in src/billing/invoice.py",
    "the `total()` helper double counts discounts",
    "make pytest pass again",
    "Arregla el redondeo de las facturas en invoice.py",
    "Die Rechnung rundet falsch, bitte billing prüfen",
    "修复 invoice 的舍入问题",
    "raise the limit to 20 lines",
    "use PGPORT=5433 for the db tests",
    "add a --dry-run flag",
    "call computeTotal() once",
  ]) {
    assert.equal(isSubstantive(text, WORK), true, text);
  }
});

test("a message that names nothing of the work is never substantive, in any language", () => {
  for (const text of [
    "continue",
    "same drill as before, take it from where the other agent stopped",
    "pick up where the previous one stopped and carry on with it",
    "sigue donde lo dejaste",
    "continúa con lo que estabas haciendo, por favor",
    "mach weiter",
    "Mach bitte da weiter, wo der andere Agent aufgehört hat",
    "reprends là où l'autre agent s'est arrêté",
    "继续",
    "继续上一个会话的工作",
    "ok, go",
    "…",
  ]) {
    assert.equal(isSubstantive(text, WORK), false, text);
    assert.equal(namesTheWork(text, WORK), false, text);
  }
});

test("a statement is five words or eight CJK characters: a nudge is shorter", () => {
  assert.equal(isStatement("Make the cart total include the shipping fee"), true);
  assert.equal(isStatement("为登录接口增加限流和重试功能"), true);
  assert.equal(isStatement("sigue donde lo dejaste"), false);
  assert.equal(isStatement("mach weiter"), false);
  assert.equal(isStatement("继续"), false);
});

test("the names of the work: files and folders but not the top folder, commands, the diff", () => {
  assert.deepEqual(pathNames("src/billing/invoice.py"), ["billing", "invoice"]);
  assert.deepEqual(pathNames("README.md"), ["readme"]);
  assert.deepEqual(commandNames("PGPORT=5433 make db-test"), ["make", "test"]);
  assert.ok(commandNames("npx vitest run src/retryPolicy.ts").includes("policy"));
  const s = makeSessionSnapshot();
  s.git!.added_lines = [
    { path: "src/client.ts", line: 3, text: "export function backoffDelay(n) {" },
  ];
  const names = collectWorkNames(s);
  assert.ok(names.has("backoffdelay") && names.has("backoff"));
  assert.ok(names.has("client"), "an edited file's name");
  assert.ok(!names.has("src"), "the top folder is scaffolding");
});

test("request sentences, in English: imperatives and request leads, not background", () => {
  for (const text of [
    "Add full jitter to the retry helper.",
    "So: cap the delay at 30 s.",
    "Please drop the moment dependency.",
    "Can you make the parser stream?",
    "I need the CLI to exit 2 on bad input.",
    "Your task is to port the cache to Redis.",
  ]) {
    assert.equal(isRequestSentence(text), true, text);
  }
  for (const text of [
    "We moved the API to Fastify last month.",
    "The retry helper lives in src/net/retry.ts.",
    "Users report thundering herds after an outage.",
    "Why does the build take 4 minutes?",
    "It has no jitter at all.",
  ]) {
    assert.equal(isRequestSentence(text), false, text);
  }
});

test("a message opened with background: its task sentences are the objective", () => {
  const background =
    "We moved the API to Fastify last month. The retry helper lives in src/net/retry.ts. " +
    "It has no jitter at all. Users report thundering herds after every outage.";
  assert.equal(
    taskSentences(`${background} Add full jitter to the retry helper and cap it at 30 s.`),
    "Add full jitter to the retry helper and cap it at 30 s.",
  );
  // The house rule after the task names nothing new of the work: it stays among the user's
  // words, not in the objective.
  assert.equal(
    taskSentences(`${background}\n\nSo: full jitter, capped at 30 s. Keep the signature.`),
    "full jitter, capped at 30 s.",
  );
  // Another language: the introducer is structure, not an English word.
  assert.equal(
    taskSentences(
      "Migramos la API a Fastify el mes pasado. El helper vive en src/net/retry.ts. Tarea: añadir jitter completo.",
    ),
    "añadir jitter completo.",
  );
  // A message that opens with its task stays whole, its later "Note:" included.
  const task = "Add full jitter to src/net/retry.ts. Keep the signature. Note: no new dependency.";
  assert.equal(taskSentences(task), task);
  // One sentence before the request is what it refers to: the whole message.
  const short = "The login page throws on submit. Fix it and add a test.";
  assert.equal(taskSentences(short), short);
  // No request found: the whole message.
  assert.equal(taskSentences(background), background);
});

test("a colon inside a file name introduces nothing; a number alone names no task", () => {
  const message =
    "For context: the nightly job mails a report. The mail server rejects attachments over 10 MB. Please add zipReport() to lib/mail.rb: gzip the CSV before it is attached.";
  assert.equal(
    taskSentences(message),
    "Please add zipReport() to lib/mail.rb: gzip the CSV before it is attached.",
  );
  const none = new Set<string>();
  assert.equal(namesTheWorkBeyondNumbers("keep at it, 10 MB is still the limit", none), false);
  assert.equal(namesTheWorkBeyondNumbers("now zip it in lib/mail.rb, 10 MB max", none), true);
  assert.equal(namesTheWorkBeyondNumbers("name it v2.ts please", none), true);
});

test("a command's prose is no name of the work: commit messages and heredoc bodies", () => {
  assert.deepEqual(commandNames("git commit -q -m 'the parser: from here on quoted'"), [
    "git",
    "commit",
  ]);
  assert.deepEqual(commandNames("cat > src/notes.txt <<'EOF'\nthe reason we went from tabs\nEOF"), [
    "cat",
    "notes",
  ]);
});

test("an opener names new work only by a name of the repo the objective does not name, in any language", () => {
  const objective = "Fix the rounding in src/billing/invoice.py so totals round half-up.";
  // Files, folders and functions of the work (commands' words are no things: "run", "npm").
  const things = new Set(["billing", "invoice", "export", "purge", "cache", "purgecache"]);
  const fresh = [
    "Now export invoices as CSV from src/billing/export.py",
    "Ahora exporta las facturas desde src/billing/export.py",
    "Write purgeCache() next, the old entries pile up",
    "Add `--dry-run` to the importer",
    "Jetzt bitte den purge für den Cache bauen",
  ];
  const carryOn = [
    "Same drill: pick up on the invoice where the other agent stopped, half-up like before.",
    "Reprends là où l'autre agent s'est arrêté sur invoice, 1200 comme avant",
    "pick up where the last one stopped and run the tests",
    "Mach beim billing weiter, wo der andere aufgehört hat",
    "Riprendi da dove si è fermato l'altro agente, sempre con il limite di 500 come prima.",
    "continue with src/billing/invoice.py where it stopped",
  ];
  for (const text of fresh) assert.equal(namesNewWork(text, things, objective), true, text);
  for (const text of carryOn) assert.equal(namesNewWork(text, things, objective), false, text);
});

test("a command of the work in a code span or a flag it ran names no new work; an unknown one does", () => {
  const objective = "Fix the rounding in src/billing/invoice.py so totals round half-up.";
  const things = new Set(["billing", "invoice"]);
  // The words of the commands the work ran, beside its things.
  const commands = new Set(["npm", "test", "run", "lint", "pytest"]);
  const work = { things, commands };
  for (const text of [
    "carry on, and run `npm test` first",
    "weiter wie bisher, erst `npm run lint`, dann `pytest -q`",
  ])
    assert.equal(namesNewWork(text, things, objective, work.commands), false, text);
  for (const text of ["carry on, and add `--dry-run` to the importer", "now wire `exportCsv()` in"])
    assert.equal(namesNewWork(text, things, objective, work.commands), true, text);
});

test("a form of a word the objective names is no new work: rotation of rotate, invoicing of invoice", () => {
  const objective = "write rotateLogs(dir) in src/rotate.js that deletes the oldest archives.";
  // docs/rotation.md and src/metrics.js are files of the work.
  const things = new Set(["rotate", "rotatelogs", "rotation", "metrics", "archives"]);
  for (const text of [
    "pick up the rotation where the other agent stopped",
    "sigue con la rotación de los archives donde lo dejó",
  ])
    assert.equal(namesNewWork(text, things, objective), false, text);
  for (const text of ["now add rotation metrics", "Ahora las metrics de la rotación"])
    assert.equal(namesNewWork(text, things, objective), true, text);
});
