import assert from "node:assert/strict";
import { test } from "node:test";
import {
  mapOldLine,
  parseHeaderPaths,
  parseNewPath,
  parsePatch,
  unquoteCPath,
} from "../../../src/collect/git/parse-diff.js";
import { parseLog, parseStashes } from "../../../src/collect/git/parse-log.js";
import { parseNumstat, sumNumstat } from "../../../src/collect/git/parse-numstat.js";
import {
  findPlainHeadEntries,
  kindFromXY,
  parseStatus,
} from "../../../src/collect/git/parse-status.js";
import { parseWorktrees } from "../../../src/collect/git/parse-worktrees.js";

const H = "0".repeat(40);
const I = "1".repeat(40);

test("parseStatus reads branch headers with upstream and ahead/behind", () => {
  const out = [
    `# branch.oid ${I}`,
    "# branch.head feat/x",
    "# branch.upstream origin/feat/x",
    "# branch.ab +3 -1",
    "",
  ].join("\0");
  const { branch, changes } = parseStatus(out);
  assert.deepEqual(branch, {
    oid: I,
    head: "feat/x",
    detached: false,
    upstream: "origin/feat/x",
    ahead: 3,
    behind: 1,
  });
  assert.deepEqual(changes, []);
});

test("parseStatus: no commits and detached HEAD", () => {
  assert.equal(parseStatus("# branch.oid (initial)\0# branch.head main\0").branch.oid, null);
  const detached = parseStatus(`# branch.oid ${I}\0# branch.head (detached)\0`).branch;
  assert.equal(detached.detached, true);
  assert.equal(detached.head, null);
});

test("parseStatus keeps spaces, tabs, newlines and non-ASCII in paths verbatim", () => {
  const names = ["a b.txt", "tab\there", "new\nline", "café/ñ.md"];
  const out = names.map((n) => `1 .M N... 100644 100644 100644 ${H} ${H} ${n}`).join("\0");
  const { changes } = parseStatus(`${out}\0`);
  assert.deepEqual(
    changes.map((c) => c.path),
    names,
  );
  assert.ok(changes.every((c) => c.kind === "modified" && !c.staged && c.unstaged));
});

test("parseStatus reads renames with the original path, conflicts, untracked, submodules", () => {
  const out = [
    `2 R. N... 100644 100644 100644 ${H} ${H} R100 new name.txt`,
    "old\tname.txt",
    `u UU N... 100644 100644 100644 100644 ${H} ${H} ${H} both modified.c`,
    `1 .M SC.. 160000 160000 160000 ${H} ${H} vendor/lib`,
    `1 A. N... 000000 100644 100644 ${H} ${H} added.ts`,
    `1 D. N... 100644 000000 000000 ${H} ${H} gone.ts`,
    "? untracked file",
    "! ignored.log",
    "",
  ].join("\0");
  const { changes } = parseStatus(out);
  assert.deepEqual(changes[0], {
    path: "new name.txt",
    orig_path: "old\tname.txt",
    kind: "renamed",
    staged: true,
    unstaged: false,
    added: null,
    deleted: null,
  });
  assert.equal(changes[1]?.kind, "conflicted");
  assert.equal(changes[1]?.path, "both modified.c");
  assert.equal(changes[2]?.submodule, true);
  assert.equal(changes[3]?.kind, "added");
  assert.equal(changes[4]?.kind, "deleted");
  assert.equal(changes[5]?.kind, "untracked");
  assert.equal(changes[5]?.path, "untracked file");
  assert.equal(changes.length, 6, "ignored entries are dropped");
});

