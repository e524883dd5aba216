/**
 * Where a Codex CLI event's text sits in the rollout, as a resumable scan saves it instead of
 * the text (see `resume.ts`). A Codex event is made from one line or from several (a
 * command: its `function_call`, the output that said it was still running, the `write_stdin`
 * call and output that finished it, or the `exec_command_end` event): its source is every line
 * it was made from, in order, and which event of its kind the last one gave. Reading it back
 * hands those lines, re-read from the file, to a fresh `CodexParser`: the same code makes the
 * same event. Tuples of integers, to keep the cache small.
 */
import type { SourceRef, TranscriptEvent } from "../../events.js";

/** A line of the rollout: its offset and its length in bytes (no newline, no `\r`). */
export type RolloutLine = readonly [offset: number, length: number];
/** The lines an event was made from, in order, and which event of its kind the last one gave. */
export type CodexRef = readonly [lines: readonly RolloutLine[], nth: number];

/** A non-negative integer that a JSON number holds exactly. */
const isCount = (v: unknown): boolean => Number.isSafeInteger(v) && (v as number) >= 0;

/** Whether a value is a RolloutLine (offset and length, whole numbers). */
export const isRolloutLine = (v: unknown): boolean =>
  Array.isArray(v) && v.length === 2 && isCount(v[0]) && isCount(v[1]);

/** Event kinds whose text a saved state may hold (the others carry none). */
const TRACKED = new Set<TranscriptEvent["kind"]>([
  "command",
  "edit",
  "todos",
  "user",
  "report",
  "read",
  "plan",
  "cwd",
]);

/**
 * The events of the line at `place`, each marked with its source: the lines `chains` gives for
 * an event made from several, else that line alone; and its rank among the line's events of
 * its kind.
 */
export function trackEvents(
  events: TranscriptEvent[],
  place: RolloutLine,
  chains: WeakMap<TranscriptEvent, readonly RolloutLine[]>,
): TranscriptEvent[] {
  const ranks = new Map<TranscriptEvent["kind"], number>();
  return events.map((event) => {
    if (!TRACKED.has(event.kind)) return event;
    const nth = ranks.get(event.kind) ?? 0;
    ranks.set(event.kind, nth + 1);
    const from: CodexRef = [chains.get(event) ?? [place], nth];
    return { ...event, from };
  });
}

/** `ref` as a CodexRef, or undefined when it is not one. */
export function asCodexRef(ref: SourceRef): CodexRef | undefined {
  return Array.isArray(ref) &&
    ref.length === 2 &&
    Array.isArray(ref[0]) &&
    ref[0].length > 0 &&
    ref[0].every(isRolloutLine) &&
    isCount(ref[1])
    ? (ref as unknown as CodexRef)
    : undefined;
}
