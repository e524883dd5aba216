/**
 * Writes still coming for a (branch, topic), and a reader's wait for them: the names, which
 * files count (a table of plain entries), the wait driven by an injected clock (no sleep), and
 * the claim marker that stands for a detached writer while it runs.
 */
import assert from "node:assert/strict";
import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { test } from "node:test";
import {
  claimPendingInput,
  findPendingWrites,
  isRecoveryInput,
  type PendingEntry,
  type PendingWrite,
  parsePendingName,
  pendingInputName,
  selectPendingWrites,
  selectWriteOf,
  transcriptKey,
  transcriptOf,
  WRITER_START_GRACE_MS,
  waitForPendingWrites,
} from "../../src/store/pending-writes.js";
import { makeRepo } from "../helpers/temp-repo.js";

/**
 * The pending write here is a file these tests placed, with no writer to finish it: removing the
 * folder at once (removeDir waits up to 30 s for a detached writer to empty it).
 */
function removeHere(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
}

const KEY = "0123456789abcdef";
const OTHER = "fedcba9876543210";
const ID = "00112233aabbccdd";

test("pending names: keyed inputs and markers are ours; anything else is not", () => {
  assert.equal(pendingInputName(KEY, ID), `${KEY}-${ID}.json`);
  assert.deepEqual(parsePendingName(`${KEY}-${ID}.json`), { key: KEY, id: ID, state: "input" });
  assert.deepEqual(parsePendingName(`${KEY}-${ID}.writing`), {
    key: KEY,
    id: ID,
    state: "writing",
  });
  // Saved by an older writer without a key.
  assert.deepEqual(parsePendingName(`${ID}.json`), { key: null, id: ID, state: "input" });
  for (const name of ["notes.json", `${ID}.json.tmp`, `../${ID}.json`, `${KEY}-${ID}.txt`]) {
    assert.equal(parsePendingName(name), null, name);
  }
});

test("isRecoveryInput: a SessionStart's input recovers the previous session; others do not", () => {
  assert.equal(isRecoveryInput('{"hook_event_name":"SessionStart"}'), true);
  assert.equal(isRecoveryInput('{"hook_event_name":"SessionEnd"}'), false);
  assert.equal(isRecoveryInput("not json"), false);
});

test("selectPendingWrites: what counts for a pair at a given time", () => {
  const now = 1_000_000;
  const alive = (w: { pid: number }) => w.pid === 1;
  const entry = (over: Partial<PendingEntry>): PendingEntry => ({
    key: KEY,
    state: "input",
    mtimeMs: now - 10,
    writer: null,
    recovery: false,
    transcript: null,
    ...over,
  });
  const table: [string, PendingEntry, boolean][] = [
    ["a fresh input of the pair", entry({}), true],
    ["another pair's input", entry({ key: OTHER }), false],
    ["an input saved without a key", entry({ key: null }), true],
    [
      "an input no writer claimed in time",
      entry({ mtimeMs: now - WRITER_START_GRACE_MS - 1 }),
      false,
    ],
    ["a live writer's marker", entry({ state: "writing", writer: { pid: 1, start: null } }), true],
    [
      "an old live writer's marker",
      entry({ state: "writing", mtimeMs: 0, writer: { pid: 1, start: null } }),
      true,
    ],
    ["a dead writer's marker", entry({ state: "writing", writer: { pid: 2, start: null } }), false],
    ["an unreadable marker", entry({ state: "writing", writer: null }), false],
  ];
  for (const [what, e, counts] of table) {
    assert.equal(selectPendingWrites([e], KEY, now, alive).length, counts ? 1 : 0, what);
  }
});

