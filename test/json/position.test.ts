import assert from "node:assert/strict";
import { test } from "node:test";
import fc from "fast-check";
import { describeJsonSyntaxError, locateJsonError } from "../../src/json/position.js";
import { propertyRuns } from "../helpers/property-runs.js";

test("valid JSON has no error position", () => {
  fc.assert(
    fc.property(fc.jsonValue(), (value) => {
      assert.equal(locateJsonError(JSON.stringify(value, null, 2)), null);
    }),
  );
});

test("the scanner rejects exactly what JSON.parse rejects", () => {
  fc.assert(
    fc.property(fc.string({ unit: fc.constantFrom(...'{}[]":,0123 .-etrufalsn\\\n') }), (text) => {
      let valid = true;
      try {
        JSON.parse(text);
      } catch {
        valid = false;
      }
      assert.equal(locateJsonError(text) === null, valid, JSON.stringify(text));
    }),
    { numRuns: propertyRuns(2000) },
  );
});

test("positions are 1-based line and column of the offending character", () => {
  assert.deepEqual(locateJsonError('{\n  "a": 1,\n}'), {
    line: 3,
    column: 1,
    reason: "expected a double-quoted property name",
  });
  assert.deepEqual(locateJsonError("[1 2]"), { line: 1, column: 4, reason: 'expected "," or "]"' });
  assert.equal(locateJsonError('{"a": "b')?.reason, "unexpected end of input");
});

test("one message for invalid JSON in any input: file:line:column, then the reason", () => {
  assert.deepEqual(describeJsonSyntaxError('{\n  "a": 1,\n}', "agent_state.json", "x"), {
    message: "agent_state.json:3:1: not valid JSON: expected a double-quoted property name",
    line: 3,
  });
  const deep = "[".repeat(200_000);
  assert.deepEqual(describeJsonSyntaxError(deep, ".claude/settings.json", "too deep"), {
    message: ".claude/settings.json: not valid JSON (too deep)",
    line: null,
  });
});
