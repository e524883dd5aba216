/**
 * Pure: a failed attempt's command and a failure's reason line, shared by the briefing's facts
 * and the reasons of carried attempts (carried-reasons.ts).
 */
import type { Packet } from "../model/packet/types.js";
import { failureLine, NEVER_A_REASON, scoreLine } from "../trim/failure-line.js";

/** `npm test -> exit 1 (x3)` → `npm test`. */
export function commandOf(attempt: string): string {
  const cut = attempt.lastIndexOf(" -> exit ");
  return cut < 0 ? attempt : attempt.slice(0, cut);
}

/**
 * A failure's reason as the packet states it; a packet written before reasons were chosen
 * (SPEC §2.3) may hold a timing or summary line, read again from the kept tail then.
 */
export function reasonOf(entry: Packet["feedback_tail"][number]): string | null {
  const line = entry.last_error_line ?? null;
  const fromTail = failureLine([entry.tail]);
  if (line !== null && scoreLine(line) !== NEVER_A_REASON) {
    // A packet written before reasons kept the test's title and values holds the bare line
    // (`Expected values to be strictly equal:`); its kept tail may still show them.
    return fromTail.length > line.length && squeeze(fromTail).includes(squeeze(line))
      ? fromTail
      : line;
  }
  return fromTail || line;
}

function squeeze(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}
