/**
 * Qwen Code sessions: the REAL JSONL session Qwen Code 0.24.4 wrote in `npm run test:agents`
 * (test/fixtures/agents/qwen-0.24.4/, temp paths scrubbed: one prompt, a passing and a failing
 * `run_shell_command`, a `write_file`), and records built here for what that run does not hit
 * (a hook's context folded into the prompt, a goal record, a compression, a refused call, a
 * half-written line), fed to the parser as plain objects.
 */
import assert from "node:assert/strict";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "node:test";
import { QwenParser } from "../../../src/collect/transcripts/agents/qwen/parser.js";
import { qwenProjectSlug } from "../../../src/collect/transcripts/agents/qwen/locate.js";
import {
  detectAgent,
  ingestTranscript,
  readTranscriptRecords,
} from "../../../src/collect/transcripts/index.js";
import type { TranscriptEvent } from "../../../src/collect/transcripts/events.js";
import type { FeedbackRecord } from "../../../src/model/snapshot/types.js";
import { packageRoot } from "../../../src/platform/package-root.js";
import { findLatestQwenUsage } from "../../../src/hooks/wrap-up/qwen-usage.js";
import { removeDir } from "../../helpers/temp-repo.js";

const REAL = join(packageRoot(), "test", "fixtures", "agents", "qwen-0.24.4", "session.jsonl");
const RECORDED_REPO = "/tmp/handoff-agents-repo";

async function records(path: string): Promise<FeedbackRecord[]> {
  const out: FeedbackRecord[] = [];
  for await (const record of readTranscriptRecords(path, "qwen")) out.push(record);
  return out;
}

test("REAL 0.24.4 session: detected as qwen; both commands with their exit codes, the written file, the prompt as objective, the last answer as report", async () => {
  assert.equal(await detectAgent(REAL), "qwen");
  const recs = await records(REAL);
  assert.deepEqual(
    recs.map((r) => [r.command, r.exit_code]),
    [
      ["git status --short", 0],
      ["npm run build-export", 254],
    ],
  );
  assert.match(recs[1]?.stdout_tail ?? "", /npm error/);
  const summary = await ingestTranscript(REAL, { k: 5, root: RECORDED_REPO });
  assert.equal(summary.agent, "qwen");
  assert.equal(summary.objective, "Look at the tree of this repo");
  assert.deepEqual(summary.user_messages, ["Look at the tree of this repo"]);
  assert.equal(summary.agent_report, "Read the tree. Next step: add the CSV export.");
  assert.deepEqual(summary.edited_files, ["notes.txt"]);
  assert.equal(summary.cwd, RECORDED_REPO);
  assert.equal(summary.feedback.failures, 1);
});

test("REAL 0.24.4 session: its latest usage is the last assistant record's promptTokenCount", () => {
  const usage = findLatestQwenUsage(readFileSync(REAL, "utf8"));
  assert.deepEqual(usage, {
    kind: "usage",
    sample: { tokens: 1000, model: "stand-in", reported_window: null },
  });
});

const base = {
  sessionId: "s1",
  cwd: "/repo",
  timestamp: "2026-12-04T20:00:00.000Z",
  version: "0.24.4",
  gitBranch: "main",
};

function parse(...recs: Record<string, unknown>[]): TranscriptEvent[] {
  const parser = new QwenParser();
  return [
    ...recs.flatMap((r, i) => parser.handleRecord({ ...base, ...r }, i + 1, "s.jsonl")),
    ...parser.finish(),
  ];
}

const users = (events: TranscriptEvent[]) =>
  events.flatMap((e) => (e.kind === "user" ? [e.text] : []));

test("the user's words: displayText, or the text parts without Qwen's <qwen:…-context> parts; goal and system records are not the user's", () => {
  const events = parse(
    {
      type: "user",
      provenance: "real_user",
      message: {
        role: "user",
        parts: [
          { text: "Fix the parser" },
          {
            text: "<qwen:user-prompt-submit-context>\nhandoff: wrap up\n</qwen:user-prompt-submit-context>",
          },
        ],
      },
    },
    {
      type: "user",
      provenance: "real_user",
      message: {
        role: "user",
        parts: [{ text: "typed" }, { text: "<qwen:x-context>y</qwen:x-context>" }],
      },
      systemPayload: { displayText: "typed as shown" },
    },
    {
      type: "user",
      provenance: "goal_control",
      message: { role: "user", parts: [{ text: "goal" }] },
    },
    {
      type: "user",
      subtype: "mid_turn_user_message",
      message: { role: "user", parts: [{ text: "also the tests" }] },
    },
    {
      type: "user",
      subtype: "some_future_kind",
      message: { role: "user", parts: [{ text: "not typed by the person" }] },
    },
  );
  assert.deepEqual(users(events), ["Fix the parser", "typed as shown", "also the tests"]);
});

