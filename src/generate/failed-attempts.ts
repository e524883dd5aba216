/**
 * `failed_attempts`: `<command> -> exit <code>` per failing command of the feedback tail, with
 * `(xN)` for repeats and `(passed later)` when the exact command's latest run exited 0 (in this
 * input, or — for attempts carried from the superseded packet — in the new session), or when
 * the tests it failed on were replaced and a later run covering it passed (`replaced-tests.ts`). Attempts
 * still failing come first, then those that passed later; within each, fresh before carried.
 *
 * An attempt carried from the superseded packet (labelled, carry-forward.ts) is kept while its
 * command has not passed: shown `(passed later)` while the passing run is among the inputs, and
 * gone from the packet after that, since it has then passed. One that passed only as another
 * line with leading settings (`(passed later as PGPORT=5433 make db-test)`) is carried until the
 * plain command passes, and the plain command failing again takes that link: the fix is stated
 * at every later hop.
 */
import type { FeedbackSummary, Snapshot, TailEntry } from "../model/snapshot/types.js";
import { commandWithoutEnv, splitPassedAs } from "../trim/env-prefix.js";
import { clipAttempt, MAX_ATTEMPT_COMMAND } from "./caps.js";
import { labelCarried, selectStrings } from "./carry-forward.js";
import { selectReplacedTestFailures } from "./replaced-tests.js";

const PASSED_LATER = " (passed later)";
// Lazy `as …`: a greedy one would take a carried label into the command it passed as.
const ATTEMPT =
  /^(.*) -> exit (-?[0-9]+|null)( \(x[0-9]+\))?( \(passed later(?: as [\s\S]+?)?\))?( \(from packet [0-9a-f]{16}\))?$/s;

/** The repeat count of an attempt line: its `(xN)`, else 1. */
function countOf(line: string): number {
  const match = ATTEMPT.exec(line)?.[3];
  return match === undefined ? 1 : Number(match.slice(3, -1));
}

/**
 * How many failures of each command (by `attemptKey`) the superseded packet counted that the
 * new inputs cannot have seen: all of its count when the new ones come from another input (the
 * next session's transcript), else only what it had carried itself — its count less its own
 * tail's, which the same input (a rerun, the same log read on) counts again now.
 */
function countEarlierFailures(
  previous: { failed_attempts?: unknown; feedback_tail?: unknown },
  sameSource: boolean,
): Map<string, number> {
  const counted = new Map<string, number>();
  if (sameSource && Array.isArray(previous.feedback_tail)) {
    for (const entry of previous.feedback_tail as unknown[]) {
      if (entry === null || typeof entry !== "object") continue;
      const { command, exit_code, count } = entry as Partial<TailEntry>;
      if (typeof command !== "string" || exit_code === 0) continue;
      counted.set(attemptKey(command), typeof count === "number" ? count : 1);
    }
  }
  const earlier = new Map<string, number>();
  for (const line of selectStrings(previous.failed_attempts)) {
    const attempt = parseAttempt(line);
    if (attempt === null) continue;
    const key = attemptKey(attempt.command);
    if (earlier.has(key)) continue;
    // The same input without the command in its tail (cut by the cap): it is counted again now.
    const own = sameSource ? (counted.get(key) ?? countOf(line)) : 0;
    const rest = countOf(line) - own;
    if (Number.isSafeInteger(rest) && rest > 0) earlier.set(key, rest);
  }
  return earlier;
}

/** `line` with the earlier packets' failures of its command added to its count. */
function addEarlierFailures(line: string, earlier: ReadonlyMap<string, number>): string {
  const attempt = parseAttempt(line);
  if (attempt === null) return line;
  const more = earlier.get(attemptKey(attempt.command));
  if (more === undefined) return line;
  const match = ATTEMPT.exec(line) as RegExpExecArray;
  const total = countOf(line) + more;
  const head = line.slice(0, line.length - match[0].length + match[1]!.length);
  return `${head} -> exit ${match[2]} (x${total})${match[4] ?? ""}${match[5] ?? ""}`;
}

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

/**
 * The commands whose latest run in the inputs (feedback log or transcript) failed: a failure in
 * a tail and no pass after it in either input.
 */
export function selectFailingCommands(snapshot: Snapshot): string[] {
  const sources = [snapshot.workbench.feedback, snapshot.transcript?.feedback];
  const failed = new Set<string>();
  for (const source of sources)
    for (const entry of source?.tail ?? []) if (entry.exit_code !== 0) failed.add(entry.command);
  const replaced = selectReplacedTestFailures(snapshot);
  return [...failed].filter(
    (command) => !replaced.has(command) && !sources.some((source) => passedIn(source, command)),
  );
}

/**
 * The failed commands of the inputs that passed later as a command line differing only by
 * leading assignments (`make db-test` as `PGPORT=5433 make db-test`), with that line.
 */
