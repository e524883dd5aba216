/**
 * Never stale: a Claude Code window left open while another agent carried the work on. When the
 * user goes back to that old window and types `/clear` (SessionEnd, then SessionStart), its
 * transcript holds nothing after the packet it already fed. Its write must not become the active
 * packet over the newer one: the newer packet's next action stays the one briefed.
 */
import assert from "node:assert/strict";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { test } from "node:test";
import { packageRoot } from "../../src/platform/package-root.js";
import {
  appendClaudeTurn,
  makeRepoWithApp,
  placeSessionFolder,
} from "../helpers/claude-session-folder.js";
import {
  hookInput,
  hookLogLines,
  packetIds,
  runBin,
  waitForWriters,
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

const context = (stdout: string): string =>
  (JSON.parse(stdout) as { hookSpecificOutput: { additionalContext: string } }).hookSpecificOutput
    .additionalContext;

/** A repo, the old Claude window's transcript, and a Gemini session that came after it. */
function relay(): { repo: string; claude: string; gemini: string; dirs: string[] } {
  const repo = makeRepoWithApp("handoff-old-window-");
  const { folder, transcript } = placeSessionFolder(repo);
  const chats = `${repo}-gemini-chats`;
  mkdirSync(chats, { recursive: true });
  const gemini = join(chats, "session-2026-11-30T18-25-test.jsonl");
  const text = readFileSync(GEMINI_SESSION, "utf8").replaceAll("/tmp/handoff-agents-repo", repo);
  writeFileSync(gemini, text);
  const home = `${repo}-home`;
  mkdirSync(home);
  return { repo, claude: transcript, gemini, dirs: [folder, chats, home] };
}

function end(
  agent: string,
  repo: string,
  session: string,
  transcript: string,
  reason: string,
  env: Record<string, string> = {},
) {
  return runBin(["hook", agent], {
    cwd: repo,
    stdin: hookInput({
      session_id: session,
      transcript_path: transcript,
      cwd: repo,
      hook_event_name: "SessionEnd",
      reason,
    }),
    env: { HOME: `${repo}-home`, ...env },
  });
}

/** The active packet's briefing as a new session of the old window gets it after `/clear`. */
async function briefAfterClear(repo: string, agent = "claude"): Promise<string> {
  const start = await runBin(["hook", agent], {
    cwd: repo,
    stdin: hookInput({
      session_id: "cleared-window",
      transcript_path: join(`${repo}-sessions`, "cleared-window.jsonl"),
      cwd: repo,
      hook_event_name: "SessionStart",
      source: "clear",
    }),
    env: { HOME: `${repo}-home` },
  });
  assert.equal(start.code, 0, start.stderr);
  return context(start.stdout);
}

test("/clear in an old Claude Code window after a newer Gemini CLI packet: nothing written, the newer packet stays active and is briefed", async () => {
  const { repo, claude, gemini, dirs } = relay();
  try {
    const first = await end("claude", repo, "old-window", claude, "other");
    assert.equal(first.code, 0, first.stderr);
    assert.equal(packetIds(repo).length, 1, hookLogLines(repo).join("\n"));
    const newer = await end("gemini", repo, "gemini-session", gemini, "exit");
    assert.equal(newer.code, 0, newer.stderr);
    const ids = packetIds(repo);
    assert.equal(ids.length, 2, hookLogLines(repo).join("\n"));
    const cleared = await end("claude", repo, "old-window", claude, "clear");
    assert.equal(cleared.code, 0, cleared.stderr);
    assert.deepEqual(packetIds(repo), ids, "no packet written from the old window");
    const log = hookLogLines(repo).join("\n");
    assert.match(log, /nothing after this session's last write .* stays active/);
    const briefing = await briefAfterClear(repo);
    assert.match(briefing, /List every file of this repo/);
  } finally {
    removeDir(repo);
    for (const dir of dirs) removeDir(dir);
  }
});

test("the old window worked on after the newer packet: its SessionEnd writes, as the newest", async () => {
  const { repo, claude, gemini, dirs } = relay();
  try {
    await end("claude", repo, "old-window", claude, "other");
    await end("gemini", repo, "gemini-session", gemini, "exit");
    const ids = packetIds(repo);
    assert.equal(ids.length, 2, hookLogLines(repo).join("\n"));
    appendClaudeTurn(
      claude,
      "Rename the answer's variable in app.ts",
      "Renamed it in app.ts.",
      Date.now(),
    );
    const later = await end("claude", repo, "old-window", claude, "clear");
    assert.equal(later.code, 0, later.stderr);
    assert.equal(packetIds(repo).length, 3, hookLogLines(repo).join("\n"));
    assert.match(await briefAfterClear(repo), /Rename the answer's variable in app\.ts/);
  } finally {
    removeDir(repo);
    for (const dir of dirs) removeDir(dir);
  }
});

test("the session's own packet still active: its SessionEnd writes as before (unchanged or up to date)", async () => {
  const { repo, claude, dirs } = relay();
  try {
    await end("claude", repo, "old-window", claude, "other");
    const again = await end("claude", repo, "old-window", claude, "clear");
    assert.equal(again.code, 0, again.stderr);
    assert.match(hookLogLines(repo).at(-1) ?? "", /(unchanged|written) packet [0-9a-f]{16}/);
  } finally {
    removeDir(repo);
    for (const dir of dirs) removeDir(dir);
  }
});

test("/clear in an old Gemini CLI window after a newer Claude Code packet, its SessionEnd handed to a detached writer at once as Gemini's is: the writer writes nothing, the newer packet is briefed", async () => {
  const { repo, claude, gemini, dirs } = relay();
  try {
    await end("gemini", repo, "gemini-window", gemini, "exit");
    await end("claude", repo, "claude-session", claude, "other");
    const ids = packetIds(repo);
    assert.equal(ids.length, 2, hookLogLines(repo).join("\n"));
    // The agents' real budgets: Gemini CLI's SessionEnd goes to a detached writer at once.
    const cleared = await end("gemini", repo, "gemini-window", gemini, "clear", {
      HANDOFF_WRITE_BUDGET_MS: "",
    });
    assert.equal(cleared.code, 0, cleared.stderr);
    const briefing = await briefAfterClear(repo, "gemini");
    assert.match(briefing, /Make the answer in app\.ts configurable/);
    await waitForWriters(repo);
    assert.deepEqual(packetIds(repo), ids, "no packet written from the old window");
    assert.match(hookLogLines(repo).join("\n"), /nothing after this session's last write/);
  } finally {
    await waitForWriters(repo);
    removeDir(repo);
    for (const dir of dirs) removeDir(dir);
  }
});
