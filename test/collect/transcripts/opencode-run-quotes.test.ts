/**
 * `opencode run "…"` stores its prompt wrapped in double quotes (OpenCode 1.18.33: every recorded
 * `run` prompt holding a blank is stored so, one without a blank is not); the user's words are
 * read without them, and a message that only looks quoted is left as typed.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import { unquoteRunMessage } from "../../../src/collect/transcripts/agents/opencode/parser.js";

test("a run prompt's wrapping quotes are undone; the user's own quotes stay", () => {
  const cases: [string, string][] = [
    [
      '"Some background. What I\'d like: a token bucket."',
      "Some background. What I'd like: a token bucket.",
    ],
    ['"Tack, det var allt för idag."', "Tack, det var allt för idag."],
    [
      '"观众反馈字幕还是闪得太快，最短显示时间改成 1.5 秒。"',
      "观众反馈字幕还是闪得太快，最短显示时间改成 1.5 秒。",
    ],
    ['"Rename it to \\"limit\\" please"', 'Rename it to "limit" please'],
    // Not the run shape: as typed.
    ["前回の続きからお願いします。", "前回の続きからお願いします。"],
    ['"ok"', '"ok"'],
    ['"limit" and "burst" both stay', '"limit" and "burst" both stay'],
    ['"Use "main" here"', '"Use "main" here"'],
    ['"', '"'],
    ["", ""],
  ];
  for (const [stored, read] of cases) assert.equal(unquoteRunMessage(stored), read, stored);
});
