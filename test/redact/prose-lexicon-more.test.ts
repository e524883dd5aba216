import assert from "node:assert/strict";
import { test } from "node:test";
import { redact } from "../../src/redact/index.js";

/**
 * The eleven languages of `prose-lexicon-more.ts`, each with the value said several ways (a
 * connector or none, at the end, quoted, in the middle, with a case suffix) and sentences that
 * use the word with no value. The value mixes cases and digits but has no symbol and no
 * separator: only a credential word before it can make it a secret.
 */

const value = ["Kq7m", "Rt2x", "Lp9w"].join("");

const SAID: Record<string, string[]> = {
  tr: [
    `Veritabanı şifresi ${value}`,
    `veritabanı şifresi: ${value}`,
    `Sunucunun parolası "${value}" olarak ayarlandı`,
    `şifrem ${value}'dir, kimseye söyleme`,
    `Wi-Fi şifresi şu: ${value}`,
    `sifre ${value}`,
    `şifreyi ${value} olarak değiştirdim`,
    `ŞİFRE: ${value}`,
    `${value}'i şifre olarak kullan`,
  ],
  pl: [
    `hasło do bazy to ${value}`,
    `Hasło: ${value}`,
    `zmieniłem hasło na ${value} wczoraj`,
    `hasło ${value}`,
    `zaloguj się hasłem '${value}' do panelu`,
    `użyj ${value} jako hasła`,
    `haslo do wifi to ${value}`,
  ],
  sv: [
    `lösenordet är ${value}`,
    `Databaslösenordet är nu ${value}`,
    `wifi-lösenord: ${value}`,
    `jag bytte lösenordet till ${value} igår`,
    `använd ${value} som lösenord`,
    `lösenord "${value}"`,
  ],
  ko: [
    `DB 비밀번호는 ${value} 입니다`,
    `비밀번호: ${value}`,
    `비밀번호를 ${value}로 바꿨어요`,
    `와이파이 비밀번호 ${value}`,
    `관리자 패스워드는 "${value}"예요`,
    `${value}를 새 비밀번호로 설정했어요`,
  ],
  uk: [
    `пароль від бази — це ${value}`,
    `новий пароль: ${value}`,
    `користувач admin / ${value}`,
    `використовуй ${value} як пароль`,
  ],
  cs: [
    `heslo k databázi je ${value}`,
    `Heslo: ${value}`,
    `přihlas se heslem ${value}`,
    `použij ${value} jako heslo`,
  ],
  id: [
    `kata sandi database adalah ${value}`,
    `passwordnya ${value}`,
    `pakai ${value} sebagai kata sandi`,
    `sandi wifi: ${value}`,
  ],
  vi: [
    `mật khẩu cơ sở dữ liệu là ${value}`,
    `mật khẩu: ${value}`,
    `đổi mật khẩu thành ${value} rồi`,
  ],
  el: [`ο κωδικός πρόσβασης είναι ${value}`, `κωδικός: ${value}`],
  hi: [`डेटाबेस का पासवर्ड ${value} है`, `पासवर्ड: ${value}`, `${value} को पासवर्ड के रूप में इस्तेमाल करो`],
  ar: [`كلمة المرور هي ${value}`, `كلمة السر: ${value}`],
};

const TALK: Record<string, string[]> = {
  tr: [
    "şifreyi sıfırladım",
    "Şifre en az 12 karakter olmalı.",
    "parolanız yanlış, tekrar deneyin",
    "şifre sıfırlama e-postası gönderildi",
    "API anahtarı ortam değişkeninde saklanıyor.",
    "Parolayı PASSWORD_FILE içinde tutuyoruz",
    // a word of another alphabet after an English credential word is a word, not a value
    "credential words listed: şifresi, şifrem",
    "bunu şifre olarak kullanma",
  ],
  pl: [
    "zmień hasło w ustawieniach",
    "Hasło musi mieć co najmniej 12 znaków.",
    "nie pamiętam hasła do routera",
    "klucz API jest w zmiennej środowiskowej",
  ],
  sv: [
    "Lösenordet måste vara minst 12 tecken.",
    "byt lösenord i inställningarna",
    "glömt lösenordet till routern",
  ],
  ko: [
    "비밀번호를 재설정했습니다",
    "비밀번호는 12자 이상이어야 합니다",
    "패키지를 설치했다",
    "비밀번호 변경 화면을 열어 주세요",
    "email 비밀번호로 로그인하세요",
  ],
  uk: ["Пароль зберігається лише у вигляді хешу.", "змініть пароль у налаштуваннях"],
  cs: ["změňte heslo v nastavení", "Heslo musí mít alespoň 12 znaků."],
  id: ["kata sandi harus minimal 12 karakter", "lupa kata sandi? klik tautan di email"],
  vi: ["mật khẩu phải có ít nhất 12 ký tự"],
  el: ["ο κωδικός σφάλματος είναι 404", "άλλαξε τον κωδικό πρόσβασης στις ρυθμίσεις"],
  hi: ["पासवर्ड कम से कम 12 अक्षर का होना चाहिए"],
  ar: ["يجب أن تتكون كلمة المرور من 12 حرفًا على الأقل"],
};

test("a value said after a credential word of eleven more languages is masked, the words kept", () => {
  for (const [language, lines] of Object.entries(SAID)) {
    for (const line of lines) {
      const out = redact(line).text;
      assert.ok(!out.includes(value), `${language} kept the value: ${out}`);
      assert.match(out, /\[REDACTED:password\]/, `${language}: ${line}`);
    }
  }
});

test("the same words with no value (reset, rules, forms) are left as written", () => {
  for (const [language, lines] of Object.entries(TALK)) {
    for (const line of lines) assert.equal(redact(line).text, line, language);
  }
});

test("the value alone, with no word, is not a secret (the word is what this table proves)", () => {
  assert.equal(redact(`see ${value} below`).text, `see ${value} below`);
});

test("verb-final languages: a value of two character classes between the word and its copula is masked", () => {
  // lowercase and digits only: with no connector before it, only the copula after it makes it a value
  const plain = ["brook", "51", "pine"].join("");
  for (const sentence of [
    `क्लब सर्वर पर अपलोड करने का पासवर्ड ${plain} है। अभी ज़रूरत नहीं है।`,
    `राउटर का पासवर्ड ${plain} था`,
    `सर्वरचा पासवर्ड ${plain} आहे`,
    `سرور کا پاس ورڈ ${plain} ہے`,
    `서버 비밀번호 ${plain} 입니다`,
  ]) {
    const out = redact(sentence).text;
    assert.doesNotMatch(out, new RegExp(plain), sentence);
  }
  for (const sentence of [
    "पासवर्ड बदलना है",
    "पासवर्ड मजबूत है",
    "पासवर्ड manager है",
    `पासवर्ड रीसेट ${plain} के बाद करना है`,
  ]) {
    assert.equal(redact(sentence).text, sentence, sentence);
  }
});
