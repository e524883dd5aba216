/**
 * Issue 19's "done when" for Codex CLI rollouts, through the real write pipeline in a temp git
 * repo: a write on part of a rollout, then a write after the rest is appended (resumed from the
 * scan cache), gives handoff.json byte for byte as the full-scan write does, wherever the split
 * falls (inside a line, inside a multi-byte character, between a call and its output, while an
 * `exec_command` runs); after a truncation, a same-size rewrite, a new inode or a corrupt cache
 * too. Neither the packet nor the cache holds a secret planted in the rollout.
 */
import assert from "node:assert/strict";
import {
  appendFileSync,
  readFileSync,
  renameSync,
  rmSync,
  truncateSync,
  writeFileSync,
} from "node:fs";
import { join } from "node:path";
import { test } from "node:test";
import { type GrowingRollout, makeGrowingRollout } from "../../helpers/codex-growing-session.js";
import {
  againAndFull,
  assertRefusedWriteLeavesNoCache,
  assertResumedWriteEqualsFull,
  withWriteRepo,
} from "../../helpers/resume-write.js";
import { propertyRuns } from "../../helpers/property-runs.js";

const withRepo = (
  fn: (
    repo: string,
    rollout: GrowingRollout,
    write: () => Promise<string>,
    warnings: string[],
  ) => Promise<void>,
) => withWriteRepo("codex", makeGrowingRollout, fn);

test("a refused write leaves no transcript scan cache", () =>
  withRepo(assertRefusedWriteLeavesNoCache));

test("a resumed write equals the full-scan write byte for byte, over random splits", () =>
  withRepo((repo, rollout, write, warnings) =>
    assertResumedWriteEqualsFull(repo, rollout, write, warnings, {
      // The first line (session_meta, ~10 KB) makes a rollout of it: the first write needs one.
      first: rollout.bytes.indexOf(0x0a) + 1,
      texts: ["staging key", "pnpm", "upload.ts", "Retry on 503"],
      numRuns: propertyRuns(15),
    }),
  ));

test("truncation, a same-size rewrite, a new inode, a corrupt cache: the full-scan packet", () =>
  withRepo(async (repo, rollout, write) => {
    const { path, bytes } = rollout;
    const split = bytes.indexOf("call_G5") - 150;
    const cache = join(repo, ".handoff", "cache", "transcript-scan.json");
    const changes: [string, () => void][] = [
      ["truncated", () => truncateSync(path, split - 700)],
      [
        "rewritten at the same size",
        () => {
          const text = Buffer.from(readFileSync(path));
          text.write("2025", text.lastIndexOf("2026-11-30T", split - 10));
          writeFileSync(path, text);
        },
      ],
      [
        "another file",
        () => {
          writeFileSync(`${path}.new`, readFileSync(path));
          renameSync(`${path}.new`, path);
        },
      ],
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
