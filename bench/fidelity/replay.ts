/**
 * Replay a recorded relay (test/fixtures/relays/<name>/, recorded by `npm run test:agents` with
 * HANDOFF_RECORD_RELAY) against this build: a real temp git repo evolves hop by hop as the
 * sessions left it, each agent's hooks are installed before its first hop as the relay did
 * (`handoff hooks install <agent>`), and the hook calls the agents made are run again through
 * the CLI's own entry point (`handoff hook <agent>` with the taped stdin, the transcripts in
 * place). An OpenCode hop (no hooks) replays the calls its user made by hand, `handoff resume`
 * before and `handoff write --transcript <opencode.db>` after, its SQLite store rerooted. What
 * is kept is what each hop's agent was told: the additionalContext of the hop's first
 * SessionStart (or the text of its `resume`), and after the last hop the briefing the next
 * session would get.
 *
 * Not replayed: the every-turn budget events (UserPromptSubmit, PostToolUse(Failure), AfterTool,
 * BeforeAgent, Gemini's automatic PreCompress), which write only past a context threshold the
 * stand-in's token counts never reach. The transcripts are in place whole from the start, so a
 * hop's write sees the session's final transcript, as its last SessionEnd did.
 */
import { execFileSync } from "node:child_process";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  statSync,
  unlinkSync,
  writeFileSync,
} from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { PassThrough, Readable } from "node:stream";
import { main } from "../../src/cli/main.js";

type Agent = "claude" | "codex" | "gemini" | "opencode";
/** OpenCode has no hooks: its hop's taped calls are the `handoff resume` and `write` run by hand. */
const HOOKED = new Set<Agent>(["claude", "codex", "gemini"]);
type Files = Record<string, string>;

/** relay.json, as the recorder writes it. */
export interface RelayManifest {
  recorded_with: Record<string, string>;
  /** The placeholders the recorder put for the repo and HOME paths. */
  repo: string;
  home: string;
  /** Transcript files, relative to `home/`. */
  transcripts: string[];
  start: Files;
  hops: { hop: number; agent: Agent; file: string }[];
}

/** hop-N.json: the hook calls taped during the hop and the repo it left. */
interface HopRecord {
  agent: Agent;
  /** What the live hook told the hop's agent when the relay was recorded (absent in older records). */
  briefing?: string;
  tape: { args: string[]; input: Record<string, unknown> }[];
  repo: { commits: { message: string; files: Files }[]; worktree: Files };
}

/** What the replay gives the scorer: the briefing each hop started with (hop n+1 = after the last). */
export interface ReplayedRelay {
  name: string;
  agents: Agent[];
  /** briefings[i] = what hop i+1's agent was told at its start ("" for none). */
  briefings: string[];
  /** The same, as the live hooks told it when the relay was recorded (null: not recorded). */
  recorded: (string | null)[];
}

/** Events replayed: the ones that write, resume or gate. */
const REPLAYED = new Set(["SessionStart", "Stop", "SessionEnd", "PreCompact"]);
/** Project files only: the agents' settings are installed by the replay, the store is handoff's. */
const NOT_PROJECT = /^(\.handoff|\.claude|\.codex|\.gemini|\.git)(\/|$)/;
const GIT_DATE = "2026-12-01T12:00:00Z";

