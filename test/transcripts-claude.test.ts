/**
 * Claude Code transcripts: every fixture (expectations written from reading the files), plus
 * the rules of SPEC §2.3 on small hand-made sessions: pairing by tool_use_id not adjacency,
 * exit codes, interruptions, rejections, uuid dedupe, subagents, edits, to-dos, compactions.
 */
import assert from "node:assert/strict";
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "node:test";
import { ingestTranscript, readTranscriptRecords } from "../src/collect/transcripts/index.js";
import type { FeedbackRecord } from "../src/snapshot/types.js";
import { packageRoot } from "../src/util/package-root.js";

const DIR = join(packageRoot(), "..", "shared", "fixtures", "transcripts", "claude");
const skip = existsSync(DIR) ? false : "../shared/fixtures absent";

async function records(path: string): Promise<FeedbackRecord[]> {
  const out: FeedbackRecord[] = [];
  for await (const record of readTranscriptRecords(path, "claude")) out.push(record);
  return out;
}
const summarise = (path: string) =>
  ingestTranscript(path, { agent: "claude", k: 5, root: "/nonexistent-root" });
const brief = (r: FeedbackRecord) => [r.command, r.exit_code, r.sidechain === true];

test("REAL 2.1.241 lines: two Bash pairs (exit 0, exit 2), one Edit, a queued human prompt", {
  skip,
}, async () => {
  const path = join(DIR, "yxi_real_2.1.241", "lines.jsonl");
  const recs = await records(path);
  assert.deepEqual(recs.map(brief), [
    [
      "python3 /tmp/claude-0/-root-src-workspace-Yxi/d0ccc7db-ab52-458f-807f-39247666d0c2/scratchpad/iosparse/hello.py",
      0,
      false,
    ],
    ["ls /no/such/dir", 2, false],
  ]);
  assert.equal(recs[1]?.stderr_tail, "ls: cannot access '/no/such/dir': No such file or directory");
  assert.equal(recs[0]?.stdout_tail, "world");
  const s = await summarise(path);
  assert.equal(s.agent, "claude");
  assert.equal(s.feedback.total, 2);
  assert.equal(s.feedback.failures, 1);
  assert.deepEqual(s.edited_files, ["hello.py"]);
  assert.equal(s.objective, "排队甲：这条应该在手机上看得见");
  assert.equal(s.compactions, 0);
  assert.equal(s.skipped, 0);
});

test("compact after rewind: one compaction (boundary + its summary), no commands", {
  skip,
}, async () => {
  const s = await summarise(
    join(DIR, "claude-code-log_fixtures", "dag_compact_after_rewind.jsonl"),
  );
  assert.equal(s.compactions, 1);
  assert.equal(s.feedback.total, 0);
  assert.equal(s.objective, "Start");
  assert.equal(s.duration_ms, 41 * 60_000);
});

test("integrated sidechain 2.0.46: Task and Grep only, so no command, no edit, no objective", {
  skip,
}, async () => {
  const s = await summarise(
    join(DIR, "claude-code-log_fixtures", "sidechain_integrated_2.0.46.jsonl"),
  );
  assert.equal(s.feedback.total, 0);
  assert.deepEqual(s.edited_files, []);
  assert.equal(s.objective, null);
});

test("stage0 large: an id-less bash tool_use paired through sourceToolAssistantUUID", {
  skip,
}, async () => {
  const path = join(DIR, "agent-sessions_stage0", "large.jsonl");
  assert.deepEqual((await records(path)).map(brief), [
    ["printf 'line1\\nline2\\nline3\\n'", 0, false],
  ]);
  assert.equal((await summarise(path)).objective, "Start");
});

test("stage0 schema drift: top-level tool_use/tool_result lines are unknown types, counted", {
  skip,
}, async () => {
  const s = await summarise(join(DIR, "agent-sessions_stage0", "schema_drift.jsonl"));
  assert.equal(s.feedback.total, 0);
  // Unknown line types are not broken lines: counted, never a risk (issue 14 item 11).
  assert.equal(s.skipped, 0);
  // tool_use, tool_result, permission-mode, mode and an attachment with nothing for us.
  assert.equal(s.unknown_lines, 5);
  assert.equal(s.objective, "Open README");
});

test("stage0 small: sidechain ls, a rejection that is not a failure, a Bash pair, one compaction", {
  skip,
}, async () => {
  const path = join(DIR, "agent-sessions_stage0", "small.jsonl");
  const recs = await records(path);
  assert.deepEqual(recs.map(brief), [
    ["ls", 0, true],
    ["ls", 0, false],
  ]);
  assert.equal(recs[1]?.command_id, "toolu_stage0_1");
  const s = await summarise(path);
  assert.equal(s.feedback.failures, 0);
  // The boundary of line 21 counts; the summary of line 22 is a sidechain line; the later
  // boundary shares the fixture's placeholder uuid with earlier lines and is deduplicated.
  assert.equal(s.compactions, 1);
  // Line 39's queued_command attachment is a prompt the user typed: the first main request.
  assert.equal(s.objective, "[trimmed for fixture]");
  assert.equal(s.skipped, 0);
});

