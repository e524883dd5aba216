/**
 * The next action is the one rule `generate` and the Stop gate share (issue 28 item 7), and it
 * never re-cases what the agent wrote (issue 29 item 8): a command keeps its case.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import { generate } from "../../src/generate/index.js";
import { resolveNextAction } from "../../src/generate/next-action.js";
import { makeSessionSnapshot } from "../helpers/session-snapshot.js";

const FROM_REPORT = "(from the agent's last report — verify)";

test("a report's next step is taken as written: `Next step: npm test.` stays `npm test.`", () => {
  const s = makeSessionSnapshot();
  s.options.agent_report = "All wired up.\nNext step: npm test.";
  assert.equal(resolveNextAction(s).text, `npm test. ${FROM_REPORT}`);
  assert.equal(generate(s).payload.next_action, `npm test. ${FROM_REPORT}`);
  // The last-sentence fallback too.
  s.options.agent_report = "Done for now.\nnpm run build";
  s.transcript!.agent_report = null;
  s.transcript!.todos = [];
  assert.equal(resolveNextAction(s).text, `npm run build ${FROM_REPORT}`);
});

test("a report that only acknowledges is no next action, and a packet gets none from it", () => {
  for (const ack of ["ok", "Done.", "Sure, will do", "Listo.", "OK — all good!", "Next: ok."]) {
    const s = makeSessionSnapshot();
    s.options.agent_report = ack;
    s.transcript!.agent_report = ack;
    s.transcript!.todos = [];
    assert.equal(resolveNextAction(s).text, null, ack);
    // With nothing else recorded, write refuses and says how to record one.
    assert.throws(() => generate(s), /no next action: pass --next/, ack);
  }
  // A step of one content word still counts.
  const s = makeSessionSnapshot();
  s.options.agent_report = "Rebase.";
  s.transcript!.todos = [];
  assert.equal(resolveNextAction(s).text, `Rebase. ${FROM_REPORT}`);
});
