/**
 * Pure: a packet's failures for the view, each once, with its state. A packet lists a failure in
 * two places (`failed_attempts`, the attempt line with its status labels, and `feedback_tail`,
 * the run with its reason); a card shows one row per command: the attempt's state, the tail's
 * reason. The state is read against the packet before it on the same line of work, so a
 * failure that stopped failing says so, and the counts are the packet's current ones.
 */
import type { Packet, TailEntry } from "../model/packet/types.js";
import { commandOf, reasonOf } from "../trim/failure-reason.js";
import { NEVER_A_REASON, scoreLine } from "../trim/failure-line.js";

/**
 * `failing`: the packet's last word on it is a failure. `passed later`: it failed and then
 * passed within the packet's inputs. `fixed`: the packet before had it failing, and now it
 * passes or is gone.
 */
export type FailureState = "failing" | "passed later" | "fixed";

/** One failure of a packet, as its card shows it. */
export interface FailureRow {
  command: string;
  /** `exit 1`, `exit 1 (x3)`. */
  exit: string;
  state: FailureState;
  /** The command line that passed, when it differs from the failing one by its assignments. */
  passed_as: string | null;
  /** The informative line of its output, or null when none was kept. */
  reason: string | null;
  /** Not among the failures of the packet before (the first packet's are all new). */
  is_new: boolean;
  /** The packet it was carried from, or null when this packet's inputs saw it. */
  from_packet: string | null;
}

/** A failed attempt line parsed back (the grammar `failed_attempts` is written in). */
interface AttemptLine {
  command: string;
  exit: string;
  passed_later: boolean;
  passed_as: string | null;
  from_packet: string | null;
}

const ATTEMPT =
  /^([\s\S]*) -> (exit (?:-?[0-9]+|null)(?: \(x[0-9]+\))?)( \(passed later(?: as ([\s\S]+?))?\))?(?: \(from packet ([0-9a-f]{16})\))?$/;

/** Pure: an attempt line's parts; a line outside the grammar is one failing command. */
export function parseAttemptLine(line: string): AttemptLine {
  const match = ATTEMPT.exec(line);
  if (match === null) {
    return {
      command: commandOf(line),
      exit: "exit ?",
      passed_later: false,
      passed_as: null,
      from_packet: null,
    };
  }
  return {
    command: match[1] ?? "",
    exit: match[2] ?? "",
    passed_later: match[3] !== undefined,
    passed_as: match[4] ?? null,
    from_packet: match[5] ?? null,
  };
}

function attemptsOf(packet: Packet): AttemptLine[] {
  const seen = new Set<string>();
  const out: AttemptLine[] = [];
  for (const line of packet.failed_attempts) {
    const attempt = parseAttemptLine(line);
    if (seen.has(attempt.command)) continue;
    seen.add(attempt.command);
    out.push(attempt);
  }
  return out;
}

/** The command's last failing run in a tail. */
function lastFailure(tail: readonly TailEntry[], command: string): TailEntry | undefined {
  return tail.findLast((entry) => entry.command === command && entry.exit_code !== 0);
}

/**
 * Why `command` failed: its last failing run's informative line, in this packet's tail or else
 * the packet before's (a carried failure's run is there). A stack frame alone is no reason.
 */
function reasonFor(command: string, packet: Packet, older: Packet | null): string | null {
  const entry =
    lastFailure(packet.feedback_tail, command) ??
    (older === null ? undefined : lastFailure(older.feedback_tail, command));
  if (entry === undefined) return null;
  const reason = reasonOf(entry);
  if (reason === null || reason === "") return null;
  const score = scoreLine(reason);
  return score < 0 || score === NEVER_A_REASON ? null : reason;
}

/**
 * Pure: the failures of `packet` read against `older` (the packet before it on its line of work,
 * null for the first): its attempts, still failing first, then those that passed, then those
 * fixed since `older`. "Fixed" and "new" never hold the same failure: new means `older` did not
 * list it, fixed that `older` listed it failing.
 */
export function failureRows(packet: Packet, older: Packet | null): FailureRow[] {
  const before = new Map((older === null ? [] : attemptsOf(older)).map((a) => [a.command, a]));
  const rows: FailureRow[] = [];
  const now = attemptsOf(packet);
  for (const attempt of now) {
    const previous = before.get(attempt.command);
    const wasFailing = previous !== undefined && !previous.passed_later;
    rows.push({
      command: attempt.command,
      exit: attempt.exit,
      state: !attempt.passed_later ? "failing" : wasFailing ? "fixed" : "passed later",
      passed_as: attempt.passed_as,
      reason: reasonFor(attempt.command, packet, older),
      is_new: previous === undefined,
      from_packet: attempt.from_packet,
    });
  }
  const listed = new Set(now.map((a) => a.command));
  if (older !== null) {
    for (const [command, previous] of before) {
      if (listed.has(command) || previous.passed_later) continue;
      rows.push({
        command,
        exit: previous.exit,
        state: "fixed",
        passed_as: null,
        reason: reasonFor(command, older, null),
        is_new: false,
        from_packet: null,
      });
    }
  }
  const rank: Record<FailureState, number> = { failing: 0, "passed later": 1, fixed: 2 };
  return rows
    .map((row, index) => ({ row, index }))
    .sort((a, b) => rank[a.row.state] - rank[b.row.state] || a.index - b.index)
    .map(({ row }) => row);
}

/** How many failures of each state a packet shows. */
export interface FailureCounts {
  failing: number;
  passed_later: number;
  fixed: number;
}

/** Pure: the counts of the rows' states (a card's badges). */
export function countFailures(rows: readonly FailureRow[]): FailureCounts {
  return {
    failing: rows.filter((r) => r.state === "failing").length,
    passed_later: rows.filter((r) => r.state === "passed later").length,
    fixed: rows.filter((r) => r.state === "fixed").length,
  };
}