test("stage0 subagent: agent-*.jsonl under <session>/subagents is read as a sidechain", {
  skip,
}, async () => {
  const path = join(
    DIR,
    "agent-sessions_stage0",
    "subagent",
    "0a1b2c3d-4e5f-4061-8071-2a3b4c5d6e7f.jsonl",
  );
  assert.deepEqual((await records(path)).map(brief), [["grep -rn TODO", 0, true]]);
  const s = await summarise(path);
  assert.equal(s.objective, "Delegate a repo search to a subagent");
  assert.equal(s.feedback.tail[0]?.sidechain, true);
});

// ---------------------------------------------------------------------------------------------
// Hand-made sessions for the rules the fixtures do not exercise.

const CWD = "/work/proj";
let n = 0;
const line = (type: string, extra: Record<string, unknown>) =>
  JSON.stringify({
    type,
    uuid: `u-${++n}`,
    cwd: CWD,
    sessionId: "s",
    timestamp: `2026-01-01T00:00:${String(n % 60).padStart(2, "0")}.000Z`,
    ...extra,
  });
const use = (id: string, name: string, input: Record<string, unknown>) =>
  line("assistant", {
    message: { role: "assistant", content: [{ type: "tool_use", id, name, input }] },
  });
const result = (
  id: string,
  content: string,
  extra: Record<string, unknown> = {},
  isError?: boolean,
) =>
  line("user", {
    message: {
      role: "user",
      content: [
        {
          type: "tool_result",
          tool_use_id: id,
          content,
          ...(isError === undefined ? {} : { is_error: isError }),
        },
      ],
    },
    ...extra,
  });
const prompt = (text: string, extra: Record<string, unknown> = {}) =>
  line("user", { message: { role: "user", content: text }, ...extra });

