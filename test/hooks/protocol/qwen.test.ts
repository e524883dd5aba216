/**
 * `handoff hook qwen` and `handoff hooks install|uninstall qwen`, driven the way Qwen Code
 * 0.24.4 drives them (stdin fields as observed in `npm run test:agents`), on the session file
 * that release wrote (test/fixtures/agents/qwen-0.24.4/).
 */
import assert from "node:assert/strict";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { test } from "node:test";
import { packageRoot } from "../../../src/platform/package-root.js";
import {
  hookInput,
  hookLogLines,
  readStoredPacket,
  runBin,
  waitForPackets,
} from "../../helpers/hook-process.js";
import { runCli } from "../../helpers/run-cli.js";
import { git, makeRepo, removeDir } from "../../helpers/temp-repo.js";

const SESSION = join(packageRoot(), "test", "fixtures", "agents", "qwen-0.24.4", "session.jsonl");

function makeQwenRepo(): { repo: string; transcript: string; chats: string } {
  const repo = makeRepo("handoff-hook-qwen-");
  writeFileSync(join(repo, "README.md"), "# demo\n");
  git(repo, "add", "-A");
  git(repo, "commit", "-q", "-m", "Initial");
  // Qwen keeps its sessions outside the repo; a copy stands in for it, run in this repo.
  const chats = `${repo}-qwen-chats`;
  mkdirSync(chats, { recursive: true });
  const transcript = join(chats, "3f1c2a9e-0000-4000-8000-000000000001.jsonl");
  writeFileSync(
    transcript,
    readFileSync(SESSION, "utf8").replaceAll("/tmp/handoff-agents-repo", repo),
  );
  return { repo, transcript, chats };
}

function input(repo: string, transcript: string, fields: Record<string, unknown>): string {
  return hookInput({
    transcript_path: transcript,
    cwd: repo,
    timestamp: "2026-12-04T20:35:00.000Z",
    permission_mode: "yolo",
    ...fields,
  });
}

test("Qwen Code: Stop writes ahead through a detached writer (a `qwen -p` run has no SessionEnd), with last_assistant_message as the report; SessionStart prints the briefing as hookSpecificOutput.additionalContext", async () => {
  const { repo, transcript, chats } = makeQwenRepo();
  try {
    const stop = await runBin(["hook", "qwen"], {
      cwd: repo,
      stdin: input(repo, transcript, {
        hook_event_name: "Stop",
        stop_hook_active: false,
        last_assistant_message: "Read the tree. Next step: add the CSV export.",
        context_usage: 0.005,
        context_limit: 200000,
      }),
      // Qwen's real budget for Stop: none, the turn does not wait for the write.
      env: { HANDOFF_WRITE_BUDGET_MS: "" },
    });
    assert.equal(stop.code, 0, stop.stderr);
    assert.match(
      hookLogLines(repo).join("\n"),
      /qwen Stop info: write handed to a detached writer/,
    );
    const [id] = await waitForPackets(repo, 1);
    assert.ok(id, hookLogLines(repo).join("\n"));
    const packet = readStoredPacket(repo, id);
    assert.equal(packet["objective"], "Look at the tree of this repo");
    assert.equal(packet["agent_report"], "Read the tree. Next step: add the CSV export.");
    assert.ok(JSON.stringify(packet["failed_attempts"]).includes("npm run build-export"));

    const start = await runBin(["hook", "qwen"], {
      cwd: repo,
      stdin: input(repo, transcript, {
        hook_event_name: "SessionStart",
        source: "startup",
        model: "qwen3-coder-plus",
      }),
    });
    assert.equal(start.code, 0, start.stderr);
    const out = JSON.parse(start.stdout) as {
      hookSpecificOutput: { hookEventName: string; additionalContext: string };
    };
    assert.equal(out.hookSpecificOutput.hookEventName, "SessionStart");
    assert.match(out.hookSpecificOutput.additionalContext, new RegExp(`# Handoff ${id}`));
  } finally {
    removeDir(repo);
    removeDir(chats);
  }
});

test("hooks install qwen: merged into .qwen/settings.json beside the user's settings and hooks, twice is a no-op, uninstall gives the bytes back", async () => {
  const repo = makeRepo("handoff-hooks-qwen-");
  try {
    mkdirSync(join(repo, ".qwen"));
    const path = join(repo, ".qwen", "settings.json");
    const original = `${JSON.stringify(
      {
        model: { name: "qwen3-coder-plus" },
        hooks: {
          Stop: [{ hooks: [{ type: "command", command: "notify-send done" }] }],
        },
      },
      null,
      2,
    )}\n`;
    writeFileSync(path, original);
    const install = await runCli(["hooks", "install", "qwen"], { cwd: repo });
    assert.equal(install.code, 0, install.stderr);
    const installed = JSON.parse(readFileSync(path, "utf8"));
    assert.equal(installed.model.name, "qwen3-coder-plus");
    assert.deepEqual(Object.keys(installed.hooks).sort(), [
      "PostToolUse",
      "PostToolUseFailure",
      "PreCompact",
      "PreToolUse",
      "SessionEnd",
      "SessionStart",
      "Stop",
      "UserPromptSubmit",
    ]);
    // The point-of-edit hook, on the tools that write.
    const [edit] = installed.hooks.PreToolUse;
    assert.equal(edit.matcher, "write_file|edit|notebook_edit|run_shell_command");
    assert.match(edit.hooks[0].command, / hook qwen --edit$/);
    const stops = JSON.stringify(installed.hooks.Stop);
    assert.ok(stops.includes("notify-send done") && stops.includes("hook qwen"), stops);
    const text = readFileSync(path, "utf8");
    const again = await runCli(["hooks", "install", "qwen"], { cwd: repo });
    assert.equal(again.code, 0, again.stderr);
    assert.equal(readFileSync(path, "utf8"), text, "a second install changed the file");
    const uninstall = await runCli(["hooks", "uninstall", "qwen"], { cwd: repo });
    assert.equal(uninstall.code, 0, uninstall.stderr);
    assert.equal(readFileSync(path, "utf8"), original);
  } finally {
    removeDir(repo);
  }
});
