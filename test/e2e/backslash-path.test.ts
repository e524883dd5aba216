/**
 * A backslash is an ordinary character of a file name on POSIX (issue 18, item 14): a file named
 * `back\slash.ts` is listed under its real name in the packet, and `resume` verifies it there
 * instead of calling it reverted and reporting a "new" dirty file.
 */
import assert from "node:assert/strict";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { test } from "node:test";
import { type CliRun, runCli } from "../helpers/run-cli.js";
import { git, makeRepo, removeDir, writeRepoFile } from "../helpers/temp-repo.js";

/** The CLI in-process: these cases prove what a write or resume decides, not the process. */
function runBin(args: string[], cwd: string): Promise<CliRun> {
  return runCli(args, { cwd });
}

test("a file name holding a backslash keeps it in the packet and resume finds the file", {
  skip: process.platform === "win32" ? "a backslash is a separator on Windows" : false,
}, async () => {
  const repo = makeRepo("handoff-backslash-");
  try {
    writeRepoFile(repo, "a.ts", "export const a = 1;\n");
    git(repo, "add", "-A");
    git(repo, "commit", "-q", "-m", "init");
    writeRepoFile(repo, "back\\slash.ts", "export const b = 1;\n");
    git(repo, "add", "-A");
    git(repo, "commit", "-q", "-m", "add back\\slash.ts");
    writeRepoFile(repo, "back\\slash.ts", "export const b = 2;\n");

    const write = await runBin(["write", "--next", "finish the slash file", "--allow-dirty"], repo);
    assert.equal(write.code, 0, write.stderr);
    const [id] = readdirSync(join(repo, ".handoff", "packets"));
    const packet = JSON.parse(
      readFileSync(join(repo, ".handoff", "packets", String(id), "handoff.json"), "utf8"),
    );
    const text = JSON.stringify(packet);
    assert.ok(text.includes(JSON.stringify("back\\slash.ts")), "the real name is in the packet");
    assert.ok(!text.includes("back/slash.ts"), "no made-up path back/slash.ts in the packet");
    const md = readFileSync(join(repo, ".handoff", "packets", String(id), "handoff.md"), "utf8");
    assert.ok(!md.includes("back/slash.ts"), "no made-up path in handoff.md");

    const resume = await runBin(["resume"], repo);
    assert.equal(resume.code, 0, `resume should be fresh:\n${resume.stdout}${resume.stderr}`);
    assert.match(resume.stdout, /FRESH/);
    assert.doesNotMatch(resume.stdout, /DRIFTED|back\/slash/);
  } finally {
    removeDir(repo);
  }
});
