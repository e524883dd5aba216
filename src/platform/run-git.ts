import { spawn } from "node:child_process";
import { InputError } from "../errors.js";

/** The fixed shape of every git call, success or failure (after execa). */
export interface GitResult {
  exitCode: number;
  stdout: string;
  stderr: string;
  /** True when stdout passed `maxBuffer`: git was stopped and `stdout` holds the first part. */
  truncated?: boolean;
}

/** Options of one git call. */
export interface RunGitOptions {
  /** Text written to git's stdin. */
  input?: string;
  /** Bytes of stdout kept; past it git is stopped and the result is marked `truncated`. */
  maxBuffer?: number;
  /**
   * An index file of the tool's own (`GIT_INDEX_FILE`), outside the repository: git then reads
   * and writes that one instead of the repository's.
   */
  indexFile?: string;
}

// Variables that would point git at another repository, index or work tree than `cwd`: a
// handoff run from inside a git hook inherits them, and must still read the repo at `--root`.
const REDIRECTING_ENV = [
  "GIT_DIR",
  "GIT_WORK_TREE",
  "GIT_INDEX_FILE",
  "GIT_COMMON_DIR",
  "GIT_OBJECT_DIRECTORY",
  "GIT_NAMESPACE",
  "GIT_PREFIX",
];

/**
 * The environment every git call of the tool runs in: the user's, minus the variables that
 * would point git at another repository, with no prompt, pager or editor (nothing may wait on a
 * terminal) and `extra` on top.
 */
export function gitEnvironment(extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ...extra,
    GIT_TERMINAL_PROMPT: "0",
    LC_ALL: "C",
    GIT_OPTIONAL_LOCKS: "0",
    GIT_PAGER: "cat",
    GIT_EDITOR: "true",
  };
  for (const name of REDIRECTING_ENV) delete env[name];
  return env;
}

/**
 * Run one read-only git command in `cwd`. Never throws for a non-zero exit: callers read
 * `exitCode`. `--no-optional-locks` keeps `git status` from refreshing the index file, so the
 * tool never writes to the repository. Beware: porcelain `git diff` against the work tree (with or
 * without a commit) still rewrites the index when it meets stat-dirty files (git 2.39): use the
 * plumbing `diff-files` / `diff-index` instead (test/e2e/read-only.test.ts catches it). Throws InputError (exit 2) only when git itself
 * cannot be started (not installed, not on PATH).
 */
export function runGit(
  cwd: string,
  args: readonly string[],
  options: RunGitOptions = {},
): Promise<GitResult> {
  if (
    options.input === undefined &&
    options.maxBuffer === undefined &&
    options.indexFile === undefined
  ) {
    const early = takeEarly(cwd, args);
    if (early !== undefined) return early;
  }
  return spawnGit(cwd, args, options).result;
}

/** A git call under way; `hold(false)` lets the process exit without waiting for it. */
interface Spawned {
  result: Promise<GitResult>;
  hold: (on: boolean) => void;
}

function spawnGit(
  cwd: string,
  args: readonly string[],
  { input, maxBuffer = 256 * 1024 * 1024, indexFile }: RunGitOptions,
): Spawned {
  const env = gitEnvironment();
  if (indexFile !== undefined) env["GIT_INDEX_FILE"] = indexFile;
  const child = spawn("git", ["--no-optional-locks", "-c", "core.quotePath=false", ...args], {
    cwd,
    env,
    stdio: [input === undefined ? "ignore" : "pipe", "pipe", "pipe"],
  });
  const result = new Promise<GitResult>((resolve, reject) => {
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    let size = 0;
    let truncated = false;
    child.stdout?.on("data", (chunk: Buffer) => {
      if (truncated) return;
      if (size + chunk.length > maxBuffer) {
        out.push(chunk.subarray(0, maxBuffer - size));
        size = maxBuffer;
        truncated = true;
        // The rest is not wanted: stop git instead of draining output nobody reads.
        child.kill("SIGTERM");
        return;
      }
      size += chunk.length;
      out.push(chunk);
    });
    child.stderr?.on("data", (chunk: Buffer) => err.push(chunk));
    child.on("error", (error: NodeJS.ErrnoException) => {
      if (error.code === "ENOENT") {
        reject(
          new InputError(
            "git was not found on PATH; install git or fix PATH",
            {},
            { cause: error },
          ),
        );
      } else {
        reject(error);
      }
    });
    child.on("close", (code) => {
      const result: GitResult = {
        exitCode: truncated ? 0 : (code ?? 128),
        stdout: Buffer.concat(out).toString("utf8"),
        stderr: Buffer.concat(err).toString("utf8"),
      };
      if (truncated) result.truncated = true;
      resolve(result);
    });
    // git may exit before reading all of stdin (e.g. a bad argument): that is not our error.
    child.stdin?.on("error", () => {});
    if (input !== undefined && child.stdin) child.stdin.end(input);
  });
  // The pipes are sockets: each keeps the process alive too, as the child does.
  const handles = [child, child.stdout, child.stderr] as ({ ref(): void; unref(): void } | null)[];
  const hold = (on: boolean) => {
    for (const handle of handles) {
      if (on) handle?.ref();
      else handle?.unref();
    }
  };
  return { result, hold };
}

