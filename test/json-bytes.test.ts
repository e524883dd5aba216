import assert from "node:assert/strict";
import { test } from "node:test";
import fc from "fast-check";
import { readCommandBytes, readExitCodeBytes } from "../src/collect/json-bytes.js";

test("byte readers agree with JSON.parse, or decline", () => {
  fc.assert(
    fc.property(
      fc.record({
        command: fc.oneof(fc.string(), fc.array(fc.string(), { maxLength: 3 }), fc.integer()),
        exit_code: fc.oneof(
          fc.integer({ min: -300, max: 300 }),
          fc.constant(null),
          fc.double(),
          fc.string(),
        ),
        stdout_tail: fc.string(),
      }),
      fc.boolean(),
      (record, spaced) => {
        const text = spaced
          ? JSON.stringify(record, null, 1).replaceAll("\n", " ")
          : JSON.stringify(record);
        const line = Buffer.from(text);
        // Compare with what JSON.parse reads (JSON has no -0 or Infinity).
        const parsed = JSON.parse(text) as { command: unknown; exit_code: unknown };
        const exit = readExitCodeBytes(line);
        if (exit !== undefined)
          assert.ok(exit === parsed.exit_code, `${exit} vs ${parsed.exit_code}`);
        const command = readCommandBytes(line);
        if (command !== undefined) assert.equal(command, parsed.command);
        const small = typeof parsed.exit_code === "number" && Math.abs(parsed.exit_code) < 1e9;
        // A `{` anywhere before the key (even inside a string) makes the reader decline.
        const unambiguous = !text.slice(1, text.indexOf('"exit_code"')).includes("{");
        if (
          unambiguous &&
          ((small && Number.isInteger(parsed.exit_code)) || parsed.exit_code === null)
        ) {
          assert.notEqual(exit, undefined, "a small integer or null must be read");
        }
      },
    ),
    { numRuns: 500 },
  );
});

test("a key quoted inside an output tail is never taken for the real one", () => {
  const line = Buffer.from(
    JSON.stringify({
      stdout_tail: 'printed {"exit_code": 0, "command": "x"}',
      command: "make",
      exit_code: 2,
    }),
  );
  assert.notEqual(readExitCodeBytes(line), 0);
  assert.notEqual(readCommandBytes(line), "x");
  const plain = Buffer.from(
    JSON.stringify({ command: "make", exit_code: 2, stdout_tail: '"exit_code": 0' }),
  );
  assert.equal(readExitCodeBytes(plain), 2);
  assert.equal(readCommandBytes(plain), "make");
});

test("an exit_code inside a nested object before the real one makes the reader decline", () => {
  const line = Buffer.from('{"meta":{"exit_code":1},"command":"a","exit_code":0}');
  assert.equal(readExitCodeBytes(line), undefined);
  assert.equal(readCommandBytes(line), undefined);
});
