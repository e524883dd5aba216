/**
 * Issue 19's "done when" for transcripts, through the real write pipeline in a temp git repo:
 * a write on part of a Claude Code session, then a write after the rest is appended (resumed
 * from the scan cache), gives handoff.json byte for byte as the full-scan write does, wherever
 * the split falls (inside a line, inside a multi-byte character, between a tool use and its
 * result). Neither the packet nor the cache holds a secret planted in the session.
 */
import assert from "node:assert/strict";
import { appendFileSync, cpSync, existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { test } from "node:test";
import fc from "fast-check";
import { RefusedError } from "../../../src/errors.js";
import { writeHandoff } from "../../../src/pipeline/write-handoff.js";
import { makeGrowingSession } from "../../helpers/claude-growing-session.js";
import { git, makeRepo, removeDir, writeRepoFile } from "../../helpers/temp-repo.js";

test("a refused write leaves no transcript scan cache", async () => {
  const repo = makeRepo("handoff-tcache-refused-");
  writeRepoFile(repo, "src/client.ts", "export const retries = 1;\n");
  git(repo, "add", "-A");
  git(repo, "commit", "-q", "-m", "client");
  // Unfinished work in the tree: the write refuses (exit 3) after the transcript was read.
  writeRepoFile(repo, "src/client.ts", "export const retries = 3;\n");
  const session = await makeGrowingSession(repo);
  try {
    writeFileSync(session.path, session.bytes);
    await assert.rejects(
      writeHandoff({
        cwd: repo,
        root: repo,
        transcript: session.path,
        agent: "claude",
        next: "Finish the upload retries",
      }),
      RefusedError,
    );
    assert.equal(existsSync(join(repo, ".handoff", "cache", "transcript-scan.json")), false);
  } finally {
    await session.cleanup();
    removeDir(repo);
  }
});

test("a resumed write equals the full-scan write byte for byte, over random splits", async () => {
  const repo = makeRepo("handoff-tcache-write-");
  writeRepoFile(repo, "src/client.ts", "export const retries = 1;\n");
  git(repo, "add", "-A");
  git(repo, "commit", "-q", "-m", "client");
  const session = await makeGrowingSession(repo);
  const handoff = join(repo, ".handoff");
  const backup = `${repo}-handoff-backup`;
  const cache = join(handoff, "cache", "transcript-scan.json");
  const warnings: string[] = [];
  const write = async () => {
    const result = await writeHandoff({
      cwd: repo,
      root: repo,
      transcript: session.path,
      agent: "claude",
      next: "Finish the upload retries",
      onWarning: (message) => warnings.push(message),
    });
    return readFileSync(result.json, "utf8");
  };
  try {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: session.bytes.length - 1 }), async (split) => {
        rmSync(handoff, { recursive: true, force: true });
        writeFileSync(session.path, session.bytes.subarray(0, split));
        await write();
        appendFileSync(session.path, session.bytes.subarray(split));
        rmSync(backup, { recursive: true, force: true });
        cpSync(handoff, backup, { recursive: true });
        const resumed = await write();
        const saved = readFileSync(cache, "utf8");
        // The same write from the same registry, the cache gone: a full scan.
        rmSync(handoff, { recursive: true, force: true });
        cpSync(backup, handoff, { recursive: true });
        rmSync(cache);
        const full = await write();
        assert.equal(resumed, full);
        assert.deepEqual(warnings, []);
        for (const secret of session.secrets) {
          assert.ok(!saved.includes(secret), "a secret in the cache");
          assert.ok(!full.includes(secret), "a secret in the packet");
        }
      }),
      { numRuns: 15, verbose: 1 },
    );
  } finally {
    await session.cleanup();
    removeDir(backup);
    removeDir(repo);
  }
});
