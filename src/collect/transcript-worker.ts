/**
 * A transcript parsed on a worker thread while this thread scans the feedback log (issue 33):
 * on a cold write both are seconds of CPU work, which one thread does one after the other.
 *
 * This one module is both sides. `ingestOnWorker` starts a Worker on this very file; its top
 * level, run as that worker, parses the transcript with `ingestTranscript` and posts the
 * TranscriptSummary (plain data) back. Re-entering its own file works from dist/src and from the
 * esbuild bundles alike: there `import.meta.url` names the chunk holding this module, a chunk of
 * its own because it is reached only by a dynamic import (never a command's entry, whose top
 * level would run the CLI).
 *
 * The scan cache's save stays with the worker (it is a closure over the worker's state): the
 * worker waits to be told to save (the packet is stored) or to stop (the write failed), so a
 * refused write leaves `.handoff/` as it found it, as on the main thread.
 */
import {
  isMainThread,
  parentPort,
  type ResourceLimits,
  Worker,
  workerData,
} from "node:worker_threads";
import { HandoffError, InputError } from "../errors.js";
import type { AgentKind, TranscriptSummary } from "../model/snapshot/types.js";

/**
 * The worker's heap. A young generation of 2 MB instead of V8's default 16 MB semi-spaces: the
 * parse makes short-lived objects at a high rate, and the default's ~30 MB of RSS buys no
 * measurable speed. An old generation of 64 MB keeps V8 collecting rather than growing (the
 * state of a 300 MB session is ~20 MB); a session whose state outgrows it ends the worker, and
 * the transcript is parsed on the main thread (`WorkerLostError`).
 */
export const WORKER_HEAP: ResourceLimits = {
  maxYoungGenerationSizeMb: 2,
  maxOldGenerationSizeMb: 64,
};

/**
 * The worker ended without an answer (out of memory, or it could not start): nothing was said
 * about the transcript, which the caller then parses itself.
 */
export class WorkerLostError extends Error {}

/** What the worker is asked to read (workerData). */
interface WorkerRequest {
  /** Marks the worker data as this module's, so the file's top level knows it is the worker. */
  handoffTranscriptWorker: 1;
  path: string;
  agent: AgentKind | undefined;
  k: number;
  root: string;
  /** `write --session`: the session of a store holding several (OpenCode's). */
  session: string | undefined;
  /** Hold the scan cache's save until told; false: save it before answering. */
  defer: boolean;
}

/** An error as it crosses threads: its class and the fields the CLI reports. */
interface SentError {
  kind: "input" | "handoff" | "other";
  name: string;
  message: string;
  stack: string | undefined;
  exitCode: number | undefined;
  file: string | undefined;
  line: number | undefined;
  /** WrongAgentError's agent. */
  detected: AgentKind | undefined;
  /** A system error's fields (`describeSystemError` reads them). */
  code: string | undefined;
  path: string | undefined;
  syscall: string | undefined;
  errno: number | undefined;
}

type FromWorker =
  | { type: "warning"; message: string }
  | { type: "done"; summary: TranscriptSummary; saves: number }
  | { type: "failed"; error: SentError }
  | { type: "saved" };

type ToWorker = { type: "save" };

/** What `ingestOnWorker` asks for (the options of `ingestTranscript` a worker can take). */
export interface WorkerIngest {
  path: string;
  agent: AgentKind | undefined;
  k: number;
  root: string;
  /** `write --session`: the session of a store holding several (OpenCode's). */
  session?: string | undefined;
  /** Hold the scan cache's save for `save` (a write saves once the packet is stored). */
  defer: boolean;
  /** One line per scan-cache warning, as `ingestTranscript`'s `cache.warn` says it. */
  warn: (message: string) => void;
  /** The worker's heap (default `WORKER_HEAP`). */
  heap?: ResourceLimits | undefined;
}

/** A transcript being parsed on a worker. */
export interface TranscriptJob {
  /**
   * The summary, or the error `ingestTranscript` threw, rebuilt as the same class, or a
   * WorkerLostError. `save` is the scan cache's held save (null when there is none to run).
   */
  result: Promise<{ summary: TranscriptSummary; save: (() => Promise<void>) | null }>;
  /** End the worker: its result or its save is not wanted. Idempotent. */
  stop: () => void;
}

/** Start parsing a transcript on a worker thread. */
export function ingestOnWorker(request: WorkerIngest): TranscriptJob {
  const data: WorkerRequest = {
    handoffTranscriptWorker: 1,
    path: request.path,
    agent: request.agent,
    k: request.k,
    root: request.root,
    session: request.session,
    defer: request.defer,
  };
  // It writes to neither stdout nor stderr: warnings come back as messages.
  const worker = new Worker(new URL(import.meta.url), {
    workerData: data,
    resourceLimits: request.heap ?? WORKER_HEAP,
  });
  /** The save under way: settled by the worker's "saved", or by its end without one. */
  let saving: { done: () => void; failed: (error: Error) => void } | null = null;
  let ended = false;
  /** The error the worker reported, being rebuilt (its end then settles nothing). */
  let failure: Promise<Error> | null = null;
  const stop = (): void => {
    if (ended) return;
    ended = true;
    void worker.terminate();
  };
  const result = new Promise<{ summary: TranscriptSummary; save: (() => Promise<void>) | null }>(
    (resolve, reject) => {
      worker.on("message", (message: FromWorker) => {
        if (message.type === "warning") request.warn(message.message);
        else if (message.type === "failed") {
          failure = reviveError(message.error);
          void failure.then(reject);
        } else if (message.type === "saved") {
          saving?.done();
          saving = null;
        } else if (message.saves === 0) resolve({ summary: message.summary, save: null });
        else {
          // Parsed: the worker now only holds the save, which must not keep a process alive
          // whose write failed (`stop` ends it then; a process that exits ends it too).
          worker.unref();
          const save = (): Promise<void> =>
            ended
              ? Promise.resolve()
              : new Promise<void>((done, failed) => {
                  saving = { done, failed };
                  worker.ref();
                  worker.postMessage({ type: "save" } satisfies ToWorker);
                });
          resolve({ summary: message.summary, save });
        }
      });
      worker.on("error", (error) => {
        reject(new WorkerLostError(`the transcript worker failed: ${error.message}`));
        saving?.failed(error);
        saving = null;
      });
      worker.on("exit", (code) => {
        ended = true;
        // After its answer (and its save, if any) the worker ends as it should; settles nothing.
        const error = new WorkerLostError(`the transcript worker stopped (exit code ${code})`);
        if (failure === null) reject(error);
        saving?.failed(error);
        saving = null;
      });
    },
  );
  // Awaited only once the log is scanned: a failure before then is not an unhandled rejection.
  result.catch(() => undefined);
  return { result, stop };
}

