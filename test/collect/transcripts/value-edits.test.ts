/**
 * The values one edit changed: its old text's changed lines paired with its new text's, one
 * number apart (or one number and the name holding it); context lines and whole writes give none.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import { valueChangesOf } from "../../../src/collect/transcripts/value-edits.js";

test("an edit's value changes", () => {
  const rows: [{ added?: string; dropped?: string }, unknown[]][] = [
    [
      { dropped: "const QUEUE_WAIT_MIN = 20;", added: "const QUEUE_WAIT_MIN = 35;" },
      [{ before: "20", after: "35" }],
    ],
    [
      {
        dropped: "// wait\nconst NOTICE_HOURS = 12;\nexport {}",
        added: "// wait\nconst NOTICE_HOURS = 24;\nexport {}",
      },
      [{ before: "12", after: "24" }],
    ],
    [
      { dropped: "REPORT_MAX_LINES = 80", added: "REPORT_MAX_PAGES = 2" },
      [{ before: "80", after: "2", renamed: true }],
    ],
    [{ dropped: "at: '-1 hours',", added: "at: '-6 hours'," }, [{ before: "1", after: "6" }]],
    // A declaration put in another's place under a name sharing no word: kept apart, for the
    // session's time order alone to tie to a rule (`MAX_COLS = 80` → `MAX_LINES = 2`).
    [
      { dropped: "export const MAX_COLS = 80;", added: "export const MAX_LINES = 2;" },
      [{ before: "80", after: "2", renamed: true, other_name: true }],
    ],
    [
      { dropped: "BURST = 10", added: "RATE = 25" },
      [{ before: "10", after: "25", renamed: true, other_name: true }],
    ],
    // A line written for a rule, rewritten for its new value: the same, kept apart.
    [
      { dropped: "wrap(text, cols, 80)", added: "wrap(text, lines, 2)" },
      [{ before: "80", after: "2", renamed: true, other_name: true }],
    ],
    // Two names changed, two numbers, a whole write: none.
    [{ dropped: "f(a, 80)", added: "g(b, 2)" }, []],
    [{ dropped: "f(1, 2)", added: "f(3, 4)" }, []],
    [{ added: "const QUEUE_WAIT_MIN = 35;" }, []],
  ];
  for (const [edit, found] of rows)
    assert.deepEqual(valueChangesOf(edit), found, JSON.stringify(edit));
});
