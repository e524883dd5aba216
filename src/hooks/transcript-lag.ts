/**
 * A transcript its host puts on disk behind its hook events (GitHub Copilot CLI's `events.jsonl`,
 * the adapter's `transcriptBehind`): a write read at the event may miss the turn that ended just
 * before it, the session's final answer included, and a packet written from it lacks that answer
 * for good (the recovery at the next start takes lines dated before the write's event for the
 * session's own, not for turns to recover). The host appends in order and dates every line, so
 * once the file holds a line dated at or after the event, everything before the event is in it.
 *
 * The hook itself never waits for that (its host waits for the hook): a write that would read
 * the file before it holds the event goes to a detached writer at once, and the detached writer
 * polls the file's tail until it does, for at most TRANSCRIPT_WAIT_MS, then writes from what the
 * file holds. Only the session's own write events wait: a recovery at SessionStart reads another,
 * finished session.
 */
import type { HookAdapter } from "./protocol/adapter.js";
import type { HookInput } from "./protocol/read-hook-input.js";
import { reachesTime } from "../collect/transcripts/line-time.js";
import { readTail } from "../platform/lines/tail.js";
import { hookEventTime } from "./event-time.js";
import { locateTranscript } from "./locate-transcript.js";

/** How long a detached writer waits for the transcript to reach its event (Copilot: ~1 s late). */
export const TRANSCRIPT_WAIT_MS = 3_000;
/** How often it looks again: one read of the file's last few kilobytes. */
const POLL_MS = 50;
/** The tail read first: the event's own line and a few before it. */
const TAIL_BYTES = 16 * 1024;

/**
 * Whether a write of `input` must wait for its transcript to reach the event: the host writes
 * behind its hooks, the event is one of the session's own writes (not a recovery's), and the
 * transcript the input names does not yet hold a line dated at or after the event. False when
 * the transcript cannot be read (the write then goes on without it, as before).
 */
export function transcriptBehindEvent(adapter: HookAdapter, input: HookInput): boolean {
  const behind = adapter.transcriptBehind;
  if (behind === undefined) return false;
  const event = input.hook_event_name;
  if (!adapter.writeEvents.includes(event) && adapter.turnWriteEvents?.includes(event) !== true) {
    return false;
  }
  const transcript = locateTranscript(input);
  if (transcript === null) return false;
  const at = input.event_at ?? hookEventTime();
  try {
    const { text } = readTail(transcript, {
      initialBytes: TAIL_BYTES,
      isEnough: (read) => read.split("\n").some((line) => behind.lineTime(line) !== null),
    });
    return !reachesTime(text, at, behind.lineTime);
  } catch {
    return false;
  }
}

/** How a wait pauses between two looks (a timer; tests give one that moves the host on). */
export type Sleep = (ms: number) => Promise<void>;

const timer: Sleep = (ms) => new Promise((done) => setTimeout(done, ms));

/**
 * Wait until the transcript of `input` holds its event (`transcriptBehindEvent` false), for at
 * most `boundMs`: true when it does (at once, for a host that does not write behind), false when
 * the bound ran out first.
 */
export async function waitForTranscript(
  adapter: HookAdapter,
  input: HookInput,
  { sleep = timer, boundMs = TRANSCRIPT_WAIT_MS }: { sleep?: Sleep; boundMs?: number } = {},
): Promise<boolean> {
  for (let waited = 0; transcriptBehindEvent(adapter, input); waited += POLL_MS) {
    if (waited >= boundMs) return false;
    await sleep(POLL_MS);
  }
  return true;
}
