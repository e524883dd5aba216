/**
 * Codex CLI rollouts: every fixture (expectations written from reading the files), plus the
 * pairing rules on hand-made rollouts: call_id pairing, every exit-code format, a running
 * exec_command finished through write_stdin, exec_command_end, apply_patch edits, old formats.
 */
import assert from "node:assert/strict";
import { existsSync } from "node:fs";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "node:test";
import { commandLine, exitFromText, patchFiles } from "../src/collect/transcripts/codex-output.js";
import { ingestTranscript, readTranscriptRecords } from "../src/collect/transcripts/index.js";
import type { FeedbackRecord } from "../src/snapshot/types.js";
import { packageRoot } from "../src/util/package-root.js";

const DIR = join(packageRoot(), "..", "shared", "fixtures", "transcripts", "codex");
const skip = existsSync(DIR) ? false : "../shared/fixtures absent";

async function records(path: string): Promise<FeedbackRecord[]> {
  const out: FeedbackRecord[] = [];
  for await (const record of readTranscriptRecords(path, "codex")) out.push(record);
  return out;
}
const summarise = (path: string) => ingestTranscript(path, { k: 5, root: "/nonexistent-root" });
const brief = (r: FeedbackRecord) => [r.command, r.exit_code];

test("stage0 small: two shell calls paired by call_id across other lines, one end event, patch edit, 6 compactions", {
  skip,
}, async () => {
  const path = join(DIR, "agent-sessions_stage0", "small.jsonl");
  const recs = await records(path);
  // call-2 (lines 10/11), call-1 (line 9, output at line 21), then the first exec_command_end
  // (line 56); the later end events and CommandExecution items reuse the fixture's placeholder
  // call id and are the same call.
  assert.deepEqual(recs.map(brief), [
    ["ls", 0],
    ["ls", 0],
    ["'[trimmed for fixture]' '[trimmed for fixture]' '[trimmed for fixture]'", 0],
  ]);
  assert.deepEqual(
    recs.slice(0, 2).map((r) => r.command_id),
    ["call-2", "call-1"],
  );
  assert.equal(recs[1]?.stdout_tail, "a.txt\nb.txt\n");
  const s = await summarise(path);
  assert.equal(s.agent, "codex");
  assert.deepEqual(s.edited_files, ["a.txt"]);
  assert.equal(s.compactions, 6);
  assert.equal(s.objective, "List the files");
  assert.equal(s.feedback.failures, 0);
  assert.equal(s.skipped, 0);
});

test("stage0 large: a tool_call without call_id is not a Codex shell call; objective skips environment_context", {
  skip,
}, async () => {
  const path = join(DIR, "agent-sessions_stage0", "large.jsonl");
  assert.deepEqual(await records(path), []);
  const s = await summarise(path);
  assert.equal(s.objective, "Start");
  assert.equal(s.duration_ms, 16_000);
});

test("stage0 0.50-0.53 token/rate-limit files: no commands, nothing skipped", {
  skip,
}, async () => {
  for (const name of [
    "codex_050_legacy.jsonl",
    "codex_051_usage.jsonl",
    "codex_052_raw.jsonl",
    "codex_053_rate_limit.jsonl",
  ]) {
    const s = await summarise(join(DIR, "agent-sessions_stage0", name));
    assert.equal(s.feedback.total, 0, name);
    assert.equal(s.skipped, 0, name);
    assert.equal(s.objective, null, name);
  }
});

test("stage0 schema drift: flat lines without an envelope are counted as unknown, no command", {
  skip,
}, async () => {
  const s = await ingestTranscript(join(DIR, "agent-sessions_stage0", "schema_drift.jsonl"), {
    agent: "codex",
    k: 5,
    root: "/",
  });
  assert.equal(s.feedback.total, 0);
  // Unknown line types are not broken lines: counted, never a risk (issue 14 item 11).
  assert.deepEqual(s.feedback.skipped, []);
  assert.equal(s.unknown_lines, 2);
});

test("synthetic 0.144 rollout: exec_command cmd, apply_patch custom tool, MCP call ignored, unknown record counted", {
  skip,
}, async () => {
  const path = join(
    DIR,
    "claude-code-log_synthetic",
    "rollout-2026-01-02T03-04-05-11111111-1111-4111-8111-111111111111.jsonl",
  );
  const recs = await records(path);
  assert.deepEqual(recs.map(brief), [["find . -maxdepth 1 -type f", 0]]);
  const s = await summarise(path);
  assert.deepEqual(s.edited_files, ["gamma.txt"]);
  assert.equal(s.objective, "List the synthetic files.");
  assert.equal(s.skipped, 0);
  assert.equal(s.unknown_lines, 1);
});

test("legacy formats: 0.45 envelope shell ['ls']; older flat file with a non-shell Write call", {
  skip,
}, async () => {
  const newer = join(DIR, "legacy_formats", "yoavf-ai-sessions_newer_envelope_0.45.jsonl");
  assert.deepEqual((await records(newer)).map(brief), [["ls", 0]]);
  assert.equal((await summarise(newer)).objective, "List files");
  const flat = join(DIR, "legacy_formats", "yoavf-ai-sessions_older_flat.jsonl");
  const s = await summarise(flat);
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
