/**
 * A hook's packet write in a child process whose young generation handoff chooses (issue 39).
 *
 * A hook-mode write in the hook's own process (a turn's write ahead, PreCompact, a SessionEnd
 * within its budget, a recovery) peaked at ~137 MB on Node 24 against ~118 MB on Node 20, past
 * the 128 MB target. What grows is V8's young generation: the write keeps ~20 MB (the
 * transcript's cached state, the previous packet, the new one), and V8 doubles the semi-spaces
 * each time the bytes surviving its scavenges pass their size: 16 MB each at the end of the
 * bench's turn, where Node 24 allows them 64 MB (Node 20: 16), so the peak moved by 10-20 MB
 * from run to run. Only Node's command line sets that limit (`--max-semi-space-size`), and the
 * hook's command line is the host's; a worker thread, whose young generation its starter sets,
 * cost more than it saved (a second isolate, its own malloc arena and JIT code: ~20 MB).
 *
 * So the write runs in a child node started with the limit (SEMI_SPACE_FLAG), on the same
 * script file: the hook keeps what is cheap and its own (its input, the kept report, the log,
 * the transcript mark) and waits; the child runs `writeHandoff` and answers with what the hook
 * reports (id, status, packet) over its IPC channel. The work tree's `git status` the runner
 * started early is forwarded to the child as it ends, so the collection takes it as before. A
 * child that cannot start, or ends without an answer, leaves the write to the hook's own
 * process, as before it existed. The detached writer is started with the same limit. A small
 * session's write stays in the hook's process (write-heap.ts: the child would cost it more than
 * it saves).
 *
 * This one module is both sides: run as a script with CHILD_MARK, its top level serves the
 * request (from dist/src and from the bundle alike, where `import.meta.url` names the chunk
 * holding this module, reached only by a dynamic import).
 */
import { type ChildProcess, fork } from "node:child_process";
import { fileURLToPath } from "node:url";
import { reviveError, type SentError, sendError } from "../collect/worker-errors.js";
import type { WriteHandoffOptions, WriteHandoffResult } from "../pipeline/write-handoff.js";
import {
  adoptStartedGit,
  type GitResult,
  handOffStartedGitCalls,
  type StartedGit,
} from "../platform/run-git.js";
import { SEMI_SPACE_FLAG } from "./write-heap.js";

/** What a hook reports of a write: the packet's id, whether it is new, and the packet. */
export type HookWritten = Pick<WriteHandoffResult, "id" | "packet"> & {
  /** `kept`: nothing written, a newer packet of another session stays active (nothing-newer.ts). */
  status: WriteHandoffResult["status"] | "kept";
};

/** The options of `writeHandoff` a child can take: plain data, no callbacks. */
export type ChildWriteOptions = Omit<
  WriteHandoffOptions,
  "onWarning" | "onProgress" | "deferWrite" | "now"
>;

/** The argument that tells this module's top level it runs as the child. */
const CHILD_MARK = "--handoff-write-child";

/** The child ended without an answer, or could not start: the caller writes itself. */
export class WriteChildLostError extends Error {}

/** The first message to the child: what to write, and the git calls it may take. */
interface Request {
  type: "request";
  options: ChildWriteOptions;
  started: { cwd: string; args: readonly string[] }[];
}

type ToChild =
  | Request
  | { type: "git"; index: number; result: GitResult }
  | { type: "git-failed"; index: number; error: SentError };

type FromChild =
  | { type: "warning"; message: string }
  | { type: "done"; written: HookWritten }
  | { type: "failed"; error: SentError };

/** The child started ahead of its request (`startWriteChild`), not yet given one. */
let ahead: ChildProcess | null = null;

/**
 * Start the write's child now, before the write is asked of it: it starts node and loads the
 * write pipeline while the hook still keeps the turn's report (the hook's own work before its
 * write). It holds nothing: a hook that exits without writing ends it (its IPC channel closes).
 */
export function startWriteChild(): void {
  if (ahead !== null) return;
  try {
    ahead = forkChild();
  } catch {
    // Started again, or written here, when the write comes.
    return;
  }
  ahead.on("error", () => undefined);
  ahead.unref();
  (ahead.channel as { unref?: () => void } | undefined)?.unref?.();
}

/** This module's own file, the child's script (tests give another, one that fails). */
const SELF = fileURLToPath(import.meta.url);

/** Node options that give code to run, each with the value after it when not joined by `=`. */
const RUNS_CODE = new Set(["-e", "--eval", "-p", "--print"]);

/**
 * This process's node options a child may take: never code given on the command line (`-e`,
 * `--print`) or how to read it (`--input-type`): a child given the `-e` of a process that starts
 * it would run that code, start a child again, and so on without end. The rest (a preload, a
 * loader, memory limits) the child needs as its parent did.
 */
export function inheritedExecArgv(argv: readonly string[] = process.execArgv): string[] {
  const kept: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    const name = arg.split("=")[0] as string;
    if (RUNS_CODE.has(name)) {
      if (!arg.includes("=")) i++;
      continue;
    }
    if (name === "--input-type") continue;
    kept.push(arg);
  }
  return kept;
}

