/**
 * Find the current session's transcript without being told its path (issue 17 item 7), for
 * `handoff_write` over MCP, where the agent knows no path to pass:
 * - Claude Code keeps `~/.claude/projects/<slug>/<session>.jsonl`, where the slug is the
 *   session's working directory with `/` and `.` replaced by `-`;
 * - Codex CLI keeps `$CODEX_HOME/sessions/YYYY/MM/DD/rollout-*.jsonl` (default `~/.codex`),
 *   whose first line (`session_meta`) names the session's `cwd`.
 * The newest matching file wins: the session that is running writes to its transcript last.
 * Regular files only (a FIFO would block the read).
 *
 * `findPreviousTranscript` answers the SessionStart recovery (issue 30): the newest transcript
 * of this project other than the new session's own (near-empty, or not created yet), Gemini
 * CLI's included (its chats folder is the one the new session's `transcript_path` names).
 */
import { lstat, readdir } from "node:fs/promises";
import { homedir } from "node:os";
import { basename, dirname, join } from "node:path";
import { firstLine } from "../../platform/lines/strings.js";

export type SessionAgent = "claude" | "codex";

export interface FindSessionOptions {
  /** Directories the session may have run in (the repo root, the server's cwd); absolute. */
  dirs: readonly string[];
  home?: string;
  env?: NodeJS.ProcessEnv;
}

interface Candidate {
  path: string;
  mtime: number;
}

/** Codex rollouts are checked newest first, at most this many (each costs one small read). */
const CODEX_SCAN = 200;
/** The first line of a rollout holds the session's instructions: it can be long. */
const FIRST_LINE_BYTES = 1024 * 1024;

/** Pure: Claude Code's project folder name for a working directory. */
export function claudeProjectSlug(dir: string): string {
  return dir.replace(/[/.]/g, "-");
}

async function regularFiles(dir: string, keep: (name: string) => boolean): Promise<Candidate[]> {
  const names = await readdir(dir).catch(() => [] as string[]);
  const out: Candidate[] = [];
  for (const name of names.filter(keep)) {
    const path = join(dir, name);
    const stat = await lstat(path).catch(() => null);
    if (stat?.isFile()) out.push({ path, mtime: stat.mtimeMs });
  }
  return out;
}

async function subdirectories(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isDirectory()).map((e) => join(dir, e.name));
}

async function findClaude(options: FindSessionOptions, home: string): Promise<Candidate | null> {
  const found: Candidate[] = [];
  for (const dir of new Set(options.dirs)) {
    const folder = join(home, ".claude", "projects", claudeProjectSlug(dir));
    found.push(...(await regularFiles(folder, (n) => n.endsWith(".jsonl"))));
  }
  return newest(found);
}

/** Pure: the `cwd` of a Codex rollout's first line, or null. */
export function codexSessionCwd(firstLine: string): string | null {
  try {
    const value = JSON.parse(firstLine) as { type?: unknown; payload?: { cwd?: unknown } };
    const cwd = value.type === "session_meta" ? value.payload?.cwd : undefined;
    return typeof cwd === "string" ? cwd : null;
  } catch {
    return null;
  }
}

async function findCodex(
  options: FindSessionOptions,
  home: string,
  skip: (path: string) => boolean = () => false,
): Promise<Candidate | null> {
  const env = options.env ?? process.env;
  const base = join(env["CODEX_HOME"] ?? join(home, ".codex"), "sessions");
  // sessions/YYYY/MM/DD: walk three levels of folders, then the rollouts.
  let dirs = [base];
  for (let depth = 0; depth < 3; depth++) {
    dirs = (await Promise.all(dirs.map(subdirectories))).flat();
  }
  const rollouts = (
    await Promise.all(
      [base, ...dirs].map((d) =>
        regularFiles(d, (n) => n.startsWith("rollout-") && n.endsWith(".jsonl")),
      ),
    )
  )
    .flat()
    .sort((a, b) => b.mtime - a.mtime)
    .slice(0, CODEX_SCAN);
  const inside = (cwd: string) =>
    options.dirs.some((dir) => cwd === dir || cwd.startsWith(`${dir}/`));
  for (const rollout of rollouts) {
    if (skip(rollout.path)) continue;
    const cwd = codexSessionCwd(
      (await firstLine(rollout.path, { maxLineBytes: FIRST_LINE_BYTES }).catch(() => undefined)) ??
        "",
    );
    if (cwd !== null && inside(cwd)) return rollout;
  }
  return null;
}

function newest(candidates: readonly Candidate[]): Candidate | null {
  let best: Candidate | null = null;
  for (const c of candidates) if (best === null || c.mtime > best.mtime) best = c;
  return best;
}

/**
 * The newest transcript of a session run in one of `options.dirs`, for `agent` (or for either
 * agent, the newest of the two), with the agent it belongs to; null when there is none.
 */
export async function findSessionTranscript(
  agent: SessionAgent | null,
  options: FindSessionOptions,
): Promise<{ path: string; agent: SessionAgent } | null> {
  const home = options.home ?? homedir();
  const claude = agent === "codex" ? null : await findClaude(options, home);
  const codex = agent === "claude" ? null : await findCodex(options, home);
  if (claude !== null && (codex === null || claude.mtime >= codex.mtime)) {
    return { path: claude.path, agent: "claude" };
  }
  return codex === null ? null : { path: codex.path, agent: "codex" };
}

export interface PreviousSessionOptions extends FindSessionOptions {
  /** The new session's `transcript_path` (absolute), excluded; its folder is searched too. */
  current: string | null;
  /** The new session's id: its transcript, when the file names it, is excluded too. */
  currentSession: string | null;
}

/** A transcript found, with its size and modification time. */
export interface FoundTranscript {
  path: string;
  mtimeMs: number;
  size: number;
}

/**
 * The previous session's transcript for `agent` in this project: the newest one that is not the
 * new session's own; null when there is none. Claude Code: the project folders of `dirs` (and
 * the folder of `current`); Codex CLI: the newest rollout whose `cwd` is in `dirs`; Gemini CLI:
 * the folder of `current` (its chats folder), since its project folder name is not derivable.
 */
export async function findPreviousTranscript(
  agent: "claude" | "codex" | "gemini",
  options: PreviousSessionOptions,
): Promise<FoundTranscript | null> {
  const home = options.home ?? homedir();
  const session = options.currentSession;
  const own = (path: string): boolean => {
    if (options.current !== null && path === options.current) return true;
    if (session === null || session.length < 8) return false;
    const name = basename(path);
    // Claude names the file after the session; Codex and Gemini put (part of) the id in it.
    return name.includes(agent === "gemini" ? session.slice(0, 8) : session);
  };
  let found: Candidate | null;
  if (agent === "codex") found = await findCodex(options, home, own);
  else {
    const folders = new Set<string>();
    if (options.current !== null) folders.add(dirname(options.current));
    if (agent === "claude") {
      for (const dir of options.dirs)
        folders.add(join(home, ".claude", "projects", claudeProjectSlug(dir)));
    }
    const keep = (name: string) =>
      name.endsWith(".jsonl") || (agent === "gemini" && name.endsWith(".json"));
    const all = (await Promise.all([...folders].map((f) => regularFiles(f, keep)))).flat();
    found = newest(all.filter((c) => !own(c.path)));
  }
  if (found === null) return null;
  const stat = await lstat(found.path).catch(() => null);
  return stat?.isFile() ? { path: found.path, mtimeMs: stat.mtimeMs, size: stat.size } : null;
}
