/**
 * The hook's last message, when the transcript does not hold it yet, ends the session's last
 * turn: what it concludes joins the summary's conclusions (grounded in what the summary names),
 * so it carries to later hops like any other.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import type { TranscriptEvent } from "../../../src/collect/transcripts/events.js";
import { withLastWords } from "../../../src/collect/transcripts/last-words.js";
import { TranscriptAccumulator } from "../../../src/collect/transcripts/summary.js";

function summaryOf(events: TranscriptEvent[]) {
  const acc = new TranscriptAccumulator(3);
  for (const event of events) acc.add(event);
  return acc.result("codex", "rollout.jsonl", "/repo");
}

const SESSION: TranscriptEvent[] = [
  { kind: "user", text: "The CLI starts too slowly." },
  { kind: "tool" },
  { kind: "command", record: { command: "npm install yargs", exit_code: 0 } },
  { kind: "edit", path: "/repo/src/cli/args.ts" },
  { kind: "tool" },
  { kind: "command", record: { command: "npm uninstall yargs", exit_code: 0 } },
];

test("the hook's newer last message adds what it concludes, newest first", () => {
  const summary = summaryOf(SESSION);
  assert.deepEqual(summary.conclusions, []);
  const last =
    "yargs is out again: node:util parseArgs in src/cli/args.ts covers our six flags and start-up is 40 ms faster.";
  const withIt = withLastWords(summary, last);
  assert.deepEqual(withIt.conclusions, [{ kind: "dead_end", text: last }]);
  // Nothing to add: the transcript's own report, an acknowledgement, no message at all.
  assert.equal(withLastWords(summary, null), summary);
  assert.equal(withLastWords(summary, "Done."), summary);
  const said = summaryOf([...SESSION, { kind: "report", text: last }]);
  assert.equal(withLastWords(said, last), said);
  assert.deepEqual(said.conclusions, withIt.conclusions);
});
