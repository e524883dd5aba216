/**
 * Quantities of prose in many languages: numbers in digits and in words, CJK numerals and
 * counters, units converted within a dimension, stated changes "from A to B"; and what is no
 * quantity (names, versions, dates, times, issue numbers, words that are numbers elsewhere).
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import { cjkNumeralValue, numberWordValue } from "../../src/util/number-words.js";
import { changedInCode, quantitiesIn, sameAmount, writtenAs } from "../../src/util/quantity.js";

/** The quantities of `text` as `value unit` strings ("1200 time", "4 -"). */
const said = (text: string): string[] =>
  quantitiesIn(text).map((q) => `${q.values.join("|")} ${q.unit?.dimension ?? "-"}`);

test("numbers in words of the languages users write in, zero to twenty and the tens", () => {
  const yes: [string, number, string][] = [
    ["four", 4, "the invoice number has four digits"],
    ["twenty", 20, ""],
    ["ninety", 90, ""],
    ["cztery", 4, ""],
    ["czterech", 4, ""],
    ["sześć", 6, ""],
    ["dwadzieścia", 20, ""],
    ["čtyři", 4, ""],
    ["четыре", 4, ""],
    ["пяти", 5, ""],
    ["чотири", 4, ""],
    ["п'ять", 5, ""],
    ["sex", 6, ""],
    ["fjorton", 14, ""],
    ["dört", 4, ""],
    ["on", 10, "on gün beklemek gerekiyor, şimdi"],
    ["empat", 4, ""],
    ["bốn", 4, ""],
    ["năm", 5, "năm chữ số, không hơn"],
    ["τέσσερα", 4, ""],
    ["चार", 4, ""],
    ["أربعة", 4, ""],
    ["넷", 4, ""],
    ["vier", 4, ""],
    ["zes", 6, ""],
    ["cuatro", 4, ""],
    ["quatro", 4, ""],
    ["quatre", 4, ""],
    ["quattro", 4, ""],
    ["fünfundzwanzig", 25, ""],
    ["quatre-vingt-dix", 90, ""],
    ["due", 2, "Le cifre sono due."],
    ["dos", 2, "Máximo dos noches."],
    ["sei", 6, "Le cifre sono sei."],
    // Adjectives of a count of digits, one word.
    ["vierstellig", 4, ""],
    ["sechsstellige", 6, ""],
    ["viercijferig", 4, ""],
    ["fyrsiffrig", 4, ""],
    ["sexsiffriga", 6, ""],
    ["czterocyfrowy", 4, ""],
    ["sześciocyfrowe", 6, ""],
    ["čtyřmístný", 4, ""],
    ["четырёхзначный", 4, ""],
    ["шестизначное", 6, ""],
  ];
  for (const [word, value, text] of yes) assert.equal(numberWordValue(word, text), value, word);
  const no: [string, string][] = [
    ["on", "Retry on failure."], // English, not the Turkish ten
    ["due", "The report is due on Friday."],
    ["once", "Once the tests pass, tag it."],
    ["năm", "He left in năm"], // no Vietnamese letter besides it: unsure
    ["dos", "A lista dos arquivos não muda."], // Portuguese "of the"
    ["sei", "Sei vorsichtig mit der Datei."], // German "be"
    ["digits", ""],
    ["mehrstellig", ""], // "several digits": no number
    ["stellig", ""],
    ["hundreds", ""],
  ];
  for (const [word, text] of no) assert.equal(numberWordValue(word, text), undefined, word);
});

test("CJK numerals: a run of numerals is a number; a lone 万 or a place-value run is none", () => {
  const yes: [string, number][] = [
    ["三", 3],
    ["十", 10],
    ["十二", 12],
    ["二十", 20],
    ["二十五", 25],
    ["两", 2],
    ["两千五百", 2500],
    ["三万", 30000],
  ];
  for (const [run, value] of yes) assert.equal(cjkNumeralValue(run), value, run);
  for (const run of ["万", "千", "二〇二六"]) assert.equal(cjkNumeralValue(run), undefined, run);
});

