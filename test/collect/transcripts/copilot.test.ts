/**
 * GitHub Copilot CLI: a REAL session written by Copilot CLI 1.0.102 (`copilot -p` against the
 * chat-completions stand-in, then `--continue`; test/fixtures/transcripts/copilot/cli-1.0.102/,
 * temp paths replaced): detection, the commands with their exit codes (a failing `npm test`,
 * a passing read, a failing commit), the file its `create` tool wrote, the failed second
 * `create`, the user's prompts, the report, the cwd. Then the `session-state` folder of several
 * projects' sessions: this repository's newest is read, never another project's newer one, and
 * `--session` names one. Plain lines feed the parser for the shapes the fixture lacks.
 */
import assert from "node:assert/strict";
import { mkdirSync, mkdtempSync, readFileSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "node:test";
import { isCopilotTurnLine } from "../../../src/collect/transcripts/agents/copilot/locate.js";
import { CopilotParser } from "../../../src/collect/transcripts/agents/copilot/parser.js";
import { detectAgent } from "../../../src/collect/transcripts/detect.js";
import { findSessionTranscript } from "../../../src/collect/transcripts/find-session.js";
import { ingestTranscript, readTranscriptRecords } from "../../../src/collect/transcripts/index.js";
import type { FeedbackRecord } from "../../../src/model/snapshot/types.js";
import { transcriptFixture } from "../../helpers/hook-process.js";
import { removeDir } from "../../helpers/temp-repo.js";

const FIXTURE = transcriptFixture("copilot", "cli-1.0.102", "events.jsonl");

async function records(path: string): Promise<FeedbackRecord[]> {
  const out: FeedbackRecord[] = [];
  for await (const r of readTranscriptRecords(path, "copilot")) out.push(r);
  return out;
}

test("a real Copilot CLI 1.0.102 session is detected as Copilot's", async () => {
  assert.equal(await detectAgent(FIXTURE), "copilot");
});

test("a real Copilot CLI 1.0.102 session: commands with exits, the written file, prompts, report, cwd", async () => {
  const recs = await records(FIXTURE);
  assert.deepEqual(
    recs.map((r) => [r.command, r.exit_code]),
    [
      ["npm test", 254],
      ["cat NOTES.md", 0],
      ["git add NOTES.md && git commit -q -m notes", 128],
    ],
  );
  assert.match(recs[0]?.stdout_tail ?? "", /Could not read package\.json/);
  assert.doesNotMatch(recs[0]?.stdout_tail ?? "", /shellId/, "Copilot's status line is not output");
  const s = await ingestTranscript(FIXTURE, { k: 5, root: "/tmp/handoff-agents-repo" });
  assert.equal(s.agent, "copilot");
  assert.equal(s.objective, "Fix the build");
  assert.deepEqual(s.user_messages, ["Fix the build", "Now commit it"]);
  assert.equal(s.agent_report, "Committed NOTES.md.");
  assert.equal(s.cwd, "/tmp/handoff-agents-repo");
  // The first `create` wrote NOTES.md; the second failed ("Path already exists") and wrote nothing.
  assert.deepEqual(s.edited_files, ["NOTES.md"]);
  assert.equal(s.feedback.failures, 2);
  assert.equal(s.skipped, 0);
  assert.ok(
    s.conclusions.some((c) => c.text.includes("no package.json")),
    JSON.stringify(s.conclusions),
  );
});

/** A session folder under `state` whose first line says it ran in `cwd`, modified at `mtime`. */
function writeSession(state: string, id: string, cwd: string, prompt: string, mtime: number): void {
  const dir = join(state, id);
  mkdirSync(dir, { recursive: true });
  const lines = [
    {
      type: "session.start",
      data: { sessionId: id, context: { cwd, gitRoot: cwd, branch: "main" } },
      id: "a",
      timestamp: "2026-12-04T10:00:00.000Z",
      parentId: null,
    },
    {
      type: "user.message",
      data: { content: prompt },
      id: "b",
      timestamp: "2026-12-04T10:00:01.000Z",
      parentId: "a",
    },
  ];
  writeFileSync(join(dir, "events.jsonl"), lines.map((l) => JSON.stringify(l)).join("\n") + "\n");
  writeFileSync(join(dir, "workspace.yaml"), `id: ${id}\ncwd: ${cwd}\n`);
  utimesSync(join(dir, "events.jsonl"), mtime, mtime);
}

test("the session-state folder: this repository's newest session, never another project's newer one; --session names one", async () => {
  const home = mkdtempSync(join(tmpdir(), "handoff-copilot-state-"));
  try {
    const state = join(home, ".copilot", "session-state");
    mkdirSync(state, { recursive: true });
    writeFileSync(join(home, ".copilot", "session-store.db"), "");
    writeSession(state, "s-old", "/w/app", "Old app work", 1_000);
    writeSession(state, "s-app", "/w/app/src", "App work", 2_000);
    writeSession(state, "s-notes", "/w/notes", "Notes work", 3_000);
    assert.equal(await detectAgent(state), "copilot");
    assert.equal(await detectAgent(join(state, "s-app")), "copilot");
    const objective = async (session: { within?: string; session?: string }) =>
      (await ingestTranscript(state, { k: 5, root: "/w/app", agent: "copilot", opencode: session }))
        .objective;
    assert.equal(await objective({ within: "/w/app" }), "App work");
    assert.equal(await objective({ within: "/w/app", session: "s-old" }), "Old app work");
    await assert.rejects(
      objective({ within: "/w/other" }),
      /no Copilot CLI session run in \/w\/other/,
    );
    await assert.rejects(objective({ session: "nope" }), /no Copilot CLI session nope/);
    const found = await findSessionTranscript("copilot", {
      dirs: ["/w/app"],
      home,
      env: {},
    });
    assert.equal(found?.path, join(state, "s-app", "events.jsonl"));
  } finally {
    removeDir(home);
  }
});

test("parser: a failed shell call, a sub-agent's text and calls, injected user messages and a hook's block reason, a background command, a compaction", () => {
  const p = new CopilotParser();
  const line = (
    type: string,
    data: Record<string, unknown>,
    timestamp = "2026-12-04T10:00:00.000Z",
  ) => p.handleLine({ type, data, id: "x", timestamp, parentId: null }, 1, "events.jsonl");
  assert.deepEqual(line("user.message", { content: "skill body", source: "skill-pdf" }), []);
  assert.deepEqual(line("user.message", { content: "go on", isAutopilotContinuation: true }), []);
  assert.deepEqual(
    line("assistant.message", { content: "sub text", parentToolCallId: "t0", toolRequests: [{}] }),
    [],
  );
  line("tool.execution_start", {
    toolCallId: "c1",
    toolName: "bash",
    arguments: { command: "make" },
  });
  assert.deepEqual(
    line(
      "tool.execution_complete",
      { toolCallId: "c1", success: false, error: { message: "The user rejected this tool call" } },
      "2026-12-04T10:00:02.000Z",
    ),
    [
      { kind: "tool", failed: true },
      {
        kind: "command",
        interrupted: false,
        record: {
          command: "make",
          exit_code: null,
          command_id: "c1",
          started_at: "2026-12-04T10:00:00.000Z",
          duration_ms: 2000,
          error: "The user rejected this tool call",
        },
      },
    ],
  );
  line("tool.execution_start", {
    toolCallId: "c2",
    toolName: "bash",
    arguments: { command: "npm run dev", mode: "async" },
  });
  const background = line("tool.execution_complete", {
    toolCallId: "c2",
    success: true,
    result: { content: "<shellId: 3 started>" },
  });
  assert.equal(background[0]?.kind === "command" && background[0].record.exit_code, null);
  line("tool.execution_start", {
    toolCallId: "c3",
    toolName: "bash",
    arguments: { command: "ls" },
    parentToolCallId: "t0",
  });
  const sub = line("tool.execution_complete", {
    toolCallId: "c3",
    success: true,
    result: { content: "a\n<shellId: 4 completed with exit code 0>" },
    parentToolCallId: "t0",
  });
  assert.equal(sub[0]?.kind === "command" && sub[0].record.sidechain, true);
  line("tool.execution_start", {
    toolCallId: "c4",
    toolName: "edit",
    arguments: { path: "/w/app/a.ts" },
  });
  assert.deepEqual(line("tool.execution_complete", { toolCallId: "c4", success: true }), [
    { kind: "edit", path: "/w/app/a.ts" },
  ]);
  // A hook that blocked a stop: Copilot queues its reason as a user message, not the user's words.
  const reason = "handoff: this session is not ready to hand off.";
  line("hook.end", { hookType: "agentStop", success: true, output: { decision: "block", reason } });
  assert.deepEqual(line("user.message", { content: reason, delivery: "queued" }), []);
  assert.deepEqual(line("user.message", { content: reason }), [{ kind: "user", text: reason }]);
  assert.deepEqual(line("session.compaction_complete", { success: true }), [
    { kind: "compaction" },
  ]);
  assert.deepEqual(line("session.compaction_complete", { success: false }), []);
  assert.equal(p.handleLine({ data: {} }, 9, "events.jsonl")[0]?.kind, "skipped");
});

test("what Copilot appends after the closing write (the hook's end, session.shutdown) is no new turn; a message is", () => {
  const lines = readFileSync(FIXTURE, "utf8").trimEnd().split("\n");
  const turns = lines
    .filter(isCopilotTurnLine)
    .map((l) => (JSON.parse(l) as { type: string }).type);
  assert.deepEqual([...new Set(turns)].sort(), ["assistant.message", "user.message"]);
  assert.equal(isCopilotTurnLine(lines[lines.length - 1]!), false, "session.shutdown");
  assert.equal(isCopilotTurnLine('{"type":"user.mess'), true, "a line cut by the read counts");
});
