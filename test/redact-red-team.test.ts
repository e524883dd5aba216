import assert from "node:assert/strict";
import { test } from "node:test";
import { redact } from "../src/redact/index.js";
import { fakeToken } from "./helpers/fake-secrets.js";

/**
 * The red-team repros of issue #18 (leaks 1–3, 5, 6): each line once leaked its secret whole.
 * Secrets are built at run time (no credential-shaped literal in the tree).
 */

const UPPER_DIGITS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";

/** A password-like value: letters, digits and a symbol. */
const pw = (seed: number) => `${fakeToken(seed, 12)}7!x`;

function assertMasked(text: string, secret: string, label = text): void {
  const out = redact(text).text;
  assert.ok(!out.includes(secret), `${label}\n  leaked: ${out}`);
  assert.match(out, /\[REDACTED:/, label);
}

test("URL credentials with an empty user are masked (#18.1)", () => {
  const secret = pw(1);
  for (const text of [
    `redis://:${secret}@cache.example.com:6379/0`,
    `REDIS_URL=rediss://:${secret}@cache.example.com:6380`,
    `https://:${secret}@example.com/x`,
    `amqp://:${secret}@mq:5672`,
  ]) {
    assertMasked(text, secret);
  }
  // the host stays; an empty password is nothing to mask
  assert.equal(
    redact(`redis://:${secret}@cache.example.com:6379`).text,
    "redis://[REDACTED:connection-string]@cache.example.com:6379",
  );
  assert.equal(redact("https://user:@example.com/x").text, "https://user:@example.com/x");
});

test("an unclosed quote does not hide the next secret on the line (#18.2)", () => {
  const first = fakeToken(2, 20);
  const second = fakeToken(3, 20);
  for (const text of [
    `token: "${first}; token: "${second}"`,
    `password = '${first}, api_key = '${second}'`,
    `secret: "${first} token: "${second}`,
  ]) {
    const out = redact(text).text;
    assert.ok(!out.includes(first) && !out.includes(second), `${text}\n  -> ${out}`);
  }
  // a closed quote still holds its whole value, spaces included
  const phrase = `${fakeToken(4, 10)} ${fakeToken(5, 10)}`;
  assert.ok(!redact(`password: "${phrase}"`).text.includes(fakeToken(5, 10)));
});

test("password flags inside shell quotes are masked (#18.3)", () => {
  const secret = pw(6);
  for (const text of [
    `mysql -u root '-p${secret}'`,
    `mysql -p'${secret}' -h db`,
    `mysqldump -u root -p"${secret}" app`,
    `mysql -u root "-p${secret}" app`,
    `curl '-u' 'deploy:${secret}' https://api.example.com`,
    `deploy '-p' '${secret}'`,
  ]) {
    assertMasked(text, secret);
  }
});

test("tool-specific password flags are masked (#18.6)", () => {
  const secret = pw(7);
  for (const text of [
    `redis-cli -h cache -a ${secret} ping`,
    `redis-cli --pass '${secret}' info`,
    `openssl enc -aes-256-cbc -k ${secret} -in a.txt -out a.enc`,
    `openssl enc -d -pass pass:${secret} -in a.enc`,
    `openssl pkcs12 -export -passout pass:${secret} -out a.p12`,
    `openssl rsa -in key.pem -passin 'pass:${secret}'`,
    `ldapsearch -x -D cn=admin,dc=example,dc=org -w ${secret} -b dc=example,dc=org`,
    `ldapmodify -D cn=admin -w '${secret}' -f change.ldif`,
    `htpasswd -b /etc/nginx/.htpasswd alice ${secret}`,
    `htpasswd -bc -B .htpasswd alice '${secret}'`,
    `sshpass -p ${secret} ssh deploy@host`,
    `sshpass -p'${secret}' scp a host:`,
    `curl -u alice:${secret} https://api.example.com`,
  ]) {
    assertMasked(text, secret);
  }
  // a variable is not a password; the user name and file stay
  assert.equal(
    redact("redis-cli -a $REDIS_PASSWORD ping").text,
    "redis-cli -a $REDIS_PASSWORD ping",
  );
  const htpasswd = redact(`htpasswd -b /etc/nginx/.htpasswd alice ${secret}`).text;
  assert.equal(htpasswd, "htpasswd -b /etc/nginx/.htpasswd alice [REDACTED:password]");
});

export { UPPER_DIGITS };
