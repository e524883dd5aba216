import assert from "node:assert/strict";
import { test } from "node:test";
import { isDenselyScrambled } from "../../src/redact/entropy-rule.js";
import { redact } from "../../src/redact/index.js";

/**
 * Generated tokens of 20 to 31 characters with no keyword in front of them: densely scrambled
 * base62 is taken in a sentence of any language; names, versions, paths and words with numbers
 * of the same length are left alone. Values are joined at run time so the file holds none.
 */

const gateway = ["gw5", "Tq8Rm2Xz7Lk4Vn9Pw3Hd"].join("_");
const bare = ["x9K2mP7q", "L4vN8rT3wZ6y"].join("");
const dashed = ["Hq3", "Zr8Kp2", "Wm7Tn4xB"].join("-");

const SAID = [
  `the file leaks/${bare}.txt holds it`,
  `use ${gateway} for the gateway`,
  `توکن درگاه ${gateway} است، آن را در مخزن نگذارید`,
  `ключ шлюза — ${bare}, не коммить`,
  `${bare} を設定してください`,
  `Kopier ${dashed} inn i feltet`,
];

const LEFT = [
  "getHTTP2ResponseV3Handler is called twice",
  "parseISO8601DateTimeV2Format returns a Date",
  "the build ver 1.2.3-rc4-build20241201 failed",
  "node_modules/@babel/core/lib/config/files/configuration.js",
  "see test_rounds_Q3_2024_totals_v2 in tests/",
  "commit 3f9c2a1b7e4d6f8a0b2c4d6e8f0a1b3c4d5e6f7a",
  "the run abc123DEF456ghi789JKL passed",
  "TS2345ArgumentOfTypeStringIsNotAssignable",
  "resumed ses_2cd622e85ffez1k2rGGvSSppSf from OpenCode",
  "tool call toolu_01B3pZnUxpcCAWqrsBtFzXzW failed (req_011CeKjLTaJYvwZ4irbp3uXw)",
  "leaks/notes/README-v2-final-Q3.md",
];

test("a densely scrambled token of 20 to 31 characters is redacted in any language", () => {
  for (const line of SAID) {
    const out = redact(line).text;
    for (const value of [gateway, bare, dashed]) {
      assert.ok(!out.includes(value), `left in: ${line} -> ${out}`);
    }
  }
});

test("names, versions, paths and words with numbers of that length are left alone", () => {
  for (const line of LEFT) assert.equal(redact(line).text, line);
});

test("isDenselyScrambled: each class three times, the class changing at more than half", () => {
  assert.equal(isDenselyScrambled(gateway), true);
  assert.equal(isDenselyScrambled(bare), true);
  assert.equal(isDenselyScrambled("abc123DEF456ghi789JKL"), false);
  assert.equal(isDenselyScrambled("getHTTP2ResponseV3Handler"), false);
  assert.equal(isDenselyScrambled("ABCDEFGHJKLMNPQRSTUV2345"), false);
});
