/**
 * Hand-written Claude Code lines and their fold as one session: the shared set-up of the tests
 * that read conclusions from parsed events.
 */
import type { TranscriptEvent } from "../../src/collect/transcripts/events.js";
import { TranscriptAccumulator } from "../../src/collect/transcripts/summary.js";

/** The conclusions of `events`, folded as a session. */
export function fold(events: Iterable<TranscriptEvent>) {
  const acc = new TranscriptAccumulator(3);
  for (const event of events) acc.add(event);
  return acc.result("claude", "t", "/w").conclusions;
}

/** Claude Code's JSONL line number `n` of the session, with `message`. */
export const claudeLine = (n: number, type: string, message: unknown) => ({
  type,
  uuid: `u${n}`,
  cwd: "/w",
  sessionId: "s",
  timestamp: `2026-12-01T10:00:${String(n).padStart(2, "0")}.000Z`,
  message,
});
