/**
 * `where.read_first` and the preloads name only files the next session can open: a file the
 * session read again and again, then deleted in the work tree (or a commit of the range
 * deleted), is a change of the work, never something to load.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import { generate } from "../../src/generate/index.js";
import { buildWhere } from "../../src/generate/state.js";
import { SAMPLE_ROOT } from "../helpers/sample-snapshot.js";
import { makeSessionSnapshot } from "../helpers/session-snapshot.js";

/** A session that read `src/legacy-retry.ts` most, then replaced it and deleted it. */
function sessionThatDeletedWhatItRead() {
  const s = makeSessionSnapshot();
  const git = s.git;
  const transcript = s.transcript;
  if (git === null || transcript === null) throw new Error("the sample has git and a transcript");
  git.changes = [
    // The largest change of the work tree is the deletion: 240 lines gone.
    {
      path: "src/legacy-retry.ts",
      kind: "deleted",
      staged: false,
      unstaged: true,
      added: 0,
      deleted: 240,
    },
    {
      path: "src/client.ts",
      kind: "modified",
      staged: false,
      unstaged: true,
      added: 30,
      deleted: 4,
    },
    { path: "src/backoff.ts", kind: "added", staged: true, unstaged: false, added: 55, deleted: 0 },
  ];
  transcript.reads = [
    { path: `${SAMPLE_ROOT}/src/legacy-retry.ts`, count: 11, last: 30 },
    { path: `${SAMPLE_ROOT}/src/client.ts`, count: 4, last: 52 },
  ];
  return s;
}

test("a file deleted in the work tree is not in read_first, however large its deletion", () => {
  const where = buildWhere(sessionThatDeletedWhatItRead(), null);
  assert.ok(!where.read_first.includes("src/legacy-retry.ts"), where.read_first.join(", "));
  assert.deepEqual(where.read_first, ["src/backoff.ts", "src/client.ts"]);
});

test("a file the session read most and then deleted is not a preload", () => {
  // Collect found no absent path (the deletion is git's alone): the git status is enough.
  const s = sessionThatDeletedWhatItRead();
  delete s.absent_paths;
  const { payload, markdown } = generate(s);
  assert.ok(!payload.preloads.includes("src/legacy-retry.ts"), payload.preloads.join(", "));
  assert.ok(payload.preloads.includes("src/client.ts"));
  const load = markdown.split("\n").filter((line) => /legacy-retry/.test(line));
  assert.ok(
    load.every((line) => !/preload|read first/i.test(line)),
    load.join("\n"),
  );
});

test("a path collect found absent is not in read_first either", () => {
  const s = sessionThatDeletedWhatItRead();
  const git = s.git;
  if (git === null) throw new Error("the sample has git");
  // A committed rename's old side reported as modified, gone from the disk all the same.
  git.changes = git.changes.map((c) =>
    c.path === "src/legacy-retry.ts" ? { ...c, kind: "modified" as const } : c,
  );
  s.absent_paths = ["src/legacy-retry.ts"];
  assert.ok(!buildWhere(s, null).read_first.includes("src/legacy-retry.ts"));
});
