/**
 * A scan-cache restore re-reads the lines the cache points at: when the log was cut short since
 * its files were identified (between the check and the re-read), the restore gives up (null: a
 * full scan) instead of failing the write.
 */
import assert from "node:assert/strict";
import { appendFileSync, mkdtempSync, rmSync, truncateSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "node:test";
import { findFeedbackFiles, readFeedbackLog } from "../../../src/collect/feedback/feedback.js";
import { identifyFiles, loadScanCache } from "../../../src/collect/feedback/feedback-cache.js";
import { restoreScan } from "../../../src/collect/feedback/feedback-scan-state.js";
import { LineReader } from "../../../src/collect/feedback/feedback-window.js";

const record = (command: string, exit_code: number) =>
  `${JSON.stringify({ command, exit_code, stdout_tail: "out", stderr_tail: "err" })}\n`;

test("a restore whose log was cut short after the check gives a full scan, not an error", async () => {
  const root = mkdtempSync(join(tmpdir(), "handoff-restore-cut-"));
  const lines = new LineReader(root);
  try {
    const log = join(root, "feedback_record.jsonl");
    const head = record("npm run build", 0) + record("npm test", 1);
    writeFileSync(log, head + record("npm run lint", 0));
    const files = findFeedbackFiles(root);
    await readFeedbackLog(root, files, 3, undefined, { warn: () => {} });
    appendFileSync(log, record("npm test", 0));
    const saved = await loadScanCache(root, files, await identifyFiles(root, files), 3, () => {});
    assert.ok(saved, "the cache resumes on a pure append");
    assert.ok(saved.groups.length > 0, "the restore re-reads the failure's line");
    // Cut in the middle of the failing line, after the cache was judged usable.
    truncateSync(log, head.length - 10);
    assert.equal(await restoreScan(root, saved, 3, lines), null);
  } finally {
    await lines.close();
    rmSync(root, { recursive: true, force: true });
  }
});
