import assert from "node:assert/strict";
import { test } from "node:test";
import { redact } from "../../src/redact/index.js";
import { looksLikePasswordArgument } from "../../src/redact/structure-rules.js";
import { fakeToken, makePlantedSecrets } from "../helpers/fake-secrets.js";

const r = (text: string) => redact(text).text;

test("every planted kind is removed from its line", () => {
  for (const planted of makePlantedSecrets(7)) {
    const out = r(planted.text);
    assert.ok(!out.includes(planted.secret), `${planted.kind} leaked: ${out}`);
    assert.match(out, /\[REDACTED:[a-z0-9-]+\]|~/, planted.kind);
  }
});

test("an assignment keeps its name and the provider names the kind", () => {
  const key = `sk-proj-${fakeToken(1, 48)}`;
  assert.equal(r(`OPENAI_API_KEY=${key}`), "OPENAI_API_KEY=[REDACTED:openai]");
  assert.equal(r(`DB_PASSWORD="${fakeToken(2, 12)}"`), 'DB_PASSWORD="[REDACTED:password]"');
  assert.equal(
    r(`{"client_secret": "${fakeToken(3, 20)}"}`),
    '{"client_secret": "[REDACTED:secret]"}',
  );
  const aws = fakeToken(4, 40);
  // secretlint's AWS rule reports a range starting at the name: the name must still survive
  assert.equal(r(`AWS_SECRET_ACCESS_KEY="${aws}"`), 'AWS_SECRET_ACCESS_KEY="[REDACTED:aws]"');
});

test("CLI flags: --password, --token=, mysql -p, curl -u", () => {
  assert.equal(r("deploy --password Hunter2x!"), "deploy --password [REDACTED:password]");
  assert.equal(r("tool --token=abcd1234efgh"), "tool --token=[REDACTED:token]");
  assert.equal(r("mysql -u root -pS3cretPass db"), "mysql -u root -p[REDACTED:password] db");
  assert.equal(
    r("curl -u admin:Pa55word! https://x.example.com"),
    "curl -u admin:[REDACTED:password] https://x.example.com",
  );
});

test("-p is a password only when its value looks like one", () => {
  for (const command of [
    "npm test -- -p 4",
    "mkdir -p src/redact",
    "ssh -p 2222 host",
    "git log -p main",
    "pytest -p no:cacheprovider",
  ]) {
    assert.equal(r(command), command);
  }
  assert.equal(r("connect -p Tr0ub4dor&3"), "connect -p [REDACTED:password]");
  assert.equal(looksLikePasswordArgument("dist"), false);
  assert.equal(looksLikePasswordArgument("8080:80"), false);
  assert.equal(looksLikePasswordArgument("Secr3tive"), true);
});

test("Authorization and Bearer headers keep the scheme", () => {
  const token = fakeToken(5, 32);
  assert.equal(
    r(`Authorization: Bearer ${token}`),
    "Authorization: Bearer [REDACTED:authorization]",
  );
  assert.equal(
    r(`-H 'authorization: Basic ${token}'`),
    "-H 'authorization: Basic [REDACTED:authorization]'",
  );
});

test("JWTs, URL credentials and connection strings", () => {
  const jwt = `eyJ${fakeToken(6, 20)}.eyJ${fakeToken(7, 30)}.${fakeToken(8, 43)}`;
  assert.equal(r(`token is ${jwt} ok`), "token is [REDACTED:jwt] ok");
  assert.equal(
    r("https://bot:Tok3nValue99@git.example.com/a.git"),
    "https://[REDACTED:url-credentials]@git.example.com/a.git",
  );
  assert.equal(
    r("postgres://app:pa55Word@db:5432/x"),
    "postgres://[REDACTED:connection-string]@db:5432/x",
  );
  assert.equal(r("git@github.com:org/repo.git"), "git@github.com:org/repo.git");
});

test("a multi-line PEM key is removed whole, and an unterminated one to the end", () => {
  const body = Array.from({ length: 5 }, (_, i) => fakeToken(10 + i, 64)).join("\n");
  const pem = `-----BEGIN OPENSSH PRIVATE KEY-----\n${body}\n-----END OPENSSH PRIVATE KEY-----`;
  assert.equal(r(`before\n${pem}\nafter`), "before\n[REDACTED:private-key]\nafter");
  const escaped = `"key": "-----BEGIN PRIVATE KEY-----\\n${body.replaceAll("\n", "\\n")}\\n-----END PRIVATE KEY-----\\n"`;
  const out = r(escaped);
  assert.ok(
    out.startsWith('"key": "[REDACTED:private-key]') && !out.includes(fakeToken(12, 64)),
    out,
  );
  assert.equal(
    r(`log: -----BEGIN EC PRIVATE KEY-----\n${fakeToken(20, 64)}`),
    "log: [REDACTED:private-key]",
  );
});

