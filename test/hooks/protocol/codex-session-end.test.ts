import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { test } from "node:test";
import {
  hookInput,
  hookLogLines,
  packetIds,
  readStoredPacket,
  runBin,
} from "../../helpers/hook-process.js";
import { git, makeRepo, removeDir } from "../../helpers/temp-repo.js";

/** A Codex rollout (current format) whose latest turn used `tokens` of a 100k window. */
function rollout(tokens: number): string {
  return `${[
    {
      type: "session_meta",
      payload: { id: "019d0000-0000-7000-8000-000000000001", cwd: "/r", originator: "codex_exec" },
    },
    { type: "turn_context", payload: { model: "gpt-5-codex", cwd: "/r" } },
    {
      type: "event_msg",
      payload: {
        type: "token_count",
        info: {
          last_token_usage: { input_tokens: tokens, cached_input_tokens: 0 },
          model_context_window: 100_000,
        },
      },
    },
  ]
    .map((line) => JSON.stringify(line))
    .join("\n")}\n`;
}

function committedRepo(): string {
  const repo = makeRepo("handoff-codex-end-");
  writeFileSync(join(repo, "app.ts"), "export const a = 1;\n");
  git(repo, "add", "app.ts");
  git(repo, "commit", "-q", "-m", "Initial");
  return repo;
}

const stopInput = (repo: string, message: string) =>
  hookInput({
    transcript_path: null,
    cwd: repo,
    hook_event_name: "Stop",
    model: "gpt-5-codex",
    turn_id: "t1",
    stop_hook_active: false,
    last_assistant_message: message,
  });

test("Codex CLI: Stop writes ahead and warns (the gate's default); SessionEnd brings that packet up to date with Stop's last message as the agent report", async () => {
  const repo = committedRepo();
  try {
    writeFileSync(join(repo, "app.ts"), "export const a = 2;\n");
    const stop = await runBin(["hook", "codex"], {
      cwd: repo,
      stdin: stopInput(repo, "Changed a to 2.\nTests pass."),
    });
    assert.equal(stop.code, 0, stop.stderr);
    const ahead = packetIds(repo);
    assert.equal(ahead.length, 1, "Stop writes ahead: the packet follows every turn");
    assert.equal(
      readStoredPacket(repo, ahead[0] ?? "")["agent_report"],
      "Changed a to 2.\nTests pass.",
    );
    assert.match(
      hookLogLines(repo).join("\n"),
      /codex Stop info: written packet \S+ \(write ahead\)/,
    );
    const warned = JSON.parse(stop.stdout) as Record<string, unknown>;
    assert.deepEqual(Object.keys(warned), ["systemMessage"], "Codex's Stop schema allows no more");
    assert.match(String(warned["systemMessage"]), /uncommitted changes: app\.ts/);
    assert.match(String(warned["systemMessage"]), /git add -- app\.ts && git commit/);

    const end = await runBin(["hook", "codex"], {
      cwd: repo,
      stdin: hookInput({
        transcript_path: null,
        cwd: repo,
        hook_event_name: "SessionEnd",
        reason: "other",
      }),
    });
    assert.equal(end.code, 0, end.stderr);
    assert.equal(end.stdout, "");
    // Nothing changed since the Stop: the SessionEnd returns the active packet, no new entry.
    assert.deepEqual(packetIds(repo), ahead);
    assert.match(
      hookLogLines(repo).at(-1) ?? "",
      new RegExp(`codex SessionEnd\\(other\\) info: unchanged packet ${ahead[0]}`),
    );
  } finally {
    removeDir(repo);
  }
});

test("Codex CLI before SessionEnd (--stop-writes): Stop writes, with last_assistant_message, then gates", async () => {
  const repo = committedRepo();
  try {
    const stop = await runBin(["hook", "codex", "--stop-writes"], {
      cwd: repo,
      stdin: stopInput(repo, "All done."),
    });
    assert.equal(stop.code, 0, stop.stderr);
    const [id] = packetIds(repo);
    assert.ok(id, "a legacy Stop must write");
    assert.equal(readStoredPacket(repo, id)["agent_report"], "All done.");
  } finally {
    removeDir(repo);
  }
});

