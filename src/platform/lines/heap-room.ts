/**
 * How much of a file this thread may turn into one string. The transcript readers run on worker
 * threads with small heaps (`collect/worker-threshold.ts`, `collect/records-worker.ts`), and rely
 * on a worker that runs out of its heap ending alone (ERR_WORKER_OUT_OF_MEMORY) so that the
 * thread that started it tries again with more room. That holds for a heap that fills slowly, not
 * for one string larger than the whole heap: V8 then aborts the process (SIGABRT; a 50 MB line
 * in a 32 MB heap did so about one run in twelve). So a worker refuses such a line or document
 * before reading it, and its starter tries again as it does after running out of memory.
 */
import { getHeapStatistics } from "node:v8";
import { isMainThread } from "node:worker_threads";

/**
 * Heap bytes a byte of input may cost while it is read: its string (two bytes a character
 * when it is not Latin-1), JSON.parse's copies of its strings, and what redaction and the
 * parsers make of them.
 */
const HEAP_PER_INPUT_BYTE = 8;

let room: number | undefined;

/** The longest line or document, in bytes, this thread reads whole (unbounded on the main thread). */
export function inputRoom(): number {
  room ??= isMainThread
    ? Number.POSITIVE_INFINITY
    : Math.floor(getHeapStatistics().heap_size_limit / HEAP_PER_INPUT_BYTE);
  return room;
}

/** A line or document too long for this worker's heap: read it again with more room. */
export class OverHeapError extends Error {
  override name = "OverHeapError";
}

/** Refuse `bytes` of input as one string when this thread's heap could not hold it. */
export function assertInputRoom(bytes: number): void {
  if (bytes > inputRoom()) {
    throw new OverHeapError(
      `${bytes} bytes read as one string need more than this thread's ${inputRoom()}-byte share of its heap`,
    );
  }
}