/** Replay the relay recorded in `dir`. */
export async function replayRelay(dir: string, name: string): Promise<ReplayedRelay> {
  const manifest = JSON.parse(readFileSync(join(dir, "relay.json"), "utf8")) as RelayManifest;
  const root = realpathSync(mkdtempSync(join(tmpdir(), "handoff-fidelity-")));
  try {
    // The repo keeps the recorded folder's name: transcripts and agents' tmp dirs are named after it.
    const repo = join(root, manifest.repo.slice(manifest.repo.lastIndexOf("/") + 1));
    const home = join(root, "home");
    mkdirSync(repo);
    mkdirSync(home);
    const reroot = rerooter(manifest, repo, home);
    for (const rel of manifest.transcripts) {
      const target = join(home, reroot(rel));
      mkdirSync(dirname(target), { recursive: true });
      if (rel.endsWith(".db")) copySqliteRerooted(join(dir, "home", rel), target, reroot);
      else writeFileSync(target, reroot(readFileSync(join(dir, "home", rel), "utf8")));
    }
    git(repo, "init", "-q", "-b", "main");
    git(repo, "config", "user.name", "Relay");
    git(repo, "config", "user.email", "relay@example.invalid");
    git(repo, "config", "commit.gpgsign", "false");
    setProjectFiles(repo, manifest.start);
    commitProject(repo, "Scaffold the project");

    const env = replayEnv(home);
    const installed = new Set<Agent>();
    const briefings: string[] = [];
    const recorded: (string | null)[] = [];
    for (const entry of manifest.hops) {
      const hop = JSON.parse(readFileSync(join(dir, entry.file), "utf8")) as HopRecord;
      recorded.push(hop.briefing === undefined ? null : reroot(hop.briefing));
      if (!installed.has(hop.agent) && HOOKED.has(hop.agent)) {
        const done = await cli(["hooks", "install", hop.agent], "", repo, env);
        if (done.code !== 0) throw new Error(`hooks install ${hop.agent}: ${done.stderr}`);
        installed.add(hop.agent);
      }
      const calls = hop.tape.filter(
        (t) => t.args[0] !== "hook" || REPLAYED.has(String(t.input["hook_event_name"])),
      );
      const opens = (t: HopRecord["tape"][number] | undefined) =>
        t?.input["hook_event_name"] === "SessionStart" || t?.args[0] === "resume";
      const first = opens(calls[0]) ? calls.shift() : null;
      briefings.push(first === null || first === undefined ? "" : await hookCall(first, reroot));
      for (const commit of hop.repo.commits) {
        setProjectFiles(repo, commit.files);
        commitProject(repo, commit.message);
      }
      setProjectFiles(repo, hop.repo.worktree);
      for (const call of calls) await hookCall(call, reroot);
    }
    // The session after the last hop: what `handoff resume` would brief it with.
    const last = await cli(["resume", "--format", "claude-hook"], "", repo, env);
    briefings.push(additionalContext(last.stdout));
    recorded.push(null);
    return { name, agents: manifest.hops.map((h) => h.agent), briefings, recorded };

    async function hookCall(
      call: HopRecord["tape"][number],
      rerootText: (text: string) => string,
    ): Promise<string> {
      if (call.args[0] !== "hook") {
        // A call typed by hand (an agent without hooks): no stdin, its paths rerooted.
        const args = call.args.map(rerootText);
        let done = await cli(args, "", repo, env);
        // A user whose hand-typed write is refused for want of a next action alone answers the
        // refusal and writes again; the replay cannot know their step, so it writes without one.
        if (args[0] === "write" && done.code === 3 && onlyMissingNext(done.stderr)) {
          done = await cli([...args, "--allow-missing-next"], "", repo, env);
        }
        return additionalContext(done.stdout);
      }
      const input = rerootText(JSON.stringify(call.input));
      const done = await cli(call.args, input, repo, env);
      return additionalContext(done.stdout);
    }
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

/** The relays recorded under `dir` (each a folder with a relay.json), by name. */
export function recordedRelays(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => existsSync(join(dir, name, "relay.json")))
    .sort();
}

/**
 * The recorded placeholders → this replay's paths, in the three spellings the agents use: the
 * HOME path, the repo path (not inside a longer name such as Gemini's `…/tmp/<repo>-<hash>`)
 * and Claude Code's project slug of it.
 */
function rerooter(manifest: RelayManifest, repo: string, home: string): (text: string) => string {
  const slug = (p: string) => p.replace(/[^A-Za-z0-9]/g, "-");
  const quote = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const repoPattern = new RegExp(
    `(?<![A-Za-z0-9_.-])${quote(manifest.repo)}(?![A-Za-z0-9_-])`,
    "g",
  );
  return (text) =>
    text
      .replaceAll(slug(manifest.repo), slug(repo))
      .replaceAll(manifest.home, home)
      .replace(repoPattern, repo);
}

interface SqliteDb {
  prepare(sql: string): {
    all(...params: unknown[]): Record<string, unknown>[];
    run(...params: unknown[]): unknown;
  };
  close(): void;
}
type SqliteConstructor = new (path: string) => SqliteDb;

/**
 * Node's own SQLite where it has one (22.13+), else the optional `better-sqlite3`: the addon is
 * built for the Node that installed it, so Node 24 running a Node 20 install must not load it.
 */
function sqliteDriver(): SqliteConstructor {
  const load = createRequire(import.meta.url);
  try {
    const { DatabaseSync } = load("node:sqlite") as { DatabaseSync?: SqliteConstructor };
    if (DatabaseSync !== undefined) return DatabaseSync;
  } catch {
    // Node 20: no built-in SQLite.
  }
  return load("better-sqlite3") as SqliteConstructor;
}

/** Copy a recorded SQLite store (OpenCode's) with the placeholders in its text cells rerooted. */
function copySqliteRerooted(from: string, to: string, reroot: (text: string) => string): void {
  writeFileSync(to, readFileSync(from));
  const Database = sqliteDriver();
  const db = new Database(to);
  try {
    const tables = db
      .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
      .all()
      .map((row) => String(row["name"]));
    for (const table of tables) {
      for (const row of db.prepare(`SELECT rowid AS rowid_, * FROM "${table}"`).all()) {
        for (const [column, value] of Object.entries(row)) {
          if (column === "rowid_" || typeof value !== "string" || reroot(value) === value) continue;
          db.prepare(`UPDATE "${table}" SET "${column}" = ? WHERE rowid = ?`).run(
            reroot(value),
            row["rowid_"],
          );
        }
      }
    }
  } finally {
    db.close();
  }
}

/** The context a SessionStart hook printed, or "" (no packet yet, or not that shape). */
export function additionalContext(stdout: string): string {
  const text = stdout.trim();
  if (text === "") return "";
  try {
    const parsed = JSON.parse(text) as { hookSpecificOutput?: { additionalContext?: unknown } };
    const context = parsed.hookSpecificOutput?.additionalContext;
    return typeof context === "string" ? context : text;
  } catch {
    return text;
  }
}

/** One `handoff …` run through the CLI's entry point, in-process. */
async function cli(
  args: string[],
  stdin: string,
  cwd: string,
  env: NodeJS.ProcessEnv,
): Promise<{ code: number; stdout: string; stderr: string }> {
  const out = collect();
  const err = collect();
  const code = await main(args, {
    stdin: Readable.from([stdin]),
    stdout: out.stream,
    stderr: err.stream,
    cwd,
    env,
  });
  return { code, stdout: out.text(), stderr: err.text() };
}

function collect(): { stream: PassThrough; text: () => string } {
  const stream = new PassThrough();
  const chunks: Buffer[] = [];
  stream.on("data", (chunk: Buffer) => chunks.push(chunk));
  return { stream, text: () => Buffer.concat(chunks).toString("utf8") };
}

/** The hooks' environment: this replay's HOME, no inherited handoff or agent settings. */
function replayEnv(home: string): NodeJS.ProcessEnv {
  return {
    PATH: process.env["PATH"] ?? "/usr/bin:/bin",
    HOME: home,
    LANG: "C.UTF-8",
    NO_COLOR: "1",
    TMPDIR: tmpdir(),
  };
}

function git(cwd: string, ...args: string[]): string {
  return execFileSync("git", args, {
    cwd,
    encoding: "utf8",
    env: {
      PATH: process.env["PATH"] ?? "/usr/bin:/bin",
      HOME: cwd,
      GIT_AUTHOR_DATE: GIT_DATE,
      GIT_COMMITTER_DATE: GIT_DATE,
      GIT_CONFIG_NOSYSTEM: "1",
    },
  });
}

/** Make the repo's project files exactly `files` (the agents' settings and the store untouched). */
function setProjectFiles(repo: string, files: Files): void {
  for (const path of projectFiles(repo, "")) {
    if (!(path in files)) unlinkSync(join(repo, path));
  }
  for (const [path, content] of Object.entries(files)) {
    const target = join(repo, path);
    mkdirSync(dirname(target), { recursive: true });
    if (!existsSync(target) || readFileSync(target, "utf8") !== content)
      writeFileSync(target, content);
  }
}

function projectFiles(repo: string, rel: string): string[] {
  return readdirSync(join(repo, rel)).flatMap((name) => {
    const path = rel === "" ? name : `${rel}/${name}`;
    if (NOT_PROJECT.test(path)) return [];
    return statSync(join(repo, path)).isDirectory() ? projectFiles(repo, path) : [path];
  });
}

/** Commit the project files only, as the sessions did (`git add src test && git commit`). */
function commitProject(repo: string, message: string): void {
  git(repo, "add", "-A", "--", ".", ":!.claude", ":!.codex", ":!.gemini", ":!.handoff");
  git(repo, "commit", "-q", "--allow-empty", "-m", message);
}

/** Whether a refused write's reasons are the missing next action and nothing else. */
export function onlyMissingNext(stderr: string): boolean {
  const reasons = stderr.split("\n").filter((line) => /^\s+- /.test(line));
  return reasons.length === 1 && /^\s+- no next action\b/.test(reasons[0] ?? "");
}