test("quantities with their units, in digits, words and numerals, in many languages", () => {
  const cases: [string, string[]][] = [
    ["Wait at least 1200 milliseconds.", ["1200 time"]],
    ["至少 1.5 秒。", ["1.5 time"]],
    ["Entre deux essais, 1,5 seconde.", ["2 attempts", "1.5 time"]],
    // Tries of an operation, whatever noun says them.
    ["Give up after three attempts.", ["3 attempts"]],
    ["Five tries, then stop.", ["5 attempts"]],
    ["Thử lại tối đa bốn lần.", ["4 attempts"]],
    ["最多重试3次。", ["3 attempts"]],
    ["Höchstens drei Versuche.", ["3 attempts"]],
    // The characters of a code are its places.
    ["Invoice numbers get six characters.", ["6 characters"]],
    ["Mindestens 1.200 ms warten.", ["1200|1.2 time"]],
    ["最大3晩までにしてください。", ["3 nights"]],
    ["三日以内に返す", ["3 time"]],
    ["Numer ma zawsze cztery cyfry.", ["4 digits"]],
    ["Invoice numbers get six places.", ["6 digits"]],
    ["Thumbnails are 320px wide, at most 512 KB.", ["320 pixels", "512 bytes"]],
    ["yüzde 20 indirim", ["20 share"]],
    ["Keep twenty five of them", ["25 -"]],
    ["Treinta y dos filas", ["32 -"]],
    ["dua puluh menit", ["20 time"]],
    ["tiga belas hari", ["13 time"]],
    ["Cache for 2 hours", ["2 time"]],
    ["٣ أيام", ["3 time"]],
    ["ثلاثة عشر يوما", ["13 time"]],
    ["mười hai chữ số", ["12 digits"]],
    ["hai mươi lăm phút", ["25 time"]],
    ["열두 자리", ["12 digits"]],
    ["네 자리 숫자", ["4 digits"]],
    ["네, 좋아요", []], // "yes"
    ["δώδεκα ψηφία", ["12 digits"]],
    ["zweiundzwanzig Zeilen", ["22 -"]],
    ["trente-deux lignes", ["32 -"]],
  ];
  for (const [text, expected] of cases) assert.deepEqual(said(text), expected, text);
});

test("numbers that are no quantity: names, versions, dates, times, issues, a numeral in a word", () => {
  const none = [
    "Use sha256 and api/v2 here.",
    "Upgrade to 1.2.3 first.",
    "Release on 2026-12-01.",
    "Standup at 10:30.",
    "See #38 and x86.",
    "It is the 3rd try.",
    "统一处理一下",
  ];
  for (const text of none) assert.deepEqual(said(text), [], text);
});

test("one amount written two ways: the same in the dimension's base unit", () => {
  const [ms] = quantitiesIn("1500 ms");
  const [s] = quantitiesIn("1.5 秒");
  const [min] = quantitiesIn("90 segundos");
  const [kb] = quantitiesIn("1024 KB");
  const [mb] = quantitiesIn("1 MB");
  const [count] = quantitiesIn("1500 rows");
  assert.ok(ms && s && min && kb && mb && count);
  assert.ok(sameAmount(ms, s));
  assert.ok(!sameAmount(ms, min));
  assert.ok(sameAmount(kb, mb), "a megabyte is 1024 KB in binary units");
  assert.ok(!sameAmount(ms, kb), "two dimensions are never one amount");
  assert.ok(sameAmount(count, ms), "a count is compared by its number");
});

test("a change in code from one amount to another, in any unit of their dimension", () => {
  const q = (text: string) =>
    quantitiesIn(text)[0] as NonNullable<ReturnType<typeof quantitiesIn>[0]>;
  const yes: [string, string, number, number][] = [
    ["1200 milliseconds", "1.5 秒", 1200, 1500],
    ["1200 milliseconds", "1.5 秒", 1.2, 1.5],
    ["two minutes", "3 Minuten", 120, 180],
    ["512 KB", "1 MB", 512, 1024],
    ["512 KB", "1 MB", 524288, 1048576],
    ["two nights", "3晩", 2, 3],
    ["20 %", "yüzde 25", 0.2, 0.25],
  ];
  for (const [a, b, before, after] of yes)
    assert.ok(changedInCode(q(a), q(b), before, after), `${a} → ${b}: ${before} → ${after}`);
  const no: [string, string, number, number][] = [
    ["1200 milliseconds", "1.5 秒", 1200, 1.5], // two units at once
    ["1200 milliseconds", "1.5 KB", 1200, 1500], // another dimension
    ["two nights", "3晩", 2, 4],
  ];
  for (const [a, b, before, after] of no)
    assert.ok(!changedInCode(q(a), q(b), before, after), `${a} → ${b}: ${before} → ${after}`);
});

