import assert from "node:assert/strict";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { test } from "node:test";
import {
  hookInput,
  hookLogLines,
  packetIds,
  placeTranscript,
  readStoredPacket,
  runBin,
} from "../../helpers/hook-process.js";
import { git, makeRepo, removeDir } from "../../helpers/temp-repo.js";

/** A Claude Code 2.1.332 session in `repo`: one passing Bash call, `ls /no/such/dir` exiting 2, an Edit. */
const placeSession = (repo: string) =>
  placeTranscript(repo, "claude", "hook-session-2.1.332.jsonl");

function repoWithWork(): string {
  const repo = makeRepo("handoff-hook-claude-");
  writeFileSync(join(repo, "app.ts"), "export const answer = 42;\n");
  git(repo, "add", "-A");
  git(repo, "commit", "-q", "-m", "Add app");
  // Uncommitted work: a manual write would refuse (dirty, no next action); a hook must not.
  writeFileSync(join(repo, "app.ts"), "export const answer = 43;\n");
  return repo;
}

test("Claude Code: PreCompact writes, SessionStart(compact) briefs, SessionEnd with a broken transcript still exits 0", async () => {
  const repo = repoWithWork();
  const TRANSCRIPT = placeSession(repo);
  try {
    // 1. PreCompact, exactly the fields Claude Code sends.
    const preCompact = await runBin(["hook", "claude"], {
      cwd: repo,
      stdin: hookInput({
        transcript_path: TRANSCRIPT,
        cwd: repo,
        permission_mode: "default",
        hook_event_name: "PreCompact",
        trigger: "auto",
        custom_instructions: "",
      }),
    });
    assert.equal(preCompact.code, 0, preCompact.stderr);
    const [id] = packetIds(repo);
    assert.ok(id, "PreCompact wrote no packet");
    // Plain text on PreCompact's stdout is Claude Code's custom compaction instructions.
    assert.ok(preCompact.stdout.length <= 2_000, `${preCompact.stdout.length} characters`);
    assert.ok(preCompact.stdout.includes(`Handoff packet ${id}`), preCompact.stdout);
    assert.match(preCompact.stdout, /Objective:\n- Make the answer in app\.ts configurable/);
    const packet = readStoredPacket(repo, id);
    assert.ok(
      (packet["failed_attempts"] as string[]).includes("ls /no/such/dir -> exit 2"),
      "the transcript's failed command is missing: the transcript was not ingested",
    );
    const risks = (packet["open_risks"] as { severity: string }[]).filter(
      (r) => r.severity === "block",
    );
    assert.ok(risks.length > 0, "the skipped rules must be flagged as block risks");
    assert.match(
      hookLogLines(repo).at(-1) ?? "",
      new RegExp(`claude PreCompact\\(auto\\) info: written packet ${id}`),
    );

    // 2. SessionStart after the compaction: the briefing as hookSpecificOutput JSON.
    const start = await runBin(["hook", "claude"], {
      cwd: repo,
      stdin: hookInput({
        transcript_path: TRANSCRIPT,
        cwd: repo,
        hook_event_name: "SessionStart",
        source: "compact",
      }),
    });
    assert.equal(start.code, 0, start.stderr);
    assert.ok(start.stdout.length <= 10_000, `hook output is ${start.stdout.length} characters`);
    const output = JSON.parse(start.stdout) as {
      hookSpecificOutput: { hookEventName: string; additionalContext: string };
    };
    assert.equal(output.hookSpecificOutput.hookEventName, "SessionStart");
    assert.ok(
      output.hookSpecificOutput.additionalContext.includes(id),
      "the briefing names the packet",
    );
    assert.match(output.hookSpecificOutput.additionalContext, /## Next action/);

    // 3. SessionEnd whose transcript is garbage: logged, packet written without it, exit 0.
    const broken = join(repo, "..", `${id}-broken.jsonl`);
    writeFileSync(broken, "\u0000\u0001 not a transcript {{{\n");
    try {
      const end = await runBin(["hook", "claude"], {
        cwd: repo,
        stdin: hookInput({
          transcript_path: broken,
          cwd: repo,
          hook_event_name: "SessionEnd",
          reason: "prompt_input_exit",
        }),
      });
      assert.equal(end.code, 0, end.stderr);
      assert.equal(end.stdout, "");
      const lines = hookLogLines(repo);
      assert.ok(
        lines.some((line) =>
          /SessionEnd\(prompt_input_exit\) error: transcript .*broken\.jsonl could not be used/.test(
            line,
          ),
        ),
        lines.join("\n"),
      );
      assert.match(
        lines.at(-1) ?? "",
        /SessionEnd\(prompt_input_exit\) info: written packet [0-9a-f]{16}/,
      );
      assert.equal(
        packetIds(repo).length,
        2,
        "the SessionEnd packet (no transcript) supersedes the first",
      );
    } finally {
      removeDir(broken);
    }
  } finally {
    removeDir(repo);
    removeDir(TRANSCRIPT);
  }
});

test("Claude Code: bad stdin, an unknown event and a bad agent never fail the hook", async () => {
  const repo = repoWithWork();
  try {
    const garbage = await runBin(["hook", "claude"], { cwd: repo, stdin: "not json" });
    assert.equal(garbage.code, 0);
    assert.equal(garbage.stdout, "");
    assert.match(
      hookLogLines(repo).at(-1) ?? "",
      /claude \(unparsed\) error: hook input: not valid JSON/,
    );

    const other = await runBin(["hook", "claude"], {
      cwd: repo,
      stdin: hookInput({ cwd: repo, hook_event_name: "Notification", message: "hi" }),
    });
    assert.equal(other.code, 0);
    assert.equal(other.stdout, "");
    assert.deepEqual(packetIds(repo), [], "an event with no action writes nothing");

    const typo = await runBin(["hook", "claud"], {
      cwd: repo,
      stdin: hookInput({ hook_event_name: "PreCompact" }),
    });
    assert.equal(typo.code, 0, "PreCompact must never get exit 2: it would block the compaction");
    assert.match(typo.stderr, /unknown agent 'claud'/);
  } finally {
    removeDir(repo);
  }
});

test("Claude Code: SessionStart with no packet yet prints nothing; hook.log lines are redacted", async () => {
  const repo = repoWithWork();
  try {
    const start = await runBin(["hook", "claude"], {
      cwd: repo,
      stdin: hookInput({ cwd: repo, hook_event_name: "SessionStart", source: "startup" }),
    });
    assert.equal(start.code, 0, start.stderr);
    assert.equal(start.stdout, "");

    // A token-shaped transcript path that does not exist: the log names it, redacted.
    const token = `ghp_${"A1b2C3d4E5f6".repeat(3)}`;
    const end = await runBin(["hook", "claude"], {
      cwd: repo,
      stdin: hookInput({
        transcript_path: `/nowhere/${token}.jsonl`,
        cwd: repo,
        hook_event_name: "SessionEnd",
        reason: "other",
      }),
    });
    assert.equal(end.code, 0, end.stderr);
    const log = hookLogLines(repo).join("\n");
    assert.match(log, /transcript not found/);
    assert.ok(!log.includes(token), "a secret reached hook.log");
    assert.equal(packetIds(repo).length, 1, "the packet is written without the missing transcript");
  } finally {
    removeDir(repo);
  }
});
