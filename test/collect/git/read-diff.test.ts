/**
 * The uncommitted diff limited to the paths `git status` lists (issue 19: no second whole-tree
 * scan) against git's own whole-tree diff, on real repos with every kind of change.
 */
import assert from "node:assert/strict";
import { chmodSync, rmSync, symlinkSync, unlinkSync } from "node:fs";
import { join } from "node:path";
import { test } from "node:test";
import { parseStatus } from "../../../src/collect/git/parse-status.js";
import { diffPathsOf, readWorktreeDiff } from "../../../src/collect/git/read-diff.js";
import { runGit } from "../../../src/platform/run-git.js";
import { git, makeRepo, removeDir, writeRepoFile } from "../../helpers/temp-repo.js";

async function limitedAndWhole(dir: string) {
  const status = await runGit(dir, [
    "status",
    "--porcelain=v2",
    "-z",
    "--branch",
    "--untracked-files=all",
  ]);
  const paths = diffPathsOf(parseStatus(status.stdout).changes);
  assert.notEqual(paths, null);
  return { limited: await readWorktreeDiff(dir, paths), whole: await readWorktreeDiff(dir), paths };
}

/** Every kind of change at once, staged, unstaged and both. */
function changeEverything(dir: string): void {
  const lines = (n: number, tag: string) =>
    Array.from({ length: n }, (_, i) => `${tag} line ${i}`).join("\n");
  writeRepoFile(dir, "mod.ts", `${lines(30, "m").replace("m line 7", "console.log(x)")}\n}\n\n`);
  writeRepoFile(dir, "staged-and-not.ts", `${lines(12, "s")}\nstaged\n`);
  git(dir, "add", "staged-and-not.ts");
  writeRepoFile(dir, "staged-and-not.ts", `${lines(12, "s")}\nstaged\nthen unstaged\n`);
  git(dir, "rm", "-q", "deleted-staged.txt");
  unlinkSync(join(dir, "deleted-unstaged.txt"));
  git(dir, "mv", "old name.txt", "new name.txt");
  writeRepoFile(dir, "src/.keep", "");
  git(dir, "mv", "moved-and-edited.ts", "src/moved.ts");
  writeRepoFile(dir, "src/moved.ts", `${lines(40, "r")}\nedited after the move\n`);
  writeRepoFile(dir, "added-staged.ts", "export const added = 1;\n");
  git(dir, "add", "added-staged.ts");
  writeRepoFile(dir, "intent.ts", "intent to add\n");
  git(dir, "add", "-N", "intent.ts");
  chmodSync(join(dir, "run.sh"), 0o755);
  writeRepoFile(dir, "bin.dat", Buffer.from([0, 1, 2, 3, 0, 9]));
  writeRepoFile(dir, "tab\there.txt", "tabbed\nchanged\n");
  writeRepoFile(dir, "*.ts", "a glob-looking name\nchanged\n");
  writeRepoFile(dir, ":(odd)magic.txt", "pathspec magic\nchanged\n");
  writeRepoFile(dir, "日本/ü.md", "# ü\nneu\n");
  unlinkSync(join(dir, "link"));
  symlinkSync("mod.ts", join(dir, "link"));
  writeRepoFile(dir, "untracked.txt", "not in any diff from HEAD\n");
  writeRepoFile(dir, "no-eol.txt", "one\ntwo");
}

function seed(dir: string): void {
  const lines = (n: number, tag: string) =>
    Array.from({ length: n }, (_, i) => `${tag} line ${i}`).join("\n");
  writeRepoFile(dir, "mod.ts", `${lines(30, "m")}\n`);
  writeRepoFile(dir, "staged-and-not.ts", `${lines(12, "s")}\n`);
  writeRepoFile(dir, "deleted-staged.txt", "gone\n");
  writeRepoFile(dir, "deleted-unstaged.txt", "gone too\n");
  writeRepoFile(dir, "old name.txt", "renamed as is\n");
  writeRepoFile(dir, "moved-and-edited.ts", `${lines(40, "r")}\n`);
  writeRepoFile(dir, "run.sh", "echo hi\n");
  writeRepoFile(dir, "bin.dat", Buffer.from([0, 1, 2, 3]));
  writeRepoFile(dir, "tab\there.txt", "tabbed\n");
  writeRepoFile(dir, "*.ts", "a glob-looking name\n");
  writeRepoFile(dir, ":(odd)magic.txt", "pathspec magic\n");
  writeRepoFile(dir, "日本/ü.md", "# ü\n");
  writeRepoFile(dir, "no-eol.txt", "one\n");
  writeRepoFile(dir, "unchanged.ts", "same\n");
  symlinkSync("run.sh", join(dir, "link"));
  git(dir, "add", "-A");
  git(dir, "commit", "-q", "-m", "seed");
}

test("the diff limited to status's paths equals git's whole-tree diff, change kind by change kind", async () => {
  const dir = makeRepo();
  try {
    seed(dir);
    changeEverything(dir);
    const { limited, whole, paths } = await limitedAndWhole(dir);
    assert.deepEqual(limited, whole);
    // It is a real diff, not two empty ones, and the pathspec is literal.
    assert.ok(whole.patch.files.length >= 12, `${whole.patch.files.length} files`);
    assert.ok(whole.patch.lines.some((l) => l.path === "mod.ts" && l.text === "console.log(x)"));
    assert.ok(
      whole.patch.files.some((f) => f.oldPath === "old name.txt" && f.newPath === "new name.txt"),
    );
    assert.ok(paths?.includes("*.ts") && !paths.includes("unchanged.ts"));
    assert.ok(whole.patch.lines.some((l) => l.path === ":(odd)magic.txt"));
    assert.ok(!paths?.includes("untracked.txt"));
  } finally {
    removeDir(dir);
  }
});

test("before the first commit, and with nothing changed, the limited diff still equals git's", async () => {
  const dir = makeRepo();
  try {
    writeRepoFile(dir, "a.ts", "first\n");
    writeRepoFile(dir, "b.ts", "second\n");
    git(dir, "add", "a.ts");
    let { limited, whole } = await limitedAndWhole(dir);
    assert.deepEqual(limited, whole);
    assert.equal(whole.patch.lines.length, 1);
    git(dir, "add", "-A");
    git(dir, "commit", "-q", "-m", "one");
    ({ limited, whole } = await limitedAndWhole(dir));
    assert.deepEqual(limited, whole);
    assert.equal(whole.patch.files.length, 0);
    rmSync(join(dir, "a.ts"));
    ({ limited, whole } = await limitedAndWhole(dir));
    assert.deepEqual(limited, whole);
    assert.equal(whole.patch.files.length, 1);
  } finally {
    removeDir(dir);
  }
});
