/**
 * A git call started early (`startGitEarly`) is what the later `runGit` of the same call in the
 * same folder gets, once; and one never taken does not keep the process alive.
 */
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { chmodSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { test } from "node:test";
import { runGit, startGitEarly } from "../../src/platform/run-git.js";
import { makeRepo, removeDir, writeRepoFile } from "../helpers/temp-repo.js";

const STATUS = ["status", "--porcelain=v2", "-z", "--untracked-files=all"];

test("runGit takes the call started early, once; the next runs afresh", async () => {
  const repo = makeRepo();
  try {
    startGitEarly(repo, STATUS);
    // Let the early status finish before the work tree changes: the call that takes it sees
    // the tree as it was when it started.
    await new Promise((resolve) => setTimeout(resolve, 500));
    writeRepoFile(repo, "late.txt", "written after the early status\n");
    const taken = await runGit(repo, STATUS);
    assert.equal(taken.exitCode, 0);
    assert.ok(!taken.stdout.includes("late.txt"), "the early result, from before the file");
    const fresh = await runGit(repo, STATUS);
    assert.ok(fresh.stdout.includes("late.txt"), "taken once: the next call runs git again");
    // Another folder or other arguments never take it.
    startGitEarly(repo, STATUS);
    const other = await runGit(repo, [...STATUS, "--branch"]);
    assert.ok(other.stdout.includes("# branch.oid"));
  } finally {
    removeDir(repo);
  }
});

test("an early call nobody takes does not hold the process open", () => {
  const dir = mkdtempSync(join(tmpdir(), "handoff-early-git-"));
  try {
    // A git that takes 20 s: the process must end long before it does.
    const fakeGit = join(dir, "git");
    writeFileSync(fakeGit, "#!/bin/sh\nsleep 20\n");
    chmodSync(fakeGit, 0o755);
    const module = pathToFileURL(join(import.meta.dirname, "../../src/platform/run-git.js")).href;
    const script = `import { startGitEarly } from ${JSON.stringify(module)};\nstartGitEarly(${JSON.stringify(dir)}, ["status"]);\n`;
    const started = Date.now();
    const result = spawnSync(process.execPath, ["--input-type=module", "-e", script], {
      env: { ...process.env, PATH: `${dir}:${process.env.PATH ?? ""}` },
      timeout: 15_000,
    });
    assert.equal(result.status, 0, String(result.stderr));
    assert.ok(Date.now() - started < 10_000, "the process ended without waiting for git");
  } finally {
    removeDir(dir);
  }
});
