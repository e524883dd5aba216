/**
 * When a newer user message reverses an older one: same subject (shared content words, in the
 * clause of a reversal word) and a reversal in words or a new value for the same quantity. A
 * table of positive and negative examples, several languages.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import {
  quantities,
  reversedSentence,
  reverses,
  sentencesOf,
} from "../../src/generate/reversal.js";

/** [older, newer]: the newer takes the older back. */
const REVERSED: [string, string][] = [
  ["Support Node 18 and newer.", "Drop Node 18, require Node 20."],
  ["Keep the max delay at 30 s.", "Keep the max delay at 10 s."],
  ["Use moment for the date formatting.", "Forget moment, use date-fns instead."],
  ["Write the cache to Redis.", "Actually, the cache should live in memory, not Redis."],
  ["Log every request at info level.", "We no longer log requests at info level, debug is enough."],
  ["Pin python to 3.9 in the Dockerfile.", "Pin python to 3.12."],
  ["Run the integration tests on every push.", "Stop running the integration tests on push."],
  ["Usa PostgreSQL para las sesiones.", "Olvida PostgreSQL, guarda las sesiones en Redis."],
  [
    "Die Sitzungen kommen in PostgreSQL.",
    "Die Sitzungen bitte nicht mehr in PostgreSQL, sondern in Redis.",
  ],
  [
    "Stocke les sessions dans PostgreSQL.",
    "Au lieu de PostgreSQL, stocke les sessions dans Redis.",
  ],
  ["会话存到 PostgreSQL", "不要再用 PostgreSQL 了, 会话改成 Redis"],
];

/** [older, newer]: both stay in force. */
const NOT_REVERSED: [string, string][] = [
  ["Support Node 18 and newer.", "Also run the tests on Node 20."],
  [
    "Never change the public signature of createClient.",
    "Forget the README for now, focus on the retries.",
  ],
  ["Keep the max delay at 30 s.", "Use full jitter, not equal jitter."],
  ["Run the tests with npm test, not jest.", "Actually, great work so far."],
  ["Serve the API on port 3000.", "The admin UI listens on port 8080."],
  ["Use moment for the date formatting.", "Add a changelog entry for the release."],
  [
    "Usa PostgreSQL para las sesiones.",
    "Además, añade un índice a la tabla de sesiones en PostgreSQL 16.",
  ],
  ["Keep retries at 3.", "Keep retries at 3 and log each one."],
  // A message of several sentences is several rules: one reversed leaves the rest in force.
  [
    "Add a --json flag to src/report.ts. Support Node 18 and newer. Keep the output sorted by date.",
    "Drop Node 18, require Node 20.",
  ],
];

test("a newer message that reverses an older one on the same subject is told", () => {
  for (const [older, newer] of REVERSED) assert.equal(reverses(newer, older), true, newer);
});

test("a newer message on another subject, or that only adds, reverses nothing", () => {
  for (const [older, newer] of NOT_REVERSED) assert.equal(reverses(newer, older), false, newer);
});

/** [older, newer]: two files of one folder; only the folder's name is shared. */
const OTHER_FILE_OF_A_FOLDER: [string, string][] = [
  [
    "Schreib die Tests für src/billing/invoice.ts zuerst.",
    "Die Datei src/billing/legacy.ts brauchen wir nicht mehr.",
  ],
  [
    "Keep the column order of reports/monthly.csv as it is.",
    "We no longer need reports/weekly.csv.",
  ],
  ["Ne touche pas à data/prices/2026.csv.", "On n'utilise plus data/prices/old.json, supprime-le."],
];

/** [older, newer]: the same folder or a file in it is the subject. */
const SAME_FOLDER_REVERSED: [string, string][] = [
  [
    "Never edit anything under fixtures/real-listing/.",
    "fixtures/real-listing/ is no longer frozen: edit it.",
  ],
  [
    "Leave reports/monthly.csv alone.",
    "reports/monthly.csv is no longer frozen, change it as needed.",
  ],
];

