/**
 * The rules behind the session's own words, on small hand-made inputs: what is harness text,
 * which shell commands read which files, how a Markdown plan reads, which lines are unknown
 * (counted) and which are broken (skipped, a risk), and Codex's double-written user messages.
 */
import assert from "node:assert/strict";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "node:test";
import { ClaudeParser } from "../../../src/collect/transcripts/agents/claude/parser.js";
import { CodexParser } from "../../../src/collect/transcripts/agents/codex/parser.js";
import { ingestTranscript } from "../../../src/collect/transcripts/index.js";
import { objectiveFrom, userWordsFrom } from "../../../src/collect/transcripts/objective.js";
import { planFromMarkdown, shellReads } from "../../../src/collect/transcripts/session-reads.js";
import type { TranscriptEvent } from "../../../src/collect/transcripts/events.js";
import { TranscriptAccumulator } from "../../../src/collect/transcripts/summary.js";

test("harness text is not the user's words; reminders appended to a real message are taken out", () => {
  for (const harness of [
    "<system-reminder>\nThe TodoWrite tool hasn't been used recently.\n</system-reminder>",
    "<command-name>/compact</command-name>\n<command-message>compact</command-message>\n<command-args></command-args>",
    "<local-command-stdout>Compacted</local-command-stdout>",
    "<user-prompt-submit-hook>lint passed</user-prompt-submit-hook>",
    "[Request interrupted by user]",
    "[Request interrupted by user for tool use]",
    "This session is being continued from a previous conversation that ran out of context.",
    "# AGENTS.md instructions for /repo\n\n<INSTRUCTIONS>Use pnpm.</INSTRUCTIONS>",
    "<environment_context>\n  <cwd>/repo</cwd>\n</environment_context>",
    "<user_instructions>Be terse.</user_instructions>",
    "  \n\t",
  ]) {
    assert.equal(userWordsFrom(harness), undefined, harness);
  }
  assert.equal(
    userWordsFrom(
      "Keep the max delay at 30 seconds\n<system-reminder>\nA file was modified.\n</system-reminder>\n",
    ),
    "Keep the max delay at 30 seconds",
  );
  // Verbatim otherwise: inner whitespace and line breaks stay (generate cuts and redacts).
  assert.equal(userWordsFrom("  Two\n\nparagraphs  here "), "Two\n\nparagraphs  here");
  assert.equal(objectiveFrom("  Two\n\nparagraphs  here "), "Two paragraphs here");
});

test("read-like shell commands name the files they read; other commands read nothing", () => {
  const cases: [string, string[]][] = [
    ["cat src/a.ts", ["src/a.ts"]],
    ["cat -n src/a.ts src/b.ts", ["src/a.ts", "src/b.ts"]],
    ["sed -n '1,200p' src/client.ts", ["src/client.ts"]],
    ["sed -n -e '1,20p' -e '40p' a.txt", ["a.txt"]],
    ["head -n 40 test/x.test.ts && tail -20 log.txt", ["test/x.test.ts", "log.txt"]],
    ["nl -ba src/client.ts | sed -n '40,80p'", ["src/client.ts"]],
    ["cd pkg; less README.md", ["README.md"]],
    ['cat "docs/with space.md"', ["docs/with space.md"]],
    ["/usr/bin/cat /etc/hosts 2>&1", ["/etc/hosts"]],
    ["cat src/*.ts", []],
    ["cat $FILE", []],
    ["git diff | head -50", []],
    ["pnpm test", []],
    ["echo cat a.txt", []],
    ["sed -i 's/a/b/' x.ts", ["x.ts"]],
  ];
  for (const [command, files] of cases) assert.deepEqual(shellReads(command), files, command);
});

test("a Markdown plan: the first heading is its title, list items its steps", () => {
  assert.deepEqual(
    planFromMarkdown(
      "Intro line\n\n## Plan: retries\n\n- [x] Read the client\n- [ ] Add the loop\n  * nested detail\n3) Ship it\n",
    ),
    {
      title: "Plan: retries",
      steps: [
        { text: "Read the client", status: "completed" },
        { text: "Add the loop", status: "pending" },
        { text: "nested detail", status: "pending" },
        { text: "Ship it", status: "pending" },
      ],
    },
  );
  assert.deepEqual(planFromMarkdown("Just do it\n"), { title: "Just do it", steps: [] });
  assert.equal(planFromMarkdown("\n\n"), null);
});

test("Claude Code: unknown line types are counted, broken lines are skipped", () => {
  const parser = new ClaudeParser();
  const events = [
    '{"type":"api-request","requestId":"r1","timestamp":"2026-11-30T09:00:00.000Z"}',
    '{"type":"cost-state","totalCostUSD":0.1}',
    '{"type":"tools-used","tools":["Read"]}',
    '{"no":"type"}',
    '{"type":"user","uuid":"u1"}',
    '{"type":"assistant","uuid":"a1","message":{"role":"assistant"}}',
    '{"type":"user","uuid":"u2","message":{"ro',
  ].flatMap((line, i) => parser.handleLine(line, i + 1, "s.jsonl"));
  assert.deepEqual(events, [
    { kind: "unknown" },
    { kind: "unknown" },
    { kind: "unknown" },
    { kind: "unknown" },
    { kind: "skipped", file: "s.jsonl", line: 5, reason: "user line without message content" },
    {
      kind: "skipped",
      file: "s.jsonl",
      line: 6,
      reason: "assistant line without message content",
    },
    { kind: "skipped", file: "s.jsonl", line: 7, reason: "not valid JSON" },
  ]);
});