export function selectPassedAs(snapshot: Snapshot): Map<string, string> {
  const sources = [snapshot.workbench.feedback, snapshot.transcript?.feedback];
  const out = new Map<string, string>();
  for (const source of sources) {
    for (const { command, as } of source?.passed_later_as ?? []) {
      if (!out.has(command) && passedIn(source, command)) out.set(command, as);
    }
  }
  return out;
}

/** ` (passed later as <as>)`, its command cut as a failed attempt's is. */
function passedLaterAs(as: string): string {
  const cut = as.length <= MAX_ATTEMPT_COMMAND ? as : `${as.slice(0, MAX_ATTEMPT_COMMAND - 1)}…`;
  return ` (passed later as ${cut})`;
}

/** The fresh failed attempts of `tail`, still failing first. */
export function buildFailedAttempts(
  tail: TailEntry[],
  passing: ReadonlySet<string>,
  passedAs: ReadonlyMap<string, string> = new Map(),
): string[] {
  const failing: string[] = [];
  const passed: string[] = [];
  for (const entry of tail) {
    if (entry.exit_code === 0) continue;
    const line =
      `${entry.command} -> exit ${entry.exit_code === null ? "null" : entry.exit_code}` +
      ((entry.count ?? 1) > 1 ? ` (x${entry.count})` : "");
    const as = passedAs.get(entry.command);
    if (as !== undefined) passed.push(`${line}${passedLaterAs(as)}`);
    else if (passing.has(entry.command)) passed.push(`${line}${PASSED_LATER}`);
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
  previous: { id: string; failed_attempts?: unknown; feedback_tail?: unknown } | null,
  passing: ReadonlySet<string>,
  sameSource = false,
): string[] {
  if (previous === null) return fresh;
  const seen = new Set<string>();
  for (const line of fresh) {
    const attempt = parseAttempt(line);
    if (attempt !== null) seen.add(attemptKey(attempt.command));
  }
  const earlier = countEarlierFailures(previous, sameSource);
  // A check known to pass only with a setting: the plain command failing again here is that
  // same pitfall, and says its fix (`needs PGPORT=5433` in the briefing).
  const knownFixes = new Map<string, string>();
  for (const line of selectStrings(previous.failed_attempts)) {
    const attempt = parseAttempt(line);
    const as = splitPassedAs(line)?.as;
    if (attempt !== null && as !== undefined) knownFixes.set(attemptKey(attempt.command), as);
  }
  fresh = fresh.map((line) => {
    const counted = addEarlierFailures(line, earlier);
    const attempt = parseAttempt(counted);
    const as = attempt === null ? undefined : knownFixes.get(attemptKey(attempt.command));
    return as === undefined || attempt?.passedLater ? counted : `${counted}${passedLaterAs(as)}`;
  });
  const passingKeys = new Set([...passing].map(attemptKey));
  // A carried failure passes too when the same command with other leading assignments passed.
  const passingByBase = new Map<string, string>();
  for (const command of passing) {
    const base = attemptKey(commandWithoutEnv(command));
    if (!passingByBase.has(base)) passingByBase.set(base, command);
  }
  const carriedFailing: string[] = [];
  const carriedPassed: string[] = [];
  for (const line of selectStrings(previous.failed_attempts)) {
    const attempt = parseAttempt(line);
    if (attempt === null) continue;
    const key = attemptKey(attempt.command);
    if (seen.has(key)) continue;
    seen.add(key);
    const passedAs = passingKeys.has(key)
      ? undefined
      : passingByBase.get(attemptKey(commandWithoutEnv(attempt.command)));
    const passedNow = passingKeys.has(key) || passedAs !== undefined;
    // Shown passed in the superseded packet and no passing run among the inputs now: it has
    // passed since, so it is no longer an open failure. One that passed only with a setting
    // stays: the plain command still needs it, and every later briefing says so.
    const knownAs = splitPassedAs(line)?.as;
    if (attempt.passedLater && !passedNow && knownAs === undefined) continue;
    const base = line.replace(
      // Lazy: the label after it stays, so a fix carried twice keeps its first packet's id.
      / \(passed later(?: as [\s\S]+?)?\)(?= \(from packet [0-9a-f]{16}\)$|$)/,
      "",
    );
    const status =
      passedAs !== undefined
        ? passedLaterAs(passedAs)
        : passingKeys.has(key) || knownAs === undefined
          ? PASSED_LATER
          : passedLaterAs(knownAs);
    const withStatus =
      passedNow || knownAs !== undefined
        ? base.replace(
            /( \(from packet [0-9a-f]{16}\))?$/,
            (_, label: string | undefined) => `${status}${label ?? ""}`,
          )
        : base;
    const labelled = labelCarried(withStatus, previous.id);
    (passedNow || knownAs !== undefined ? carriedPassed : carriedFailing).push(labelled);
  }
  const freshFailing = fresh.filter((line) => parseAttempt(line)?.passedLater !== true);
  const freshPassed = fresh.filter((line) => parseAttempt(line)?.passedLater === true);
  return [...freshFailing, ...carriedFailing, ...freshPassed, ...carriedPassed];
}
