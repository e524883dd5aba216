/**
 * The reads the transcript scan-cache tests compare, for any agent: with the cache on (its
 * warnings kept), without it, a session grown across a write, and the append-then-read property.
 */
import assert from "node:assert/strict";
import {
  appendFileSync,
  existsSync,
  readFileSync,
  renameSync,
  rmSync,
  truncateSync,
  writeFileSync,
} from "node:fs";
import { join } from "node:path";
import fc from "fast-check";
import { ingestTranscript } from "../../src/collect/transcripts/index.js";
import { TRANSCRIPT_CACHE_VERSION } from "../../src/collect/transcripts/transcript-cache-types.js";
import type { AgentKind } from "../../src/model/snapshot/types.js";

/** Where the transcript scan cache lives under a root. */
export const TRANSCRIPT_CACHE = join(".handoff", "cache", "transcript-scan.json");

/** A transcript's bytes at a path, the file a test grows. */
export interface GrowingFile {
  path: string;
  bytes: Buffer;
}

/**
 * The summary as JSON; with `errors`, the error a read gave, as text (a prefix cut inside the
 * first line is no transcript yet: the same error with the cache and without).
 */
async function summaryOf(read: Promise<unknown>, errors: boolean): Promise<string> {
  if (!errors) return JSON.stringify(await read);
  try {
    return JSON.stringify(await read);
  } catch (error) {
    return `error: ${(error as Error).message}`;
  }
}

