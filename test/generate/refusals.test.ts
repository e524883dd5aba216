import assert from "node:assert/strict";
import { test } from "node:test";
import { RefusedError } from "../../src/errors.js";
import { generate } from "../../src/generate/index.js";
import { checkRefusals } from "../../src/generate/refusals.js";
import type { Snapshot } from "../../src/model/snapshot/types.js";
import { makeCleanSampleSnapshot, makeSampleSnapshot } from "../helpers/sample-snapshot.js";

/**
 * The sample with all three rules broken: no next action, no verification of the active task, and
 * (as in the sample) two files not committed, with no `allow_*` option.
 */
function makeBrokenSnapshot(): Snapshot {
  const s = makeSampleSnapshot();
  s.options.allow_dirty = false;
  s.workbench.agent_state!.next_action = "  ";
  s.transcript!.todos = [];
  // No packet to carry a next action from.
  s.previous = null;
  s.workbench.verifications = s.workbench.verifications.filter((v) => v.task_id !== "T-002");
  return s;
}

const DIRTY_REFUSAL =
  "the clean-state check is not clean (2 blocking items):" +
  "\n      [working tree] src/server.ts: modified, not committed (unstaged)" +
  "\n      [working tree] src/limiter.ts: added, not committed (staged)" +
  "\n    fix them (see `handoff check`), or pass --allow-dirty";

test("a clean sample is not refused", () => {
  assert.deepEqual(checkRefusals(makeCleanSampleSnapshot()), { refusals: [], skipped: [] });
});

test("the sample's uncommitted work is refused without --allow-dirty, skipped with it", () => {
  const dirty = makeSampleSnapshot();
  dirty.options.allow_dirty = false;
  assert.deepEqual(checkRefusals(dirty), { refusals: [DIRTY_REFUSAL], skipped: [] });
  assert.deepEqual(checkRefusals(makeSampleSnapshot()), {
    refusals: [],
    skipped: [
      {
        severity: "block",
        detail: "the clean-state check is not clean (2 blocking items); written with --allow-dirty",
      },
    ],
  });
});

// A library caller hands generate a plain object: a stale or forged clean-state result on it
// must not decide anything, the snapshot's own git state does.
test("a snapshot claiming clean while it has unstaged changes: the packet says not clean", () => {
  const claimed = {
    ...makeSampleSnapshot(),
    clean_state: { clean: true, blocking: [], warnings: [] },
  } as Snapshot;
  const { payload, clean_state } = generate(claimed);
  assert.equal(clean_state.clean, false);
  const trail = payload.verdict_trail.find((entry) => entry.source === "clean_state");
  assert.deepEqual(trail, {
    task_id: "T-002",
    source: "clean_state",
    verdict: "not clean",
    defects: [
      "working tree: modified, not committed (unstaged) (src/server.ts)",
      "working tree: added, not committed (staged) (src/limiter.ts)",
    ],
    path: ".handoff/clean_state.json",
  });
  const blocks = payload.open_risks.filter((r) => r.severity === "block").map((r) => r.detail);
  assert.ok(
    blocks.includes("not clean, working tree: modified, not committed (unstaged) (src/server.ts)"),
  );
  assert.match(payload.summary, /blocking risk/);
  assert.ok(!payload.summary.includes("no blocking risks"));
});

test("clean_state: null from a library caller no longer skips the rule", () => {
  for (const claimed of [null, { clean: true, blocking: [], warnings: [] }]) {
    const snapshot = { ...makeSampleSnapshot(), clean_state: claimed } as Snapshot;
    snapshot.options.allow_dirty = false;
    assert.throws(
      () => generate(snapshot),
      (error: unknown) =>
        error instanceof RefusedError &&
        error.reasons.length === 1 &&
        error.reasons[0] === DIRTY_REFUSAL,
    );
  }
  // And a clean work tree is written, whatever the caller claimed.
  const clean = { ...makeCleanSampleSnapshot(), clean_state: null } as Snapshot;
  const { payload } = generate(clean);
  const trail = payload.verdict_trail.find((entry) => entry.source === "clean_state");
  assert.equal(trail?.verdict, "clean");
  assert.equal(payload.verdict_pointer.clean_state, ".handoff/clean_state.json");
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
        DIRTY_REFUSAL,
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
    "the clean-state check is not clean (2 blocking items); written with --allow-dirty",
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
