import assert from "node:assert/strict";
import { existsSync, writeFileSync } from "node:fs";
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

test("Codex CLI (--stop-writes, before SessionEnd): Stop writes from the rollout, a rerun is a no-op, SessionStart prints the briefing JSON", async () => {
  const repo = makeRepo("handoff-hook-codex-");
  const ROLLOUT = placeTranscript(repo, "codex", "hook-rollout-0.171.0.jsonl");
  try {
    writeFileSync(join(repo, "README.md"), "# demo\n");
    git(repo, "add", "-A");
    git(repo, "commit", "-q", "-m", "Initial");
    // Codex's Stop input: the common fields plus turn_id, stop_hook_active, last_assistant_message.
    const stop = hookInput({
      transcript_path: ROLLOUT,
      cwd: repo,
      hook_event_name: "Stop",
      model: "gpt-5-codex",
      turn_id: "019d036d-c7fa-72d2-b6fd-78878bfe34e4",
      permission_mode: "default",
      stop_hook_active: false,
      last_assistant_message: "Done.",
    });
    const first = await runBin(["hook", "codex", "--stop-writes"], { cwd: repo, stdin: stop });
    assert.equal(first.code, 0, first.stderr);
    // Codex rejects non-JSON output and unknown fields from Stop: the gate's warning or nothing.
    if (first.stdout !== "") {
      assert.deepEqual(Object.keys(JSON.parse(first.stdout) as object), ["systemMessage"]);
    }
    const [id] = packetIds(repo);
    assert.ok(id, "Stop wrote no packet");
    const packet = readStoredPacket(repo, id);
    assert.ok(
      (packet["commands_run"] as string[]).includes("find . -maxdepth 1 -type f"),
      "rollout not ingested",
    );
    assert.equal(packet["objective"], "List the files of the demo.");

    const again = await runBin(["hook", "codex", "--stop-writes"], { cwd: repo, stdin: stop });
    assert.equal(again.code, 0, again.stderr);
    assert.deepEqual(
      packetIds(repo),
      [id],
      "a Stop on an unchanged workbench must not add a packet",
    );
    assert.match(
      hookLogLines(repo).at(-1) ?? "",
      new RegExp(`codex Stop info: unchanged packet ${id}`),
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
    const output = JSON.parse(start.stdout) as {
      hookSpecificOutput: { hookEventName: string; additionalContext: string };
    };
    assert.equal(output.hookSpecificOutput.hookEventName, "SessionStart");
    assert.ok(output.hookSpecificOutput.additionalContext.includes(id));
    assert.ok(start.stdout.length <= 10_000);
  } finally {
    removeDir(repo);
    removeDir(ROLLOUT);
  }
});

test("Codex CLI: PreCompact writes from a subdirectory's cwd; an event handoff has no use for does nothing", async () => {
  const repo = makeRepo("handoff-hook-codex-");
  try {
    writeFileSync(join(repo, "a.txt"), "a\n");
    git(repo, "add", "-A");
    git(repo, "commit", "-q", "-m", "a");
    const sub = join(repo, "sub");
    await import("node:fs/promises").then((fs) => fs.mkdir(sub));
    const ignored = await runBin(["hook", "codex"], {
      cwd: sub,
      stdin: hookInput({ cwd: sub, hook_event_name: "SubagentStop", stop_hook_active: false }),
    });
    assert.equal(ignored.code, 0);
    assert.deepEqual(packetIds(repo), []);

    const compact = await runBin(["hook", "codex"], {
      cwd: sub,
      stdin: hookInput({
        transcript_path: null,
        cwd: sub,
        hook_event_name: "PreCompact",
        trigger: "manual",
        turn_id: "t1",
        model: "m",
      }),
    });
    assert.equal(compact.code, 0, compact.stderr);
    assert.equal(
      packetIds(repo).length,
      1,
      "the packet belongs at the repo root, not in the subdirectory",
    );
    assert.ok(!existsSync(join(sub, ".handoff")));
  } finally {
    removeDir(repo);
  }
});
