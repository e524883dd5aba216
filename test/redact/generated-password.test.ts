import assert from "node:assert/strict";
import { test } from "node:test";
import { isGroupedPassword } from "../../src/redact/generated-password.js";
import { redact } from "../../src/redact/index.js";

/**
 * Grouped generated passwords read with no credential word: the strict shape, its sentences in
 * any language, and the identifiers, versions, model names, dates and ids it must leave alone.
 * Values are joined at run time so the file itself holds none.
 */

const grouped = ["Tq7m", "x4Kp", "9Zb"].join("-");
const apple = ["xirdyG", "0mebgo", "jobnok"].join("-");
const dotted = ["aB3", "dE5f", "Gh7"].join(".");
const underscored = ["Rk4w", "pL9q", "Zx2m"].join("_");
const long = ["hJ4k", "Lm8n", "Pq2r", "St6v", "Wx9y"].join("-");

const SAID = [
  `Yeni veritabanı için ${grouped} kullan`,
  `${grouped}'yi kopyala, kimseye verme`,
  `ログインには ${grouped} を入力`,
  `${grouped}로 바꿔 주세요`,
  `when it asks, ${grouped} gets you in.`,
  `the vault gave me "${apple}" for the router`,
  `(${dotted}) for the staging box`,
  `try ${underscored} on the VPN`,
  `kopiere ${long} ins Feld`,
];

const NAMES = [
  "boot Windows-Server-2019-Datacenter first",
  "download node-v20.11.1-linux-x64 again",
  "load Meta-Llama-3-8B-Instruct and Phi-3-mini-4k-instruct",
  "the model claude-3-5-sonnet-20241022 answered",
  "resize to Standard_D2s_v3 or Standard_NC24ads_A100_v4",
  "at 2026-12-01T09:00:01.000Z the job failed",
  "id 019acb21-7e4f-7d12-9c3a-5b8e0f1d2a61 in the log",
  '"sessionId": "session-2025-12-16T23-47-b4f17607",',
  "order AB12-CD34-EF56 shipped",
  "open src/redact/Tq7m-x4Kp-9Zb/notes.md",
  "the file Tq7m-x4Kp-9Zb.txt is empty",
  "class Button--primary-Lg2 on the card",
  "test on iPhone14-Pro-Max and MacBookPro18-3-A2442",
  "target x86_64-apple-darwin and ES2022-Node16-ESNext",
  "locale zh-Hant-TW, then en-US-POSIX",
  "call get-User2-byId before the save",
  "set Config-object-value1 and object-Value1-thingy",
  "mail to dev.Tq7m-x4Kp-9Zb@example.org",
];

test("a grouped generated password is masked with no credential word, in any language", () => {
  for (const line of SAID) {
    const out = redact(line).text;
    assert.match(out, /\[REDACTED:[a-z-]+\]/, line);
    for (const value of [grouped, apple, dotted, underscored, long])
      assert.ok(!out.includes(value), `kept ${value}: ${out}`);
  }
});

test("names, versions, model ids, dates, UUIDs, SKUs, paths and classes keep their groups", () => {
  for (const line of NAMES) {
    const found = redact(line).findings.filter((f) => f.kind === "password");
    assert.deepEqual(found, [], line);
  }
});

test("the strict shape: three groups or more, all three classes, two scrambled groups", () => {
  assert.equal(isGroupedPassword(grouped), true);
  assert.equal(isGroupedPassword(apple), true, "three groups of six, one capital and one digit");
  assert.equal(isGroupedPassword(["Tq7m", "x4Kp"].join("-")), false, "two groups");
  assert.equal(isGroupedPassword(["tq7m", "x4kp", "9zb"].join("-")), false, "one case");
  assert.equal(isGroupedPassword(["Tq7m", "x4Kp", "Zb"].join("_-")), false, "two separators");
  assert.equal(isGroupedPassword("Node20-Alpine3-x64"), false, "readable groups");
  assert.equal(isGroupedPassword("ES2022-Node16-ESNext"), false, "six, six and six, but names");
  assert.equal(
    isGroupedPassword("Tq7m-x4Kp-9Zb-Tq7m-x4Kp-9Zb-Tq7m-x4Kp-9Zb"),
    false,
    "nine groups",
  );
});
