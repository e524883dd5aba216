/**
 * The checks a saved transcript scan (`transcript-cache.ts`) must pass before a scan resumes from
 * it (issue 29, item 12), as the feedback-log cache's (`feedback-cache-verify.ts`): its texts are
 * read back from the transcript, but its numbers and flags would reach the packet unread ("3 of
 * 9007199254740991 commands failed", every failure "passed later"). So every field that holds no
 * text is checked against bounds the files give (`consistentTranscriptScan`) and against the
 * records read back (`checkRestoredTrim`), and a failure said to have passed later must have its
 * passing run among those records; any inconsistency means a full scan. What no cheap check can
 * see is a count lowered, or raised within its bounds, or a flag with nothing read back to
 * confirm or refute it (`after_todos`, a group's first exit code once it failed twice): only
 * reading every line again could.
 */
import type { FeedbackRecord } from "../../model/snapshot/types.js";
import { MAX_SKIPPED_LISTED } from "../../model/snapshot/types.js";
import { isTestCommand } from "../../trim/test-command.js";
import { commandWithoutEnv } from "../../trim/env-prefix.js";
import {
  type FailureGroup,
  type FeedbackTrimmer,
  isFailure,
  MAX_TAIL_ENTRIES,
} from "../../trim/trim.js";
import type { SourceRef, TranscriptEvent } from "./events.js";
import type { PassedProof, SavedAccumulator } from "./summary-state.js";
import type { SavedTranscriptScan } from "./transcript-cache-types.js";

/** The trim's bound on failure groups (trim.ts's MAX_GROUPS): older groups are dropped. */
const MAX_GROUPS = 256;

/** Thrown when a saved state contradicts itself or what was read back: a full scan then. */
export class InconsistentCache extends Error {}

function require(holds: boolean, what: string): void {
  if (!holds) throw new InconsistentCache(`the saved scan's ${what} does not hold`);
}

/** Whether `values` are strictly increasing. */
const increasing = (values: readonly number[]) =>
  values.every((v, i) => i === 0 || v > (values[i - 1] as number));

/**
 * Whether the numbers of `saved` agree with each other and with the bytes read before its resume
 * point (`bytes`: the files read in full, then the main file up to the resume point).
 */
export function consistentTranscriptScan(
  saved: SavedTranscriptScan<unknown>,
  bytes: number,
): boolean {
  const { resume, summary: s, counts } = saved;
  if (resume.line_no - 1 > resume.offset) return false;
  // Every event comes from a line of at least a few bytes; a count beyond the bytes is a lie.
  const within = (n: number) => n <= bytes;
  if (![s.position, s.skipped_count, s.compactions, s.unknown, s.read_no, s.plan_no].every(within))
    return false;
  if (!within(counts.used) || !within(counts.unused)) return false;
  if (s.failures > s.position || s.interrupted > s.position) return false;
  // Groups: least recently failed first, each before the next position, one failure a count.
  const counted = s.groups.reduce((sum, g) => sum + g.count, 0);
  if (s.groups.length > MAX_GROUPS) return false;
  if (s.groups.length < MAX_GROUPS ? counted !== s.failures : counted > s.failures) return false;
  if (!increasing(s.groups.map((g) => g.position))) return false;
  for (const g of s.groups) {
    if (g.position >= s.position || g.first_exit_code === 0) return false;
    if (g.passed_later && g.position >= s.position - 1) return false;
  }
  // The last K records: one a position, ending at the last.
  if (s.recent.length !== Math.min(saved.key.k, MAX_TAIL_ENTRIES, s.position)) return false;
  if (!s.recent.every((r, i) => r.position === s.position - s.recent.length + i)) return false;
  if (s.last_test !== null && s.last_test.position >= s.position) return false;
  // Skipped lines: the first few listed, the rest counted.
  if (s.skipped.length > MAX_SKIPPED_LISTED || s.skipped.length > s.skipped_count) return false;
  if (s.skipped.length < MAX_SKIPPED_LISTED && s.skipped.length !== s.skipped_count) return false;
  // Reads: each read counts once for its path and is the latest of at most one.
  const lasts = s.reads.map((r) => r.last);
  if (s.reads.reduce((sum, r) => sum + r.count, 0) !== s.read_no) return false;
  if (new Set(lasts).size !== lasts.length || !lasts.every((last) => last <= s.read_no))
    return false;
  if (s.read_no > 0 && !lasts.includes(s.read_no)) return false;
  // Plans: each has its own order, the latest is the last one counted.
  const orders = [...(s.plan ? [s.plan.order] : []), ...s.plan_files.map((p) => p.order)];
  if (new Set(orders).size !== orders.length || !orders.every((o) => o <= s.plan_no)) return false;
  if (s.plan_no > 0 && !orders.includes(s.plan_no)) return false;
  if (s.span !== null && s.span[0] > s.span[1]) return false;
  // A report after the to-do list is a report the state holds.
  if (s.after_todos.report && s.report === null) return false;
  return true;
}

