import assert from "node:assert/strict";
import { test } from "node:test";
import {
  ACCESS_LINES,
  detectAccessClauses,
  isMemorableValue,
} from "../../src/redact/access-clause.js";
import { redact } from "../../src/redact/index.js";
import type { Detection } from "../../src/redact/types.js";

// Made-up values, built here, in the three memorable shapes: a word with digits and a capital,
// two transliterated words in camel case with no digit, a word and a number.
const values = [
  ["Kasa", "77", "Lviv"].join(""),
  ["nasos", "Stantsiya"].join(""),
  ["kassa", "2024"].join(""),
];

/** Sentences per language that say what a value opens, with no word for "password". */
const POSITIVES: Record<string, Array<(v: string) => string>> = {
  uk: [
    (v) => `До тестової каси входиш з ${v}, якщо попросить.`,
    (v) => `Панель насоса відкривається словом ${v}.`,
    (v) => `Код для тестової каси: ${v}`,
    (v) => `Щоб зайти в адмінку контролера, набери «${v}».`,
    (v) => `${v} — це вхід до тестової каси.`,
    (v) => `Контролер розблоковується через ${v} у другому полі.`,
    (v) => `Щоб потрапити в меню тестової каси, вводиш ${v}.`,
    (v) => `Шифр від шафи з насосом: ${v}`,
    (v) => `Контролер приймає ${v} як ключ доступу.`,
    (v) => `Тестова каса впускає тільки за словом ${v}, у репозиторій його не пиши.`,
  ],
  th: [
    (v) => `แผงควบคุมปั๊มเข้าได้ด้วย ${v}`,
    (v) => `ใช้ ${v} เพื่อเข้าเครื่องคิดเงินทดสอบ`,
    (v) => `รหัสเข้าเครื่องคิดเงินคือ "${v}"`,
    (v) => `ปลดล็อกแผงปั๊มด้วย ${v} นะครับ`,
    (v) => `ล็อกอินเครื่องแคชเชียร์: ${v}`,
    (v) => `ถ้าจะเข้าหน้าตั้งค่าปั๊ม พิมพ์ ${v}`,
    (v) => `หน้าจอแคชเชียร์ล็อกอยู่ ปลดด้วย ${v}`,
    (v) => `แคชเชียร์ทดสอบ: ใช้ ${v} ตอนล็อกอิน`,
  ],
  fi: [
    (v) => `Testikassalle kirjaudutaan sanalla ${v}.`,
    (v) => `Pumpun ohjauspaneeli aukeaa koodilla ${v}`,
    (v) => `Kassan koodi on ${v}.`,
    (v) => `Pääset paneeliin, kun kirjoitat ${v}.`,
    // without Finnish letters, as typed on a foreign keyboard
    (v) => `Kassalle paastaan sisaan sanalla ${v}.`,
    (v) => `Käytä ${v}:ää päästäksesi sisään.`,
  ],
  he: [
    (v) => `לקופה של הבדיקות נכנסים עם ${v}`,
    (v) => `הלוח של המשאבה נפתח עם ${v}.`,
    (v) => `הקוד לקופה: ${v}`,
    (v) => `כדי להתחבר לבקר, תקליד ${v}`,
    (v) => `תשתמש ב-${v} כדי להיכנס לקופה.`,
  ],
  el: [
    (v) => `Στο ταμείο δοκιμών μπαίνεις με ${v}.`,
    (v) => `Ο πίνακας της αντλίας ανοίγει με ${v}`,
    (v) => `Για σύνδεση στον ελεγκτή γράψε ${v}.`,
    (v) => `Πρόσβαση στο ταμείο: ${v}`,
  ],
  id: [
    (v) => `Untuk masuk ke kasir percobaan, pakai ${v}.`,
    (v) => `Panel pompa dibuka dengan ${v}`,
    (v) => `Kodenya untuk kasir: ${v}`,
    (v) => `Akses ke panel kontroler: ketik ${v} lalu Enter.`,
    (v) => `Masuk ke panel pompa pakai ${v}-nya saja.`,
  ],
  cs: [
    (v) => `Do testovací pokladny se přihlásíš přes ${v}.`,
    (v) => `Panel čerpadla se odemyká slovem ${v}`,
    (v) => `Kód k pokladně: ${v}`,
    (v) => `Přístup do ovladače: napiš ${v}.`,
    (v) => `Do pokladny se dá vstoupit přes ${v}.`,
  ],
  ar: [
    (v) => `للدخول إلى صندوق الاختبار استخدم ${v}`,
    (v) => `لوحة المضخة تفتح بكلمة ${v}`,
    (v) => `الرمز لصندوق الدفع: ${v}`,
    (v) => `ادخل إلى لوحة التحكم بكتابة ${v}.`,
  ],
  ru: [
    (v) => `Старый терминал впускает по слову ${v}, больше ничего не спрашивает.`,
    (v) => `В тестовую кассу входишь с ${v}.`,
    (v) => `Панель насоса открывается словом ${v}`,
    (v) => `Чтобы попасть в меню кассы, вводишь ${v}.`,
  ],
  zh: [(v) => `用 ${v} 登录测试收银台。`, (v) => `泵的面板：${v} 就能进入`],
  ja: [(v) => `テストレジには ${v} で入れます。`, (v) => `ポンプのパネルは ${v} でロック解除`],
  ko: [(v) => `테스트 계산대는 ${v}로 들어가요.`, (v) => `펌프 패널 잠금 해제: ${v}`],
  tr: [(v) => `Test kasasına ${v} ile girilir.`, (v) => `Pompa paneli ${v}'le açılır.`],
  pl: [(v) => `Do kasy testowej wchodzisz z ${v}.`, (v) => `Panel pompy otwiera się kodem ${v}`],
  vi: [(v) => `Máy tính tiền thử nghiệm đăng nhập bằng ${v}.`, (v) => `Bảng bơm mở khóa bằng ${v}`],
  hi: [(v) => `टेस्ट काउंटर ${v} से खुलता है।`, (v) => `पंप पैनल का कोड: ${v}`],
};