/** The worker's side: parse, answer, then save or stop as told. */
async function serve(request: WorkerRequest, port: NonNullable<typeof parentPort>) {
  const send = (message: FromWorker): void => port.postMessage(message);
  const saves: (() => Promise<void>)[] = [];
  try {
    const { ingestTranscript } = await import("./transcripts/index.js");
    const summary = await ingestTranscript(request.path, {
      agent: request.agent,
      k: request.k,
      root: request.root,
      opencode: { session: request.session, within: request.root },
      cache: {
        warn: (message) => send({ type: "warning", message }),
        defer: request.defer ? (save) => saves.push(save) : undefined,
      },
    });
    send({ type: "done", summary, saves: saves.length });
  } catch (error) {
    send({ type: "failed", error: sendError(error) });
    return;
  }
  if (saves.length === 0) return;
  // Until told, only the save's state is of use: give the rest back before the main thread
  // generates the packet (the process's peak).
  await collectGarbage();
  // Told to save once the packet is stored; a failed write terminates this thread instead.
  port.once("message", (_command: ToWorker) => {
    void (async () => {
      for (const save of saves) await save();
      send({ type: "saved" });
    })();
  });
}

/**
 * A full collection of this worker's heap. Node gives a thread no `gc()` without
 * `--expose-gc`, which a worker cannot be started with; set now, it holds for contexts made
 * after, like this one. Best effort: without it the worker only holds more memory.
 */
async function collectGarbage(): Promise<void> {
  try {
    const [{ setFlagsFromString }, { runInNewContext }] = await Promise.all([
      import("node:v8"),
      import("node:vm"),
    ]);
    setFlagsFromString("--expose-gc");
    (runInNewContext("gc") as () => void)();
  } catch {
    // No gc in this runtime: the memory goes back when the worker ends.
  }
}

/** The fields of an error the CLI reports (message, file, line, exit code, system code). */
function sendError(error: unknown): SentError {
  const base = error instanceof Error ? error : new Error(String(error));
  const system = base as NodeJS.ErrnoException;
  return {
    kind: base instanceof InputError ? "input" : base instanceof HandoffError ? "handoff" : "other",
    name: base.name,
    message: base.message,
    stack: base.stack,
    exitCode: base instanceof HandoffError ? base.exitCode : undefined,
    file: base instanceof InputError ? base.file : undefined,
    line: base instanceof InputError ? base.line : undefined,
    detected: (base as { detected?: AgentKind }).detected,
    code: typeof system.code === "string" ? system.code : undefined,
    path: typeof system.path === "string" ? system.path : undefined,
    syscall: typeof system.syscall === "string" ? system.syscall : undefined,
    errno: typeof system.errno === "number" ? system.errno : undefined,
  };
}

/** The error the worker sent, as the class it was thrown as on the main thread. */
async function reviveError(sent: SentError): Promise<Error> {
  const where = {
    ...(sent.file === undefined ? {} : { file: sent.file }),
    ...(sent.line === undefined ? {} : { line: sent.line }),
  };
  if (sent.name === "WrongAgentError" && sent.detected !== undefined) {
    const { WrongAgentError } = await import("./transcripts/index.js");
    return new WrongAgentError(sent.message, sent.file ?? "", sent.detected);
  }
  let error: Error;
  if (sent.kind === "input") error = new InputError(sent.message, where);
  else if (sent.kind === "handoff") error = new HandoffError(sent.message, sent.exitCode ?? 70);
  else {
    error = new Error(sent.message);
    const system = error as NodeJS.ErrnoException;
    if (sent.code !== undefined) system.code = sent.code;
    if (sent.path !== undefined) system.path = sent.path;
    if (sent.syscall !== undefined) system.syscall = sent.syscall;
    if (sent.errno !== undefined) system.errno = sent.errno;
  }
  error.name = sent.name;
  // The worker's stack (shown only under HANDOFF_DEBUG, as any internal error's).
  if (sent.stack !== undefined) error.stack = sent.stack;
  return error;
}

/** Run as the worker this module starts: the request is in workerData. */
function isRequest(value: unknown): value is WorkerRequest {
  return (
    typeof value === "object" &&
    value !== null &&
    (value as Partial<WorkerRequest>).handoffTranscriptWorker === 1
  );
}

if (!isMainThread && parentPort !== null && isRequest(workerData)) {
  void serve(workerData, parentPort);
}
