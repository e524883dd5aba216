import assert from "node:assert/strict";
import { test } from "node:test";
import { literalTrieSource } from "../../src/redact/literal-trie.js";

test("words that start alike share their start; a shorter word covers the longer", () => {
  assert.equal(literalTrieSource(["kod", "kode", "kirjau"]), "k(?:od|irjau)");
  assert.equal(literalTrieSource(["kode", "kod"]), "kod");
  assert.equal(literalTrieSource(["cod\\b", "codu"]), "cod(?:\\b|u)");
  assert.equal(literalTrieSource(["a.b", "log inn"]), "(?:a\\.b|log inn)");
});

test("the trie finds a line exactly when one of its words is in it", () => {
  const words = ["inngang", "adgang", "pin\\b", "jelsz", "belép", "রমজ", "کد"];
  const re = new RegExp(literalTrieSource(words), "iu");
  for (const yes of ["Inngangskoden er X", "PIN: 1", "a jelszó", "Belépőkód", "کد ورود"])
    assert.ok(re.test(yes), yes);
  for (const no of ["typing the pinned version", "adgan", "a ping", "ک د"])
    assert.ok(!re.test(no), no);
});
