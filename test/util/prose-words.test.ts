/**
 * The word lists prose reading still needs, each with a table of positive and negative
 * examples: what they must catch, in several languages, and what they must leave alone.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import {
  ANNOUNCES_CALL,
  CONSEQUENCE,
  CONSEQUENCE_WORD,
  DECISION_CUE,
  ERROR_CODE,
  FACT_CUE,
  hasContentWords,
  wordsOf,
  MEASUREMENT,
  NARRATION,
  NEXT_STEP_LEAD,
  NEXT_STEP_MARKER,
  NOT_YET,
  REASON_CUE,
  REMOVAL,
  STATED_REASON,
  TO_THE_USER,
  VERB_OF,
  STATUS_CLAUSE,
  FIRST_PERSON_REPLY,
  CHECK_COUNT,
  TEST_TALLY,
  NOTHING_ELSE,
  STATUS_PREDICATE,
} from "../../src/util/prose-words.js";

const table = (
  name: string,
  match: (text: string) => boolean,
  yes: readonly string[],
  no: readonly string[],
) => {
  test(`${name}: positives and negatives`, () => {
    for (const text of yes) assert.equal(match(text), true, `${name} should match: ${text}`);
    for (const text of no) assert.equal(match(text), false, `${name} should not match: ${text}`);
  });
};

table(
  "hasContentWords",
  hasContentWords,
  [
    "Rebase.",
    "Run the tests",
    "npm test",
    "`make db-test`",
    "Wire src/cli.ts",
    "Falta conectar el lector.",
    "Noch die Migration schreiben.",
    "Reste à brancher le cache.",
    "修复缓存",
  ],
  [
    "ok",
    "OK.",
    "Done.",
    "Sure, will do",
    "Listo.",
    "Vale, hecho.",
    "Alles klar!",
    "D'accord, c'est fait.",
    "好的",
    "Everything is done.",
    "",
  ],
);

table(
  "MEASUREMENT",
  (t) => MEASUREMENT.test(t),
  [
    "it put 300 KB in the bundle",
    "down to 4 s",
    "12% slower",
    "3 files",
    "2.5MB",
    "took 800ms",
    "listens on port 5434",
  ],
  ["version 3 of the API", "Python 3", "step 2", "the KB article"],
);

table(
  "ERROR_CODE",
  (t) => ERROR_CODE.test(t),
  [
    "ENOENT on the socket",
    "TS2345 in the reader",
    "HTTP 503 from the proxy",
    "exit code 137",
    "SIGKILL",
  ],
  ["the error was odd", "HTTP is fine", "Error handling"],
);

table(
  "REMOVAL",
  (t) => REMOVAL.test(t),
  [
    "Ripped out moment",
    "Pulled the retry library back out",
    "took the cache layer out again",
    "Reverted the change to the lockfile",
    "Quité la dependencia de lodash",
    "Die Abhängigkeit wieder entfernt",
    "J'ai supprimé le polyfill",
    "that approach didn't work",
    "Dropped the retry wrapper",
    "drop the yaml dependency",
  ],
  [
    "Added date-fns for the parsing",
    "the shelves must drop below 100 °C first",
    "latency dropped to 40 ms",
    "The hit rate drops by 5 % without it",
    "Switched the parser to streams",
    "Out of memory at 2 GB",
    "Checked out main",
  ],
);

table(
  "TO_THE_USER",
  (t) => TO_THE_USER.test(t),
  [
    "Let me know if you want the README too.",
    "If you'd like, I can add a test.",
    "Would you like me to push?",
    "Avísame si hace falta.",
  ],
  ["Let the cache warm up first.", "I kept the old flag for Node 18 users."],
);

table(
  "NARRATION",
  (t) => NARRATION.test(t),
  [
    "Let me run the tests",
    "Now I'll check the config",
    "Voy a ejecutar los tests",
    "Je vais relancer la suite",
    "Now writing src/x.js",
    "Next, running the suite again",
    "I'm going to write the helper",
    "Jetzt schreibe ich den Test",
    "Agora vou rodar os testes",
  ],
  [
    "Lettuce is not a dependency.",
    "The tests now run in 4 s.",
    "Adding the index cut the query to 40 ms.",
    "Writers of the old CSV format still exist.",
  ],
);

table(
  "ANNOUNCES_CALL",
  (t) => ANNOUNCES_CALL.test(t),
  [
    "Writing src/x.js: the helper.",
    "Running the suite again",
    "Escribiendo el test ahora",
    "Continuing with the parser: step 2 of the plan.",
  ],
  ["Rounding the width down keeps every pixel whole.", "Writers of the old format remain."],
);

table(
  "CONSEQUENCE",
  (t) => CONSEQUENCE.test(t),
  [
    "Odd widths blur: the CSS halves them",
    "Port 5432 is the host's; the container listens on 5433",
    "sharp needs a native build — Alpine has no compiler",
    "Le cache vit dans src/cache.py : le worker le relit",
    "The queue holds 8 jobs at most, so a Vec does it",
  ],
  ["Let me run the tests", "The helper is in src/x.js now", "12:30 is when it runs"],
);

table(
  "CONSEQUENCE_WORD",
  (t) => CONSEQUENCE_WORD.test(t),
  [
    "night() charges nothing extra now, so a stay of 61 minutes costs five quarters",
    "El índice ya existe, así que la migración no lo crea",
    "Der Port ist belegt, deshalb läuft der Test auf 5433",
    "Le port est pris, donc le test tourne sur 5433",
    "La porta è occupata, quindi il test gira sulla 5433",
  ],
  [
    "Odd widths blur: the CSS halves them",
    "Removed scripts/old-export.sh — nobody calls it",
    "make test passes and it is committed",
    "Also, so-called helpers live in lib/",
  ],
);

table(
  "NEXT_STEP_LEAD",
  (t) => NEXT_STEP_LEAD.test(t),
  [
    "Next step: run `make seed-db`.",
    "**Next steps** — wire the route",
    "TODO: the down migration",
    "Siguiente paso: probar con 200 filas",
    "Nächster Schritt: den Index anlegen",
    "Prochaine étape : relancer la CI",
    "Next, run `make soak` with the fake clock.",
    "Next up: the down migration",
    "Volgende stap: `make soak` draaien",
    "Als Nächstes, den Index anlegen",
  ],
  [
    "The next release drops Node 18.",
    "Nextcloud stores the files: src/sync.ts reads them.",
    "Remaining rows go to the second file.",
    "Then, the tests passed on the second run.",
    "Next to the cache, src/lru.ts keeps the keys.",
  ],
);

table(
  "NEXT_STEP_MARKER",
  (t) => [...t.matchAll(NEXT_STEP_MARKER)].length > 0,
  [
    "All green. Next step: run `make seed-db`.",
    "Done.\n- **Remaining:** wire the route",
    "Listo. Siguiente paso: probar con 200 filas",
    "Tests grün.\nNächster Schritt: den Index anlegen",
    "La CI passe. Prochaine étape : relancer la CI",
    "Feito. Próximo passo: publicar a versão 2.1",
    "Fatto. Prossimo passo: aggiornare il README",
    "测试通过。下一步：运行 npm run build",
    "Cap added. Next, run `make soak`.",
    "Cap added.\n\n### Next steps\n1. Run `make soak`.",
    "Cap added.\n\n**Next steps**\n- Run `make soak`.",
    "Klaar. Volgende stap: `make soak` draaien",
    "Testler geçti. Sıradaki adım: yerel veritabanını başlatmak.",
    "Gotowe. Następny krok: uruchomić `npm test` z LANG=pl_PL.UTF-8",
    "Klart. Nästa steg: köra `make check` igen",
    "Готово. Следующий шаг: запустить миграции",
    "テストが通りました。次のステップ：`make test` を実行する",
    "테스트 통과. 다음 단계: 마이그레이션 실행",
    "Kész. Következő lépés: a migrációk futtatása",
    "Valmis. Seuraava vaihe: aja `make check` uudelleen",
    "הושלם. הצעד הבא: להריץ את המיגרציות",
    "Gata. Următorul pas: rulează `npm test` din nou",
    "हो गया। अगला कदम: माइग्रेशन चलाएँ",
    "Tayari. Hatua inayofuata: endesha `make check`",
    "เสร็จแล้ว\nขั้นตอนถัดไป: รัน `make check`",
    "انجام شد. گام بعدی: اجرای مهاجرت‌ها",
  ],
  [
    "The next release drops Node 18.",
    "Remaining rows go to the second file.",
    "Los siguientes pasos del script ya corren en CI.",
    "see notes.todo: it lists them",
    "Cap added. Then, the soak ran green.",
    "## Next steps were done by the other agent. Nothing left.",
    "Sıradaki adımları diğer ajan yaptı.",
    "Nästa stegräknare ligger i src/steps.js.",
    "Seuraavaksi tulevat rivit menevät toiseen tiedostoon.",
    "हो गया। अगला कदम दूसरे एजेंट ने किया।",
  ],
);

table(
  "STATED_REASON",
  (t) => STATED_REASON.test(t),
  [
    "a hash rather than one JSON string, so that touch() can update it",
    "through opts.random instead of mocking Math.random",
    "en lugar de una tabla nueva",
    "weil der Cache sonst leer ist",
    "parce que le port est pris",
    "un tableau plutôt qu'une Map, l'ordre compte",
    "au lieu d'un cache global",
  ],
  ["Let me run the tests", "Now the docs.", "Reading src/app.js first."],
);

table(
  "DECISION_CUE",
  (t) => DECISION_CUE.test(t),
  [
    "We went with streams",
    "I chose the queue",
    "I won't write the password anywhere",
    "en vez de cron",
    // A word that ends in an accented letter ends where a space follows ("\\b" would not).
    "Elegí una tabla nueva",
  ],
  ["The tests pass.", "Turns out the port is taken."],
);

table(
  "FACT_CUE",
  (t) => FACT_CUE.test(t),
  [
    "Turns out CI sets NODE_ENV",
    "the root cause is the linter",
    "Postgres listens on 5433",
    "the suite is flaky",
  ],
  ["I chose the queue", "Added a test."],
);

table(
  "REASON_CUE",
  (t) => REASON_CUE.test(t),
  [
    "because buffering broke it",
    "Ripped out moment: it was too big",
    "so the cap test is deterministic",
  ],
  ["Added a test.", "The tests pass."],
);

table(
  "NOT_YET with a known verb",
  (t) => {
    const match = NOT_YET.exec(t);
    return match !== null && VERB_OF[(match[2] as string).toLowerCase()] !== undefined;
  },
  [
    "The migration is not applied yet.",
    "The docs haven't been updated yet",
    "src/cache.ts still needs to be reviewed.",
    "Both fixtures are still not committed.",
  ],
  ["The migration is applied.", "It is not clear yet.", "The cache isn't warm yet."],
);

table(
  "STATUS_CLAUSE",
  (t) => STATUS_CLAUSE.test(t),
  [
    "Committed",
    "npm test passes",
    "The deletion of scripts/seed.js is not committed yet",
    "the suite is green again",
    "Los tests pasan",
    "Die Tests laufen durch",
    "Les tests passent",
    "测试通过",
    "Tutto verde",
    "Alles grün",
    "I test passano",
    "Le modifiche sono committate",
    "Ya está commiteado",
  ],
  [
    "npm test passes in 40 s",
    "Tutto verde il bordo del banner",
    "src/payments.js dedupes on the body hash",
    "Committed the fix to the parser",
    "the check passes with LOG_ROOT=fixtures/logs only",
  ],
);

table(
  "FIRST_PERSON_REPLY",
  (t) => FIRST_PERSON_REPLY.test(t),
  [
    "I won't save it",
    "I will not use that",
    "No lo voy a guardar",
    "Ich werde es nicht speichern",
    "Je ne vais pas le garder",
    "Não vou guardar isso",
  ],
  ["It won't build without it", "Keys carry a timestamp", "Ich habe die Migration geschrieben"],
);

table(
  "CHECK_COUNT",
  (t) => t.replace(CHECK_COUNT, "#") !== t,
  [
    "all 14 tests pass",
    "3/3 specs green",
    "Los 14 tests pasan",
    "12 个测试通过",
    "die 9 Tests",
    "Wszystkie 4 testy przechodzą",
    "Tüm 4 test geçiyor",
  ],
  ["a 40 s run", "14 testers", "the 90 minutes slot", "v14 test"],
);

table(
  "TEST_TALLY",
  (t) => TEST_TALLY.test(t),
  ["14 passed", "0 failed", "2 skipped", "3 réussis", "5 bestanden"],
  ["14 passed in 2 s", "0 failed because of the clock", "passed"],
);

table(
  "NOTHING_ELSE",
  (t) => NOTHING_ELSE.test(t),
  [
    "Nothing else touches that file",
    "Nobody calls parseOld() any more",
    "No other module imports src/legacy.js",
    "src/legacy.js has no other caller",
    "retryLater() is not used anywhere",
    "Nadie más usa ese módulo",
    "Sonst liest sie niemand",
    "Rien d'autre ne touche ce fichier",
    "Nessun altro modulo lo importa",
    "没有别的模块引用它",
  ],
  [
    "Slots are 90 minutes long",
    "src/slots.js reads the opening hours",
    "The cap has no effect below 10",
    "Something else was wrong",
    "Notes are kept per table",
  ],
);

table(
  "STATUS_PREDICATE",
  (t) => STATUS_PREDICATE.test(t),
  [
    "npm run lint reports no errors",
    "lib/slots.js compiles without warnings",
    "No test fails in test/slots.test.js",
    "test/slots.test.js: 9/9 ok",
    "test/slots.test.js läuft grün",
    "The change is on main",
    "Los cambios ya están en main",
    "lib/slots.js is unchanged",
    "The fix to lib/slots.js is in",
    "Compila sin errores",
    "Il fix è già in main",
  ],
  [
    "lib/slots.js builds the list in one pass",
    "The cap is in minutes",
    "Each slot is in the evening",
    "No test covered the last slot",
    "The loader retries without errors being logged, so the page stays quiet",
  ],
);

test("a letter's marks stay in its word: Devanagari and Tamil words are words, not letters", () => {
  assert.deepEqual(wordsOf("ठीक आहे: फाइलमध्ये"), ["ठीक", "आहे", "फाइलमध्ये"]);
  assert.deepEqual(wordsOf("கணக்கு சரி"), ["கணக்கு", "சரி"]);
});
