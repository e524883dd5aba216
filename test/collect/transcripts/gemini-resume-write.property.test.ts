/**
 * Issue 19's "done when" for Gemini CLI sessions, through the real write pipeline in a temp git
 * repo: a write on part of a session, then a write after the rest is appended (resumed from the
 * scan cache), gives handoff.json byte for byte as the full-scan write does, wherever the split
 * falls (inside a line, inside a multi-byte character, between a message and its rewrite as its
 * call finishes); after a truncation or a corrupt cache too. Neither the packet nor the cache
 * holds a secret planted in the session.
 */
import assert from "node:assert/strict";
import { appendFileSync, rmSync, truncateSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { test } from "node:test";
import { makeGrowingGeminiSession } from "../../helpers/gemini-growing-session.js";
import {
  againAndFull,
  assertResumedWriteEqualsFull,
  withWriteRepo,
} from "../../helpers/resume-write.js";
import { propertyRuns } from "../../helpers/property-runs.js";

test("a resumed write equals the full-scan write byte for byte, over random splits", () =>
  withWriteRepo("gemini", makeGrowingGeminiSession, async (repo, session, write, warnings) => {
    await assertResumedWriteEqualsFull(repo, session, write, warnings, {
      // The header and the injected context make a session of it: the first write needs one.
      first: session.bytes.indexOf("Look around") + 100,
      texts: ["staging key", "pnpm", "upload.ts", "Upload retries"],
      numRuns: propertyRuns(12),
    });
    // The packet carries the session's end: the report and the user's latest words.
    const packet = await write();
    assert.ok(packet.includes("Upload retries fixed: 3 passing"));
    assert.ok(packet.includes("Keep the retries at 3"));
  }));

test("truncation, a corrupt cache: the full-scan packet", () =>
  withWriteRepo("gemini", makeGrowingGeminiSession, async (repo, session, write) => {
    const { path, bytes } = session;
    const split = bytes.indexOf("call-test-1") + 300;
    const cache = join(repo, ".handoff", "cache", "transcript-scan.json");
    const changes: [string, () => void][] = [
      ["truncated", () => truncateSync(path, split - 700)],
      ["corrupt cache", () => writeFileSync(cache, '{"version":1,"key":')],
    ];
    for (const [what, change] of changes) {
      rmSync(join(repo, ".handoff"), { recursive: true, force: true });
      writeFileSync(path, bytes.subarray(0, split));
      await write();
      appendFileSync(path, bytes.subarray(split));
      change();
      const { resumed, full } = await againAndFull(repo, write);
      assert.equal(resumed, full, what);
    }
  }));