test("lengths in many scripts: km, m, cm, miles, feet, and one length written two ways", () => {
  const cases: [string, string[]][] = [
    ["The route is at least 5 km long.", ["5 length"]],
    ["Минимум 3,5 км.", ["3.5 length"]],
    ["कम से कम 3500 मीटर", ["3500 length"]],
    ["最短3.5公里", ["3.5 length"]],
    ["3.5キロ以上", ["3.5 length"]],
    ["3500メートル", ["3500 length"]],
    ["최소 3500미터", ["3500 length"]],
    ["٣٥٠٠ متر", ["3500 length"]],
    ["cinq kilomètres", ["5 length"]],
    ["cinco kilómetros", ["5 length"]],
    ["5 miles", ["5 length"]],
    ["300 feet", ["300 length"]],
  ];
  for (const [text, expected] of cases) assert.deepEqual(said(text), expected, text);
  // A rate is none of the units it divides.
  for (const text of ["5 km/h", "3 m/s", "10 min/km", "100 KB/s"])
    assert.deepEqual(said(text), [`${text.split(" ")[0]} -`], text);
  // "m" as a variable is no metre: the number after it has no unit.
  for (const text of ["m = 5", "for m in range(5)", "set m to 5"])
    assert.deepEqual(said(text), ["5 -"], text);
  const [km] = quantitiesIn("5 km");
  const [m] = quantitiesIn("5000 м");
  assert.ok(km && m && sameAmount(km, m));
  const q = (text: string) =>
    quantitiesIn(text)[0] as NonNullable<ReturnType<typeof quantitiesIn>[0]>;
  assert.ok(changedInCode(q("5 km"), q("3500 मीटर"), 5, 3.5));
  assert.ok(changedInCode(q("5 km"), q("3500 मीटर"), 5000, 3500));
  assert.ok(!changedInCode(q("5 km"), q("3500 मीटर"), 5, 3500));
  assert.ok(!changedInCode(q("5 km"), q("3500 ms"), 5000, 3500), "a length is no time");
});

test("time said the everyday way: hours and minutes of many languages, halves, number words", () => {
  const cases: [string, string[]][] = [
    ["hai tiếng", ["2 time"]],
    ["một tiếng rưỡi", ["1.5 time"]],
    ["90 phút", ["90 time"]],
    ["दो घंटे", ["2 time"]],
    ["डेढ़ घंटा", ["1.5 time"]],
    ["90 मिनट", ["90 time"]],
    ["2 jam", ["2 time"]],
    ["3 saat", ["3 time"]],
    ["bir buçuk saat", ["1.5 time"]],
    ["2 saate", ["2 time"]],
    ["3 günlük", ["3 time"]],
    ["90 dakika", ["90 time"]],
    ["два часа", ["2 time"]],
    ["полтора часа", ["1.5 time"]],
    ["90 минут", ["90 time"]],
    ["pół godziny", ["0.5 time"]],
    ["dwie godziny", ["2 time"]],
    ["90 minuti", ["90 time"]],
    ["สองชั่วโมง", ["2 time"]],
    ["รอ 2 ชั่วโมง", ["2 time"]],
    ["สิบสองชั่วโมง", ["12 time"]],
    ["หนึ่งชั่วโมงครึ่ง", ["1.5 time"]],
    ["หกสิบนาที", ["60 time"]],
    ["一个半小时", ["1.5 time"]],
    ["两个小时", ["2 time"]],
    ["1時間半", ["1.5 time"]],
    ["한 시간 반", ["1.5 time"]],
    ["dos horas y media", ["2.5 time"]],
    ["anderthalb Stunden", ["1.5 time"]],
    ["zweieinhalb Stunden", ["2.5 time"]],
    ["dua setengah jam", ["2.5 time"]],
    ["два с половиной часа", ["2.5 time"]],
    ["dwie i pół godziny", ["2.5 time"]],
    ["2,5 ч", ["2.5 time"]],
    ["90 мин", ["90 time"]],
    // Spans said with no number: half an hour, the Arabic dual of two hours.
    ["Wait at least half an hour.", ["0.5 time"]],
    ["an hour and a half", ["1.5 time"]],
    ["une demi-heure", ["0.5 time"]],
    ["eine halbe Stunde", ["0.5 time"]],
    ["una hora y media", ["1.5 time"]],
    ["полчаса", ["0.5 time"]],
    ["yarım saat", ["0.5 time"]],
    ["nửa tiếng", ["0.5 time"]],
    ["आधा घंटा", ["0.5 time"]],
    ["半小时", ["0.5 time"]],
    ["ساعتين", ["2 time"]],
  ];
  for (const [text, expected] of cases) assert.deepEqual(said(text), expected, text);
  // The same words with no number, or a number that is a time of day or a count of sounds.
  const none: [string, string[]][] = [
    ["Tôi nói tiếng Việt", []],
    ["สามารถทำได้", []], // "can do": สาม (three) inside a word, no unit after it
    ["hai tiếng chuông", ["2 -"]],
    ["jam 8 malam", []],
    ["lúc 8 giờ", []],
    ["saat 10'da", []],
    ["hora y media", []],
    // A half with no hour is no span of time: a share of what it is said of.
    ["Review half the files.", ["0.5 share"]],
    ["La media es 5.", ["5 -"]],
    ["Половина файлов", ["0.5 share"]],
  ];
  for (const [text, expected] of none) assert.deepEqual(said(text), expected, text);
  const q = (text: string) =>
    quantitiesIn(text)[0] as NonNullable<ReturnType<typeof quantitiesIn>[0]>;
  assert.ok(changedInCode(q("90 minuti"), q("hai tiếng"), 90, 120));
  assert.ok(changedInCode(q("90 minuti"), q("hai tiếng"), 1.5, 2));
  assert.ok(changedInCode(q("1 hour"), q("一个半小时"), 60, 90));
});

