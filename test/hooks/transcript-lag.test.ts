/**
 * GitHub Copilot CLI puts its `events.jsonl` on disk behind its hooks: at agentStop or
 * sessionEnd the turn's final answer may not be in it yet. The detached writer waits, bounded,
 * until the log holds a line dated at or after its event, and the packet has the final answer;
 * the hook itself never waits: it sees the log is behind and hands the write over at once. A
 * recovery at SessionStart (another, finished session) and a host that writes in step do not
 * wait. In-process, the writer runs as `handoff hook copilot --from-file` runs it, its pauses
 * injected: each one lets Copilot put more of the log on disk; then the hook and its writer as
 * the CLI runs them.
 */
import assert from "node:assert/strict";
import { appendFileSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "node:test";
import { reachesTime, jsonLineTime } from "../../src/collect/transcripts/line-time.js";
import { claudeAdapter } from "../../src/hooks/protocol/claude.js";
import { copilotAdapter, readCopilotInput } from "../../src/hooks/protocol/copilot.js";
import { type HookInput, parseHookInput } from "../../src/hooks/protocol/read-hook-input.js";
import { runHook } from "../../src/hooks/run-hook.js";
import {
  TRANSCRIPT_WAIT_MS,
  transcriptBehindEvent,
  waitForTranscript,
} from "../../src/hooks/transcript-lag.js";
import { makeRepoWithApp } from "../helpers/claude-session-folder.js";
import {
  hookLogLines,
  lastLoggedPacket,
  readStoredPacket,
  runBin,
  transcriptFixture,
  waitForWriters,
} from "../helpers/hook-process.js";
import { removeDir } from "../helpers/temp-repo.js";

const SESSION = "7fa01e1a-aca9";
const FINAL = "Wrote NOTES.md. Next step: add a package.json with a test script.";

/** The recorded session's lines, its cwd `repo`: up to its last turn's end (no shutdown). */
function recordedSession(repo: string): string[] {
  const text = readFileSync(transcriptFixture("copilot", "cli-1.0.102", "events.jsonl"), "utf8");
  const lines = text.split("/tmp/handoff-agents-repo").join(repo).split("\n");
  const end = lines.findIndex((line) => line.includes('"type":"session.shutdown"'));
  return lines.slice(0, end);
}

/** The `hook.start` line Copilot writes for `event`, dated when it fired the event. */
function hookStart(event: string, at: number): string {
  const data = { hookType: event, input: { sessionId: SESSION, timestamp: at } };
  return JSON.stringify({ type: "hook.start", data, timestamp: new Date(at).toISOString() });
}

/**
 * A repo and a Copilot session file holding the recorded session up to its final answer, not
 * including it; `rest`: what Copilot puts on disk after, the final answer and the sessionEnd
 * event's own line; `at`: when it fired sessionEnd.
 */
function laggingSession() {
  const repo = makeRepoWithApp("handoff-transcript-lag-");
  const home = mkdtempSync(join(tmpdir(), "handoff-transcript-lag-home-"));
  const folder = join(home, ".copilot", "session-state", SESSION);
  mkdirSync(folder, { recursive: true });
  const events = join(folder, "events.jsonl");
  const lines = recordedSession(repo);
  const last = lines.findLastIndex((line) => line.includes('"type":"assistant.turn_start"'));
  const at = (jsonLineTime(lines[lines.length - 1] as string) ?? 0) + 5;
  writeFileSync(events, `${lines.slice(0, last).join("\n")}\n`);
  const rest = `${[...lines.slice(last), hookStart("sessionEnd", at)].join("\n")}\n`;
  const env = { ...process.env, COPILOT_HOME: join(home, ".copilot") };
  const input = (event: string, extra: Record<string, unknown> = {}): HookInput =>
    parseHookInput(JSON.stringify({ sessionId: SESSION, cwd: repo, timestamp: at, ...extra }), {
      event,
      translate: (record) => readCopilotInput(record, { env, home }),
    });
  const cleanup = () => {
    removeDir(repo);
    removeDir(home);
  };
  return { repo, env, events, rest, at, input, cleanup };
}

test("Copilot's timestamp is the hook event's time, its hook.start line's", () => {
  const { input, at, cleanup } = laggingSession();
  try {
    assert.equal(input("sessionEnd", { reason: "complete" }).event_at, at);
    assert.equal(jsonLineTime(hookStart("sessionEnd", at)), at);
  } finally {
    cleanup();
  }
});

test("a log is caught up with an event once its last dated line is dated at or after it", () => {
  const line = (ms: number) => JSON.stringify({ type: "x", timestamp: new Date(ms).toISOString() });
  assert.equal(reachesTime([line(1_000), line(2_000)].join("\n"), 2_000, jsonLineTime), true);
  assert.equal(reachesTime([line(3_000), line(1_999)].join("\n"), 2_000, jsonLineTime), false);
  // A line cut by the read (being written) is passed over for the dated one before it.
  assert.equal(reachesTime(`${line(2_500)}\n{"type":"hook.st`, 2_000, jsonLineTime), true);
  assert.equal(reachesTime("not json\n", 0, jsonLineTime), false);
});

test("the sessionEnd hook sees the log behind its event; once Copilot wrote the rest, it is not; a recovery or another host never waits", () => {
  const { events, rest, input, cleanup } = laggingSession();
  try {
    const end = input("sessionEnd", { reason: "complete" });
    assert.equal(transcriptBehindEvent(copilotAdapter, end), true);
    // SessionStart's recovery reads a finished session: nothing more is coming.
    const recovery = { ...input("sessionStart", { source: "new" }), transcript_path: events };
    assert.equal(transcriptBehindEvent(copilotAdapter, recovery), false);
    assert.equal(
      transcriptBehindEvent(claudeAdapter, { ...end, hook_event_name: "SessionEnd" }),
      false,
    );
    appendFileSync(events, rest);
    assert.equal(transcriptBehindEvent(copilotAdapter, end), false);
    // No transcript to read: nothing to wait for (the write goes on without it, as before).
    assert.equal(
      transcriptBehindEvent(copilotAdapter, { ...end, transcript_path: `${events}.gone` }),
      false,
    );
  } finally {
    cleanup();
  }
});

test("the detached writer of Copilot's sessionEnd waits for the log to reach the event: the packet has the final answer Copilot put on disk late", async () => {
  const { repo, env, events, rest, input, cleanup } = laggingSession();
  try {
    let pauses = 0;
    const sleep = async () => {
      // Copilot's log reaches the event after the writer's third look.
      if (++pauses === 3) appendFileSync(events, rest);
    };
    // What the hook saved for the writer: the shared names, the event's time.
    const saved = input("sessionEnd", { reason: "complete" });
    const result = await runHook(copilotAdapter, JSON.stringify(saved), {
      cwd: repo,
      env,
      detached: true,
      sleep,
    });
    assert.equal(result.action, "write", result.errors.join("; "));
    assert.ok(result.packet_id !== null);
    const packet = readStoredPacket(repo, result.packet_id);
    assert.equal(packet["agent_report"], FINAL, hookLogLines(repo).join("\n"));
    assert.equal(pauses, 3, "the writer read on after the log reached the event");
  } finally {
    cleanup();
  }
});

test("a log that never reaches the event holds the writer for the bound only, then it writes from what the log holds", async () => {
  const { repo, env, input, cleanup } = laggingSession();
  try {
    let pauses = 0;
    let slept = 0;
    const sleep = async (ms: number) => {
      pauses++;
      slept += ms;
    };
    const end = input("sessionEnd", { reason: "complete" });
    assert.equal(await waitForTranscript(copilotAdapter, end, { sleep }), false);
    assert.equal(slept, TRANSCRIPT_WAIT_MS);
    pauses = 0;
    const result = await runHook(copilotAdapter, JSON.stringify(end), {
      cwd: repo,
      env,
      detached: true,
      sleep,
    });
    assert.equal(result.action, "write", result.errors.join("; "));
    assert.ok(pauses > 0);
    assert.match(hookLogLines(repo).join("\n"), /transcript not on disk up to its event in time/);
  } finally {
    cleanup();
  }
});

test("the sessionEnd hook finding the log behind its event hands the write to a detached writer at once, whose packet has the final answer Copilot put on disk after", async () => {
  const { repo, env, events, rest, at, cleanup } = laggingSession();
  try {
    const hook = await runBin(["hook", "copilot", "--event", "sessionEnd"], {
      cwd: repo,
      stdin: JSON.stringify({ sessionId: SESSION, cwd: repo, timestamp: at, reason: "complete" }),
      // Copilot's own budget for sessionEnd (10 s in the hook), not the tests' lifted one.
      env: { COPILOT_HOME: env["COPILOT_HOME"] ?? "", HANDOFF_WRITE_BUDGET_MS: "" },
    });
    assert.equal(hook.code, 0, hook.stderr);
    const log = () => hookLogLines(repo).join("\n");
    assert.match(log(), /sessionEnd\(complete\) info: write handed to a detached writer at once/);
    appendFileSync(events, rest);
    await waitForWriters(repo);
    const id = lastLoggedPacket(repo);
    assert.ok(id !== undefined, log());
    assert.equal(readStoredPacket(repo, id)["agent_report"], FINAL, log());
  } finally {
    cleanup();
  }
});
