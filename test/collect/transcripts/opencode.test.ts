/**
 * OpenCode: the REAL `opencode run --format json` streams, the same parts as legacy
 * storage files, the synthetic storage layouts, and a real SQLite `opencode.db` built here with
 * OpenCode's schema (session/message/part, JSON `data` columns without the row's own ids, as in
 * sst/opencode packages/opencode/src/session/session.sql.ts).
 */
import assert from "node:assert/strict";
import { mkdtemp, rm } from "node:fs/promises";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "node:test";
import { ingestTranscript, readTranscriptRecords } from "../../../src/collect/transcripts/index.js";
import type { FeedbackRecord } from "../../../src/model/snapshot/types.js";
import { transcriptFixture } from "../../helpers/hook-process.js";

const fixture = (...parts: string[]) => transcriptFixture("opencode", ...parts);

async function records(path: string): Promise<FeedbackRecord[]> {
  const out: FeedbackRecord[] = [];
  for await (const record of readTranscriptRecords(path, "opencode")) out.push(record);
  return out;
}
const summarise = (path: string) => ingestTranscript(path, { k: 5, root: "/nonexistent-root" });
const brief = (r: FeedbackRecord) => [r.command, r.exit_code];
/** The commands of test/fixtures/transcripts/opencode/run-format-json-events.jsonl. */
const RUN_EVENTS = [
  ["cargo build", 101],
  ["sed -i 's/limit/max_limit/' src/main.rs && cargo build", 0],
  ["ls -lh target/release/demo", 2],
];

test("run --format json: three bash parts, exits 101, 0, 2, with their durations and call ids", async () => {
  const path = fixture("run-format-json-events.jsonl");
  const recs = await records(path);
  assert.deepEqual(recs.map(brief), RUN_EVENTS);
  assert.equal(recs[0]?.duration_ms, 200);
  assert.equal(recs[0]?.command_id, "call_q1w2e3r4");
  const s = await summarise(path);
  assert.equal(s.agent, "opencode");
  assert.equal(s.feedback.total, 3);
  assert.equal(s.feedback.failures, 2);
  assert.equal(s.skipped, 0);
  assert.deepEqual(s.edited_files, []);
});

test("the same parts as legacy storage/part/<message>/<part>.json files, in message order", async () => {
  const root = fixture("parts-as-storage");
  assert.deepEqual((await records(root)).map(brief), RUN_EVENTS);
  assert.deepEqual((await records(join(root, "part"))).map(brief), RUN_EVENTS);
});

test("storage v2: a failed command with its exit, a patch part's file, a compaction part, the span", async () => {
  const path = fixture("storage-v2");
  assert.deepEqual((await records(path)).map(brief), [["ls /var/log/demo", 2]]);
  const s = await summarise(path);
  assert.equal(s.objective, "Check the logs");
  assert.deepEqual(s.edited_files, ["notes.log"]);
  assert.equal(s.compactions, 1);
  assert.equal(s.duration_ms, 9_000);
  // A session file names its session explicitly.
  const file = join(path, "session", "proj_demo", "ses_v2_single.json");
  assert.deepEqual((await records(file)).map(brief), [["ls /var/log/demo", 2]]);
});

test("storage legacy: flat part files, status 'success' without exit is exit 0 (noted)", async () => {
  const recs = await records(fixture("storage-legacy"));
  assert.deepEqual(recs.map(brief), [["cat README.md", 0]]);
  assert.equal(recs[0]?.agent_note, "exit code not recorded; assumed 0");
});

// ---------------------------------------------------------------------------------------------

interface Db {
  exec(sql: string): void;
  prepare(sql: string): { run(...params: unknown[]): unknown };
  pragma(sql: string): unknown;
  close(): void;
}
/** A writable database: Node's own node:sqlite where it exists (22.13+), else better-sqlite3. */
function openDb(path: string): Db | undefined {
  const require = createRequire(import.meta.url);
  try {
    const { DatabaseSync } = require("node:sqlite") as {
      DatabaseSync: new (path: string) => Omit<Db, "pragma">;
    };
    const db = new DatabaseSync(path);
    return {
      exec: (sql) => db.exec(sql),
      prepare: (sql) => db.prepare(sql),
      pragma: (sql) => db.exec(`PRAGMA ${sql}`),
      close: () => db.close(),
    };
  } catch {
    // Node 20: the native addon.
  }
  try {
    const Database = require("better-sqlite3") as new (path: string) => Db;
    return new Database(path);
  } catch {
    return undefined;
  }
}
const sqliteSkip =
  openDb(":memory:") === undefined ? "neither node:sqlite nor better-sqlite3 loads" : false;

