/**
 * The feedback trim of SPEC §4: keep the last K records plus every record whose exit code is
 * non-zero or null, in their original order, deduplicated, at most 30 entries, with failures of
 * one command grouped. It is an accumulator so that logs of any size stream through it in
 * bounded memory: it holds K records, a bounded set of failure groups and nothing else.
 */
import type { FeedbackRecord, TailEntry } from "../model/snapshot/types.js";
import { failureLine } from "./failure-line.js";
import { commandWithoutEnv } from "./env-prefix.js";
import { passingRuns } from "./and-list.js";
import { isTestCommand } from "./test-command.js";

/** At most this many entries in the trimmed tail (SPEC §4). */
export const MAX_TAIL_ENTRIES = 30;
/** Failure groups kept while streaming; older groups beyond this are dropped first. */
const MAX_GROUPS = 256;
/** Characters kept of a failing record's output tail. */
const TAIL_CHARS = 400;
/** Characters kept of one command line. */
const COMMAND_CHARS = 2_000;

/** What the trim produced. */
export interface TrimResult {
  tail: TailEntry[];
  /** Distinct commands of the tail, in order. */
  commands: string[];
  total: number;
  failures: number;
  last_test: { command: string; exit_code: number | null } | null;
  /** Commands of the failure groups whose latest run exited 0, oldest failure first. */
  passed_later: string[];
  /**
   * Of those, the ones that passed as another command line differing only by its leading
   * `VAR=value` assignments (`make db-test` passed as `PGPORT=5433 make db-test`), same order.
   */
  passed_later_as: { command: string; as: string }[];
}

/** One failure group as the trimmer holds it (exported for a scan's saved state). */
export interface FailureGroup {
  command: string;
  count: number;
  first_exit_code: number | null;
  last: FeedbackRecord;
  /** Position of the group's latest failure in the stream. */
  position: number;
  /** Where the caller can re-read the latest failure in full (see `addFailure`). */
  location?: unknown;
  /** True when the command's latest run, after this group's latest failure, exited 0. */
  passedLater: boolean;
  /** Where the caller can re-read the first passing run after that failure (`notePassing`). */
  passedAt?: unknown;
  /** That run's command, when it is not `command` but differs only by leading assignments. */
  passedAs?: string;
}

/** A trimmer's streaming state (`saveState`, `resume`). */
export interface TrimmerState {
  position: number;
  failures: number;
  groups: FailureGroup[];
  /** The last K records, as [position, record], oldest first. */
  recent: [number, FeedbackRecord][];
  lastTest: { position: number; command: string; exit_code: number | null } | null;
}

/** A record is a failure when its exit code is anything but 0 (null included: killed, lost). */
export function isFailure(record: Pick<FeedbackRecord, "exit_code">): boolean {
  return record.exit_code !== 0;
}

/** Accumulates records one at a time; `result()` may be called at any point. */
export class FeedbackTrimmer {
  readonly #k: number;
  #position = 0;
  #failures = 0;
  /** The last K records, as [position, record], oldest first. */
  #recent: [number, FeedbackRecord][] = [];
  /** Failure groups by command; Map order is kept as "least recently failed first". */
  #groups = new Map<string, FailureGroup>();
  /** The groups' commands by `commandWithoutEnv`: a run differing only by assignments is linked. */
  #byBase = new Map<string, Set<string>>();
  #lastTest: { position: number; command: string; exit_code: number | null } | null = null;

  constructor(k = 5) {
    if (!Number.isInteger(k) || k < 1)
      throw new RangeError(`k must be a positive integer, got ${k}`);
    this.#k = Math.min(k, MAX_TAIL_ENTRIES);
  }