/**
 * Git calls started before the code that needs them has loaded (`startGitEarly`), by folder and
 * arguments. Each is taken once, by the `runGit` call that asks for exactly it.
 */
const early = new Map<string, Spawned>();

const earlyKey = (cwd: string, args: readonly string[]) => [cwd, ...args].join("\0");

/**
 * Start `git args` in `cwd` now, for a later `runGit(cwd, args)` to take: a command starts the
 * work tree's `git status` first thing, so that it runs while the rest of the program is still
 * loading (in a big repository it takes longer than the whole start-up). One never asked for
 * holds nothing: the process may exit without waiting for it.
 */
export function startGitEarly(cwd: string, args: readonly string[]): void {
  const key = earlyKey(cwd, args);
  if (early.has(key)) return;
  const spawned = spawnGit(cwd, args, {});
  // Not taken yet: a failure is the taker's to see, never an unhandled rejection.
  spawned.result.catch(() => {});
  spawned.hold(false);
  early.set(key, spawned);
}

/**
 * A git call started early, as one copy of this module hands it to another: bin.ts starts the
 * gate's status in the CLI's bundle, and the Stop path's flat entry, which holds its own copy of
 * this module, adopts it (`adoptStartedGit`) for its `runGit` to take.
 */
export interface StartedGit {
  cwd: string;
  args: readonly string[];
  /** The running git and its hold on the event loop (released until taken). */
  spawned: { result: Promise<GitResult>; hold: (on: boolean) => void };
}

/** The early call of `git args` in `cwd`, taken out of this module to be handed on; undefined if none. */
export function handOffStartedGit(cwd: string, args: readonly string[]): StartedGit | undefined {
  const key = earlyKey(cwd, args);
  const spawned = early.get(key);
  if (spawned === undefined) return undefined;
  early.delete(key);
  return { cwd, args, spawned };
}

/**
 * Every early call not taken yet, taken out of this module to be handed on (to the thread that
 * writes the packet, see hooks/write-worker.ts); their holds stay released.
 */
export function handOffStartedGitCalls(): StartedGit[] {
  const calls: StartedGit[] = [];
  for (const [key, spawned] of early) {
    const [cwd = "", ...args] = key.split("\0");
    calls.push({ cwd, args, spawned });
  }
  early.clear();
  return calls;
}

/** Take a call another copy of this module started (`handOffStartedGit`) as started here. */
export function adoptStartedGit(started: StartedGit): void {
  const key = earlyKey(started.cwd, started.args);
  if (!early.has(key)) early.set(key, started.spawned);
}

/** Whether `git args` in `cwd` was started early and not taken yet. */
export function isStartedEarly(cwd: string, args: readonly string[]): boolean {
  return early.has(earlyKey(cwd, args));
}

function takeEarly(cwd: string, args: readonly string[]): Promise<GitResult> | undefined {
  const key = earlyKey(cwd, args);
  const spawned = early.get(key);
  if (spawned === undefined) return undefined;
  early.delete(key);
  spawned.hold(true);
  return spawned.result;
}
