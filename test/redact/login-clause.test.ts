import assert from "node:assert/strict";
import { test } from "node:test";
import { redact } from "../../src/redact/index.js";

// Made-up values, built here: a word, a symbol and digits, with no credential word near them.
const secrets = [
  ["maracuja", "77"].join("#"),
  ["Kestrel", "209"].join("!"),
  ["tundra", "5Fox"].join("%"),
];

test("a password typed in a sentence about logging in is masked in any language, with no credential word", () => {
  for (const secret of secrets) {
    for (const sentence of [
      `O painel deixa a gente entrar como loja-rj, com ${secret} no segundo campo.`,
      `Para acceder al panel usa tienda-mx y ${secret}, por favor.`,
      `Pour se connecter : compte boutique, puis ${secret}.`,
      `Zum Einloggen nimm shop-be und ${secret}.`,
      `Per accedere alla console: negozio-mi, ${secret}.`,
      `Zaloguj się jako sklep-waw, ${secret} w drugim polu.`,
      `Чтобы войти в песочницу: магазин-спб, ${secret}.`,
      `Konsola giriş için magaza-ist ve ${secret} yeterli.`,
      `Để đăng nhập, dùng cuahang-hn với ${secret}.`,
      `관리 콘솔 로그인: shop-seoul / ${secret}`,
      `To sign in to the sandbox, type shop-nyc and then ${secret} in the second box.`,
    ]) {
      const out = redact(sentence).text;
      assert.doesNotMatch(out, new RegExp(secret.replace(/[#!%]/g, "\\$&")), sentence);
      assert.match(out, /\[REDACTED:password\]/, sentence);
    }
  }
});

test("sentences about logging in with no password in them are left alone", () => {
  for (const line of [
    "Log in to the registry, then run npx handoff@0.1.0 resume.",
    "Para entrar no diretório src/app2 rode make build-v2 antes.",
    "Pour se connecter, le client envoie son jeton OAuth2 au serveur sso-eu.",
    "Zum Einloggen braucht die App Node 22.13.0 oder neuer.",
    "Login fails with ERR_TLS_CERT_ALTNAME_INVALID on staging-03.",
    "Sign in with GitHub, then open issue #4512 in the browser.",
    "O central de testes não entra em produção antes de 2026-12-10.",
    "로그인 화면은 src/login/Form.tsx 에 있어요.",
    "Entrar como admin abre a página /settings/users?page=2.",
    // a product and its version, written as one word, is no password
    "Sign in on your iPhone15 first.",
    "Zum Einloggen braucht die Kasse Windows11 oder PostgreSQL16.",
    "Masuk dengan GitHub di iPhone15 belum bisa.",
  ]) {
    assert.equal(redact(line).text, line, line);
  }
});
