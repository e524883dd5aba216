import assert from "node:assert/strict";
import { test } from "node:test";
import { redact } from "../../src/redact/index.js";
import { fakeToken } from "../helpers/fake-secrets.js";

/**
 * The red-team repros of issue #29 (leaks 2 and 5): each line once leaked its secret, whole or
 * in part. Secrets are built at run time (no credential-shaped literal in the tree).
 */

const UPPER_DIGITS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
const LOWER = "abcdefghijklmnopqrstuvwxyz";

function assertMasked(text: string, secrets: string[]): string {
  const out = redact(text).text;
  for (const secret of secrets) assert.ok(!out.includes(secret), `${text}\n  leaked: ${out}`);
  assert.match(out, /\[REDACTED:|~/, text);
  assert.equal(redact(out).text, out, `not idempotent: ${out}`);
  return out;
}

test("a quoted password with a space goes whole, not just its first word (#29.2)", () => {
  const first = fakeToken(1, 4);
  const rest = `${fakeToken(2, 12)}7`;
  const cases = [
    `mysqldump -p"${first} ${rest}" shop`,
    `mysql -u root -p'${first} ${rest}' app`,
    `mysql -u root -p "${first} ${rest}" app`,
    `redis-cli -a "${first} ${rest}" ping`,
    `sshpass -p '${first} ${rest}' ssh deploy@web`,
    `curl -u "deploy:${first} ${rest}" https://api.example.com`,
  ];
  for (const text of cases) assertMasked(text, [first, rest]);
  // the whole quoted value becomes one marker, the quotes and what follows stay
  assert.equal(
    redact(`mysqldump -p"${first} ${rest}" shop`).text,
    'mysqldump -p"[REDACTED:password]" shop',
  );
  // a quoted value that is not a password (a project name) stays
  assert.equal(redact('deploy -p "my project" now').text, 'deploy -p "my project" now');
});

test("a home path glued to a compiler flag is shortened (#29.5)", () => {
  const user = `v${fakeToken(3, 6, LOWER)}`;
  const out = assertMasked(`gcc -I/home/${user}/include -L/home/${user}/lib main.c`, [user]);
  assert.equal(out, "gcc -I~/include -L~/lib main.c");
  assertMasked(`cc -isystem/home/${user}/sdk -o a a.c`, [user]);
  // a `/home/` inside a longer path is not a home directory
  assert.equal(redact("/srv/home/data/x").text, "/srv/home/data/x");
});

test("a Hugging Face token with digits is masked, after `=` and in a branch name (#29.5)", () => {
  const token = `hf_${fakeToken(4, 30)}7a`;
  for (const text of [
    `x=${token}`,
    `export HF=${token}`,
    `huggingface-cli-login---token-${token}`,
    `git checkout -b huggingface-cli-login---token-${token}`,
  ]) {
    assertMasked(text, [token.slice(3)]);
  }
  // digits alone are no token (a CredSweeper negative)
  const digits = `hf_${fakeToken(5, 34, "0123456789")}`;
  assert.equal(redact(`id ${digits} x`).text, `id ${digits} x`);
});

test("an AWS key id glued to `_old.txt` is masked (#29.5)", () => {
  const key = `AKIA${fakeToken(6, 16, UPPER_DIGITS)}`;
  assert.equal(assertMasked(`cat ${key}_old.txt`, [key]), "cat [REDACTED:aws]_old.txt");
  assertMasked(`mv ${key}.csv ${key}_old.csv`, [key]);
});

test("an e-mail followed by `-` in a branch name is masked (#29.5)", () => {
  const name = `${fakeToken(7, 6, LOWER)}.${fakeToken(8, 5, LOWER)}`;
  const out = assertMasked(`fix/${name}@example.com-login`, [name]);
  assert.equal(out, "fix/[REDACTED:email]-login");
  // a hyphenated domain is still one address
  assert.equal(redact(`${name}@co-op.example.org`).text, "[REDACTED:email]");
});
