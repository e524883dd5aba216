/**
 * The Stop gate asks for a next action when the agent's last message only acknowledges: the
 * gate reads generate's own rule, and an "ok" is no step.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import { checkReadiness, type ReadinessInput } from "../../../src/hooks/gate/stop-gate.js";

const clean: ReadinessInput = {
  clean_state: { clean: true, blocking: [], warnings: [] },
  notes: [],
  workbench: { agent_state: null, verifications: [], reviews: [] },
};

test("an acknowledgement as the last message leaves no next action: the gate asks for one", () => {
  for (const message of ["ok", "Done.", "Sure, will do", "Listo.", "Alles klar, danke!", "好的"]) {
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
    "Falta conectar el lector con la caché.",
    "Run the flaky suite again.",
  ]) {
    assert.deepEqual(checkReadiness({ ...clean, agent_report: message }), [], message);
  }
});