/**
 * Check the trim's saved numbers against the records read back (throws InconsistentCache): each
 * group's latest failure is a failure (its first one when it is the only one), the last K
 * records agree with the groups and
 * the latest test run.
 */
export function checkRestoredTrim(
  saved: SavedAccumulator,
  groups: readonly FailureGroup[],
  recent: readonly [number, FeedbackRecord][],
  lastTest: { position: number; command: string; exit_code: number | null } | null,
): void {
  const byCommand = new Map(groups.map((g) => [g.command, g]));
  require(byCommand.size === groups.length, "one group a command");
  for (const g of groups) {
    require(isFailure(g.last), "latest failure of a group");
    if (g.count === 1) require(g.first_exit_code === g.last.exit_code, "first exit code");
  }
  const first = recent[0]?.[0] ?? saved.position;
  for (const [position, record] of recent) {
    if (!isFailure(record)) continue;
    const group = byCommand.get(record.command);
    if (group === undefined) require(groups.length >= MAX_GROUPS, "group of a recent failure");
    else require(group.position >= position, "group of a recent failure");
  }
  for (const g of groups) {
    if (g.position < first) continue;
    const [, record] = recent[g.position - first] ?? [];
    require(record !== undefined &&
      isFailure(record) &&
      record.command === g.command, "recent failure");
  }
  if (lastTest !== null) {
    require(isTestCommand(lastTest.command), "latest test run");
    // No test run came after it among the records read back.
    for (const [position, record] of recent) {
      if (position > lastTest.position) require(!isTestCommand(record.command), "latest test run");
      if (position === lastTest.position)
        require(record.command === lastTest.command &&
          record.exit_code === lastTest.exit_code, "latest test run");
    }
  } else require(!recent.some(([, record]) => isTestCommand(record.command)), "latest test run");
}

/**
 * The groups said to have passed later, each with its proof read back (throws InconsistentCache
 * when one does not hold): a passing run of the group's command after its latest failure.
 * Answers the proofs by command, for the restored accumulator to keep.
 */
export function checkPassedLater(
  saved: SavedAccumulator,
  trimmer: FeedbackTrimmer,
  passed: readonly PassedProof[],
  read: (from: SourceRef, kind: TranscriptEvent["kind"]) => TranscriptEvent,
): Map<string, PassedProof> {
  const groups = trimmer.saveState().groups.filter((g) => g.passedLater);
  require(groups.length === passed.length, "passed later");
  const proofs = new Map<string, PassedProof>();
  groups.forEach((group, i) => {
    const proof = passed[i] as PassedProof;
    require(proof.position > group.position && proof.position < saved.position, "passed later");
    const event = read(proof.from, "command");
    require(event.kind === "command" &&
      commandWithoutEnv(event.record.command) === commandWithoutEnv(group.command) &&
      event.record.exit_code === 0, "passed later");
    // The run that passed differs from the failure only by leading assignments: it says which.
    if (event.kind === "command") trimmer.notePassedAs(group.command, event.record.command);
    proofs.set(group.command, proof);
  });
  return proofs;
}
