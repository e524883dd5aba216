/**
 * The byte-level primitives moved here from the readers that had their own copies: a string
 * body is valid exactly when JSON.parse accepts it, and the whitespace and hex-digit tests are
 * JSON's own.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import fc from "fast-check";
import { isHexDigit, isJsonSpace, validStringBytes } from "../../src/json/bytes.js";

test("a string body is valid exactly when JSON.parse accepts the string", () => {
  const piece = fc.oneof(
    fc.string({ maxLength: 4 }),
    fc.constantFrom("\\", '\\"', "\\u00e9", "\\u12G4", "\\x", "\\/", "\\n", "\t", "\u0001", "é"),
  );
  fc.assert(
    fc.property(fc.array(piece, { maxLength: 6 }), (pieces) => {
      const body = pieces.join("").replaceAll('"', "");
      const bytes = Buffer.from(body);
      let parses = true;
      try {
        JSON.parse(`"${body}"`);
      } catch {
        parses = false;
      }
      assert.equal(validStringBytes(bytes, 0, bytes.length), parses, JSON.stringify(body));
    }),
  );
});

test("JSON whitespace and hex digits are JSON's, not JavaScript's", () => {
  const spaces = [...Array(128).keys()].filter(isJsonSpace).map((c) => String.fromCharCode(c));
  assert.deepEqual(spaces, ["\t", "\n", "\r", " "]);
  const hex = [...Array(128).keys()].filter(isHexDigit).map((c) => String.fromCharCode(c));
  assert.equal(hex.join(""), "0123456789ABCDEFabcdef");
});
