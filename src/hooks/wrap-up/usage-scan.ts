/**
 * What a scan of a transcript's tail for the context usage finds, whatever the agent: the types
 * the per-agent scans (`context-budget.ts`, `gemini-usage.ts`) return, in a file of their own so
 * the scans do not import each other.
 */

/** The latest usage found in a transcript. */
export interface UsageSample {
  /** Tokens of context the model was given on its latest request. */
  tokens: number;
  /** The model id, when the line says (Claude always does; Codex in `turn_context`). */
  model: string | null;
  /** The window the agent itself reported (Codex), or null. */
  reported_window: number | null;
}

/** What a scan of a transcript tail found: a usage, a compaction after it, or nothing yet. */
export type UsageScan = UsageVerdict | null;

/** A decisive line: a usage, or a compaction after which older usage means nothing. */
export type UsageVerdict = { kind: "usage"; sample: UsageSample } | { kind: "compacted" };
