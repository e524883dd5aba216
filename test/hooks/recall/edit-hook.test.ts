/**
 * The point-of-edit hook in-process, on a real temp repo with a recall index: a miss prints
 * nothing; a hit adds the rule with who said it; "guards": "block" denies, a resolve note lifts
 * the guard; a path outside the repo, a symlinked path, Unicode and spaces; every host's shape
 * (Qwen Code's and GitHub Copilot CLI's as their real CLIs sent them).
 */
import assert from "node:assert/strict";
import { mkdirSync, mkdtempSync, realpathSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, before, test } from "node:test";
import { answerEdit, findResolvedIds } from "../../../src/hooks/recall/edit-hook.js";
import { buildRecallIndex } from "../../../src/recall/build-index.js";
import { ruleId } from "../../../src/recall/index-shape.js";
import { nameKey } from "../../../src/store/paths.js";
import { writeRecallIndex } from "../../../src/store/recall-index-file.js";
import { makePacket, userMessage } from "../../helpers/make-packet.js";
import { git, makeRepo, removeDir } from "../../helpers/temp-repo.js";

const RULE = "Don't touch anything under `legacy/`, another team owns it.";
let repo: string;
let outside: string;

before(async () => {
  repo = makeRepo("handoff-edit-hook-");
  outside = realpathSync(mkdtempSync(join(tmpdir(), "handoff-edit-outside-")));
  writeFileSync(join(repo, "README.md"), "x\n");
  git(repo, "add", "-A");
  git(repo, "commit", "-q", "-m", "start");
  mkdirSync(join(repo, "legacy"));
  symlinkSync(join(repo, "legacy"), join(repo, "old"));
  const packet = makePacket({
    user_messages: [
      userMessage(RULE, "claude", "2026-12-01"),
      userMessage("Leave `docs/Überblick und Plan.md` alone.", "gemini", "2026-12-02"),
    ],
    conclusions: [
      {
        kind: "dead_end",
        text: "Retrying in src/db.ts failed: the pool closes early.",
        agent: "codex",
        date: "2026-12-02",
        packet: null,
      },
    ],
  });
  await writeRecallIndex(repo, nameKey("main", "default"), buildRecallIndex(packet));
});
after(() => {
  removeDir(repo);
  removeDir(outside);
});

const edit = (
  tool: string,
  input: Record<string, unknown>,
  agent = "claude",
  event = "PreToolUse",
) =>
  answerEdit(
    agent,
    JSON.stringify({ hook_event_name: event, tool_name: tool, tool_input: input, cwd: repo }),
    { cwd: repo },
  );

function context(stdout: string): { text: string; deny: boolean } {
  const value = JSON.parse(stdout) as {
    hookSpecificOutput: {
      additionalContext?: string;
      permissionDecision?: string;
      permissionDecisionReason?: string;
    };
  };
  const out = value.hookSpecificOutput;
  return {
    text: out.additionalContext ?? out.permissionDecisionReason ?? "",
    deny: out.permissionDecision === "deny",
  };
}

test("a miss prints nothing: another path, a read, a path outside the repo", async () => {
  assert.equal(await edit("Edit", { file_path: join(repo, "src/other.ts") }), "");
  assert.equal(await edit("Read", { file_path: join(repo, "legacy/a.ts") }), "");
  assert.equal(await edit("Write", { file_path: join(outside, "legacy/a.ts") }), "");
  assert.equal(await edit("Edit", { file_path: "../legacy/a.ts" }), "");
  assert.equal(await edit("Edit", { file_path: "legacy/a.ts" }, "claude", "PostToolUse"), "");
  assert.equal(await answerEdit("claude", "not json", { cwd: repo }), "");
});

