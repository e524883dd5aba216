/**
 * The key by which the WebAssembly kernel skips passing lines (`command-key.ts`): the kernel's
 * key of a command's raw JSON is the key of the command the full parse reads from it, whatever
 * its spelling, and a command shares its key with its base (the command without its leading
 * assignments), so no passing run that speaks for a failure is ever skipped.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import fc from "fast-check";
import { commandKey } from "../../src/json/command-key.js";
import { feedbackKernel, KERNEL_INPUTS, REC_START } from "../../src/json/feedback-kernel.js";
import { commandWithoutEnv } from "../../src/trim/env-prefix.js";
import { joinArgv } from "../../src/util/shell-quote.js";
import { spellString } from "../helpers/random-feedback-log.js";

const word = fc.oneof(
  fc.constantFrom("make", "test", "a b", "it's", "", "x/y", "A=1", "caf\u00e9", "\t", "--run=7"),
  fc.string({ maxLength: 6 }),
);
const command = fc.oneof(
  fc.array(word, { maxLength: 5 }).map((words) => words.join(" ")),
  fc.array(word, { maxLength: 4 }),
);

/** The kernel, with `raw` as the command of a passing line at the start of its first input. */
function kernelWith(raw: string) {
  const kernel = feedbackKernel();
  assert.ok(kernel, "Node 20 and later run WebAssembly SIMD");
  const line = Buffer.from(`{"exit_code":0,"command":${raw}}\n`);
  const base = KERNEL_INPUTS[0];
  kernel.memory.set(line, base);
  const start = base + line.indexOf(raw.charAt(0), 25);
  return { kernel, base, to: base + line.length, start, end: start + Buffer.byteLength(raw) };
}

test("the kernel's key of a command's JSON is the key of the command it decodes to, or -1 when only a decode can tell", () => {
  fc.assert(
    fc.property(command, fc.nat(7), (value, spelling) => {
      const raw = Array.isArray(value)
        ? `[${value.map((w) => spellString(w, spelling)).join(spelling % 2 ? ", " : ",")}]`
        : spellString(value, spelling);
      const decoded = Array.isArray(value) ? joinArgv(value) : value;
      const { kernel, start, end } = kernelWith(raw);
      const key = kernel.commandKey(start, end);
      if (key === -1) assert.match(raw, /\\u|[\u0000-\u001f]/, raw);
      else assert.equal(key, commandKey(decoded), raw);
    }),
  );
});

test("a passing line whose key the table counts is never skipped; with the count gone it is", () => {
  fc.assert(
    fc.property(command, fc.nat(7), (value, spelling) => {
      const raw = Array.isArray(value)
        ? `[${value.map((w) => spellString(w, spelling)).join(",")}]`
        : spellString(value, spelling);
      const decoded = Array.isArray(value) ? joinArgv(value) : value;
      const { kernel, base, to, start, end } = kernelWith(raw);
      const key = commandKey(decoded);
      // A `\u` escape: only a decode can tell (the first test checks when that is).
      const decode = kernel.commandKey(start, end) === -1;
      kernel.keyCounts.fill(0);
      kernel.keyCounts[key] = 1;
      assert.equal(kernel.run(base, to, 1), 0, raw);
      assert.equal(kernel.records[REC_START], base);
      kernel.keyCounts[key] = 0;
      // Skipped, unless only a decode can tell its key.
      assert.equal(kernel.run(base, to, 1), decode ? 0 : 1, raw);
      // No failure waiting for a pass: the table is not read (an argv list's words are still
      // walked, to be sure it is one).
      kernel.keyCounts[key] = 1;
      assert.equal(kernel.run(base, to, 0), decode && Array.isArray(value) ? 0 : 1, raw);
      kernel.keyCounts[key] = 0;
    }),
  );
});

test("a command and its base (without leading assignments) share a key", () => {
  const prefix = fc.constantFrom(
    "",
    "A=1 ",
    "A=1 B=2 ",
    "  C=3\t",
    'D="x y" ',
    "E=$(date) ",
    "A=1; ",
  );
  fc.assert(
    fc.property(prefix, command, (before, value) => {
      const text = before + (Array.isArray(value) ? joinArgv(value) : value);
      assert.equal(commandKey(commandWithoutEnv(text)), commandKey(text), text);
    }),
  );
  assert.equal(commandWithoutEnv("PGPORT=5433 make db-test"), "make db-test");
  assert.equal(commandKey("PGPORT=5433 make db-test"), commandKey("make db-test"));
  assert.notEqual(commandKey("make db-test"), commandKey("make db-test2"));
});
