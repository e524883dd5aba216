import assert from "node:assert/strict";
import { PassThrough } from "node:stream";
import { test } from "node:test";
import { type CliIO, paint, useColor } from "../../src/cli/io.js";

function ioWith(isTTY: boolean, env: NodeJS.ProcessEnv): CliIO {
  const stdout = Object.assign(new PassThrough(), { isTTY });
  return { stdin: new PassThrough(), stdout, stderr: new PassThrough(), cwd: "/", env };
}

test("colour only on a terminal, and never with NO_COLOR set", () => {
  assert.equal(useColor(ioWith(true, {})), true);
  assert.equal(useColor(ioWith(false, {})), false);
  assert.equal(useColor(ioWith(true, { NO_COLOR: "1" })), false);
  assert.equal(useColor(ioWith(true, { NO_COLOR: "" })), false);
});

test("paint wraps text in an ANSI colour only when asked", () => {
  assert.equal(paint(true, 31, "DRIFTED"), "\u001b[31mDRIFTED\u001b[0m");
  assert.equal(paint(false, 31, "DRIFTED"), "DRIFTED");
});
