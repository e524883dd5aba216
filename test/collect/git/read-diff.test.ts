/**
 * The uncommitted diff limited to the paths `git status` lists (issue 19: no second whole-tree
 * scan) against git's own whole-tree diff, on real repos with every kind of change.
 */
import assert from "node:assert/strict";
import {
  chmodSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  unlinkSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
import { join } from "node:path";
import { test } from "node:test";
import { classifyAddedLine } from "../../../src/check/debug-prints.js";
import { findPlainHeadEntries, parseStatus } from "../../../src/collect/git/parse-status.js";
import {
  countIndexEntries,
  diffPathsOf,
  keepPaths,
  readWorktreeDiff,
  readWorktreeDiffOf,
  startCachedDiffEarly,
} from "../../../src/collect/git/read-diff.js";
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
  const changes = parseStatus(status.stdout).changes;
  const paths = diffPathsOf(changes);
  assert.notEqual(paths, null);
  const limited = await readWorktreeDiff(dir, paths);
  const whole = await readWorktreeDiff(dir);
  // The large-index route (the whole tree, kept to status's paths) gives the limited diff too,
  // and so does the small-index one.
  assert.deepEqual(keepPaths(whole, paths), limited);
  assert.deepEqual(await readWorktreeDiffOf(dir, Promise.resolve(changes), 0), limited);
  assert.deepEqual(await readWorktreeDiffOf(dir, changes), limited);
  // The large-index route given status's output: through a temp index when every change is
  // plain, else the whole tree after status.
  const text = Promise.resolve(status.stdout);
  assert.deepEqual(await readWorktreeDiffOf(dir, changes, 0, text), limited);
  return { limited, whole, paths, plain: findPlainHeadEntries(status.stdout) };
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

/** Only plain changes: modified (staged, unstaged, both), deleted from the work tree only. */
function changePlainly(dir: string): void {
  const lines = (n: number, tag: string) =>
    Array.from({ length: n }, (_, i) => `${tag} line ${i}`).join("\n");
  writeRepoFile(dir, "mod.ts", `${lines(30, "m").replace("m line 7", "console.log(x)")}\n}\n\n`);
  writeRepoFile(dir, "staged-and-not.ts", `${lines(12, "s")}\nstaged\n`);
  git(dir, "add", "staged-and-not.ts");
  writeRepoFile(dir, "staged-and-not.ts", `${lines(12, "s")}\nstaged\nthen unstaged\n`);
  writeRepoFile(dir, "moved-and-edited.ts", `${lines(40, "r")}\nedited in place\n`);
  git(dir, "add", "moved-and-edited.ts");
  unlinkSync(join(dir, "deleted-unstaged.txt"));
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
  utimesSync(join(dir, "unchanged.ts"), new Date(2001, 1, 1), new Date(2001, 1, 1));
}

test("plain changes read through a temp index of their HEAD entries equal git's whole-tree diff, and leave the repo's index alone", async () => {
  const dir = makeRepo();
  try {
    seed(dir);
    changePlainly(dir);
    const indexBefore = readFileSync(join(dir, ".git", "index"));
    const { limited, whole, plain } = await limitedAndWhole(dir);
    assert.deepEqual(limited, whole);
    // The temp-index route was taken, on a real diff.
    assert.equal(plain?.length, 12, JSON.stringify(plain));
    assert.ok(whole.patch.lines.some((l) => l.path === "mod.ts" && l.text === "console.log(x)"));
    assert.ok(
      whole.patch.files.some((f) => f.oldPath === "deleted-unstaged.txt" && f.newPath === null),
    );
    assert.deepEqual(readFileSync(join(dir, ".git", "index")), indexBefore);
    assert.deepEqual(
      readdirSync(join(dir, ".git")).filter((n) => n.startsWith("sharedindex")),
      [],
    );
  } finally {
    removeDir(dir);
  }
});

test("with the gate's cache file, the large-index diff is git's in the gate's form every time, started early or not", async () => {
  const dir = makeRepo();
  const cacheFile = join(dir, ".handoff", "cache", "diff-files.json");
  const diffWithCache = async () => {
    const status = await runGit(dir, ["status", "--porcelain=v2", "-z", "--untracked-files=all"]);
    const changes = parseStatus(status.stdout).changes;
    const text = Promise.resolve(status.stdout);
    const got = await readWorktreeDiffOf(dir, changes, 0, text, cacheFile);
    const git = await readWorktreeDiff(dir, diffPathsOf(changes));
    // The gate's form: a plain added line's text is not kept, nor are value changes.
    const lines = git.patch.lines.map((l) =>
      classifyAddedLine(l.path, l.text) === "plain" ? { ...l, text: "" } : l,
    );
    assert.deepEqual(got, { patch: { ...git.patch, lines }, cut: git.cut });
    return got;
  };
  try {
    seed(dir);
    changePlainly(dir);
    await diffWithCache();
    const kept = JSON.parse(readFileSync(cacheFile, "utf8")) as { files: { path: string }[] };
    // Every file was written just now: racy, so none is kept yet, but the one deleted.
    assert.deepEqual(
      kept.files.map((f) => f.path),
      ["deleted-unstaged.txt"],
    );
    writeRepoFile(dir, "mod.ts", "console.log(again)\n");
    const again = await diffWithCache();
    assert.ok(
      again.patch.lines.some((l) => l.path === "mod.ts" && l.text === "console.log(again)"),
    );
    writeRepoFile(dir, "unchanged.ts", "changed at last\n");
    const renewed = await diffWithCache();
    assert.ok(renewed.patch.lines.some((l) => l.path === "unchanged.ts"));
    // Started early, before status (as the Stop hook does), and taken by the collection.
    writeRepoFile(dir, "mod.ts", "console.log(early)\n");
    startCachedDiffEarly(dir, cacheFile, 0);
    const early = await diffWithCache();
    assert.ok(early.patch.lines.some((l) => l.text === "console.log(early)"));
    // A torn or foreign file is no cache at all.
    for (const junk of ['{"version": 1, "files": [', '{"a": 1}', "[1, 2]"]) {
      writeFileSync(cacheFile, junk);
      await diffWithCache();
    }
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

test("with a tracked .handoff/ file and a file touched but not changed, both routes still agree", async () => {
  const dir = makeRepo();
  try {
    seed(dir);
    changeEverything(dir);
    // Tracked under .handoff/ (left out of every list) and a file whose stat changed but whose
    // bytes did not (status says nothing of it).
    writeRepoFile(dir, ".handoff/tracked.txt", "one\n");
    git(dir, "add", "-f", ".handoff/tracked.txt");
    git(dir, "commit", "-q", "-m", "tracked handoff file");
    writeRepoFile(dir, ".handoff/tracked.txt", "one\ntwo\n");
    utimesSync(join(dir, "unchanged.ts"), new Date(2001, 1, 1), new Date(2001, 1, 1));
    const { limited, paths } = await limitedAndWhole(dir);
    assert.ok(!paths?.includes(".handoff/tracked.txt") && !paths?.includes("unchanged.ts"));
    assert.ok(limited.patch.files.every((f) => f.newPath !== ".handoff/tracked.txt"));
  } finally {
    removeDir(dir);
  }
});

test("the index's entry count comes from its header, in a repo and in a linked worktree", () => {
  const dir = makeRepo();
  const linked = `${dir}-linked`;
  try {
    assert.equal(countIndexEntries(dir), null); // no index before the first add
    seed(dir);
    const tracked = git(dir, "ls-files").trim().split("\n").length;
    assert.equal(countIndexEntries(dir), tracked);
    git(dir, "worktree", "add", "-q", linked);
    writeRepoFile(linked, "only-here.ts", "x\n");
    git(linked, "add", "only-here.ts");
    assert.equal(countIndexEntries(linked), tracked + 1);
    assert.equal(countIndexEntries(dir), tracked);
    assert.equal(countIndexEntries(join(dir, "no-such-dir")), null);
  } finally {
    removeDir(linked);
    removeDir(dir);
  }
});

test("keepPaths keeps the files and added lines of the paths, either side of a rename, and a cut only on a kept last file", () => {
  const file = (oldPath: string | null, newPath: string | null) => ({
    oldPath,
    newPath,
    added: 1,
    deleted: 0,
    binary: false,
    hunks: [],
  });
  const diff = {
    patch: {
      files: [
        file("a.ts", "a.ts"),
        file("old.ts", "new.ts"),
        file("gone.ts", null),
        file("x.ts", "x.ts"),
      ],
      lines: [
        { path: "a.ts", line: 1, text: "a" },
        { path: "new.ts", line: 2, text: "n" },
        { path: "x.ts", line: 3, text: "x" },
      ],
      truncated: true,
    },
    cut: true,
  };
  const kept = keepPaths(diff, ["a.ts", "old.ts", "gone.ts", "new.ts"]);
  assert.deepEqual(
    kept.patch.files.map((f) => f.newPath ?? f.oldPath),
    ["a.ts", "new.ts", "gone.ts"],
  );
  assert.deepEqual(
    kept.patch.lines.map((l) => l.path),
    ["a.ts", "new.ts"],
  );
  assert.equal(kept.patch.truncated, true);
  assert.equal(kept.cut, false, "the cut file (x.ts) was dropped");
  assert.equal(keepPaths(diff, ["x.ts"]).cut, true);
  assert.equal(keepPaths(diff, null), diff);
  assert.deepEqual(keepPaths(diff, []).patch.files, []);
});
