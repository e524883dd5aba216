/**
 * A worker thread refuses a line or a document larger than its heap could hold as a string,
 * before reading it: one such string does not end the worker with ERR_WORKER_OUT_OF_MEMORY but
 * aborts the whole process (SIGABRT). The thread that started the worker then reads it with
 * more room, as it does after a worker ran out of memory.
 */
import assert from "node:assert/strict";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, before, test } from "node:test";
import { Worker } from "node:worker_threads";
import { readRecordLinesOnWorker } from "../../../src/collect/records-worker.js";
import { ingestOnWorker, WorkerLostError } from "../../../src/collect/transcript-worker.js";
import { HandoffError } from "../../../src/errors.js";
import { inputRoom } from "../../../src/platform/lines/heap-room.js";

/** A worker heap far smaller than the long line below. */
const TINY = { maxYoungGenerationSizeMb: 1, maxOldGenerationSizeMb: 8 };
const ROOMY = { maxYoungGenerationSizeMb: 2, maxOldGenerationSizeMb: 512 };
/** Longer than TINY's whole heap, well within ROOMY's share. */
const LONG_LINE_BYTES = 24 * 1024 * 1024;

let dir = "";
let transcript = "";

before(async () => {
  dir = await mkdtemp(join(tmpdir(), "handoff-heap-room-"));
  transcript = join(dir, "session.jsonl");
  const line = (n: number, message: unknown) =>
    JSON.stringify({
      type: n % 2 === 0 ? "user" : "assistant",
      uuid: `u-${n}`,
      parentUuid: n > 1 ? `u-${n - 1}` : null,
      timestamp: new Date(Date.UTC(2026, 0, 1, 0, 0, n)).toISOString(),
      sessionId: "s-1",
      cwd: dir,
      message,
    });
  const lines = [
    line(1, {
      role: "assistant",
      content: [{ type: "tool_use", id: "t1", name: "Bash", input: { command: "npm test" } }],
    }),
    line(2, { role: "user", content: [{ type: "tool_result", tool_use_id: "t1", content: "ok" }] }),
    line(4, { role: "user", content: "z".repeat(LONG_LINE_BYTES) }),
  ];
  await writeFile(transcript, `${lines.join("\n")}\n`);
});

after(() => rm(dir, { recursive: true, force: true }));

/** What a worker with `heap` says when it reads `path` line by line. */
function readOnWorker(path: string, heap: typeof TINY): Promise<{ said: string; exit: number }> {
  const strings = new URL("../../../src/platform/lines/strings.js", import.meta.url).href;
  const worker = new Worker(
    `const { parentPort, workerData } = require("node:worker_threads");
     import(${JSON.stringify(strings)}).then(async ({ readLines }) => {
       let longest = 0;
       for await (const { line } of readLines(workerData)) longest = Math.max(longest, line.length);
       parentPort.postMessage("read, the longest line " + longest);
     }).catch((error) => parentPort.postMessage(error.name));`,
    { eval: true, workerData: path, resourceLimits: heap },
  );
  let said = "";
  worker.on("message", (message: string) => {
    said = message;
  });
  return new Promise((resolve, reject) => {
    worker.on("error", reject);
    worker.on("exit", (exit) => resolve({ said, exit }));
  });
}

test("the main thread reads lines of any length up to the reader's limit; a worker, a share of its heap", async () => {
  assert.equal(inputRoom(), Number.POSITIVE_INFINITY);
  const tiny = await readOnWorker(transcript, TINY);
  assert.deepEqual(tiny, { said: "OverHeapError", exit: 0 });
  const roomy = await readOnWorker(transcript, ROOMY);
  assert.equal(roomy.exit, 0);
  const longest = Number(/^read, the longest line (\d+)$/.exec(roomy.said)?.[1]);
  assert.ok(longest > LONG_LINE_BYTES, roomy.said);
});

test("ingest's reader refused the line on a small heap reads it again on the next one", async () => {
  let printed = "";
  for await (const chunk of readRecordLinesOnWorker(transcript, "claude", {}, [TINY, ROOMY]))
    printed += chunk;
  assert.match(printed, /"command":"npm test"/);
  await assert.rejects(
    async () => {
      for await (const _ of readRecordLinesOnWorker(transcript, "claude", {}, [TINY]));
    },
    (error: unknown) =>
      error instanceof HandoffError &&
      error.exitCode === 70 &&
      /needed more memory than the 8 MB heap/.test(error.message),
  );
});

test("a write's transcript worker refuses the line and leaves the transcript to the main thread", async () => {
  const job = ingestOnWorker({
    path: transcript,
    agent: "claude",
    k: 5,
    root: dir,
    defer: false,
    scanCache: false,
    warn: () => undefined,
    heap: TINY,
  });
  await assert.rejects(job.result, WorkerLostError);
  job.stop();
});
