/**
 * The resumable Gemini CLI session scan (issue 19): a read after an append reads only the
 * appended bytes and gives the summary a full scan gives, wherever the split falls (inside a
 * line, inside a multi-byte character, between a message and its rewrite as its call finishes,
 * before a `$set` that replaces the history); truncation, a same-size rewrite, another file at
 * the path, a deleted or corrupt cache, a saved message that no longer reads back mean a full
 * scan. The cache holds no text of the session. The older session JSON is read in full.
 */
import assert from "node:assert/strict";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "node:test";
import {
  type GrowingGeminiSession,
  makeGrowingGeminiSession,
} from "../../helpers/gemini-growing-session.js";
import { TRANSCRIPT_CACHE, transcriptReads } from "../../helpers/transcript-cache-reads.js";

const CACHE = TRANSCRIPT_CACHE;
const {
  cached,
  fresh,
  assertSplitsInsideCharacters,
  assertEveryBoundary,
  assertResumesAtSavedPoint,
  assertAppendEqualsFull,
  assertFallbacks,
  assertCorruptIgnored,
  assertMovedSourceFallsBack,
} = transcriptReads("gemini", { errors: true });

async function withSession(
  fn: (root: string, session: GrowingGeminiSession) => Promise<void>,
): Promise<void> {
  const root = mkdtempSync(join(tmpdir(), "handoff-gcache-"));
  const session = await makeGrowingGeminiSession(root);
  try {
    await fn(root, session);
  } finally {
    await session.cleanup();
    rmSync(root, { recursive: true, force: true });
  }
}

test("append-then-read equals a full scan, over random append splits", () =>
  withSession(async (root, session) => {
    const { bytes, path } = session;
    // The summary says what the session's end holds: the to-dos, the commands, the report.
    writeFileSync(path, bytes);
    const whole = JSON.parse(await fresh(root, path, 6));
    assert.equal(
      whole.agent_report,
      "Upload retries fixed: 3 passing ✓. The push is still running.",
    );
    assert.equal(whole.user_messages.length, 3, "a prompt written again is one message");
    assert.equal(whole.compactions, 1);
    assert.equal(whole.skipped, 0);
    assert.deepEqual(whole.edited_files, ["NOTES.md", "src/upload.ts"]);
    assert.equal(whole.feedback.total, 6);
    assert.deepEqual(
      whole.reads.map((r: { path: string; count: number }) => [r.path, r.count]),
      [
        ["src/upload.ts", 2],
        ["README.md", 1],
      ],
    );
    assert.equal(whole.interrupted, 1);
    assert.ok(JSON.stringify(whole.todos).includes("Cap the delay at 30 s ⏱"));
    await assertAppendEqualsFull(root, session, 15);
  }));

test("every line boundary: the resumed read equals a full scan, and the scan is saved there", () =>
  withSession((root, session) => assertEveryBoundary(root, session, 0)));

test("a resumed read starts at the saved point: a change far before it goes unseen", () =>
  withSession((root, session) =>
    // A line past the first 4 KiB and more than 4 KiB before the resume point.
    assertResumesAtSavedPoint(
      root,
      session,
      session.bytes.indexOf('{"$set":{"lastUpdated":"2026-11-30T18:31:0'),
    ),
  ));

test("a cut inside a multi-byte character: the resumed read equals a full scan", () =>
  withSession((root, session) => assertSplitsInsideCharacters(root, session)));

test("truncation, a same-size rewrite, another file at the path: a full scan", () =>
  withSession((root, session) => assertFallbacks(root, session)));

test("a deleted or corrupt cache changes nothing; a corrupt one is said once", () =>
  withSession(async (root, session) => {
    await assertCorruptIgnored(root, session);
    // Saved sources that do not read back (a user message's line moved, the cwd's message
    // index, a call index past the message's calls): a full scan, said once.
    interface Saved {
      summary: { user_messages: number[][] };
      parser: { cwd: number[] };
    }
    const moves: ((saved: Saved) => void)[] = [
      (saved) => {
        const ref = saved.summary.user_messages[0] as number[];
        ref[0] = (ref[0] as number) + 1;
      },
      (saved) => {
        saved.parser.cwd[2] = 1;
      },
      (saved) => {
        const ref = saved.summary.user_messages[0] as number[];
        ref[3] = 7;
      },
    ];
    for (const move of moves)
      await assertMovedSourceFallsBack(root, session, session.bytes.length - 1000, move);
  }));

test("the cache holds none of the session's secrets, nor its texts", () =>
  withSession(async (root, session) => {
    const { path, bytes, secrets } = session;
    for (const split of [bytes.indexOf("call-test-1") + 200, bytes.length - 2500, bytes.length]) {
      writeFileSync(path, bytes.subarray(0, split));
      await cached(root, path);
      const cache = readFileSync(join(root, CACHE), "utf8");
      for (const secret of secrets) assert.ok(!cache.includes(secret));
      for (const text of ["staging key", "pnpm", "upload.ts", "Upload", "README", root])
        assert.ok(!cache.includes(text), text);
    }
  }));

test("the older session JSON is read in full, and no cache is kept", async () => {
  const root = mkdtempSync(join(tmpdir(), "handoff-gcache-doc-"));
  try {
    const path = join(root, "session-2025-05-01T10-00-x.json");
    const message = (id: string, text: string) => ({ id, type: "user", content: text });
    const document = { sessionId: "x", projectHash: "p", messages: [message("u1", "List ✓")] };
    writeFileSync(path, JSON.stringify(document, null, 2));
    const first = await cached(root, path);
    assert.equal(first.json, await fresh(root, path));
    assert.ok(first.json.includes("List ✓"));
    document.messages.push(message("u2", "Now count them"));
    writeFileSync(path, JSON.stringify(document, null, 2));
    const second = await cached(root, path);
    assert.deepEqual(second.warnings, []);
    assert.equal(second.json, await fresh(root, path));
    assert.ok(second.json.includes("Now count them"));
    assert.equal(existsSync(join(root, CACHE)), false);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});