test("e-mail, private IPs, internal hosts and home paths", () => {
  assert.equal(r("mail jane.doe@example.org now"), "mail [REDACTED:email] now");
  assert.equal(
    r("ping 10.1.2.3 and 192.168.0.10"),
    "ping [REDACTED:private-ip] and [REDACTED:private-ip]",
  );
  assert.equal(r("public 8.8.8.8, version 1.10.0"), "public 8.8.8.8, version 1.10.0");
  assert.equal(
    r("ssh build01.corp then api.internal"),
    "ssh [REDACTED:internal-host] then [REDACTED:internal-host]",
  );
  assert.equal(r("/home/alice/proj/src/a.ts"), "~/proj/src/a.ts");
  assert.equal(r("cd /Users/bob && ls"), "cd ~ && ls");
  assert.equal(r("C:\\Users\\carol\\repo"), "~\\repo");
});

test("ordinary commands, paths and ids are left alone", () => {
  for (const text of [
    'git commit -m "fix"',
    "npm test -- --test-name-pattern=redact",
    "src/redact/assignment-rule.ts",
    "b1c2d3e4f5a6b7c8d9e0f1a2b3c4d5e6f7a8b9c0",
    "550e8400-e29b-41d4-a716-446655440000",
    "const tokenizer = new Tokenizer(options);",
    "keyPressed = kVK_Return.u16",
    "passwordVariable: 'PASSWORD'",
    "the password is incorrect",
    "token_url = https://example.com/oauth/token",
    "secret_length = X25519.secret_length",
    "const key = process.env.API_KEY;",
    "[REDACTED:password] stays as it is",
  ]) {
    assert.equal(r(text), text);
  }
});

test("findings give kinds and input offsets", () => {
  const text = `x OPENAI_API_KEY=sk-proj-${fakeToken(9, 48)} y`;
  const { findings } = redact(text);
  assert.equal(findings.length, 1);
  const [finding] = findings;
  assert.equal(finding?.kind, "openai");
  assert.equal(text.slice(finding?.start, finding?.end).startsWith("sk-proj-"), true);
});

test("session files named after a UUID are paths, not tokens; a token beside a UUID still is", () => {
  for (const path of [
    "~/.codex/sessions/2026/11/30/rollout-2026-11-30T10-00-00-019acb21-7e4f-7d12-9c3a-5b8e0f1d2a61.jsonl",
    "claude/session-2.1.3xx/7f3c9a10-5b2e-4c61-9d84-2e6b1f0a4c37.jsonl",
  ]) {
    assert.equal(redact(path).text, path);
  }
  const mixed = "019acb21-7e4f-7d12-9c3a-5b8e0f1d2a61-Zx9kLmQ2rT7vWq8PabCDe1";
  assert.equal(redact(mixed).text, "[REDACTED:token]");
});

test("a path with a temp folder's random suffix is a path, not a token; a token of random parts still is", () => {
  // mkdtemp's six random characters (`1vz4j7` has no three-letter run) beside words.
  for (const suffix of ["1vz4j7", "8gs9n4", "6p7tl1", "3g32v2", "X9k2Q7"]) {
    const path = `node "/tmp/handoff-plugin-route-${suffix}-plugin/my plugins/handoff/dist/handoff.mjs" note next`;
    assert.equal(redact(path).text, path, suffix);
  }
  // A folder mkdtemp made, holding a file named by a hex id: a log line's path, not a token.
  for (const suffix of ["aB3xQ9", "Q7k2Zx", "9XyZ1a"]) {
    const line = `cannot read /tmp/handoff-tests-${suffix}/7a980cc150c0d9d1-broken.jsonl: line 3`;
    assert.equal(redact(line).text, line, suffix);
  }
  for (const token of [
    "deploy-key-Zx9kLmQ2rT7vWq8PabCDe1Xy7Kq9Lm2NpQ4",
    "deploy-key-Zx9kLm/Q2rT7vWq8PabCDe1Xy7Kq9Lm2NpQ4wE",
    "Zx9kLmQ2-rT7vWq8P-abCDe1Xy-7Kq9Lm2N-pQ4rS8tU",
  ]) {
    assert.match(redact(token).text, /\[REDACTED:token\]/, token);
  }
});

test("a name compared with one word is a tokenizer's test, not a secret; a password or a random value compared still is", () => {
  for (const line of [
    'const power = token === "สิบ" ? 10 : token === "ร้อย" ? 100 : 1000;',
    'if (token === "return") return parseReturn();',
    'if key != "Enter":',
    'if (secret == "cackle!") {',
  ]) {
    assert.equal(redact(line).text, line, line);
  }
  for (const [line, value] of [
    ['if (password === "letmein") grant();', "letmein"],
    ['if (token === "s3cr3tT0ken99") x();', "s3cr3tT0ken99"],
    ['if (password !== "PaS5w0rD2#"){', "PaS5w0rD2#"],
    ['token = "abcdefghijkl"', "abcdefghijkl"],
  ] as const) {
    assert.ok(!redact(line).text.includes(value), line);
  }
});
