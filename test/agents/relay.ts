/**
 * A relay of real agent sessions: hops of Claude Code, Codex CLI, Gemini CLI and OpenCode in one
 * repo, each hooked agent with handoff's hooks installed as the README says and each session
 * opened by a scripted user prompt, the model a stand-in scripted turn by turn (plan.ts). Every
 * `handoff hook` call the agents make is taped (the shim on PATH records its arguments and
 * stdin); OpenCode, which has no hooks, gets the user's `handoff resume` before its session and
 * `handoff write --transcript <opencode.db>` after, taped alike. With HANDOFF_RECORD_RELAY=dir
 * the relay is saved for `npm run bench:fidelity` to replay: the transcripts at their
 * HOME-relative paths, the taped calls and the repo's commits and working tree per hop, the temp
 * paths made stable.
 */
import { chmodSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join, relative } from "node:path";
import { onlyMissingNext } from "../../bench/fidelity/replay.js";
import { git, shippedBinPath } from "../helpers/temp-repo.js";
import { scrubPaths, transcriptsOf } from "./fixtures.js";
import {
  type Agent,
  type AgentRun,
  handoff,
  makeWorld,
  pinnedVersion,
  type RelayAgent,
  type World,
} from "./harness.js";
import { openCodeDb, runClaude, runCodex, runGemini, runOpenCode } from "./run-agents.js";
import { anthropicDialect } from "./stand-in/anthropic.js";
import { geminiDialect } from "./stand-in/gemini.js";
import { openaiDialect } from "./stand-in/openai.js";
import { openaiChatDialect } from "./stand-in/openai-chat.js";
import type { Turn } from "./stand-in/plan.js";
import { type Dialect, type RecordedRequest, startStandIn } from "./stand-in/server.js";
import { install } from "./scenario-helpers.js";

/** One session of the relay: an agent, the user's prompts (one CLI run each), the model's turns. */
export interface Hop {
  agent: RelayAgent;
  /** Each prompt is one run of the CLI; the runs after the first resume the same session. */
  prompts: string[];
  turns: Turn[];
  /** Claude Code's answer to a `/compact` prompt (its compaction request). */
  compactSummary?: string;
}

/** A relay: the project it starts from and its hops. */
export interface Relay {
  name: string;
  /** The project's files, committed before the first hop. */
  files: Record<string, string>;
  /**
   * Shell scripts put on the world's PATH by name before the first hop (and on a login shell's,
   * through the HOME's .profile): the project's toolchain when the world's PATH and HOME do not
   * reach it (a `cargo` that runs the machine's toolchain).
   */
  tools?: Record<string, string>;
  hops: Hop[];
}

/** What one hop did, as the test sees it. */
export interface HopResult {
  agent: RelayAgent;
  runs: AgentRun[];
  /** Every request the hop's model stand-in received. */
  requests: RecordedRequest[];
  /** The SessionStart briefings `handoff hook` printed during the hop (its stdout). */
  briefings: string[];
  /** Every `handoff hook` call of the hop, in order: its arguments, stdin and stdout. */
  hooks: TapedCall[];
}

const DIALECTS: Record<RelayAgent, Dialect> = {
  claude: anthropicDialect,
  codex: openaiDialect,
  gemini: geminiDialect,
  opencode: openaiChatDialect,
};

/**
 * The `handoff` calls an OpenCode hop makes by hand, OpenCode having no hooks: `resume` before
 * the session (what the user reads it), `write` of its transcript after. Taped like hook calls.
 */
const openCodeCalls = (world: World) => ({
  before: ["resume"],
  after: ["write", "--transcript", openCodeDb(world), "--agent", "opencode", "--allow-dirty"],
});

/** Files of the agents' own settings and handoff's store: installed by the replay, not recorded. */
const NOT_PROJECT = /^(\.handoff|\.claude|\.codex|\.gemini)(\/|$)/;