test("nights of a stay: a counted slot of its own, in many languages, never hours", () => {
  const cases: [string, string[]][] = [
    ["two nights in a row", ["2 nights"]],
    ["最大3晩まで", ["3 nights"]],
    ["三泊まで", ["3 nights"]],
    ["3박 4일", ["3 nights", "4 time"]],
    ["三夜", ["3 nights"]],
    ["drei Nächte", ["3 nights"]],
    ["tres noches", ["3 nights"]],
    ["trois nuits", ["3 nights"]],
    ["три ночи", ["3 nights"]],
    ["3 gece", ["3 nights"]],
    ["trzy noce", ["3 nights"]],
    ["สามคืน", ["3 nights"]],
    ["dua malam", ["2 nights"]],
  ];
  for (const [text, expected] of cases) assert.deepEqual(said(text), expected, text);
  const none: [string, string[]][] = [
    ["buenas noches", []],
    ["iyi geceler", []],
    ["Gute Nacht", []],
    ["3박자", ["3 -"]], // three beats
    ["jam 8 malam", []], // 8 p.m.
  ];
  for (const [text, expected] of none) assert.deepEqual(said(text), expected, text);
  const [nights] = quantitiesIn("two nights");
  const [hours] = quantitiesIn("48 hours");
  const [days] = quantitiesIn("2 days");
  assert.ok(nights && hours && days);
  assert.ok(!sameAmount(nights, hours) && !sameAmount(nights, days));
});

test("digit counts: places of a number, in many languages; the same words for other things are none", () => {
  const cases: [string, string[]][] = [
    ["four digits", ["4 digits"]],
    ["cztery cyfry", ["4 digits"]],
    ["quatre chiffres", ["4 digits"]],
    ["vier Stellen", ["4 digits"]],
    ["quattro cifre", ["4 digits"]],
    ["4桁", ["4 digits"]],
    ["4자리로", ["4 digits"]],
    ["четыре цифры", ["4 digits"]],
    ["fatura numarası dört hane olsun", ["4 digits"]],
    ["dört haneli", ["4 digits"]],
    ["six places", ["6 digits"]],
    ["sex siffror", ["6 digits"]],
    ["สี่หลัก", ["4 digits"]],
    ["四位数", ["4 digits"]],
    ["补零到六位。", ["6 digits"]],
  ];
  for (const [text, expected] of cases) assert.deepEqual(said(text), expected, text);
  const none: [string, string[]][] = [
    ["cinque stelle", ["5 -"]], // five stars
    ["dört hane ailesi var", ["4 -"]], // four households
    ["dört haneye yardım", ["4 -"]], // to four households
    ["三位客人", ["3 -"]], // three guests
    ["4 หลักสูตร", ["4 -"]], // four courses
  ];
  for (const [text, expected] of none) assert.deepEqual(said(text), expected, text);
});

