import assert from "node:assert/strict";
import { test } from "node:test";
import { redact, redactInContext } from "../../src/redact/index.js";
import { fakeToken, type LabelledLine, readLabelledLines } from "../helpers/fake-secrets.js";

/**
 * Secrets said in plain words (issue #29.1, SPEC §6): the user's words are kept verbatim in the
 * packet, so "the staging password is X" would reach the next model. The sentences of
 * `test/fixtures/secrets/prose.jsonl` (fake secrets built at run time) hold a secret or hold
 * none; the recall and false-positive figures of the README come from the same file
 * (`npm run bench:prose`).
 */

const r = (text: string) => redact(text).text;

test("every secret said in a sentence is masked, every ordinary sentence left alone", () => {
  const lines = readLabelledLines("prose.jsonl");
  assert.ok(lines.filter((l) => l.secret).length >= 80, "fixture smaller than expected");
  assert.ok(lines.filter((l) => !l.secret).length >= 120, "fixture smaller than expected");
  const wrong = (l: LabelledLine): boolean => {
    const out = redactInContext(l.text, l.previous).text;
    return l.secret ? l.values.some((v) => out.includes(v)) : out !== l.text;
  };
  const describe = (l: LabelledLine) =>
    `${l.secret ? "missed" : "touched"}: ${redactInContext(l.text, l.previous).text}`;
  assert.deepEqual(lines.filter((l) => l.known === undefined && wrong(l)).map(describe), []);
  assert.deepEqual(
    lines.filter((l) => l.known !== undefined && !wrong(l)).map(describe),
    [],
    "lines marked known that are now right",
  );
});

test("the issue's sentences: the value goes, the words around it stay", () => {
  const password = `${fakeToken(1, 3)}#${fakeToken(2, 4)}$${fakeToken(3, 6)}`;
  assert.equal(
    r(`The Redis password for staging is ${password}, only use it if the primary is down`),
    "The Redis password for staging is [REDACTED:password], only use it if the primary is down",
  );
  const hex = fakeToken(4, 32, "0123456789abcdef");
  assert.equal(r(`use token ${hex} for the api`), "use token [REDACTED:token] for the api");
  assert.equal(
    r("the passphrase is amber-fjord-quartz-saddle"),
    "the passphrase is [REDACTED:password]",
  );
  const typed = `${fakeToken(5, 4)}4${fakeToken(6, 3)}&3xyz`;
  assert.equal(r(`login with admin / ${typed}`), "login with admin / [REDACTED:password]");
  assert.equal(
    r(`log in as deploy / hunter2${fakeToken(7, 4)}`),
    "log in as deploy / [REDACTED:password]",
  );
});

test("words about a secret are not a secret", () => {
  for (const text of [
    "the token is expired",
    "password is required",
    "the key is the user id",
    "the password hash is computed with bcrypt",
    "Update the token TTL to 3600",
    "pin the version to 1.4.2",
    "const token = await getToken(user);",
    "log in as deploy and run the migration",
    "Login with GitHub / Google is supported",
  ]) {
    assert.equal(r(text), text);
  }
});

test("a typed password standing alone is masked; identifiers, flags and named values are not", () => {
  const typed = `${fakeToken(8, 3)}#${fakeToken(9, 4)}7${fakeToken(10, 4)}`;
  assert.equal(r(`the current one is ${typed}.`), "the current one is [REDACTED:password].");
  assert.equal(
    r(`ssh in, then type ${typed} twice`),
    "ssh in, then type [REDACTED:password] twice",
  );
  for (const text of [
    "if (!isBase64Char(text.charCodeAt(i))) {",
    "const TYPED = /[A-Za-z0-9!#$%^&*+_~-]/;",
    "printf '%Y%m%dT%H%M%S' && echo $HOME1",
    // the value of a name is the keyword rules' call (a CredSweeper negative)
    'author = "M$Bn0Tf0YHD"',
  ]) {
    assert.equal(r(text), text);
  }
});