/** Run the relay in a fresh world; `body` sees the hops' results, then the world is removed. */
export async function runRelay(
  relay: Relay,
  body: (world: World, hops: HopResult[]) => void | Promise<void>,
): Promise<void> {
  const world = makeWorld();
  try {
    const tape = join(world.home, "hook-tape.tsv");
    tapeShim(world, tape);
    for (const [name, script] of Object.entries(relay.tools ?? {})) {
      writeFileSync(join(world.binDir, name), script);
      chmodSync(join(world.binDir, name), 0o755);
    }
    // Codex CLI runs its commands in a login shell, whose /etc/profile resets PATH: the HOME's
    // profile puts the tools back first, as a user's profile keeps their toolchain on PATH.
    if (relay.tools !== undefined)
      writeFileSync(join(world.home, ".profile"), `export PATH="${world.binDir}:$PATH"\n`);
    for (const [path, content] of Object.entries(relay.files)) {
      mkdirSync(dirname(join(world.repo, path)), { recursive: true });
      writeFileSync(join(world.repo, path), content);
    }
    git(world.repo, "add", "-A");
    git(world.repo, "commit", "-q", "-m", "Scaffold the project");
    const start = snapshot(world.repo);
    const results: HopResult[] = [];
    const saved: SavedHop[] = [];
    const installed = new Set<RelayAgent>();
    for (const hop of relay.hops) {
      if (!installed.has(hop.agent) && hop.agent !== "opencode") install(world, hop.agent);
      installed.add(hop.agent);
      const byHand: TapedCall[] = [];
      if (hop.agent === "opencode") byHand.push(byHandCall(world, openCodeCalls(world).before));
      const head = git(world.repo, "rev-parse", "HEAD").trim();
      const standIn = await startStandIn(DIALECTS[hop.agent], {
        command: "true",
        finalText: "Done.",
        turns: hop.turns,
        root: world.repo,
        compactSummary: hop.compactSummary,
      });
      const runs: AgentRun[] = [];
      try {
        for (const [n, prompt] of hop.prompts.entries()) {
          runs.push(await runHopPrompt(world, hop.agent, standIn, prompt, n > 0));
        }
      } finally {
        await standIn.close();
      }
      if (hop.agent === "opencode") byHand.push(byHandCall(world, openCodeCalls(world).after));
      const taped = [...byHand.slice(0, 1), ...readTape(tape), ...byHand.slice(1)];
      rmSync(tape, { force: true });
      results.push({
        agent: hop.agent,
        runs,
        requests: standIn.requests,
        briefings: taped
          .filter((t) => t.event === "SessionStart" || t.args[0] === "resume")
          .map((t) => t.stdout),
        hooks: taped.filter((t) => t.args[0] === "hook"),
      });
      saved.push({
        agent: hop.agent,
        briefing: contextOf(results[results.length - 1]!.briefings[0] ?? ""),
        tape: taped.map(({ args, input }) => ({ args, input })),
        repo: hopRepo(world.repo, head),
      });
    }
    const dir = process.env["HANDOFF_RECORD_RELAY"];
    if (dir !== undefined && dir !== "") saveRelay(join(dir, relay.name), world, start, saved);
    await body(world, results);
  } finally {
    await world.cleanup();
  }
}

async function runHopPrompt(
  world: World,
  agent: RelayAgent,
  standIn: Awaited<ReturnType<typeof startStandIn>>,
  prompt: string,
  resume: boolean,
): Promise<AgentRun> {
  const run =
    agent === "claude"
      ? runClaude(world, standIn, prompt, resume ? ["--continue"] : [])
      : agent === "codex"
        ? runCodex(world, standIn, prompt, resume)
        : agent === "opencode"
          ? runOpenCode(world, standIn, prompt, resume)
          : runGemini(world, standIn, prompt, resume ? ["--resume", "latest"] : []);
  const done = await run;
  if (done.code !== 0)
    throw new Error(`${agent} exited ${done.code} on "${prompt}":\n${done.stdout}\n${done.stderr}`);
  return done;
}

/**
 * Replace the world's `handoff` shim with one that tapes every `hook` call: one line per call,
 * `args<TAB>stdin JSON<TAB>stdout JSON`, then the same exit code as the real CLI.
 */
