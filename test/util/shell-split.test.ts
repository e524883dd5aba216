/**
 * The one shell splitter: simple commands, quotes removed, redirections as operators, a word the
 * shell would expand marked (a `$` unquoted or in double quotes, not in single quotes); and the
 * two readers over it, what a session read and what a tool call writes, split alike.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import { shellReads } from "../../src/collect/transcripts/session-reads.js";
import { shellWrites } from "../../src/recall/shell-writes.js";
import { splitShellCommands } from "../../src/util/shell-split.js";

test("commands split at ; && || | & and newlines outside quotes; operators are their own tokens", () => {
  assert.deepEqual(splitShellCommands("cat 'a b.txt' && echo \"x;y\" | tee out.log"), [
    [{ word: "cat" }, { word: "a b.txt" }],
    [{ word: "echo" }, { word: "x;y" }],
    [{ word: "tee" }, { word: "out.log" }],
  ]);
  assert.deepEqual(splitShellCommands("make 2>err.log >>out.log 2>&1 &>all.log"), [
    [
      { word: "make" },
      { op: "2>" },
      { word: "err.log" },
      { op: ">>" },
      { word: "out.log" },
      { op: "&>" },
      { word: "all.log" },
    ],
  ]);
  assert.deepEqual(splitShellCommands("cat <<< 'here' <in.txt"), [
    [{ word: "cat" }, { op: "<<<" }, { word: "here" }, { op: "<" }, { word: "in.txt" }],
  ]);
  // An unclosed quote ends the line; a backslash keeps the next character.
  assert.deepEqual(splitShellCommands("echo a\\ b 'open"), [[{ word: "echo" }, { word: "a b" }]]);
});

test("a word the shell expands is marked: $ unquoted or double-quoted, a backquote; not single-quoted", () => {
  const marks = (line: string) =>
    (splitShellCommands(line)[0] ?? []).map((t) => [t.word, t.expands === true]);
  assert.deepEqual(marks("echo \"$HOME/x\" $y `z` '$lit' plain"), [
    ["echo", false],
    ["$HOME/x", true],
    ["$y", true],
    ["`z`", true],
    ["$lit", false],
    ["plain", false],
  ]);
});

test("the readers over it: a here-string and a redirection's target are not reads; writes see the same split", () => {
  assert.deepEqual(shellReads("cat <<< 'notes.txt' && cat a.txt 2>&1 > b.txt"), ["a.txt"]);
  assert.deepEqual(shellWrites("cat <<< 'notes.txt' && cat a.txt 2>&1 > b.txt"), ["b.txt"]);
  assert.deepEqual(shellReads("cat < in.txt"), ["in.txt"]);
  assert.deepEqual(shellWrites('echo x > "$OUT"'), []);
});