test("a path segment shared by two different files is no subject; the same path or its folder is", () => {
  for (const [older, newer] of OTHER_FILE_OF_A_FOLDER)
    assert.equal(reverses(newer, older), false, newer);
  for (const [older, newer] of SAME_FOLDER_REVERSED)
    assert.equal(reverses(newer, older), true, newer);
});

test("quantities are the content word before a number: a version, a delay, a port", () => {
  assert.deepEqual(
    [...quantities("drop Node 18, require Node 20, cap the delay at 30 s")].map(([k, v]) => [
      k,
      [...v],
    ]),
    [
      ["node", ["18", "20"]],
      ["seconds", ["30"]],
      ["delay", ["30"]],
    ],
  );
});

test("a number in the digits of any script is a quantity's value, as its ASCII digits are", () => {
  const read = (text: string) => [...quantities(text)].map(([k, v]) => [k, [...v]]);
  assert.deepEqual(read("cada caixote leva ๑๒ litros"), read("cada caixote leva 12 litros"));
  assert.deepEqual(read("हर पैकेट ३० रुपये"), read("हर पैकेट 30 रुपये"));
  assert.deepEqual(read("الحد ١٢٠ دقيقة"), [
    ["الحد", ["120"]],
    ["دقيقة", ["120"]],
  ]);
});

test("a clause of a many-rule message is taken back by a new value said in another script's digits; its neighbours stand", () => {
  const rules =
    "Escreve as regras em src/delivery.ts. Regras: a taxa é de 4 € por quilómetro; cada caixote leva 30 latas; um turno dura no máximo 3 horas.";
  for (const newer of [
    "A partir de agora cada caixote leva ๑๒ litros.",
    "A partir de agora cada caixote leva १२ litros.",
  ])
    assert.equal(reversedSentence(newer, rules), "cada caixote leva 30 latas", newer);
  // A value in another script on another subject takes back nothing.
  assert.equal(
    reversedSentence("A partir de agora cada carrinha faz ๑๒ viagens por dia.", rules),
    null,
  );
});

test("in a message of several sentences, the one sentence a newer message reverses is named; the rest stand", () => {
  const task =
    "Some context: the CLI prints logs for three teams. Each team reads them in a pager. So: add a --since flag to bin/logs.js that filters by timestamp. Keep the output plain ASCII.";
  assert.equal(reverses("forget plain ASCII, UTF-8 is fine now", task), false);
  assert.equal(
    reversedSentence("forget plain ASCII, UTF-8 is fine now", task),
    "Keep the output plain ASCII",
  );
  const ports =
    "We deploy on Fridays. The staging box is shared. Make the health check listen on port 8080. Log every request.";
  assert.equal(
    reversedSentence("use port 9090 for the health check instead", ports),
    "Make the health check listen on port 8080",
  );
  // Nothing of it reversed, or a message too short to hold several rules: nothing named.
  assert.equal(reversedSentence("also log the response time", ports), null);
  assert.equal(reversedSentence("forget plain ASCII", "Keep the output plain ASCII."), null);
});

test("a rule counted in a unit gets a new value across languages: the unit is the quantity", () => {
  // A Spanish and a German rule, each replaced in English with a new value; the subject is
  // shared by a name (OrdersTable, tooltips), the quantity by its unit in either language.
  assert.equal(
    reverses(
      "OrdersTable shows 100 rows per page now.",
      "Máximo 40 filas por página en OrdersTable.",
    ),
    true,
  );
  assert.equal(
    reverses(
      "Make the tooltips 120 characters at most, 80 cut the help text.",
      "Tooltips höchstens 80 Zeichen.",
    ),
    true,
  );
  assert.deepEqual([...(quantities("au plus 64 px de large").get("pixels") ?? [])], ["64"]);
  // The same unit for another thing, and a newer message that only adds: nothing reversed.
  assert.equal(
    reverses(
      "Also log the first 10 rows of OrdersTable.",
      "Máximo 40 filas por página en OrdersTable.",
    ),
    false,
  );
});

