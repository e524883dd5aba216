/**
 * What the agent concluded (issue 28 item 3): decisions with their reasons, approaches
 * abandoned and facts about the environment, taken from the agent's prose by cue phrases;
 * code, tables, questions and narration never count; every entry ≤ 300 characters, cut at a
 * sentence. The resumable scans save where each conclusion is, never its text.
 */
import assert from "node:assert/strict";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "node:test";
import {
  MAX_CONCLUSION,
  extractConclusions,
} from "../../../src/collect/transcripts/conclusions.js";
import { ingestTranscript } from "../../../src/collect/transcripts/index.js";
import { makeGrowingSession } from "../../helpers/claude-growing-session.js";

const kinds = (text: string) => extractConclusions(text).map((c) => [c.kind, c.text]);

test("a decision with its reason, a dead end and a fact are found, each as stated", () => {
  const decision =
    "I'm storing each session as a Redis hash rather than one JSON string, so that touch() can update the expiry without rewriting the whole session and racing a concurrent request.";
  assert.deepEqual(kinds(decision), [["decision", decision]]);
  assert.deepEqual(
    kinds(
      "Understood. Reverting connect-redis: I'll write the Store subclass myself on top of ioredis.",
    ),
    [
      [
        "dead_end",
        "Reverting connect-redis: I'll write the Store subclass myself on top of ioredis.",
      ],
    ],
  );
  assert.deepEqual(kinds("Turns out CI sets NODE_ENV=production, which skips devDependencies."), [
    ["fact", "Turns out CI sets NODE_ENV=production, which skips devDependencies."],
  ]);
  // A short cue sentence takes the next one along when both fit.
  assert.deepEqual(
    kinds("The tests fail because Redis is not running. Start it with docker first."),
    [["fact", "The tests fail because Redis is not running. Start it with docker first."]],
  );
});

test("a sentence that rules something out for the work ahead is a decision, whatever it mentions", () => {
  // From a recorded relay: the environment variable named made it a "fact" before.
  const refusal =
    "I won't write the password into any file: the store will get its connection from the REDIS_URL environment variable.";
  assert.deepEqual(kinds(refusal), [["decision", refusal]]);
  assert.deepEqual(kinds("We will not add a second cache layer, the hit rate is already 98%."), [
    ["decision", "We will not add a second cache layer, the hit rate is already 98%."],
  ]);
  // "won't work" stays a dead end.
  assert.deepEqual(kinds("I won't work around the lock: the retry loop does not work here."), [
    ["dead_end", "I won't work around the lock: the retry loop does not work here."],
  ]);
});

test("code, tables, headings, questions and narration are not conclusions", () => {
  const noise = [
    "Let me run the tests because I want to see what fails.",
    "```js\nconst delay = full ? random(cap) : cap; // chosen because of jitter\n```",
    "    return retry(fn, opts); // instead of a loop",
    "| option | because |\n|---|---|\n| a | rather than b |",
    "## Decided: use Redis",
    "Should I revert connect-redis because it does not work?",
    "if (a) { b(); } else { c(); } because (x) => y;",
    "Done.",
  ];
  for (const text of noise) assert.deepEqual(kinds(text), [], text);
});

test("at most three a message, none over 300 characters, cut at a sentence or a word", () => {
  const many = Array.from({ length: 6 }, (_, i) => `Step ${i} was chosen because of reason ${i}.`);
  assert.equal(extractConclusions(many.join(" ")).length, 3);
  const long = `I chose the queue rather than the cron job ${"because it keeps order ".repeat(30)}and retries.`;
  const [only] = extractConclusions(long);
  assert.ok(only !== undefined && only.text.length <= MAX_CONCLUSION);
  assert.ok(only.text.endsWith("…"));
  assert.doesNotMatch(only.text, /orde…$|becaus…$/, "never cut inside a word");
});

test("a Claude Code session's conclusions, date and closing turns reach its summary, newest first", async () => {
  const root = mkdtempSync(join(tmpdir(), "handoff-conclusions-"));
  const session = await makeGrowingSession(root);
  try {
    writeFileSync(session.path, session.bytes);
    const summary = await ingestTranscript(session.path, { agent: "claude", k: 3, root });
    assert.deepEqual(summary.conclusions[0], {
      kind: "fact",
      text: "Turns out the dev server listens on port 4173, so the upload test needs it up first.",
    });
    assert.equal(summary.date, "2026-11-30");
    assert.equal(summary.tail.agent.at(-1), summary.agent_report);
    assert.ok(summary.tail.user !== null);
  } finally {
    await session.cleanup();
    rmSync(root, { recursive: true, force: true });
  }
});
