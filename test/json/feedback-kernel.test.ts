import assert from "node:assert/strict";
import { test } from "node:test";
import {
  feedbackKernel,
  KERNEL_INPUTS,
  KERNEL_MAX_LINES,
  PLAIN,
  REC_COMMAND_END,
  REC_COMMAND_START,
  REC_EXIT_END,
  REC_EXIT_START,
  REC_NEWLINE,
  REC_START,
  REC_SURE,
  RECORD_INTS,
  SURE,
} from "../../src/json/feedback-kernel.js";

interface Line {
  start: number;
  newline: number;
  sure: boolean;
  plain: boolean;
  exit?: string;
  command?: string;
}

/** The kernel's records of `text` placed in its second input area. */
function scan(text: string): Line[] {
  const kernel = feedbackKernel();
  assert.ok(kernel, "Node 20 and later run WebAssembly SIMD");
  const bytes = Buffer.from(text);
  const base = KERNEL_INPUTS[1];
  kernel.memory.set(bytes, base);
  // Bytes after the input that a careless search would take for a newline or a quote.
  kernel.memory.set(Buffer.from('\n"\n"'), base + bytes.length);
  const count = kernel.scan(base, base + bytes.length);
  const out: Line[] = [];
  for (let i = 0; i < count; i++) {
    const r = kernel.records.subarray(i * RECORD_INTS, (i + 1) * RECORD_INTS);
    const sure = ((r[REC_SURE] as number) & SURE) !== 0;
    const at = (k: number) => (r[k] as number) - base;
    out.push({
      start: at(REC_START),
      newline: at(REC_NEWLINE),
      sure,
      plain: ((r[REC_SURE] as number) & PLAIN) !== 0,
      ...(sure
        ? {
            exit: bytes.toString("utf8", at(REC_EXIT_START), at(REC_EXIT_END)),
            command: bytes.toString("utf8", at(REC_COMMAND_START), at(REC_COMMAND_END)),
          }
        : {}),
    });
  }
  return out;
}

test("the kernel finds each line and the two fields' values, whatever the key order and spacing", () => {
  const lines = [
    '{"stdout_tail":"a \\"quoted\\" \\\\ {\\"exit_code\\": 1}","exit_code":0,"command":"npm test"}',
    ' \t{ "command" : ["go","test"] ,"meta":{"a":[1,"}"]}, "exit_code" :null }\r',
    '{"exit_code":-3,"command":"caf\u00e9"}',
  ];
  const text = `${lines.join("\n")}\n`;
  const got = scan(text);
  assert.equal(got.length, 3);
  assert.deepEqual(
    got.map((l) => [l.sure, l.exit, l.command, l.plain]),
    [
      [true, "0", '"npm test"', true],
      [true, "null", '["go","test"]', false],
      // Not ASCII: the command is left to the JavaScript hash.
      [true, "-3", '"caf\u00e9"', false],
    ],
  );
  let start = 0;
  for (const [i, line] of lines.entries()) {
    assert.equal(got[i]?.start, start);
    start += Buffer.byteLength(line) + 1;
    assert.equal(got[i]?.newline, start - 1);
  }
});

test("the kernel leaves to the JavaScript reader every line it cannot be sure of", () => {
  const unsure = [
    '{"exit_code":1,"exit_code":0,"command":"x"}', // a duplicate: JSON.parse keeps the last
    '{"command":"x","command":"y","exit_code":0}',
    '{"exit\\u005fcode":1,"command":"x"}', // a key spelled with an escape
    '{"exit_code":0}', // no command
    '{"command":"x"}', // no exit code
    '{"exit_code":0,"command":"x"', // truncated
    '{"exit_code":0,"command":"x"} x', // text after the object
    '{"exit_code":0,"command":"x",}', // a trailing comma
    '{"exit_code":0 "command":"x"}', // no comma
    '{"exit_code":0,"command":42}', // a command neither string nor list
    '{"a":"unterminated,"exit_code":0,"command":"x"}',
    "",
    "   ",
    "[1,2]",
  ];
  const got = scan(`${unsure.join("\n")}\n`);
  assert.equal(got.length, unsure.length);
  for (const [i, line] of got.entries()) assert.equal(line.sure, false, unsure[i]);
});

test("a last line without its newline is not recorded (the reader hands it out later, whole)", () => {
  const got = scan('{"exit_code":0,"command":"a"}\n{"exit_code":0,"comm');
  assert.equal(got.length, 1);
});

test("at most KERNEL_MAX_LINES lines a call; the next call goes on from there", () => {
  const kernel = feedbackKernel();
  assert.ok(kernel);
  const line = '{"exit_code":0,"command":"a"}\n';
  const text = Buffer.from(line.repeat(KERNEL_MAX_LINES + 5));
  kernel.memory.set(text, KERNEL_INPUTS[0]);
  assert.equal(kernel.scan(0, text.length), KERNEL_MAX_LINES);
  const from = (kernel.records[(KERNEL_MAX_LINES - 1) * RECORD_INTS + REC_NEWLINE] as number) + 1;
  assert.equal(from, KERNEL_MAX_LINES * line.length);
  assert.equal(kernel.scan(from, text.length), 5);
});

test("a line is sure only when its every scalar is one JSON.parse takes: a number of JSON's grammar, true, false or null", () => {
  const values = [
    ["0", "-0", "7", "3326", "12345", "1234567890", "1.5", "-1.5e+3", "1E-5", "0.5e10"],
    ["true", "false", "null"],
    ["01", "1.", "1e", "-", "--1", "+1", "123x", "tru", "nul", "falsy", "nulls", '-100"', "1e+"],
  ].flat();
  for (const value of values) {
    const line = `{"command":"npm test","exit_code":0,"x":${value}}`;
    let parses = true;
    try {
      JSON.parse(line);
    } catch {
      parses = false;
    }
    assert.equal(scan(`${line}\n`)[0]?.sure, parses, value);
  }
});
