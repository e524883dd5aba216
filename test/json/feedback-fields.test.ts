import assert from "node:assert/strict";
import { test } from "node:test";
import fc from "fast-check";
import { type FeedbackFields, readFeedbackFields } from "../../src/json/feedback-fields.js";
import { propertyRuns } from "../helpers/property-runs.js";

/** Text that fools a careless byte reader: quotes, backslashes, braces, escaped keys, newlines. */
const trickyText = fc.oneof(
  fc.string(),
  fc
    .array(
      fc.constantFrom(
        '"',
        "\\",
        "\\\\",
        "\n",
        "{",
        "}",
        "[",
        ",",
        ":",
        '"exit_code": 0',
        '"command":"x"',
        "é",
        "日本",
        "a",
        " ",
      ),
      { maxLength: 40 },
    )
    .map((parts) => parts.join("")),
);

const value = fc.oneof(
  trickyText,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(trickyText, { maxLength: 3 }),
  fc.dictionary(fc.constantFrom("exit_code", "command", "x"), trickyText, { maxKeys: 2 }),
);

// Top-level keys are unique (a duplicate it does not walk to is not seen: see json/feedback-fields.ts).
const entry = fc.tuple(fc.constantFrom("stdout_tail", "stderr_tail", "started_at", "x"), value);

/** What JSON.parse says the two fields are. */
function parsedFields(text: string): { exit: unknown; command: unknown } {
  const parsed = JSON.parse(text) as { exit_code?: unknown; command?: unknown };
  return { exit: parsed.exit_code, command: parsed.command };
}

function commandOf(line: Buffer, fields: FeedbackFields): unknown {
  return JSON.parse(line.toString("utf8", fields.commandStart, fields.commandEnd));
}

test("the byte reader agrees with JSON.parse on any object, key order and spacing, or declines", () => {
  fc.assert(
    fc.property(
      fc.array(entry, { maxLength: 8 }),
      fc.oneof(fc.integer({ min: -300, max: 300 }), fc.constant(null), fc.double()),
      fc.oneof(trickyText, fc.array(trickyText, { maxLength: 3 }), fc.integer()),
      fc.nat(),
      fc.nat(),
      fc.constantFrom(",", ", ", " ,\t"),
      fc.constantFrom(":", ": ", " : "),
      (extras, exit, command, exitAt, commandAt, comma, colon) => {
        const entries: [string, unknown][] = [
          ...new Map(extras.map(([k, v]) => [k, v] as [string, unknown])),
        ];
        entries.splice(exitAt % (entries.length + 1), 0, ["exit_code", exit]);
        entries.splice(commandAt % (entries.length + 1), 0, ["command", command]);
        const text = `{${entries.map(([k, v]) => `${JSON.stringify(k)}${colon}${JSON.stringify(v)}`).join(comma)}}`;
        const line = Buffer.from(`xx${text}yy`);
        const fields = readFeedbackFields(line, 2, line.length - 2);
        const want = parsedFields(text);
        if (fields !== undefined) {
          assert.ok(Object.is(fields.exitCode, want.exit), `${fields.exitCode} vs ${want.exit}`);
          assert.deepEqual(commandOf(line, fields), want.command);
          assert.equal(fields.commandIsString, typeof want.command === "string");
        }
        // With no duplicate of either key and no nested value, the reader must answer.
        const simple =
          entries.every(([, v]) => v === null || typeof v !== "object" || v === command) &&
          (exit === null || (Number.isInteger(exit) && Math.abs(exit) < 1e9)) &&
          (typeof command === "string" || Array.isArray(command));
        if (simple) assert.notEqual(fields, undefined, text);
      },
    ),
    { numRuns: propertyRuns(2000) },
  );
});

test("a key quoted inside an output tail is never taken for the real one", () => {
  for (const record of [
    { stdout_tail: 'printed {"exit_code": 0, "command": "x"}', command: "make", exit_code: 2 },
    { command: "make", exit_code: 2, stdout_tail: 'printed {"exit_code": 0, "command": "x"}' },
    { exit_code: 2, stdout_tail: '\\"exit_code\\": 0, "command": "x"', command: "make" },
  ]) {
    const line = Buffer.from(JSON.stringify(record));
    const fields = readFeedbackFields(line);
    assert.equal(fields?.exitCode, 2);
    assert.equal(fields && commandOf(line, fields), "make");
  }
});

test("the fields are found after a long tail full of escaped quotes, from the end", () => {
  const tail = 'say "hi"\n'.repeat(5_000);
  const line = Buffer.from(JSON.stringify({ stdout_tail: tail, exit_code: 0, command: "ls" }));
  const fields = readFeedbackFields(line);
  assert.equal(fields?.exitCode, 0);
  assert.equal(fields && commandOf(line, fields), "ls");
});

test("a nested exit_code is not the record's; an escaped key or odd value makes the reader decline", () => {
  for (const text of [
    '{"meta":{"exit_code":1},"command":"a","exit_code":0}',
    '{"exit_code":0,"meta":{"exit_code":1},"command":"a"}',
    '{"exit_code":0,"command":"a","meta":{"exit_code":1}}',
  ]) {
    const line = Buffer.from(text);
    const fields = readFeedbackFields(line);
    assert.equal(fields?.exitCode, 0, text);
    assert.equal(fields && commandOf(line, fields), "a");
  }
  const declined = [
    '{"exit\\u005fcode":1,"command":"a"}',
    '{"exit_code":01,"command":"a"}',
    '{"exit_code":1.0,"command":"a"}',
    '{"exit_code":0,"command":7}',
    '{"exit_code":0}',
    "{}",
  ];
  for (const text of declined) {
    assert.equal(readFeedbackFields(Buffer.from(text)), undefined, text);
  }
});
