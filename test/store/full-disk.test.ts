/**
 * A write refused for a full disk writes nothing (issue 29 item 15): no empty or half-written
 * `packets/<id>/` folder is left behind. The disk is a real small tmpfs, filled up (mounting one
 * needs root; elsewhere the test is skipped, saying so).
 */
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { mkdirSync, readdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { test } from "node:test";
import { runCli } from "../helpers/run-cli.js";
import { git, makeRepo, removeDir, writeRepoFile } from "../helpers/temp-repo.js";

function mountTmpfs(dir: string, size: string): boolean {
  try {
    execFileSync("mount", ["-t", "tmpfs", "-o", `size=${size}`, "tmpfs", dir], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
}

/** Fill the file system holding `dir` to the last byte. */
function fill(dir: string): void {
  for (let i = 0; ; i++) {
    try {
      writeFileSync(join(dir, `filler-${i}`), Buffer.alloc(16 * 1024, 1));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOSPC") break;
      throw error;
    }
  }
  for (const size of [1024, 64, 1]) {
    try {
      for (let i = 0; ; i++) writeFileSync(join(dir, `filler-${size}-${i}`), Buffer.alloc(size, 1));
    } catch {
      // Full at this grain.
    }
  }
}

test("a write refused for a full disk leaves no packets/<id>/ folder behind", async (t) => {
  const repo = makeRepo("handoff-full-disk-");
  const handoff = join(repo, ".handoff");
  mkdirSync(handoff);
  if (!mountTmpfs(handoff, "512k")) {
    removeDir(repo);
    t.skip("mounting a tmpfs needs root");
    return;
  }
  try {
    writeRepoFile(repo, "README.md", "# p\n");
    git(repo, "add", "README.md");
    git(repo, "commit", "-q", "-m", "init");
    const first = await runCli(["write", "--next", "first step"], { cwd: repo });
    assert.equal(first.code, 0, first.stderr);
    const before = readdirSync(join(handoff, "packets")).sort();
    const log = readdirSync(handoff).includes("log.jsonl");
    assert.ok(log);
    fill(handoff);
    const refused = await runCli(["write", "--next", `second step ${"x".repeat(500)}`], {
      cwd: repo,
    });
    assert.notEqual(refused.code, 0, refused.stdout);
    assert.match(refused.stderr, /ENOSPC|no space/i);
    const left = readdirSync(join(handoff, "packets")).filter((n) => !before.includes(n));
    const inside = left.map((n) => readdirSync(join(handoff, "packets", n)));
    assert.deepEqual(
      left,
      [],
      `a packet folder was left: ${JSON.stringify(inside)} ${refused.stderr}`,
    );
    const list = await runCli(["list", "--json"], { cwd: repo });
    assert.equal((JSON.parse(list.stdout) as unknown[]).length, 1);
  } finally {
    // Lazily: a handle the CLI process still holds must not keep the mount (and fail the test).
    execFileSync("umount", ["-l", handoff]);
    removeDir(repo);
  }
});
