/**
 * The resumable Claude Code scan (issue 19): a write after an append reads only the appended
 * bytes and gives the summary a full scan gives, whatever the split (inside a line, inside a
 * multi-byte character); anything that is not a pure append of the main file (truncation, a
 * rewrite, another file at the path, a grown subagent file), and a deleted or corrupt cache,
 * means a full scan. The cache holds no text of the transcript.
 */
import assert from "node:assert/strict";
import { appendFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "node:test";
import { TRANSCRIPT_CACHE, transcriptReads } from "../../helpers/transcript-cache-reads.js";
import { type GrowingSession, makeGrowingSession } from "../../helpers/claude-growing-session.js";

const CACHE = TRANSCRIPT_CACHE;
const {
  cached,
  fresh,
  assertSplitsInsideCharacters,
  grown,
  assertAppendEqualsFull,
  assertFallbacks,
  assertCorruptIgnored,
  assertMovedSourceFallsBack,
} = transcriptReads("claude");

async function withSession(fn: (root: string, s: GrowingSession) => Promise<void>): Promise<void> {
  const root = mkdtempSync(join(tmpdir(), "handoff-tcache-"));
  const session = await makeGrowingSession(root);
  try {
    await fn(root, session);
  } finally {
    await session.cleanup();
    rmSync(root, { recursive: true, force: true });
  }
}

test("append-then-read equals a full scan, over random append splits", async () => {
  await withSession(async (root, session) => {
    await assertAppendEqualsFull(root, session, 40);
  });
});

test("a resumed read starts at the saved point: a change far before it goes unseen", () =>
  withSession(async (root, session) => {
    const { path, bytes } = session;
    const split = bytes.length - 200;
    await grown(root, session, split);
    // Make a user line (past the first 4 KiB, > 4 KiB before the resume point) a line of no
    // known type, same length: a full scan drops its message, the resumed scan read it before.
    const text = readFileSync(path, "utf8");
    const at = text.indexOf("Now run the tests again.");
    const start = text.lastIndexOf("\n", at) + 1;
    const type = text.indexOf('"type":"user"', start);
    assert.ok(type > 4096 && type < at && Buffer.byteLength(text.slice(0, at)) < split - 4096);
    writeFileSync(path, `${text.slice(0, type)}"type":"usex"${text.slice(type + 13)}`);
    const resumed = await cached(root, path);
    const full = await fresh(root, path);
    assert.notEqual(resumed.json, full);
    assert.ok(resumed.json.includes("Now run the tests again."));
    assert.ok(!full.includes("Now run the tests again."));
  }));

test("a cut inside a multi-byte character: the resumed read equals a full scan", () =>
  withSession((root, session) => assertSplitsInsideCharacters(root, session)));

test("truncation, a same-size rewrite, another file at the path: a full scan", () =>
  withSession((root, session) => assertFallbacks(root, session)));

test("a grown subagent file means a full scan", () =>
  withSession(async (root, session) => {
    const { path, bytes } = session;
    await grown(root, session, bytes.length - 1000);
    const sub = join(path.replace(/\.jsonl$/, ""), "subagents", "agent-a4e1c0d9b2f3.jsonl");
    const lines = readFileSync(sub, "utf8").trimEnd().split("\n");
    const copy = JSON.parse(lines.at(-1) as string) as Record<string, unknown>;
    appendFileSync(
      sub,
      `${JSON.stringify({ ...copy, uuid: "f0000000-0000-4000-8000-000000000001" })}\n`,
    );
    assert.equal((await cached(root, path)).json, await fresh(root, path));
  }));

test("a deleted or corrupt cache changes nothing; a corrupt one is said once", () =>
  withSession(async (root, session) => {
    await assertCorruptIgnored(root, session);
    // A state whose sources do not read back (one moved): a full scan, said once.
    await assertMovedSourceFallsBack<{ summary: { user_messages: number[][] } }>(
      root,
      session,
      session.bytes.length - 1000,
      (saved) => {
        saved.summary.user_messages = saved.summary.user_messages.map((ref) =>
          ref.map((n, i) => (i === 1 ? n + 1 : n)),
        );
      },
    );
  }));

test("the cache holds none of the transcript's secrets, nor its texts", () =>
  withSession(async (root, session) => {
    const { path, bytes, secrets } = session;
    for (const split of [bytes.length - 2500, bytes.length]) {
      writeFileSync(path, bytes.subarray(0, split));
      await cached(root, path);
      const cache = readFileSync(join(root, CACHE), "utf8");
      for (const secret of secrets) assert.ok(!cache.includes(secret));
      for (const text of ["staging key", "npm test", "upload.ts", "retries", root])
        assert.ok(!cache.includes(text), text);
    }
  }));
