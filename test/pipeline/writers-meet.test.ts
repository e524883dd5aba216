/**
 * Writers that meet merge: two sessions ending at once on one branch both build on the same
 * packet; the one that stores second finds its base replaced and rebuilds on the packet that
 * replaced it, so both sessions' user words are in the active packet, never only in a
 * superseded one. Spawn tier: `handoff hook claude` SessionEnd, twice at once, each in a process
 * of its own: two long-lived children (test/helpers/cli-batch.ts) take one session each round
 * through the executable's entry, so the writers meet as two processes without a node start and
 * a CLI load per run; the packet is read back in-process.
 */
import assert from "node:assert/strict";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { test } from "node:test";
import { makeRepoWithApp } from "../helpers/claude-session-folder.js";
import { type CliChild, startCliChild } from "../helpers/cli-batch.js";
import { hookInput, hookLogLines, transcriptFixture } from "../helpers/hook-process.js";
import { runCli } from "../helpers/run-cli.js";
import { removeDir } from "../helpers/temp-repo.js";

const OPENING = "Make the answer in app.ts configurable";

/** A Claude Code session of `repo` whose opening words are `words`. */
function placeSession(repo: string, folder: string, name: string, words: string): string {
  const text = readFileSync(transcriptFixture("claude", "hook-session-2.1.332.jsonl"), "utf8")
    .replaceAll("__REPO__", JSON.stringify(repo).slice(1, -1))
    .replaceAll(OPENING, words);
  const path = join(folder, `${name}.jsonl`);
  writeFileSync(path, text);
  return path;
}

const sessionEnd = (writer: CliChild, repo: string, name: string, transcript: string) =>
  writer.run({
    args: ["hook", "claude"],
    cwd: repo,
    // The write runs inside the hook however loaded the machine (no detached writer).
    env: { HANDOFF_WRITE_BUDGET_MS: "600000" },
    stdin: hookInput({
      session_id: name,
      transcript_path: transcript,
      cwd: repo,
      hook_event_name: "SessionEnd",
      reason: "prompt_input_exit",
    }),
  });

test("two SessionEnds at once on one branch, 20 rounds: both sessions' user words are in the active packet every time", async () => {
  const repo = makeRepoWithApp("handoff-writers-meet-");
  const folder = `${repo}-sessions`;
  mkdirSync(folder);
  const writers = [startCliChild(), startCliChild()];
  try {
    const lost: string[] = [];
    for (let round = 0; round < 20; round++) {
      const words = [
        `Round ${round}: rename ANSWER to LEFT_${round}`,
        `Round ${round}: move app.ts to RIGHT_${round}`,
      ];
      const ends = await Promise.all(
        words.map((w, i) =>
          sessionEnd(
            writers[i] as CliChild,
            repo,
            `s-${round}-${i}`,
            placeSession(repo, folder, `s-${round}-${i}`, w),
          ),
        ),
      );
      for (const end of ends) assert.equal(end.code, 0, end.stderr);
      // the writers are real processes; reading the packet back needs none
      const show = await runCli(["show", "--json"], { cwd: repo });
      assert.equal(show.code, 0, show.stderr);
      const said = JSON.stringify(
        (JSON.parse(show.stdout) as Record<string, unknown>)["user_messages"],
      );
      for (const w of words) if (!said.includes(w)) lost.push(w);
    }
    assert.deepEqual(lost, [], hookLogLines(repo).slice(-10).join("\n"));
  } finally {
    await Promise.all(writers.map((w) => w.close()));
    removeDir(repo);
    removeDir(folder);
  }
});
