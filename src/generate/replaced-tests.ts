/**
 * A failed test run whose failing tests the session replaced is not still failing: a rule
 * changed, the test that held the old value failed once (`✖ ten items cost 8.00`), the agent
 * took that test out for one of the new rule, and the check passed afterwards. What tells it,
 * whatever the agent said: each failing test the run's output names (its runner's title lines)
 * is named by no file of the repo now (`Snapshot.gone_tests`, one `git grep` at collect), and
 * the latest test run of the same input passed after it and covers it (the same command, or one
 * that names no file of its own: the whole suite, or only files the failing run named). A
 * failure whose test still exists, or that no passing run covers, stays failing. Pure.
 */
import type { FeedbackSummary, Snapshot } from "../model/snapshot/types.js";
import type { TailEntry } from "../model/packet/types.js";
import { readTitleLine } from "../trim/failing-test.js";
import { isTestCommand } from "../trim/test-command.js";
import { commandWithoutEnv } from "../trim/env-prefix.js";

/** Failing tests read from one failure's output at most. */
const MAX_NAMES = 8;
/** Names looked up in the repo at most, over every failure of a write. */
export const MAX_LOOKUPS = 24;

/**
 * The failing tests' names a failure's output shows, as a test file spells them: a title's
 * last part (`suite › test`, `file > suite > test`, `file.py::Class::test_x`), its timing off.
 */
export function failingTestNames(entry: TailEntry): string[] {
  const names = new Set<string>();
  const text = `${entry.tail ?? ""}\n${entry.last_error_line ?? ""}`;
  for (const raw of text.split("\n")) {
    const title = readTitleLine(raw.trim());
    if (title === undefined) continue;
    const name = title.name
      .split(/\s+[›>]\s+|::/)
      .at(-1)
      ?.replace(/\s+—\s+.*$/, "")
      .trim();
    if (name !== undefined && name.length >= 3) names.add(name);
    if (names.size >= MAX_NAMES) break;
  }
  return [...names];
}

/** The words of a command that name files or folders (`test/price.test.js`, `tests/`). */
function pathArguments(command: string): string[] {
  return commandWithoutEnv(command)
    .split(/\s+/)
    .filter((word) => /[\w-]\/|\/[\w-]|\.[a-z]{1,5}$/i.test(word) && !word.startsWith("-"));
}

/**
 * Whether a passing run of `later` covers what `failed` ran: the same command, or one naming no
 * file of its own (the whole suite) or only files `failed` named.
 */
export function covers(later: string, failed: string): boolean {
  if (later === failed) return true;
  const failedPaths = new Set(pathArguments(failed));
  return pathArguments(later).every((path) => failedPaths.has(path));
}

/** A failed run that a later passing run covers, with the failing tests its output names. */
export interface ReplacedCandidate {
  command: string;
  names: string[];
}

/**
 * The failed test runs of `feedback` whose latest test run passed after them and covers them,
 * each with its failing tests' names (none: the output names no test, the failure stays).
 */
export function replacedTestCandidates(
  feedback: FeedbackSummary | null | undefined,
): ReplacedCandidate[] {
  const last = feedback?.last_test;
  if (feedback == null || last == null || last.exit_code !== 0) return [];
  const found: ReplacedCandidate[] = [];
  for (const entry of feedback.tail) {
    if (entry.exit_code === 0 || entry.command === last.command) continue;
    // The latest test run is after every other test run: this one failed before it passed.
    if (!isTestCommand(entry.command) || !covers(last.command, entry.command)) continue;
    if (feedback.passed_later.includes(entry.command)) continue;
    const names = failingTestNames(entry);
    if (names.length > 0) found.push({ command: entry.command, names });
  }
  return found;
}

/** The failing tests' names `collect` looks up in the repo, each once, bounded. */
export function replacedTestLookups(snapshot: Pick<Snapshot, "workbench" | "transcript">) {
  const names = new Set<string>();
  for (const source of [snapshot.workbench.feedback, snapshot.transcript?.feedback])
    for (const candidate of replacedTestCandidates(source))
      for (const name of candidate.names) names.add(name);
  return [...names].slice(0, MAX_LOOKUPS);
}

/**
 * The failed commands whose every failing test no file names now and that a later passing
 * test run covers: no longer failing (`failed-attempts.ts` shows them passed later).
 */
export function selectReplacedTestFailures(snapshot: Snapshot): Set<string> {
  const gone = new Set(snapshot.gone_tests ?? []);
  const out = new Set<string>();
  if (gone.size === 0) return out;
  for (const source of [snapshot.workbench.feedback, snapshot.transcript?.feedback])
    for (const { command, names } of replacedTestCandidates(source))
      if (names.every((name) => gone.has(name))) out.add(command);
  return out;
}