test("opencode.db: the newest session's parts in message order, read-only while a writer holds WAL", {
  skip: sqliteSkip,
}, async () => {
  const dir = await mkdtemp(join(tmpdir(), "handoff-opencode-"));
  const path = join(dir, "opencode.db");
  const db = openDb(path)!;
  try {
    db.pragma("journal_mode = WAL");
    db.exec(`
      CREATE TABLE project (id text PRIMARY KEY, worktree text NOT NULL, time_created integer, time_updated integer);
      CREATE TABLE session (id text PRIMARY KEY, project_id text NOT NULL, parent_id text, slug text, directory text NOT NULL,
        title text NOT NULL, version text NOT NULL, time_created integer NOT NULL, time_updated integer NOT NULL);
      CREATE TABLE message (id text PRIMARY KEY, session_id text NOT NULL REFERENCES session(id) ON DELETE CASCADE,
        time_created integer NOT NULL, time_updated integer NOT NULL, data text NOT NULL);
      CREATE TABLE part (id text PRIMARY KEY, message_id text NOT NULL REFERENCES message(id) ON DELETE CASCADE,
        session_id text NOT NULL, time_created integer NOT NULL, time_updated integer NOT NULL, data text NOT NULL);`);
    const session = db.prepare(
      "INSERT INTO session VALUES (?, 'p', NULL, 's', ?, 't', '1.2.0', ?, ?)",
    );
    session.run("ses_old", "/old", 1, 2);
    session.run("ses_new", dir, 10, 99);
    const message = db.prepare("INSERT INTO message VALUES (?, ?, ?, ?, ?)");
    const part = db.prepare("INSERT INTO part VALUES (?, ?, ?, ?, ?, ?)");
    message.run(
      "msg_a",
      "ses_new",
      20,
      20,
      JSON.stringify({ role: "user", time: { created: 20 } }),
    );
    message.run(
      "msg_b",
      "ses_new",
      30,
      30,
      JSON.stringify({ role: "assistant", time: { created: 30 } }),
    );
    message.run("msg_o", "ses_old", 1, 1, JSON.stringify({ role: "assistant" }));
    const bash = (command: string, exit: number, status = "completed") =>
      JSON.stringify({
        type: "tool",
        callID: `c-${command}`,
        tool: "bash",
        state: {
          status,
          input: { command },
          output: "out",
          metadata: { exit },
          time: { start: 1, end: 5 },
        },
      });
    // Inserted out of order on purpose: the reader orders by message time, then part id.
    part.run("prt_3", "msg_b", "ses_new", 33, 33, bash("npm test", 1));
    part.run(
      "prt_1",
      "msg_a",
      "ses_new",
      21,
      21,
      JSON.stringify({ type: "text", text: "Fix the login redirect" }),
    );
    part.run("prt_2", "msg_b", "ses_new", 32, 32, bash("git status", 0));
    part.run(
      "prt_4",
      "msg_b",
      "ses_new",
      34,
      34,
      JSON.stringify({
        type: "tool",
        tool: "edit",
        callID: "e",
        state: { status: "completed", input: { filePath: join(dir, "src", "login.ts") } },
      }),
    );
    part.run(
      "prt_5",
      "msg_b",
      "ses_new",
      35,
      35,
      JSON.stringify({
        type: "tool",
        tool: "todowrite",
        callID: "t",
        state: {
          status: "completed",
          input: {
            todos: [
              { content: "Fix redirect", status: "in_progress", priority: "high", id: "1" },
              { content: "Drop", status: "cancelled", id: "2" },
            ],
          },
        },
      }),
    );
    part.run("prt_6", "msg_b", "ses_new", 36, 36, "{broken");
    part.run(
      "prt_7",
      "msg_b",
      "ses_new",
      37,
      37,
      JSON.stringify({
        type: "tool",
        tool: "bash",
        callID: "x",
        state: { status: "error", input: { command: "sleep 99" }, error: "Tool execution aborted" },
      }),
    );
    part.run("prt_o", "msg_o", "ses_old", 1, 1, bash("old command", 0));
    db.prepare("INSERT INTO project VALUES ('p', ?, 1, 1)").run(dir);

    assert.deepEqual((await records(path)).map(brief), [
      ["git status", 0],
      ["npm test", 1],
      ["sleep 99", null],
    ]);
    const s = await ingestTranscript(path, { k: 5, root: dir });
    assert.equal(s.agent, "opencode");
    assert.equal(s.source, "opencode.db");
    assert.equal(s.objective, "Fix the login redirect");
    assert.deepEqual(s.edited_files, [join("src", "login.ts")]);
    assert.deepEqual(s.todos, [{ content: "Fix redirect", status: "in_progress" }]);
    assert.equal(s.interrupted, 1);
    assert.equal(s.skipped, 1);
    assert.equal(s.feedback.failures, 2);
  } finally {
    db.close();
    await rm(dir, { recursive: true, force: true });
  }
});

test("a file that is not an OpenCode database or stream is an InputError (exit 2)", async () => {
  const dir = await mkdtemp(join(tmpdir(), "handoff-opencode-bad-"));
  try {
    const path = join(dir, "opencode.db");
    const { writeFile } = await import("node:fs/promises");
    await writeFile(path, "SQLite format 3\0garbage that is not a database");
    await assert.rejects(
      records(path),
      (error: unknown) => (error as { exitCode?: number }).exitCode === 2,
    );
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});
