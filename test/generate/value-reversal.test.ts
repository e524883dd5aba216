/**
 * A rule replaced by a new value the diff grounds: the older message names the old value, the
 * newer the new one, and a changed line ties them — whatever the languages, with no shared word.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import { replacedByValue } from "../../src/generate/value-reversal.js";
import type { ValueChange } from "../../src/model/snapshot/types.js";
import { parseValueChanges } from "../../src/collect/git/value-changes.js";

const change = (before: string, after: string, line = `LIMIT ${after}`): ValueChange => ({
  path: "src/limits.h",
  before,
  after,
  line,
});

test("an old value replaced by the new one on a line of the diff: the rule naming it is replaced", () => {
  const burst = [change("10", "25", "#define BURST 25")];
  const yes: [string, string, ValueChange[], string | null][] = [
    ["Burst goes up to 25.", "A rajada fica em 10, sem exceção.", burst, null],
    [
      "Burst goes up to 25.",
      "Escreva src/bucket.c. A rajada fica em 10.",
      burst,
      "A rajada fica em 10",
    ],
    ["Ab jetzt 14.", "Keep at most 7 nightly snapshots.", [change("7", "14")], null],
    ["最多 960", "Les bannières font 1200 au maximum.", [change("1200", "960")], null],
    ["Usa 90, per favore.", "La retención es de 30 días.", [change("30", "90")], null],
  ];
  for (const [newer, older, changes, part] of yes)
    assert.deepEqual(replacedByValue(newer, older, changes), { part }, `${older} → ${newer}`);
});

test("no line of the diff ties them, or the tie is unsure: nothing is replaced", () => {
  const no: [string, string, ValueChange[]][] = [
    // No change at all, or one between other values.
    ["Burst goes up to 25.", "A rajada fica em 10.", []],
    ["Burst goes up to 25.", "A rajada fica em 10.", [change("12", "25")]],
    ["Burst goes up to 25.", "A rajada fica em 10.", [change("10", "30")]],
    // The older message names the new value already: it is not the old rule.
    ["Make it 25.", "Between 10 and 25 per second.", [change("10", "25")]],
    // Too common to tie anything: step 1, 0 failures.
    ["Do step 2 now.", "Step 1 first.", [change("1", "2")]],
    // A number inside a name is no value.
    ["Move to v25 of the API.", "We are on api/v10.", [change("10", "25")]],
    // Two sentences of the older name the old value: which one is unsure.
    ["Now 25.", "The burst is 10. The queue is 10 deep.", [change("10", "25")]],
  ];
  for (const [newer, older, changes] of no)
    assert.equal(replacedByValue(newer, older, changes), null, `${older} → ${newer}`);
});

test("a new value in another unit, number word or numeral: the line the diff changed ties them", () => {
  const yes: [string, string, ValueChange[], string | null][] = [
    [
      "两次尝试之间至少等 1.5 秒。",
      "Write retryCall(fn). Wait at least 1200 milliseconds between attempts.",
      [change("1200", "1500", "const RETRY_DELAY_MS = 1500;")],
      "Wait at least 1200 milliseconds between attempts",
    ],
    ["Timeout: 1,5 s.", "Timeout of 1200 ms.", [change("1.2", "1.5", "timeout: 1.5")], null],
    ["Invoice numbers get six places.", "Numer ma cztery cyfry.", [change("4", "6")], null],
    ["最大3晩まで。", "Two nights at most.", [change("2", "3", "MAX_NIGHTS = 3")], null],
    ["Cache for 2 hours.", "Cache for ninety minutes.", [change("90", "120")], null],
    ["Jusqu'à 1 Mo.", "At most 512 KB per upload.", [change("512", "1024")], null],
  ];
  for (const [newer, older, changes, part] of yes)
    assert.deepEqual(replacedByValue(newer, older, changes), { part }, `${older} → ${newer}`);
  const no: [string, string, ValueChange[]][] = [
    // Another dimension: seconds are no bytes.
    ["1.5 秒", "At most 1200 KB.", [change("1200", "1500")]],
    // The old value of a change the newer message states is no new value: "från 7 till 30
    // dagar" replaces no five with a seven.
    ["Loggarna sparas från 7 till 30 dagar.", "Vijf cijfers.", [change("5", "7")]],
    // A count in the older message is not the newer's duration of the same number.
    ["최소 2초를 기다려 주세요.", "Wacht 1500 ms tussen twee pogingen.", [change("1500", "2")]],
    // A count is no duration: "two attempts" is not what "3일" (three days) replaces.
    ["대여는 최대 3일까지.", "Wait between two attempts.", [change("2", "3", "MAX_DAYS = 3")]],
    // Two quantities of one unit: the diff changes the one the older message does not name.
    ["Retry delay 0.8 s.", "Timeout 5000 ms.", [change("500", "800")]],
    // A date or an issue number is no value of a rule.
    ["Ship on 2026-12-14.", "Ship on 2026-12-07.", [change("07", "14")]],
    ["Fixed in #14.", "Tracked in #12.", [change("12", "14")]],
  ];
  for (const [newer, older, changes] of no)
    assert.equal(replacedByValue(newer, older, changes), null, `${older} → ${newer}`);
});

test("the newer message says 'from A to B' with A the older's value: no changed line needed", () => {
  const yes: [string, string][] = [
    ["Le copie passano da 7 a 14.", "Keep seven nightly snapshots."],
    ["Zmień z czterech na sześć cyfr.", "Invoice numbers have four digits."],
    ["保留天数从7天改为14天。", "Keep a week of logs, 7 days."],
    ["Von 1200 auf 1500 ms.", "Wait 1.2 s between attempts."],
    // A count of the older equal to the new value's number is not the new value named already.
    ["Von 1500 ms auf 2 s.", "Wacht 1500 ms tussen twee pogingen."],
  ];
  for (const [newer, older] of yes)
    assert.deepEqual(replacedByValue(newer, older, []), { part: null }, `${older} → ${newer}`);
  const no: [string, string][] = [
    // A is not the older's value.
    ["Le copie passano da 8 a 14.", "Keep seven nightly snapshots."],
    // The older names B already: a range, not the old rule.
    ["From 7 to 14.", "Between 7 and 14 snapshots."],
    // Another dimension.
    ["Von 7 auf 14 MB.", "Wait 7 seconds."],
  ];
  for (const [newer, older] of no)
    assert.equal(replacedByValue(newer, older, []), null, `${older} → ${newer}`);
});

test("a count of the older message equal to the newer's duration does not make the older name the new value", () => {
  assert.deepEqual(
    replacedByValue(
      "결제 재시도 사이에는 최소 2초를 기다려 주세요.",
      "Schrijf checkout(). Wacht minstens 1500 milliseconden tussen twee pogingen.",
      [change("1500", "2000", "export const RETRY_MS = 2000;")],
    ),
    { part: "Wacht minstens 1500 milliseconden tussen twee pogingen" },
  );
});

test("lengths, everyday hours, nights and digits replaced in another language, tied by the diff", () => {
  const yes: [string, string, ValueChange[], string | null][] = [
    // Length, converted between units: the code holds km or metres.
    ["न्यूनतम दूरी 3500 मीटर।", "Die Strecke ist mindestens 5 km lang.", [change("5", "3.5")], null],
    ["Минимум 3,5 км.", "The loop is 5000 m at least.", [change("5000", "3500")], null],
    ["最短3.5公里。", "Runs shorter than 5 kilometres are dropped.", [change("5", "3.5")], null],
    // Hours said the everyday way, a rule in minutes.
    [
      "Cho phép hai tiếng.",
      "Le sessioni durano al massimo 90 minuti.",
      [change("90", "120")],
      null,
    ],
    ["दो घंटे तक ठीक है।", "Sessions end after 90 minutes.", [change("90", "120")], null],
    ["Bir buçuk saat yeter.", "Give each slot 60 minutes.", [change("60", "90")], null],
    ["45 دقيقة تكفي.", "Wait at least half an hour between runs.", [change("30", "45")], null],
    // Nights as counted slots.
    ["三泊まで。", "Máximo dos noches seguidas.", [change("2", "3", "MAX_NIGHTS = 3")], null],
    ["Höchstens drei Nächte.", "Two nights in a row at most.", [change("2", "3")], null],
    ["3박까지 가능해요.", "Не больше двух ночей подряд.", [change("2", "3")], null],
    // Digit counts, by the padding width or a zero pattern.
    ["La facture a six chiffres.", "Numer ma cztery cyfry.", [change("0000", "000000")], null],
    [
      "六桁にしてください。",
      "Invoice numbers have four digits.",
      [change("4", "6", "padStart(6")],
      null,
    ],
  ];
  for (const [newer, older, changes, part] of yes)
    assert.deepEqual(replacedByValue(newer, older, changes), { part }, `${older} → ${newer}`);
  const no: [string, string, ValueChange[]][] = [
    // A night is no 24 hours, a length no time.
    ["48 hours at most.", "Two nights at most.", [change("2", "48")]],
    ["Wait 3500 ms.", "The loop is 5 km.", [change("5000", "3500")]],
    // A zero pattern is a count of digits, not of nights (and the two rules name two places).
    ["Book six nights in Kyoto.", "Four nights at most in Osaka.", [change("0000", "000000")]],
    // "tiếng" as a sound counts no hours.
    ["hai tiếng chuông", "Sessions end after 90 minutes.", [change("90", "120")]],
  ];
  for (const [newer, older, changes] of no)
    assert.equal(replacedByValue(newer, older, changes), null, `${older} → ${newer}`);
});

test("a first message of many numbers: the unit of the new value picks the rule's sentence", () => {
  const older =
    "We are nine people, five of us in Berlin. We have run this trip for two years. Book four nights back to back.";
  assert.deepEqual(replacedByValue("三泊まで。", older, [change("4", "3", "NIGHTS = 3")]), {
    part: "Book four nights back to back",
  });
  // The same number said of people in another sentence does not make the tie unsure.
  const four = "Four of us fly in. Book four nights back to back.";
  assert.deepEqual(replacedByValue("Drei Nächte.", four, [change("4", "3", "NIGHTS = 3")]), {
    part: "Book four nights back to back",
  });
  // A new value with no unit: the changed line's name picks the dimension of the rule.
  assert.deepEqual(replacedByValue("Ab jetzt drei.", four, [change("4", "3", "MAX_NIGHTS = 3")]), {
    part: "Book four nights back to back",
  });
  assert.deepEqual(
    replacedByValue("Make it 3.", "Use four workers. Keep four digits.", [
      change("4", "3", "const padDigits = 3;"),
    ]),
    { part: "Keep four digits" },
  );
  // A name that says no unit leaves the tie unsure: both stay.
  assert.equal(replacedByValue("Ab jetzt drei.", four, [change("4", "3", "LIMIT = 3")]), null);
  // A change of the count of people ties nothing; the nights tie by their kind alone, the two
  // messages being in two scripts (value-reversal's subject link).
  assert.deepEqual(replacedByValue("三泊まで。", older, [change("9", "3", "PEOPLE = 3")]), {
    part: "Book four nights back to back",
  });
});

test("a count said with another noun or in another script replaces the older by subject, with no diff", () => {
  const yes: [string, string, string | null][] = [
    // Two scripts or languages: the count of one thing ties them, no word can.
    ["予約は最大3晩まで。", "A booking holds two nights at most.", null],
    ["Tải lên thử lại tối đa bốn lần.", "Give up an upload after three attempts.", null],
    ["Invoice numbers get six places.", "Numer faktury ma cztery cyfry.", null],
    ["最多重试5次。", "Retry the webhook three times at most.", null],
    // One language, another noun of the same count: the subject words are shared.
    ["Give up an upload after five tries.", "Give up an upload after three attempts.", null],
    ["Invoice numbers get six characters.", "Invoice numbers have four digits.", null],
    ["Keep the logs for 72 hours.", "Keep the logs for 2 days.", null],
    // A reversal said, the subject shared though each says more.
    ["Change of plan: bookings may run to 3 nights.", "A booking holds two nights at most.", null],
    // The rule's sentence of a message of several.
    [
      "Give up after five tries.",
      "Write src/upload.ts. Give up an upload after three attempts.",
      "Give up an upload after three attempts",
    ],
  ];
  for (const [newer, older, part] of yes)
    assert.deepEqual(replacedByValue(newer, older, []), { part }, `${older} → ${newer}`);
  const no: [string, string][] = [
    // Two subjects, one shared word: two rules.
    ["Retry downloads five times.", "Retry uploads three times."],
    // Different subjects of one dimension.
    ["Keep the backups for 72 hours.", "Keep the logs for 2 days."],
    // Two quantities of the kind in the older: which one is unsure.
    ["Make it five tries.", "Three attempts for uploads, two attempts for downloads."],
    // The newer only adds.
    ["Also allow five tries for downloads.", "Give up an upload after three attempts."],
    // Another kind: nights are no tries, digits no nights.
    ["予約は最大3回まで。", "A booking holds two nights at most."],
    ["六桁にしてください。", "A booking holds two nights at most."],
    // The same amount said again.
    ["Three tries, no more.", "Give up an upload after three attempts."],
    // Time is no count of one thing: in two languages with no shared word, nothing ties it.
    ["タイムアウトは5秒。", "Wait 2 seconds between polls."],
    // A newer message with no subject of its own, in the same language: which rule it means is
    // not said (the diff may tie it).
    ["Make it five tries.", "Give up an upload after three attempts."],
    // The newer names more of its own than it shares.
    ["Keep the audit logs of the payment gateway for 72 hours.", "Keep the logs for 2 days."],
  ];
  for (const [newer, older] of no)
    assert.equal(replacedByValue(newer, older, []), null, `${older} → ${newer}`);
});

test("a count said with no unit is replaced by a count of characters or tries the diff ties it to, never by a measure", () => {
  const yes: [string, string, ValueChange[]][] = [
    ["Names get 30 characters at most.", "Cut names at 40.", [change("40", "30", "NAME_MAX = 30")]],
    ["Retry 5 times.", "Retry 3 and then give up.", [change("3", "5", "RETRIES = 5")]],
    ["最多重试5次。", "Retry 3 and then give up.", [change("3", "5", "RETRIES = 5")]],
  ];
  for (const [newer, older, changes] of yes)
    assert.deepEqual(replacedByValue(newer, older, changes), { part: null }, `${older} → ${newer}`);
  // A count of tries is no duration.
  assert.equal(
    replacedByValue("대여는 최대 3일까지.", "Wait between two attempts.", [
      change("2", "3", "MAX_DAYS = 3"),
    ]),
    null,
  );
});

test("a rule replaced in another unit of its dimension, in native digits or inflected words, tied by the diff", () => {
  const yes: [string, string, ValueChange[], string | null][] = [
    // Nights of a stay said again in weeks: the constant went 14 → 21.
    [
      "Pobyt może trwać do trzech tygodni.",
      "A stay is 14 nights at most.",
      [change("14", "21", "export const MAX_NIGHTS = 21;")],
      null,
    ],
    [
      "Varaus saa kestää kolme viikkoa.",
      "Geen verblijf langer dan tien nachten.",
      [change("10", "21", "MAX_NIGHTS = 21")],
      null,
    ],
    // A booking window in days said again in weeks, in Persian, Bengali and Thai digits.
    ["حداکثر ۲۱ روز قبل.", "Bookings open at most 14 days ahead.", [change("14", "21")], null],
    ["রিজার্ভেশন সর্বোচ্চ ২১ দিন আগে।", "Bookings open 14 days ahead.", [change("14", "21")], null],
    ["จองล่วงหน้าได้ไม่เกิน ๓ สัปดาห์", "Bookings open 14 days ahead.", [change("14", "21")], null],
    // A timeout in minutes said again in hours, an inflected Finnish or Russian word.
    [
      "Aikakatkaisu on nyt kaksi tuntia.",
      "Time out after 90 minutes.",
      [change("90", "120")],
      null,
    ],
    ["Таймаут — два часа.", "Time out after 90 minutes.", [change("90", "120")], null],
  ];
  for (const [newer, older, changes, part] of yes)
    assert.deepEqual(replacedByValue(newer, older, changes), { part }, `${older} → ${newer}`);
  const no: [string, string, ValueChange[]][] = [
    // Hours and days count no nights.
    ["Máximo 72 horas.", "A stay is 2 nights at most.", [change("2", "72")]],
    ["Höchstens drei Tage.", "A stay is 2 nights at most.", [change("2", "3")]],
    // The diff changed another value than the rule's.
    ["Varaus saa kestää kolme viikkoa.", "A stay is 14 nights at most.", [change("12", "21")]],
  ];
  for (const [newer, older, changes] of no)
    assert.equal(replacedByValue(newer, older, changes), null, `${older} → ${newer}`);
});

test("a rule counted another way: a renamed constant of the diff ties the old value to the new, with no unit between them", () => {
  const renamed = (was: string, line: string, before: string, after: string): ValueChange => ({
    path: "src/alerts.rs",
    before,
    after,
    line,
    was,
  });
  const offline = renamed(
    "const OFFLINE_MINUTES: u32 = 120;",
    "const OFFLINE_READINGS: u32 = 3;",
    "120",
    "3",
  );
  const yes: [string, string, ValueChange[]][] = [
    [
      "Sarang dianggap offline setelah tiga kali pembacaan terlewat.",
      "Mark a hive offline after two hours without a reading.",
      [offline],
    ],
    [
      "Warn after 20 missed orders.",
      "Warn the shop after 36 hours without sales.",
      [renamed("QUIET_HOURS = 36", "QUIET_ORDERS = 20", "36", "20")],
    ],
    [
      "Los códigos de aeropuerto tienen ahora cinco caracteres.",
      "Use a three-letter code per airport.",
      [renamed("CODE_LETTERS = 3", "CODE_CHARS = 5", "3", "5")],
    ],
    [
      "Zusammenfassungen höchstens 5000 Wörter.",
      "Summaries at most 40 lines.",
      [renamed("SUMMARY_LINES = 40", "SUMMARY_WORDS = 5000", "40", "5000")],
    ],
  ];
  for (const [newer, older, changes] of yes)
    assert.deepEqual(replacedByValue(newer, older, changes), { part: null }, `${older} → ${newer}`);
  const no: [string, string, ValueChange[]][] = [
    // The older names no value the line held.
    ["Sarang offline setelah tiga kali.", "Mark a hive offline after 90 minutes.", [offline]],
    // The newer names no value the line holds now.
    ["Offline after four missed readings.", "Mark a hive offline after two hours.", [offline]],
    // The old line's name says minutes: two hives are no time.
    ["Tiga kali pembacaan.", "Two hives share a scale; offline after 2 days.", [offline]],
    // The older names the new amount too: a range, no old rule.
    ["Three readings.", "Two hours, or three readings, whichever comes first.", [offline]],
  ];
  for (const [newer, older, changes] of no)
    assert.equal(replacedByValue(newer, older, changes), null, `${older} → ${newer}`);
});

test("a new value the diff wrote over another rule's value ties by subject to no other rule", () => {
  const faulty: ValueChange = {
    path: "src/locker.ts",
    before: "90",
    after: "3",
    line: "export const FAULTY_AFTER_MISSED = 3;",
    was: "export const FAULTY_AFTER_MINUTES = 90;",
  };
  const newer = "Loker dianggap rusak setelah tiga kali heartbeat terlewat.";
  const sms = "Retry an SMS five times before giving up.";
  assert.deepEqual(replacedByValue(newer, sms, [], "subject"), { part: null }, "no diff: tied");
  assert.equal(replacedByValue(newer, sms, [faulty]), null);
  assert.deepEqual(
    replacedByValue(newer, "Mark a locker as faulty after 90 minutes without a heartbeat.", [
      faulty,
    ]),
    { part: null },
  );
});

test("in two languages, a name of the code both rules write ties a duration, a size or a length by subject", () => {
  const yes: [string, string][] = [
    ["El `EXPORT_TIMEOUT` ahora es de 2 horas.", "Set EXPORT_TIMEOUT to 90 minutes."],
    [
      "src/export.ts: el tiempo de espera sube a 2 horas.",
      "Time out src/export.ts after 90 minutes.",
    ],
    ["maxUpload bis 25 MB, bitte.", "Keep maxUpload at 10 MB."],
  ];
  for (const [newer, older] of yes)
    assert.deepEqual(replacedByValue(newer, older, []), { part: null }, `${older} → ${newer}`);
  const no: [string, string][] = [
    // A word of prose both write is no name of the code.
    [
      "Los tests de la API: tiempo de espera de 30 segundos.",
      "Tests must finish within 10 minutes.",
    ],
    ["El export ahora expira a las 2 horas.", "Time out the export after 90 minutes."],
    // Another name.
    ["`IMPORT_TIMEOUT` a 2 horas.", "Set EXPORT_TIMEOUT to 90 minutes."],
    // Two durations in the newer: which one is the rule's is unsure.
    [
      "src/export.ts: 2 horas por archivo, 30 segundos por fila.",
      "Time out src/export.ts after 90 minutes.",
    ],
  ];
  for (const [newer, older] of no)
    assert.equal(replacedByValue(newer, older, []), null, `${older} → ${newer}`);
});

test("a value the code writes with its unit in a call or a product, changed to another unit, ties the rules said in either unit", () => {
  const diff = (removed: string, added: string) =>
    parseValueChanges(
      `diff --git a/src/remind.kt b/src/remind.kt\n+++ b/src/remind.kt\n@@ -3 +3 @@\n-${removed}\n+${added}\n`,
    );
  const cases: [string, string, ValueChange[]][] = [
    [
      "Zwei Stunden vorher, bitte.",
      "Reminders go out an hour and a half ahead of the booking.",
      diff("val LEAD = Duration.ofMinutes(90)", "val LEAD = Duration.ofHours(2)"),
    ],
    [
      "Cinco minutos bastan.",
      "Retry the webhook after two hours.",
      diff("RETRY_AFTER = timedelta(hours=2)", "RETRY_AFTER = timedelta(minutes=5)"),
    ],
    [
      "Make it 45 minutes.",
      "Wait one hour before the reminder.",
      diff("const lead = 1 * time.Hour", "const lead = 45 * time.Minute"),
    ],
  ];
  for (const [newer, older, changes] of cases)
    assert.deepEqual(replacedByValue(newer, older, changes, "evidence"), { part: null }, newer);
});

test("a rule under a lead-in over rules split at semicolons is taken back without the lead-in", () => {
  const boxes = [change("24", "30", "export const BOX_JARS = 30;")];
  const older =
    "Write src/packing.ts. Rules: a box holds 24 jars; invoices are numbered by year; no fixtures.";
  assert.deepEqual(replacedByValue("صندوق ٣٠", older, boxes, "evidence"), {
    part: "a box holds 24 jars",
  });
  // A lead-in over one sentence alone is part of what it says ("Box: 24 jars."): kept.
  assert.deepEqual(
    replacedByValue("صندوق ٣٠", "Write src/packing.ts. Box size: 24 jars. No fixtures.", boxes),
    { part: "Box size: 24 jars" },
  );
});

test("a price equal to a changed count by chance is not the count's rule", () => {
  const pens = [change("8", "12", "export const MAX_CALVES_PER_PEN = 12;")];
  // "A visit costs 8 euros" against a pen's count, the newer message in Amharic: nothing.
  assert.equal(replacedByValue("ጋጣ 12 ጥጆች", "La visita cuesta 8 euros.", pens, "evidence"), null);
  // The newer message states money, or the constant counts in money: the price is the rule.
  assert.notEqual(replacedByValue("Ahora 12 euros.", "La visita cuesta 8 euros.", pens), null);
  const fee = [change("8", "12", "export const VISIT_EUR = 12;")];
  assert.notEqual(replacedByValue("ጋጣ 12", "La visita cuesta 8 euros.", fee, "evidence"), null);
});
