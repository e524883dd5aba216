/**
 * Find a session's transcript without being told its path, as each agent's adapter locates its
 * sessions (`SessionLocator`, `agents/<id>/locate.ts`):
 * - `findSessionTranscript` (issue 17 item 7), for `handoff_write` over MCP, where the agent
 *   knows no path to pass: the newest transcript of a session run in this project, of one agent
 *   or of any; the session that is running writes to its transcript last.
 * - `findPreviousTranscript` answers the SessionStart recovery (issue 30): the newest transcript
 *   of this project other than the new session's own (near-empty, or not created yet), searched
 *   in the agent's folders and, when that folder holds one project's sessions only, beside the
 *   new session's own (Gemini CLI's chats folder, which its `transcript_path` names).
 * An agent whose adapter locates nothing (OpenCode) has none found. Regular files only (a FIFO
 * would block the read).
 */
import { lstat } from "node:fs/promises";
import { homedir } from "node:os";
import { basename, dirname } from "node:path";
import type { AgentKind } from "../../model/snapshot/types.js";
import type { LocateOptions, SessionLocator } from "./adapter.js";
import { ADAPTERS, type AdapterRegistry } from "./adapters.js";
import { type Candidate, newest, regularFiles } from "./session-files.js";
import { readRawLines } from "../../platform/lines/forward.js";

export { claudeProjectSlug } from "./agents/claude/locate.js";
export { codexSessionCwd } from "./agents/codex/locate.js";

export interface FindSessionOptions<A extends string = AgentKind> {
  /** Directories the session may have run in (the repo root, the server's cwd); absolute. */
  dirs: readonly string[];
  home?: string;
  env?: NodeJS.ProcessEnv;
  /** The adapters to ask (default: the shipped ones). */
  adapters?: AdapterRegistry<A>;
}

function locateOptions<A extends string>(options: FindSessionOptions<A>): LocateOptions {
  return { dirs: options.dirs, home: options.home ?? homedir(), env: options.env ?? process.env };
}

/** The registry the options name, else the shipped one (whose ids are `AgentKind`s). */
function registryOf<A extends string>(options: FindSessionOptions<A>): AdapterRegistry<A> {
  return options.adapters ?? (ADAPTERS as AdapterRegistry<string> as AdapterRegistry<A>);
}

/** The locators of `agent` (or of every agent that has one, in the registry's order). */
async function locators<A extends string>(
  agent: string | null,
  registry: AdapterRegistry<A>,
): Promise<{ agent: A; locator: SessionLocator }[]> {
  const out: { agent: A; locator: SessionLocator }[] = [];
  for (const adapter of registry.values()) {
    if ((agent === null || adapter.id === agent) && adapter.locate !== undefined)
      out.push({ agent: adapter.id, locator: await adapter.locate() });
  }
  return out;
}

/**
 * The newest transcript of a session run in one of `options.dirs`, for `agent` (or for any
 * agent, the newest of all; the registry's first on a tie), with the agent it belongs to; null
 * when there is none.
 */
export async function findSessionTranscript<A extends string = AgentKind>(
  agent: string | null,
  options: FindSessionOptions<A>,
): Promise<{ path: string; agent: A } | null> {
  const where = locateOptions(options);
  let best: { path: string; agent: A; mtime: number } | null = null;
  for (const { agent: id, locator } of await locators(agent, registryOf(options))) {
    const found = await locator.find(where, () => false);
    if (found !== null && (best === null || found.mtime > best.mtime))
      best = { path: found.path, agent: id, mtime: found.mtime };
  }
  return best === null ? null : { path: best.path, agent: best.agent };
}

export interface PreviousSessionOptions<A extends string = AgentKind>
  extends FindSessionOptions<A> {
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
  /** The git branch its session was last on, as the transcript says; null when it does not. */
  branch: string | null;
}

/**
 * The previous session's transcript for `agent` in this project: the newest one that is not the
 * new session's own; null when there is none (or the agent's sessions cannot be located).
 */
export async function findPreviousTranscript<A extends string = AgentKind>(
  agent: string,
  options: PreviousSessionOptions<A>,
): Promise<FoundTranscript | null> {
  const [entry] = await locators(agent, registryOf(options));
  if (entry === undefined) return null;
  const { locator } = entry;
  const session = options.currentSession;
  const own = (path: string): boolean => {
    if (options.current !== null && path === options.current) return true;
    if (session === null || session.length < 8) return false;
    return locator.isSession(basename(path), session);
  };
  const candidates: Candidate[] = [];
  if (options.current !== null && locator.projectFolder) {
    const beside = await regularFiles(dirname(options.current), (n) => locator.isTranscript(n));
    candidates.push(...beside.filter((c) => !own(c.path)));
  }
  const located = await locator.find(locateOptions(options), own);
  if (located !== null) candidates.push(located);
  const found = newest(candidates);
  if (found === null) return null;
  const stat = await lstat(found.path).catch(() => null);
  if (!stat?.isFile()) return null;
  const branch = (await locator.branchOf?.(found.path)) ?? null;
  return { path: found.path, mtimeMs: stat.mtimeMs, size: stat.size, branch };
}

/** Past this many grown bytes, a transcript is taken to hold new turns without reading them. */
const GROWTH_READ_LIMIT = 8 * 1024 * 1024;

/**
 * Whether `agent`'s transcript at `path` holds a turn after byte `from` (where its last write
 * read up to): a Codex `exec` run writes bookkeeping to its log after its last Stop write and
 * sends no SessionEnd, and that write must stand unless a turn followed. With `after` (when
 * the hook event of that write fired, ms), a turn the agent's lines date at or before it is not
 * one that followed: the agent put it on disk after the write read the file (GitHub Copilot CLI
 * writes its log behind the session), and the session's own write stands. True when the
 * agent's locator cannot tell turns apart, or the growth is too large to read; an undated turn
 * counts.
 */
export async function grewWithTurns<A extends string = AgentKind>(
  agent: string,
  path: string,
  from: number,
  to: number,
  options: Pick<FindSessionOptions<A>, "adapters"> & { after?: number | undefined } = {},
): Promise<boolean> {
  const [entry] = await locators(agent, registryOf({ dirs: [], ...options }));
  const isTurnLine = entry?.locator.isTurnLine;
  if (isTurnLine === undefined || to - from > GROWTH_READ_LIMIT) return true;
  const lineTime = options.after === undefined ? undefined : entry?.locator.lineTime;
  for await (const lines of readRawLines(path, { startOffset: from, startLineNo: 1 })) {
    for (const { buf, start, end, oversize } of lines) {
      if (oversize !== undefined) return true;
      const line = buf.toString("utf8", start, end);
      if (!isTurnLine(line)) continue;
      const at = lineTime?.(line) ?? null;
      if (at === null || options.after === undefined || at > options.after) return true;
    }
  }
  return false;
}
