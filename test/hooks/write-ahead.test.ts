/**
 * Write ahead (issue 30): Claude Code's Stop brings the packet up to date at every turn, the Stop
 * gate still answers, a turn that changed nothing adds no registry entry, one that changed
 * something supersedes, and the closing SessionEnd of an already written turn is a no-op.
 */
import assert from "node:assert/strict";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { test } from "node:test";
import {
  PREVIOUS_SESSION,
  appendClaudeTurn,
  placeSessionFolder,
  makeRepoWithApp,
} from "../helpers/claude-session-folder.js";
import {
  hookInput,
  hookLogLines,
  packetIds,
  readStoredPacket,
  runBin,
  waitForPackets,
} from "../helpers/hook-process.js";
import { removeDir } from "../helpers/temp-repo.js";

function repoWithWork(): string {
  const repo = makeRepoWithApp("handoff-write-ahead-");
  writeFileSync(join(repo, "app.ts"), "export const answer = 43;\n");
  return repo;
}

const stop = (repo: string, transcript: string, message: string, env?: Record<string, string>) =>
  runBin(["hook", "claude"], {
    cwd: repo,
    ...(env === undefined ? {} : { env }),
    stdin: hookInput({
      session_id: PREVIOUS_SESSION,
      transcript_path: transcript,
      cwd: repo,
      hook_event_name: "Stop",
      stop_hook_active: false,
      last_assistant_message: message,
    }),
  });

function activeLines(repo: string): string[] {
  return readFileSync(join(repo, ".handoff", "log.jsonl"), "utf8")
    .trimEnd()
    .split("\n");
}

test("Claude Code's Stop writes ahead: the gate still answers, an unchanged turn adds no entry, a new turn supersedes, SessionEnd after it is a no-op", async () => {
  const repo = repoWithWork();
  const { folder, transcript } = placeSessionFolder(repo);
  try {
    const first = await stop(repo, transcript, "The answer now comes from ANSWER.");
    assert.equal(first.code, 0, first.stderr);
    const written = packetIds(repo);
    assert.equal(written.length, 1, hookLogLines(repo).join("\n"));
    const packet = readStoredPacket(repo, written[0] ?? "");
    assert.equal(packet["agent_report"], "The answer now comes from ANSWER.");
    // The gate's answer is unchanged: warn (Claude's default) about the uncommitted app.ts.
    const warned = JSON.parse(first.stdout) as { systemMessage?: string };
    assert.match(String(warned.systemMessage), /app\.ts/);
    assert.match(
      hookLogLines(repo).join("\n"),
      /claude Stop info: written packet \S+ \(write ahead\)/,
    );

    // The same turn again: the active packet is returned, the log gains nothing.
    const logBefore = activeLines(repo).length;
    const again = await stop(repo, transcript, "The answer now comes from ANSWER.");
    assert.equal(again.code, 0, again.stderr);
    assert.deepEqual(packetIds(repo), written);
    assert.equal(activeLines(repo).length, logBefore);
    assert.match(hookLogLines(repo).at(-1) ?? "", /unchanged packet/);

    // A new turn: the packet follows it, the previous one is superseded.
    appendClaudeTurn(transcript, "Also document ANSWER in the README", "Documented ANSWER.");
    const next = await stop(repo, transcript, "Documented ANSWER.");
    assert.equal(next.code, 0, next.stderr);
    const ids = packetIds(repo);
    assert.equal(ids.length, 2);
    const newId = ids.find((id) => id !== written[0]) ?? "";
    const followed = readStoredPacket(repo, newId);
    assert.equal(followed["previous"], written[0]);
    assert.match(JSON.stringify(followed["user_messages"]), /Also document ANSWER in the README/);

    // The closing SessionEnd has nothing left to add.
    const end = await runBin(["hook", "claude"], {
      cwd: repo,
      stdin: hookInput({
        session_id: PREVIOUS_SESSION,
        transcript_path: transcript,
        cwd: repo,
        hook_event_name: "SessionEnd",
        reason: "prompt_input_exit",
      }),
    });
    assert.equal(end.code, 0, end.stderr);
    assert.equal(packetIds(repo).length, 2);
    assert.match(
      hookLogLines(repo).at(-1) ?? "",
      new RegExp(`SessionEnd\\(prompt_input_exit\\) info: unchanged packet ${newId}`),
    );
  } finally {
    removeDir(repo);
    removeDir(folder);
  }
});

test("the turn waits for the gate only: Stop answers, then a detached writer started once the gate has answered writes the packet", async () => {
  const repo = repoWithWork();
  const { folder, transcript } = placeSessionFolder(repo);
  try {
    // The shipped budget (no override), and a write slowed so that it cannot finish before the
    // hook returns: the packet can only come from the writer the hook handed it to.
    const run = await stop(repo, transcript, "The answer now comes from ANSWER.", {
      HANDOFF_WRITE_BUDGET_MS: "",
      HANDOFF_TEST_WRITE_DELAY_MS: "2500",
    });
    assert.equal(run.code, 0, run.stderr);
    const warned = JSON.parse(run.stdout) as { systemMessage?: string };
    assert.match(String(warned.systemMessage), /app\.ts/, "the gate did not answer in the turn");
    const lines = hookLogLines(repo);
    const handedAt = lines.findIndex((l) =>
      /claude Stop info: write handed to a detached writer at 0 ms/.test(l),
    );
    assert.ok(handedAt >= 0, lines.join("\n"));
    // The writer starts once the gate has answered, so its start-up and its own scan of the work
    // tree never compete with the gate's reads for the turn's wait.
    const gateAt = lines.findIndex((l) => /claude Stop info: stop gate \(warn\): warn/.test(l));
    assert.ok(gateAt >= 0 && gateAt < handedAt, lines.join("\n"));
    const ids = await waitForPackets(repo, 1);
    assert.equal(ids.length, 1, hookLogLines(repo).join("\n"));
    const packet = readStoredPacket(repo, ids[0] ?? "");
    assert.equal(packet["agent_report"], "The answer now comes from ANSWER.");
    assert.equal(packet["objective"], "Make the answer in app.ts configurable");
  } finally {
    removeDir(repo);
    removeDir(folder);
  }
});
