import assert from "node:assert/strict";
import { test } from "node:test";
import { redact, redactInContext } from "../../src/redact/index.js";
import { fakeToken } from "../helpers/fake-secrets.js";

/**
 * The multilingual prose rule's table: one positive and one negative per shape, the value built
 * at run time. The measure over many sentences is `npm run bench:prose` (tuning and holdout).
 */

const value = `${fakeToken(41, 6)}#${fakeToken(42, 5)}7`;

const SECRET = [
  `Das Passwort für die Datenbank ist ${value}`,
  `la contraseña del servidor es ${value}`,
  `mot de passe : ${value}`,
  `a senha do banco é ${value}`,
  `la password del server è ${value}`,
  `het wachtwoord is ${value}`,
  `пароль от сервера ${value}`,
  `服务器的密码是 ${value}`,
  `サーバーのパスワードは ${value} です`,
  `use this for prod: ${value}`,
  `user deploy / ${value}`,
  `pull with ci:${value}@git.example.org`,
  `I took ${value} as the password`,
  `Ich habe ${value} als Passwort genommen`,
  `the wifi code is 4815162342`,
  `we changed the mongo auth to ${value}`,
  `basic auth for the mirror is bot:${value}`,
];

const ORDINARY = [
  "Use the --password-stdin flag of docker login",
  "Set PASSWORD_FILE to the path of the secret.",
  "Das Passwort muss mindestens 12 Zeichen haben.",
  "La contraseña se guarda en el gestor del equipo.",
  "Le mot de passe est demandé deux fois.",
  "Пароль хранится только в виде хеша.",
  "密码以哈希形式保存。",
  "パスワードはハッシュで保存されます。",
  'auth: { strategy: "oauth2", scopes: ["read"] }',
  "function pushPassword(out: Detection[], text: string): void {",
  "check out commit 4c1d9e7f2a3b5c6d8e9f0a1b2c3d4e5f6a7b8c9d",
];

test("an assignment keeps its name and '=': the value alone is masked", () => {
  assert.equal(redact(`password=${value}`).text, "password=[REDACTED:password]");
  assert.equal(redact(`Passwort=${value}`).text, "Passwort=[REDACTED:password]");
});

test("a credential said in ten languages and their shapes is masked, its words kept", () => {
  for (const text of SECRET) {
    const out = redact(text).text;
    assert.ok(!out.includes(value) && !out.includes("4815162342"), `kept: ${out}`);
    assert.match(out, /\[REDACTED:password\]/, text);
  }
});

test("talk about credentials, flags, variable names and hashes is left alone", () => {
  for (const text of ORDINARY) assert.equal(redact(text).text, text);
});

test("a credential announced in one message and given alone in the next is masked", () => {
  assert.equal(
    redactInContext(value, "what's the password for the kafka UI?").text,
    "[REDACTED:password]",
  );
  assert.equal(redactInContext(value, "Wie lautet das Kennwort?").text, "[REDACTED:password]");
  // without the announcement, or when the answer is a sentence, nothing is added
  assert.equal(redactInContext("GITHUB_TOKEN", "Which token should I use?").text, "GITHUB_TOKEN");
  assert.equal(redactInContext("ask Dana", "what's the password?").text, "ask Dana");
});

test("a sentence with a no-break or narrow space is read, not looped on", () => {
  // French sets a no-break space before its colon; a blank other than a space or a tab was read
  // as a token of no length, and the reader never moved past it
  for (const text of [
    "le mot de passe\u00a0: Fjell88fjord",
    "Le mot de passe est\u00a0Fjell88fjord",
    "the password\u202fis Fjell88fjord",
  ]) {
    const out = redact(text).text;
    assert.ok(!out.includes("Fjell88fjord"), `kept: ${out}`);
  }
  const code = 'return format.format(x).replace(/[\u00a0\u202f]/g, " ");';
  assert.equal(redact(code).text, code);
});
