/**
 * Whether a transcript belongs to this repository (SPEC §2.3), apart from the collection so that
 * the Stop gate, which reads a transcript only for its next action, checks it without loading
 * the whole collection.
 */
import { realpathSync } from "node:fs";
import { resolve } from "node:path";
import { ForeignTranscriptError } from "../errors.js";
import type { TranscriptSummary } from "../model/snapshot/types.js";
import { isWithin } from "../util/within.js";

/**
 * Refuse a transcript whose session ran outside this repository (SPEC §2.3): its edited files
 * and words belong to another project. A transcript that records no cwd is kept.
 */
export function assertTranscriptBelongs(
  summary: TranscriptSummary,
  path: string,
  root: string,
): void {
  if (summary.cwd === null) return;
  const cwd = resolve(summary.cwd);
  let real = cwd;
  try {
    real = realpathSync(cwd);
  } catch {
    // The session's folder is gone: compare the path as recorded.
  }
  if (!isWithin(root, real) && !isWithin(root, cwd)) {
    throw new ForeignTranscriptError(path, summary.cwd, root);
  }
}
