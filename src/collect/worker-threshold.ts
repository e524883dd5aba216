/**
 * When `collect` parses the transcript on a worker thread beside the feedback-log scan (issue
 * 33): only when both are big and both will be read in full. A worker costs ~30-50 ms to start
 * and its own heap, so a small input, or a warm write that reads only what was appended since
 * the scan caches were saved, keeps to one thread.
 */
import { existsSync, statSync } from "node:fs";
import { join } from "node:path";
import type { ResourceLimits } from "node:worker_threads";
import { HANDOFF_DIR } from "../model/snapshot/handoff-path.js";
import { readEnvCount } from "../util/env-count.js";

/** The sizes from which each input counts as big. */
export interface WorkerThresholds {
  /** The transcript file. */
  transcriptBytes: number;
  /** The feedback log's files together. */
  logBytes: number;
}

const MB = 1024 * 1024;

/**
 * A 16 MB transcript is ~150 ms of parsing and a 64 MB log ~100 ms of scanning on a quiet core
 * (the log's scan is the faster per byte): below either, the overlap no longer pays the start.
 */
export const WORKER_THRESHOLDS: WorkerThresholds = { transcriptBytes: 16 * MB, logBytes: 64 * MB };

/**
 * `HANDOFF_WORKER_MIN_BYTES` (tests and measurements): one threshold for both inputs, a
 * non-negative integer; unset or anything else, the defaults.
 */
export function workerThresholds(env: NodeJS.ProcessEnv): WorkerThresholds {
  const value = readEnvCount(env, "HANDOFF_WORKER_MIN_BYTES");
  return value === null ? WORKER_THRESHOLDS : { transcriptBytes: value, logBytes: value };
}

/**
 * Parse `transcript` on a worker: it is a regular file of at least the threshold, the log files
 * (repo-relative under `root`) add up to at least theirs, and there is no scan cache yet, so
 * both are read in full. A cache folder means a write before this one, whose caches a warm
 * write resumes (a new session beside a cached log is then the transcript alone to parse).
 */
export function parseOnWorker(
  root: string,
  feedbackFiles: readonly string[],
  transcript: string,
  thresholds: WorkerThresholds,
): boolean {
  if (existsSync(join(root, HANDOFF_DIR, "cache"))) return false;
  const transcriptSize = fileSize(transcript);
  if (transcriptSize === null || transcriptSize < thresholds.transcriptBytes) return false;
  let logSize = 0;
  for (const file of feedbackFiles) logSize += fileSize(join(root, file)) ?? 0;
  return feedbackFiles.length > 0 && logSize >= thresholds.logBytes;
}

/** The size of a regular file, or null (missing, a folder, unreadable: the read reports it). */
function fileSize(path: string): number | null {
  try {
    const info = statSync(path);
    return info.isFile() ? info.size : null;
  } catch {
    return null;
  }
}

/**
 * A worker's heap, chosen here rather than by the user: Node 24's V8 sizes the young generation
 * from the machine's memory (semi-spaces up to 32 MB, where Node 20 stops at 16), and a flag
 * such as `--max-semi-space-size` can only be given on Node's command line, which the bin does
 * not control. A worker takes its limits from the thread that starts it. A young generation of
 * 2 MB: the parse makes short-lived objects at a high rate, and a larger one's RSS buys no
 * measurable speed. An old generation of 64 MB keeps V8 collecting rather than growing (the
 * state of a 300 MB session is ~20 MB).
 */
export const WORKER_HEAP: ResourceLimits = {
  maxYoungGenerationSizeMb: 2,
  maxOldGenerationSizeMb: 64,
};

/**
 * The smallest old generation `HANDOFF_WORKER_HEAP_MB` may set: below ~4 MB Node 24 cannot even
 * start a worker's isolate and ends the whole process, where a worker that starts and then runs
 * out of its heap ends alone (ERR_WORKER_OUT_OF_MEMORY), which handoff reports.
 */
const MIN_TEST_HEAP_MB = 4;

/**
 * `HANDOFF_WORKER_HEAP_MB` (tests only: a heap the worker runs out of): the old generation's
 * limit in MB, at least 4, with a 1 MB young generation, for every worker and every attempt;
 * null when unset or anything else (each worker's own heaps apply).
 */
export function workerHeap(env: NodeJS.ProcessEnv): ResourceLimits | null {
  const value = readEnvCount(env, "HANDOFF_WORKER_HEAP_MB");
  if (value === null) return null;
  return {
    maxYoungGenerationSizeMb: 1,
    maxOldGenerationSizeMb: Math.max(MIN_TEST_HEAP_MB, value),
  };
}
