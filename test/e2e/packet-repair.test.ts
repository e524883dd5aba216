/**
 * A packet dir with `handoff.json` but no (or a damaged) `handoff.md` — a crash between files,
 * or a user who deleted it — is repaired by the next write that finds the packet unchanged
 * (issue 18, item 14): the render comes back byte for byte and `show --md` works again.
 */
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { test } from "node:test";
import { cliPath, makeExampleRepo, removeDir } from "../helpers/temp-repo.js";

function runBin(
  args: string[],
  cwd: string,
): { code: number | null; stdout: string; stderr: string } {
  const run = spawnSync(process.execPath, [cliPath(), ...args], { cwd, encoding: "utf8" });
  return { code: run.status, stdout: run.stdout, stderr: run.stderr };
}

function onlyPacketDir(repo: string): string {
  const ids = readdirSync(join(repo, ".handoff", "packets"));
  assert.equal(ids.length, 1, ids.join(", "));
  return join(repo, ".handoff", "packets", String(ids[0]));
}

test("an unchanged write re-renders a deleted handoff.md and history.md", () => {
  const repo = makeExampleRepo();
  try {
    assert.equal(runBin(["write"], repo).code, 0);
    const dir = onlyPacketDir(repo);
    const md = readFileSync(join(dir, "handoff.md"), "utf8");
    const history = readFileSync(join(dir, "history.md"), "utf8");
    rmSync(join(dir, "handoff.md"));
    rmSync(join(dir, "history.md"));
    assert.notEqual(runBin(["show", "--md"], repo).code, 0, "show fails while handoff.md is gone");

    const again = runBin(["write", "--json"], repo);
    assert.equal(again.code, 0, again.stderr);
    assert.equal(JSON.parse(again.stdout).status, "unchanged");
    assert.equal(readFileSync(join(dir, "handoff.md"), "utf8"), md);
    assert.equal(readFileSync(join(dir, "history.md"), "utf8"), history);
    const show = runBin(["show", "--md"], repo);
    assert.equal(show.code, 0, show.stderr);
    assert.equal(show.stdout.trimEnd(), md.trimEnd());
  } finally {
    removeDir(repo);
  }
});

test("an unchanged write repairs a truncated handoff.md", () => {
  const repo = makeExampleRepo();
  try {
    assert.equal(runBin(["write"], repo).code, 0);
    const dir = onlyPacketDir(repo);
    const md = readFileSync(join(dir, "handoff.md"), "utf8");
    writeFileSync(join(dir, "handoff.md"), md.slice(0, 40));
    const again = runBin(["write", "--json"], repo);
    assert.equal(again.code, 0, again.stderr);
    assert.equal(JSON.parse(again.stdout).status, "unchanged");
    assert.equal(readFileSync(join(dir, "handoff.md"), "utf8"), md);
  } finally {
    removeDir(repo);
  }
});
