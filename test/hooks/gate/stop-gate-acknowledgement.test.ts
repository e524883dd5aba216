/**
 * The Stop gate asks for a next action when the agent's last message only acknowledges: the
 * gate reads generate's own rule, and an "ok" is no step.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import { checkReadiness, type ReadinessInput } from "../../../src/hooks/gate/stop-gate.js";
import { makeSessionSnapshot } from "../../helpers/session-snapshot.js";

const clean: ReadinessInput = {
  clean_state: { clean: true, blocking: [], warnings: [] },
  notes: [],
  workbench: { agent_state: null, verifications: [], reviews: [] },
};

test("an acknowledgement as the last message leaves no next action: the gate asks for one", () => {
  for (const message of [
    "ok",
    "Done.",
    "Sure, will do",
    "Listo.",
    "Alles klar, danke!",
    "好的",
    "All set.",
    "👍",
    "Looks good",
    "Klaar.",
    "C'est bon",
  ]) {
    const items = checkReadiness({ ...clean, agent_report: message });
    assert.deepEqual(
      items.map((i) => i.key),
      ["next"],
      `${JSON.stringify(message)} is no next action`,
    );
  }
});

test("a last message that names a step satisfies the gate, in any language", () => {
  for (const message of [
    "Migrated the reader. Wire the parser into src/cli.ts next.",
    "Next step: connect the reader to the cache.",
    "Run `npm run test:flaky` again.",
  ]) {
    assert.deepEqual(checkReadiness({ ...clean, agent_report: message }), [], message);
  }
});

test("a last message names a step by the words of the session's files and commands: the gate reads the transcript for them", () => {
  const transcript = makeSessionSnapshot().transcript!;
  transcript.cwd = "/work/app";
  transcript.edited_files = ["/work/app/src/lector.js"];
  transcript.reads = [];
  transcript.todos = [];
  transcript.agent_report = null;
  transcript.feedback.commands = ["npm run test:flaky"];
  for (const message of ["Falta conectar el lector con la caché.", "Run the flaky suite again."]) {
    // Without the transcript the words name nothing known; with it they name its work.
    assert.deepEqual(
      checkReadiness({ ...clean, agent_report: message }).map((i) => i.key),
      ["next"],
      message,
    );
    assert.deepEqual(checkReadiness({ ...clean, agent_report: message, transcript }), [], message);
  }
});
