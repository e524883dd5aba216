/**
 * `handoff ingest`'s reader on a worker thread: the lines it sends are the main thread's, byte
 * for byte, even when a heap runs out halfway and the next one reads the transcript again; past
 * the last heap, an error with exit 70 that says the records are not all printed.
 */
import assert from "node:assert/strict";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "node:test";
import { readRecordLinesOnWorker } from "../../src/collect/records-worker.js";
import { readRecordLines } from "../../src/collect/transcripts/record-lines.js";
import { HandoffError } from "../../src/errors.js";

/**
 * A Claude Code session whose reader must hold a lot at once: 640 finished commands (80 chunks
 * of lines), then 12,000 tool calls of 2 KB commands that no result ever ends (the parser keeps
 * each until the end), then 16 more finished commands. The worker sends a chunk only when the
 * main thread has taken all but a few, so lines are printed before any heap can run out, on a
 * loaded machine and on every Node (whose own heap needs differ).
 */
function pendingSession(): string {
  let n = 0;
  const line = (type: string, message: unknown) =>
    JSON.stringify({
      type,
      uuid: `u-${++n}`,
      timestamp: new Date(Date.UTC(2026, 0, 1, 0, 0, n)).toISOString(),
      sessionId: "s",
      cwd: "/tmp/project",
      message,
    });
  const use = (id: string, command: string) =>
    line("assistant", {
      role: "assistant",
      content: [{ type: "tool_use", id, name: "Bash", input: { command } }],
    });
  const result = (id: string, text: string, failed: boolean) =>
    line("user", {
      role: "user",
      content: [{ type: "tool_result", tool_use_id: id, content: text, is_error: failed }],
    });
  const lines: string[] = [];
  for (let i = 0; i < 640; i++)
    lines.push(use(`a${i}`, `echo ${i}`), result(`a${i}`, `out ${i}`, i % 5 === 0));
  for (let i = 0; i < 12_000; i++) lines.push(use(`p${i}`, `echo ${i} ${"z".repeat(2000)}`));
  for (let i = 0; i < 16; i++)
    lines.push(use(`b${i}`, `echo b${i}`), result(`b${i}`, `out b${i}`, false));
  return `${lines.join("\n")}\n`;
}

/** A heap that loads the reader and runs out while the pending calls pile up. */
const SMALL = { maxYoungGenerationSizeMb: 1, maxOldGenerationSizeMb: 20 };
const ENOUGH = { maxYoungGenerationSizeMb: 2, maxOldGenerationSizeMb: 128 };

async function collect(lines: AsyncIterable<string>): Promise<string[]> {
  const chunks: string[] = [];
  for await (const chunk of lines) chunks.push(chunk);
  return chunks;
}

test("a reader that runs out of its heap halfway is read again with the next: the same lines, none twice", async () => {
  const dir = await mkdtemp(join(tmpdir(), "handoff-records-worker-"));
  try {
    const path = join(dir, "session.jsonl");
    await writeFile(path, pendingSession());
    const expected = await collect(readRecordLines(path, "claude", {}));
    const printed: string[] = [];
    await assert.rejects(
      async () => {
        for await (const chunk of readRecordLinesOnWorker(path, "claude", {}, [SMALL])) {
          printed.push(chunk);
        }
      },
      (error: unknown) =>
        error instanceof HandoffError &&
        error.exitCode === 70 &&
        /needed more memory than the 20 MB heap/.test(error.message) &&
        /not all of them/.test(error.message),
    );
    assert.ok(printed.length > 0 && printed.length < expected.length, "ran out halfway");
    assert.deepEqual(printed, expected.slice(0, printed.length));
    const again = await collect(readRecordLinesOnWorker(path, "claude", {}, [SMALL, ENOUGH]));
    assert.equal(again.join(""), expected.join(""));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});

test("a loop that stops early ends the worker (the reader of stdout has gone)", async () => {
  const dir = await mkdtemp(join(tmpdir(), "handoff-records-worker-"));
  try {
    const path = join(dir, "session.jsonl");
    await writeFile(path, pendingSession());
    for await (const chunk of readRecordLinesOnWorker(path, "claude", {}, [ENOUGH])) {
      assert.match(chunk, /"command":"echo 0"/);
      break;
    }
    // A worker left running would keep this test's process alive past its end.
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});
