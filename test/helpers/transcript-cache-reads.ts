/**
 * The reads the transcript scan-cache tests compare, for any agent: with the cache on (its
 * warnings kept), without it, a session grown across a write, and the append-then-read property.
 */
import assert from "node:assert/strict";
import { appendFileSync, existsSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import fc from "fast-check";
import { ingestTranscript } from "../../src/collect/transcripts/index.js";
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
  return { cached, fresh, grown, assertAppendEqualsFull };
}
