import assert from "node:assert/strict";
import { test } from "node:test";
import { redact } from "../../src/redact/index.js";

// Made-up values, built here so no file holds a password-shaped literal.
const joined = (...parts: string[]): string => parts.join("");

test("a password given after a colon, a user's handle and a comma is masked in any script", () => {
  const secrets = [
    joined("morava", "41", "Lipa"),
    joined("tisa", "07", "Most"),
    joined("kvet", "9", "Orech"),
  ];
  const sentences = (s: string): string[] => [
    `Na nahranie do systému skladu: jana.m, potom ${s}, nikam to nepíš.`,
    `For the warehouse portal: desk-3, then ${s}.`,
    `ለማከማቻው ስርዓት፦ abebe.k ፣ ከዚያ ${s} ። አትጻፈው።`,
    `لرفع الملف إلى البوابة: sara_h، ثم ${s}.`,
    `倉庫のシステム：ken.s、${s} で入れます。`,
    `The old share: ops-2 / ${s}`,
  ];
  for (const secret of secrets)
    for (const sentence of sentences(secret)) {
      const out = redact(sentence).text;
      assert.doesNotMatch(out, new RegExp(secret), sentence);
      assert.match(out, /\[REDACTED:password\]/, sentence);
    }
});

test("prose about code that names a file or identifier before a comma keeps its names", () => {
  const kept = [
    "Edit src/a.js, then parseInt2Hex is called once.",
    "See index.ts: base64Encode handles it.",
    "I renamed foo_bar, then fooBar2Baz stays as it was.",
    "Changed: foo_bar.py, then fooBar2Baz reads it.",
    "Files: index.ts, utils.ts, base64Encode.",
    "Build: v1.2, then Node22Compat runs the suite.",
  ];
  for (const sentence of kept) assert.equal(redact(sentence).text, sentence);
});

test("a handle a user noun introduces, a case ending glued on, pairs with the password after it", () => {
  const secret = joined("Cay7", "Tala", "@", "Kaap");
  const sentences = [
    `Serverə girmək lazım olsa, istifadəçi adı sevda.k-dır, ardınca da ${secret} yazırsan.`,
    `Our box: the user name is sevda.k, then ${secret}.`,
    `Für den Server: Benutzer sevda.k, dann ${secret}.`,
  ];
  for (const sentence of sentences) {
    const out = redact(sentence).text;
    assert.doesNotMatch(out, /Tala/, sentence);
    assert.match(out, /\[REDACTED:password\]/, sentence);
  }
  // a user noun before a file's name is no login
  const kept = "The user guide is docs.md, then Config2024Update lists the changes.";
  assert.equal(redact(kept).text, kept);
});
