/**
 * Recovery at SessionStart (issue 30): a Claude Code session killed after its last Stop left a
 * transcript that holds more than its packet; the next SessionStart writes the packet from it
 * before briefing, never from the new session's own transcript, and past its bound briefs from
 * the old packet saying it is stale.
 */
import assert from "node:assert/strict";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { test } from "node:test";
import {
  NEW_SESSION,
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
import { git, removeDir } from "../helpers/temp-repo.js";

const repoWithWork = (): string => makeRepoWithApp("handoff-recover-");

const stop = (repo: string, transcript: string) =>
  runBin(["hook", "claude"], {
    cwd: repo,
    stdin: hookInput({
      session_id: PREVIOUS_SESSION,
      transcript_path: transcript,
      cwd: repo,
      hook_event_name: "Stop",
      stop_hook_active: false,
      last_assistant_message: "The answer now comes from ANSWER.",
    }),
  });

/** The new session's SessionStart: its own transcript sits in the same project folder. */
function sessionStart(repo: string, folder: string, source = "startup"): string {
  return hookInput({
    session_id: NEW_SESSION,
    transcript_path: join(folder, `${NEW_SESSION}.jsonl`),
    cwd: repo,
    hook_event_name: "SessionStart",
    source,
  });
}

const context = (stdout: string): string =>
  (JSON.parse(stdout) as { hookSpecificOutput: { additionalContext: string } }).hookSpecificOutput
    .additionalContext;

test("a session killed after its last Stop: the next SessionStart writes its last turn into the packet, then briefs from it", async () => {
  const repo = repoWithWork();
  const { folder, transcript } = placeSessionFolder(repo);
  try {
    assert.equal((await stop(repo, transcript)).code, 0);
    const [before] = packetIds(repo);
    assert.ok(before);
    // The session goes on for a turn, then is killed: no Stop, no SessionEnd.
    appendClaudeTurn(transcript, "Now rename ANSWER to APP_ANSWER everywhere", "Renaming now.");
    // The new session's own transcript is the newest file of the folder: it must be skipped.
    writeFileSync(join(folder, `${NEW_SESSION}.jsonl`), "");
    const start = await runBin(["hook", "claude"], {
      cwd: repo,
      stdin: sessionStart(repo, folder),
    });
    assert.equal(start.code, 0, start.stderr);
    const ids = packetIds(repo);
    assert.equal(ids.length, 2, hookLogLines(repo).join("\n"));
    const after = ids.find((id) => id !== before) ?? "";
    const packet = readStoredPacket(repo, after);
    assert.match(JSON.stringify(packet["user_messages"]), /rename ANSWER to APP_ANSWER/);
    // The kept report of the killed session's last Stop is not lost by the recovery.
    assert.equal(packet["agent_report"], "The answer now comes from ANSWER.");
    const briefing = context(start.stdout);
    assert.match(briefing, new RegExp(`# Handoff ${after}`));
    assert.doesNotMatch(briefing, /STALE/);
    assert.match(hookLogLines(repo).join("\n"), /previous session recovered before the briefing/);

    // Once recovered, the next SessionStart has nothing to do.
    const again = await runBin(["hook", "claude"], {
      cwd: repo,
      stdin: sessionStart(repo, folder),
    });
    assert.equal(again.code, 0, again.stderr);
    assert.deepEqual(packetIds(repo), ids);
    assert.equal(hookLogLines(repo).filter((l) => /recovered before/.test(l)).length, 1);
  } finally {
    removeDir(repo);
    removeDir(folder);
  }
});

test("a previous session on another branch is not written into this branch's packet", async () => {
  const repo = repoWithWork();
  const { folder, transcript } = placeSessionFolder(repo);
  try {
    assert.equal((await stop(repo, transcript)).code, 0);
    const before = packetIds(repo);
    // The session goes on (its transcript says it is on main), then is killed; the user
    // switches to another branch before the next session starts.
    appendClaudeTurn(transcript, "Now rename ANSWER to APP_ANSWER everywhere", "Renaming now.");
    git(repo, "switch", "-q", "-c", "other");
    const start = await runBin(["hook", "claude"], {
      cwd: repo,
      stdin: sessionStart(repo, folder),
    });
    assert.equal(start.code, 0, start.stderr);
    assert.deepEqual(packetIds(repo), before, "nothing written for the other branch");
    assert.match(
      hookLogLines(repo).join("\n"),
      /previous session ran on branch main, not other: not recovered/,
    );
    // Back on its own branch, the next SessionStart recovers it.
    git(repo, "switch", "-q", "main");
    const back = await runBin(["hook", "claude"], {
      cwd: repo,
      stdin: sessionStart(repo, folder),
    });
    assert.equal(back.code, 0, back.stderr);
    assert.equal(packetIds(repo).length, before.length + 1, hookLogLines(repo).join("\n"));
  } finally {
    removeDir(repo);
    removeDir(folder);
  }
});

test("no packet yet: SessionStart writes one from the previous session's transcript; a compaction's SessionStart does not", async () => {
  const repo = repoWithWork();
  const { folder } = placeSessionFolder(repo);
  try {
    const compact = await runBin(["hook", "claude"], {
      cwd: repo,
      stdin: sessionStart(repo, folder, "compact"),
    });
    assert.equal(compact.code, 0, compact.stderr);
    assert.deepEqual(packetIds(repo), []);
    const start = await runBin(["hook", "claude"], {
      cwd: repo,
      stdin: sessionStart(repo, folder),
    });
    assert.equal(start.code, 0, start.stderr);
    const [id] = packetIds(repo);
    assert.ok(id, hookLogLines(repo).join("\n"));
    assert.equal(readStoredPacket(repo, id)["objective"], "Make the answer in app.ts configurable");
    assert.match(context(start.stdout), new RegExp(`# Handoff ${id}`));
  } finally {
    removeDir(repo);
    removeDir(folder);
  }
});

test("a recovery past its bound and past the reader's wait: the briefing opens saying the previous session is being recovered, then the old packet; a detached writer finishes", async () => {
  const repo = repoWithWork();
  const { folder, transcript } = placeSessionFolder(repo);
  try {
    assert.equal((await stop(repo, transcript)).code, 0);
    const [before] = packetIds(repo);
    appendClaudeTurn(transcript, "Now rename ANSWER to APP_ANSWER everywhere", "Renaming now.");
    const start = await runBin(["hook", "claude"], {
      cwd: repo,
      stdin: sessionStart(repo, folder),
      env: {
        HANDOFF_TEST_WRITE_DELAY_MS: "3000",
        HANDOFF_RECOVERY_MS: "300",
        HANDOFF_READ_WAIT_MS: "200",
      },
    });
    assert.equal(start.code, 0, start.stderr);
    const briefing = context(start.stdout);
    const [first, second] = briefing.split("\n");
    assert.match(first ?? "", new RegExp(`# Handoff ${before}`));
    // The older packet never passes for current: its note opens with the write under way.
    assert.match(
      second ?? "",
      /^NEWER PACKET BEING WRITTEN: The previous session is being recovered into a new packet \(since \d\d:\d\d:\d\d UTC\); what follows is the packet before it/,
    );
    const ids = await waitForPackets(repo, 2);
    assert.equal(ids.length, 2, hookLogLines(repo).join("\n"));
    const after = ids.find((id) => id !== before) ?? "";
    assert.match(JSON.stringify(readStoredPacket(repo, after)["user_messages"]), /APP_ANSWER/);
  } finally {
    removeDir(repo);
    removeDir(folder);
  }
});

test("a killed session and no packet yet: the reader waits for the recovery handed to a detached writer, and briefs the recovered packet", async () => {
  const repo = repoWithWork();
  const { folder } = placeSessionFolder(repo);
  try {
    // The recovery's write outlasts its bound at once: it goes to a detached writer.
    const start = await runBin(["hook", "claude"], {
      cwd: repo,
      stdin: sessionStart(repo, folder),
      env: { HANDOFF_TEST_WRITE_DELAY_MS: "800", HANDOFF_RECOVERY_MS: "1" },
    });
    assert.equal(start.code, 0, start.stderr);
    assert.ok((await waitForPackets(repo, 1)).length > 0, hookLogLines(repo).join("\n"));
    const briefing = context(start.stdout);
    assert.match(briefing, /^# Handoff [0-9a-f]+ /);
    assert.match(briefing, /Objective: Make the answer in app\.ts configurable/);
  } finally {
    removeDir(repo);
    removeDir(folder);
  }
});

test("a killed session, no packet yet, and a recovery that outlasts the reader's wait: the briefing says the previous session is being recovered", async () => {
  const repo = repoWithWork();
  const { folder } = placeSessionFolder(repo);
  try {
    const start = await runBin(["hook", "claude"], {
      cwd: repo,
      stdin: sessionStart(repo, folder),
      env: {
        HANDOFF_TEST_WRITE_DELAY_MS: "2000",
        HANDOFF_RECOVERY_MS: "1",
        HANDOFF_READ_WAIT_MS: "100",
      },
    });
    assert.equal(start.code, 0, start.stderr);
    assert.match(
      context(start.stdout),
      /^The previous session is being recovered into a new packet \(since \d\d:\d\d:\d\d UTC\); run '[^']*resume' in a moment for it\./,
    );
    assert.equal((await waitForPackets(repo, 1)).length, 1, hookLogLines(repo).join("\n"));
  } finally {
    removeDir(repo);
    removeDir(folder);
  }
});
