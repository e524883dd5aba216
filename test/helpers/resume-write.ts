/**
 * The write-pipeline side of the transcript scan-cache tests, for any agent that appends: a
 * committed temp repo, a growing session re-rooted at it, a write that returns handoff.json,
 * and the comparison of a resumed write with the full-scan one from the same registry.
 */
import assert from "node:assert/strict";
import { appendFileSync, cpSync, existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import fc from "fast-check";
import { RefusedError } from "../../src/errors.js";
import { writeHandoff } from "../../src/pipeline/write-handoff.js";
import type { AgentKind } from "../../src/model/snapshot/types.js";
import { git, makeRepo, removeDir, writeRepoFile } from "./temp-repo.js";
import type { GrowingFile } from "./transcript-cache-reads.js";

/** A session that grows: its bytes, its path, the secrets planted in it. */
export interface GrowingSession extends GrowingFile {
  secrets: string[];
  cleanup: () => Promise<void>;
}

/** A committed repo (src/upload.ts), a session re-rooted at it, and a write of handoff.json. */
export async function withWriteRepo<S extends GrowingSession>(
  agent: AgentKind,
  make: (cwd: string) => Promise<S>,
  fn: (repo: string, session: S, write: () => Promise<string>, warnings: string[]) => Promise<void>,
): Promise<void> {
  const repo = makeRepo(`handoff-${agent}-write-`);
  writeRepoFile(repo, "src/upload.ts", "export const retries = 1;\n");
  git(repo, "add", "-A");
  git(repo, "commit", "-q", "-m", "upload");
  const session = await make(repo);
  const warnings: string[] = [];
  const write = async () => {
    const result = await writeHandoff({
      cwd: repo,
      root: repo,
      transcript: session.path,
      agent,
      next: "Finish the upload retries",
      onWarning: (message) => warnings.push(message),
    });
    return readFileSync(result.json, "utf8");
  };
  try {
    await fn(repo, session, write, warnings);
  } finally {
    await session.cleanup();
    removeDir(`${repo}-handoff-backup`);
    removeDir(repo);
  }
}

/**
 * Write again, and the same write from the same registry with the cache gone (a full scan):
 * both handoff.json, and the cache the first one left.
 */
export async function againAndFull(repo: string, write: () => Promise<string>) {
  const handoff = join(repo, ".handoff");
  const backup = `${repo}-handoff-backup`;
  const cache = join(handoff, "cache", "transcript-scan.json");
  rmSync(backup, { recursive: true, force: true });
  cpSync(handoff, backup, { recursive: true });
  const resumed = await write();
  const saved = existsSync(cache) ? readFileSync(cache, "utf8") : "";
  rmSync(handoff, { recursive: true, force: true });
  cpSync(backup, handoff, { recursive: true });
  rmSync(cache, { force: true });
  const full = await write();
  return { resumed, full, saved };
}

/**
 * A write on the session's first `split` bytes (any split from `first` on), then one after the
 * rest is appended: the resumed write equals the full-scan write byte for byte, with no warning;
 * the cache saved holds none of the session's secrets nor `texts`, the packet no secret.
 */
export async function assertResumedWriteEqualsFull(
  repo: string,
  session: GrowingSession,
  write: () => Promise<string>,
  warnings: string[],
  { first, texts, numRuns }: { first: number; texts: string[]; numRuns: number },
): Promise<void> {
  const { path, bytes, secrets } = session;
  await fc.assert(
    fc.asyncProperty(fc.integer({ min: first, max: bytes.length - 1 }), async (split) => {
      rmSync(join(repo, ".handoff"), { recursive: true, force: true });
      writeFileSync(path, bytes.subarray(0, split));
      await write();
      appendFileSync(path, bytes.subarray(split));
      const { resumed, full, saved } = await againAndFull(repo, write);
      assert.equal(resumed, full);
      assert.deepEqual(warnings, []);
      assert.ok(saved.length > 0, "no cache saved");
      for (const secret of secrets) {
        assert.ok(!saved.includes(secret), "a secret in the cache");
        assert.ok(!full.includes(secret), "a secret in the packet");
      }
      for (const text of texts)
        assert.ok(!saved.includes(text), `session text in the cache: ${text}`);
    }),
    { numRuns },
  );
}

/**
 * Unfinished work in the tree: the write refuses (exit 3) after the session was read, and
 * leaves no transcript scan cache.
 */
export async function assertRefusedWriteLeavesNoCache(
  repo: string,
  session: GrowingSession,
  write: () => Promise<string>,
): Promise<void> {
  writeRepoFile(repo, "src/upload.ts", "export const retries = 3;\n");
  writeFileSync(session.path, session.bytes);
  await assert.rejects(write(), RefusedError);
  assert.equal(existsSync(join(repo, ".handoff", "cache", "transcript-scan.json")), false);
}
