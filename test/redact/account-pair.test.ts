import assert from "node:assert/strict";
import { test } from "node:test";
import { redact } from "../../src/redact/index.js";

// Made-up values, built here so no file holds a password-shaped literal.
const value = (a: string, b: string, c: string): string => [a, b, c].join("-");

test("a password given after an account name is masked in any language, with no credential word", () => {
  const secrets = [
    value("Rt7kq", "5512", "Vx"),
    value("mN4pe", "0937", "Lw"),
    value("Zy2ab", "7781", "Qe"),
  ];
  const sentences = (s: string): string[] => [
    `Pour la console, on entre avec admin puis ${s}, si besoin.`,
    `Die Weboberfläche: als admin und dann ${s} eingeben.`,
    `Il pannello si apre con root e ${s}.`,
    `관리 화면은 admin 그리고 ${s} 로 들어가요.`,
    `Вход: administrator, затем ${s}.`,
    `The old box still takes root / ${s} over ssh.`,
    `Giriş için postgres ve "${s}" yeterli.`,
    `A impressora aceita guest:${s} na página de teste.`,
  ];
  for (const secret of secrets) {
    for (const sentence of sentences(secret)) {
      const out = redact(sentence).text;
      assert.doesNotMatch(out, new RegExp(secret), sentence);
      assert.match(out, /\[REDACTED:password\]/, sentence);
    }
  }
});

test("account names in ordinary sentences and code are left alone", () => {
  for (const line of [
    "Run the tests as root then npm test again.",
    "The admin panel moved to v2.3.14-beta last week.",
    "Log in as admin, then open Settings > Printers.",
    "root and 2 others own the folder.",
    "const root = mkdtempSync(join(tmpdir(), 'handoff-'));",
    "The guest list is in data/guests-2026.csv.",
    "sudo -u postgres psql -c 'SELECT 1'",
    "The pi then reads sensor42 every 5 s.",
    "admin then Node20 on the CI image.",
    "root: /srv/app/releases/20261204T1010Z",
    "operator and Rollout3 are the two new CRDs.",
    "const commit = (await runPlumbingOrThrow(root, args, message)).toString('utf8').trim();",
  ]) {
    assert.equal(redact(line).text, line, line);
  }
});