test("a message of many numbers: each keeps its own dimension", () => {
  assert.deepEqual(said("nine people, five in Berlin, two years, four nights back to back"), [
    "9 -",
    "5 -",
    "2 months",
    "4 nights",
  ]);
  assert.deepEqual(said("Neun Leute, drei Jahre, vier Nächte, 12 Monate"), [
    "9 -",
    "3 months",
    "4 nights",
    "12 months",
  ]);
});

test("masses, and Finnish and Hebrew numbers and units", () => {
  const rows: [string, string[]][] = [
    ["1.5 kg", ["1.5 mass"]],
    ["900 γραμμάρια", ["900 mass"]],
    ["250 g of flour", ["250 mass"]],
    ["kolme viikkoa", ["3 time"]],
    ["kaksi tuntia", ["2 time"]],
    ["viisi yötä", ["5 nights"]],
    ["45 דקות", ["45 time"]],
    ["לא יותר מ-45 דקות ביום", ["45 time"]],
    ["v-45 ms", []],
    ["שלוש ניסיונות", ["3 attempts"]],
    ["٩٠٠ حرف", ["900 characters"]],
  ];
  for (const [text, expected] of rows) assert.deepEqual(said(text), expected, text);
  const q = (text: string) =>
    quantitiesIn(text)[0] as NonNullable<ReturnType<typeof quantitiesIn>[0]>;
  assert.ok(sameAmount(q("1.5 kg"), q("1500 γραμμάρια")));
  assert.ok(changedInCode(q("1.5 kg"), q("900 γραμμάρια"), 1500, 900));
  assert.ok(!changedInCode(q("1.5 kg"), q("900 ms"), 1500, 900), "another dimension");
  assert.ok(changedInCode(q("45 דקות"), q("หนึ่งชั่วโมง"), 45, 60));
  // Finnish and Hebrew words that are no number stay none.
  for (const text of ["kolmas versio", "שלום לכולם"]) assert.deepEqual(said(text), [], text);
});

test("digits of more scripts and the units of Persian and Bengali", () => {
  const rows: [string, string[]][] = [
    ["۲۱ روز", ["21 time"]],
    ["حداکثر ۳ شب", ["3 nights"]],
    ["۴ رقم", ["4 digits"]],
    ["سه هفته", ["3 time"]],
    ["২১ দিন", ["21 time"]],
    ["তিন রাত", ["3 nights"]],
    ["২ ঘণ্টা", ["2 time"]],
    ["੧੪ ਦਿਨ", ["14 -"]], // Gurmukhi digits; the word is no unit known here
    ["၁၀", ["10 -"]], // Myanmar
    ["១២", ["12 -"]], // Khmer
    ["๒๑ วัน", ["21 time"]],
  ];
  for (const [text, expected] of rows) assert.deepEqual(said(text), expected, text);
  // The Arabic script's own decimal and thousands separators: a version, an amount.
  assert.deepEqual(
    quantitiesIn("پایتون ۳٫۸ دیگر لازم نیست").map((q) => q.values),
    [[3.8]],
  );
  assert.deepEqual(
    quantitiesIn("حداقل ١٬٥٠٠ ریال").flatMap((q) => q.values),
    [1500, 1.5],
  );
  // The nine of Persian and of Bengali is also "no" / "is not": no number.
  for (const text of ["نه، این کار را نکن", "এটা ঠিক নয়"]) assert.deepEqual(said(text), [], text);
});

test("weeks of a stay are its nights seven at a time; hours and days are not", () => {
  const q = (text: string) =>
    quantitiesIn(text)[0] as NonNullable<ReturnType<typeof quantitiesIn>[0]>;
  assert.ok(sameAmount(q("14 nights"), q("two weeks")));
  assert.ok(sameAmount(q("kolme viikkoa"), q("21 yötä")));
  assert.ok(changedInCode(q("14 nights"), q("kolme viikkoa"), 14, 21));
  assert.ok(changedInCode(q("三泊"), q("1 week"), 3, 7));
  assert.ok(!sameAmount(q("14 nights"), q("14 days")), "a stay of 14 nights spans 15 days");
  assert.ok(!changedInCode(q("2 nights"), q("72 hours"), 2, 72));
  assert.ok(!changedInCode(q("2 nights"), q("3 days"), 2, 3));
});

