/**
 * A log written behind its session is no session to recover. GitHub Copilot CLI puts its
 * `events.jsonl` on disk after the events happen, sometimes a second late: its agentStop and
 * sessionEnd hooks can read the file before the session's last turns are in it, and those turns
 * (then `session.shutdown`) land after the closing write. The next sessionStart must not take
 * them for turns after that write and recover the session over the packet its own hooks wrote;
 * a turn that really came after it (the session resumed, then killed) is still recovered.
 * In-process, the hooks run as `handoff hook copilot` runs them.
 */
import assert from "node:assert/strict";
import { appendFileSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "node:test";
import { savePendingInput } from "../../src/hooks/detached-write.js";
import { copilotAdapter, readCopilotInput } from "../../src/hooks/protocol/copilot.js";
import { parseHookInput } from "../../src/hooks/protocol/read-hook-input.js";
import { recoverPreviousSession } from "../../src/hooks/recover-session.js";
import { runHook } from "../../src/hooks/run-hook.js";
import { makeRepoWithApp } from "../helpers/claude-session-folder.js";
import { hookLogLines, transcriptFixture } from "../helpers/hook-process.js";
import { removeDir } from "../helpers/temp-repo.js";

const SESSION = "7fa01e1a-aca9";

/** The recorded session's lines, its cwd this repo: up to its first `session.shutdown`. */
function recordedSession(repo: string): string[] {
  const text = readFileSync(transcriptFixture("copilot", "cli-1.0.102", "events.jsonl"), "utf8");
  const lines = text.split("/tmp/handoff-agents-repo").join(repo).split("\n");
  const end = lines.findIndex((line) => line.includes('"type":"session.shutdown"'));
  return lines.slice(0, end + 1);
}

/** A repo, a Copilot home, and the hooks of that home's sessions. */
function world() {
  const repo = makeRepoWithApp("handoff-lagged-log-");
  const home = mkdtempSync(join(tmpdir(), "handoff-lagged-home-"));
  const folder = join(home, ".copilot", "session-state", SESSION);
  mkdirSync(folder, { recursive: true });
  const events = join(folder, "events.jsonl");
  const env = { ...process.env, COPILOT_HOME: join(home, ".copilot") };
  const hook = (event: string, sessionId: string, extra: Record<string, unknown> = {}) =>
    runHook(
      copilotAdapter,
      JSON.stringify({ sessionId, timestamp: Date.now(), cwd: repo, ...extra }),
      { cwd: repo, env, event },
    );
  return { repo, home, env, events, hook };
}

test("Copilot's log written behind the session: the last turns landing after its own sessionEnd write are not recovered over that write at the next start", async () => {
  const { repo, home, events, hook } = world();
  try {
    const lines = recordedSession(repo);
    // On disk when the hooks run: the session up to its first tool call's end.
    const cut = lines.findIndex((line) => line.includes('"type":"tool.execution_complete"'));
    writeFileSync(events, `${lines.slice(0, cut + 1).join("\n")}\n`);
    const end = await hook("sessionEnd", SESSION, { reason: "complete" });
    assert.equal(end.action, "write", end.errors.join("; "));
    assert.notEqual(end.packet_id, null);
    // Copilot then writes the rest: three more turns, dated before that write, and the shutdown.
    appendFileSync(events, `${lines.slice(cut + 1).join("\n")}\n`);

    const start = await hook("sessionStart", "b0c1d2e3-next", { source: "new" });
    assert.equal(start.action, "resume", start.errors.join("; "));
    const log = hookLogLines(repo).join("\n");
    assert.doesNotMatch(log, /previous session recovered/, log);
    assert.equal(
      start.packet_id,
      end.packet_id,
      "the next session was not briefed with the packet its predecessor's hooks wrote",
    );
  } finally {
    removeDir(repo);
    removeDir(home);
  }
});

test("a turn dated after the session's last write (resumed, then killed) is still recovered at the next start", async () => {
  const { repo, home, events, hook } = world();
  try {
    writeFileSync(events, `${recordedSession(repo).join("\n")}\n`);
    const end = await hook("sessionEnd", SESSION, { reason: "complete" });
    assert.equal(end.action, "write", end.errors.join("; "));
    // Resumed later: a new prompt and answer, and no closing write (killed).
    const at = (ms: number) => new Date(Date.now() + ms).toISOString();
    const resumed = [
      { type: "user.message", data: { content: "Now add the CSV export" }, timestamp: at(1_000) },
      {
        type: "assistant.message",
        data: { content: "Added the CSV export. Next step: test it." },
        timestamp: at(2_000),
      },
    ];
    appendFileSync(events, `${resumed.map((line) => JSON.stringify(line)).join("\n")}\n`);

    const start = await hook("sessionStart", "b0c1d2e3-next", { source: "new" });
    assert.equal(start.action, "resume", start.errors.join("; "));
    const log = hookLogLines(repo).join("\n");
    assert.match(log, /previous session recovered before the briefing/, log);
    assert.notEqual(start.packet_id, end.packet_id);
  } finally {
    removeDir(repo);
    removeDir(home);
  }
});

test("the session's own write handed to a detached writer and not done yet is its packet: the next start does not recover the session beside it", async () => {
  const { repo, home, env, events } = world();
  try {
    writeFileSync(events, `${recordedSession(repo).join("\n")}\n`);
    const where = { env, home };
    const read = (event: string, record: Record<string, unknown>) =>
      parseHookInput(JSON.stringify({ cwd: repo, ...record }), {
        event,
        translate: (r) => readCopilotInput(r, where),
      });
    // sessionEnd ran out of its budget: its input waits for the detached writer.
    await savePendingInput(
      repo,
      read("sessionEnd", { sessionId: SESSION, reason: "complete" }),
      null,
    );
    const recovered: string[] = [];
    const logged: string[] = [];
    const outcome = await recoverPreviousSession(
      copilotAdapter,
      read("sessionStart", { sessionId: "b0c1d2e3-next", source: "new" }),
      {
        root: repo,
        topic: "default",
        dirs: [repo],
        env,
        home,
        log: async (_level, message) => logged.push(message),
        write: async (input) => {
          recovered.push(input.transcript_path ?? "");
          return "0000000000000000";
        },
        handOver: async () => undefined,
      },
    );
    assert.deepEqual(recovered, [], logged.join("\n"));
    assert.equal(outcome.recovered, false);
    assert.match(logged.join("\n"), /own write is still under way/);
  } finally {
    removeDir(repo);
    removeDir(home);
  }
});