async function withSession(
  lines: string[],
  fn: (path: string, dir: string) => Promise<void>,
  trailingNewline = true,
) {
  const dir = await mkdtemp(join(tmpdir(), "handoff-claude-"));
  try {
    const path = join(dir, "session.jsonl");
    await writeFile(path, lines.join("\n") + (trailingNewline ? "\n" : ""));
    await fn(path, dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

test("results pair by tool_use_id even when they arrive out of order", async () => {
  await withSession(
    [
      prompt("<command-name>/clear</command-name>"),
      prompt("Caveat: The messages below were generated by the user while running local commands."),
      prompt("   Fix the flaky   cart test\n please "),
      use("t1", "Bash", { command: "npm test" }),
      use("t2", "Bash", { command: "git status" }),
      result("t2", "On branch main"),
      result("t1", "Exit code 1\nFAIL cart.test.ts", {}, true),
    ],
    async (path) => {
      const recs = await records(path);
      assert.deepEqual(recs.map(brief), [
        ["git status", 0, false],
        ["npm test", 1, false],
      ]);
      assert.equal(recs[1]?.stderr_tail, "FAIL cart.test.ts");
      const s = await summarise(path);
      assert.equal(s.objective, "Fix the flaky cart test please");
      assert.deepEqual(s.feedback.last_test, { command: "npm test", exit_code: 1 });
    },
  );
});

test("returnCodeInterpretation is exit 1; interrupted is null and counted; a rejection is no record", async () => {
  await withSession(
    [
      use("g", "Bash", { command: "grep -r TODO src" }),
      result(
        "g",
        "",
        {
          toolUseResult: {
            stdout: "",
            stderr: "",
            interrupted: false,
            returnCodeInterpretation: "No matches found",
          },
        },
        false,
      ),
      use("s", "Bash", { command: "sleep 600" }),
      result(
        "s",
        "Interrupted",
        { toolUseResult: { stdout: "", stderr: "", interrupted: true } },
        false,
      ),
      use("r", "Bash", { command: "rm -rf build" }),
      result(
        "r",
        "The user doesn't want to proceed with this tool use. The tool use was rejected.",
        {},
        true,
      ),
      use("x", "Bash", { command: "make" }),
      result("x", "Command timed out after 2m 0s", {}, true),
    ],
    async (path) => {
      const recs = await records(path);
      assert.deepEqual(
        recs.map((r) => [r.command, r.exit_code, r.agent_note ?? null]),
        [
          ["grep -r TODO src", 1, "No matches found"],
          ["sleep 600", null, "interrupted"],
          ["make", null, null],
        ],
      );
      assert.equal(recs[2]?.error, "Command timed out after 2m 0s");
      const s = await summarise(path);
      assert.equal(s.interrupted, 1);
      assert.equal(s.feedback.total, 3);
    },
  );
});

test("duplicated lines (a resumed session) count once; a tool use without result is a null exit", async () => {
  const a = use("d1", "Bash", { command: "npm run build" });
  const r = result("d1", "built");
  const pending = use("d2", "Bash", { command: "npm run dev" });
  await withSession([a, r, a, r, pending], async (path) => {
    const recs = await records(path);
    assert.deepEqual(recs.map(brief), [
      ["npm run build", 0, false],
      ["npm run dev", null, false],
    ]);
    assert.equal(recs[1]?.agent_note, "no result recorded in the transcript");
  });
});

test("Edit/Write/MultiEdit/NotebookEdit give edited files relative to the cwd; failed edits do not; latest TodoWrite wins", async () => {
  await withSession(
    [
      use("e1", "Edit", { file_path: `${CWD}/src/a.ts`, old_string: "a", new_string: "b" }),
      result("e1", "The file has been updated."),
      use("e2", "Write", { file_path: `${CWD}/docs/b.md`, content: "x" }),
      result("e2", "File created"),
      use("e3", "MultiEdit", { file_path: "/elsewhere/c.ts", edits: [] }),
      result("e3", "ok"),
      use("e4", "NotebookEdit", { notebook_path: `${CWD}/nb.ipynb`, new_source: "" }),
      result("e4", "ok"),
      use("e5", "Edit", { file_path: `${CWD}/src/never.ts`, old_string: "q", new_string: "r" }),
      result("e5", "String to replace not found in file.", {}, true),
      use("td1", "TodoWrite", { todos: [{ content: "old", status: "pending", activeForm: "x" }] }),
      use("td2", "TodoWrite", {
        todos: [
          { content: "Write the parser", status: "completed", activeForm: "x" },
          { content: "Test the parser", status: "in_progress", activeForm: "x" },
          { content: "Ship", status: "pending", activeForm: "x" },
        ],
      }),
    ],
    async (path) => {
      const s = await summarise(path);
      assert.deepEqual(s.edited_files, ["/elsewhere/c.ts", "docs/b.md", "nb.ipynb", "src/a.ts"]);
      assert.deepEqual(s.todos, [
        { content: "Write the parser", status: "completed" },
        { content: "Test the parser", status: "in_progress" },
        { content: "Ship", status: "pending" },
      ]);
    },
  );
});

test("compactions: boundary lines and summaries without a boundary; meta and summaries are no objective", async () => {
  const boundary = JSON.stringify({
    type: "system",
    subtype: "compact_boundary",
    uuid: "b1",
    cwd: CWD,
  });
  await withSession(
    [
      prompt("<system-reminder>be brief</system-reminder>", {}),
      prompt("Ignore me", { isMeta: true }),
      boundary,
      line("user", {
        parentUuid: "b1",
        isCompactSummary: true,
        message: { role: "user", content: "This session is being continued..." },
      }),
      line("user", {
        parentUuid: "zz",
        isCompactSummary: true,
        message: { role: "user", content: "older-style summary" },
      }),
      prompt("Real request"),
    ],
    async (path) => {
      const s = await summarise(path);
      assert.equal(s.compactions, 2);
      assert.equal(s.objective, "Real request");
    },
  );
});

test("a half-written last line and garbage lines are skipped and counted, never fatal", async () => {
  await withSession(
    [
      use("h1", "Bash", { command: "ls" }),
      "{not json",
      "[1,2]",
      result("h1", "a"),
      '{"type":"user","message":{"role":"us',
    ],
    async (path) => {
      const s = await summarise(path);
      assert.equal(s.feedback.total, 1);
      assert.equal(s.skipped, 3);
      assert.deepEqual(
        s.feedback.skipped.map((k) => [k.line, k.reason]),
        [
          [2, "not valid JSON"],
          [3, "not a JSON object"],
          [5, "not valid JSON"],
        ],
      );
    },
    false,
  );
});

test("subagent files are found beside the session and marked sidechain", async () => {
  await withSession(
    [prompt("Main task"), use("m1", "Bash", { command: "make lint" }), result("m1", "ok")],
    async (path, dir) => {
      await mkdir(join(dir, "session", "subagents"), { recursive: true });
      await writeFile(
        join(dir, "session", "subagents", "agent-abc.jsonl"),
        [
          prompt("Sub task"),
          use("s1", "Bash", { command: "rg foo" }),
          result("s1", "Exit code 1", {}, true),
        ].join("\n"),
      );
      const recs = await records(path);
      assert.deepEqual(recs.map(brief), [
        ["rg foo", 1, true],
        ["make lint", 0, false],
      ]);
      assert.equal((await summarise(path)).objective, "Main task");
    },
  );
});
