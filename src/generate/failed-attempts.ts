/**
 * `failed_attempts`: `<command> -> exit <code>` per failing command of the feedback tail, with
 * `(xN)` for repeats and `(passed later)` when the exact command's latest run exited 0 (in this
 * input, or — for attempts carried from the superseded packet — in the new session). Attempts
 * still failing come first, then those that passed later; within each, fresh before carried.
 *
 * An attempt carried from the superseded packet (labelled, carry-forward.ts) is kept while its
 * command has not passed: shown `(passed later)` while the passing run is among the inputs, and
 * gone from the packet after that, since it has then passed.
 */
import type { FeedbackSummary, Snapshot, TailEntry } from "../model/snapshot/types.js";
import { clipAttempt } from "./caps.js";
import { labelCarried, selectStrings } from "./carry-forward.js";

const PASSED_LATER = " (passed later)";
const ATTEMPT =
  /^(.*) -> exit (-?[0-9]+|null)( \(x[0-9]+\))?( \(passed later\))?( \(from packet [0-9a-f]{16}\))?$/s;

/** One failed attempt, parsed back from its line. */
interface Attempt {
  command: string;
  /** ` -> exit N` plus the repeat count. */
  exit: string;
  passedLater: boolean;
}

function parseAttempt(text: string): Attempt | null {
  const match = ATTEMPT.exec(text);
  if (match === null) return null;
  return {
    command: match[1] ?? "",
    exit: ` -> exit ${match[2]}${match[3] ?? ""}`,
    passedLater: match[4] !== undefined,
  };
}

/** The key two attempts of the same command share, whatever their labels or cuts. */
function attemptKey(command: string): string {
  return clipAttempt(`${command} -> exit 0`);
}

/** True when `command`'s latest run in `feedback` exited 0. */
function passedIn(feedback: FeedbackSummary | null | undefined, command: string): boolean {
  if (!feedback) return false;
  if (feedback.passed_later.includes(command)) return true;
  // A command that ran and has no failure group in the tail never failed in this input.
  return (
    feedback.commands.includes(command) &&
    !feedback.tail.some((entry) => entry.command === command && entry.exit_code !== 0)
  );
}

/** The commands whose latest run in the inputs (feedback log or transcript) exited 0. */
export function selectPassingCommands(snapshot: Snapshot): string[] {
  const sources = [snapshot.workbench.feedback, snapshot.transcript?.feedback];
  const all = new Set<string>();
  for (const source of sources) for (const command of source?.commands ?? []) all.add(command);
  for (const source of sources) for (const command of source?.passed_later ?? []) all.add(command);
  return [...all].filter((command) => sources.some((source) => passedIn(source, command)));
}

/** The fresh failed attempts of `tail`, still failing first. */
export function buildFailedAttempts(tail: TailEntry[], passing: ReadonlySet<string>): string[] {
  const failing: string[] = [];
  const passed: string[] = [];
  for (const entry of tail) {
    if (entry.exit_code === 0) continue;
    const line =
      `${entry.command} -> exit ${entry.exit_code === null ? "null" : entry.exit_code}` +
      ((entry.count ?? 1) > 1 ? ` (x${entry.count})` : "");
    if (passing.has(entry.command)) passed.push(`${line}${PASSED_LATER}`);
    else failing.push(line);
  }
  return [...failing, ...passed];
}

/**
 * `fresh` (redacted) merged with the superseded packet's attempts whose command the new inputs
 * did not report, still failing first. `passing` holds the passing commands as the packet shows
 * them (redacted the same way as `fresh`).
 */
export function mergeCarriedAttempts(
  fresh: string[],
  previous: { id: string; failed_attempts?: unknown } | null,
  passing: ReadonlySet<string>,
): string[] {
  if (previous === null) return fresh;
  const seen = new Set<string>();
  for (const line of fresh) {
    const attempt = parseAttempt(line);
    if (attempt !== null) seen.add(attemptKey(attempt.command));
  }
  const passingKeys = new Set([...passing].map(attemptKey));
  const carriedFailing: string[] = [];
  const carriedPassed: string[] = [];
  for (const line of selectStrings(previous.failed_attempts)) {
    const attempt = parseAttempt(line);
    if (attempt === null) continue;
    const key = attemptKey(attempt.command);
    if (seen.has(key)) continue;
    seen.add(key);
    const passedNow = passingKeys.has(key);
    // Shown passed in the superseded packet and no passing run among the inputs now: it has
    // passed since, so it is no longer an open failure.
    if (attempt.passedLater && !passedNow) continue;
    const base = line.replace(/ \(passed later\)(?= \(from packet [0-9a-f]{16}\)$|$)/, "");
    const withStatus = passedNow
      ? base.replace(/( \(from packet [0-9a-f]{16}\))?$/, `${PASSED_LATER}$1`)
      : base;
    const labelled = labelCarried(withStatus, previous.id);
    (passedNow ? carriedPassed : carriedFailing).push(labelled);
  }
  const freshFailing = fresh.filter((line) => parseAttempt(line)?.passedLater !== true);
  const freshPassed = fresh.filter((line) => parseAttempt(line)?.passedLater === true);
  return [...freshFailing, ...carriedFailing, ...freshPassed, ...carriedPassed];
}
