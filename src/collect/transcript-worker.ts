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
import { WORKER_HEAP } from "./worker-threshold.js";
import type { AgentKind, TranscriptSummary } from "../model/snapshot/types.js";
import { reviveError, type SentError, sendError } from "./worker-errors.js";

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
  /** Which sessions of a store are this repository's, and whether to list them when several. */
  within: string;
  ask: boolean;
  /** Read and save the scan cache (false: `handoff ingest --summary`, which keeps none). */
  scanCache: boolean;
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
  /** The repository a store's sessions must belong to (default `root`), and whether to list them. */
  within?: string | undefined;
  ask?: boolean | undefined;
  /** Read and save the scan cache (default true). */
  scanCache?: boolean | undefined;
  /** One line per scan-cache warning, as `ingestTranscript`'s `cache.warn` says it. */
  warn: (message: string) => void;
  /** The worker's heap (default `WORKER_HEAP` of worker-threshold.ts). */
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
    within: request.within ?? request.root,
    ask: request.ask ?? false,
    scanCache: request.scanCache ?? true,
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
          // Input the worker refused as too big for its heap: this thread reads it, as after
          // the worker ran out of memory.
          failure =
            message.error.name === "OverHeapError"
              ? Promise.resolve(new WorkerLostError(message.error.message))
              : reviveError(message.error);
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
      opencode: { session: request.session, within: request.within, ask: request.ask },
      cache: request.scanCache
        ? {
            warn: (message) => send({ type: "warning", message }),
            defer: request.defer ? (save) => saves.push(save) : undefined,
          }
        : undefined,
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