function forkChild(script = SELF): ChildProcess {
  return fork(script, [CHILD_MARK], {
    execArgv: [...inheritedExecArgv(), SEMI_SPACE_FLAG],
    serialization: "advanced",
    // Never the hook's stdout (its answer to the host) nor its stderr: errors come back as
    // messages, and a crash as an end without an answer.
    stdio: ["ignore", "ignore", "ignore", "ipc"],
  });
}

/**
 * Run `writeHandoff(options)` in a child node with the young generation of SEMI_SPACE_FLAG
 * (the one `startWriteChild` started, else a new one); warnings go to `warn`. Rejects with the
 * error the write threw (rebuilt as its class), or a WriteChildLostError. The child ends with
 * this process (its IPC channel closes).
 */
export function writeHandoffInChild(
  options: ChildWriteOptions,
  warn: (message: string) => void,
  script?: string,
): Promise<HookWritten> {
  let child: ChildProcess;
  try {
    child = (script === undefined ? ahead : null) ?? forkChild(script);
  } catch (error) {
    return Promise.reject(new WriteChildLostError(`the write process did not start: ${error}`));
  }
  if (script === undefined) ahead = null;
  child.ref();
  (child.channel as { ref?: () => void } | undefined)?.ref?.();
  if (child.exitCode !== null || child.signalCode !== null || !child.connected) {
    return Promise.reject(new WriteChildLostError("the write process ended before its request"));
  }
  // The status started for this write: the child's collection takes it once it has ended.
  const started = handOffStartedGitCalls();
  const send = (message: ToChild): void => {
    if (child.connected) child.send(message, (error) => void error);
  };
  send({ type: "request", options, started: started.map(({ cwd, args }) => ({ cwd, args })) });
  for (const [index, call] of started.entries()) forwardGit(call, index, send);
  return new Promise<HookWritten>((resolve, reject) => {
    let answered = false;
    child.on("message", (message: FromChild) => {
      if (message.type === "warning") warn(message.message);
      else if (message.type === "done") {
        answered = true;
        resolve(message.written);
      } else {
        answered = true;
        void reviveError(message.error).then(reject);
      }
    });
    child.on("error", (error) => {
      if (!answered) reject(new WriteChildLostError(`the write process failed: ${error.message}`));
      answered = true;
    });
    child.on("exit", (code, signal) => {
      if (!answered) {
        reject(new WriteChildLostError(`the write process ended (${signal ?? `exit ${code}`})`));
      }
      answered = true;
    });
  });
}

/** Send a started git call's result to the child when it ends (never an unhandled rejection). */
function forwardGit(call: StartedGit, index: number, send: (message: ToChild) => void): void {
  call.spawned.result.then(
    (result) => send({ type: "git", index, result }),
    (error: unknown) => send({ type: "git-failed", index, error: sendError(error) }),
  );
}

/** The child's side: take the request and the started git calls, write, answer, end. */
function serve(): void {
  const send = (message: FromChild): Promise<void> =>
    new Promise((done) => process.send?.(message, () => done()) ?? done());
  // The hook that started it is gone (past its budget its write went to a detached writer).
  process.on("disconnect", () => process.exit(0));
  // Loaded while the hook still works towards its request.
  const pipeline = enableCompileCache().then(() => import("../pipeline/write-handoff.js"));
  pipeline.catch(() => {});
  const calls: { done: (result: GitResult) => void; failed: (error: Error) => void }[] = [];
  process.on("message", (message: ToChild) => {
    if (message.type === "request") void write(message);
    else if (message.type === "git") calls[message.index]?.done(message.result);
    else void reviveError(message.error).then((error) => calls[message.index]?.failed(error));
  });
  async function write(request: Request): Promise<void> {
    request.started.forEach(({ cwd, args }, index) => {
      const result = new Promise<GitResult>((done, failed) => {
        calls[index] = { done, failed };
      });
      result.catch(() => {});
      adoptStartedGit({ cwd, args, spawned: { result, hold() {} } });
    });
    try {
      const { writeHandoff } = await pipeline;
      const written = await writeHandoff({
        ...request.options,
        onWarning: (message) => void send({ type: "warning", message }),
      });
      await send({ type: "done", written: pick(written) });
    } catch (error) {
      await send({ type: "failed", error: sendError(error) });
    }
    process.disconnect();
  }
}

function pick(written: WriteHandoffResult): HookWritten {
  return { id: written.id, status: written.status, packet: written.packet };
}

/** The CLI's compile cache (see bin.ts): the child loads the write pipeline from it. */
async function enableCompileCache(): Promise<void> {
  if (process.env["NODE_DISABLE_COMPILE_CACHE"]) return;
  const [module, { tmpdir }, { join }] = await Promise.all([
    import("node:module"),
    import("node:os"),
    import("node:path"),
  ]);
  const withCache = module.default as { enableCompileCache?: (dir: string) => unknown };
  try {
    withCache.enableCompileCache?.(join(tmpdir(), "handoff-compile-cache"));
  } catch {
    // A cache that cannot be used costs only speed.
  }
}

if (process.argv[2] === CHILD_MARK && process.send !== undefined) serve();
