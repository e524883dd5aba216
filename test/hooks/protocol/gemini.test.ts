/**
 * `handoff hook gemini` and `handoff hooks install|uninstall gemini`, driven the way Gemini CLI
 * 0.61.0 drives them (stdin fields as observed in `npm run test:agents`), on the session file
 * that release wrote (test/fixtures/agents/gemini-0.61.0/).
 */
import assert from "node:assert/strict";
import { appendFileSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { test } from "node:test";
import { packageRoot } from "../../../src/platform/package-root.js";
import {
  hookInput,
  hookLogLines,
  packetIds,
  readStoredPacket,
  runBin,
  waitForPackets,
} from "../../helpers/hook-process.js";
import { runCli } from "../../helpers/run-cli.js";
import { git, makeRepo, removeDir } from "../../helpers/temp-repo.js";

const SESSION = join(packageRoot(), "test", "fixtures", "agents", "gemini-0.61.0", "session.jsonl");

function makeGeminiRepo(): { repo: string; transcript: string } {
  const repo = makeRepo("handoff-hook-gemini-");
  writeFileSync(join(repo, "README.md"), "# demo\n");
  git(repo, "add", "-A");
  git(repo, "commit", "-q", "-m", "Initial");
  // Gemini keeps its sessions outside the repo; a copy we can grow stands in for it.
  const dir = join(repo, "..", `${repo.split("/").pop()}-gemini-chats`);
  mkdirSync(dir, { recursive: true });
  const transcript = join(dir, "session-2026-11-30T18-25-test.jsonl");
  // The session ran in the suite's repo: here it is this repo's session (else it is refused as
  // another folder's).
  const text = readFileSync(SESSION, "utf8").replaceAll("/tmp/handoff-agents-repo", repo);
  writeFileSync(transcript, text);
  return { repo, transcript };
}

/** A model turn whose prompt had `tokens` tokens, as Gemini CLI appends it. */
function appendUsage(transcript: string, tokens: number): void {
  const line = {
    id: `g-${tokens}`,
    timestamp: "2026-11-30T18:26:00.000Z",
    type: "gemini",
    content: "",
    thoughts: [],
    tokens: { input: tokens, output: 20, cached: 0, thoughts: 0, tool: 0, total: tokens + 20 },
    model: "gemini-3.1-pro-preview",
  };
  appendFileSync(transcript, `${JSON.stringify(line)}\n`);
}

function input(repo: string, transcript: string, fields: Record<string, unknown>): string {
  return hookInput({
    transcript_path: transcript,
    cwd: repo,
    timestamp: "2026-11-30T18:26:01.000Z",
    ...fields,
  });
}

test("Gemini CLI: SessionEnd(exit) writes from the real session file; SessionStart prints the briefing as hookSpecificOutput.additionalContext", async () => {
  const { repo, transcript } = makeGeminiRepo();
  try {
    const end = await runBin(["hook", "gemini"], {
      cwd: repo,
      stdin: input(repo, transcript, { hook_event_name: "SessionEnd", reason: "exit" }),
      // Gemini's real budget for SessionEnd: none, it does not wait.
      env: { HANDOFF_WRITE_BUDGET_MS: "" },
    });
    assert.equal(end.code, 0, end.stderr);
    assert.equal(end.stdout, "", "Gemini parses a SessionEnd hook's stdout: print nothing");
    assert.equal(end.stderr, "", "Gemini reads stderr as output when stdout is empty");
    // Gemini does not wait for SessionEnd: a detached writer writes, after the hook returned.
    assert.match(
      hookLogLines(repo).join("\n"),
      /SessionEnd\(exit\) info: write handed to a detached writer/,
    );
    const [id] = await waitForPackets(repo, 1);
    assert.ok(id, hookLogLines(repo).join("\n"));
    const packet = readStoredPacket(repo, id);
    assert.equal(packet["objective"], "List every file of this repo");
    assert.ok((packet["commands_run"] as string[]).includes("ls -a"));

    const start = await runBin(["hook", "gemini"], {
      cwd: repo,
      stdin: input(repo, transcript, { hook_event_name: "SessionStart", source: "startup" }),
    });
    assert.equal(start.code, 0, start.stderr);
    const out = JSON.parse(start.stdout) as {
      hookSpecificOutput: { hookEventName: string; additionalContext: string };
    };
    assert.equal(out.hookSpecificOutput.hookEventName, "SessionStart");
    assert.match(out.hookSpecificOutput.additionalContext, new RegExp(`# Handoff ${id}`));
  } finally {
    removeDir(repo);
    removeDir(`${repo}-gemini-chats`);
  }
});

test("Gemini CLI: PreCompress(auto) fires before every turn, so it writes only once the prompt reached half the window; PreCompress(manual) always writes", async () => {
  const { repo, transcript } = makeGeminiRepo();
  try {
    const auto = input(repo, transcript, { hook_event_name: "PreCompress", trigger: "auto" });
    const below = await runBin(["hook", "gemini"], { cwd: repo, stdin: auto });
    assert.equal(below.code, 0, below.stderr);
    assert.deepEqual(packetIds(repo), [], "a PreCompress(auto) at 1,000 tokens wrote a packet");

    appendUsage(transcript, 600_000); // 57% of gemini-3.1-pro's 1,048,576
    const above = await runBin(["hook", "gemini"], { cwd: repo, stdin: auto });
    assert.equal(above.code, 0, above.stderr);
    assert.equal(above.stdout, "");
    assert.equal(packetIds(repo).length, 1, hookLogLines(repo).join("\n"));
    assert.ok(
      hookLogLines(repo).some((l) => / gemini PreCompress\(auto\) info: written packet /.test(l)),
    );

    const { repo: other, transcript: small } = makeGeminiRepo();
    try {
      const manual = await runBin(["hook", "gemini"], {
        cwd: other,
        stdin: input(other, small, { hook_event_name: "PreCompress", trigger: "manual" }),
      });
      assert.equal(manual.code, 0, manual.stderr);
      assert.equal(packetIds(other).length, 1, "/compress must write whatever the fill");
    } finally {
      removeDir(other);
      removeDir(`${other}-gemini-chats`);
    }
  } finally {
    removeDir(repo);
    removeDir(`${repo}-gemini-chats`);
  }
});

test("Gemini CLI: AfterTool past wrap_up_at writes a packet and adds the wrap-up advice once; BeforeAgent below it prints nothing", async () => {
  const { repo, transcript } = makeGeminiRepo();
  try {
    const before = await runBin(["hook", "gemini"], {
      cwd: repo,
      stdin: input(repo, transcript, { hook_event_name: "BeforeAgent", prompt: "go on" }),
    });
    assert.equal(before.code, 0, before.stderr);
    assert.equal(before.stdout, "");

    appendUsage(transcript, 700_000); // 67% of the window, past the default 60%
    const afterTool = input(repo, transcript, {
      hook_event_name: "AfterTool",
      tool_name: "run_shell_command",
      tool_input: { command: "ls -a" },
      tool_response: { llmContent: "Output: README.md", returnDisplay: "README.md" },
    });
    const fired = await runBin(["hook", "gemini"], { cwd: repo, stdin: afterTool });
    assert.equal(fired.code, 0, fired.stderr);
    const out = JSON.parse(fired.stdout) as {
      hookSpecificOutput: { hookEventName: string; additionalContext: string };
    };
    assert.equal(out.hookSpecificOutput.hookEventName, "AfterTool");
    assert.match(out.hookSpecificOutput.additionalContext, /67% full .*Wrap up this session now/);
    assert.equal(packetIds(repo).length, 1);

    const again = await runBin(["hook", "gemini"], { cwd: repo, stdin: afterTool });
    assert.equal(again.stdout, "", "the wrap-up fires once per session");
  } finally {
    removeDir(repo);
    removeDir(`${repo}-gemini-chats`);
  }
});

test("hooks install gemini merges into .gemini/settings.json (no matchers), is idempotent, and uninstall restores the file byte for byte", async () => {
  const repo = makeRepo("handoff-hooks-gemini-");
  try {
    mkdirSync(join(repo, ".gemini"));
    const path = join(repo, ".gemini", "settings.json");
    const original = `${JSON.stringify(
      {
        model: { name: "gemini-3.1-pro-preview" },
        hooks: {
          AfterTool: [
            { matcher: "write_file", hooks: [{ type: "command", command: "./lint.sh" }] },
          ],
        },
      },
      null,
      4,
    )}\n`;
    writeFileSync(path, original);
    const install = await runCli(["hooks", "install", "gemini", "--command", "handoff"], {
      cwd: repo,
    });
    assert.equal(install.code, 0, install.stderr);
    const settings = JSON.parse(readFileSync(path, "utf8")) as {
      model: unknown;
      hooks: Record<string, { matcher?: string; hooks: { command: string }[] }[]>;
    };
    assert.deepEqual(Object.keys(settings.hooks).sort(), [
      "AfterAgent",
      "AfterTool",
      "BeforeAgent",
      "BeforeTool",
      "PreCompress",
      "SessionEnd",
      "SessionStart",
    ]);
    for (const [event, groups] of Object.entries(settings.hooks)) {
      const ours = groups.filter((g) =>
        g.hooks.some((h) => /^handoff hook gemini(?: --edit)?$/.test(h.command)),
      );
      assert.equal(ours.length, 1, event);
      // Gemini compares a SessionStart matcher to the source as an exact string.
      assert.equal(ours[0]?.matcher, undefined, event);
    }
    assert.equal(settings.hooks["AfterTool"]?.[0]?.hooks[0]?.command, "./lint.sh");
    const installed = readFileSync(path, "utf8");
    assert.match(installed, /\n {4}"model"/, "the file's own indentation is kept");

    const again = await runCli(["hooks", "install", "gemini", "--command", "handoff"], {
      cwd: repo,
    });
    assert.match(again.stdout, /already installed/);
    assert.equal(readFileSync(path, "utf8"), installed);

    const uninstall = await runCli(["hooks", "uninstall", "gemini"], { cwd: repo });
    assert.equal(uninstall.code, 0, uninstall.stderr);
    assert.equal(readFileSync(path, "utf8"), original);
  } finally {
    removeDir(repo);
  }
});
