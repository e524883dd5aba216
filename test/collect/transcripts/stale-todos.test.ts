/**
 * A to-do list the session went on past (edits or commands after it, then the agent's report) is
 * marked stale: its "in progress" may be done by now, so the packet says it is as the agent left
 * it and does not take it for the next action. Seen on a real session: the report said every
 * step was done while the last to-do list still had one "in progress" and one queued.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import type { TranscriptEvent } from "../../../src/collect/transcripts/events.js";
import { TranscriptAccumulator } from "../../../src/collect/transcripts/summary.js";
import { generate } from "../../../src/generate/index.js";
import { STALE_TODO } from "../../../src/generate/state.js";
import { makeSampleSnapshot } from "../../helpers/sample-snapshot.js";

const todos: TranscriptEvent = {
  kind: "todos",
  items: [
    { content: "Wrap request() in a retry loop", status: "in_progress" },
    { content: "Add unit tests", status: "pending" },
  ],
};
const edit: TranscriptEvent = { kind: "edit", path: "src/client.ts" };
const command: TranscriptEvent = {
  kind: "command",
  record: { command: "pnpm test", exit_code: 0 },
};
const report: TranscriptEvent = { kind: "report", text: "Retries are in place; pnpm test passes." };

function staleAfter(events: TranscriptEvent[]): boolean {
  const summary = new TranscriptAccumulator(5);
  for (const event of events) summary.add(event);
  return summary.result("claude", "session.jsonl", "/repo").todos_stale;
}

test("a to-do list is stale only when work and then a report came after it", () => {
  assert.equal(staleAfter([todos, edit, report]), true);
  assert.equal(staleAfter([todos, command, report]), true);
  assert.equal(staleAfter([todos, report, edit, report]), true);
  assert.equal(staleAfter([todos, report]), false, "a report alone does not outdate the list");
  assert.equal(staleAfter([todos, edit]), false, "no report: the session may still be at it");
  assert.equal(staleAfter([edit, report, todos]), false, "the list came last");
  assert.equal(staleAfter([todos, edit, report, todos]), false, "updated again");
  assert.equal(staleAfter([edit, report]), false, "no list at all");
});

test("a stale list is labelled in the packet's state and is not the next action", () => {
  const base = makeSampleSnapshot();
  const transcript = base.transcript;
  assert.ok(transcript !== null);
  const snapshot = {
    ...base,
    workbench: {
      ...base.workbench,
      agent_state: base.workbench.agent_state && { ...base.workbench.agent_state, next_action: "" },
    },
    transcript: {
      ...transcript,
      todos: todos.kind === "todos" ? todos.items : [],
      agent_report: null,
    },
  };
  const fresh = generate({
    ...snapshot,
    transcript: { ...snapshot.transcript, todos_stale: false },
  });
  const stale = generate({
    ...snapshot,
    transcript: { ...snapshot.transcript, todos_stale: true },
  });
  assert.ok(fresh.payload.state.in_progress.includes("to-do: Wrap request() in a retry loop"));
  assert.equal(fresh.payload.next_action, "Wrap request() in a retry loop");
  assert.ok(
    stale.payload.state.in_progress.includes(`to-do: Wrap request() in a retry loop ${STALE_TODO}`),
    JSON.stringify(stale.payload.state.in_progress),
  );
  assert.ok(stale.payload.state.queued.includes(`to-do: Add unit tests ${STALE_TODO}`));
  assert.notEqual(stale.payload.next_action, "Wrap request() in a retry loop");
});
