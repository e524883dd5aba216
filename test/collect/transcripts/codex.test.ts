/**
 * Codex CLI rollouts: every fixture (expectations written from reading the files), plus the
 * pairing rules on hand-made rollouts: call_id pairing, every exit-code format, a running
 * exec_command finished through write_stdin, exec_command_end, apply_patch edits, old formats.
 */
import assert from "node:assert/strict";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "node:test";
import { commandLine, exitFromText } from "../../../src/collect/transcripts/agents/codex/output.js";
import { patchFiles } from "../../../src/collect/transcripts/session-reads.js";
import { ingestTranscript, readTranscriptRecords } from "../../../src/collect/transcripts/index.js";
import type { FeedbackRecord } from "../../../src/model/snapshot/types.js";
import { transcriptFixture } from "../../helpers/hook-process.js";
import { recordedFailure } from "../../helpers/failure-outputs.js";

const fixture = (name: string) => transcriptFixture("codex", name);

async function records(path: string): Promise<FeedbackRecord[]> {
  const out: FeedbackRecord[] = [];
  for await (const record of readTranscriptRecords(path, "codex")) out.push(record);
  return out;
}
const summarise = (path: string) => ingestTranscript(path, { k: 5, root: "/nonexistent-root" });
const brief = (r: FeedbackRecord) => [r.command, r.exit_code];

test("0.171 rollout with many event types: shell calls paired by call_id across other lines, an end event, a patch edit, one compaction", async () => {
  const path = fixture("many-event-types-0.17x.jsonl");
  const recs = await records(path);
  // call-2 (output right after it), call-1 (its output eleven lines later), then the
  // exec_command_end of call-7, which no function_call announced.
  assert.deepEqual(recs.map(brief), [
    ["ls", 0],
    ["ls -1", 0],
    ["wc -l a.txt", 0],
  ]);
  assert.deepEqual(
    recs.map((r) => r.command_id),
    ["call-2", "call-1", "call-7"],
  );
  assert.equal(recs[1]?.stdout_tail, "a.txt\nb.txt\n");
  const s = await summarise(path);
  assert.equal(s.agent, "codex");
  assert.deepEqual(s.edited_files, ["a.txt"]);
  // `context_compacted` and the `compacted` record of the same compaction count once.
  assert.equal(s.compactions, 1);
  assert.equal(s.objective, "List the files");
  assert.equal(s.feedback.failures, 0);
  assert.equal(s.skipped, 0);
});

test("a tool_call without call_id is not a Codex shell call; the objective skips environment_context", async () => {
  const path = fixture("tool-call-without-call-id.jsonl");
  assert.deepEqual(await records(path), []);
  const s = await summarise(path);
  assert.equal(s.objective, "Start");
  assert.equal(s.duration_ms, 16_000);
});

test("0.5x token and rate-limit events: no commands, nothing skipped, no objective", async () => {
  const s = await summarise(fixture("token-events-0.5x.jsonl"));
  assert.equal(s.feedback.total, 0);
  assert.equal(s.skipped, 0);
  assert.equal(s.objective, null);
});

test("schema drift: flat lines without an envelope give no command and no objective", async () => {
  const s = await ingestTranscript(fixture("flat-without-envelope.jsonl"), {
    agent: "codex",
    k: 5,
    root: "/",
  });
  assert.equal(s.feedback.total, 0);
  assert.equal(s.objective, null);
  // The line of an unknown type is counted (as skipped or, where only unknown, as unknown).
  assert.equal(s.skipped + s.unknown_lines, 1);
});

test("legacy formats: 0.45 envelope shell ['ls'] with a JSON output; older flat file with a non-shell Write call", async () => {
  const newer = fixture("envelope-0.45.jsonl");
  assert.deepEqual((await records(newer)).map(brief), [["ls", 0]]);
  assert.equal((await summarise(newer)).objective, "List files");
  const s = await summarise(fixture("older-flat.jsonl"));
  assert.equal(s.agent, "codex");
  assert.equal(s.feedback.total, 0);
  assert.equal(s.objective, "Create a README file");
});

// ---------------------------------------------------------------------------------------------

const env = (type: string, payload: Record<string, unknown>) =>
  JSON.stringify({ timestamp: "2026-02-01T10:00:00.000Z", type, payload });
const call = (id: string, name: string, args: Record<string, unknown>) =>
  env("response_item", {
    type: "function_call",
    name,
    arguments: JSON.stringify(args),
    call_id: id,
  });
