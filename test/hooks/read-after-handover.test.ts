/**
 * `/clear` right after a handed-off write: Claude Code and Gemini CLI run SessionEnd and then, at
 * once, SessionStart. When SessionEnd hands its write to a detached writer, the SessionStart that
 * follows waits for that writer (store/pending-writes.ts): its briefing is the new packet, or
 * says first that a newer packet is being written; never nothing, never the older packet as
 * current.
 */
import assert from "node:assert/strict";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { test } from "node:test";
import { packageRoot } from "../../src/platform/package-root.js";
import { makeRepoWithApp, placeSessionFolder } from "../helpers/claude-session-folder.js";
import {
  hookInput,
  hookLogLines,
  packetIds,
  runBin,
  waitForPackets,
} from "../helpers/hook-process.js";
import { removeDir } from "../helpers/temp-repo.js";

const GEMINI_SESSION = join(
  packageRoot(),
  "test",
  "fixtures",
  "agents",
  "gemini-0.61.0",
  "session.jsonl",
);

interface Case {
  agent: "claude" | "gemini";
  /** The session's transcript, in a folder beside the repo. */
  place: (repo: string) => { transcript: string; dirs: string[] };
  /** A user word of that session, which the new packet holds. */
  words: RegExp;
}

const CASES: Case[] = [
  {
    agent: "claude",
    place: (repo) => {
      const { folder, transcript } = placeSessionFolder(repo);
      return { transcript, dirs: [folder] };
    },
    words: /Make the answer in app\.ts configurable/,
  },
  {
    agent: "gemini",
    place: (repo) => {
      const dir = `${repo}-gemini-chats`;
      mkdirSync(dir, { recursive: true });
      const transcript = join(dir, "session-2026-11-30T18-25-test.jsonl");
      const text = readFileSync(GEMINI_SESSION, "utf8").replaceAll(
        "/tmp/handoff-agents-repo",
        repo,
      );
      writeFileSync(transcript, text);
      return { transcript, dirs: [dir] };
    },
    words: /List every file of this repo/,
  },
];

const context = (stdout: string): string =>
  (JSON.parse(stdout) as { hookSpecificOutput: { additionalContext: string } }).hookSpecificOutput
    .additionalContext;

for (const { agent, place, words } of CASES) {
  for (const older of [false, true]) {
    test(`${agent}: SessionEnd handed off at 1 ms, then SessionStart at once, ${older ? "with" : "without"} an older packet: the briefing is the new packet, or says first that it is being written`, async () => {
      const repo = makeRepoWithApp(`handoff-clear-${agent}-`);
      const { transcript, dirs } = place(repo);
      const newDir = `${repo}-new-session`;
      // No agent's home of the machine running the test: nothing there to recover from.
      const home = `${repo}-home`;
      mkdirSync(newDir);
      mkdirSync(home);
      dirs.push(newDir, home);
      try {
        if (older) {
          // An older packet that holds none of the session's words: a write with no transcript.
          const first = await runBin(["hook", agent], {
            cwd: repo,
            stdin: hookInput({
              session_id: "older-session",
              transcript_path: null,
              cwd: repo,
              hook_event_name: "SessionEnd",
              reason: "other",
            }),
          });
          assert.equal(first.code, 0, first.stderr);
          assert.equal(packetIds(repo).length, 1, hookLogLines(repo).join("\n"));
        }
        const end = await runBin(["hook", agent], {
          cwd: repo,
          stdin: hookInput({
            session_id: "ending-session",
            transcript_path: transcript,
            cwd: repo,
            hook_event_name: "SessionEnd",
            reason: "clear",
          }),
          // Handed over at once, and the detached writer slowed: SessionStart comes before it ends.
          env: { HANDOFF_WRITE_BUDGET_MS: "1", HANDOFF_TEST_WRITE_DELAY_MS: "1500" },
        });
        assert.equal(end.code, 0, end.stderr);
        assert.match(hookLogLines(repo).join("\n"), /write handed to a detached writer/);
        const start = await runBin(["hook", agent], {
          cwd: repo,
          stdin: hookInput({
            session_id: "new-session",
            // In a folder of its own: the previous session is not recovered from its transcript
            // here (that is recover-session.test.ts's), only waited for.
            transcript_path: join(newDir, "new-session.jsonl"),
            cwd: repo,
            hook_event_name: "SessionStart",
            source: "clear",
          }),
          env: { HOME: home },
        });
        assert.equal(start.code, 0, start.stderr);
        assert.notEqual(start.stdout, "", "the new session is told something");
        const briefing = context(start.stdout);
        const lines = briefing.split("\n");
        if (words.test(briefing)) {
          assert.match(lines[0] ?? "", /^# Handoff [0-9a-f]+ /);
          assert.doesNotMatch(briefing, /BEING WRITTEN|being written/);
        } else if (older) {
          assert.match(lines[1] ?? "", /^NEWER PACKET BEING WRITTEN: /);
        } else {
          assert.match(lines[0] ?? "", /being written \(since /);
        }
      } finally {
        // The detached writer done before its folder goes.
        await waitForPackets(repo, older ? 2 : 1);
        removeDir(repo);
        for (const dir of dirs) removeDir(dir);
      }
    });
  }
}
