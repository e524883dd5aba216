/**
 * A TranscriptAccumulator's state as a resumable scan saves it (see `transcript-cache.ts`):
 * counts, positions and, for every text it holds, where that text came from in the transcript,
 * never the text. Restoring reads each text back from its source through the adapter, so the
 * accumulator goes on exactly as if it had read the same lines.
 */
import type {
  FeedbackRecord,
  SessionPlan,
  SkippedLine,
  TodoItem,
} from "../../model/snapshot/types.js";
import { type FailureGroup, FeedbackTrimmer } from "../../trim/trim.js";
import type { SourceRef, TranscriptEvent } from "./events.js";
import { type ConclusionKind, extractConclusions } from "./conclusions.js";
import { objectiveFrom, userWordsFrom } from "./objective.js";
import type { AfterTodos, SavedAccumulator } from "./transcript-cache-check.js";
import { checkRestoredTrim } from "./transcript-cache-verify.js";

/** How often a path was read, the order of its latest read, and the source of its path. */
export interface ReadCount {
  count: number;
  last: number;
  from?: SourceRef;
}

/** A plan, its order among plans, and where it came from. */
export interface PlanEntry {
  plan: SessionPlan;
  order: number;
  from?: SourceRef;
}

/** A conclusion the agent stated: its text, and the message and rank it came from. */
export interface ConclusionEntry {
  kind: ConclusionKind;
  text: string;
  /** The report event it was found in. */
  from?: SourceRef;
  /** Its place among the conclusions of that message. */
  n: number;
}

/** The source of each text the accumulator holds, when the events carry one. */
export interface AccumulatorSources {
  records: WeakMap<FeedbackRecord, SourceRef>;
  lastTest: SourceRef | undefined;
  todos: SourceRef | undefined;
  objective: SourceRef | undefined;
  sideObjective: SourceRef | undefined;
  cwd: SourceRef | undefined;
  /** Parallel to the user messages. */
  userMessages: (SourceRef | undefined)[];
  report: SourceRef | undefined;
  prevReport: SourceRef | undefined;
  lastUser: SourceRef | undefined;
}

/** Everything an accumulator holds (its private fields, handed over to save or restore). */
export interface AccumulatorView {
  trimmer: FeedbackTrimmer;
  /** Edited paths, each with the source of its first mention. */
  edited: Map<string, SourceRef | undefined>;
  skipped: SkippedLine[];
  skippedCount: number;
  todos: TodoItem[];
  objective: string | null;
  sideObjective: string | null;
  compactions: number;
  interrupted: number;
  cwd: string | undefined;
  span: { first: number; last: number } | null;
  userMessages: string[];
  report: string | null;
  /** The agent's message before its last one. */
  prevReport: string | null;
  /** The user's last message (a repeat too), for the conversation's tail. */
  lastUser: string | null;
  /** The newest conclusions, oldest first, bounded. */
  conclusions: ConclusionEntry[];
  reads: Map<string, ReadCount>;
  readNo: number;
  plan: PlanEntry | null;
  planFiles: Map<string, PlanEntry>;
  planNo: number;
  unknown: number;
  /** What came after the latest to-do list: work (an edit or a command), a report. */
  afterTodos: AfterTodos;
  from: AccumulatorSources;
}

/** Thrown inside `saveAccumulator` when a text has no source: nothing is saved then. */
class Untracked extends Error {}

/** `from`, which must be a source. */
function known(from: SourceRef | undefined): SourceRef {
  if (from === undefined) throw new Untracked();
  return from;
}

/** The saved form of `view`; null when one of its texts has no source (not tracked). */
export function saveAccumulator(view: AccumulatorView): SavedAccumulator | null {
  const { from } = view;
  const recordFrom = (record: FeedbackRecord) => known(from.records.get(record));
  try {
    const trim = view.trimmer.saveState();
    return {
      position: trim.position,
      failures: trim.failures,
      groups: trim.groups.map((g) => ({
        from: recordFrom(g.last),
        count: g.count,
        first_exit_code: g.first_exit_code,
        position: g.position,
        passed_later: g.passedLater,
      })),
      recent: trim.recent.map(([position, record]) => ({ position, from: recordFrom(record) })),
      last_test: trim.lastTest && { position: trim.lastTest.position, from: known(from.lastTest) },
      edited: [...view.edited.values()].map(known),
      skipped: view.skipped.map((line) => ({ ...line })),
      skipped_count: view.skippedCount,
      todos: from.todos ?? null,
      objective: view.objective === null ? null : known(from.objective),
      side_objective: view.sideObjective === null ? null : known(from.sideObjective),
      compactions: view.compactions,
      interrupted: view.interrupted,
      cwd: view.cwd === undefined ? null : known(from.cwd),
      span: view.span && [view.span.first, view.span.last],
      user_messages: from.userMessages.map(known),
      report: view.report === null ? null : known(from.report),
      prev_report: view.prevReport === null ? null : known(from.prevReport),
      last_user: view.lastUser === null ? null : known(from.lastUser),
      conclusions: view.conclusions.map((c) => ({ from: known(c.from), n: c.n })),
      reads: [...view.reads.values()].map((r) => ({
        from: known(r.from),
        count: r.count,
        last: r.last,
      })),
      read_no: view.readNo,
      plan: view.plan && { from: known(view.plan.from), order: view.plan.order },
      plan_files: [...view.planFiles.values()].map((p) => ({
        from: known(p.from),
        order: p.order,
      })),
      plan_no: view.planNo,
      unknown: view.unknown,
      after_todos: { ...view.afterTodos },
    };
  } catch (error) {
    if (error instanceof Untracked) return null;
    throw error;
  }
}

