/**
 * A session's closing words that only say how things stand — the checks, git, or that nothing
 * else uses a file — are never shown as decisions: a status is no conclusion at all, in any
 * language, and a sentence saying only that nothing else has or uses a thing is a finding.
 * Sessions of several agents' shapes, folded event by event.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import type { TranscriptEvent } from "../../../src/collect/transcripts/events.js";
import { TranscriptAccumulator } from "../../../src/collect/transcripts/summary.js";

/** The conclusions of a session of `events`, each text sourced by its index. */
function fold(events: TranscriptEvent[], agent = "claude") {
  const acc = new TranscriptAccumulator(3);
  for (const [i, event] of events.entries()) acc.add({ ...event, from: i } as TranscriptEvent);
  return acc.result(agent, "t.jsonl", "/repo").conclusions;
}

const cmd = (command: string, exit_code: number): TranscriptEvent => ({
  kind: "command",
  record: { command, exit_code },
});

/** A session that writes lib/slots.js, runs its tests and ends its turns on `reports`. */
function session(reports: string[]): TranscriptEvent[] {
  return [
    { kind: "user", text: "Slots of lib/slots.js must stop at closing time." },
    { kind: "edit", path: "/repo/lib/slots.js", added: "const SLOT_MIN = 90;\n" },
    { kind: "tool" },
    cmd("npm test -- test/slots.test.js", 0),
    { kind: "tool" },
    cmd("git commit -am slots", 0),
    ...reports.flatMap((text): TranscriptEvent[] => [
      { kind: "report", text },
      { kind: "user", text: "Next one, then." },
    ]),
  ];
}

test("a closing status of the checks or of git is no conclusion, in any language", () => {
  for (const status of [
    "All 14 tests of test/slots.test.js pass now.",
    "npm test: 14 passed, 0 failed.",
    "The change to lib/slots.js is committed as 4f2a9c1.",
    "Tutto verde in test/slots.test.js.",
    "Los 14 tests de test/slots.test.js pasan.",
    "Alle 14 Tests in test/slots.test.js sind grün.",
    "npm run lint reports no errors in lib/slots.js.",
    "lib/slots.js compiles without warnings.",
    "Los cambios de lib/slots.js ya están en main.",
    "lib/slots.js is unchanged since the last commit.",
    "test/slots.test.js: 9/9 ok.",
  ])
    assert.deepEqual(fold(session([status])), [], status);
});

test("a closing sentence that only says nothing else uses a file is found, not decided", () => {
  const conclusions = fold(
    session([
      "Nothing else touches lib/slots.js.",
      "Slots in lib/slots.js are 90 minutes long, so the last one starts at 21:30.",
    ]),
    "codex",
  );
  assert.deepEqual(conclusions, [
    {
      kind: "decision",
      text: "Slots in lib/slots.js are 90 minutes long, so the last one starts at 21:30.",
    },
    { kind: "fact", text: "Nothing else touches lib/slots.js." },
  ]);
});
