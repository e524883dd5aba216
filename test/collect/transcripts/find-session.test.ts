/**
 * `findPreviousTranscript` (issue 30): the previous session's transcript of a project for each
 * agent, never the new session's own, in real folders laid out as each agent lays them out.
 */
import assert from "node:assert/strict";
import {
  appendFileSync,
  mkdirSync,
  mkdtempSync,
  statSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "node:test";
import {
  claudeProjectSlug,
  findPreviousTranscript,
  grewWithTurns,
} from "../../../src/collect/transcripts/find-session.js";
import { isCodexTurnLine } from "../../../src/collect/transcripts/agents/codex/locate.js";
import { removeDir } from "../../helpers/temp-repo.js";

const OLD = "11111111-aaaa-4bbb-8ccc-000000000001";
const NEW = "22222222-aaaa-4bbb-8ccc-000000000002";

/** Write `text` at `path` with the modification time `secondsAgo` in the past. */
function place(path: string, text: string, secondsAgo: number): void {
  writeFileSync(path, text);
  const when = new Date(Date.now() - secondsAgo * 1000);
  utimesSync(path, when, when);
}

test("Claude Code: the newest transcript of the project folder that is not the new session's (by path or by id)", async () => {
  const home = mkdtempSync(join(tmpdir(), "handoff-find-prev-"));
  try {
    const repo = "/work/some.repo";
    const folder = join(home, ".claude", "projects", claudeProjectSlug(repo));
    mkdirSync(folder, { recursive: true });
    place(join(folder, `${OLD}.jsonl`), "{}\n{}\n", 60);
    // The new session's own file, newest of all: created at its start, near empty.
    place(join(folder, `${NEW}.jsonl`), "", 0);
    const byId = await findPreviousTranscript("claude", {
      dirs: [repo],
      home,
      current: null,
      currentSession: NEW,
    });
    assert.equal(byId?.path, join(folder, `${OLD}.jsonl`));
    assert.equal(byId?.size, 6);
    const byPath = await findPreviousTranscript("claude", {
      dirs: [repo],
      home,
      current: join(folder, `${NEW}.jsonl`),
      currentSession: null,
    });
    assert.equal(byPath?.path, join(folder, `${OLD}.jsonl`));
    // Nothing but the new session's own: no previous session.
    const alone = mkdtempSync(join(tmpdir(), "handoff-find-alone-"));
    place(join(alone, `${NEW}.jsonl`), "", 0);
    assert.equal(
      await findPreviousTranscript("claude", {
        dirs: ["/elsewhere"],
        home,
        current: join(alone, `${NEW}.jsonl`),
        currentSession: NEW,
      }),
      null,
    );
    removeDir(alone);
  } finally {
    removeDir(home);
  }
});

test("Gemini CLI: the chats folder the new session's transcript_path names", async () => {
  const home = mkdtempSync(join(tmpdir(), "handoff-find-prev-"));
  try {
    const chats = join(home, ".gemini", "tmp", "project", "chats");
    mkdirSync(chats, { recursive: true });
    place(join(chats, "session-2026-11-30T18-25-11111111.jsonl"), "{}\n", 30);
    place(join(chats, "session-2026-12-01T09-00-22222222.jsonl"), "", 0);
    const found = await findPreviousTranscript("gemini", {
      dirs: ["/r"],
      home,
      current: join(chats, "session-2026-12-01T09-00-22222222.jsonl"),
      currentSession: NEW,
    });
    assert.equal(found?.path, join(chats, "session-2026-11-30T18-25-11111111.jsonl"));
  } finally {
    removeDir(home);
  }
});

test("Codex CLI: the newest rollout whose cwd is the repo, the new session's own left out", async () => {
  const home = mkdtempSync(join(tmpdir(), "handoff-find-prev-"));
  try {
    const day = join(home, ".codex", "sessions", "2026", "12", "01");
    mkdirSync(day, { recursive: true });
    const meta = (cwd: string, id: string) =>
      `${JSON.stringify({ type: "session_meta", payload: { id, cwd } })}\n`;
    const previous = join(day, `rollout-2026-12-01T08-00-00-${OLD}.jsonl`);
    place(previous, meta("/r", OLD), 120);
    place(
      join(day, `rollout-2026-12-01T08-30-00-${OLD.replace("1", "3")}.jsonl`),
      meta("/other", "x"),
      60,
    );
    place(join(day, `rollout-2026-12-01T09-00-00-${NEW}.jsonl`), meta("/r", NEW), 0);
    const found = await findPreviousTranscript("codex", {
      dirs: ["/r"],
      home,
      env: {},
      current: null,
      currentSession: NEW,
    });
    assert.equal(found?.path, previous);
  } finally {
    removeDir(home);
  }
});

test("the previous session's branch, as its transcript says: Claude Code's last gitBranch, Codex's session_meta", async () => {
  const home = mkdtempSync(join(tmpdir(), "handoff-find-branch-"));
  try {
    const repo = "/work/app";
    const folder = join(home, ".claude", "projects", claudeProjectSlug(repo));
    mkdirSync(folder, { recursive: true });
    const line = (branch: string, text: string) =>
      `${JSON.stringify({ type: "user", gitBranch: branch, message: { role: "user", content: text } })}\n`;
    // The session moved from main to feature/x; a tool output quoting another line says nothing.
    const quoted = JSON.stringify({ type: "user", message: { content: line("fake", "q") } });
    place(
      join(folder, `${OLD}.jsonl`),
      `${line("main", "a")}${line("feature/x", "b")}${"x".repeat(200_000)}\n${quoted}\n`,
      60,
    );
    const claude = await findPreviousTranscript("claude", {
      dirs: [repo],
      home,
      current: null,
      currentSession: NEW,
    });
    assert.equal(claude?.branch, "feature/x");
    // A transcript that never says: unknown, not a branch.
    place(join(folder, `${OLD}.jsonl`), `${JSON.stringify({ type: "user" })}\n`, 60);
    const silent = await findPreviousTranscript("claude", {
      dirs: [repo],
      home,
      current: null,
      currentSession: NEW,
    });
    assert.equal(silent?.branch, null);

    const day = join(home, ".codex", "sessions", "2026", "12", "01");
    mkdirSync(day, { recursive: true });
    const meta = {
      type: "session_meta",
      payload: { id: OLD, cwd: repo, git: { branch: "fix/login", commit_hash: "0".repeat(40) } },
    };
    place(join(day, `rollout-2026-12-01T08-00-00-${OLD}.jsonl`), `${JSON.stringify(meta)}\n`, 60);
    const codex = await findPreviousTranscript("codex", {
      dirs: [repo],
      home,
      env: {},
      current: null,
      currentSession: NEW,
    });
    assert.equal(codex?.branch, "fix/login");
  } finally {
    removeDir(home);
  }
});

test("isCodexTurnLine: a user's or the agent's message is a turn; token counts, reasoning, tool calls and context are not", () => {
  const line = (value: unknown) => JSON.stringify(value);
  const table: [unknown, boolean][] = [
    [{ type: "response_item", payload: { type: "message", role: "user" } }, true],
    [{ type: "response_item", payload: { type: "message", role: "assistant" } }, true],
    [{ type: "event_msg", payload: { type: "user_message" } }, true],
    [{ type: "event_msg", payload: { type: "agent_message" } }, true],
    [{ type: "response_item", payload: { type: "message", role: "developer" } }, false],
    [{ type: "response_item", payload: { type: "reasoning" } }, false],
    [{ type: "response_item", payload: { type: "function_call" } }, false],
    [{ type: "event_msg", payload: { type: "token_count" } }, false],
    [{ type: "event_msg", payload: { type: "task_complete" } }, false],
    [{ type: "turn_context", payload: {} }, false],
  ];
  for (const [value, turn] of table) assert.equal(isCodexTurnLine(line(value)), turn, line(value));
  assert.equal(isCodexTurnLine(""), false);
  // A record cut by the read may be a turn.
  assert.equal(isCodexTurnLine('{"type":"response_item","payload":{"ty'), true);
});

test("grewWithTurns: bookkeeping after the last write is no turn; a message is; an agent that cannot tell counts every growth", async () => {
  const dir = mkdtempSync(join(tmpdir(), "handoff-grew-"));
  try {
    const path = join(dir, "rollout.jsonl");
    const head = `${JSON.stringify({ type: "session_meta", payload: {} })}\n`;
    const bookkeeping = `${JSON.stringify({ type: "event_msg", payload: { type: "token_count" } })}\n`;
    writeFileSync(path, head + bookkeeping);
    const size = () => statSync(path).size;
    assert.equal(await grewWithTurns("codex", path, head.length, size()), false);
    appendFileSync(
      path,
      `${JSON.stringify({ type: "event_msg", payload: { type: "user_message" } })}\n`,
    );
    assert.equal(await grewWithTurns("codex", path, head.length, size()), true);
    assert.equal(await grewWithTurns("claude", path, head.length, head.length + 1), true);
  } finally {
    removeDir(dir);
  }
});

test("grewWithTurns after a write's event time: a turn dated at or before it is no turn after it; one dated after it is; an undated one counts", async () => {
  const dir = mkdtempSync(join(tmpdir(), "handoff-grew-at-"));
  try {
    const path = join(dir, "events.jsonl");
    const head = `${JSON.stringify({ type: "session.start", timestamp: "2026-12-05T10:00:00.000Z" })}\n`;
    const message = (timestamp?: string) =>
      `${JSON.stringify({ type: "assistant.message", ...(timestamp === undefined ? {} : { timestamp }) })}\n`;
    const after = Date.parse("2026-12-05T10:00:05.000Z");
    writeFileSync(
      path,
      head + message("2026-12-05T10:00:04.000Z") + message("2026-12-05T10:00:05.000Z"),
    );
    const size = () => statSync(path).size;
    assert.equal(await grewWithTurns("copilot", path, head.length, size(), { after }), false);
    // Without the write's time, as marks of earlier versions: every turn counts.
    assert.equal(await grewWithTurns("copilot", path, head.length, size()), true);
    appendFileSync(path, message("2026-12-05T10:00:06.000Z"));
    assert.equal(await grewWithTurns("copilot", path, head.length, size(), { after }), true);
    writeFileSync(path, head + message());
    assert.equal(await grewWithTurns("copilot", path, head.length, size(), { after }), true);
  } finally {
    removeDir(dir);
  }
});