test("findPlainHeadEntries: HEAD's mode and blob of plain changes; null on anything git must pair or read from the index", () => {
  const entry = (xy: string, path: string, sub = "N...", mode = "100644") =>
    `1 ${xy} ${sub} ${mode} ${mode} ${mode} ${H} ${I} ${path}`;
  const plain = [
    "# branch.oid x",
    entry(".M", "a b.ts"),
    entry("M.", "staged.ts"),
    entry("MM", "both.ts"),
    entry(".D", "gone.ts"),
    entry(".M", "link", "N...", "120000"),
    "? untracked.ts",
    "! ignored.log",
    "",
  ].join("\0");
  assert.deepEqual(
    findPlainHeadEntries(plain)?.map((e) => [e.path, e.mode, e.oid]),
    [
      ["a b.ts", "100644", H],
      ["staged.ts", "100644", H],
      ["both.ts", "100644", H],
      ["gone.ts", "100644", H],
      ["link", "120000", H],
    ],
  );
  assert.deepEqual(findPlainHeadEntries(["? new.ts", ""].join("\0")), []);
  for (const odd of [
    entry("A.", "added.ts"),
    entry(".A", "intent.ts"),
    entry("D.", "removed-from-index.ts"),
    entry(".T", "type.ts"),
    entry(".M", "sub", "SC.."),
    `2 R. N... 100644 100644 100644 ${H} ${I} R100 new.ts\0old.ts`,
    `u UU N... 100644 100644 100644 100644 ${H} ${H} ${I} both.ts`,
  ]) {
    assert.equal(findPlainHeadEntries([entry(".M", "ok.ts"), odd, ""].join("\0")), null, odd);
  }
});

test("kindFromXY maps status letters", () => {
  assert.equal(kindFromXY("MM"), "modified");
  assert.equal(kindFromXY(".T"), "type-changed");
  assert.equal(kindFromXY("C."), "copied");
  assert.equal(kindFromXY(".D"), "deleted");
  assert.equal(kindFromXY(".A"), "added");
});

test("parseNumstat reads counts, binary dashes and -z renames", () => {
  const out = "3\t1\tplain.txt\0-\t-\timage.png\x000\t0\t\0old\tname\0new\nname\0";
  assert.deepEqual(parseNumstat(out), [
    { path: "plain.txt", added: 3, deleted: 1 },
    { path: "image.png", added: null, deleted: null },
    { path: "new\nname", orig_path: "old\tname", added: 0, deleted: 0 },
  ]);
});

test("sumNumstat adds staged and unstaged counts; binary makes null", () => {
  const staged = parseNumstat("2\t0\ta\0-\t-\tb\0");
  const unstaged = parseNumstat("1\t1\ta\x001\t0\tb\x001\t0\ta\0");
  const sum = sumNumstat(staged, unstaged);
  assert.deepEqual(sum.get("a"), { path: "a", added: 3, deleted: 1 });
  assert.deepEqual(sum.get("b"), { path: "b", added: null, deleted: null });
});

test("parseWorktrees reads -z and line output, bare, detached, prunable", () => {
  const z = [
    "worktree /repo",
    `HEAD ${I}`,
    "branch refs/heads/main",
    "",
    "worktree /w/with\nnewline",
    `HEAD ${H}`,
    "detached",
    "locked",
    "",
    "worktree /w/gone",
    `HEAD ${H}`,
    "branch refs/heads/old",
    "prunable gitdir file points to non-existent location",
    "",
    "",
  ].join("\0");
  const list = parseWorktrees(z, "\0");
  assert.equal(list.length, 3);
  assert.deepEqual(list[0], {
    path: "/repo",
    head: I,
    branch: "main",
    detached: false,
    bare: false,
    locked: false,
    prunable: false,
  });
  assert.equal(list[1]?.path, "/w/with\nnewline");
  assert.equal(list[1]?.detached, true);
  assert.equal(list[1]?.locked, true);
  assert.equal(list[2]?.prunable, true);
  const lines = parseWorktrees(
    "worktree /bare.git\nbare\n\nworktree /b\nHEAD x\nbranch refs/heads/b\n",
    "\n",
  );
  assert.equal(lines[0]?.bare, true);
  assert.equal(lines[1]?.branch, "b");
});

test("parseLog and parseStashes split on NUL and the unit separator", () => {
  assert.deepEqual(parseLog(`${I}\x1fFix: a\tb; c\x1fd\0${H}\x1fInit\0`), [
    { commit: I, subject: "Fix: a\tb; c\x1fd" },
    { commit: H, subject: "Init" },
  ]);
  assert.deepEqual(parseLog(""), []);
  assert.deepEqual(
    parseStashes("stash@{0}\x1fOn main: try\0stash@{1}\x1fWIP on main: abc1234 x\0"),
    [
      { ref: "stash@{0}", message: "On main: try" },
      { ref: "stash@{1}", message: "WIP on main: abc1234 x" },
    ],
  );
});

