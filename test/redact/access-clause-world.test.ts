import assert from "node:assert/strict";
import { test } from "node:test";
import { detectAccessClauses } from "../../src/redact/access-clause.js";
import { redact } from "../../src/redact/index.js";
import { isJoinedValue } from "../../src/redact/joined-value.js";
import type { Detection } from "../../src/redact/types.js";

// Made-up values, built here, in the joined shapes a person makes up: a word, a number and a
// word; three words with a digit at the end; a number between two words.
const values = [
  ["Fjell", "_", "88", "fjord"].join(""),
  ["Bryggen", "-", "Torg", "_", "Lys9"].join(""),
  ["Nodi", "_", "77", "_", "jol"].join(""),
];

/**
 * Sentences per language that say a gate, door, terminal or account takes a value: an entry
 * code, the secret word, the password, what you type to get in; credential nouns and verbs of
 * getting in, inflected and compound.
 */
const POSITIVES: Record<string, Array<(v: string) => string>> = {
  nb: [
    (v) => `Inngangskoden til porten er ${v}, ikke glem den.`,
    (v) => `Det hemmelige ordet for døra er ${v}.`,
    (v) => `Du kommer inn på terminalen med ${v}.`,
    (v) => `Passordet til kontoen: ${v}`,
    (v) => `Porten låses opp med ${v} om kvelden.`,
  ],
  da: [
    (v) => `Adgangskoden til lageret er ${v}.`,
    (v) => `Kodeordet til routeren er ${v}.`,
    (v) => `Du logger ind på terminalen med ${v}.`,
  ],
  sv: [
    (v) => `Koden till grinden är ${v}.`,
    (v) => `Lösenordet till kontot är ${v}.`,
    (v) => `Du kommer in i terminalen med ${v}.`,
    (v) => `Dörrkoden: ${v}`,
  ],
  bn: [
    (v) => `দরজার গোপন শব্দ হলো ${v}, এটা মনে রেখো।`,
    (v) => `গেটে ঢোকার কোড ${v} টাইপ করো।`,
    (v) => `টার্মিনালে লগইন করতে ${v} লাগবে।`,
    (v) => `অ্যাকাউন্টের পাসওয়ার্ডটা ${v}।`,
    (v) => `${v} দিয়ে দরজা খোলে।`,
    (v) => `পাম্পের প্যানেল ${v}-এর সাহায্যে খোলে।`,
  ],
  hi: [
    (v) => `दरवाज़े का कोड ${v} है।`,
    (v) => `टर्मिनल का पासवर्ड ${v} है।`,
    (v) => `गेट पर ${v} डालो, फिर प्रवेश मिलेगा।`,
  ],
  sw: [
    (v) => `Neno la siri la mlango ni ${v}.`,
    (v) => `Nenosiri la akaunti ni ${v}.`,
    (v) => `Ili kuingia kwenye terminali andika ${v}.`,
  ],
  hu: [
    (v) => `A belépőkód a kapuhoz ${v}.`,
    (v) => `A terminálba a ${v} jelszóval lépsz be.`,
    (v) => `Az ajtó jelszava: ${v}`,
    (v) => `A titkos szó ${v}, ne írd le.`,
  ],
  fa: [
    (v) => `رمز ورود به ترمینال ${v} است.`,
    (v) => `گذرواژه حساب ${v} است.`,
    (v) => `برای ورود ${v} را بزن.`,
  ],
  ro: [
    (v) => `Codul de intrare la poartă este ${v}.`,
    (v) => `Parola contului e ${v}.`,
    (v) => `Cuvântul secret pentru ușă este ${v}.`,
  ],
  ta: [
    (v) => `வாசல் கடவுச்சொல் ${v} ஆகும்.`,
    (v) => `கதவு குறியீடு ${v} என்பது.`,
    (v) => `உள்நுழைய ${v} தட்டச்சு செய்.`,
  ],
  ms: [
    (v) => `Kata laluan pintu ialah ${v}.`,
    (v) => `Kod pintu pagar ialah ${v}.`,
    (v) => `Untuk log masuk, taip ${v}.`,
  ],
  tl: [
    (v) => `Ang password sa gate ay ${v}.`,
    (v) => `Ang lihim na salita sa pinto ay ${v}.`,
    (v) => `Para makapasok sa terminal, i-type ang ${v}.`,
  ],
  sh: [
    (v) => `Šifra za ulaz je ${v}.`,
    (v) => `Lozinka za nalog je ${v}.`,
    (v) => `Лозинка за улаз је ${v}.`,
  ],
  bg: [
    (v) => `Кодът за входа е ${v}.`,
    (v) => `Паролата на терминала е ${v}.`,
    (v) => `Влизаш в системата с ${v}.`,
  ],
  sk: [
    (v) => `Heslo k bráne je ${v}.`,
    (v) => `Do terminálu sa prihlásiš s ${v}.`,
    (v) => `Tajné slovo pre dvere je ${v}.`,
  ],
  lt: [
    (v) => `Slaptažodis prie vartų yra ${v}.`,
    (v) => `Įėjimo kodas yra ${v}.`,
    (v) => `Prisijungti galima su ${v}.`,
  ],
};

