/**
 * `write --transcript <opencode.db>` reads the newest OpenCode session run in this repository,
 * never a newer one of another project (the store holds them all); `--session ID` names one; the
 * data folder is pointed to its `opencode.db`; the file `opencode export` printed (OpenCode
 * 1.18.33, test/fixtures/agents) is read. A real SQLite store with OpenCode's schema, a real
 * temp repo, the CLI as a library call.
 */
import assert from "node:assert/strict";
import { mkdtempSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "node:test";
import { packageRoot } from "../../../src/platform/package-root.js";
import { runCli } from "../../helpers/run-cli.js";
import { makeExampleRepo, removeDir } from "../../helpers/temp-repo.js";

interface Db {
  exec(sql: string): void;
  prepare(sql: string): { run(...params: unknown[]): unknown };
  close(): void;
}

/** A writable database: node:sqlite where it exists (22.13+), else better-sqlite3. */
function openDb(path: string): Db | undefined {
  const require = createRequire(import.meta.url);
  for (const load of [
    () => {
      // Named first: `new (x as T).C(path)` is emitted without its parentheses (a TypeScript 7
      // emit bug), which JavaScript reads as `(new x).C(path)`.
      const { DatabaseSync } = require("node:sqlite") as { DatabaseSync: new (p: string) => Db };
      return new DatabaseSync(path);
    },
    () => new (require("better-sqlite3") as new (p: string) => Db)(path),
  ]) {
    try {
      return load();
    } catch {
      // The next driver.
    }
  }
  return undefined;
}
const sqliteSkip =
  openDb(":memory:") === undefined ? "neither node:sqlite nor better-sqlite3 loads" : false;

/** A store: two sessions of `repo` (the newer asked "Add the CSV export"), a newer one elsewhere. */
function makeStore(dir: string, repo: string): string {
  const path = join(dir, "opencode.db");
  const db = openDb(path)!;
  db.exec(`
    CREATE TABLE session (id text PRIMARY KEY, project_id text NOT NULL, parent_id text, slug text, directory text NOT NULL,
      title text NOT NULL, version text NOT NULL, time_created integer NOT NULL, time_updated integer NOT NULL);
    CREATE TABLE message (id text PRIMARY KEY, session_id text NOT NULL, time_created integer NOT NULL,
      time_updated integer NOT NULL, data text NOT NULL);
    CREATE TABLE part (id text PRIMARY KEY, message_id text NOT NULL, session_id text NOT NULL,
      time_created integer NOT NULL, time_updated integer NOT NULL, data text NOT NULL);`);
  const session = db.prepare(
    "INSERT INTO session VALUES (?, 'p', NULL, 's', ?, 't', '1.18.33', ?, ?)",
  );
  const message = db.prepare("INSERT INTO message VALUES (?, ?, ?, ?, ?)");
  const part = db.prepare("INSERT INTO part VALUES (?, ?, ?, ?, ?, ?)");
  const asked = (id: string, dir: string, at: number, words: string) => {
    session.run(id, dir, at, at + 5);
    message.run(`msg_${id}`, id, at + 1, at + 1, JSON.stringify({ role: "user" }));
    part.run(
      `prt_${id}`,
      `msg_${id}`,
      id,
      at + 1,
      at + 1,
      JSON.stringify({ type: "text", text: words }),
    );
  };
  asked("ses_here_old", repo, 10, "Fix the login redirect");
  asked("ses_here_new", join(repo, "src"), 20, "Add the CSV export");
  asked("ses_elsewhere", "/work/notes-app", 90, "Plan the notes app");
  db.close();
  return path;
}

/** What the user said in the session the packet read (carried words name another packet). */
const sessionWordsOf = (stdout: string, repo: string) =>
  runCli(["show", (JSON.parse(stdout) as { id: string }).id, "--json"], { cwd: repo }).then((run) =>
    (
      JSON.parse(run.stdout) as { user_messages: { text: string; packet: string | null }[] }
    ).user_messages
      .filter((m) => m.packet === null)
      .map((m) => m.text)
      .join(" | "),
  );

test("write --transcript opencode.db: this repository's newest session, not the store's; --session names one", {
  skip: sqliteSkip,
}, async () => {
  const repo = makeExampleRepo();
  const data = mkdtempSync(join(tmpdir(), "handoff-opencode-data-"));
  try {
    const db = makeStore(data, repo);
    const write = (...more: string[]) =>
      runCli(
        ["write", "--transcript", db, "--agent", "opencode", "--allow-dirty", "--json", ...more],
        {
          cwd: repo,
        },
      );
    const newest = await write();
    assert.equal(newest.code, 0, newest.stderr);
    assert.equal(await sessionWordsOf(newest.stdout, repo), "Add the CSV export");
    const named = await write("--session", "ses_here_old");
    assert.equal(named.code, 0, named.stderr);
    assert.equal(await sessionWordsOf(named.stdout, repo), "Fix the login redirect");
    const unknown = await write("--session", "ses_nope");
    assert.equal(unknown.code, 2);
    assert.match(unknown.stderr, /no OpenCode session ses_nope; it holds:\n {2}ses_elsewhere /);

    // The data folder: the error names the database inside it.
    const folder = await runCli(
      ["write", "--transcript", data, "--agent", "opencode", "--allow-dirty"],
      {
        cwd: repo,
      },
    );
    assert.equal(folder.code, 2);
    assert.match(
      folder.stderr,
      /OpenCode keeps its sessions in .*opencode\.db; give that file to --transcript/,
    );
  } finally {
    removeDir(repo);
    removeDir(data);
  }
});

test("write --transcript opencode.db with no session of this repository: exit 2 listing the store", {
  skip: sqliteSkip,
}, async () => {
  const repo = makeExampleRepo();
  const other = makeExampleRepo();
  const data = mkdtempSync(join(tmpdir(), "handoff-opencode-data-"));
  try {
    const db = makeStore(data, other);
    const run = await runCli(
      ["write", "--transcript", db, "--agent", "opencode", "--allow-dirty"],
      {
        cwd: repo,
      },
    );
    assert.equal(run.code, 2);
    assert.match(
      run.stderr,
      /holds no OpenCode session run in .*; name one with --session ID:\n {2}ses_elsewhere /,
    );
  } finally {
    removeDir(repo);
    removeDir(other);
    removeDir(data);
  }
});

test("ingest opencode reads the file 'opencode export' printed (OpenCode 1.18.33)", async () => {
  const file = join(packageRoot(), "test", "fixtures", "agents", "opencode-1.18.33", "export.json");
  const dir = mkdtempSync(join(tmpdir(), "handoff-opencode-export-"));
  try {
    const run = await runCli(["ingest", "opencode", file, "--summary"], { cwd: dir });
    assert.equal(run.code, 0, run.stderr);
    const summary = JSON.parse(run.stdout) as { objective: string; agent_report: string };
    // `opencode run "Look at the tree of this repo"` stored the prompt in quotes; read without.
    assert.equal(summary.objective, "Look at the tree of this repo");
    assert.equal(summary.agent_report, "Read the tree. Next step: add the CSV export.");
  } finally {
    removeDir(dir);
  }
});