function tapeShim(world: World, tape: string): void {
  const shim = join(world.binDir, "handoff");
  const bin = `"${process.execPath}" "${shippedBinPath()}"`;
  writeFileSync(
    shim,
    [
      "#!/bin/sh",
      'if [ "$1" = hook ]; then',
      '  in=$(mktemp); out=$(mktemp); line=$(mktemp); cat > "$in"',
      `  ${bin} "$@" < "$in" > "$out"; code=$?`,
      '  cat "$out"',
      // Built whole, then appended in one write: hosts run two hooks of one event at once (the
      // point-of-edit hook beside the write-ahead), and pieces appended apart would interleave.
      `  { printf '%s\\t' "$*"; tr -d '\\n' < "$in"; printf '\\t'; "${process.execPath}" -e 'process.stdout.write(JSON.stringify(require("fs").readFileSync(process.argv[1], "utf8")))' "$out"; printf '\\n'; } > "$line"`,
      `  cat "$line" >> "${tape}"`,
      '  rm -f "$in" "$out" "$line"; exit $code',
      "fi",
      `exec ${bin} "$@"`,
      "",
    ].join("\n"),
  );
  chmodSync(shim, 0o755);
}

/** Run `handoff <args>` as the user types it, taped as a hook call is (no stdin). */
function byHandCall(world: World, typed: string[]): TapedCall {
  let args = typed;
  let done = handoff(world, args);
  // Refused for want of a next action alone, a user answers and writes again (as the replay does).
  if (args[0] === "write" && done.code === 3 && onlyMissingNext(done.stderr)) {
    args = [...typed, "--allow-missing-next"];
    done = handoff(world, args);
  }
  if (args[0] === "write" && done.code !== 0)
    throw new Error(`handoff ${args.join(" ")} exited ${done.code}: ${done.stderr}`);
  return { args, input: {}, event: "", stdout: done.stdout };
}

/** One `handoff` call of a hop: its arguments, stdin (parsed), hook event and stdout. */
export interface TapedCall {
  args: string[];
  input: Record<string, unknown>;
  event: string;
  stdout: string;
}

function readTape(tape: string): TapedCall[] {
  if (!existsSync(tape)) return [];
  return readFileSync(tape, "utf8")
    .split("\n")
    .filter((line) => line !== "")
    .map((line) => {
      const [args = "", input = "{}", stdout = '""'] = line.split("\t");
      const parsed = JSON.parse(input) as Record<string, unknown>;
      return {
        args: args.split(" "),
        input: parsed,
        event: String(parsed["hook_event_name"] ?? ""),
        stdout: JSON.parse(stdout) as string,
      };
    });
}

/** A repo's project files (not the agents' settings nor handoff's store), path → text. */
export type Files = Record<string, string>;

function snapshot(repo: string, at?: string): Files {
  const files: Files = {};
  if (at !== undefined) {
    for (const path of git(repo, "ls-tree", "-r", "--name-only", at).split("\n")) {
      if (path === "" || NOT_PROJECT.test(path)) continue;
      files[path] = git(repo, "show", `${at}:${path}`);
    }
    return files;
  }
  const listed = git(repo, "ls-files", "--cached", "--others", "--exclude-standard");
  for (const path of listed.split("\n")) {
    if (path === "" || NOT_PROJECT.test(path) || !existsSync(join(repo, path))) continue;
    files[path] = readFileSync(join(repo, path), "utf8");
  }
  return files;
}

interface SavedHop {
  agent: RelayAgent;
  /** What the hop's agent was told at its start (its first SessionStart's context), "" for none. */
  briefing: string;
  tape: { args: string[]; input: Record<string, unknown> }[];
  repo: { commits: { message: string; files: Files }[]; worktree: Files };
}

