/**
 * Which later messages only set rules (a value in the predicate, or a binding word) and so never
 * replace the objective, whatever they name; and which state a new task: a table of positive and
 * negative examples in several languages.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import { asksForWork, onlySetsRules } from "../../src/generate/rule-messages.js";
import { commandNames, pathNames } from "../../src/generate/work-names.js";

/** A session that touched the label module and ran its tests. */
const WORK = new Set([...pathNames("src/labels.js"), ...commandNames("npm test")]);

test("a message that only sets values or binds the work is a rule, in any language", () => {
  const rules = [
    "MAX_LEN in src/labels.js goes down to 28.",
    "Set MAX_LEN to 26 in src/labels.js, please.",
    "Die Konstante MAX_LEN in src/labels.js bitte auf 28 setzen.",
    "La limite dans src/labels.js passe à 26.",
    "Los turnos de noche en src/rota.rb duran 9 horas.",
    "The minimum in src/alerts.go goes up to eight per bin.",
    "Thanks! The labels in src/labels.js take 28 characters now.",
    "Mach weiter, wo der letzte aufgehört hat. LABEL_WIDTH bleibt bei 32.",
    "cutName() muss auch Bindestriche beachten.",
    "cutName() must never split a hyphenated name.",
    "Les noms dans src/labels.js gardent toujours leurs accents.",
    "src/labels.js 里的名字必须保留重音。",
  ];
  for (const text of rules) assert.ok(onlySetsRules(text, WORK), text);
});

test("a new task, a need, or a number that only says which one is no rule", () => {
  const tasks = [
    "Now export invoices as CSV from src/billing/export.py",
    "Now also export the 2025 price list as CSV from src/export.js.",
    "message 0 in m0.ts",
    "Fix step 2 of the import in src/import.js.",
    "We also need a CSV export of the 2025 invoices in src/export.js.",
    "Build the price-tag export in src/tags.js; it must use the same font.",
    "Ahora exporta los turnos a src/ics.rb.",
    // Names nothing of the work and sets nothing: neither a rule nor a task.
    "Same as before, go on from where the last one stopped.",
    "Merci, c'est parfait comme ça.",
  ];
  for (const text of tasks) assert.ok(!onlySetsRules(text, WORK), text);
});

test("a later opener asks for work, or names a file the work did not know; a carry-on naming the work's own files does neither", () => {
  const known = new Set([...pathNames("src/labels.js"), "piece", "missing", "function"]);
  const asks = [
    "Now write a CSV export of the labels.", // an English request lead
    "We also need the price on every label.", // a statement of need
    "The export goes to src/export.js now.", // a file the work did not know
    "message 0 in m0.ts", // a name too short to split is not known by its parts
  ];
  for (const text of asks) assert.ok(asksForWork(text, known), text);
  const carriesOn = [
    "Same as before, go on with src/labels.js from where the last one stopped.",
    "Sigue con labels.js donde lo dejó el otro agente.",
    "Weiter mit src/labels.js, wie gehabt.",
    "Mach mit labels.js weiter, wie gehabt.",
    "Reprends labels.js là où l'autre s'est arrêté.",
  ];
  for (const text of carriesOn) assert.ok(!asksForWork(text, known), text);
});
