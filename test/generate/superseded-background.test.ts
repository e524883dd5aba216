/**
 * Background is never superseded: the sentences a first message opens with before its task tell
 * the situation, and an opener that shares their words and says "instead" ("carry on with the
 * list of berths instead, where the other agent stopped") takes none of them back; nor does an
 * opener that names nothing new, in any language. A rule of the same message given a new value
 * still is, and its mark quotes the newer message from the sentence that carries the new value,
 * not from the greeting or the thanks it opens with.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import { markSuperseded } from "../../src/generate/superseded-marks.js";
import type { UserMessage } from "../../src/model/packet/types.js";

const BACKGROUND =
  "The marina charges by the night and the harbour master keeps the list of berths on paper. He no longer wants paper.";
const FIRST = `${BACKGROUND} Write the berth fees in src/berths.ts. Boats under 6 m don't pay; the list goes by arrival.`;

const said = (text: string, packet: string | null, date: string): UserMessage => ({
  text,
  agent: packet === null ? "codex" : "claude",
  date,
  packet,
});

const marks = (newer: string) =>
  markSuperseded([said(FIRST, "0123456789abcdef", "2026-12-01"), said(newer, null, "2026-12-02")])
    .filter((m) => m.superseded_by !== undefined)
    .map((m) => m.superseded_by?.part ?? m.text);

test("an opener sharing the background's words marks nothing of it", () => {
  for (const opener of [
    "Carry on with the list of berths instead, where the other agent stopped.",
    "Continue the berth list where we stopped; the harbour master is waiting.",
    "Mach bitte bei den Liegeplatzgebühren weiter, wo wir aufgehört haben.",
    "Same drill as before: the harbour master's list, from where we stopped.",
    "Kontynuuj listę miejsc tam, gdzie skończyliśmy, proszę.",
  ])
    assert.deepEqual(marks(opener), [], opener);
});

test("a rule after the background, given a new value, is still marked", () => {
  assert.deepEqual(marks("Boats under 8 m don't pay now, not 6 m."), ["Boats under 6 m don't pay"]);
});

test("the mark quotes the newer message from the sentence carrying the new value", () => {
  const newer = "Hi Ahmed! Thanks for yesterday. Boats under 8 m don't pay now. That's all.";
  const [mark] = markSuperseded([
    said(FIRST, "0123456789abcdef", "2026-12-01"),
    said(newer, null, "2026-12-02"),
  ]).flatMap((m) => (m.superseded_by === undefined ? [] : [m.superseded_by]));
  assert.equal(mark?.part, "Boats under 6 m don't pay");
  assert.equal(mark?.text, "Boats under 8 m don't pay now. That's all.");
});

test("the mark quotes the newer message without the name of who said it before a colon", () => {
  for (const [newer, carrying] of [
    [
      "Marta says: boats under 8 m don't pay now, not 6 m.",
      "boats under 8 m don't pay now, not 6 m.",
    ],
    [
      "Kofi anasema: boats under 8 m don't pay now, not 6 m.",
      "boats under 8 m don't pay now, not 6 m.",
    ],
    [
      "Ayşe diyor ki: boats under 8 m don't pay now, not 6 m.",
      "boats under 8 m don't pay now, not 6 m.",
    ],
    // A lead-in that carries the subject stays: it is part of the rule.
    [
      "Boats: under 8 m they don't pay now, not 6 m.",
      "Boats: under 8 m they don't pay now, not 6 m.",
    ],
  ]) {
    const [mark] = markSuperseded([
      said(FIRST, "0123456789abcdef", "2026-12-01"),
      said(newer as string, null, "2026-12-02"),
    ]).flatMap((m) => (m.superseded_by === undefined ? [] : [m.superseded_by]));
    assert.equal(mark?.text, carrying, newer);
  }
});