test("inflected units and numbers, duals, and characters of more languages", () => {
  const rows: [string, string[]][] = [
    ["kolmen viikon", ["3 time"]],
    ["kahdessa tunnissa", ["2 time"]],
    ["तीन हफ़्ते", ["3 time"]],
    ["שעתיים", ["2 time"]],
    ["שבועיים", ["2 time"]],
    ["أسبوعين", ["2 time"]],
    ["cinque caratteri", ["5 characters"]],
    ["beş karakter", ["5 characters"]],
    ["năm ký tự", ["5 characters"]],
    ["πέντε χαρακτήρες", ["5 characters"]],
    ["다섯 글자", ["5 characters"]],
    ["ห้าตัวอักษร", ["5 characters"]],
  ];
  for (const [text, expected] of rows) assert.deepEqual(said(text), expected, text);
  const q = (text: string) =>
    quantitiesIn(text)[0] as NonNullable<ReturnType<typeof quantitiesIn>[0]>;
  assert.ok(sameAmount(q("שבועיים"), q("14 days")));
  // Finnish words that are no number stay none; a Hebrew dual of another thing is no span.
  for (const text of ["kolmas viikko", "אופניים"]) assert.deepEqual(said(text), [], text);
});

test("an amount written with two decimals is also its hundredths, as code keeps money", () => {
  const written = (text: string) => quantitiesIn(text).flatMap((q) => writtenAs(q));
  assert.ok(written("каштује 7,50 ринггита").includes(750));
  assert.ok(written("costs 12.99 a month").includes(1299));
  assert.ok(!written("version 3.4 of the tool").includes(340));
  assert.ok(!written("30 kg at most").includes(3000));
});

test("number words of the other languages CLDR spells out, never in an English text", () => {
  const yes: [string, number, string][] = [
    ["päť", 5, "prvých päť dní"],
    ["kaksteist", 12, "kuni kaksteist tundi"],
    ["osam", 8, "najviše osam paketa"],
    ["ხუთი", 5, "ხუთი დღე"],
    ["ሁለት", 2, "ሁለት ሳምንት"],
    ["pedwar", 4, "dim mwy na pedwar"],
  ];
  for (const [word, value, text] of yes) assert.equal(numberWordValue(word, text), value, word);
  // English words first: "pet", "set", "hat" are numbers of other languages, not in English.
  assert.equal(numberWordValue("pet", "the pet project keeps five rules"), undefined);
  // A short word in Latin letters, in a text of ASCII letters only: English as likely as not.
  assert.equal(numberWordValue("pet", "my pet project"), undefined);
  assert.equal(numberWordValue("pet", "najviše pet paketa"), 5);
  assert.equal(numberWordValue("hat", "the hat is red and the coat too"), undefined);
  // No zero (Estonian "null" is the word of every program), no word under three letters.
  assert.equal(numberWordValue("nulle", "vērtība ir nulle"), undefined);
  assert.equal(numberWordValue("ti", "ti kroner"), undefined);
  // Composed of two words as the language says them (Croatian 25, Estonian 25).
  assert.deepEqual(said("najviše dvadeset pet dana"), ["25 -"]);
  assert.deepEqual(said("kakskümmend viis päeva"), ["25 -"]);
  assert.deepEqual(said("prvých päť dní je zadarmo"), ["5 time"]);
});

test("a number word with a case ending no table holds, agreeing with the noun it counts", () => {
  const rows: [string, string[]][] = [
    ["četrām stundām", ["4 -"]], // Latvian, of "četri"
    ["septiņām dienām", ["7 -"]],
    ["četrās dienās", ["4 -"]],
    ["čtyřmi minutami", ["4 time"]], // Czech, of "čtyři"; the unit in its instrumental
    ["štyrmi hodinami", ["4 time"]], // Slovak, of "štyri"
  ];
  for (const [text, expected] of rows) assert.deepEqual(said(text), expected, text);
  // No agreement with the next word (an ordinal, a month, another word of the stem), an
  // English text, no word after.
  const none: string[] = [
    "kolmas viikko",
    "Achtung bitte",
    "vierte Woche",
    "ottobre",
    "the eighteenth minute",
    "fourths minutes",
    "četrām",
  ];
  for (const text of none) assert.deepEqual(said(text), [], text);
});

