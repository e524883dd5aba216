/**
 * The transcript adapter registry (issue 32): its agents are `src/model/agents.ts`'s, an id it
 * has no adapter for is an error (never another agent's reader), and an agent added with one
 * folder (test/helpers/fake-agent/) and one registry line is detected and summarised end to
 * end like a shipped one.
 */
import assert from "node:assert/strict";
import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "node:test";
import { ADAPTERS, withAdapters } from "../../../src/collect/transcripts/adapters.js";
import {
  detectAgent,
  ingestTranscript,
  readTranscriptRecords,
  WrongAgentError,
} from "../../../src/collect/transcripts/index.js";
import { InputError } from "../../../src/errors.js";
import { AGENTS, TRANSCRIPT_AGENT_IDS } from "../../../src/model/agents.js";
import type { FeedbackRecord } from "../../../src/model/snapshot/types.js";
import { packageRoot } from "../../../src/platform/package-root.js";
import { fakeAdapter } from "../../helpers/fake-agent/adapter.js";

const FIXTURES = join(packageRoot(), "test", "fixtures", "transcripts");
const FAKE = join(FIXTURES, "fake", "session.jsonl");
const CLAUDE = join(FIXTURES, "claude", "hook-session-2.1.332.jsonl");

test("the adapter registry and src/model/agents.ts list the same agents, with the same names", () => {
  assert.deepEqual([...ADAPTERS.keys()].sort(), [...TRANSCRIPT_AGENT_IDS].sort());
  for (const agent of AGENTS) {
    const adapter = ADAPTERS.get(agent.id);
    assert.equal(adapter?.id, agent.id);
    assert.equal(adapter?.name, agent.name, `${agent.id}'s adapter names it as agents.ts does`);
  }
});

test("an agent with no adapter is an InputError naming the agents there are, never OpenCode's reader", async () => {
  for (const read of [
    () => ingestTranscript(CLAUDE, { agent: "nope" as "claude", k: 5, root: "/tmp" }),
    async () => {
      for await (const _ of readTranscriptRecords(CLAUDE, "nope"));
    },
  ]) {
    await assert.rejects(read, (error: unknown) => {
      assert.ok(error instanceof InputError);
      assert.match(error.message, /unknown agent 'nope'.*claude, codex, .*opencode, gemini/);
      return true;
    });
  }
  // The shipped registry has no fake agent: its log is no agent's, and "fake" is unknown.
  await assert.rejects(detectAgent(FAKE), /not a recognisable/);
  await assert.rejects(
    ingestTranscript(FAKE, { agent: "fake" as "claude", k: 5, root: "/tmp" }),
    /unknown agent 'fake'/,
  );
});

test("a fake agent added by one registry line is detected and summarised end to end", async () => {
  const adapters = withAdapters([fakeAdapter]);
  assert.deepEqual([...adapters.keys()], [...ADAPTERS.keys(), "fake"]);
  assert.equal(ADAPTERS.has("fake" as "claude"), false, "the shipped registry is untouched");
  assert.equal(await detectAgent(FAKE, adapters), "fake");
  // The shipped agents are still told apart in the extended registry.
  assert.equal(await detectAgent(CLAUDE, adapters), "claude");

  const summary = await ingestTranscript(FAKE, { k: 5, root: "/work/demo", adapters });
  assert.equal(summary.agent, "fake");
  assert.equal(summary.objective, "Fix the login redirect loop");
  assert.deepEqual(summary.user_messages, ["Fix the login redirect loop"]);
  // A relative path is the session's; an absolute one under the root is made relative.
  assert.deepEqual(summary.edited_files, ["src/login.ts", "src/session.ts"]);
  assert.equal(summary.cwd, "/work/demo");
  assert.equal(
    summary.agent_report,
    "The redirect loop is fixed; lint still fails on an unused import.",
  );
  const { feedback } = summary;
  assert.equal(feedback.total, 3);
  assert.equal(feedback.failures, 2);
  assert.deepEqual(feedback.passed_later, ["npm test"], "npm test failed, then passed");
  const lint = feedback.tail.find((entry) => entry.command === "npm run lint");
  assert.equal(lint?.exit_code, 2);
  assert.deepEqual(feedback.last_test, { command: "npm test", exit_code: 0 });
  // 10:00:00 to 10:04:01; the "mood" line is of no use (counted), "not json" is skipped.
  assert.equal(summary.duration_ms, 241_000);
  assert.equal(summary.date, "2026-01-05");
  assert.equal(summary.unknown_lines, 1);
  assert.equal(summary.skipped, 1);
  assert.deepEqual(
    feedback.skipped.map((s) => s.line),
    [10],
  );

  const records: FeedbackRecord[] = [];
  for await (const record of readTranscriptRecords(FAKE, "fake", {}, adapters))
    records.push(record);
  assert.deepEqual(
    records.map((r) => [r.command, r.exit_code]),
    [
      ["npm test", 1],
      ["npm run lint", 2],
      ["npm test", 0],
    ],
  );
});

test("the fake agent's rules are the shipped ones': a folder, another agent's file, a file of nothing", async () => {
  const adapters = withAdapters([fakeAdapter]);
  const dir = await mkdtemp(join(tmpdir(), "handoff-fake-agent-"));
  await assert.rejects(ingestTranscript(dir, { agent: "fake", k: 5, root: dir, adapters }), {
    message: /a Fake Agent log is a \.jsonl file, not a folder/,
  });
  await assert.rejects(
    ingestTranscript(CLAUDE, { agent: "fake", k: 5, root: dir, adapters }),
    (error: unknown) => {
      assert.ok(error instanceof WrongAgentError);
      assert.equal(error.detected, "claude");
      assert.match(error.message, /is not a Fake Agent log: it looks like a Claude Code session/);
      return true;
    },
  );
  const junk = join(dir, "junk.jsonl");
  await writeFile(junk, "not json\n{}\n");
  await assert.rejects(ingestTranscript(junk, { agent: "fake", k: 5, root: dir, adapters }), {
    message: /junk\.jsonl: not a Fake Agent transcript \(none of its 2 line\(s\)/,
  });
  assert.throws(() => withAdapters([fakeAdapter, fakeAdapter]), /two transcript adapters for fake/);
});