test("unquoteCPath and parseNewPath undo git's C quoting", () => {
  assert.equal(unquoteCPath('"a\\tb\\nc\\"d\\\\"'), 'a\tb\nc"d\\');
  assert.equal(unquoteCPath('"caf\\303\\251"'), "café");
  assert.equal(unquoteCPath("plain name"), "plain name");
  assert.equal(parseNewPath("+++ b/a b.txt\t"), "a b.txt");
  assert.equal(parseNewPath('+++ "b/x\\ty"'), "x\ty");
  assert.equal(parseNewPath("+++ /dev/null"), null);
});

test("parsePatch: added lines, counts, binary, renames; '+++' content is not a header", () => {
  const diff = [
    "diff --git a/src/a.ts b/src/a.ts",
    "index 1..2 100644",
    "--- a/src/a.ts",
    "+++ b/src/a.ts",
    "@@ -3,0 +4,2 @@ function x() {",
    "+++ not a header",
    "+console.log(1);",
    "@@ -10 +11 @@",
    "-old",
    "+new",
    "\\ No newline at end of file",
    "diff --git a/gone.txt b/gone.txt",
    "deleted file mode 100644",
    "--- a/gone.txt",
    "+++ /dev/null",
    "@@ -1,2 +0,0 @@",
    "-x",
    "-y",
    "diff --git a/img.png b/img.png",
    "Binary files a/img.png and b/img.png differ",
    "diff --git a/old name b/new name",
    "similarity index 100%",
    "rename from old name",
    "rename to new name",
    "diff --git a/run.sh b/run.sh",
    "old mode 100644",
    "new mode 100755",
    'diff --git "a/t\\tb.py" "b/t\\tb.py"',
    "new file mode 100644",
    "--- /dev/null",
    '+++ "b/t\\tb.py"',
    "@@ -0,0 +1 @@",
    "+print(1)",
    "",
  ].join("\n");
  const { files, lines, truncated } = parsePatch(diff, 100);
  assert.equal(truncated, false);
  assert.deepEqual(lines, [
    { path: "src/a.ts", line: 4, text: "++ not a header" },
    { path: "src/a.ts", line: 5, text: "console.log(1);" },
    { path: "src/a.ts", line: 11, text: "new" },
    { path: "t\tb.py", line: 1, text: "print(1)" },
  ]);
  assert.deepEqual(
    files.map((f) => [f.oldPath, f.newPath, f.added, f.deleted, f.binary]),
    [
      ["src/a.ts", "src/a.ts", 3, 1, false],
      ["gone.txt", null, 0, 2, false],
      ["img.png", "img.png", 0, 0, true],
      ["old name", "new name", 0, 0, false],
      ["run.sh", "run.sh", 0, 0, false],
      [null, "t\tb.py", 1, 0, false],
    ],
  );
  const bounded = parsePatch(diff, 2);
  assert.equal(bounded.lines.length, 2);
  assert.equal(bounded.truncated, true);
  assert.equal(bounded.files[0]?.added, 3, "counting goes on past the bound");
});

test("parseHeaderPaths splits only when it is certain", () => {
  assert.deepEqual(parseHeaderPaths("a/x y b/x y"), ["x y", "x y"]);
  assert.deepEqual(parseHeaderPaths('"a/t\\tb" "b/t\\tb"'), ["t\tb", "t\tb"]);
  assert.equal(parseHeaderPaths("a/x b/y z"), null);
});

test("mapOldLine follows -U0 hunks: insertions shift, replaced lines vanish", () => {
  const hunks = [
    { oldStart: 2, oldCount: 0, newStart: 3, newCount: 2 },
    { oldStart: 5, oldCount: 2, newStart: 7, newCount: 1 },
  ];
  assert.equal(mapOldLine(1, hunks), 1);
  assert.equal(mapOldLine(2, hunks), 2);
  assert.equal(mapOldLine(3, hunks), 5);
  assert.equal(mapOldLine(5, hunks), null);
  assert.equal(mapOldLine(6, hunks), null);
  assert.equal(mapOldLine(7, hunks), 8);
});