/** The reads of one agent's transcripts, with and without the cache. */
export function transcriptReads(agent: AgentKind, { errors = false } = {}) {
  /** A read with the cache on: the summary as JSON, and the warnings it gave. */
  const cached = async (root: string, path: string, k = 3) => {
    const warnings: string[] = [];
    const cache = { warn: (message: string) => warnings.push(message) };
    const json = await summaryOf(ingestTranscript(path, { agent, k, root, cache }), errors);
    return { json, warnings };
  };
  /** A full scan, without the cache. */
  const fresh = (root: string, path: string, k = 3): Promise<string> =>
    summaryOf(ingestTranscript(path, { agent, k, root }), errors);
  /** Write the first `split` bytes, read with the cache, then write the rest. */
  const grown = async (root: string, file: GrowingFile, split: number): Promise<void> => {
    writeFileSync(file.path, file.bytes.subarray(0, split));
    await cached(root, file.path);
    appendFileSync(file.path, file.bytes.subarray(split));
  };
  /** Appended in random pieces, each read with the cache equals a full scan, with no warning. */
  const assertAppendEqualsFull = (root: string, file: GrowingFile, numRuns: number) =>
    fc.assert(
      fc.asyncProperty(
        fc.array(fc.integer({ min: 1, max: file.bytes.length - 1 }), {
          minLength: 1,
          maxLength: 3,
        }),
        fc.integer({ min: 1, max: 6 }),
        async (cuts, k) => {
          rmSync(join(root, TRANSCRIPT_CACHE), { force: true });
          writeFileSync(file.path, "");
          let done = 0;
          for (const split of [...new Set(cuts)].sort((a, b) => a - b).concat(file.bytes.length)) {
            appendFileSync(file.path, file.bytes.subarray(done, split));
            done = split;
            const { json, warnings } = await cached(root, file.path, k);
            assert.deepEqual(warnings, []);
            assert.equal(json, await fresh(root, file.path, k));
          }
          assert.ok(existsSync(join(root, TRANSCRIPT_CACHE)));
        },
      ),
      { numRuns },
    );
  /**
   * Truncation below the resume point, a same-size rewrite just before it, another file (new
   * inode) at the path: each read with the cache equals a full scan.
   */
  const assertFallbacks = async (root: string, file: GrowingFile): Promise<void> => {
    const { path, bytes } = file;
    const split = bytes.length - 3000;
    await grown(root, file, split);
    truncateSync(path, split - 500);
    assert.equal((await cached(root, path)).json, await fresh(root, path));
    // Rewritten at the same size: a byte changed just before the resume point.
    await grown(root, file, split);
    const text = Buffer.from(readFileSync(path));
    const at = text.lastIndexOf("2026-11-30T", split - 10);
    text.write("2025", at);
    writeFileSync(path, text);
    assert.equal((await cached(root, path)).json, await fresh(root, path));
    // Replaced: another file (new inode) with the same bytes and then some.
    await grown(root, file, split);
    writeFileSync(`${path}.new`, Buffer.concat([bytes.subarray(0, 4000), bytes.subarray(split)]));
    renameSync(`${path}.new`, path);
    assert.equal((await cached(root, path)).json, await fresh(root, path));
  };
  /**
   * A deleted cache changes nothing and says nothing; a corrupt one (not JSON, the current
   * version in another shape, an array) changes nothing and is said once.
   */
  const assertCorruptIgnored = async (root: string, file: GrowingFile): Promise<void> => {
    const { path, bytes } = file;
    await grown(root, file, bytes.length - 1000);
    rmSync(join(root, TRANSCRIPT_CACHE));
    const deleted = await cached(root, path);
    assert.deepEqual(deleted.warnings, []);
    assert.equal(deleted.json, await fresh(root, path));
    // An older version is dropped silently; the current one in another shape is not.
    const wrongShape = JSON.stringify({ version: TRANSCRIPT_CACHE_VERSION, key: {} });
    for (const junk of ["{not json", wrongShape, "[]"]) {
      writeFileSync(join(root, TRANSCRIPT_CACHE), junk);
      const corrupt = await cached(root, path);
      assert.equal(corrupt.json, await fresh(root, path));
      assert.equal(corrupt.warnings.length, 1);
      assert.match(corrupt.warnings[0] as string, /transcript scan cache .* unreadable: ignored/);
    }
  };
  /**
   * A cache saved after the first `split` bytes, then changed by `move` so that a saved source
   * no longer reads back: a full scan, said once.
   */
  const assertMovedSourceFallsBack = async <T>(
    root: string,
    file: GrowingFile,
    split: number,
    move: (saved: T) => void,
  ): Promise<void> => {
    await grown(root, file, split);
    const saved = JSON.parse(readFileSync(join(root, TRANSCRIPT_CACHE), "utf8")) as T;
    move(saved);
    writeFileSync(join(root, TRANSCRIPT_CACHE), JSON.stringify(saved));
    const moved = await cached(root, file.path);
    assert.equal(moved.json, await fresh(root, file.path));
    assert.equal(moved.warnings.length, 1);
  };
  /**
   * Grown across a write at every line boundary from byte `from` on: the cache is saved at each
   * (no state left untracked), and the resumed read equals a full scan, with no warning.
   */
  const assertEveryBoundary = async (root: string, file: GrowingFile, from: number) => {
    const { bytes, path } = file;
    for (let at = bytes.indexOf(0x0a, from); at !== -1; at = bytes.indexOf(0x0a, at + 1)) {
      rmSync(join(root, TRANSCRIPT_CACHE), { force: true });
      await grown(root, file, at + 1);
      assert.ok(existsSync(join(root, TRANSCRIPT_CACHE)), `no cache after byte ${at}`);
      const { json, warnings } = await cached(root, path);
      assert.deepEqual(warnings, []);
      assert.equal(json, await fresh(root, path), `split after byte ${at}`);
    }
  };
  /**
   * A resumed read starts at the saved point: the line at `lineAt` (past the first 4 KiB, more
   * than 4 KiB before the resume point, 200 bytes before the end) broken after the write, same
   * length, is skipped by a full scan and not by the resumed one, which read it before.
   */
  const assertResumesAtSavedPoint = async (root: string, file: GrowingFile, lineAt: number) => {
    const { path, bytes } = file;
    const split = bytes.length - 200;
    assert.ok(lineAt > 4096 && lineAt < split - 4096, `line at ${lineAt}, split at ${split}`);
    await grown(root, file, split);
    const text = Buffer.from(readFileSync(path));
    text.write("[", lineAt);
    writeFileSync(path, text);
    const resumed = await cached(root, path);
    const full = await fresh(root, path);
    assert.notEqual(resumed.json, full);
    assert.equal(JSON.parse(resumed.json).skipped, 0);
    assert.equal(JSON.parse(full).skipped, 1);
  };
  /**
   * A write cut inside a multi-byte UTF-8 character (after its first byte), at each of the first
   * `most` such characters: the resumed read equals a full scan, with no warning.
   */
  const assertSplitsInsideCharacters = async (root: string, file: GrowingFile, most = 20) => {
    const { bytes, path } = file;
    let tried = 0;
    for (let at = 0; at < bytes.length && tried < most; at++) {
      if (((bytes[at] as number) & 0xc0) !== 0xc0) continue; // not a character's lead byte
      tried++;
      rmSync(join(root, TRANSCRIPT_CACHE), { force: true });
      await grown(root, file, at + 1);
      const { json, warnings } = await cached(root, path);
      assert.deepEqual(warnings, []);
      assert.equal(json, await fresh(root, path), `split inside the character at byte ${at}`);
    }
    assert.ok(tried > 0, "no multi-byte character to split");
  };
  return {
    cached,
    fresh,
    grown,
    assertSplitsInsideCharacters,
    assertEveryBoundary,
    assertResumesAtSavedPoint,
    assertAppendEqualsFull,
    assertFallbacks,
    assertCorruptIgnored,
    assertMovedSourceFallsBack,
  };
}
