/**
 * What one hook run knows, built once by `run-hook.ts` before any action runs: the agent's
 * adapter, the parsed input, the repo root, the options and the environment, and the log. The
 * actions (`hook-write.ts`, `hook-brief.ts`, the budget and the gate) read it and never change it.
 */
import type { RepoFacts } from "../platform/locate-repo.js";
import type { GateMode } from "./config.js";
import type { OwnText } from "./hook-log.js";
import type { HookAdapter } from "./protocol/adapter.js";
import { type HookInput, describeHookEvent } from "./protocol/read-hook-input.js";

export interface HookRunOptions {
  /** The process's working directory: used when the input has no `cwd`. */
  cwd: string;
  /** `--root`: overrides the root found from the input's `cwd`. */
  root?: string;
  /** `--topic` (default `default`). */
  topic?: string;
  /** Clock for the log lines (injected by tests). */
  now?: () => Date;
  /** Set when stdin could not be read (timeout, too large): logged instead of parsing. */
  inputError?: string;
  /**
   * `--event`: the event, for a host whose input does not name it (its installed command does:
   * GitHub Copilot CLI).
   */
  event?: string;
  /** `--gate`: the Stop gate's mode, over the config's `gate`. */
  gate?: GateMode;
  /** The environment (the hosts' budgets); default `process.env`. */
  env?: NodeJS.ProcessEnv;
  /**
   * Set in a detached writer (`--from-file`): the input was handed over by a hook whose write ran
   * out of budget. Only the write runs, unbounded; no gate, nothing printed.
   */
  detached?: boolean;
  /**
   * Whether a write past its budget may be handed to a detached writer: only when this process
   * is the CLI itself (the writer reruns its script, and the hook then exits at once). A library
   * call inside another program (a test runner) writes unbounded instead.
   */
  canDetach?: boolean;
  /** Test-only: a pause before every hook-mode write, to slow it past its host's budget. */
  writeDelayMs?: number;
  /**
   * Test-only: how a detached writer pauses while it waits for a transcript its host writes
   * behind its hooks (transcript-lag.ts; default a timer).
   */
  sleep?: (ms: number) => Promise<void>;
  /** How long SessionStart's recovery of the previous session may hold the briefing (ms). */
  recoveryBoundMs?: number;
}

/** Append one line to `.handoff/hook.log`; false when even that failed. */
export type HookLog = (level: "info" | "error", message: string | OwnText) => Promise<boolean>;

/** One hook run, as the actions see it. */
export interface HookContext {
  adapter: HookAdapter;
  input: HookInput;
  /** The repo root (the input's `cwd`, or `--root`, walked up to the work tree's top). */
  root: string;
  /** Whether the root is a git work tree (outside git: workbench-only). */
  isGit: boolean;
  /** What the files said of the repository while finding the root (absent: git was asked). */
  facts?: RepoFacts;
  options: HookRunOptions;
  env: NodeJS.ProcessEnv;
  log: HookLog;
}

/**
 * The log of one run: lines name the agent and the event (`(unparsed)` before the input is
 * read) and go to the repo found from `root`, else from `--root` or the input's `cwd`. Errors
 * are also collected in `errors`, for the CLI to print when the log could not be written.
 */
export function createHookLog(
  agent: string,
  options: HookRunOptions,
  errors: string[],
  where: { input: HookInput | null; root: string | null },
): HookLog {
  const now = options.now ?? (() => new Date());
  return async (level, message) => {
    if (level === "error") errors.push(typeof message === "string" ? message : message.own);
    const dir = options.root ?? where.input?.cwd ?? undefined;
    const at = where.root ?? (await findHookRoot(options.cwd, dir).catch(() => null))?.root;
    if (at === undefined || at === null) return false;
    const event = where.input === null ? "(unparsed)" : describeHookEvent(where.input);
    // Loaded on the first line logged: the every-tool-call path usually logs nothing.
    const { appendHookLog } = await import("./hook-log.js");
    return appendHookLog(at, { agent, event, level, message }, now()).then(
      () => true,
      () => false,
    );
  };
}

/**
 * The repo root enclosing `dir` (resolved against `cwd`), or `dir` itself outside git, with the
 * facts read on the way.
 */
export async function findHookRoot(
  cwd: string,
  dir: string | undefined,
): Promise<{ root: string; isGit: boolean; facts?: RepoFacts }> {
  const { locateRepo } = await import("../platform/locate-repo.js");
  return locateRepo(cwd, dir);
}