test("Codex CLI: PostToolUse fires the wrap-up once past wrap_up_at", async () => {
  const repo = committedRepo();
  try {
    const transcript = join(repo, ".git", "rollout.jsonl");
    const post = () =>
      runBin(["hook", "codex"], {
        cwd: repo,
        stdin: hookInput({
          transcript_path: transcript,
          cwd: repo,
          hook_event_name: "PostToolUse",
          tool_name: "Bash",
          tool_input: { command: "ls" },
        }),
      });
    writeFileSync(transcript, rollout(40_000));
    assert.equal((await post()).stdout, "", "below the threshold");
    writeFileSync(transcript, rollout(70_000));
    const fired = await post();
    assert.equal(fired.code, 0, fired.stderr);
    const context = JSON.parse(fired.stdout) as {
      hookSpecificOutput: { hookEventName: string; additionalContext: string };
    };
    assert.equal(context.hookSpecificOutput.hookEventName, "PostToolUse");
    assert.match(context.hookSpecificOutput.additionalContext, /70% full/);
    assert.equal(packetIds(repo).length, 1);
    assert.equal((await post()).stdout, "", "fired twice");
  } finally {
    removeDir(repo);
  }
});

test("hooks never open a FIFO: the wrap-up path (claude and codex) returns at once and logs it", async () => {
  const repo = committedRepo();
  try {
    const fifo = join(repo, ".git", "transcript.fifo");
    execFileSync("mkfifo", [fifo]);
    for (const agent of ["claude", "codex"]) {
      for (const event of ["UserPromptSubmit", "PostToolUse"]) {
        const run = await runBin(["hook", agent], {
          cwd: repo,
          stdin: hookInput({ transcript_path: fifo, cwd: repo, hook_event_name: event }),
        });
        assert.equal(run.code, 0, run.stderr);
        assert.equal(run.stdout, "");
        assert.ok(run.ms < 10_000, `${agent} ${event} took ${run.ms} ms`);
        assert.match(
          hookLogLines(repo).at(-1) ?? "",
          /expected a regular file, found a named pipe/,
        );
      }
    }
  } finally {
    removeDir(repo);
  }
});

test("a hook still running at its time limit logs that and exits 0, leaving nothing half-written", async () => {
  const repo = committedRepo();
  const saved = process.env["HANDOFF_HOOK_TIMEOUT_MS"];
  try {
    // 1 ms: the limit strikes in the middle of the write, whatever this machine's speed.
    process.env["HANDOFF_HOOK_TIMEOUT_MS"] = "1";
    const end = await runBin(["hook", "claude"], {
      cwd: repo,
      stdin: hookInput({
        transcript_path: null,
        cwd: repo,
        hook_event_name: "SessionEnd",
        reason: "other",
      }),
    });
    assert.equal(end.code, 0, end.stderr);
    assert.equal(end.stdout, "");
    assert.match(
      hookLogLines(repo).join("\n"),
      /claude \(any\) error: hook still running after 1 ms: stopped \(exit 0\)/,
    );
    for (const id of packetIds(repo)) {
      assert.match(id, /^[0-9a-f]{16}$/, `a temp file or partial packet was left: ${id}`);
    }
  } finally {
    if (saved === undefined) delete process.env["HANDOFF_HOOK_TIMEOUT_MS"];
    else process.env["HANDOFF_HOOK_TIMEOUT_MS"] = saved;
    removeDir(repo);
  }
});

test("a FIFO where a workbench file belongs does not hang a write hook", async () => {
  const repo = committedRepo();
  try {
    execFileSync("mkfifo", [join(repo, "agent_state.json")]);
    mkdirSync(join(repo, ".handoff"), { recursive: true });
    const end = await runBin(["hook", "codex"], {
      cwd: repo,
      stdin: hookInput({
        transcript_path: null,
        cwd: repo,
        hook_event_name: "SessionEnd",
        reason: "other",
      }),
    });
    assert.equal(end.code, 0, end.stderr);
    assert.ok(end.ms < 25_000, `took ${end.ms} ms`);
    assert.match(
      hookLogLines(repo).join("\n"),
      /expected a regular file|not a regular file|still running after/,
    );
  } finally {
    removeDir(repo);
  }
});
