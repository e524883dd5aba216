/**
 * Reasons written only in a comment of a file the session changed reach the conclusions: tables
 * of comment lines, of sentences that give a reason and of those that only describe, and the
 * packet of a session whose prose never said why.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import { generate } from "../../src/generate/index.js";
import {
  collectWrittenReasons,
  commentBlocks,
  commentText,
  givesReason,
} from "../../src/generate/written-reasons.js";
import { makeSessionSnapshot } from "../helpers/session-snapshot.js";

test("comment lines in the languages' usual markers, and lines that are none", () => {
  const comments: [string, string][] = [
    ["// max-age rather than Expires", "max-age rather than Expires"],
    ["  # pinned because 2.x drops Python 3.8", "pinned because 2.x drops Python 3.8"],
    ["/* one line */", "one line"],
    [" * inside a block", "inside a block"],
    ["-- the index stays: 40 ms a lookup without it", "the index stays: 40 ms a lookup without it"],
    ["<!-- kept for the old kiosks -->", "kept for the old kiosks"],
  ];
  for (const [line, text] of comments) assert.equal(commentText(line), text, line);
  for (const line of [
    "const a = 1; // trailing",
    "#!/usr/bin/env node",
    "#include <stdio.h>",
    "return x * 2;",
    "x--;",
  ])
    assert.equal(commentText(line), null, line);
});

test("a run of comment lines of one file is one block; a gap or another file starts the next", () => {
  assert.deepEqual(
    commentBlocks([
      { path: "a.js", line: 1, text: "// first half of a sentence" },
      { path: "a.js", line: 2, text: "// and its end." },
      { path: "a.js", line: 4, text: "// another." },
      { path: "b.js", line: 5, text: "// b's own." },
    ]),
    [
      { path: "a.js", text: "first half of a sentence and its end." },
      { path: "a.js", text: "another." },
      { path: "b.js", text: "b's own." },
    ],
  );
});

test("a sentence gives a reason or a choice in several languages; a description gives none", () => {
  for (const yes of [
    "max-age rather than Expires: the CDN drops Expires when the clocks drift",
    "jimp instead of sharp, the Alpine image cannot build native addons",
    "Polling every 5 s because the webhook is not delivered behind the proxy",
    "Un Map en lugar de un objeto: las claves son números",
    "Ein Set statt eines Arrays, weil die Liste 20000 Einträge hat",
    "Un tableau plutôt qu'une Map : l'ordre compte",
  ])
    assert.equal(givesReason(yes), true, yes);
  for (const no of [
    "One CSV text per file of at most ROWS_PER_FILE rows.",
    "The crop box and size of a banner: centred, 3:1.",
    "TODO: handle the empty case",
  ])
    assert.equal(givesReason(no), false, no);
});

test("a reason written only in a comment of a file the session edited is a decision of the session; other files' comments and descriptions are not", () => {
  const s = makeSessionSnapshot();
  const git = s.git;
  if (git === null || s.transcript === null) throw new Error("the sample has git and a transcript");
  git.added_lines = [
    {
      path: "src/limiter.ts",
      line: 1,
      text: "// A token bucket rather than a fixed window: a burst of 20 requests within 1 s is legal.",
    },
    { path: "src/limiter.ts", line: 2, text: "// One bucket per key." },
    { path: "src/limiter.ts", line: 3, text: "export const RATE = 20;" },
    {
      path: "src/other.ts",
      line: 1,
      text: "// Redis rather than memory because the 2 nodes share it.",
    },
    { path: "README.md", line: 1, text: "# Limits rather than quotas because of 3 tiers" },
  ];
  s.transcript.conclusions = [];
  assert.deepEqual(collectWrittenReasons(s), [
    "A token bucket rather than a fixed window: a burst of 20 requests within 1 s is legal. (written in src/limiter.ts)",
  ]);
  const packet = generate(s).payload;
  assert.ok(
    packet.conclusions.some(
      (c) =>
        c.kind === "decision" && c.text.startsWith("A token bucket rather than a fixed window"),
    ),
  );
  // The session's prose said it already: not twice.
  s.transcript.conclusions = [
    {
      kind: "decision",
      text: "A token bucket rather than a fixed window: a burst of 20 requests within 1 s is legal.",
    },
  ];
  assert.equal(
    generate(s).payload.conclusions.filter((c) => c.text.includes("token bucket")).length,
    1,
  );
  // A session that edited nothing wrote no reason.
  s.transcript.edited_files = [];
  assert.deepEqual(collectWrittenReasons(s), []);
});
