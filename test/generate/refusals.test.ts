import assert from "node:assert/strict";
import { test } from "node:test";
import { RefusedError } from "../../src/errors.js";
import { generate } from "../../src/generate/index.js";
import { checkRefusals } from "../../src/generate/refusals.js";
import type { Snapshot } from "../../src/snapshot/types.js";
import { makeSampleSnapshot } from "../helpers/sample-snapshot.js";

/** The sample with all three rules broken. */
function makeBrokenSnapshot(): Snapshot {
  const s = makeSampleSnapshot();
  s.workbench.agent_state!.next_action = "  ";
  s.transcript!.todos = [];
  // No packet to carry a next action from.
  s.previous = null;
  s.workbench.verifications = s.workbench.verifications.filter((v) => v.task_id !== "T-002");
  s.clean_state = {
    clean: false,
    blocking: [{ check: "working tree", detail: "2 files not committed" }],
    warnings: [],
  };
  return s;
}

test("a clean sample is not refused", () => {
  assert.deepEqual(checkRefusals(makeSampleSnapshot()), { refusals: [], skipped: [] });
});

test("every broken rule is listed with how to fix it, exit 3", () => {
  const snapshot = makeBrokenSnapshot();
  assert.throws(
    () => generate(snapshot),
    (error: unknown) => {
      assert.ok(error instanceof RefusedError);
      assert.equal(error.exitCode, 3);
      assert.deepEqual(error.reasons, [
        'no next action: pass --next "…", run `handoff note next "…"`, or set next_action in agent_state.json',
        "active task T-002 has no verification report: run its verification so that outputs/verification/T-002.json exists, or pass --allow-unverified",
        "the clean-state check is not clean (1 blocking item):\n      [working tree] 2 files not committed\n    fix them (see `handoff check`), or pass --allow-dirty",
      ]);
      assert.match(error.message, /^refused to write the packet:\n {2}- no next action/);
      return true;
    },
  );
});

test("each allow_* option turns its rule into a block risk", () => {
  const snapshot = makeBrokenSnapshot();
  snapshot.options.allow_missing_next = true;
  assert.equal(checkRefusals(snapshot).refusals.length, 2);
  snapshot.options.allow_unverified = true;
  assert.equal(checkRefusals(snapshot).refusals.length, 1);
  snapshot.options.allow_dirty = true;
  const { payload } = generate(snapshot);
  const blocks = payload.open_risks.filter((r) => r.severity === "block").map((r) => r.detail);
  assert.deepEqual(blocks.slice(0, 3), [
    "no next action was recorded (written with --allow-missing-next): decide the first step before acting",
    "active task T-002 has no verification report (outputs/verification/T-002.json); written with --allow-unverified",
    "the clean-state check is not clean (1 blocking item); written with --allow-dirty",
  ]);
  assert.equal(payload.next_command, null);
  assert.equal(payload.verdict_pointer.verdict, null);
});

test("--task names the active task the verification rule checks", () => {
  const snapshot = makeSampleSnapshot();
  snapshot.options.task_id = "T-003";
  assert.deepEqual(checkRefusals(snapshot).refusals, [
    "active task T-003 has no verification report: run its verification so that outputs/verification/T-003.json exists, or pass --allow-unverified",
  ]);
});

test("a hook-written packet says what wrote it, never a flag nobody passed", () => {
  const snapshot = makeBrokenSnapshot();
  snapshot.clean_state = {
    clean: false,
    blocking: [
      { check: "working tree", detail: "not committed", path: "src/limiter.ts" },
      { check: "temp artifacts", detail: "temporary file", path: "notes.tmp" },
    ],
    warnings: [],
  };
  Object.assign(snapshot.options, {
    allow_missing_next: true,
    allow_unverified: true,
    allow_dirty: true,
    writer: "the Claude Code SessionEnd hook",
  });
  const details = checkRefusals(snapshot).skipped.map((r) => r.detail);
  assert.deepEqual(details, [
    "no next action was recorded (written by the Claude Code SessionEnd hook): decide the first step before acting",
    "active task T-002 has no verification report (outputs/verification/T-002.json); written by the Claude Code SessionEnd hook",
    "the clean-state check is not clean (2 blocking items); written by the Claude Code SessionEnd hook",
  ]);
  const { json, markdown } = generate(snapshot);
  assert.ok(!json.includes("written with --allow"));
  assert.ok(!markdown.includes("written with --allow"));
});
