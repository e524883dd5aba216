/**
 * The transcript scan cache's types (`.handoff/cache/transcript-scan.json`, see
 * `transcript-cache.ts`): the saved scan and what it was made for. Its schema, which keeps a
 * value read back to these types, is `transcript-cache-check.ts` (loaded only to check a cache).
 */
import type { FileIdentity } from "../feedback/feedback-cache.js";
import type { PassedProof, SavedAccumulator } from "./summary-state.js";

/** Bump when the parser or the summary changes what it keeps across lines (a saved state of
 * the old shape would then resume wrong). */
export const TRANSCRIPT_CACHE_VERSION = 39;

/** What a saved scan was made for. */
export interface TranscriptScanKey {
  /** The transcript's display path (as the packet names it). */
  source: string;
  /** The adapter's id. */
  agent: string;
  k: number;
  passing_output: boolean;
}

/** The saved scan: at the start of the main file's first incomplete line; `P` is the parser's
 * state (the adapter's own shape, checked by the adapter's schema). */
export interface SavedTranscriptScan<P = unknown> {
  version: typeof TRANSCRIPT_CACHE_VERSION;
  key: TranscriptScanKey;
  /** Subagent files first, the main file last. */
  files: FileIdentity[];
  resume: { offset: number; line_no: number; hash: string; head: string };
  /** Lines with something of the session / with nothing of use (see `readEventBatches`). */
  counts: { used: number; unused: number };
  parser: P;
  summary: SavedAccumulator;
  /** The passing run of each failure group that passed later (`passedLaterProofs`). */
  passed: PassedProof[];
}
