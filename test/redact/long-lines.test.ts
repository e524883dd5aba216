import assert from "node:assert/strict";
import { test } from "node:test";
import { redact } from "../../src/redact/index.js";

/**
 * One long line of a shape that used to break the redactor outright. The costs that grew with
 * the square of a line are measured by `npm run bench -- --long-lines` (timing stays there).
 */

test("a 300 KB line of words that decode is redacted, not a stack overflow", () => {
  // every character of a decoded line has an offset; they were spread into one call
  const line = "ключ: значение пароль секрет ".repeat(10_500);
  assert.ok(line.length > 262_144);
  const result = redact(line);
  assert.equal(typeof result.text, "string");
  assert.ok(result.text.length > 0);
});
