/**
 * Pure: a failed attempt's command and a failure's reason line, shared by the briefing's facts,
 * the reasons of carried attempts (resume/carried-reasons.ts) and the view's failure rows.
 */
import type { Packet } from "../model/packet/types.js";
import { failureLine, NEVER_A_REASON, scoreLine } from "./failure-line.js";

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
  const score = line === null ? NEVER_A_REASON : scoreLine(line);
  // A frame (the line chosen when nothing else was left, or a fragment of one an older packet
  // kept) gives way to any line of the kept tail that says more.
  if (line !== null && score < 0 && score !== NEVER_A_REASON) {
    return fromTail !== "" && scoreLine(fromTail) > score ? fromTail : line;
  }
  if (line !== null && score !== NEVER_A_REASON) {
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