test("warn (the default): the rule with who said it and when, the edit goes on", async () => {
  const out = context(await edit("Edit", { file_path: join(repo, "legacy/a.ts") }));
  assert.equal(out.deny, false);
  assert.match(out.text, /^handoff recall for legacy\/a\.ts/);
  assert.match(out.text, /GUARD .*another team owns it\.".*Claude Code, 2026-12-01/);
  const failed = context(await edit("MultiEdit", { file_path: "src/db.ts" }));
  assert.match(failed.text, /dead end: Retrying in src\/db\.ts failed.*Codex CLI, 2026-12-02/);
});

test("a Bash command that writes under the folder is recalled; one that reads it is not", async () => {
  assert.match(await edit("Bash", { command: "echo x > legacy/new.txt" }), /GUARD/);
  assert.equal(await edit("Bash", { command: "cat legacy/a.ts" }), "");
});

test("a symlink into the folder, Unicode and spaces in a path", async () => {
  assert.match(await edit("Write", { file_path: join(repo, "old/x.ts") }), /GUARD/);
  assert.match(await edit("Edit", { file_path: "docs/Überblick und Plan.md" }), /GUARD/);
  assert.equal(await edit("Edit", { file_path: "docs/Überblick.md" }), "");
});

test('"guards": "block" denies with the rule and how to lift it; a resolve note lifts it', async () => {
  writeFileSync(join(repo, ".handoff", "config.json"), '{"guards": "block"}\n');
  try {
    const out = context(await edit("Edit", { file_path: "legacy/a.ts" }));
    assert.equal(out.deny, true);
    assert.match(out.text, /another team owns it/);
    assert.match(out.text, new RegExp(`handoff note resolve ${ruleId(RULE)}`));
    assert.ok(out.text.length <= 1_000);
    // Not a guard: recalled, never denied.
    assert.equal(context(await edit("Edit", { file_path: "src/db.ts" })).deny, false);
    writeFileSync(
      join(repo, ".handoff", "notes.jsonl"),
      `${JSON.stringify({ id: "n-1", kind: "resolve", text: ruleId(RULE), target: ruleId(RULE), branch: "main", topic: "default", seq: 1 })}\n`,
    );
    const lifted = context(await edit("Edit", { file_path: "legacy/a.ts" }));
    assert.equal(lifted.deny, false);
    assert.match(lifted.text, /the user said: "Don't touch anything under/);
  } finally {
    writeFileSync(join(repo, ".handoff", "config.json"), "{}\n");
    writeFileSync(join(repo, ".handoff", "notes.jsonl"), "");
  }
});

test("Gemini CLI's BeforeTool: a denial is a top-level decision; Codex's apply_patch names its files", async () => {
  writeFileSync(join(repo, ".handoff", "config.json"), '{"guards": "block"}\n');
  try {
    const gemini = JSON.parse(
      await edit("write_file", { file_path: join(repo, "legacy/a.ts") }, "gemini", "BeforeTool"),
    ) as { decision: string; reason: string };
    assert.equal(gemini.decision, "deny");
    assert.match(gemini.reason, /another team owns it/);
    const patch = "*** Begin Patch\n*** Update File: legacy/a.ts\n@@\n-a\n+b\n*** End Patch\n";
    assert.equal(context(await edit("apply_patch", { input: patch }, "codex")).deny, true);
  } finally {
    writeFileSync(join(repo, ".handoff", "config.json"), "{}\n");
  }
});

test("the notes' resolve lines are read exactly: another id or kind closes nothing", () => {
  const lines = [
    JSON.stringify({ kind: "resolve", target: "g-aaaaaaaa" }),
    JSON.stringify({ kind: "pitfall", text: "resolve g-bbbbbbbb" }),
    '{"kind": "resolve", "target": "g-cccc',
  ].join("\n");
  assert.deepEqual(
    [...findResolvedIds(lines, ["g-aaaaaaaa", "g-bbbbbbbb", "g-cccc"])],
    ["g-aaaaaaaa"],
  );
});

/** Qwen Code 0.24.4's PreToolUse input, as its real CLI sent it (ids and times shortened). */
const qwenInput = (tool: string, input: Record<string, unknown>) =>
  JSON.stringify({
    session_id: "90e572e3",
    transcript_path: "/home/u/.qwen/projects/-repo/chats/90e572e3.jsonl",
    cwd: repo,
    hook_event_name: "PreToolUse",
    timestamp: "2026-12-04T23:22:03.422Z",
    permission_mode: "yolo",
    prompt_id: "90e572e3########0",
    tool_name: tool,
    tool_input: input,
    tool_use_id: "toolu_1",
    tool_call_id: "call_1",
  });

/** GitHub Copilot CLI 1.0.102's preToolUse input, as its real CLI sent it: no event named. */
const copilotInput = (tool: string, args: unknown) =>
  JSON.stringify({
    sessionId: "2bb87873",
    timestamp: 1796426549154,
    cwd: repo,
    toolName: tool,
    toolArgs: args,
  });

test("Qwen Code's PreToolUse: write_file, edit and run_shell_command in Claude Code's shape", async () => {
  const write = await answerEdit(
    "qwen",
    qwenInput("write_file", { file_path: join(repo, "legacy/a.ts"), content: "a\n" }),
    { cwd: repo },
  );
  assert.match(context(write).text, /GUARD .*another team owns it/);
  const shell = qwenInput("run_shell_command", {
    command: "echo hi > legacy/b.txt",
    is_background: false,
  });
  assert.match(context(await answerEdit("qwen", shell, { cwd: repo })).text, /GUARD/);
  const edited = qwenInput("edit", { file_path: "src/db.ts", old_string: "a", new_string: "b" });
  assert.match(context(await answerEdit("qwen", edited, { cwd: repo })).text, /dead end: Retrying/);
  const read = qwenInput("read_file", { file_path: join(repo, "legacy/a.ts") });
  assert.equal(await answerEdit("qwen", read, { cwd: repo }), "");
});

test("GitHub Copilot CLI's preToolUse: the event from --event, toolArgs (an object or its JSON text), the answer at the top", async () => {
  const create = copilotInput("create", { path: join(repo, "legacy/a.ts"), file_text: "a\n" });
  const named = { cwd: repo, event: "preToolUse" };
  const warn = JSON.parse(await answerEdit("copilot", create, named)) as Record<string, string>;
  assert.deepEqual(Object.keys(warn), ["additionalContext"]);
  assert.match(warn["additionalContext"] ?? "", /^handoff recall for legacy\/a\.ts .*\n- GUARD/);
  // An input that names no event, run without --event: not a pre-tool call.
  assert.equal(await answerEdit("copilot", create, { cwd: repo }), "");
  const bash = copilotInput("bash", { command: "echo hi > legacy/b.txt", description: "d" });
  assert.match(await answerEdit("copilot", bash, named), /GUARD/);
  const text = copilotInput(
    "edit",
    JSON.stringify({ path: "src/db.ts", old_str: "a", new_str: "b" }),
  );
  assert.match(await answerEdit("copilot", text, named), /dead end: Retrying/);
  assert.equal(
    await answerEdit("copilot", copilotInput("view", { path: "legacy/a.ts" }), named),
    "",
  );
  writeFileSync(join(repo, ".handoff", "config.json"), '{"guards": "block"}\n');
  try {
    const deny = JSON.parse(await answerEdit("copilot", create, named)) as Record<string, string>;
    assert.equal(deny["permissionDecision"], "deny");
    assert.match(
      deny["permissionDecisionReason"] ?? "",
      /another team owns it.*handoff note resolve g-/s,
    );
  } finally {
    writeFileSync(join(repo, ".handoff", "config.json"), "{}\n");
  }
});
