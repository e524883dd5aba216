/**
 * A reader whose wait ran out while a newer packet was being written: the briefing's first
 * lines say so, since when and how to get it; the older packet never passes for current; with
 * no older packet, the reader says the packet is being written instead of nothing.
 */
import assert from "node:assert/strict";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { test } from "node:test";
import { renderBriefing } from "../../src/resume/briefing.js";
import {
  describePendingWrite,
  formatSince,
  READ_WAIT_MS,
  readWaitBudget,
} from "../../src/resume/pending-note.js";
import { resume } from "../../src/resume/resume.js";
import { nameKey } from "../../src/store/paths.js";
import { pendingInputName } from "../../src/store/pending-writes.js";
import { storePacket } from "../../src/store/registry.js";
import { makePacket, withJson } from "../helpers/make-packet.js";
import { git, makeRepo } from "../helpers/temp-repo.js";

/**
 * The pending write here is a file these tests placed, with no writer to finish it: removing the
 * folder at once (removeDir waits up to 30 s for a detached writer to empty it).
 */
function removeHere(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
}

test("readWaitBudget: HANDOFF_READ_WAIT_MS when a count, else the default", () => {
  assert.equal(readWaitBudget({}), READ_WAIT_MS);
  assert.equal(readWaitBudget({ HANDOFF_READ_WAIT_MS: "250" }), 250);
  assert.equal(readWaitBudget({ HANDOFF_READ_WAIT_MS: "0" }), 0);
  assert.equal(readWaitBudget({ HANDOFF_READ_WAIT_MS: "soon" }), READ_WAIT_MS);
});

test("describePendingWrite: says what is being written, since when, and how to get it", () => {
  const since = Date.parse("2026-12-04T14:03:07.500Z");
  assert.equal(formatSince(since), "14:03:07 UTC");
  const write = { kind: "writing" as const, since, recovery: false };
  assert.match(
    describePendingWrite(write, true),
    /^NEWER PACKET BEING WRITTEN: A newer packet of this branch and topic is being written \(since 14:03:07 UTC\); what follows is the packet before it, not the current state: run '[^']*resume' in a moment for it\.$/,
  );
  assert.match(
    describePendingWrite({ ...write, recovery: true }, false),
    /^The previous session is being recovered into a new packet \(since 14:03:07 UTC\); run '[^']*resume' in a moment/,
  );
});

/** A repo on `main` with one commit, and a hand-over of a write for (main, default) pending. */
function repoWithPendingWrite(): string {
  const root = makeRepo("handoff-pending-note-");
  writeFileSync(join(root, "a.txt"), "a\n");
  git(root, "add", "-A");
  git(root, "commit", "-q", "-m", "base");
  const dir = join(root, ".handoff", "pending-writes");
  mkdirSync(dir, { recursive: true });
  const name = pendingInputName(nameKey("main", "default"), "00112233aabbccdd");
  writeFileSync(join(dir, name), '{"hook_event_name":"SessionEnd"}\n');
  return root;
}

/** A wait on a clock that only the pauses move: the budget runs out with no real time spent. */
function fakeWait(budgetMs: number) {
  let clock = Date.now();
  return {
    budgetMs,
    now: () => clock,
    pause: async (ms: number) => {
      clock += ms;
    },
  };
}

test("resume past its wait, with an older packet: the briefing's second line says a newer one is being written", async () => {
  const root = repoWithPendingWrite();
  try {
    const head = git(root, "rev-parse", "HEAD").trim();
    const older = makePacket({ head_commit: head });
    await storePacket(root, { ...withJson(older), markdown: "# p\n", history: null });
    const result = await resume(root, { wait: fakeWait(500) });
    assert.equal(result.packet?.id, older.id);
    assert.ok(result.pending_write);
    const lines = renderBriefing(result, "text").split("\n");
    assert.match(lines[0] ?? "", new RegExp(`^# Handoff ${older.id}`));
    assert.match(lines[1] ?? "", /^NEWER PACKET BEING WRITTEN: /);
  } finally {
    removeHere(root);
  }
});

test("resume past its wait, with no packet: it says the packet is being written", async () => {
  const root = repoWithPendingWrite();
  try {
    const result = await resume(root, { wait: fakeWait(500) });
    assert.equal(result.outcome, "none");
    assert.match(
      renderBriefing(result, "claude-hook"),
      /A newer packet of this branch and topic is being written \(since \d\d:\d\d:\d\d UTC\)/,
    );
  } finally {
    removeHere(root);
  }
});

test("resume of another topic does not wait for this topic's write", async () => {
  const root = repoWithPendingWrite();
  try {
    const result = await resume(root, {
      topic: "other",
      wait: { budgetMs: 500, pause: () => assert.fail("waited") },
    });
    assert.equal(result.pending_write, undefined);
  } finally {
    removeHere(root);
  }
});
