/**
 * The CLI's terminal edge: what a command writes reaches the stream inert, a character split
 * across two chunks is kept whole, and a painting command reaches the stream beneath.
 */
import assert from "node:assert/strict";
import { PassThrough } from "node:stream";
import { test } from "node:test";
import { neutralOutput, rawOutput } from "../../src/cli/neutral-output.js";
import { writeOut } from "../../src/cli/io.js";

function capture(): { stream: PassThrough; text: () => string } {
  const stream = new PassThrough();
  const chunks: Buffer[] = [];
  stream.on("data", (chunk: Buffer) => chunks.push(chunk));
  return { stream, text: () => Buffer.concat(chunks).toString("utf8") };
}

test("text written through the edge arrives inert; raw reaches beneath it", async () => {
  const { stream, text } = capture();
  const edge = neutralOutput(stream);
  assert.equal(neutralOutput(edge), edge);
  await writeOut(edge, "title \u001b]0;owned\u0007 \u202e\n");
  assert.equal(rawOutput(edge), stream);
  await writeOut(rawOutput(edge), "\u001b[32mok\u001b[0m\n");
  assert.equal(text(), "title \\u001b]0;owned\\u0007 \\u202e\n\u001b[32mok\u001b[0m\n");
});

test("a multi-byte character split across Buffer chunks arrives whole", async () => {
  const { stream, text } = capture();
  const edge = neutralOutput(stream);
  const bytes = Buffer.from("é\u202e中", "utf8");
  await new Promise<void>((resolve) => edge.write(bytes.subarray(0, 1), () => resolve()));
  await new Promise<void>((resolve) => edge.write(bytes.subarray(1, 4), () => resolve()));
  await new Promise<void>((resolve) => edge.end(bytes.subarray(4), () => resolve()));
  assert.equal(text(), "é\\u202e中");
});