/** The commits a hop made (each with its whole tree) and its working tree at the end. */
function hopRepo(repo: string, head: string): SavedHop["repo"] {
  const shas = git(repo, "rev-list", "--reverse", `${head}..HEAD`)
    .split("\n")
    .filter((s) => s !== "");
  return {
    commits: shas.map((sha) => ({
      message: git(repo, "log", "-1", "--format=%B", sha).trim(),
      files: snapshot(repo, sha),
    })),
    worktree: snapshot(repo),
  };
}

/** Write the relay's fixture: relay.json, the hops' tapes, the transcripts under home/. */
function saveRelay(dir: string, world: World, start: Files, hops: SavedHop[]): void {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const scrub = (text: string) => scrubPaths(text, world);
  const transcripts: string[] = [];
  for (const agent of ["claude", "codex", "gemini"] as Agent[]) {
    for (const path of transcriptsOf(world, agent)) {
      const rel = relative(world.home, path);
      const target = join(dir, "home", scrub(rel));
      mkdirSync(dirname(target), { recursive: true });
      writeFileSync(target, scrub(readFileSync(path, "utf8")));
      transcripts.push(scrub(rel));
    }
  }
  if (hops.some((h) => h.agent === "opencode")) {
    const rel = relative(world.home, openCodeDb(world));
    const target = join(dir, "home", rel);
    mkdirSync(dirname(target), { recursive: true });
    copySqliteScrubbed(openCodeDb(world), target, scrub);
    transcripts.push(rel);
  }
  const agents = [...new Set(hops.map((h) => h.agent))].sort();
  const relay = {
    recorded_with: Object.fromEntries(agents.map((a) => [a, pinnedVersion(a)])),
    repo: "/tmp/handoff-agents-repo",
    home: "/tmp/handoff-agents-home",
    transcripts: transcripts.sort(),
    start,
    hops: hops.map((hop, i) => ({ hop: i + 1, agent: hop.agent, file: `hop-${i + 1}.json` })),
  };
  writeFileSync(join(dir, "relay.json"), `${JSON.stringify(relay, null, 2)}\n`);
  for (const [i, hop] of hops.entries()) {
    writeFileSync(join(dir, `hop-${i + 1}.json`), `${scrub(JSON.stringify(hop, null, 2))}\n`);
  }
}

/** The additionalContext of a SessionStart hook's JSON output, a plain `resume`'s text, or "". */
function contextOf(stdout: string): string {
  if (stdout.trim() === "") return "";
  if (!stdout.trimStart().startsWith("{")) return stdout;
  const parsed = JSON.parse(stdout) as { hookSpecificOutput?: { additionalContext?: string } };
  return parsed.hookSpecificOutput?.additionalContext ?? "";
}

interface SqliteDb {
  prepare(sql: string): {
    all(...params: unknown[]): Record<string, unknown>[];
    run(...params: unknown[]): unknown;
  };
  exec(sql: string): void;
  close(): void;
}
type SqliteConstructor = new (path: string, options?: { readonly?: boolean }) => SqliteDb;

/**
 * Copy an SQLite store (its WAL folded in, by VACUUM INTO) with every text cell passed through
 * `scrub`: OpenCode's store holds the temp paths in its rows, as the JSONL transcripts do.
 */
function copySqliteScrubbed(from: string, to: string, scrub: (text: string) => string): void {
  const Database = createRequire(import.meta.url)("better-sqlite3") as SqliteConstructor;
  rmSync(to, { force: true });
  const live = new Database(from);
  live.exec(`VACUUM INTO '${to.replaceAll("'", "''")}'`);
  live.close();
  const db = new Database(to);
  const tables = db
    .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
    .all()
    .map((row) => String(row["name"]));
  for (const table of tables) {
    const rows = db.prepare(`SELECT rowid AS rowid_, * FROM "${table}"`).all();
    for (const row of rows) {
      for (const [column, value] of Object.entries(row)) {
        if (column === "rowid_" || typeof value !== "string" || scrub(value) === value) continue;
        db.prepare(`UPDATE "${table}" SET "${column}" = ? WHERE rowid = ?`).run(
          scrub(value),
          row["rowid_"],
        );
      }
    }
  }
  db.exec("VACUUM");
  db.close();
}