const output = (id: string, out: unknown) =>
  env("response_item", { type: "function_call_output", call_id: id, output: out });

async function withRollout(lines: string[], fn: (path: string) => Promise<void>) {
  const dir = await mkdtemp(join(tmpdir(), "handoff-codex-"));
  try {
    const path = join(dir, "rollout-2026-02-01T10-00-00-x.jsonl");
    await writeFile(path, `${lines.join("\n")}\n`);
    await fn(path);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

test("every exit-code format, and a running exec_command finished through write_stdin", async () => {
  await withRollout(
    [
      env("session_meta", { id: "x", cwd: "/repo", originator: "codex_cli_rs" }),
      env("event_msg", {
        type: "user_message",
        message: "<environment_context>x</environment_context>",
      }),
      env("event_msg", { type: "user_message", message: "Make the build green" }),
      call("c1", "shell", { command: ["bash", "-lc", "npm test"] }),
      call("c2", "shell_command", { command: "cargo build" }),
      output(
        "c2",
        "Exit code: 101\nWall time: 2.1 seconds\nOutput:\nerror[E0425]: cannot find value",
      ),
      output(
        "c1",
        JSON.stringify({ output: "1 failing", metadata: { exit_code: 1, duration_seconds: 3 } }),
      ),
      call("c3", "exec_command", { cmd: "npm run dev", yield_time_ms: 1000 }),
      output(
        "c3",
        "Chunk ID: a1\nWall time: 1.0 seconds\nProcess running with session ID 7\nOutput:\nlistening",
      ),
      call("c4", "exec_command", { cmd: "git status --short" }),
      output(
        "c4",
        "Chunk ID: b2\nWall time: 0.1 seconds\nProcess exited with code 0\nOutput:\n M src/a.ts",
      ),
      call("c5", "write_stdin", { session_id: 7, chars: "" }),
      output(
        "c5",
        "Chunk ID: c3\nWall time: 5.0 seconds\nProcess exited with code 130\nOutput:\n^C",
      ),
      call("c6", "shell", { command: ["make", "lint"] }),
      env("event_msg", {
        type: "exec_command_end",
        call_id: "c6",
        exit_code: 2,
        stderr: "lint failed",
        command: ["make", "lint"],
      }),
      output("c6", "Exit code: 2\nOutput:\nlint failed"),
      env("event_msg", {
        type: "exec_command_end",
        call_id: "c9",
        exit_code: 0,
        command: ["/bin/zsh", "-lc", "pwd"],
      }),
      env("event_msg", {
        type: "exec_command_end",
        call_id: "c9",
        exit_code: 0,
        command: ["/bin/zsh", "-lc", "pwd"],
      }),
      call("c7", "shell", { command: ["sleep", "100"] }),
    ],
    async (path) => {
      const recs = await records(path);
      assert.deepEqual(recs.map(brief), [
        ["cargo build", 101],
        ["npm test", 1],
        ["git status --short", 0],
        ["npm run dev", 130],
        ["make lint", 2],
        ["pwd", 0],
        ["sleep 100", null],
      ]);
      assert.equal(recs[0]?.stdout_tail, "error[E0425]: cannot find value");
      assert.equal(recs[4]?.stderr_tail, "lint failed");
      const s = await summarise(path);
      assert.equal(s.objective, "Make the build green");
      assert.equal(s.feedback.failures, 5);
    },
  );
});

test("apply_patch (function, custom tool, through the shell, patch_apply_end) gives edited files; a failed patch does not", async () => {
  const patch = (file: string) =>
    `*** Begin Patch\n*** Update File: ${file}\n@@\n-a\n+b\n*** End Patch`;
  await withRollout(
    [
      env("session_meta", { id: "x", cwd: "/repo" }),
      call("p1", "apply_patch", { input: patch("src/one.ts") }),
      output("p1", "Success. Updated the following files:\nM src/one.ts"),
      env("response_item", {
        type: "custom_tool_call",
        name: "apply_patch",
        input: `*** Begin Patch\n*** Add File: src/two.ts\n+x\n*** Delete File: old.ts\n*** End Patch`,
        call_id: "p2",
      }),
      env("response_item", { type: "custom_tool_call_output", call_id: "p2", output: "Done!" }),
      call("p3", "shell", { command: ["apply_patch", patch("src/three.ts")] }),
      output("p3", JSON.stringify({ output: "Done", metadata: { exit_code: 0 } })),
      call("p4", "apply_patch", { input: patch("src/failed.ts") }),
      output("p4", "Exit code: 1\nOutput:\napply_patch verification failed"),
      env("event_msg", {
        type: "patch_apply_end",
        call_id: "p5",
        success: true,
        changes: { "/repo/src/four.ts": { type: "update", move_path: "/repo/src/five.ts" } },
      }),
      env("event_msg", {
        type: "patch_apply_end",
        call_id: "p6",
        success: false,
        changes: { "/repo/src/six.ts": { type: "add" } },
      }),
      call("u1", "update_plan", {
        plan: [
          { step: "Parse", status: "completed" },
          { step: "Render", status: "in_progress" },
        ],
      }),
    ],
    async (path) => {
      const s = await summarise(path);
      assert.deepEqual(s.edited_files, [
        "old.ts",
        "src/five.ts",
        "src/four.ts",
        "src/one.ts",
        "src/three.ts",
        "src/two.ts",
      ]);
      assert.equal(s.feedback.total, 0);
      assert.deepEqual(s.todos, [
        { content: "Parse", status: "completed" },
        { content: "Render", status: "in_progress" },
      ]);
    },
  );
});

test("the {session, items} document format (pretty-printed) is read whole", async () => {
  const doc = {
    session: { id: "old", timestamp: "2025-05-01T00:00:00Z", cwd: "/repo" },
    items: [
      {
        type: "message",
        role: "user",
        content: [{ type: "input_text", text: "Rename the module" }],
      },
      {
        type: "function_call",
        name: "shell",
        arguments: JSON.stringify({ command: ["git", "mv", "a.ts", "b.ts"] }),
        call_id: "k1",
      },
      {
        type: "function_call_output",
        call_id: "k1",
        output: JSON.stringify({ output: "", metadata: { exit_code: 128 } }),
      },
    ],
  };
  const dir = await mkdtemp(join(tmpdir(), "handoff-codex-doc-"));
  try {
    const path = join(dir, "rollout-old.json");
    await writeFile(path, JSON.stringify(doc, null, 2));
    assert.deepEqual((await records(path)).map(brief), [["git mv a.ts b.ts", 128]]);
    assert.equal((await summarise(path)).objective, "Rename the module");
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});

test("pure helpers: shell unwrapping, exit parsing only in the header, patch file names", () => {
  assert.equal(commandLine(["bash", "-lc", "echo hi"]), "echo hi");
  assert.equal(commandLine(["git", "commit", "-m", "two words"]), "git commit -m 'two words'");
  assert.equal(commandLine([1, 2]), undefined);
  assert.equal(exitFromText("Exit code: 3\nOutput:\nx"), 3);
  assert.equal(exitFromText("Wall time: 1\nOutput:\nExit code: 9"), undefined);
  assert.deepEqual(patchFiles("*** Update File: a.ts\n*** Move to: b.ts\n*** Add File: a.ts"), [
    "a.ts",
    "b.ts",
  ]);
});

test("a failure's reason is its output's informative line, not npm's lifecycle housekeeping", async () => {
  const run = recordedFailure("npm-workspace-test");
  await withRollout(
    [
      env("session_meta", { id: "x", cwd: "/repo", originator: "codex_cli_rs" }),
      call("c1", "shell_command", { command: run.command }),
      output("c1", `Exit code: ${run.exit_code}\nWall time: 0.6 seconds\nOutput:\n${run.combined}`),
    ],
    async (path) => {
      const s = await summarise(path);
      assert.equal(s.feedback.tail[0]?.exit_code, 1);
      assert.equal(
        s.feedback.tail[0]?.last_error_line,
        "not ok 1 - session route — error: 'connect ECONNREFUSED 127.0.0.1:6379'",
      );
    },
  );
});

test("two failing tests of node --test in Codex's wrapped output: the reason names both, each with its values", async () => {
  const run = recordedFailure("node-test-two-tap");
  await withRollout(
    [
      env("session_meta", { id: "x", cwd: "/repo", originator: "codex_cli_rs" }),
      call("c1", "shell_command", { command: run.command }),
      output("c1", `Exit code: ${run.exit_code}\nWall time: 0.4 seconds\nOutput:\n${run.combined}`),
    ],
    async (path) => {
      const s = await summarise(path);
      assert.equal(
        s.feedback.tail[0]?.last_error_line,
        "not ok 2 - collapses dashes — Expected values to be strictly equal: 'a----b' !== 'a-b'; also failing: \"caps the length at 60\": 70 !== 60",
      );
    },
  );
});