test("inflected and compound number words: Slavic hundreds and tens in their cases, Baltic and Czech hundreds, Finnish compounds, Georgian twenties", () => {
  const rows: [string, string[]][] = [
    // Ukrainian and Russian hundreds, nominative and oblique; tens in an oblique case.
    ["не більше двохсот рядків", ["200 -"]],
    ["не більше трьохсот символів", ["300 characters"]],
    ["не більше п'ятисот символів", ["500 characters"]],
    ["двісті п'ятдесят рядків", ["250 -"]],
    ["чекати п'ятдесяти хвилин", ["50 time"]],
    ["двадцятьма хвилинами", ["20 time"]],
    ["не больше двухсот строк", ["200 -"]],
    ["двести строк", ["200 -"]],
    ["пятьсот символов", ["500 characters"]],
    ["не больше двух тысяч строк", ["2000 -"]],
    // Polish, Czech, Lithuanian, Latvian.
    ["nie więcej niż dwustu znaków", ["200 characters"]],
    ["dwieście pięćdziesiąt znaków", ["250 characters"]],
    ["pięćset znaków", ["500 characters"]],
    ["dvě stě padesát řádků", ["250 -"]],
    ["pět set znaků", ["500 characters"]],
    ["ne daugiau kaip dviejų šimtų eilučių", ["200 -"]],
    // Finnish: one word of number words, each in the case of the whole.
    ["enintään kahdensadan rivin", ["200 -"]],
    ["enintään kolmesataaviisikymmentä riviä", ["350 -"]],
    ["kahdenkymmenenviiden minuutin", ["25 time"]],
    // Georgian counts by twenties; before a postposition the number drops its -ი.
    ["ორმოცდახუთი წუთი", ["45 -"]],
    ["ოცდაათ წუთში", ["30 -"]],
    ["ორას ორმოცდაათი წუთი", ["250 -"]],
  ];
  for (const [text, expected] of rows) assert.deepEqual(said(text), expected, text);
  // Words of the same endings or stems that are no number; a hundred of another language.
  const none: [string, string[]][] = [
    ["радости и места", []],
    ["jedenasta godzina", []],
    ["ასე ხუთშაბათი", []],
    ["one set of tests", ["1 -"]],
    ["kuusikko kolmio", []],
  ];
  for (const [text, expected] of none) assert.deepEqual(said(text), expected, text);
});

test("Sino-Korean numerals with a power of ten are numbers; a Latin unit keeps a Korean or Japanese particle glued to it", () => {
  assert.deepEqual(said("하루 사십 킬로그램이 넘으면 표시해 주세요."), ["40 mass"]);
  assert.deepEqual(said("파일은 이천오백 바이트까지"), ["2500 bytes"]);
  assert.deepEqual(said("십이 개월 동안 보관"), ["12 months"]);
  assert.deepEqual(said("하루 40 kg이 넘으면"), ["40 mass"]);
  assert.deepEqual(said("キャッシュは50MBまで"), ["50 bytes"]);
  // A lone syllable is a word ("이 파일" is "this file", "일" work or a day), and a Latin word
  // with a particle glued on is no unit unless the Latin part is one.
  assert.deepEqual(said("이 파일은 일 분 안에"), []);
  assert.deepEqual(said("천만에요"), []);
  assert.deepEqual(said("40 apples이 있어요"), ["40 -"]);
});

test("unit words in their locative and instrumental plurals (Polish, Czech, Russian, Ukrainian) and Hindi's oblique plural", () => {
  for (const [text, expected] of [
    ["po 90 minutach", "90 time"],
    ["po 3 godzinami", "3 time"],
    ["w 14 dniach", "14 time"],
    ["za 2 latami", "2 months"],
    ["через 2 часами", "2 time"],
    ["в 30 секундах", "30 time"],
    ["за 3 тижнями", "3 time"],
    ["90 दिनों के बाद", "90 time"],
    ["6 महीनों में", "6 months"],
  ] as const)
    assert.deepEqual(said(text), [expected], text);
});

test("a number with a suffix of a non-Latin script is a number; Latin letters glued to it make a name", () => {
  assert.deepEqual(
    quantitiesIn("ගබඩා රාක්කයක් මාසෙකට යුරෝ 10යි.").map((q) => q.values),
    [[10]],
  );
  assert.deepEqual(
    quantitiesIn("ஒவ்வொரு பெட்டிக்கும் 15க்கு மேல் இல்லை").map((q) => q.values),
    [[15]],
  );
  assert.deepEqual(quantitiesIn("use v2 and 5x, not 2fa"), []);
});