  /** Feed the next record of the stream. */
  add(record: FeedbackRecord): void {
    const position = this.#position++;
    this.#recent.push([position, record]);
    if (this.#recent.length > this.#k) this.#recent.shift();
    if (isFailure(record)) this.#addFailure(record, position);
    else this.notePassing(record.command);
    if (isTestCommand(record.command)) {
      this.#lastTest = { position, command: record.command, exit_code: record.exit_code };
    }
  }

  /**
   * Count `count` passing records without materialising them (the fast path of the log reader):
   * it only advances the position. The last K records reach the trim later through `setRecent`.
   */
  skipPassing(count = 1): void {
    this.#position += count;
  }

  /**
   * A passing run of `command` (the log reader calls this for passing lines it does not
   * materialise, when the command may have failed before): a failure of it now "passed later".
   */
  notePassing(command: string, location?: unknown): void {
    if (this.#groups.size === 0) return;
    for (const run of passingRuns(command)) {
      for (const linked of this.#linkedTo(run)) {
        const group = this.#groups.get(linked) as FailureGroup;
        if (group.passedLater) continue;
        group.passedLater = true;
        if (location !== undefined) group.passedAt = location;
        if (linked !== run) group.passedAs = run;
      }
    }
  }

  /**
   * The failure groups a passing run of `command` speaks for: its own, and those of the command
   * lines that differ from it only by leading `VAR=value` assignments (`make db-test` failed,
   * `PGPORT=5433 make db-test` passed: the check passes with that setting), for the line and
   * each command of an `&&` list it vouches for (`passingRuns`: `make db-test && x` passing
   * says `make db-test` passed). Never another command: `make db-test2`, `make db-test || x`,
   * `cd sub && make db-test` or another argument is not linked.
   */
  linkedFailures(command: string): string[] {
    if (this.#groups.size === 0) return [];
    const out = new Set<string>();
    for (const run of passingRuns(command)) for (const c of this.#linkedTo(run)) out.add(c);
    return [...out];
  }

  /** The failure groups of the command lines that differ from `run` only by assignments. */
  #linkedTo(run: string): string[] {
    const linked = this.#byBase.get(commandWithoutEnv(run));
    return linked === undefined ? [] : [...linked];
  }

  /** `linkedFailures` not yet passed since their latest failure: a pass of `command` marks them. */
  pendingFailures(command: string): string[] {
    return this.linkedFailures(command).filter((c) => this.#groups.get(c)?.passedLater === false);
  }

  /** Whether `command` has a failure group held, or one a passing run of it speaks for. */
  hasFailed(command: string): boolean {
    return this.#groups.has(command) || this.linkedFailures(command).length > 0;
  }

  /** A restored group that passed later passed as `as` (read back from that run). */
  notePassedAs(command: string, as: string): void {
    const group = this.#groups.get(command);
    if (group?.passedLater && as !== command) group.passedAs = as;
  }

  #index(command: string): void {
    const base = commandWithoutEnv(command);
    const same = this.#byBase.get(base);
    if (same) same.add(command);
    else this.#byBase.set(base, new Set([command]));
  }

  #unindex(command: string): void {
    const base = commandWithoutEnv(command);
    const same = this.#byBase.get(base);
    same?.delete(command);
    if (same?.size === 0) this.#byBase.delete(base);
  }

  /** The position the next record will take. */
  get position(): number {
    return this.#position;
  }

  /**
   * Replace the last-K window with records the caller materialised itself (positions as handed
   * out by `position`). Used by the log reader, which re-reads only the last K lines at the end.
   */
  setRecent(recent: [number, FeedbackRecord][]): void {
    this.#recent = recent.slice(-this.#k);
  }

  /**
   * Feed a failing record at the current position. The log reader passes a record holding only
   * `command` and `exit_code`, plus a `location` to re-read it from: only the latest failure of
   * each group is ever shown, so only those are parsed in full (`failureLocations`, `fillLast`).
   */
  addFailure(record: FeedbackRecord, location?: unknown): void {
    const position = this.#position++;
    this.#addFailure(record, position);
    const group = this.#groups.get(record.command);
    if (group) group.location = location;
  }

  /** The re-read locations of the latest failure of every group still held. */
  failureLocations(): { command: string; location: unknown }[] {
    const out: { command: string; location: unknown }[] = [];
    for (const group of this.#groups.values()) {
      if (group.location !== undefined)
        out.push({ command: group.command, location: group.location });
    }
    return out;
  }

  /** Give a group's latest failure its full record, once re-read. */
  fillLast(command: string, record: FeedbackRecord): void {
    const group = this.#groups.get(command);
    if (group) group.last = record;
  }

  /**
   * The streaming state a later scan can continue from (`FeedbackTrimmer.resume`): the counts,
   * the failure groups (least recently failed first), the last K records and the latest test
   * run (a reader that feeds every record through `add` needs those two back as well). Copies:
   * the trimmer may go on.
   */
  saveState(): TrimmerState {
    return {
      position: this.#position,
      failures: this.#failures,
      groups: [...this.#groups.values()].map((group) => ({ ...group })),
      recent: [...this.#recent],
      lastTest: this.#lastTest && { ...this.#lastTest },
    };
  }

  /** A trimmer that continues from a saved state, as if it had read the same records. */
  static resume(
    k: number,
    state: Pick<TrimmerState, "position" | "failures" | "groups"> & Partial<TrimmerState>,
  ): FeedbackTrimmer {
    const trimmer = new FeedbackTrimmer(k);
    trimmer.#position = state.position;
    trimmer.#failures = state.failures;
    for (const group of state.groups) {
      trimmer.#groups.set(group.command, { ...group });
      trimmer.#index(group.command);
    }
    if (state.recent) trimmer.#recent = state.recent.slice(-trimmer.#k);
    if (state.lastTest) trimmer.#lastTest = { ...state.lastTest };
    return trimmer;
  }

  /** Record the latest test-like command when the caller found it another way. */
  setLastTest(lastTest: { command: string; exit_code: number | null } | null): void {
    this.#lastTest = lastTest ? { position: this.#position, ...lastTest } : null;
  }

  #addFailure(record: FeedbackRecord, position: number): void {
    this.#failures++;
    const key = record.command;
    const group = this.#groups.get(key);
    if (group) {
      this.#groups.delete(key);
      group.count++;
      group.last = record;
      group.position = position;
      group.passedLater = false;
      delete group.passedAt;
      delete group.passedAs;
      this.#groups.set(key, group);
      return;
    }
    this.#groups.set(key, {
      command: key,
      count: 1,
      first_exit_code: record.exit_code,
      last: record,
      position,
      passedLater: false,
    });
    this.#index(key);
    if (this.#groups.size > MAX_GROUPS) {
      const oldest = this.#groups.keys().next().value;
      if (oldest !== undefined) {
        this.#groups.delete(oldest);
        this.#unindex(oldest);
      }
    }
  }

  /** The trimmed tail so far. */
  result(): TrimResult {
    // A command that passed several times in the window is shown once, at its latest run.
    const latestPassing = new Map<string, [number, FeedbackRecord]>();
    for (const [position, record] of this.#recent) {
      if (isFailure(record)) continue;
      latestPassing.delete(record.command);
      latestPassing.set(record.command, [position, record]);
    }
    const entries: [number, TailEntry][] = [];
    for (const [position, record] of latestPassing.values()) {
      entries.push([position, passingEntry(record)]);
    }
    // Newest groups first, so the cap drops the oldest failures.
    const room = Math.max(0, MAX_TAIL_ENTRIES - entries.length);
    const groups = [...this.#groups.values()].reverse().slice(0, room);
    for (const group of groups) entries.push([group.position, failureEntry(group)]);
    entries.sort((a, b) => a[0] - b[0]);
    const tail = entries.map(([, entry]) => entry);
    return {
      tail,
      commands: [...new Set(tail.map((entry) => entry.command))],
      total: this.#position,
      failures: this.#failures,
      last_test: this.#lastTest
        ? { command: this.#lastTest.command, exit_code: this.#lastTest.exit_code }
        : null,
      passed_later: [...this.#groups.values()]
        .filter((group) => group.passedLater)
        .map((group) => clip(group.command, COMMAND_CHARS)),
      passed_later_as: [...this.#groups.values()]
        .filter((group) => group.passedLater && group.passedAs !== undefined)
        .map((group) => ({
          command: clip(group.command, COMMAND_CHARS),
          as: clip(group.passedAs as string, COMMAND_CHARS),
        })),
    };
  }
}

/** Trim a list of records in one call (the pure, in-memory form). */
export function trim(records: Iterable<FeedbackRecord>, k = 5): TrimResult {
  const trimmer = new FeedbackTrimmer(k);
  for (const record of records) trimmer.add(record);
  return trimmer.result();
}

function passingEntry(record: FeedbackRecord): TailEntry {
  const entry: TailEntry = { command: clip(record.command, COMMAND_CHARS), exit_code: 0 };
  if (record.agent_note) entry.agent_note = clip(record.agent_note, TAIL_CHARS);
  if (record.sidechain) entry.sidechain = true;
  return entry;
}

function failureEntry(group: FailureGroup): TailEntry {
  const last = group.last;
  const output = nonEmpty(last.stderr_tail) ?? nonEmpty(last.stdout_tail) ?? nonEmpty(last.error);
  const entry: TailEntry = {
    command: clip(group.command, COMMAND_CHARS),
    exit_code: last.exit_code,
    count: group.count,
    first_exit_code: group.first_exit_code,
  };
  if (output !== undefined) {
    // The reason is read from every stream: npm's housekeeping on stderr must not hide the
    // assertion on stdout.
    const reason = failureLine([last.stdout_tail, last.stderr_tail, last.error]);
    if (reason !== "") entry.last_error_line = clip(reason, TAIL_CHARS);
    entry.tail = clipStart(output, TAIL_CHARS);
  }
  if (last.agent_note) entry.agent_note = clip(last.agent_note, TAIL_CHARS);
  if (last.sidechain) entry.sidechain = true;
  return entry;
}

function nonEmpty(text: string | undefined): string | undefined {
  return text !== undefined && text.trim() !== "" ? text : undefined;
}

function clip(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}

/** Keep the end of an output tail: the last lines say why it failed. */
function clipStart(text: string, max: number): string {
  const trimmed = text.trimEnd();
  return trimmed.length <= max ? trimmed : `…${trimmed.slice(trimmed.length - max + 1)}`;
}
