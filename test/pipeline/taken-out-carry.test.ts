/**
 * Something one session added and a later session took back out is abandoned in every briefing
 * after, whatever the words said when it went in: a constant the first session wrote and
 * explained (Gemini CLI), which the second session's Edit took out (Claude Code), and a file
 * the first session described that the second deleted. The third session (Codex CLI) still
 * reads both as dead ends. In a real repo.
 */
import assert from "node:assert/strict";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, test } from "node:test";
import { ingestTranscript } from "../../src/collect/transcripts/index.js";
import type { AgentKind } from "../../src/model/agents.js";
import type { Packet } from "../../src/model/packet/types.js";
import { writeHandoff } from "../../src/pipeline/write-handoff.js";
import { type ScriptedSession, ingestScripted } from "../helpers/relay-transcripts.js";
import { git, makeRepo, removeDir, writeRepoFile } from "../helpers/temp-repo.js";

const dir = mkdtempSync(join(tmpdir(), "handoff-taken-out-"));
after(() => removeDir(dir));

async function write(repo: string, transcript: string, agent: AgentKind): Promise<Packet> {
  const result = await writeHandoff({
    cwd: repo,
    transcript,
    agent,
    allow_missing_next: true,
    allow_dirty: true,
  });
  return result.packet;
}

async function hop(repo: string, session: ScriptedSession): Promise<Packet> {
  await ingestScripted(dir, repo, session);
  return write(repo, join(dir, `${session.agent}-${session.day}.jsonl`), session.agent);
}

/** A Claude Code session whose one Edit replaces `before` with `after` in `file`, then `rm`s. */
function claudeEditSession(repo: string, file: string, before: string, after: string): string {
  let n = 0;
  const line = (type: string, message: unknown) =>
    JSON.stringify({
      type,
      uuid: `u-${++n}`,
      cwd: repo,
      sessionId: "s-edit",
      timestamp: `2026-12-02T10:00:${String(n).padStart(2, "0")}.000Z`,
      message,
    });
  const call = (id: string, name: string, input: unknown) =>
    line("assistant", { role: "assistant", content: [{ type: "tool_use", id, name, input }] });
  const result = (id: string) =>
    line("user", {
      role: "user",
      content: [{ type: "tool_result", tool_use_id: id, content: "ok" }],
    });
  const path = join(dir, "claude-edit.jsonl");
  writeFileSync(
    path,
    `${[
      line("user", {
        role: "user",
        content: "A party's two hours already include clearing the table; tidy lib/ up.",
      }),
      call("e1", "Edit", { file_path: join(repo, file), old_string: before, new_string: after }),
      result("e1"),
      call("b1", "Bash", { command: "git rm -q lib/legacy-slots.js && npm test" }),
      result("b1"),
      line("assistant", {
        role: "assistant",
        content: [{ type: "text", text: "lib/slots.js books a table every SLOT_MINUTES again." }],
      }),
    ].join("\n")}\n`,
  );
  return path;
}

const SLOTS = "const SLOT_MINUTES = 120;\n";
const WITH = "const SLOT_MINUTES = 120;\nconst CLEANUP_MIN = 15;\n";
const ADDED =
  "Clearing a table takes a quarter of an hour: CLEANUP_MIN = 15 goes between two bookings in lib/slots.js.";
const LEGACY = "lib/legacy-slots.js holds the half-hour list of the notebook days, for the export.";

test("a constant and a file one session added and the next took out are abandoned after", async () => {
  const repo = makeRepo("handoff-taken-out-repo-");
  try {
    writeRepoFile(repo, "lib/slots.js", SLOTS);
    writeRepoFile(repo, "lib/legacy-slots.js", "module.exports = ['18:00', '18:30'];\n");
    git(repo, "add", "-A");
    git(repo, "commit", "-q", "-m", "slots");
    writeRepoFile(repo, "lib/slots.js", WITH);
    git(repo, "commit", "-q", "-am", "slots: cleanup");
    const first = await hop(repo, {
      agent: "gemini",
      day: "2026-12-01",
      user: ["Leave time to clear a table between two bookings in lib/slots.js."],
      writes: [{ path: "lib/slots.js", content: WITH }],
      commands: ["npm test", "cat lib/legacy-slots.js"],
      report: `${ADDED}\n\n${LEGACY}`,
    });
    assert.deepEqual(
      first.conclusions.map((c) => c.kind),
      ["decision", "decision"],
    );

    const transcript = claudeEditSession(repo, "lib/slots.js", WITH, SLOTS);
    writeRepoFile(repo, "lib/slots.js", SLOTS);
    git(repo, "rm", "-q", "lib/legacy-slots.js");
    git(repo, "commit", "-q", "-am", "slots: no cleanup gap, no legacy list");
    await ingestTranscript(transcript, { agent: "claude", k: 5, root: repo, home: dir });
    const second = await write(repo, transcript, "claude");
    const third = await hop(repo, {
      agent: "codex",
      day: "2026-12-03",
      user: ["continue"],
      commands: ["npm test"],
      report: "test/slots.test.js books two tables back to back at 19:00 and 21:00.",
    });
    for (const packet of [second, third]) {
      const kinds = new Map(packet.conclusions.map((c) => [c.text, c.kind]));
      assert.equal(
        kinds.get(`${ADDED} — taken out since: \`CLEANUP_MIN\``),
        "dead_end",
        [...kinds].join("\n"),
      );
      assert.equal(
        kinds.get(`${LEGACY} — taken out since: \`lib/legacy-slots.js\``),
        "dead_end",
        [...kinds].join("\n"),
      );
    }
  } finally {
    removeDir(repo);
  }
});

test("a constant the next session's whole-file write left out is abandoned after, read from the diff", async () => {
  const repo = makeRepo("handoff-taken-out-repo-");
  try {
    writeRepoFile(repo, "lib/slots.js", SLOTS);
    git(repo, "add", "-A");
    git(repo, "commit", "-q", "-m", "slots");
    writeRepoFile(repo, "lib/slots.js", WITH);
    git(repo, "commit", "-q", "-am", "slots: cleanup");
    await hop(repo, {
      agent: "claude",
      day: "2026-12-01",
      user: ["Leave time to clear a table between two bookings in lib/slots.js."],
      writes: [{ path: "lib/slots.js", content: WITH }],
      commands: ["npm test"],
      report: ADDED,
    });
    // Codex CLI rewrites the file whole through its shell: its transcript never shows the
    // constant go, the commit's diff does.
    writeRepoFile(repo, "lib/slots.js", SLOTS);
    git(repo, "commit", "-q", "-am", "slots: the two hours include clearing");
    const second = await hop(repo, {
      agent: "codex",
      day: "2026-12-02",
      user: ["A party's two hours already include clearing the table: fix lib/slots.js."],
      writes: [{ path: "lib/slots.js", content: SLOTS }],
      commands: ["npm test"],
      report: "lib/slots.js books a table every SLOT_MINUTES again.",
    });
    const kinds = new Map(second.conclusions.map((c) => [c.text, c.kind]));
    assert.equal(
      kinds.get(`${ADDED} — taken out since: \`CLEANUP_MIN\``),
      "dead_end",
      [...kinds].join("\n"),
    );
  } finally {
    removeDir(repo);
  }
});