test("two sentences that each name a thing are two rules: a newer value takes back only its own", () => {
  const older =
    "Noch etwas: höchstens 200 Einträge pro Seite im Grid. Und lass config/routes.yml bitte in Ruhe.";
  const newer = "The new grid shows 500 items per page, change that.";
  assert.equal(reverses(newer, older), false);
  assert.equal(
    reversedSentence(newer, older),
    "Noch etwas: höchstens 200 Einträge pro Seite im Grid",
  );
  // A rule and its reason stay one: the whole message is taken back.
  assert.equal(
    reverses("Drop Node 16, require Node 22.", "Keep Node 16 working. The kiosks still run it."),
    true,
  );
});

test("a sentence of rules separated by semicolons is several rules: a newer message takes back only its own", () => {
  const house =
    "House rules for this repo: run the tests with npm test; never edit anything under vendor/; write log lines with console.error, not console.log.";
  const logger = "Forget the console.error rule: log through logLine() in src/log.js from now on.";
  assert.equal(reverses(logger, house), false);
  assert.equal(
    reversedSentence(logger, house),
    "write log lines with console.error, not console.log",
  );
  const spanish =
    "Reglas: los tests con npm test; no toques scripts/deploy.sh; máximo 50 filas por página.";
  assert.equal(reverses("Pages show 200 rows now.", spanish), false);
  assert.equal(reversedSentence("Pages show 200 rows now.", spanish), "máximo 50 filas por página");
  // A rule and its reason after a semicolon stay one: the whole is taken back.
  assert.equal(
    reverses("Drop Node 16, require Node 22.", "Keep Node 16 working; the kiosks still run it."),
    true,
  );
  // Nothing of the sentence reversed: nothing named.
  assert.equal(reversedSentence("Also run the linter.", house), null);
});

/** [older, newer]: a rule with a value, replaced in another language (the unit ties them). */
const REVERSED_ACROSS: [string, string][] = [
  ["Les vignettes font 200 px de large au maximum.", "Thumbnails are 320 px wide now."],
  [
    "Il timeout delle richieste è di 30 secondi al massimo.",
    "Requests must give up after 10 s now.",
  ],
  ["As miniaturas têm no máximo 150 px.", "Les vignettes font 240 px au maximum."],
  ["Máximo 40 filas por página.", "Pages show 100 rows now."],
  ["Al massimo 3 tentativi per ogni chiamata.", "Five retries is fine: 5 attempts then give up."],
];
/** [older, newer]: both stand. */
const NOT_REVERSED_ACROSS: [string, string][] = [
  // The same language and no shared word: another subject that happens to count in seconds.
  ["Keep the max delay at 30 s.", "The test suite takes 5 s now."],
  // Another language, but the newer adds; another unit; the same value.
  ["Les vignettes font 200 px de large au maximum.", "Also add a 2 px border to the cards."],
  ["Il timeout delle richieste è di 30 secondi al massimo.", "Pages show 100 rows now."],
  ["Les vignettes font 200 px au maximum.", "Thumbnails stay at 200 px."],
];

test("a rule with a value replaced in another language is reversed by its unit alone; in one language a shared word is still needed", () => {
  for (const [older, newer] of REVERSED_ACROSS) assert.equal(reverses(newer, older), true, newer);
  for (const [older, newer] of NOT_REVERSED_ACROSS)
    assert.equal(reverses(newer, older), false, newer);
});

test("reversal words of Portuguese and Italian take back what their clause names; their function words name no subject", () => {
  const reversed: [string, string][] = [
    ["Guarde as sessões no Redis.", "Esquece o Redis, guarde as sessões no PostgreSQL."],
    ["Usa Redis per le sessioni.", "Dimentica Redis, le sessioni vanno in PostgreSQL."],
    ["Usa moment per le date.", "Invece di moment usa date-fns."],
    ["Registre cada pedido no log.", "Não registre mais os pedidos no log."],
    ["Logga ogni richiesta a livello info.", "Non loggare più le richieste a livello info."],
  ];
  for (const [older, newer] of reversed) assert.equal(reverses(newer, older), true, newer);
  const standing: [string, string][] = [
    // A reversal word whose clause shares only a function word with the older rule.
    ["Usa Redis per le sessioni.", "Dimentica il README per ora."],
    ["Guarde as sessões no Redis com TTL.", "Esquece o changelog para esta versão."],
    ["Use moment for the date formatting.", "Invece di scrivere il changelog, aggiorna il README."],
  ];
  for (const [older, newer] of standing) assert.equal(reverses(newer, older), false, newer);
});

