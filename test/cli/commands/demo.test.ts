import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { test } from "node:test";
import { findExecutable } from "../../../src/platform/find-executable.js";
import { shippedBinPath, removeDir } from "../../helpers/temp-repo.js";

/** A PATH with this node and git on it, and no `handoff` (unless one sits beside them). */
function nodeAndGit(): string {
  const git = findExecutable("git", process.env["PATH"]);
  assert.ok(git, "git is not on PATH");
  return `${dirname(process.execPath)}:${dirname(git)}`;
}

/** `handoff demo` as a user runs it, then the `Try:` line it printed, run by a shell as shown. */
function demoThenTry(env: NodeJS.ProcessEnv): {
  tryLine: string;
  status: number | null;
  out: string;
} {
  const demo = spawnSync(process.execPath, [shippedBinPath(), "demo"], { encoding: "utf8", env });
  assert.equal(demo.status, 0, demo.stderr);
  const tryLine = /^Try: (.*)$/m.exec(demo.stderr)?.[1];
  assert.ok(tryLine, demo.stderr);
  const repo = /^Example workbench: (.*)$/m.exec(demo.stderr)?.[1];
  try {
    const run = spawnSync("/bin/sh", ["-c", tryLine], { encoding: "utf8", env, cwd: tmpdir() });
    return { tryLine, status: run.status, out: run.stdout + run.stderr };
  } finally {
    if (repo) removeDir(repo);
  }
}

test("demo's Try line is a command that works as shown: node and the script without handoff on PATH", () => {
  const { tryLine, status, out } = demoThenTry({ ...process.env, PATH: nodeAndGit() });
  assert.match(tryLine, /^node \S*handoff\.cjs resume --root \S+$/);
  assert.equal(status, 0, out);
  assert.match(out, /FRESH: all \d+ claims VERIFIED/);
});

test("demo's Try line says plain `handoff` when that name on PATH is this installation", () => {
  const bin = mkdtempSync(join(tmpdir(), "handoff-demo-bin-"));
  try {
    symlinkSync(shippedBinPath(), join(bin, "handoff"));
    const { tryLine, status, out } = demoThenTry({
      ...process.env,
      PATH: `${bin}:${nodeAndGit()}`,
    });
    assert.match(tryLine, /^handoff resume --root \S+$/);
    assert.equal(status, 0, out);
  } finally {
    rmSync(bin, { recursive: true, force: true });
  }
});
