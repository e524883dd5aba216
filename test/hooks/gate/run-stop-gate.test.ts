/**
 * The Stop gate runs at every turn's end, so it reads the feedback log and the transcript
 * through their scan caches, as the turn's write does: the caches it leaves are where the next
 * read (the write handed over right after it) starts.
 */
import assert from "node:assert/strict";
import { existsSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { test } from "node:test";
import { runStopGate } from "../../../src/hooks/gate/run-stop-gate.js";
import { parseHookInput } from "../../../src/hooks/protocol/read-hook-input.js";
import { makeRepoWithApp, placeSessionFolder } from "../../helpers/claude-session-folder.js";
import { hookInput } from "../../helpers/hook-process.js";
import { removeDir } from "../../helpers/temp-repo.js";

test("the Stop gate reads the feedback log and the transcript through their scan caches", async () => {
  const repo = makeRepoWithApp("handoff-gate-cache-");
  const { folder, transcript } = placeSessionFolder(repo);
  try {
    writeFileSync(join(repo, "app.ts"), "export const answer = 43;\n");
    const record = { ts: "2026-01-01T00:00:00Z", command: "npm test", exit_code: 1 };
    writeFileSync(join(repo, "feedback_record.jsonl"), `${JSON.stringify(record)}\n`);
    // No last message in the input, none kept: the gate reads the transcript for a next action.
    const input = parseHookInput(
      hookInput({
        session_id: "gate-cache",
        transcript_path: transcript,
        cwd: repo,
        hook_event_name: "Stop",
        stop_hook_active: false,
      }),
    );
    const lines: string[] = [];
    const outcome = await runStopGate(input, {
      root: repo,
      isGit: true,
      topic: "default",
      gate: "warn",
      defaultGate: "warn",
      transcriptAgent: "claude",
      log: async (level, message) => lines.push(`${level}: ${message}`),
    });
    assert.equal(outcome.verdict, "warn", lines.join("\n"));
    const cache = join(repo, ".handoff", "cache");
    assert.ok(existsSync(join(cache, "transcript-scan.json")), "the transcript was read whole");
    assert.ok(existsSync(join(cache, "feedback-scan.json")), "the feedback log was read whole");
  } finally {
    removeDir(repo);
    removeDir(folder);
  }
});
