/**
 * A packet's story for its card: what it changed against the packet before on its line of work
 * (the user's new words, decisions, failures fixed and new, the next action when it changed,
 * files), never the objective again; a settled decision with the option chosen.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import {
  headlineOf,
  lineObjective,
  packetStory,
  storyKinds,
} from "../../src/render/packet-story.js";
import { makePacket, userMessage } from "../helpers/make-packet.js";

const OBJECTIVE = "Make the parser stream large files";

test("the story is what changed, most telling first, and never the carried objective", () => {
  const older = makePacket({
    objective: OBJECTIVE,
    next_action: "wire --strict into the CLI",
    failed_attempts: ["npm test -> exit 1"],
    changed_files: ["a.ts"],
    user_messages: [userMessage("keep it streaming")],
    open_decisions: [{ id: "n-2", question: "strict by default?", options: [] }],
    pitfalls: [{ id: "n-1", text: "cache is stale" }],
  });
  const newer = makePacket({
    objective: OBJECTIVE,
    next_action: "document the flag",
    failed_attempts: [
      `npm test -> exit 1 (passed later) (from packet ${older.id})`,
      "npm run lint -> exit 1",
    ],
    changed_files: ["a.ts", "b.ts"],
    user_messages: [
      { text: "keep it streaming", agent: null, date: null, packet: older.id },
      userMessage("add a --strict flag"),
    ],
    resolved_decisions: [
      { id: "n-2", question: "strict by default?", choice: "opt-in", why: "safer" },
    ],
  });
  const story = packetStory(newer, older);
  assert.deepEqual(
    story.items.map((item) => [item.kind, item.text]),
    [
      ["user", "add a --strict flag"],
      ["decision", "decided: strict by default? → chose opt-in (safer)"],
      ["fixed", "fixed: npm test"],
      ["failure", "failing: npm run lint"],
      ["next", "next: document the flag"],
      ["file", "b.ts"],
      ["note", "resolved pitfall: cache is stale"],
    ],
  );
  assert.ok(story.items.every((item) => !item.text.includes(OBJECTIVE)));
  assert.deepEqual(story.counts, { failing: 1, passed_later: 0, fixed: 1 });
  assert.deepEqual(storyKinds(story), [
    "user",
    "decision",
    "fixed",
    "failure",
    "next",
    "file",
    "note",
  ]);
});

test("a packet that changed nothing has an empty story; a changed objective is told", () => {
  const older = makePacket({ objective: OBJECTIVE });
  assert.deepEqual(packetStory(makePacket({ objective: OBJECTIVE }), older).items, []);
  assert.deepEqual(packetStory(makePacket({ objective: "Ship 2.0" }), older).items, [
    { kind: "objective", text: "objective now: Ship 2.0" },
  ]);
});

test("an objective carried with its label is no change; one taken from new words is told once", () => {
  const older = makePacket({ objective: OBJECTIVE });
  const carried = makePacket({ objective: `${OBJECTIVE} (from packet ${older.id})` });
  assert.deepEqual(packetStory(carried, older).items, []);
  assert.equal(lineObjective([carried, older]), OBJECTIVE);
  const asked = makePacket({
    objective: "Add a --strict flag",
    user_messages: [userMessage("Add a --strict flag")],
  });
  assert.deepEqual(packetStory(asked, older).items, [
    { kind: "user", text: "Add a --strict flag" },
  ]);
});

test("the first packet of a line tells what it brings, but not its objective", () => {
  const first = makePacket({
    objective: OBJECTIVE,
    next_action: "make the tokenizer keep the newline",
    user_messages: [userMessage("keep it streaming")],
    failed_attempts: ["npm test -> exit 1"],
  });
  const story = packetStory(first, null);
  assert.deepEqual(
    story.items.map((item) => item.kind),
    ["user", "failure", "next"],
  );
  assert.ok(story.items.every((item) => !item.text.includes(OBJECTIVE)));
  assert.equal(lineObjective([first]), OBJECTIVE);
});

test("a decision closed without an answer says so; one settled earlier is not news again", () => {
  const older = makePacket({
    open_decisions: [{ id: "n-2", question: "strict by default?", options: [] }],
    resolved_decisions: [{ id: "n-1", question: "which port?", choice: "8080", why: null }],
  });
  const newer = makePacket({
    resolved_decisions: [
      { id: "n-2", question: "strict by default?", choice: null, why: null },
      { id: "n-1", question: "which port?", choice: "8080", why: null },
    ],
  });
  assert.deepEqual(
    packetStory(newer, older).items.map((item) => item.text),
    ["decided: strict by default? → no option recorded"],
  );
});

test("the headline shows the first items, the files folded into one", () => {
  const story = packetStory(
    makePacket({ changed_files: ["a.ts", "b.ts", "c.ts", "d.ts"], next_action: "x" }),
    makePacket({ next_action: "x" }),
  );
  assert.deepEqual(headlineOf(story), {
    items: [{ kind: "file", text: "4 files: a.ts, b.ts, c.ts, …" }],
    more: 0,
  });
  // Many new words do not hide the failure fixed, the next action and the files after them.
  const busy = packetStory(
    makePacket({
      user_messages: [userMessage("one"), userMessage("two"), userMessage("three")],
      changed_files: ["a.ts"],
      next_action: "ship it",
    }),
    makePacket({ failed_attempts: ["npm test -> exit 1"], next_action: "fix the test" }),
  );
  const headline = headlineOf(busy, 4);
  assert.deepEqual(
    headline.items.map((item) => item.text),
    ["one", "fixed: npm test", "next: ship it", "file: a.ts"],
  );
  assert.equal(headline.more, 2);
});
