/**
 * The resumable Codex CLI rollout scan (issue 19): a read after an append reads only the
 * appended bytes and gives the summary a full scan gives, wherever the split falls (inside a
 * line, inside a multi-byte character, between a call and its output, while an `exec_command`
 * is still running); truncation, a same-size rewrite, another file at the path, a deleted or
 * corrupt cache, a saved line that no longer reads back mean a full scan. The cache holds no
 * text of the rollout.
 */
import assert from "node:assert/strict";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "node:test";
import { TRANSCRIPT_CACHE, transcriptReads } from "../../helpers/transcript-cache-reads.js";
import { type GrowingRollout, makeGrowingRollout } from "../../helpers/codex-growing-session.js";

const CACHE = TRANSCRIPT_CACHE;
const {
  cached,
  fresh,
  assertSplitsInsideCharacters,
  grown,
  assertEveryBoundary,
  assertResumesAtSavedPoint,
  assertAppendEqualsFull,
  assertFallbacks,
  assertCorruptIgnored,
  assertMovedSourceFallsBack,
} = transcriptReads("codex", { errors: true });

async function withRollout(fn: (root: string, r: GrowingRollout) => Promise<void>): Promise<void> {
  const root = mkdtempSync(join(tmpdir(), "handoff-ccache-"));
  const rollout = await makeGrowingRollout(root);
  try {
    await fn(root, rollout);
  } finally {
    await rollout.cleanup();
    rmSync(root, { recursive: true, force: true });
  }
}

test("append-then-read equals a full scan, over random append splits", async () => {
  await withRollout(async (root, rollout) => {
    const { bytes, path } = rollout;
    // The summary says what the rollout's end holds: the plan, the commands, the report.
    writeFileSync(path, bytes);
    const whole = await fresh(root, path, 6);
    for (const text of ["Cap the delay at 30 s", "pnpm dev --port 4173", "git push --dry-run"])
      assert.ok(whole.includes(text), text);
    await assertAppendEqualsFull(root, rollout, 15);
  });
});

test("every line boundary of the extra lines: the resumed read equals a full scan", () =>
  withRollout((root, rollout) =>
    assertEveryBoundary(root, rollout, rollout.bytes.indexOf("turn-4")),
  ));

test("a resumed read starts at the saved point: a change far before it goes unseen", () =>
  withRollout((root, rollout) =>
    // A line past the first 4 KiB and more than 4 KiB before the resume point.
    assertResumesAtSavedPoint(
      root,
      rollout,
      rollout.bytes.indexOf('{"timestamp":"2026-11-30T10:01:18.066Z"'),
    ),
  ));

test("a cut inside a multi-byte character: the resumed read equals a full scan", () =>
  withRollout((root, rollout) => assertSplitsInsideCharacters(root, rollout)));

test("truncation, a same-size rewrite, another file at the path: a full scan", () =>
  withRollout((root, rollout) => assertFallbacks(root, rollout)));

test("a deleted or corrupt cache changes nothing; a corrupt one is said once", () =>
  withRollout(async (root, rollout) => {
    await assertCorruptIgnored(root, rollout);
    // Saved sources that do not read back (a user message's line moved, a pending call's line
    // moved): a full scan, said once.
    interface Saved {
      summary: { user_messages: [number[][], number][] };
      parser: { calls: number[][][] };
    }
    const moves: ((saved: Saved) => void)[] = [
      (saved) => {
        const line = saved.summary.user_messages[0]?.[0][0] as number[];
        line[0] = (line[0] as number) + 1;
      },
      (saved) => {
        const line = (saved.parser.calls[0] as number[][])[0] as number[];
        line[0] = (line[0] as number) + 1;
      },
    ];
    const split = rollout.bytes.indexOf("call_G6") - 300;
    for (const move of moves)
      await assertMovedSourceFallsBack<Saved>(root, rollout, split, (saved) => {
        assert.ok(saved.parser.calls.length > 0, "a call pending at the resume point");
        move(saved);
      });
  }));

test("another K, or a Claude Code entry in the cache: a full scan, quietly", () =>
  withRollout(async (root, rollout) => {
    const { path, bytes } = rollout;
    await grown(root, rollout, bytes.length - 1000);
    const other = await cached(root, path, 5);
    assert.deepEqual(other.warnings, []);
    assert.equal(other.json, await fresh(root, path, 5));
    const saved = JSON.parse(readFileSync(join(root, CACHE), "utf8"));
    saved.key.agent = "claude";
    saved.parser = {
      seen: [],
      boundaries: [],
      pending: { by_id: [], by_line: [] },
      span: null,
      cwd: null,
    };
    writeFileSync(join(root, CACHE), JSON.stringify(saved));
    const claude = await cached(root, path, 5);
    assert.deepEqual(claude.warnings, []);
    assert.equal(claude.json, await fresh(root, path, 5));
  }));

test("the cache holds none of the rollout's secrets, nor its texts", () =>
  withRollout(async (root, rollout) => {
    const { path, bytes, secrets } = rollout;
    for (const split of [bytes.indexOf("call_G5") - 200, bytes.length - 2500, bytes.length]) {
      writeFileSync(path, bytes.subarray(0, split));
      await cached(root, path);
      const cache = readFileSync(join(root, CACHE), "utf8");
      for (const secret of secrets) assert.ok(!cache.includes(secret));
      for (const text of ["staging key", "pnpm", "upload.ts", "retries", root])
        assert.ok(!cache.includes(text), text);
    }
  }));

test("a rollout in the old single-document format is read in full, and no cache is kept", async () => {
  const root = mkdtempSync(join(tmpdir(), "handoff-ccache-doc-"));
  try {
    const path = join(root, "rollout-2025-05-01-x.json");
    const item = (text: string) => ({
      type: "message",
      role: "user",
      content: [{ type: "input_text", text }],
    });
    const document = { session: { id: "x", cwd: root }, items: [item("List the files ✓")] };
    writeFileSync(path, JSON.stringify(document, null, 2));
    const first = await cached(root, path);
    assert.equal(first.json, await fresh(root, path));
    assert.ok(first.json.includes("List the files ✓"));
    document.items.push(item("Now count them"));
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
