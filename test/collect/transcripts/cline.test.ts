/**
 * Cline sessions: the REAL documents Cline CLI 3.0.65 wrote in `npm run test:agents`
 * (test/fixtures/agents/cline-3.0.65/, temp paths scrubbed): `session.messages.json` (one
 * prompt, a passing and a failing `run_commands`, an `editor` write) with its session record
 * `session.json`, and `hook-context.messages.json`, a session whose tool hooks each added
 * context (`<hook_context …>` messages shown as the system's); and documents built here for
 * what those runs do not hit.
 */
import assert from "node:assert/strict";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "node:test";
import { clineEvents } from "../../../src/collect/transcripts/agents/cline/parser.js";
import {
  detectAgent,
  ingestTranscript,
  readTranscriptRecords,
} from "../../../src/collect/transcripts/index.js";
import type { FeedbackRecord } from "../../../src/model/snapshot/types.js";
import { packageRoot } from "../../../src/platform/package-root.js";
import { removeDir } from "../../helpers/temp-repo.js";

const REAL = join(packageRoot(), "test", "fixtures", "agents", "cline-3.0.65");
const RECORDED_REPO = "/tmp/handoff-agents-repo";

async function records(path: string): Promise<FeedbackRecord[]> {
  const out: FeedbackRecord[] = [];
  for await (const record of readTranscriptRecords(path, "cline")) out.push(record);
  return out;
}

test("REAL 3.0.65 session: detected as cline; each command with its exit code, the editor's file, the prompt without its <user_input> wrapper, the last answer", async () => {
  const path = join(REAL, "session.messages.json");
  assert.equal(await detectAgent(path), "cline");
  const recs = await records(path);
  assert.deepEqual(
    recs.map((r) => [r.command, r.exit_code]),
    [
      ["git status --short", 0],
      ["npm run build-export", 254],
    ],
  );
  const summary = await ingestTranscript(path, { k: 5, root: RECORDED_REPO });
  assert.equal(summary.agent, "cline");
  assert.equal(summary.objective, "Look at the tree of this repo");
  assert.deepEqual(summary.user_messages, ["Look at the tree of this repo"]);
  assert.equal(summary.agent_report, "Read the tree. Next step: add the CSV export.");
  assert.deepEqual(summary.edited_files, ["notes.txt"]);
  assert.equal(summary.feedback.failures, 1);
});

test("REAL 3.0.65 session record (<id>.json) is detected as cline; its cwd is the session's", async () => {
  const dir = mkdtempSync(join(tmpdir(), "handoff-cline-"));
  try {
    // The record names its messages file by absolute path: place both as Cline does.
    const messages = join(dir, "s1.messages.json");
    writeFileSync(messages, readFileSync(join(REAL, "session.messages.json")));
    const record = JSON.parse(readFileSync(join(REAL, "session.json"), "utf8"));
    record.messages_path = messages;
    const recordPath = join(dir, "s1.json");
    writeFileSync(recordPath, JSON.stringify(record));
    assert.equal(await detectAgent(recordPath), "cline");
    const summary = await ingestTranscript(recordPath, { k: 5, root: RECORDED_REPO });
    assert.equal(summary.objective, "Look at the tree of this repo");
    assert.equal(summary.cwd, RECORDED_REPO);
    const fromMessages = await ingestTranscript(messages, { k: 5, root: RECORDED_REPO });
    assert.equal(
      fromMessages.cwd,
      RECORDED_REPO,
      "the record beside the messages file names the cwd",
    );
  } finally {
    removeDir(dir);
  }
});

test("REAL 3.0.65 session with tool hooks: the <hook_context> messages Cline adds are not the user's words", async () => {
  const summary = await ingestTranscript(join(REAL, "hook-context.messages.json"), {
    agent: "cline",
    k: 5,
    root: RECORDED_REPO,
  });
  assert.deepEqual(summary.user_messages, ["Look at the tree of this repo"]);
  assert.equal(summary.feedback.failures, 1);
  assert.equal(summary.cwd, RECORDED_REPO, "the system prompt's Working Directory");
});

test("run_commands with several commands gives one record each; a result with no exit code keeps the error; read_files reads", () => {
  const events = clineEvents(
    {
      messages: [
        {
          role: "assistant",
          content: [
            {
              type: "tool_use",
              id: "a",
              name: "run_commands",
              input: { commands: ["make", "make test"] },
            },
            {
              type: "tool_use",
              id: "b",
              name: "read_files",
              input: { files: [{ path: "/r/src/a.ts" }] },
            },
          ],
        },
        {
          role: "user",
          content: [
            {
              type: "tool_result",
              tool_use_id: "a",
              name: "run_commands",
              content: [
                { query: "make", result: "ok\n", success: true },
                { query: "make test", result: "", error: "Command timed out", success: false },
              ],
            },
            {
              type: "tool_result",
              tool_use_id: "b",
              name: "read_files",
              content: [{ path: "/r/src/a.ts", success: true }],
            },
          ],
        },
      ],
    },
    "s.messages.json",
    "/r",
  );
  const commands = events.flatMap((e) => (e.kind === "command" ? [e.record] : []));
  assert.deepEqual(
    commands.map((c) => [c.command, c.exit_code, c.error ?? null]),
    [
      ["make", 0, null],
      ["make test", null, "Command timed out"],
    ],
  );
  assert.ok(events.some((e) => e.kind === "read" && e.path === "/r/src/a.ts"));
});

test("a document cut short (Cline rewrites it whole) is one skipped line, not a failure", async () => {
  const dir = mkdtempSync(join(tmpdir(), "handoff-cline-"));
  try {
    const path = join(dir, "s.messages.json");
    writeFileSync(path, readFileSync(join(REAL, "session.messages.json"), "utf8").slice(0, 500));
    const summary = await ingestTranscript(path, { agent: "cline", k: 5, root: RECORDED_REPO });
    assert.equal(summary.skipped, 1);
  } finally {
    removeDir(dir);
  }
});
