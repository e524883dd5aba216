/**
 * The word tables that tell a step from a statement, each with positive and negative examples
 * in several languages.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import {
  asksForResult,
  asksToRun,
  hasStepCue,
  isCheckStep,
  isNegated,
  keepsAsIs,
  leavesOpen,
  readsAsStatus,
  reportsResult,
  saysLeftUndone,
  whatToRun,
  AGAIN_WORDS,
} from "../../src/util/step-words.js";

test("step cues: something still to do, needed, next, or a question", () => {
  const yes = [
    "Then the refill needs a test.",
    "Next, the summary line.",
    "The migration still lacks a down step.",
    "Should the cap be 25 or 30?",
    "Falta conectar bucket.c al servidor.",
    "Noch den Bucket-Test schreiben.",
    "Il reste à brancher le refill.",
    "Ainda precisa de um teste.",
    "Manca ancora il test.",
    "还需要一个测试",
    "まだテストがない",
  ];
  const no = [
    "npm test passes.",
    "src/bucket.c caps the refill now.",
    "Todo en verde.",
    "Alles grün.",
    "Leaving the fixture alone.",
    "The total prints next to the last row.",
    "The cache lives next door to the build folder.",
  ];
  for (const s of yes) assert.equal(hasStepCue(s), true, s);
  for (const s of no) assert.equal(hasStepCue(s), false, s);
});

test("results: a check or a commit reported as it stands", () => {
  const yes = [
    "Tests pass and everything is committed.",
    "npm test passes.",
    "Todo en verde y commiteado.",
    "Alle Tests laufen durch.",
    "Les tests passent.",
    "Os testes passam.",
    "Alle tests slagen.",
    "测试通过",
  ];
  const no = [
    "Wire the bucket into src/server.c.",
    "Raise BURST_MAX to 25.",
    "Soak again for 30 minutes.",
    "Commit src/bucket.c.",
  ];
  for (const s of yes) assert.equal(reportsResult(s), true, s);
  for (const s of no) assert.equal(reportsResult(s), false, s);
});

test("keeping as is: a sentence that only says something stays", () => {
  const yes = [
    "I'll leave it unused for now.",
    "Leaving the fixture alone.",
    "Nothing else to do there.",
    "I'll leave parse_legacy() unused for now.",
    "The export stays one string per file.",
    "scripts/cron.sh is untouched.",
    "Lo dejo tal cual.",
    "Die Fixture bleibt unverändert.",
    "Je laisse le fichier tel quel.",
    "Deixo como está.",
    "Lo lascio così com'è.",
    "Dat blijft zo.",
    "先保持不变",
    "そのままにします",
    "I'll keep the old parser around for now.",
    "I'm not touching src/legacy-pad.js.",
    "No changes needed in src/parse.js.",
    "Nothing to change in the importer.",
    "Nada más que hacer ahí.",
    "Nichts mehr zu tun.",
    "Rien d'autre à faire ici.",
    "Jag låter den vara.",
    "Zostawiam to na razie.",
  ];
  const no = [
    "Wire the bucket into src/server.c.",
    "Leave a comment in the PR for the reviewer.",
    "Run `make soak` with the fake clock.",
    "Falta conectar bucket.c al servidor.",
    "Keep going with the refill test.",
    "Make sure the session stay in Redis after a restart.",
  ];
  for (const s of yes) assert.equal(keepsAsIs(s), true, s);
  for (const s of no) assert.equal(keepsAsIs(s), false, s);
});

test("negations: a sentence that says something is not so", () => {
  const yes = [
    "src/index.js does not export formatNumber.",
    "It isn't committed.",
    "No importer is left.",
    "src/index.js exportiert es nicht.",
    "Le fichier n'exporte pas formatNumber.",
    "No lo exporta.",
    "还没有导出",
  ];
  const no = [
    "src/index.js exports formatNumber now.",
    "Tests pass and everything is committed.",
    "Todo en verde.",
    "Alles ist committet.",
  ];
  for (const s of yes) assert.equal(isNegated(s), true, s);
  for (const s of no) assert.equal(isNegated(s), false, s);
});

test("asking for a result: an imperative that wants a check to pass, not a report that it does", () => {
  const yes = [
    "Make the flaky test pass on CI.",
    "Get CI green again.",
    "Ensure npm test passes on Node 18.",
    "Haz que los tests pasen.",
    "Sorge dafür, dass make check durchläuft.",
    "Fais passer les tests.",
  ];
  const no = [
    "Tests pass and everything is committed.",
    "npm test passes.",
    "Los tests pasan.",
    "make check läuft durch.",
  ];
  for (const s of yes) assert.equal(asksForResult(s), true, s);
  for (const s of no) assert.equal(asksForResult(s), false, s);
});

test("check steps: a step that only asks to check or confirm something, in several languages", () => {
  const yes = [
    "check whether the importer still calls parseDate with a string",
    "Verify that nothing else reads config/legacy.yml",
    "Confirm the cron job uses bin/rotate.js",
    "double-check that BURST_MAX is read once",
    "see if src/feed.ts still imports moment",
    "Vérifier que rien d'autre ne lit config/legacy.yml",
    "Prüfen, ob parse_row() noch Strings bekommt",
    "Comprobar si el importador llama a parseDate con una cadena",
    "Controlla se qualcuno usa ancora legacy_round()",
    "Sprawdź, czy coś jeszcze czyta config/legacy.yml",
    "检查 importer 是否还在用 parseDate",
    "確認: config/legacy.yml を読む箇所",
  ];
  const no = [
    "check out the release branch",
    "check in the fixture",
    "Wire the bucket into src/server.c",
    "make sure the tests pass",
    "Fix parseDate so it takes a Date",
    "run `make check`",
    "Add a checksum to the export",
    // A question may ask the user to decide: no reading answers it.
    "Should checkStay() refuse a longer stay or clamp it?",
    "does src/importer.js still read config/legacy.yml?",
  ];
  for (const s of yes) assert.equal(isCheckStep(s), true, s);
  for (const s of no) assert.equal(isCheckStep(s), false, s);
});

test("a check left open: a question, something still needed, or the check not made", () => {
  const open = [
    "Is parseDate still called with a string?",
    "I couldn't tell whether parseDate gets a string.",
    "config/legacy.yml: not verified yet.",
    "parseDate needs to take a Date next.",
    "No pude comprobar si parseDate recibe una cadena.",
    "parseDate ist noch nicht geprüft.",
    "config/legacy.yml n'est pas encore vérifié.",
    "parseDate 还需要检查",
  ];
  const closed = [
    "Nothing else reads config/legacy.yml; only the loader did.",
    "The importer still passes a string to parseDate (src/importer.ts:42).",
    "src/importer.ts converts row.date with new Date() before parseDate.",
    "Nadie más lee config/legacy.yml.",
    "parseDate bekommt überall ein Date.",
    "Aucun autre module ne lit config/legacy.yml.",
    "config/legacy.yml 没有其他地方读取",
  ];
  for (const s of open) assert.equal(leavesOpen(s), true, s);
  for (const s of closed) assert.equal(leavesOpen(s), false, s);
});

test("a step that asks to run something, by its opening verb, and what is to be run", () => {
  const yes: [string, string][] = [
    ["Run the quarterly check.", "the quarterly check."],
    ["Re-run the slow suite.", "the slow suite."],
    ["run the import for the 2024 files again", "the import for the 2024 files"],
    ["Ejecuta la importación de 2024 otra vez.", "la importación de 2024."],
    ["Relance l'export mensuel.", "l'export mensuel."],
    ["Führe den langsamen Testlauf erneut aus.", "den langsamen Testlauf."],
    ["Uruchom ponownie import za 2024.", "import za 2024."],
    ["Çalıştır: aylık rapor.", ": aylık rapor."],
  ];
  const no = [
    "Running totals go into src/ledger.ts.",
    "Handle refunds on split payments.",
    "Check whether the importer still calls parseDate.",
    "The runner is flaky on CI.",
    "Add a --dry-run flag to scripts/import.sh.",
  ];
  for (const [step, target] of yes) {
    assert.equal(asksToRun(step), true, step);
    assert.equal(whatToRun(step).replace(/\s+/g, " ").replace(/ \.$/, ".").trim(), target, step);
  }
  for (const s of no) assert.equal(asksToRun(s), false, s);
});

test("work a report says was left undone, in several languages", () => {
  const left = [
    "I didn't get to the refunds on split payments.",
    "Split refunds are not done yet.",
    "No llegué a los reembolsos de pagos divididos.",
    "Je n'ai pas eu le temps de faire les remboursements.",
    "Die Erstattungen habe ich nicht geschafft.",
    "Nie zdążyłem zrobić zwrotów.",
    "İadeleri yapamadım.",
    "返金の分割はまだです。",
    "拆分退款还没做。",
  ];
  const done = [
    "Refunds on split payments go back to each card now; the tests pass.",
    "Los reembolsos de pagos divididos vuelven a cada tarjeta; las pruebas pasan.",
    "Les remboursements des paiements partagés reviennent sur chaque carte.",
    "Zwroty płatności dzielonych wracają teraz na każdą kartę.",
    "Bölünmüş ödemelerin iadeleri artık her karta dönüyor.",
    "分割払いの返金は各カードに戻ります。テストは通りました。",
    "Still green after the change: npm test passes.",
  ];
  for (const s of left) assert.equal(saysLeftUndone(s), true, s);
  for (const s of done) assert.equal(saysLeftUndone(s), false, s);
});

test("a sentence that opens or ends as a report of how things stand, never as an imperative", () => {
  const status = [
    "The tokenizer keeps emoji sequences together.",
    "Each card gets its part of a refund back.",
    "Refunds on split payments go back to each card now.",
    "Added refundShares() and its test.",
    "Handled refunds on split payments.",
    "Ran the import for 2024: 312 files, no errors.",
    "Los reembolsos vuelven ahora a cada tarjeta.",
    "Añadí refundShares con su prueba.",
    "Die Erstattungen gehen jetzt an jede Karte zurück.",
    "Ich habe die Erstattungen eingebaut.",
    "Les remboursements reviennent sur chaque carte.",
    "J'ai ajouté refundShares.",
    "Dodałem refundShares i test.",
    "Testleri çalıştırdım.",
    "Bölünmüş ödemelerin iadeleri artık her karta dönüyor.",
    "返金の処理を追加しました。",
    "退款已经加好了。",
  ];
  const imperative = [
    "Handle refunds on split payments in src/split.js.",
    "Embed the font in the PDF.",
    "Focus on the importer next.",
    "Process the 2024 files.",
    "Split splitBill() into two functions.",
    "Añade refundShares a src/split.js.",
    "Füge die Erstattungen hinzu.",
    "Ajoute refundShares.",
    "Dodaj refundShares.",
    "Testleri çalıştır.",
    "返金の処理を追加してください。",
    "Print each card's tip on the receipt in src/receipt.js.",
    "Run the tests in test/audit.",
  ];
  for (const s of status) assert.equal(readsAsStatus(s), true, s);
  for (const s of imperative) assert.equal(readsAsStatus(s), false, s);
});

test("a word of another script, or one that starts or ends on an accented letter, is found where spaces bound it", () => {
  assert.match("Запусти тесты снова", AGAIN_WORDS);
  AGAIN_WORDS.lastIndex = 0;
  assert.doesNotMatch("Запусти тестыснова", AGAIN_WORDS);
  AGAIN_WORDS.lastIndex = 0;
});