/** Sentences of the same kind whose Latin-script word is code, a product, a name or an env var. */
const NEGATIVES: Record<string, readonly string[]> = {
  uk: [
    "функція quoteStay рахує ціну за вхід.",
    "Вхід через GitHub або iPhone15 поки не працює.",
    "Доступ до PostgreSQL16 відкривається з macOS.",
    "Метод openSession відкриває доступ до бази.",
    "Код викликає smoothReadings() перед входом.",
    "Тест loginRedirectsHome перевіряє вхід.",
    "Змінна KASA_TOKEN потрібна для входу.",
    "Пакет react-router відкриває сторінку входу.",
    "Вхід описано в src/loginForm.tsx, там же кнопка.",
    "`kasaLviv` — це ім'я поля входу.",
    "Користувач kasir2024 входить без проблем.",
    "Після входу відкривається TypeScript і JavaScript.",
    "Вхід обробляє сервіс з назвою kasaGateway, його код у репозиторії.",
    "Код рахує ціну: const total = priceTotal * 2;",
  ],
  th: [
    "ฟังก์ชัน smoothReadings ใช้ค่าเฉลี่ยก่อนเข้าระบบ",
    "เข้าสู่ระบบด้วย GitHub หรือ iPhone15 ยังใช้ไม่ได้",
    "เมธอด openSession เปิดการเข้าถึงฐานข้อมูล",
    "รหัสใน src/loginForm.tsx เรียก checkAccess()",
    "เทสต์ loginRedirectsHome ตรวจการเข้าสู่ระบบ",
    "ตัวแปร KASA_TOKEN ใช้สำหรับเข้าระบบ",
    "ผมเข้าใจแล้วว่า pumpStation ทำงานอย่างไร",
    "การเข้าสู่ระบบผ่านบริการชื่อ kasaGateway2024 ในรีโพ",
  ],
  fi: [
    "Funktio laskeHinta avaa kassan näkymän.",
    "Kirjautuminen GitHub-tunnuksella macOS:llä toimii.",
    "Testi kirjautuminenOnnistuu tarkistaa koodin.",
    "Koodi kutsuu fetchSession ennen kirjautumista.",
    "Kirjautumisen hoitaa palvelu nimeltä kassaPortti2024.",
  ],
  he: [
    "הפונקציה quoteStay מחשבת את המחיר בכניסה.",
    "הכניסה עם GitHub ב-iPhone15 לא עובדת.",
    "הבדיקה loginRedirectsHome בודקת את הכניסה.",
  ],
  el: [
    "Η συνάρτηση quoteStay υπολογίζει την τιμή εισόδου.",
    "Η σύνδεση με GitHub σε macOS δουλεύει.",
    "Η μέθοδος openSession ανοίγει πρόσβαση στη βάση.",
  ],
  id: [
    "Fungsi quoteStay menghitung harga sebelum masuk.",
    "Masuk dengan GitHub di macOS belum bisa.",
    "Variabel KASA_TOKEN dipakai untuk akses.",
  ],
  cs: [
    "Funkce quoteStay počítá cenu při přihlášení.",
    "Přihlášení přes GitHub na macOS funguje.",
    "Test loginRedirectsHome ověřuje přístup.",
  ],
  zh: ["函数 quoteStay 在登录前计算价格。", "登录后检查 featureFlag 是否开启"],
  ja: ["関数 quoteStay はログイン前に価格を計算する。", "ログインして featureFlag を確認"],
  ko: ["함수 quoteStay는 로그인 전에 가격을 계산한다.", "로그인 후 featureFlag 확인"],
  tr: ["Fonksiyon quoteStay girişte fiyatı hesaplar.", "Giriş için iPhone15 gerekmez."],
  pl: ["Funkcja quoteStay liczy cenę przy wejściu.", "Wejście przez GitHub na macOS działa."],
  vi: ["Hàm quoteStay tính giá khi đăng nhập.", "Đăng nhập qua GitHub trên iPhone15 lỗi."],
  hi: ["फ़ंक्शन quoteStay लॉगिन से पहले कीमत गिनता है।", "कोडिंग में kasaLviv2024 नाम है"],
  ar: [
    "الدالة quoteStay تحسب السعر عند الدخول.",
    "الدخول عبر GitHub على iPhone15 لا يعمل.",
    "المتغير KASA_TOKEN مطلوب للوصول.",
  ],
};

