/**
 * The Stop gate's per-file diff cache (`cached-diff.ts`, `diff-cache.ts`) on real repos: cold or
 * warm, the answer is git's own diff of every plain change in the gate's form; a file whose
 * stat or HEAD entry changed is diffed again, alone; racy, corrupt or foreign entries are never
 * taken; no text of the work tree is stored but the redacted lines a rule reads.
 */
import assert from "node:assert/strict";
import { readFileSync, rmSync, statSync, utimesSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { test } from "node:test";
import { classifyAddedLine, findDebugLeftovers } from "../../../src/check/debug-prints.js";
import { type DiffOf, startCachedDiff } from "../../../src/collect/git/cached-diff.js";
import {
  type DiffCache,
  diffCacheFile,
  type GateDiff,
} from "../../../src/collect/git/diff-cache.js";
import { findPlainHeadEntries, type HeadEntry } from "../../../src/collect/git/parse-status.js";
import { gateDiffOf, MAX_ADDED_LINES } from "../../../src/collect/git/read-diff.js";
import { runGit } from "../../../src/platform/run-git.js";
import { git, makeRepo, removeDir, writeRepoFile } from "../../helpers/temp-repo.js";

const PAST = new Date("2020-01-02T03:04:05Z");
/** A clock far after every file's mtime: nothing is racy. */
const LATER = () => Date.now() + 60_000;

function seed(dir: string): void {
  const lines = (n: number, tag: string) =>
    Array.from({ length: n }, (_, i) => `${tag} line ${i}`).join("\n");
  writeRepoFile(dir, "mod.ts", `${lines(30, "m")}\n`);
  writeRepoFile(dir, "app.py", `${lines(10, "p")}\n`);
  writeRepoFile(dir, "notes.md", "# notes\n");
  writeRepoFile(dir, "gone.txt", "gone\n");
  writeRepoFile(dir, "bin.dat", Buffer.from([0, 1, 2, 3]));
  writeRepoFile(dir, "no-eol.txt", "one\n");
  writeRepoFile(dir, "deleted.ts", "deleted\n");
  git(dir, "add", "-A");
  git(dir, "commit", "-q", "-m", "seed");
  writeRepoFile(dir, "mod.ts", `${lines(30, "m").replace("m line 7", "console.log(x)")}\n}\n`);
  writeRepoFile(
    dir,
    "app.py",
    `${lines(10, "p")}\n# if ready:\n#     run(x)\n#     y = 2\nprint(z)\nplain()\n`,
  );
  writeRepoFile(dir, "notes.md", "# notes\nconsole.log(not code here)\n");
  writeRepoFile(dir, "bin.dat", Buffer.from([0, 1, 2, 3, 0, 9]));
  writeRepoFile(dir, "no-eol.txt", "one\ntwo");
  git(dir, "rm", "-q", "--cached", "gone.txt");
  git(dir, "add", "gone.txt");
  writeFileSync(join(dir, "gone.txt"), "gone\nback\n");
  rmSync(join(dir, "deleted.ts"));
}

/** Set every file's mtime far in the past (their stats are then not racy at `Date.now()`). */
function age(dir: string, ...paths: string[]): void {
  for (const path of paths) utimesSync(join(dir, path), PAST, PAST);
}

async function plainEntries(dir: string): Promise<HeadEntry[]> {
  const status = await runGit(dir, ["status", "--porcelain=v2", "-z", "--untracked-files=all"]);
  const entries = findPlainHeadEntries(status.stdout);
  assert.notEqual(entries, null);
  return entries ?? [];
}

/** Git's diff of `entries` in the gate's form: plain lines' text empty, no value changes. */
async function gitGateForm(dir: string, entries: readonly HeadEntry[]): Promise<GateDiff> {
  const diff = await gateDiffOf(dir)(entries);
  assert.ok(diff !== null);
  const lines = diff.patch.lines.map((line) =>
    classifyAddedLine(line.path, line.text) === "plain" ? { ...line, text: "" } : line,
  );
  return { patch: { ...diff.patch, lines }, cut: diff.cut };
}

/** `gateDiffOf`, recording the paths each call diffs. */
function spying(dir: string): { diffOf: DiffOf; calls: string[][] } {
  const calls: string[][] = [];
  const real = gateDiffOf(dir);
  return {
    calls,
    diffOf: (entries) => {
      calls.push(entries.map((entry) => entry.path));
      return real(entries);
    },
  };
}

async function cachedDiff(dir: string, diffOf: DiffOf, now = LATER) {
  const head = await plainEntries(dir);
  return startCachedDiff(dir, diffCacheFile(dir), diffOf, MAX_ADDED_LINES, now).finish(head);
}

test("cold then warm, the cached diff is git's diff of every plain change, and warm runs no git", async () => {
  const dir = makeRepo();
  try {
    seed(dir);
    const head = await plainEntries(dir);
    assert.deepEqual(
      head.map((e) => e.path),
      ["app.py", "bin.dat", "deleted.ts", "gone.txt", "mod.ts", "no-eol.txt", "notes.md"],
    );
    const expected = await gitGateForm(dir, head);
    const cold = spying(dir);
    assert.deepEqual(await cachedDiff(dir, cold.diffOf), expected);
    assert.deepEqual(cold.calls, [head.map((e) => e.path)]);
    // The cache is the owner's only.
    assert.equal(statSync(diffCacheFile(dir)).mode & 0o777, 0o600);
    const warm = spying(dir);
    const again = await cachedDiff(dir, warm.diffOf);
    assert.deepEqual(again, expected);
    assert.deepEqual(warm.calls, []);
    // What the gate's rules find is what they find in git's own diff.
    const full = await gateDiffOf(dir)(head);
    assert.deepEqual(
      findDebugLeftovers(again?.patch.lines ?? []),
      findDebugLeftovers(full?.patch.lines ?? []),
    );
    assert.equal(findDebugLeftovers(full?.patch.lines ?? []).length, 3);
  } finally {
    removeDir(dir);
  }
});

test("a file edited since, or whose HEAD entry changed, is diffed again alone; the others come from the cache", async () => {
  const dir = makeRepo();
  try {
    seed(dir);
    await cachedDiff(dir, gateDiffOf(dir));
    // Same size, other content, the old mtime put back: the ctime still tells.
    const before = readFileSync(join(dir, "mod.ts"), "utf8");
    writeRepoFile(dir, "mod.ts", before.replace("console.log(x)", "console.log(y)"));
    age(dir, "mod.ts");
    let spy = spying(dir);
    let got = await cachedDiff(dir, spy.diffOf);
    assert.deepEqual(spy.calls, [["mod.ts"]]);
    assert.deepEqual(got, await gitGateForm(dir, await plainEntries(dir)));
    assert.ok(got?.patch.lines.some((l) => l.text === "console.log(y)"));
    // A commit of notes.md and a new edit of it: another HEAD entry.
    git(dir, "add", "notes.md");
    git(dir, "commit", "-q", "-m", "notes");
    writeRepoFile(dir, "notes.md", "# notes\nconsole.log(not code here)\nmore\n");
    spy = spying(dir);
    got = await cachedDiff(dir, spy.diffOf);
    // (Beside status, the entry the cache knew; then the one status lists.)
    assert.deepEqual(spy.calls.flat(), ["notes.md", "notes.md"]);
    assert.deepEqual(got, await gitGateForm(dir, await plainEntries(dir)));
    // A file no longer changed leaves the answer and the cache.
    git(dir, "checkout", "-q", "--", "no-eol.txt");
    spy = spying(dir);
    got = await cachedDiff(dir, spy.diffOf);
    assert.ok(!got?.patch.files.some((f) => f.newPath === "no-eol.txt"));
    const kept = JSON.parse(readFileSync(diffCacheFile(dir), "utf8")) as DiffCache;
    assert.ok(!kept.files.some((f) => f.path === "no-eol.txt"));
  } finally {
    removeDir(dir);
  }
});

test("a file modified within the racy window of the stat is never cached: it is diffed at every turn", async () => {
  const dir = makeRepo();
  try {
    seed(dir);
    // The real clock: every file was written just now.
    age(dir, "app.py", "bin.dat", "gone.txt", "no-eol.txt", "notes.md");
    await cachedDiff(dir, gateDiffOf(dir), Date.now);
    const kept = JSON.parse(readFileSync(diffCacheFile(dir), "utf8")) as DiffCache;
    assert.ok(!kept.files.some((f) => f.path === "mod.ts"));
    assert.equal(kept.files.length, 6);
    // Edited again within the same second, same size: diffed again, the new text seen.
    const text = readFileSync(join(dir, "mod.ts"), "utf8");
    writeRepoFile(dir, "mod.ts", text.replace("console.log(x)", "console.log(z)"));
    const spy = spying(dir);
    const got = await cachedDiff(dir, spy.diffOf, Date.now);
    assert.deepEqual(spy.calls, [["mod.ts"]]);
    assert.ok(got?.patch.lines.some((l) => l.text === "console.log(z)"));
  } finally {
    removeDir(dir);
  }
});

test("a torn, foreign or other-settings cache is ignored: every file is diffed, the answer is git's", async () => {
  const dir = makeRepo();
  try {
    seed(dir);
    const expected = await gitGateForm(dir, await plainEntries(dir));
    const file = diffCacheFile(dir);
    await cachedDiff(dir, gateDiffOf(dir));
    const good = readFileSync(file, "utf8");
    const forged = good.replace(/"added":\d+/, '"added":"3"');
    for (const junk of [good.slice(0, 100), '{"version":1}', "[1,2]", forged]) {
      writeFileSync(file, junk);
      const spy = spying(dir);
      assert.deepEqual(await cachedDiff(dir, spy.diffOf), expected);
      assert.equal(spy.calls[0]?.length, 7, junk.slice(0, 40));
    }
    // Another setting a diff depends on (an attributes file): the whole cache is void.
    writeRepoFile(dir, ".gitattributes", "*.dat binary\n");
    const spy = spying(dir);
    await cachedDiff(dir, spy.diffOf);
    assert.equal(spy.calls[0]?.length, 7);
  } finally {
    removeDir(dir);
  }
});

test("the cache keeps no text of the work tree but the redacted lines a rule reads", async () => {
  const dir = makeRepo();
  try {
    seed(dir);
    const token = `ghp_${"A1b2C3d4E5".repeat(3)}123456`;
    const key = "AKIAZ7Q4MNPX3RT2VW8Y";
    const text = readFileSync(join(dir, "mod.ts"), "utf8");
    writeRepoFile(
      dir,
      "mod.ts",
      text.replace("console.log(x)", `console.log("${token}")\nconst secret = "${key}";`),
    );
    const got = await cachedDiff(dir, gateDiffOf(dir));
    const stored = readFileSync(diffCacheFile(dir), "utf8");
    assert.ok(!stored.includes(token) && !stored.includes(key), stored);
    assert.ok(!stored.includes("m line"), "a plain added line's text is stored");
    // The debug print is still found, its secret masked.
    const found = findDebugLeftovers(got?.patch.lines ?? []);
    assert.ok(found.some((item) => item.path === "mod.ts" && item.detail.includes("debug print")));
    assert.ok(!JSON.stringify(found).includes(token));
  } finally {
    removeDir(dir);
  }
});
