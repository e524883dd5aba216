import assert from "node:assert/strict";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { test } from "node:test";
import {
  hookInput,
  packetIds,
  placeTranscript,
  readStoredPacket,
} from "../helpers/hook-process.js";
import { runCli } from "../helpers/run-cli.js";
import { git, makeRepo, removeDir } from "../helpers/temp-repo.js";

// The hooks run in-process, as the executable runs them: what crosses from one agent to the other
// is the registry, not the process (the hooks' own tests spawn them).
const runBin = runCli;

interface HookOutput {
  hookSpecificOutput: { hookEventName: string; additionalContext: string };
}

test("write from a Claude Code session, resume in Codex CLI: the briefing carries the Claude session's work", async () => {
  const repo = makeRepo("handoff-cross-agent-");
  const CLAUDE = placeTranscript(repo, "claude", "hook-session-2.1.332.jsonl");
  try {
    writeFileSync(join(repo, "lib.ts"), "export const a = 1;\n");
    git(repo, "add", "-A");
    git(repo, "commit", "-q", "-m", "lib");
    writeFileSync(join(repo, "lib.ts"), "export const a = 2;\n");

    const end = await runBin(["hook", "claude"], {
      cwd: repo,
      stdin: hookInput({
        transcript_path: CLAUDE,
        cwd: repo,
        hook_event_name: "SessionEnd",
        reason: "logout",
      }),
    });
    assert.equal(end.code, 0, end.stderr);
    const [id] = packetIds(repo);
    assert.ok(id, "the Claude Code SessionEnd wrote no packet");
    const packet = readStoredPacket(repo, id);
    const objective = String(packet["objective"]);
    assert.ok(
      objective.length > 0 && objective !== "null",
      "no objective from the Claude transcript",
    );

    const start = await runBin(["hook", "codex"], {
      cwd: repo,
      stdin: hookInput({
        transcript_path: null,
        cwd: repo,
        hook_event_name: "SessionStart",
        model: "gpt-5-codex",
        source: "startup",
      }),
    });
    assert.equal(start.code, 0, start.stderr);
    const context = (JSON.parse(start.stdout) as HookOutput).hookSpecificOutput.additionalContext;
    assert.ok(context.includes(id), "the Codex briefing does not name the packet");
    assert.ok(
      context.includes(objective),
      "the Codex briefing lost the Claude session's objective",
    );
    assert.match(context, /lib\.ts/, "the modified file is missing from the briefing");

    // The other way round: Codex's SessionEnd supersedes, Claude's SessionStart(resume) briefs on it.
    git(repo, "commit", "-q", "-am", "lib 2");
    const end2 = await runBin(["hook", "codex"], {
      cwd: repo,
      stdin: hookInput({
        transcript_path: null,
        cwd: repo,
        hook_event_name: "SessionEnd",
        reason: "exit",
      }),
    });
    assert.equal(end2.code, 0, end2.stderr);
    const newer = packetIds(repo).find((p) => p !== id);
    assert.ok(newer, "the Codex SessionEnd wrote no new packet after a commit");
    const back = await runBin(["hook", "claude"], {
      cwd: repo,
      stdin: hookInput({
        transcript_path: null,
        cwd: repo,
        hook_event_name: "SessionStart",
        source: "resume",
      }),
    });
    assert.equal(back.code, 0, back.stderr);
    assert.ok(
      (JSON.parse(back.stdout) as HookOutput).hookSpecificOutput.additionalContext.includes(newer),
    );
  } finally {
    removeDir(repo);
    removeDir(CLAUDE);
  }
});