test("a value typed in a sentence that says what it opens is masked, in each language and phrasing", () => {
  for (const [language, sentences] of Object.entries(POSITIVES)) {
    for (const sentence of sentences) {
      for (const value of values) {
        const line = sentence(value);
        const out = redact(line).text;
        assert.ok(!out.includes(value), `${language}: ${line} -> ${out}`);
        assert.match(out, /\[REDACTED:password\]/, `${language}: ${line}`);
      }
    }
  }
});

test("code, products, user names and env vars in the same kind of sentence are left alone", () => {
  for (const [language, sentences] of Object.entries(NEGATIVES)) {
    for (const line of sentences) {
      const out: Detection[] = [];
      detectAccessClauses(line, out);
      assert.deepEqual(out, [], `${language}: ${line}`);
      assert.equal(redact(line).text, line, `${language}: ${line}`);
    }
  }
});

test("an identifier after a verb of opening in the imperative is the thing opened, not a value", () => {
  for (const line of [
    "Відкрий quoteStay у редакторі.",
    "Відкрийте pumpStation і перевір логи.",
    "Avaa laskeHinta editorissa.",
    "Buka quoteStay di editor.",
    "افتح quoteStay في المحرر",
    "Розблокуй kasaScreen після тесту.",
    "Открой quoteStay в редакторе.",
  ]) {
    assert.equal(redact(line).text, line, line);
  }
});

