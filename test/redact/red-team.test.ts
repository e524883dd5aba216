import assert from "node:assert/strict";
import { test } from "node:test";
import { parseFeedbackLine } from "../../src/collect/feedback/feedback-record.js";
import { redact, redactArgv } from "../../src/redact/index.js";
import { fakeToken } from "../helpers/fake-secrets.js";

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

test("an argv command is redacted element by element before it is joined (#18.3)", () => {
  const secret = pw(20);
  const cases: string[][] = [
    ["mysql", "-u", "root", `-p${secret}`],
    ["mysql", "-u", "root", "-p", secret, "app"],
    ["sshpass", "-p", secret, "ssh", "deploy@host"],
    ["curl", "-u", `deploy:${secret}`, "https://api.example.com"],
    ["psql", `postgres://app:${secret}@db.example.com/app`],
    ["deploy", `--password=${secret}`],
  ];
  for (const argv of cases) {
    const parsed = parseFeedbackLine(JSON.stringify({ command: argv, exit_code: 1 }));
    assert.ok(parsed.ok);
    assert.ok(
      !parsed.record.command.includes(secret),
      `${argv.join(" ")} -> ${parsed.record.command}`,
    );
    assert.match(parsed.record.command, /REDACTED:/);
  }
  // the elements keep their places; one with nothing secret is untouched
  assert.deepEqual(redactArgv(["mysql", "-u", "root", `-p${secret}`]), [
    "mysql",
    "-u",
    "root",
    "-p[REDACTED:password]",
  ]);
  assert.deepEqual(redactArgv(["npm", "test", "--", "-p", "8080"]), [
    "npm",
    "test",
    "--",
    "-p",
    "8080",
  ]);
});

test("an exit code past 2^53 is an invalid record, not a rounded number (#18.14)", () => {
  for (const exit of ["9007199254740993", "18446744073709551615", "-9007199254740993", "1e300"]) {
    const parsed = parseFeedbackLine(`{"command":"make","exit_code":${exit}}`);
    assert.equal(parsed.ok, false, exit);
    if (!parsed.ok) assert.match(parsed.reason, /exit_code must be an integer/);
  }
  const largest = parseFeedbackLine('{"command":"make","exit_code":9007199254740991}');
  assert.ok(largest.ok && largest.record.exit_code === 9007199254740991);
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

test("secrets behind an encoding are masked in the original text (#18.5)", () => {
  const aws = `AKIA${fakeToken(8, 16, UPPER_DIGITS)}`;
  const github = `ghp_${fakeToken(9, 36)}`;
  const docker = `dckr_pat_${fakeToken(10, 27)}`;
  const slack = `xoxb-${fakeToken(11, 12, "0123456789")}-${fakeToken(12, 13, "0123456789")}-${fakeToken(13, 24)}`;
  const zw = "\u200B";
  const shy = "\u00AD";
  const fullwidth = (s: string) =>
    [...s].map((c) => String.fromCharCode(c.charCodeAt(0) + 0xfee0)).join("");
  const cases: Array<[string, string]> = [
    // percent-encoding: after `%3D`, and a whole encoded URL
    [`https://s3.example.com/b?AWSAccessKeyId%3D${aws}%26Expires%3D1`, aws],
    [`next=https%3A%2F%2Fapi.example.com%2F%3Ftoken%3D${github}%26a%3Db`, github],
    // invisible characters inside the prefix
    [`gh${zw}p_${github.slice(4)}`, github.slice(4)],
    [`AK${shy}IA${aws.slice(4)}`, aws.slice(4)],
    [`dckr${zw}_pat_${docker.slice(9)}`, docker.slice(9)],
    // fullwidth and Cyrillic lookalikes in the prefix
    [`${fullwidth("AKIA")}${aws.slice(4)}`, aws.slice(4)],
    [fullwidth(github), fullwidth(github.slice(4))], // every character fullwidth
    [`\u0410KIA${aws.slice(4)}`, aws.slice(4)], // Cyrillic capital A
    [`x\u043Exb-${slack.slice(5)}`, slack.slice(5)], // Cyrillic small o
    // a base64 run that decodes to a command holding a token
    [
      `echo ${Buffer.from(`export GITHUB_TOKEN=${github}`).toString("base64")} | base64 -d | sh`,
      Buffer.from(`export GITHUB_TOKEN=${github}`).toString("base64"),
    ],
  ];
  for (const [text, secret] of cases) {
    const result = redact(text);
    assert.ok(!result.text.includes(secret), `${JSON.stringify(text)}\n  -> ${result.text}`);
    // every finding is a span of the original text, and redacting again changes nothing
    for (const f of result.findings)
      assert.ok(f.start >= 0 && f.end <= text.length && f.start < f.end);
    assert.equal(redact(result.text).text, result.text, `not idempotent: ${result.text}`);
  }
  // the base64 run is masked whole, the command around it kept
  const b64 = Buffer.from(`export GITHUB_TOKEN=${github}`).toString("base64");
  assert.equal(redact(`echo ${b64} | base64 -d`).text, "echo [REDACTED:github] | base64 -d");
});

test("decoding leaves plain encoded text, foreign scripts and binary base64 alone (#18.5)", () => {
  for (const text of [
    "100% done, 50%OFF, printf %s %d, 0x%02X",
    "path=%2Fsrv%2Fdocs%2Freadme.md&lang=en",
    "\u041F\u0440\u0438\u0432\u0435\u0442, \u043C\u0438\u0440: \u0441\u0435\u0440\u0432\u0435\u0440 \u0433\u043E\u0442\u043E\u0432",
    "\uFF28\uFF45\uFF4C\uFF4C\uFF4F\u3000\uFF57\uFF4F\uFF52\uFF4C\uFF44",
    "commit 9fceb02d0ae598e95dc970b74767f19372d61af8 and d670460b4b4aece5915caf5c68d12f560a9fe3e4",
    `hello\u200Bworld and soft\u00ADhyphen`,
  ]) {
    assert.equal(redact(text).text, text);
  }
});
