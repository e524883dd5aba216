/**
 * A command's raw JSON bytes hash as `JSON.stringify`'s text of its value exactly when they are
 * that text (a string) or plain words that join to it (an argv array); any other spelling is
 * left to a decode (undefined), never hashed as something else.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import fc from "fast-check";
import { argvEquals, hashArgv, hashBytes, hashString } from "../../src/json/stringify-hash.js";
import { joinArgv } from "../../src/util/shell-quote.js";

const stringify = (value: unknown) => Buffer.from(JSON.stringify(value));

test("a string literal in JSON.stringify's own spelling hashes as its bytes", () => {
  fc.assert(
    fc.property(fc.string({ unit: "binary", maxLength: 12 }), (text) => {
      const bytes = stringify(text);
      assert.equal(hashString(bytes, 0, bytes.length), hashBytes(bytes));
    }),
  );
});

test("another spelling of the same string is left to a decode", () => {
  for (const spelled of ['"\\u0041"', '"a\\/b"', '"\\u001F"', '"\\x"', '"a\u0001"']) {
    const bytes = Buffer.from(spelled);
    assert.equal(hashString(bytes, 0, bytes.length), undefined, spelled);
  }
  const invalid = Buffer.from([0x22, 0xc3, 0x22]); // a lone lead byte decodes to U+FFFD
  assert.equal(hashString(invalid, 0, invalid.length), undefined);
});

test("an argv of plain words hashes as the command it joins to, and equals its text", () => {
  const plain = fc.stringMatching(/^[a-z0-9./_=-]{1,6}$/);
  fc.assert(
    fc.property(fc.array(plain, { minLength: 1, maxLength: 4 }), fc.boolean(), (words, spaced) => {
      const bytes = Buffer.from(JSON.stringify(words, null, spaced ? 1 : undefined));
      const joined = stringify(joinArgv(words));
      assert.equal(hashArgv(bytes, 0, bytes.length), hashBytes(joined));
      assert.equal(argvEquals(bytes, 0, bytes.length, joined), true);
      assert.equal(argvEquals(bytes, 0, bytes.length, stringify(`${joinArgv(words)} x`)), false);
    }),
  );
});

test("an argv that shell quoting would change is left to a decode", () => {
  for (const words of [["echo", "a b"], ["rm", ""], ["say", "it's"], ["é"]]) {
    const bytes = stringify(words);
    assert.equal(hashArgv(bytes, 0, bytes.length), undefined, JSON.stringify(words));
  }
});