test("a prompt that itself mentions a <qwen:…> tag inside its text stays the user's", () => {
  const events = parse({
    type: "user",
    message: { role: "user", parts: [{ text: "Why does <qwen:session-start-context> show up?" }] },
  });
  assert.deepEqual(users(events), ["Why does <qwen:session-start-context> show up?"]);
});

test("a call is paired with its result by id; a refused shell call records the error; a failed edit edits nothing; a compression is a compaction", () => {
  const call = (id: string, name: string, args: Record<string, unknown>) => ({
    type: "assistant",
    message: { role: "model", parts: [{ functionCall: { id, name, args } }] },
  });
  const result = (
    id: string,
    name: string,
    status: string,
    response: Record<string, unknown>,
    display?: unknown,
  ) => ({
    type: "tool_result",
    message: { role: "user", parts: [{ functionResponse: { id, name, response } }] },
    toolCallResult: {
      callId: id,
      status,
      ...(display === undefined ? {} : { resultDisplay: display }),
    },
  });
  const events = parse(
    call("a", "run_shell_command", { command: "rm -rf /" }),
    result("a", "run_shell_command", "error", { error: "Command rejected by policy" }),
    call("b", "edit", { file_path: "/repo/src/x.ts" }),
    result("b", "edit", "error", { error: "old_string not found" }),
    call("c", "run_shell_command", { command: "cat src/y.ts" }),
    result(
      "c",
      "run_shell_command",
      "success",
      { output: "Command: cat src/y.ts\nOutput: y\nExit Code: 0" },
      {
        type: "shell_result",
        exitCode: 0,
        output: "y",
        outcome: "completed",
      },
    ),
    call("d", "todo_write", { todos: [{ content: "write tests", status: "in_progress" }] }),
    result("d", "todo_write", "success", { output: "ok" }),
    { type: "system", subtype: "chat_compression", systemPayload: {} },
  );
  const commands = events.flatMap((e) => (e.kind === "command" ? [e.record] : []));
  assert.equal(commands[0]?.command, "rm -rf /");
  assert.equal(commands[0]?.exit_code, null);
  assert.match(commands[0]?.error ?? "", /rejected by policy/);
  assert.deepEqual(
    [commands[1]?.command, commands[1]?.exit_code, commands[1]?.stdout_tail],
    ["cat src/y.ts", 0, "y"],
  );
  assert.equal(events.filter((e) => e.kind === "edit").length, 0);
  assert.ok(events.some((e) => e.kind === "tool" && e.failed === true));
  assert.ok(events.some((e) => e.kind === "read" && e.path === "src/y.ts"));
  assert.ok(events.some((e) => e.kind === "todos"));
  assert.ok(events.some((e) => e.kind === "compaction"));
  assert.deepEqual(
    events.filter((e) => e.kind === "cwd"),
    [{ kind: "cwd", path: "/repo" }],
  );
});

test("a half-written last line is a skipped line, not a failure; a line of another agent is skipped", async () => {
  const dir = mkdtempSync(join(tmpdir(), "handoff-qwen-"));
  try {
    const path = join(dir, "s.jsonl");
    const good = readFileSync(REAL, "utf8");
    writeFileSync(path, `${good}{"uuid":"x","type":"assis`);
    const summary = await ingestTranscript(path, { agent: "qwen", k: 5, root: RECORDED_REPO });
    assert.equal(summary.skipped, 1);
    assert.equal(summary.objective, "Look at the tree of this repo");
  } finally {
    removeDir(dir);
  }
  assert.deepEqual(
    new QwenParser().handleRecord({ type: "session_meta", payload: {} }, 3, "s.jsonl"),
    [{ kind: "skipped", file: "s.jsonl", line: 3, reason: "not a Qwen Code record" }],
  );
});

test("the project slug is Qwen Code's: every character not a letter or digit becomes '-'", () => {
  assert.equal(qwenProjectSlug("/tmp/my_repo.v2"), "-tmp-my-repo-v2");
});

test("a compression after the last usage means no current figure", () => {
  const lines = [
    JSON.stringify({ type: "assistant", model: "m", usageMetadata: { promptTokenCount: 5000 } }),
    JSON.stringify({ type: "system", subtype: "chat_compression", systemPayload: {} }),
  ].join("\n");
  assert.deepEqual(findLatestQwenUsage(lines), { kind: "compacted" });
});