test("'no longer' or 'not enough' naming the older rule's own value takes it back, in any language and digits", () => {
  const yes: [string, string][] = [
    ["Keep it working on Python 3.8.", "Python 3.8 ya no basta; usa 3.11 como mínimo."],
    ["Keep it working on Python 3.8.", "3.8 artık yetmiyor, en az 3.11 olsun."],
    ["Build for Java 11.", "جافا ١١ لم تعد كافية، استخدم جافا ١٧."],
    ["Build for Java 11.", "Java 11 reicht nicht mehr, nimm 17."],
    ["Support Node 18 in CI.", "Node 18 ei enää riitä, vaadi 22."],
    ["Thumbnails at most 200 KB.", "200 KB больше не подходит: 320 KB."],
    ["Uploads of 10 MB at most.", "10 MB 已经不够了，改成 25 MB。"],
  ];
  for (const [older, newer] of yes) assert.ok(reverses(newer, older), `${older} → ${newer}`);
  // The rule's sentence of a message of several.
  assert.equal(
    reversedSentence(
      "3.8 artık yetmiyor, en az 3.11 olsun.",
      "Write the CLI in src/cli.py. Keep it working on Python 3.8. Never touch vendor/.",
    ),
    "Keep it working on Python 3.8",
  );
  const no: [string, string][] = [
    // "No longer than" sets a limit, it takes none back.
    ["Requests time out after 30 s.", "Keep requests no longer than 30 s."],
    // Another subject in one language: the value alone is not the older's subject.
    ["Avatars at most 5 MB.", "Uploads: 5 MB is not enough, allow 50 MB."],
    // Another dimension of the same number.
    ["Wait 10 seconds between polls.", "10 MB ist nicht genug Speicher."],
    // The older's value not named: "artık" alone ("from now on") takes nothing back.
    ["Keep it working on Python 3.8.", "Artık testleri commit'ten önce de çalıştır."],
    // Too common a value to be a subject.
    ["Do step 1 first.", "1 artık yetmiyor."],
  ];
  for (const [older, newer] of no) assert.ok(!reverses(newer, older), `${older} → ${newer}`);
});

test("two sentences each naming a number, in digits or in words, are two rules: a reversal of one leaves the other", () => {
  const older = "It must keep running on Node 18. Retry an SMS five times before giving up.";
  const newer = "Node 18 artık yetmiyor, en az 22 olsun.";
  assert.ok(!reverses(newer, older));
  assert.equal(reversedSentence(newer, older), "It must keep running on Node 18");
});

test("a message's rules end at the end marks of every script", () => {
  assert.deepEqual(sentencesOf("पहिलो नियम। दोस्रो नियम।"), ["पहिलो नियम", "दोस्रो नियम"]);
  assert.deepEqual(sentencesOf("ደንብ አንድ። ደንብ ሁለት።"), ["ደንብ አንድ", "ደንብ ሁለት"]);
  assert.deepEqual(sentencesOf("پہلا اصول۔ دوسرا اصول۔"), ["پہلا اصول", "دوسرا اصول"]);
});

