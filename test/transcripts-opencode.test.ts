/**
 * OpenCode: the REAL `opencode run --format json` streams, the same parts as legacy
 * storage files, the synthetic storage layouts, and a real SQLite `opencode.db` built here with
 * OpenCode's schema (session/message/part, JSON `data` columns without the row's own ids, as in
 * sst/opencode packages/opencode/src/session/session.sql.ts).
 */
import assert from "node:assert/strict";
import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "node:test";
import { ingestTranscript, readTranscriptRecords } from "../src/collect/transcripts/index.js";
import type { FeedbackRecord } from "../src/snapshot/types.js";
import { packageRoot } from "../src/util/package-root.js";

const DIR = join(packageRoot(), "..", "shared", "fixtures", "transcripts", "opencode");
const skip = existsSync(DIR) ? false : "../shared/fixtures absent";

async function records(path: string): Promise<FeedbackRecord[]> {
  const out: FeedbackRecord[] = [];
  for await (const record of readTranscriptRecords(path, "opencode")) out.push(record);
  return out;
}
const summarise = (path: string) => ingestTranscript(path, { k: 5, root: "/nonexistent-root" });
const brief = (r: FeedbackRecord) => [r.command, r.exit_code];
const MODEL_COMPARE = [
  ["cd output && go build", 1],
  ["cd output && sed -i '' '/\"errors\"/d' health_checker.go && go build", 0],
  ["ls -lh output/health_checker", 1],
];

test("REAL run --format json (model compare): three bash parts, exits 1, 0, 1", {
  skip,
}, async () => {
  const path = join(DIR, "real_run_format_json", "model_compare_report_events.jsonl");
  const recs = await records(path);
  assert.deepEqual(recs.map(brief), MODEL_COMPARE);
  assert.equal(recs[0]?.duration_ms, 200);
  assert.equal(recs[0]?.command_id, "call_d48dz461");
  const s = await summarise(path);
  assert.equal(s.agent, "opencode");
  assert.equal(s.feedback.total, 3);
  assert.equal(s.feedback.failures, 2);
  assert.equal(s.skipped, 0);
});

test("REAL run --format json (issue 901): two bash parts exit 0, the read tool is not a command", {
  skip,
}, async () => {
  const path = join(DIR, "real_run_format_json", "issuepit_issue901_events.jsonl");
  assert.deepEqual((await records(path)).map(brief), [
    ["git diff", 0],
    ['git add .github/workflows/backend.yml && git commit -m "Fix ffmpeg install"', 0],
  ]);
  assert.deepEqual((await summarise(path)).edited_files, []);
});

test("the same REAL parts as legacy storage/part/<message>/<part>.json files, in message order", {
  skip,
}, async () => {
  const root = join(DIR, "real_parts_as_storage");
  assert.deepEqual((await records(root)).map(brief), MODEL_COMPARE);
  assert.deepEqual((await records(join(root, "part"))).map(brief), MODEL_COMPARE);
});

test("storage v2: the last-updated session; a failed command is completed with exit 1; patch and compaction parts", {
  skip,
}, async () => {
  const path = join(DIR, "agent-sessions_storage", "storage_v2");
  assert.deepEqual((await records(path)).map(brief), [["ls /non-existent-directory", 1]]);
  const s = await summarise(path);
  assert.equal(s.objective, "Step 1");
  assert.deepEqual(s.edited_files, ["error.log"]);
  assert.equal(s.compactions, 1);
  assert.equal(s.duration_ms, 9_000);
  // A session file names its session explicitly.
  const small = join(path, "session", "proj_test", "ses_s_stage0_small.json");
  assert.deepEqual((await records(small)).map(brief), [["ls", 0]]);
  assert.equal((await summarise(small)).objective, "Hello");
});

test("storage legacy: flat part files, status 'success' without exit is exit 0 (noted)", {
  skip,
}, async () => {
  const recs = await records(join(DIR, "agent-sessions_storage", "storage_legacy"));
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
function openDb(path: string): Db | undefined {
  try {
    const Database = createRequire(import.meta.url)("better-sqlite3") as new (path: string) => Db;
    return new Database(path);
  } catch {
    return undefined;
  }
}
const sqliteSkip = openDb(":memory:") === undefined ? "better-sqlite3 is not installed" : false;

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
