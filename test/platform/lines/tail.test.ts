/**
 * The tail reader reads the end of a file, not the file: its window grows past a long last line
 * until the caller's test holds, hands on whole lines only, and never passes its bound.
 */
import assert from "node:assert/strict";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "node:test";
import { readTail } from "../../../src/platform/lines/tail.js";

const toolResult = (size: number) =>
  JSON.stringify({
    type: "user",
    message: { role: "user", content: [{ type: "tool_result", content: "x".repeat(size) }] },
  });

const usageLine = JSON.stringify({
  type: "assistant",
  message: { role: "assistant", usage: { input_tokens: 4, cache_read_input_tokens: 60_000 } },
});

test("readTail grows its window past a long last line, and reads the tail only", () => {
  const dir = mkdtempSync(join(tmpdir(), "handoff-tail-"));
  try {
    const path = join(dir, "t.jsonl");
    // 3 MB of history, the usage, then a 300 KB tool result after it.
    const history = `${toolResult(1_000)}\n`.repeat(3_000);
    writeFileSync(path, `${history}${usageLine}\n${toolResult(300_000)}\n`);
    const tail = readTail(path, {
      initialBytes: 16 * 1024,
      isEnough: (text) => text.includes('"usage"'),
    });
    const lines = tail.text.split("\n");
    assert.ok(lines.includes(usageLine), "the usage line is in the tail, whole");
    // Whole lines only: the window's cut first line is dropped.
    assert.ok(lines.every((line) => line === "" || JSON.parse(line) !== null));
    assert.ok(tail.bytesRead < 1_000_000, `read ${tail.bytesRead} bytes of ${tail.fileSize}`);
    assert.equal(tail.wholeFile, false);
    const bounded = readTail(path, { initialBytes: 1024, maxBytes: 4096, isEnough: () => false });
    assert.ok(bounded.bytesRead <= 4096);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test("readTail of a small file is the whole file; anything but a regular file (a folder here) is refused with EFTYPE", () => {
  const dir = mkdtempSync(join(tmpdir(), "handoff-tail-"));
  try {
    const path = join(dir, "t.jsonl");
    writeFileSync(path, "a\nb\n");
    assert.deepEqual(readTail(path), {
      text: "a\nb\n",
      bytesRead: 4,
      fileSize: 4,
      wholeFile: true,
    });
    assert.throws(
      () => readTail(dir),
      (error: NodeJS.ErrnoException) => error.code === "EFTYPE",
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
