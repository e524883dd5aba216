/**
 * The feedback scan re-reads the lines it shows from where it saw them: a log truncated between
 * the scan and the re-read gives a typed error naming the log and the line, never a shortened
 * line parsed as if the log held it.
 */
import assert from "node:assert/strict";
import { mkdirSync, mkdtempSync, rmSync, truncateSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "node:test";
import { LineReader } from "../../../src/collect/feedback/feedback-window.js";
import { LineCutShortError } from "../../../src/platform/lines/at.js";

test("a line re-read from a log cut short since the scan is refused, not shortened", async () => {
  const root = mkdtempSync(join(tmpdir(), "handoff-window-"));
  const reader = new LineReader(root);
  try {
    mkdirSync(join(root, ".handoff"));
    const first = '{"command":"npm test","exit_code":1}';
    const second = '{"command":"npm test","exit_code":0,"stdout_tail":"ok"}';
    const path = join(root, ".handoff", "log.jsonl");
    writeFileSync(path, `${first}\n${second}\n`);
    const file = ".handoff/log.jsonl";
    const at = { file, offset: first.length + 1, length: second.length, lineNo: 2 };
    assert.equal(
      (await reader.read({ file, offset: 0, length: first.length, lineNo: 1 })).toString(),
      first,
    );
    assert.equal((await reader.read(at)).toString(), second);
    truncateSync(path, first.length + 1 + 20);
    await assert.rejects(reader.read(at), (error: unknown) => {
      assert.ok(error instanceof LineCutShortError);
      assert.match(error.message, /^\.handoff\/log\.jsonl: line 2 /);
      return true;
    });
  } finally {
    await reader.close();
    rmSync(root, { recursive: true, force: true });
  }
});
