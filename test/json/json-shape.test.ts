/**
 * A line judged "certainly not a JSON object" from its ends is one JSON.parse refuses as an
 * object, and parseQuietly answers what JSON.parse does (NOT_JSON where it throws).
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import fc from "fast-check";
import { certainlyNotJson, NOT_JSON, parseQuietly } from "../../src/json/json-shape.js";

test("certainlyNotJson never refuses a line JSON.parse reads as an object", () => {
  const text = fc.oneof(
    fc.json(),
    fc.string({ maxLength: 8 }),
    fc.json().map((json) => ` \t${json}\r\n`),
    fc.json().map((json) => `\u00a0${json}`), // not JSON whitespace
  );
  fc.assert(
    fc.property(text, (line) => {
      const parsed = parseQuietly(line);
      let expected: unknown;
      try {
        expected = JSON.parse(line);
      } catch {
        expected = NOT_JSON;
      }
      assert.deepEqual(parsed, expected);
      const isObject = parsed !== null && typeof parsed === "object" && !Array.isArray(parsed);
      if (isObject) assert.equal(certainlyNotJson(line), undefined, line);
      if (certainlyNotJson(line) !== undefined) assert.equal(isObject, false, line);
    }),
  );
  assert.equal(certainlyNotJson('{"a":1'), "not valid JSON");
  assert.equal(certainlyNotJson("\u00a0{}"), "not valid JSON");
});
