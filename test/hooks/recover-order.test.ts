/**
 * Recovery keeps time order across agents: a Codex `exec` session that wrote to its log after
 * its last Stop write (and sent no SessionEnd) is recovered at the next SessionStart only when
 * that log is newer than the newest packet of the branch and topic, whichever agent wrote it.
 * In a Codex → Gemini CLI → Claude Code → Codex relay, hop 1's session must never be recovered
 * over the newer Gemini and Claude Code packets. In-process: the write is a recorded call.
 */
import assert from "node:assert/strict";
import {
  appendFileSync,
  mkdirSync,
  readFileSync,
  statSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
import { join } from "node:path";
import { test } from "node:test";
import { markTranscriptWritten } from "../../src/hooks/hook-state.js";
import { codexAdapter } from "../../src/hooks/protocol/codex.js";
import type { HookInput } from "../../src/hooks/protocol/read-hook-input.js";
import { parseHookInput } from "../../src/hooks/protocol/read-hook-input.js";
import {
  describeUnrecovered,
  isNewerThanPacket,
  recoverPreviousSession,
} from "../../src/hooks/recover-session.js";
import { storePacket } from "../../src/store/registry.js";
import { nameKey } from "../../src/store/paths.js";
import { makeRepoWithApp } from "../helpers/claude-session-folder.js";
import { hookInput, transcriptFixture } from "../helpers/hook-process.js";
import { makePacket, withJson } from "../helpers/make-packet.js";
import { removeDir } from "../helpers/temp-repo.js";

test("isNewerThanPacket: only a session last active after the newest packet, or with none", () => {
  assert.equal(isNewerThanPacket(2_000, null), true);
  assert.equal(isNewerThanPacket(2_000, 1_000), true);
  assert.equal(isNewerThanPacket(1_000, 1_000), false);
  assert.equal(isNewerThanPacket(1_000, 2_000), false);
});

test("describeUnrecovered: with no packet it says the previous session is being recovered, never 'newer than this packet'", () => {
  assert.match(describeUnrecovered(true, 3_000), /^STALE: .*newer than this packet/);
  const none = describeUnrecovered(false, 3_000);
  assert.match(
    none,
    /^The previous session ended without its closing write and is being recovered/,
  );
  assert.doesNotMatch(none, /this packet/);
});

/** A repo, a Codex home holding hop 1's rollout of that repo, and a SessionStart of hop 4. */
function relay(): { repo: string; home: string; rollout: string; start: HookInput } {
  const repo = makeRepoWithApp("handoff-recover-order-");
  const home = `${repo}-home`;
  const day = join(home, ".codex", "sessions", "2026", "11", "28");
  mkdirSync(day, { recursive: true });
  const rollout = join(day, "rollout-2026-11-28T10-00-00-0199a1b2.jsonl");
  const text = readFileSync(transcriptFixture("codex", "hook-rollout-0.171.0.jsonl"), "utf8");
  writeFileSync(rollout, text.replaceAll("__REPO__", JSON.stringify(repo).slice(1, -1)));
  const start = parseHookInput(
    hookInput({
      session_id: "hop-4",
      transcript_path: null,
      cwd: repo,
      hook_event_name: "SessionStart",
      source: "startup",
    }),
  );
  return { repo, home, rollout, start };
}

async function recover(repo: string, home: string, start: HookInput): Promise<string[]> {
  const written: string[] = [];
  await recoverPreviousSession(codexAdapter, start, {
    root: repo,
    topic: "default",
    dirs: [repo],
    home,
    env: { CODEX_HOME: join(home, ".codex") },
    log: async () => undefined,
    write: async (input) => {
      written.push(input.transcript_path ?? "");
      return "recovered";
    },
    handOver: async () => undefined,
  });
  return written;
}

test("relay order: hop 1's Codex session, which wrote to its log after its last Stop write, is not recovered over the newer Gemini and Claude Code packets", async () => {
  const { repo, home, rollout, start } = relay();
  try {
    // Hop 1's last Stop write read part of the log; Codex wrote more after it.
    const size = statSync(rollout).size;
    await markTranscriptWritten(repo, rollout, size - 200, { id: "hop-1" });
    // Hops 2 and 3 (Gemini CLI, then Claude Code) wrote the newest packets, after hop 1's log.
    const now = new Date();
    for (const summary of ["hop 2 (Gemini CLI)", "hop 3 (Claude Code)"]) {
      await storePacket(repo, {
        ...withJson(makePacket({ summary })),
        markdown: `# ${summary}\n`,
        history: null,
        key: nameKey("main", "default"),
        now,
      });
    }
    const earlier = new Date(now.getTime() - 60_000);
    utimesSync(rollout, earlier, earlier);
    assert.deepEqual(await recover(repo, home, start), []);
    // The same log active after the newest packet is recovered: it is the newest word.
    const later = new Date(now.getTime() + 60_000);
    utimesSync(rollout, later, later);
    assert.deepEqual(await recover(repo, home, start), [rollout]);
  } finally {
    removeDir(repo);
    removeDir(home);
  }
});

test("Codex exec without SessionEnd: its last Stop write stands when its log grew with bookkeeping only; a newer turn is recovered", async () => {
  const { repo, home, rollout, start } = relay();
  try {
    // Hop 1's last Stop write read the whole log, a minute ago.
    await markTranscriptWritten(repo, rollout, statSync(rollout).size, { id: "hop-1" });
    await storePacket(repo, {
      ...withJson(makePacket({ summary: "hop 1 (Codex exec, last Stop)" })),
      markdown: "# hop 1\n",
      history: null,
      key: nameKey("main", "default"),
      now: new Date(Date.now() - 60_000),
    });
    // Then `codex exec` wrote its closing bookkeeping, and exited without SessionEnd.
    const line = (value: unknown) => `${JSON.stringify(value)}\n`;
    appendFileSync(
      rollout,
      line({
        timestamp: "2026-11-28T10:05:00.000Z",
        type: "event_msg",
        payload: { type: "token_count" },
      }) +
        line({
          timestamp: "2026-11-28T10:05:00.100Z",
          type: "event_msg",
          payload: { type: "task_complete" },
        }),
    );
    assert.deepEqual(await recover(repo, home, start), []);
    // A turn after the last write is recovered.
    appendFileSync(
      rollout,
      line({
        timestamp: "2026-11-28T10:06:00.000Z",
        type: "response_item",
        payload: {
          type: "message",
          role: "assistant",
          content: [{ type: "output_text", text: "Done." }],
        },
      }),
    );
    assert.deepEqual(await recover(repo, home, start), [rollout]);
  } finally {
    removeDir(repo);
    removeDir(home);
  }
});
