import assert from "node:assert/strict";
import { test } from "node:test";
import { caseFold } from "../../src/redact/case-fold.js";
import { ACCESS_WORDS } from "../../src/redact/prose-lexicon-access.js";

/** Every letter the access lexicon spells its words with. */
function lexiconLetters(): string[] {
  const words = Object.values(ACCESS_WORDS).flatMap((w) => [
    ...w.access,
    ...w.code,
    ...w.user,
    ...w.link,
  ]);
  const letters = new Set<string>();
  for (const word of words)
    for (const char of word.replace(/\\p\{[LM]\}/g, ""))
      if (/[\p{L}\p{M}]/u.test(char)) letters.add(char);
  return [...letters];
}

test("two characters fold alike exactly when a case-insensitive Unicode pattern matches one by the other", () => {
  const letters = lexiconLetters();
  const byFold = new Map<string, string>();
  for (const letter of letters) byFold.set(caseFold(letter), letter);
  const anyLetter = new RegExp(`^[${letters.join("")}]$`, "iu");
  for (let code = 0; code <= 0x10ffff; code++) {
    if (code >= 0xd800 && code <= 0xdfff) continue;
    const char = String.fromCodePoint(code);
    const folded = caseFold(char);
    assert.equal(folded.length, char.length, char);
    const letter = byFold.get(folded);
    if (!anyLetter.test(char)) {
      assert.equal(letter, undefined, `${char} folds as ${letter} but does not match it`);
      continue;
    }
    assert.ok(letter !== undefined, `${char} matches a lexicon letter but folds as none`);
    assert.ok(new RegExp(`^${letter}$`, "iu").test(char), `${char} folds as ${letter}`);
  }
});

test("the fold keeps offsets and reads no locale", () => {
  assert.equal(caseFold("ΜΠΕΣ"), "μπεσ");
  assert.equal(caseFold("paſſord"), "password".replace("w", ""));
  assert.equal(caseFold("KULLANICI"), "kullanici");
  assert.equal(caseFold("kullanıcı"), "kullanıcı");
  assert.equal(caseFold("İSTANBUL").length, "İSTANBUL".length);
  assert.equal(caseFold("Straße"), "straße");
});