test("Codex: each user message once though written twice; a sub-agent's rollout has no user words", () => {
  const main = new CodexParser();
  const line = (type: string, payload: object) => ({
    timestamp: "2026-11-30T10:00:00.000Z",
    type,
    payload,
  });
  const events = [
    line("session_meta", { id: "t", cwd: "/repo", source: "cli" }),
    line("response_item", {
      type: "message",
      role: "user",
      content: [{ type: "input_text", text: "Fix it" }],
    }),
    line("event_msg", { type: "user_message", message: "Fix it" }),
    line("event_msg", { type: "agent_message", message: "Done." }),
    line("token_usage_record", { input_tokens: 1 }),
  ].flatMap((obj, i) => main.handle(obj, i + 1, "r.jsonl"));
  assert.deepEqual(
    events.filter((e) => e.kind !== "cwd"),
    [
      { kind: "user", text: "Fix it" },
      { kind: "user", text: "Fix it" },
      { kind: "report", text: "Done." },
      { kind: "unknown" },
    ],
  );
  const sub = new CodexParser();
  const subEvents = [
    line("session_meta", {
      id: "s",
      cwd: "/repo",
      source: { subagent: { thread_spawn: { parent_thread_id: "t" } } },
    }),
    line("event_msg", { type: "user_message", message: "Search for callers" }),
    line("event_msg", { type: "agent_message", message: "Found 2." }),
    line("response_item", "not an object" as unknown as object),
  ].flatMap((obj, i) => sub.handle(obj, i + 1, "r.jsonl"));
  assert.deepEqual(
    subEvents.filter((e) => e.kind !== "cwd"),
    [
      { kind: "user", text: "Search for callers", sidechain: true },
      { kind: "skipped", file: "r.jsonl", line: 4, reason: "response_item without a payload" },
    ],
  );
});

test("a summary keeps a repeated user message once, and the newest plan", async () => {
  const dir = await mkdtemp(join(tmpdir(), "handoff-words-"));
  try {
    const path = join(dir, "rollout.jsonl");
    const at = (n: number) => `2026-11-30T10:00:0${n}.000Z`;
    const lines = [
      { timestamp: at(0), type: "session_meta", payload: { id: "t", cwd: dir, source: "cli" } },
      { timestamp: at(1), type: "event_msg", payload: { type: "user_message", message: "Go" } },
      { timestamp: at(2), type: "event_msg", payload: { type: "user_message", message: "Stop" } },
      { timestamp: at(3), type: "event_msg", payload: { type: "user_message", message: "Go" } },
      {
        timestamp: at(4),
        type: "response_item",
        payload: {
          type: "custom_tool_call",
          call_id: "c1",
          name: "apply_patch",
          input:
            "*** Begin Patch\n*** Add File: docs/PLAN.md\n+# Ship v2\n+- [ ] Migrate\n+- [x] Audit\n*** End Patch\n",
        },
      },
      {
        timestamp: at(5),
        type: "response_item",
        payload: { type: "custom_tool_call_output", call_id: "c1", output: "Success." },
      },
    ];
    await writeFile(path, `${lines.map((l) => JSON.stringify(l)).join("\n")}\n`);
    const s = await ingestTranscript(path, { agent: "codex", k: 5, root: dir });
    assert.deepEqual(s.user_messages, ["Go", "Stop"]);
    assert.deepEqual(s.plan, {
      title: "Ship v2",
      steps: [
        { text: "Migrate", status: "pending" },
        { text: "Audit", status: "completed" },
      ],
    });
    assert.deepEqual(s.edited_files, ["docs/PLAN.md"]);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});

test("a redirection's target is written, not read: `cat > file <<'EOF'` reads nothing", () => {
  assert.deepEqual(shellReads("mkdir -p lib && cat > lib/mail.rb <<'EOF'\nmodule Mail\nEOF"), []);
  assert.deepEqual(shellReads("cat lib/mail.rb > /tmp/copy.rb"), ["lib/mail.rb"]);
  assert.deepEqual(shellReads("head -n 5 config/app.yml 2> errors.log"), ["config/app.yml"]);
});

test("prose before a shell write is placed once the write ran: a decision names what it wrote", () => {
  const acc = new TranscriptAccumulator(5);
  const events: TranscriptEvent[] = [
    { kind: "user", text: "Make the mailer send big reports." },
    {
      kind: "report",
      text: "Going with one zipReport per mailer: gzip costs far less than the upload does.",
    },
    { kind: "tool" },
    {
      kind: "command",
      record: { command: "cat > lib/mail.rb <<'EOF'\ndef zipReport(csv)\nend\nEOF", exit_code: 0 },
    },
  ];
  for (const [i, event] of events.entries()) acc.add({ ...event, from: i } as TranscriptEvent);
  assert.deepEqual(acc.result("codex", "t.jsonl", "/repo").conclusions, [
    {
      kind: "decision",
      text: "Going with one zipReport per mailer: gzip costs far less than the upload does.",
    },
  ]);
});