/**
 * Sentences of the same kind whose joined token is code, a version, a branch, an env var, a test,
 * a package or a product: each left as it is.
 */
const NEGATIVES: Record<string, readonly string[]> = {
  nb: [
    "Funksjonen parse_v2Header feiler i testen, se på MAX_RETRY_3.",
    "Inngangskoden ligger i src/auth/Entry_Code9.ts nå.",
    "Oppgrader til v2.3.1-rc1 og bytt til grenen feature/x-9.",
    "Adgangskoden valideres av checkAccess_v2 i auth-modulen.",
    "Koden for porten bruker pakken react-router-dom6 nå.",
  ],
  sv: ["Koden för grinden finns i MAX_RETRY_3 och testen should_fail_On2."],
  bn: [
    "দরজার কোড চেক করতে parse_v2Header ফাংশনটা দেখো।",
    "লগইন এখন iPhone-15_Pro তে কাজ করে না।",
    "পাসওয়ার্ড যাচাই হয় test_Login2_ok টেস্টে।",
  ],
  hu: [
    "A belépőkód logikája a validate_Pin2 függvényben van.",
    "A jelszó ellenőrzése a Release-2024_Q3 ágon van.",
  ],
  fa: ["رمز ورود در فایل Node-20_LTS تست می‌شود."],
  ro: ["Codul de intrare e în funcția get_Entry2Code din modul."],
  tl: ["Ang password check ay nasa GITHUB_TOKEN_2 at sa v2-rc1."],
  sh: ["Šifra se proverava u funkciji load_Pin2 u modulu."],
};

test("a joined-words value after a credential or access word is masked, in each language and phrasing", () => {
  for (const [language, sentences] of Object.entries(POSITIVES)) {
    for (const sentence of sentences) {
      for (const value of values) {
        const text = sentence(value);
        const out = redact(text).text;
        assert.ok(!out.includes(value), `${language}: ${text} -> ${out}`);
        assert.match(out, /\[REDACTED:password\]/, `${language}: ${text}`);
        // by the access rule itself, not only by the net under it for sentences of another script
        const found: Detection[] = [];
        detectAccessClauses(text, found);
        assert.ok(
          found.some((d) => text.slice(d.start, d.end) === value),
          `${language}: ${text}`,
        );
      }
    }
  }
});

test("code, versions, branches, env vars, tests and products in the same sentences are left alone", () => {
  for (const [language, sentences] of Object.entries(NEGATIVES)) {
    for (const sentence of sentences) {
      const out: Detection[] = [];
      detectAccessClauses(sentence, out);
      assert.deepEqual(out, [], `${language}: ${sentence}`);
      assert.equal(redact(sentence).text, sentence, `${language}: ${sentence}`);
    }
  }
});

test("the joined shape: words, a capital, a digit; not code, a version, one word and a number", () => {
  for (const yes of [
    ...values,
    "Sava_37most",
    "Tisza-Hid_Ho5",
    "Word-Word_Word9",
    "Chai_45pani",
  ].concat(["BlueRiver_42lake", "Mlima-Mrefu_7jua"]))
    assert.ok(isJoinedValue(yes), yes);
  for (const no of [
    ...["parse_v2Header", "MAX_RETRY_3", "v2.3.1-rc1", "feature/x-9", "Release-2024_Q3"],
    ...["test_Login2_ok", "iPhone-15_Pro", "Node-20_LTS", "react-router-dom6", "snake_case_2"],
    ...["Word_v2_Beta", "Foo_99", "get_User2_name", "Ab_12cd"],
    ...["parse_userId2_ok", "HTTPServer_2_main", "userName_42tmp"],
  ])
    assert.ok(!isJoinedValue(no), no);
});

test("a value of capitalised words glued, a number and a word, after a Bengali word of entry", () => {
  const value = ["NodiPar", "77ghat"].join("_");
  const line = `সার্ভারে ঢোকার কোডটা হলো ${value}, কাউকে দিও না।`;
  assert.ok(!redact(line).text.includes(value), redact(line).text);
});
