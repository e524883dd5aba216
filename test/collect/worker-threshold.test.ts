import assert from "node:assert/strict";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "node:test";
import {
  parseOnWorker,
  WORKER_THRESHOLDS,
  workerThresholds,
} from "../../src/collect/worker-threshold.js";

test("the transcript goes to a worker only when both inputs reach their threshold and nothing is cached", () => {
  const root = mkdtempSync(join(tmpdir(), "handoff-threshold-"));
  try {
    writeFileSync(join(root, "feedback_record.jsonl.1"), Buffer.alloc(600));
    writeFileSync(join(root, "feedback_record.jsonl"), Buffer.alloc(500));
    const transcript = join(root, "session.jsonl");
    writeFileSync(transcript, Buffer.alloc(1000));
    const logs = ["feedback_record.jsonl.1", "feedback_record.jsonl"];
    const at = (transcriptBytes: number, logBytes: number) =>
      parseOnWorker(root, logs, transcript, { transcriptBytes, logBytes });
    assert.equal(at(1000, 1100), true, "the log's files count together");
    assert.equal(at(1001, 1100), false, "transcript under its threshold");
    assert.equal(at(1000, 1101), false, "logs under theirs");
    assert.equal(parseOnWorker(root, [], transcript, { transcriptBytes: 0, logBytes: 0 }), false);
    assert.equal(
      parseOnWorker(root, logs, join(root, "missing.jsonl"), { transcriptBytes: 0, logBytes: 0 }),
      false,
      "a missing transcript is the main thread's to report",
    );
    assert.equal(parseOnWorker(root, logs, root, { transcriptBytes: 0, logBytes: 0 }), false);
    // A scan cache: a write ran before, this one resumes (a warm write pays no worker start).
    mkdirSync(join(root, ".handoff", "cache"), { recursive: true });
    assert.equal(at(0, 0), false);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});

test("HANDOFF_WORKER_MIN_BYTES sets both thresholds; anything but a count leaves the defaults", () => {
  assert.deepEqual(workerThresholds({ HANDOFF_WORKER_MIN_BYTES: "4096" }), {
    transcriptBytes: 4096,
    logBytes: 4096,
  });
  assert.deepEqual(workerThresholds({ HANDOFF_WORKER_MIN_BYTES: "0" }), {
    transcriptBytes: 0,
    logBytes: 0,
  });
  for (const value of [undefined, "", "-1", "1.5", "many"]) {
    assert.deepEqual(workerThresholds({ HANDOFF_WORKER_MIN_BYTES: value }), WORKER_THRESHOLDS);
  }
});