/** [older, newer]: in two languages, a word one of them reads as a number or a function word. */
const FALSE_FRIENDS: [string, string][] = [
  // Polish "ten" is "this": no "ten retries", and the file is no subject of the rule.
  ["Ten retries at most for the upload.", "Ten plik już nie jest potrzebny."],
  // German "pro" (per) and "die" (the): no pro plan, no die roll.
  ["The pro plan allows 10 exports a day for each user.", "Vergiss das Limit pro Tag."],
  ["Die roll: keep 6 sides.", "Vergiss die alte Regel."],
  // A Spanish text reads "set" as a number word of another language, an English one as a verb.
  ["Set the page size to 50 rows.", "Olvida el set de pruebas, ya no sirve más."],
];
/** [older, newer]: in two languages, a name both write, a unit, or a word neither reads otherwise. */
const SHARED_ACROSS: [string, string][] = [
  ["Keep Node 18 in the engines field.", "Vergiss Node 18, nimm Node 22."],
  ["Store sessions in Redis.", "Olvida Redis, guarda las sesiones en memoria."],
  ["Write logs to `LOG_DIR`.", "Oublie `LOG_DIR`, écris dans stdout."],
  ["Keep the pool at ten workers.", "Olvida ten, el pool usa 4 hilos ahora."],
  ["Set the page size to 50 rows.", "Vergiss das Set, nimm 80 Zeilen."],
  // "pro" as the name both write in code.
  [
    "Keep the tier `pro` at 10 exports a day for each user.",
    "Vergiss das Limit für `pro` pro Tag.",
  ],
];

test("a word that is a number or a function word in one of two languages ties no rule to a newer message", () => {
  for (const [older, newer] of FALSE_FRIENDS) assert.equal(reverses(newer, older), false, newer);
  for (const [older, newer] of SHARED_ACROSS) assert.equal(reverses(newer, older), true, newer);
});

test("a value counted per another thing takes no rule back, unless one name says whose value it is", () => {
  const reversed: [string, string][] = [
    ["Jars cost 40 cents a litre.", "Jars cost 45 cents a litre."],
    ["The starter costs 2 euros a batch.", "The starter costs 3 euros."],
    // One name says whose value it is: the fee changed its basis.
    ["Honey room fee: 15 denars a kilo.", "Honey room fee: 50 denars a hive."],
    ["Jars cost 40 cents a litre.", "Jars are no longer charged per litre: 1.20 euros a jar."],
    [
      "Each member pays at most 12 euros a month.",
      "Each member pays at most 15 euros a month now.",
    ],
    [
      "Ein Mitglied zahlt höchstens 12 Euro im Monat.",
      "Ein Mitglied zahlt höchstens 15 Euro im Monat.",
    ],
  ];
  for (const [older, newer] of reversed) assert.equal(reverses(newer, older), true, newer);
  const standing: [string, string][] = [
    // A monthly cap is not a jar's price, in one currency.
    [
      "Each member pays at most 12 euros a month for jars and starter.",
      "Change from the committee: jars are charged per piece from today, 1.20 euros a jar, whatever the size.",
    ],
    [
      "Ein Mitglied zahlt höchstens 12 Euro im Monat für Gläser und Starter.",
      "Ab jetzt kosten die Gläser 1,60 Euro pro Glas.",
    ],
    [
      "Each member pays at most 12 euros a month for jars and starter.",
      "Jars are 1.20 euros a jar from today; the starter stays at 2 euros.",
    ],
  ];
  for (const [older, newer] of standing) assert.equal(reverses(newer, older), false, newer);
});

test("a version named by the older rule, said again beside a newer one of the same major, takes that rule back in any language", () => {
  const rules =
    "Reguli: laptopul din depozit are SQLite 3.34, deci fără tabele STRICT; data/week.csv nu se atinge; testele trec înainte de commit.";
  for (const newer of [
    // Hungarian and Tamil: no longer 3.34, now 3.40; no word of the two is shared but the name.
    "A raktári laptopot frissítették: már nem SQLite 3.34 van rajta, hanem 3.40.",
    "கிடங்கு லேப்டாப் புதுப்பிக்கப்பட்டது: அதில் இனி SQLite 3.34 இல்லை, இப்போது 3.40.",
  ])
    assert.equal(
      reversedSentence(newer, rules),
      "Reguli: laptopul din depozit are SQLite 3.34, deci fără tabele STRICT",
      newer,
    );
  // Another major is another thing's version; the same version said alone takes nothing back.
  assert.equal(
    reversedSentence("A laptopon SQLite 3.34 van, a szerveren Python 2.7.", rules),
    null,
  );
  assert.equal(reversedSentence("A laptopon még mindig SQLite 3.34 van.", rules), null);
});
