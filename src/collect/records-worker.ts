/**
 * `handoff ingest AGENT PATH` of a big transcript, read on a worker thread whose heap this
 * process chooses (`READER_HEAPS`): on the main thread, Node 24 grows the young generation of a
 * 300 MB session's parse to 128 MB, where the worker's stays at 2 MB, and no flag of Node's
 * command line is needed for it.
 *
 * This one module is both sides, as `transcript-worker.ts` is: `readRecordLinesOnWorker` starts
 * a Worker on this very file (its own chunk in the bundles, reached only by a dynamic import),
 * whose top level, run as that worker, sends the lines of `readRecordLines` back a chunk at a
 * time. At most `IN_FLIGHT` chunks wait for the main thread's write: a slow reader of stdout
 * holds the worker back instead of filling the heap with lines.
 */
import {
  isMainThread,
  parentPort,
  type ResourceLimits,
  Worker,
  workerData,
} from "node:worker_threads";
import { HandoffError } from "../errors.js";
import type { SessionChoice } from "./transcripts/adapter.js";
import { reviveError, type SentError, sendError } from "./worker-errors.js";

/** Chunks sent and not yet written by the main thread. */
const IN_FLIGHT = 4;

/**
 * The heaps a reader is given, one attempt each. The first is small: the records leave the
 * worker as their commands finish, so what it holds is the parser's pending calls and the
 * redaction rules (a 300 MB Claude Code session peaks at ~12 MB live; this heap keeps Node 24's
 * RSS of the whole command ~115 MB where the main thread's took 220-250 MB). A transcript that
 * needs more (a line of tens of MB decoded whole) is read again with the second, its lines
 * already printed skipped, rather than fail.
 */
export const READER_HEAPS: readonly ResourceLimits[] = [
  { maxYoungGenerationSizeMb: 1, maxOldGenerationSizeMb: 32 },
  { maxYoungGenerationSizeMb: 2, maxOldGenerationSizeMb: 512 },
];

/** What the worker is asked to read (workerData). */
interface RecordsRequest {
  /** Marks the worker data as this module's, so the file's top level knows it is the worker. */
  handoffRecordsWorker: 1;
  path: string;
  agent: string;
  opencode: SessionChoice;
  /** Chunks an attempt before this one printed: read, not sent. */
  skip: number;
}

type FromWorker =
  | { type: "lines"; text: string }
  | { type: "done" }
  | { type: "failed"; error: SentError };

/** The main thread wrote a chunk: the worker may send one more. */
type ToWorker = { type: "written" };

/** A reader that ran out of its heap (the next heap may do). */
class OutOfHeapError extends Error {}

/**
 * The lines `readRecordLines` gives, read on a worker with each of `heaps` in turn until one
 * suffices. Ending the loop early (the reader of stdout has gone) ends the worker. A transcript
 * that needs more than the last heap, or a worker that ends without a word, is a HandoffError
 * (exit 70) that says so: the lines printed until then are not all of the transcript's.
 */
export async function* readRecordLinesOnWorker(
  path: string,
  agent: string,
  opencode: SessionChoice,
  heaps: readonly ResourceLimits[] = READER_HEAPS,
): AsyncGenerator<string> {
  let printed = 0;
  for (const [attempt, heap] of heaps.entries()) {
    try {
      for await (const text of readOnce(path, agent, opencode, heap, printed)) {
        printed += 1;
        yield text;
      }
      return;
    } catch (error) {
      if (!(error instanceof OutOfHeapError)) throw error;
      if (attempt === heaps.length - 1) {
        throw new HandoffError(
          `${path}: reading the transcript needed more memory than the ${heap.maxOldGenerationSizeMb ?? "default"} MB heap handoff gives its reader${printed > 0 ? "; the records printed before this are not all of them" : ""}`,
          70,
        );
      }
    }
  }
}

/** One attempt: a worker with `heap`, the first `skip` chunks left out. */
async function* readOnce(
  path: string,
  agent: string,
  opencode: SessionChoice,
  heap: ResourceLimits,
  skip: number,
): AsyncGenerator<string> {
  const data: RecordsRequest = { handoffRecordsWorker: 1, path, agent, opencode, skip };
  const worker = new Worker(new URL(import.meta.url), { workerData: data, resourceLimits: heap });
  const queue: FromWorker[] = [];
  let ended: Error | null = null;
  let wake: (() => void) | null = null;
  const notify = (): void => {
    wake?.();
    wake = null;
  };
  worker.on("message", (message: FromWorker) => {
    queue.push(message);
    notify();
  });
  worker.on("error", (error: NodeJS.ErrnoException) => {
    ended =
      error.code === "ERR_WORKER_OUT_OF_MEMORY"
        ? new OutOfHeapError(error.message)
        : new HandoffError(`${path}: the transcript reader failed: ${error.message}`, 70, {
            cause: error,
          });
    notify();
  });
  worker.on("exit", (code) => {
    ended ??= new HandoffError(
      `${path}: the transcript reader stopped (exit code ${code}) before the end of the transcript`,
      70,
    );
    notify();
  });
  try {
    for (;;) {
      const message = queue.shift();
      if (message === undefined) {
        if (ended !== null) throw ended;
        await new Promise<void>((resolve) => {
          wake = resolve;
        });
        continue;
      }
      if (message.type === "done") return;
      if (message.type === "failed") {
        // A line the worker refused before its heap could run out is the same as running out.
        if (message.error.name === "OverHeapError") throw new OutOfHeapError(message.error.message);
        throw await reviveError(message.error);
      }
      yield message.text;
      worker.postMessage({ type: "written" } satisfies ToWorker);
    }
  } finally {
    // Its answer is no longer read: a late error of a worker being ended is nobody's.
    worker.removeAllListeners();
    worker.on("error", () => undefined);
    void worker.terminate();
  }
}

/** The worker's side: send the lines, at most IN_FLIGHT unwritten, then say done. */
async function serve(request: RecordsRequest, port: NonNullable<typeof parentPort>) {
  const send = (message: FromWorker): void => port.postMessage(message);
  let credit = IN_FLIGHT;
  let wake: (() => void) | null = null;
  port.on("message", (_message: ToWorker) => {
    credit += 1;
    wake?.();
    wake = null;
  });
  try {
    const { readRecordLines } = await import("./transcripts/record-lines.js");
    let skip = request.skip;
    for await (const text of readRecordLines(request.path, request.agent, request.opencode)) {
      if (skip > 0) {
        skip -= 1;
        continue;
      }
      while (credit === 0) {
        await new Promise<void>((resolve) => {
          wake = resolve;
        });
      }
      credit -= 1;
      send({ type: "lines", text });
    }
    send({ type: "done" });
  } catch (error) {
    send({ type: "failed", error: sendError(error) });
  }
  // Nothing more to wait for: the main thread's acknowledgements must not keep this thread up.
  port.unref();
}

/** Run as the worker this module starts: the request is in workerData. */
function isRequest(value: unknown): value is RecordsRequest {
  return (
    typeof value === "object" &&
    value !== null &&
    (value as Partial<RecordsRequest>).handoffRecordsWorker === 1
  );
}

if (!isMainThread && parentPort !== null && isRequest(workerData)) {
  void serve(workerData, parentPort);
}