/** The event `read` gives back for `from`, which must be of `kind`. */
function readAs<K extends TranscriptEvent["kind"]>(
  read: (from: SourceRef, kind: TranscriptEvent["kind"]) => TranscriptEvent,
  from: SourceRef,
  kind: K,
): Extract<TranscriptEvent, { kind: K }> {
  const event = read(from, kind);
  if (event.kind !== kind) throw new Error(`a saved ${kind} reads back as ${event.kind}`);
  return event as Extract<TranscriptEvent, { kind: K }>;
}

/**
 * The state `saved` describes, each text read back by `read` (throws when one cannot be); the
 * sources go into `from` so the restored accumulator can be saved again.
 */
export function restoreAccumulator(
  k: number,
  saved: SavedAccumulator,
  read: (from: SourceRef, kind: TranscriptEvent["kind"]) => TranscriptEvent,
  from: AccumulatorSources,
): Omit<AccumulatorView, "from"> {
  const record = (source: SourceRef): FeedbackRecord => {
    const { record } = readAs(read, source, "command");
    from.records.set(record, source);
    return record;
  };
  const groups: FailureGroup[] = saved.groups.map((g) => {
    const last = record(g.from);
    return {
      command: last.command,
      count: g.count,
      first_exit_code: g.first_exit_code,
      last,
      position: g.position,
      passedLater: g.passed_later,
    };
  });
  const recent = saved.recent.map(({ position, from: source }): [number, FeedbackRecord] => [
    position,
    record(source),
  ]);
  let lastTest = null;
  if (saved.last_test !== null) {
    const test = record(saved.last_test.from);
    lastTest = {
      position: saved.last_test.position,
      command: test.command,
      exit_code: test.exit_code,
    };
    from.lastTest = saved.last_test.from;
  }
  // The saved numbers must agree with the records read back (else: a full scan).
  checkRestoredTrim(saved, groups, recent, lastTest);
  const trimmer = FeedbackTrimmer.resume(k, {
    position: saved.position,
    failures: saved.failures,
    groups,
    recent,
    lastTest,
  });
  const edited = new Map<string, SourceRef | undefined>();
  for (const source of saved.edited) {
    const { path } = readAs(read, source, "edit");
    if (!edited.has(path)) edited.set(path, source);
  }
  const userText = (source: SourceRef) => readAs(read, source, "user").text;
  /** The user's words a saved source reads back as (throws when none are left). */
  const wordsOf = (source: SourceRef): string => {
    const words = userWordsFrom(userText(source));
    if (words === undefined) throw new Error("a saved user message has no words");
    return words;
  };
  const userMessages = saved.user_messages.map(wordsOf);
  from.userMessages.push(...saved.user_messages);
  const objective =
    saved.objective === null
      ? null
      : (objectiveFrom(userWordsFrom(userText(saved.objective)) ?? "") ?? null);
  const sideObjective =
    saved.side_objective === null ? null : (objectiveFrom(userText(saved.side_objective)) ?? null);
  from.objective = saved.objective ?? undefined;
  from.sideObjective = saved.side_objective ?? undefined;
  from.todos = saved.todos ?? undefined;
  from.report = saved.report ?? undefined;
  from.prevReport = saved.prev_report ?? undefined;
  from.lastUser = saved.last_user ?? undefined;
  const conclusions = saved.conclusions.map(({ from: source, n }): ConclusionEntry => {
    const found = extractConclusions(readAs(read, source, "report").text)[n];
    if (found === undefined) throw new Error("a saved conclusion does not read back");
    return { ...found, from: source, n };
  });
  from.cwd = saved.cwd ?? undefined;
  const reads = new Map<string, ReadCount>();
  for (const r of saved.reads) {
    const { path } = readAs(read, r.from, "read");
    reads.set(path, { count: r.count, last: r.last, from: r.from });
  }
  const plan = (source: SourceRef, order: number): PlanEntry & { file?: string } => {
    const event = readAs(read, source, "plan");
    return {
      plan: event.plan,
      order,
      from: source,
      ...(event.file === undefined ? {} : { file: event.file }),
    };
  };
  const planFiles = new Map<string, PlanEntry>();
  for (const p of saved.plan_files) {
    const { file, ...entry } = plan(p.from, p.order);
    if (file === undefined) throw new Error("a saved plan file has no file");
    planFiles.set(file, entry);
  }
  return {
    trimmer,
    edited,
    skipped: saved.skipped.map((line) => ({ ...line })),
    skippedCount: saved.skipped_count,
    todos: saved.todos === null ? [] : readAs(read, saved.todos, "todos").items,
    objective,
    sideObjective,
    compactions: saved.compactions,
    interrupted: saved.interrupted,
    cwd: saved.cwd === null ? undefined : readAs(read, saved.cwd, "cwd").path,
    span: saved.span && { first: saved.span[0], last: saved.span[1] },
    userMessages,
    report: saved.report === null ? null : readAs(read, saved.report, "report").text,
    prevReport: saved.prev_report === null ? null : readAs(read, saved.prev_report, "report").text,
    lastUser: saved.last_user === null ? null : wordsOf(saved.last_user),
    conclusions,
    reads,
    readNo: saved.read_no,
    plan:
      saved.plan === null
        ? null
        : (({ file: _file, ...entry }) => entry)(plan(saved.plan.from, saved.plan.order)),
    planFiles,
    planNo: saved.plan_no,
    unknown: saved.unknown,
    afterTodos: { ...saved.after_todos },
  };
}
