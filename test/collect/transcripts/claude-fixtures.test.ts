/**
 * Claude Code transcripts from the repo's own fixtures (test/fixtures/transcripts/claude/):
 * each one reproduces a shape real sessions have, with expectations written from reading it.
 */
import assert from "node:assert/strict";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "node:test";
import { ingestTranscript, readTranscriptRecords } from "../../../src/collect/transcripts/index.js";
import type { FeedbackRecord } from "../../../src/model/snapshot/types.js";
import { placeTranscript, transcriptFixture } from "../../helpers/hook-process.js";

const fixture = (...parts: string[]) => transcriptFixture("claude", ...parts);

async function records(path: string): Promise<FeedbackRecord[]> {
  const out: FeedbackRecord[] = [];
  for await (const record of readTranscriptRecords(path, "claude")) out.push(record);
  return out;
}
const summarise = (path: string, root = "/nonexistent-root") =>
  ingestTranscript(path, { agent: "claude", k: 5, root });
const brief = (r: FeedbackRecord) => [r.command, r.exit_code, r.sidechain === true];

test("2.1.332 session: two Bash pairs (exit 0, exit 2), an Edit inside the repo, queue and attachment lines", async () => {
  const repo = await mkdtemp(join(tmpdir(), "handoff-claude-fixture-"));
  const path = placeTranscript(repo, "claude", "hook-session-2.1.332.jsonl");
  try {
    const recs = await records(path);
    assert.deepEqual(recs.map(brief), [
      ["node app.js", 0, false],
      ["ls /no/such/dir", 2, false],
    ]);
    assert.equal(recs[0]?.stdout_tail, "42");
    assert.equal(
      recs[1]?.stderr_tail,
      "ls: cannot access '/no/such/dir': No such file or directory",
    );
    const s = await summarise(path, repo);
    assert.equal(s.agent, "claude");
    assert.equal(s.feedback.total, 2);
    assert.equal(s.feedback.failures, 1);
    assert.deepEqual(s.edited_files, ["app.ts"]);
    assert.equal(s.objective, "Make the answer in app.ts configurable");
    assert.equal(s.compactions, 0);
    assert.equal(s.skipped, 0);
  } finally {
    await rm(repo, { recursive: true, force: true });
    await rm(path, { force: true });
  }
});

test("compaction after a rewind: one compaction (boundary + its summary), no commands, 41 minutes", async () => {
  const s = await summarise(fixture("compact-after-rewind.jsonl"));
  assert.equal(s.compactions, 1);
  assert.equal(s.feedback.total, 0);
  assert.equal(s.objective, "Start");
  assert.equal(s.duration_ms, 41 * 60_000);
});

test("integrated sidechain (2.0.x): Task and Grep only, so no command, no edit, no objective", async () => {
  const s = await summarise(fixture("sidechain-task-2.0.jsonl"));
  assert.equal(s.feedback.total, 0);
  assert.deepEqual(s.edited_files, []);
  // The only prompt is the sidechain's (a sub-agent prompt is never the session's objective).
  assert.equal(s.objective, null);
});

test("an id-less bash tool_use is paired through sourceToolAssistantUUID", async () => {
  const path = fixture("idless-tool-use.jsonl");
  assert.deepEqual((await records(path)).map(brief), [["printf 'one\\ntwo\\nthree\\n'", 0, false]]);
  assert.equal((await summarise(path)).objective, "Start");
});

test("schema drift: top-level tool_use/tool_result lines are not Claude Code's, so they feed nothing", async () => {
  const s = await summarise(fixture("schema-drift.jsonl"));
  assert.equal(s.feedback.total, 0);
  assert.equal(s.objective, "Open README");
});

test("many line types: a Bash pair, a rejection that is not a failure, one compaction written twice", async () => {
  const path = fixture("many-line-types-2.1.320.jsonl");
  const recs = await records(path);
  assert.deepEqual(recs.map(brief), [["ls", 0, false]]);
  assert.equal(recs[0]?.command_id, "toolu_x1");
  const s = await summarise(path);
  assert.equal(s.feedback.failures, 0);
  assert.equal(s.compactions, 1);
  assert.equal(s.objective, "List the files, then clean up");
});

test("a subagent's file under <session>/subagents/ is read as a sidechain", async () => {
  const path = fixture("subagent-session", "5e0c9a1d-2b3f-4c6e-8a7d-1f2e3d4c5b6a.jsonl");
  assert.deepEqual((await records(path)).map(brief), [["grep -rn TODO src", 0, true]]);
  const s = await summarise(path);
  assert.equal(s.objective, "Delegate the TODO search to a subagent");
  assert.equal(s.feedback.tail[0]?.sidechain, true);
});
