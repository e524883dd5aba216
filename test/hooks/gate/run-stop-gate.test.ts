/**
 * The Stop gate runs at every turn's end, so it reads the transcript through its scan cache, as
 * the turn's write does: the cache it leaves is where the next read (the write handed over
 * beside it) starts. Of the feedback log it reads only what its clean-state check judges, the
 * latest test run (backwards from the end): the log's scan, its cache and its failures are the
 * write's.
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

test("the Stop gate reads the transcript through its scan cache, and of the feedback log only its latest test run", async () => {
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
    assert.ok(!existsSync(join(cache, "feedback-scan.json")), "the feedback log was scanned");
    // The latest test run still decides: it failed, and the gate says so.
    assert.match(outcome.stdout, /latest test command `npm test` exited 1/, outcome.stdout);
  } finally {
    removeDir(repo);
    removeDir(folder);
  }
});
