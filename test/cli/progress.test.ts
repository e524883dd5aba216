import assert from "node:assert/strict";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PassThrough } from "node:stream";
import { test } from "node:test";
import { createProgress } from "../../src/cli/progress.js";
import { readFeedbackLog } from "../../src/collect/feedback/feedback.js";

function capture(isTTY: boolean): { stream: PassThrough; text: () => string } {
  const stream = Object.assign(new PassThrough(), { isTTY });
  const chunks: string[] = [];
  stream.on("data", (chunk: Buffer) => chunks.push(chunk.toString()));
  return { stream, text: () => chunks.join("") };
}

test("progress shows on a terminal and erases itself; never on a pipe", async () => {
  const tty = capture(true);
  const shown = createProgress(tty.stream);
  shown.report("feedback_record.jsonl", 512 * 1024 ** 2, 1024 ** 3);
  shown.done();
  await new Promise((resolve) => setImmediate(resolve));
  assert.match(tty.text(), /reading feedback_record\.jsonl: 50% of 1\.0 GB/);
  assert.ok(tty.text().endsWith("\r\u001b[K"));

  const pipe = capture(false);
  const hidden = createProgress(pipe.stream);
  hidden.report("feedback_record.jsonl", 1, 2);
  hidden.done();
  await new Promise((resolve) => setImmediate(resolve));
  assert.equal(pipe.text(), "");
});

test("the log reader reports bytes read against the file's size", async () => {
  const dir = mkdtempSync(join(tmpdir(), "handoff-progress-"));
  try {
    const line = `${JSON.stringify({ command: "ls", exit_code: 0 })}\n`;
    writeFileSync(join(dir, "feedback_record.jsonl"), line.repeat(1000));
    const seen: [string, number, number][] = [];
    await readFeedbackLog(dir, ["feedback_record.jsonl"], 5, (file, bytes, total) =>
      seen.push([file, bytes, total]),
    );
    const last = seen.at(-1);
    assert.ok(last !== undefined);
    assert.deepEqual(last, ["feedback_record.jsonl", line.length * 1000, line.length * 1000]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
