import assert from "node:assert/strict";
import { test } from "node:test";
import fc from "fast-check";
import { readCommandBytes, readExitCodeBytes } from "../src/collect/json-bytes.js";

test("byte readers agree with JSON.parse, or decline", () => {
  fc.assert(
    fc.property(
      fc.record({
        command: fc.oneof(fc.string(), fc.array(fc.string(), { maxLength: 3 }), fc.integer()),
        exit_code: fc.oneof(fc.integer({ min: -300, max: 300 }), fc.constant(null), fc.double(), fc.string()),
        stdout_tail: fc.string(),
      }),
      fc.boolean(),
      (record, spaced) => {
        const text = spaced ? JSON.stringify(record, null, 1).replaceAll("\n", " ") : JSON.stringify(record);
        const line = Buffer.from(text);
        // Compare with what JSON.parse reads (JSON has no -0 or Infinity).
        const parsed = JSON.parse(text) as { command: unknown; exit_code: unknown };
        const exit = readExitCodeBytes(line);
        if (exit !== undefined) assert.ok(exit === parsed.exit_code, `${exit} vs ${parsed.exit_code}`);
        const command = readCommandBytes(line);
        if (command !== undefined) assert.equal(command, parsed.command);
        const small = typeof parsed.exit_code === "number" && Math.abs(parsed.exit_code) < 1e9;
        if ((small && Number.isInteger(parsed.exit_code)) || parsed.exit_code === null) {
          assert.notEqual(exit, undefined, "a small integer or null must be read");
        }
      },
    ),
    { numRuns: 500 },
  );
});

test("a key quoted inside an output tail is not taken for the real one", () => {
  const line = Buffer.from(
    JSON.stringify({ stdout_tail: 'printed {"exit_code": 0, "command": "x"}', command: "make", exit_code: 2 }),
  );
  assert.equal(readExitCodeBytes(line), 2);
  assert.equal(readCommandBytes(line), "make");
});

test("a second exit_code key (a nested object) makes the reader decline", () => {
  const line = Buffer.from('{"command":"a","exit_code":0,"meta":{"exit_code":1}}');
  assert.equal(readExitCodeBytes(line), undefined);
});