test("a camel-case name with no digit that the sentence does not hand over is code, even near a word of access", () => {
  for (const line of [
    "Зайди в адмінку і перевір, що featureFlag увімкнений.",
    "เข้าไปที่หน้าแอดมินแล้วดูว่า featureFlag เปิดอยู่",
    "Kirjaudu sisään ja tarkista, että featureFlag on päällä.",
    "Přihlas se a zkontroluj, že featureFlag je zapnutý.",
    "Masuk ke admin lalu cek apakah featureFlag aktif.",
    "היכנס לממשק ובדוק אם featureFlag פעיל.",
    "Μπες στο admin και δες αν το featureFlag είναι ενεργό.",
    "ادخل إلى لوحة الإدارة وتحقق من أن featureFlag مفعل.",
  ]) {
    assert.equal(redact(line).text, line, line);
  }
  // with digits, the shape itself is no code name: the sentence's word of access is enough
  const value = ["Kasa", "77", "Lviv"].join("");
  assert.ok(!redact(`Зайди в адмінку, там ${value} працює.`).text.includes(value));
});

test("a long sentence quoting examples: a word of access far from an identifier does not reach it", () => {
  for (const line of [
    'Opening verbs count in the passive ("панель відкривається словом X"), never in the imperative of a request such as "Відкрий quoteStay у редакторі".',
    'Quoted examples: ("відкривається словом X" … "Відкрий quoteStay у редакторі") are two clauses.',
    'ตัวอย่าง: "แผงเปิดได้ด้วย X" ต่างจากประโยคที่เขียนถึงโค้ดอย่างยาวมากและพูดถึง smoothReadings ในตอนท้าย',
  ]) {
    assert.equal(redact(line).text, line, line);
  }
});

test("a value is found only in a sentence that holds a word of access", () => {
  for (const value of values) {
    for (const line of [
      `Вчора на зустрічі згадали ${value} і розійшлися.`,
      `เมื่อวานพูดถึง ${value} ในที่ประชุม`,
      `Eilen kokouksessa mainittiin ${value}.`,
    ]) {
      const out: Detection[] = [];
      detectAccessClauses(line, out);
      assert.deepEqual(out, [], line);
    }
  }
});

test("the shapes of a memorable password, and the names that share them", () => {
  const table: Array<[string, boolean]> = [
    [values[0] as string, true],
    [values[1] as string, true],
    [values[2] as string, true],
    [["kasa", "77", "Lviv"].join(""), true],
    [["Lahti", "2024"].join(""), true],
    [["pumppu", "Ovi", "Koodi"].join(""), true],
    ["iPhone15", false],
    ["PostgreSQL16", false],
    ["GitHub", false],
    ["macOS", false],
    ["Float64Array", false],
    ["getUserName", false],
    ["KASA_TOKEN", false],
    ["ABC123XYZ", false],
    ["deadbeef1234", false],
    ["Step3", false],
    ["python311", false],
    ["node20", false],
    ["kasa", false],
    ["Kassa", false],
    ["quote-stay", false],
    ["user.name", false],
  ];
  for (const [value, expected] of table) assert.equal(isMemorableValue(value), expected, value);
});

test("a long line with no full stop: every value in it is read, each in its own reach", () => {
  // Thai writes no full stops; the cost of this line is measured by `bench -- --long-lines`
  const value = ["kasa", "Lviv"].join("");
  const line = `แผงเข้าได้ด้วย ${value} และเข้าถึงข้อมูล `.repeat(2_000);
  const out: Detection[] = [];
  detectAccessClauses(line, out);
  assert.equal(out.length, 2_000);
  assert.ok(!redact(line).text.includes(value));
});

test("the rule's line filter: words of access and spaced scripts wake it, a log's other text does not", () => {
  const wakes = (line: string) => {
    ACCESS_LINES.lastIndex = 0;
    return ACCESS_LINES.test(line);
  };
  for (const line of [
    "ログインは",
    "вхід до каси",
    "Πρόσβαση",
    "kód je",
    "sisään",
    "masuk ke",
    "รหัสคือ",
  ])
    assert.ok(wakes(line), line);
  // "s" must not match through the long s (ſ) of a case-insensitive range.
  for (const line of ["tests pass ✔ in 12 s", "résumé café über", "日本語のテスト", "สวัสดี", "שלום"])
    assert.ok(!wakes(line), line);
});
