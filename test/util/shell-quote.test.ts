import assert from "node:assert/strict";
import { test } from "node:test";
import { joinArgv, quoteArg, SHELL_SAFE_CHARS } from "../../src/util/shell-quote.js";

test("an argument is left unquoted exactly when every character is in SHELL_SAFE_CHARS", () => {
  // The regex is built from the list: a character the escaping got wrong (`-`, `]`, `^`, `\`)
  // would show up here as quoted or unquoted against the list.
  for (let code = 0; code < 0x180; code++) {
    const ch = String.fromCharCode(code);
    const safe = SHELL_SAFE_CHARS.includes(ch);
    assert.equal(quoteArg(ch) === ch, safe, `U+${code.toString(16)} ${JSON.stringify(ch)}`);
    assert.equal(quoteArg(`a${ch}z`) === `a${ch}z`, safe);
  }
  assert.equal(quoteArg(""), "''");
  assert.equal(quoteArg("it's"), "'it'\\''s'");
  assert.equal(joinArgv(["go", "test", "./..."]), "go test ./...");
  assert.equal(joinArgv(["rg", "a b", "--glob=*.ts"]), "rg 'a b' '--glob=*.ts'");
});
