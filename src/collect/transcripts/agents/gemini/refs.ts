/**
 * Where a Gemini CLI event's text sits in the session file, as a resumable scan saves it
 * instead of the text (see `resume.ts`). Every event is made from one message: a line of
 * its own, or one of the messages a `{"$set": {"messages": […]}}` line replaces the list with.
 * A source is the line, the message's index in it, what of the message made the event (the
 * index of a tool call, or -1 for the message's own text: the user's words, the cwd, the report)
 * and the event's rank among those of its kind it made (a `cat a b` makes a command and two
 * reads). Reading it back hands that part of the message, re-read from the file, to a fresh
 * `GeminiParser`: the same code makes the same events. Tuples of integers, to keep the cache
 * small.
 */
import type { SourceRef, TranscriptEvent } from "../../events.js";

/** A line of the session file: its offset and length in bytes (no newline, no `\r`). */
export type GeminiLine = readonly [offset: number, length: number];
/** A message: its line and its index in the line (0 for a line that is one message). */
export type MessagePlace = readonly [offset: number, length: number, message: number];
/**
 * An event's source: its message, the tool call's index in it (-1: the message's text), and its
 * rank among the events of its kind that part made.
 */
export type GeminiRef = readonly [
  offset: number,
  length: number,
  message: number,
  call: number,
  nth: number,
];

/** Whether a value is a GeminiRef: whole numbers, none negative but the call (-1: the text). */
const isGeminiRef = (v: unknown): boolean =>
  Array.isArray(v) &&
  v.length === 5 &&
  v.every((n, i) => Number.isSafeInteger(n) && (n as number) >= (i === 3 ? -1 : 0));

/** `ref` as a GeminiRef, or undefined when it is not one. */
export function asGeminiRef(ref: SourceRef): GeminiRef | undefined {
  return isGeminiRef(ref) ? (ref as unknown as GeminiRef) : undefined;
}

/** `events` (of one message's text or one call) marked with their source, when tracked. */
export function trackGemini(
  events: TranscriptEvent[],
  at: MessagePlace | undefined,
  call: number,
): TranscriptEvent[] {
  if (at === undefined) return events;
  const ranks = new Map<TranscriptEvent["kind"], number>();
  return events.map((event) => {
    const nth = ranks.get(event.kind) ?? 0;
    ranks.set(event.kind, nth + 1);
    const from: GeminiRef = [at[0], at[1], at[2], call, nth];
    return { ...event, from } as TranscriptEvent;
  });
}
