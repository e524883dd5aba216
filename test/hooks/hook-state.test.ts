import assert from "node:assert/strict";
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { test } from "node:test";
import {
  hookStatePath,
  markTranscriptWritten,
  readHookState,
  readTranscriptMark,
  replacesMark,
  updateHookState,
} from "../../src/hooks/hook-state.js";
import { safeSegment } from "../../src/store/paths.js";
import { makePlantedSecrets, makeRedTeamSecrets } from "../helpers/fake-secrets.js";
import { makeRepo, removeDir } from "../helpers/temp-repo.js";

test("a session id holding a secret never reaches the disk: the file is named by its hash and stores nothing of it", async () => {
  const repo = makeRepo("handoff-hook-state-");
  try {
    const secrets = [...makePlantedSecrets(29), ...makeRedTeamSecrets(29)];
    assert.ok(secrets.length >= 30, `only ${secrets.length} kinds`);
    for (const [index, planted] of secrets.entries()) {
      const id = `session-${planted.text}`;
      await updateHookState(repo, id, (state) => ({
        state: { ...state, gate_blocks: index + 1 },
        result: undefined,
      }));
      // The state is found again by the same raw id.
      assert.equal(readHookState(repo, id).gate_blocks, index + 1, planted.kind);
      assert.match(hookStatePath(repo, id), /[\\/][0-9a-f]{32}\.json$/, planted.kind);
    }
    const dir = join(repo, ".handoff", "hook-state");
    const names = readdirSync(dir);
    assert.equal(names.length, secrets.length, "one file per session, no collision");
    const stored = names
      .map((name) => `${name}\n${readFileSync(join(dir, name), "utf8")}`)
      .join("\n");
    for (const planted of secrets) {
      assert.ok(!stored.includes(planted.secret), `${planted.kind} survived in hook-state`);
    }
    assert.doesNotMatch(stored, /session_id/);
  } finally {
    removeDir(repo);
  }
});

test("a state file under the old name (the id's slug) is ignored, and removed at the session's next write", async () => {
  const repo = makeRepo("handoff-hook-state-old-");
  try {
    const id = "3f1c2a9e-0000-4000-8000-000000000001";
    const dir = join(repo, ".handoff", "hook-state");
    mkdirSync(dir, { recursive: true });
    const old = join(dir, `${safeSegment(id)}.json`);
    writeFileSync(old, JSON.stringify({ session_id: id, wrap_up_fired: [0.6], gate_blocks: 3 }));
    assert.equal(readHookState(repo, id).gate_blocks, 0, "the old file is not read");
    await updateHookState(repo, id, (state) => ({
      state: { ...state, gate_blocks: 1 },
      result: undefined,
    }));
    assert.equal(existsSync(old), false, "the file naming the raw id is gone");
    assert.deepEqual(readdirSync(dir), [`${hookStatePath(repo, id).split(/[\\/]/).pop()}`]);
  } finally {
    removeDir(repo);
  }
});

test("replacesMark: a write of an earlier hook event of the same session never takes the mark back", () => {
  const closing = { size: 900, session: "a".repeat(32), at: 2_000 };
  assert.equal(replacesMark(null, closing), true);
  assert.equal(replacesMark(closing, { ...closing, size: 1_200, at: 1_000 }), false);
  assert.equal(replacesMark(closing, { ...closing, size: 300, at: 3_000 }), true);
  assert.equal(replacesMark(closing, { ...closing, at: 2_000 }), true);
  // Another session's write (a recovery names the session it writes for), or an undated mark.
  assert.equal(replacesMark(closing, { size: 10, session: "b".repeat(32), at: 1_000 }), true);
  assert.equal(replacesMark({ size: 900, session: "a".repeat(32) }, { ...closing, at: 1 }), true);
});

test("a turn's writer that ends after the session's closing write leaves the closing write's mark", async () => {
  const repo = makeRepo("handoff-mark-order-");
  try {
    const transcript = join(repo, "events.jsonl");
    // The closing write (event at 2,000) ends first; the turn's writer (event at 1,000) after it.
    await markTranscriptWritten(repo, transcript, 900, { id: "s-1" }, 2_000);
    await markTranscriptWritten(repo, transcript, 400, { id: "s-1" }, 1_000);
    assert.deepEqual(readTranscriptMark(repo, transcript), {
      size: 900,
      session: readTranscriptMark(repo, transcript)?.session,
      at: 2_000,
    });
    // A mark of an earlier version (no time) reads as before.
    await markTranscriptWritten(repo, join(repo, "old.jsonl"), 50, { id: "s-1" });
    assert.equal(readTranscriptMark(repo, join(repo, "old.jsonl"))?.at, undefined);
  } finally {
    removeDir(repo);
  }
});