test("waitForPendingWrites: returns as soon as the write is done; past the budget, the oldest write still coming", async () => {
  let clock = 0;
  const pause = async (ms: number) => {
    clock += ms;
  };
  const write: PendingWrite = { kind: "writing", since: 5, recovery: false };
  // Done after 120 ms of a 1,000 ms budget.
  const done = await waitForPendingWrites("/nowhere", () => KEY, {
    budgetMs: 1_000,
    now: () => clock,
    pause,
    find: (at) => (at < 120 ? [write] : []),
  });
  assert.deepEqual(done, { pending: null, waited: true });
  assert.equal(clock, 150);
  // Never done: the budget ends the wait, exactly.
  clock = 0;
  const late = await waitForPendingWrites("/nowhere", () => KEY, {
    budgetMs: 1_000,
    now: () => clock,
    pause,
    find: () => [write],
  });
  assert.deepEqual(late, { pending: write, waited: true });
  assert.equal(clock, 1_000);
  // Nothing pending: no wait at all, and the key is never computed.
  const none = await waitForPendingWrites(join("/nowhere", "x"), () => assert.fail("key"), {
    budgetMs: 1_000,
    now: () => 0,
    pause: () => assert.fail("paused"),
  });
  assert.deepEqual(none, { pending: null, waited: false });
});

test("claimPendingInput: the input gives way to a marker naming this process, pending for its pair only", () => {
  const root = makeRepo("handoff-pending-");
  try {
    const dir = join(root, ".handoff", "pending-writes");
    mkdirSync(dir, { recursive: true });
    const path = join(dir, pendingInputName(KEY, ID));
    writeFileSync(path, '{"hook_event_name":"SessionStart"}\n');
    assert.deepEqual(
      findPendingWrites(root, () => KEY).map((w) => [w.kind, w.recovery]),
      [["input", true]],
    );
    assert.equal(claimPendingInput(path), '{"hook_event_name":"SessionStart"}\n');
    assert.equal(existsSync(path), false);
    assert.deepEqual(readdirSync(dir), [`${KEY}-${ID}.writing`]);
    // This process is the writer, alive: its write is still coming, and is a recovery.
    assert.deepEqual(
      findPendingWrites(root, () => KEY).map((w) => [w.kind, w.recovery]),
      [["writing", true]],
    );
    assert.deepEqual(
      findPendingWrites(root, () => OTHER),
      [],
    );
  } finally {
    removeHere(root);
  }
});

test("selectWriteOf: a detached write of the previous session's transcript, of any pair, is still coming", () => {
  const now = 1_000_000;
  const alive = (w: { pid: number }) => w.pid === 1;
  const path = "/home/u/.copilot/session-state/s-1/events.jsonl";
  const t = transcriptKey(path);
  const entry = (over: Partial<PendingEntry>): PendingEntry => ({
    key: KEY,
    state: "input",
    mtimeMs: now - 10,
    writer: null,
    recovery: false,
    transcript: t,
    ...over,
  });
  assert.equal(selectWriteOf([entry({})], t, now, alive), true);
  assert.equal(selectWriteOf([entry({ key: OTHER })], t, now, alive), true);
  const other = transcriptKey("/other.jsonl");
  assert.equal(selectWriteOf([entry({ transcript: other })], t, now, alive), false);
  assert.equal(selectWriteOf([entry({ transcript: null })], t, now, alive), false);
  const stale = entry({ mtimeMs: now - WRITER_START_GRACE_MS - 1 });
  assert.equal(selectWriteOf([stale], t, now, alive), false);
  const writing = (pid: number) => entry({ state: "writing", writer: { pid, start: null } });
  assert.equal(selectWriteOf([writing(1)], t, now, alive), true);
  assert.equal(selectWriteOf([writing(2)], t, now, alive), false);
  assert.equal(transcriptOf(JSON.stringify({ transcript_path: path })), t);
  // A writer's marker names it by its key only, never the path (which may hold the session id).
  assert.equal(transcriptOf(JSON.stringify({ pid: 1, transcript: t })), t);
  assert.equal(transcriptOf(JSON.stringify({ pid: 1, transcript: path })), null);
  assert.equal(transcriptOf("not json"), null);
});
