/**
 * Folding transcript events into a TranscriptSummary: commands go through the shared feedback
 * trim (bounded memory whatever the session length; a passing run marks earlier failures of its
 * command "passed later"), edited paths are made relative to the project root or the session's
 * cwd, the latest to-do list and plan win, the first real user request is the objective and
 * every user message of the main session is kept (harness text taken out, a repeated message
 * once: Codex records each one twice, a resumed session copies them), the last assistant text is the
 * agent's report, and reads inside the repo are counted.
 */
import { isAbsolute, resolve } from "node:path";
import {
  type FileReads,
  MAX_SKIPPED_LISTED,
  type SessionPlan,
  type SkippedLine,
  type TodoItem,
  type TranscriptSummary,
} from "../../model/snapshot/types.js";
import { redact } from "../../redact/redact.js";
import { isTestCommand } from "../../trim/test-command.js";
import { FeedbackTrimmer } from "../../trim/trim.js";
import type { SourceRef, TranscriptEvent } from "./events.js";
import { extractConclusions } from "./conclusions.js";
import type { AfterTodos, PassedProof, SavedAccumulator } from "./transcript-cache-check.js";
import { checkPassedLater } from "./transcript-cache-verify.js";
import { objectiveFrom, userWordsFrom } from "./objective.js";
import {
  type AccumulatorSources,
  type ConclusionEntry,
  type AccumulatorView,
  type PlanEntry,
  type ReadCount,
  restoreAccumulator,
  saveAccumulator,
} from "./summary-state.js";
import { relativeWithin } from "../../util/within.js";

export class TranscriptAccumulator {
  #trimmer: FeedbackTrimmer;
  /** Edited paths (as the transcript gave them), each with the source of its first mention. */
  readonly #edited = new Map<string, SourceRef | undefined>();
  readonly #skipped: SkippedLine[] = [];
  #skippedCount = 0;
  #todos: TodoItem[] = [];
  #objective: string | null = null;
  #sideObjective: string | null = null;
  #compactions = 0;
  #interrupted = 0;
  #cwd: string | undefined;
  #span: { first: number; last: number } | null = null;
  readonly #userMessages: string[] = [];
  readonly #userWordsSeen = new Set<string>();
  #report: string | null = null;
  #prevReport: string | null = null;
  #lastUser: string | null = null;
  /** The newest conclusions, oldest first: at most MAX_CONCLUSIONS. */
  #conclusions: ConclusionEntry[] = [];
  /** Reads by path as the transcript gave it: count and the order of the latest read. */
  readonly #reads = new Map<string, ReadCount>();
  #readNo = 0;
  /** The latest plan presented (not from a file), and its order among plans. */
  #plan: PlanEntry | null = null;
  /** The latest plan of each plan file, and its order: kept when the file is in the repo. */
  readonly #planFiles = new Map<string, PlanEntry>();
  #planNo = 0;
  #unknown = 0;
  /** What came after the latest to-do list: a list the session went on past may be stale. */
  #afterTodos: AfterTodos = { work: false, report: false };
  readonly #from: AccumulatorSources = {
    records: new WeakMap(),
    lastTest: undefined,
    todos: undefined,
    objective: undefined,
    sideObjective: undefined,
    cwd: undefined,
    userMessages: [],
    report: undefined,
    prevReport: undefined,
    lastUser: undefined,
  };

  /**
   * The latest passing run of each command that had failed before it: what a saved scan shows
   * to prove a failure "passed later" (`passedLaterProofs`), by position and source.
   */
  readonly #passedBy = new Map<string, { position: number; from: SourceRef | undefined }>();

  constructor(k: number) {
    this.#trimmer = new FeedbackTrimmer(k);
  }

  /**
   * For each failure group that passed later (in the trim's order), the passing run that says
   * so: a saved scan keeps them, and a restore reads each back (`restore`), so a cache cannot
   * mark a failure "passed later" that the transcript does not. Null when one has no source.
   */
  passedLaterProofs(): PassedProof[] | null {
    const proofs: PassedProof[] = [];
    for (const group of this.#trimmer.saveState().groups) {
      if (!group.passedLater) continue;
      const proof = this.#passedBy.get(group.command);
      if (proof?.from === undefined) return null;
      proofs.push({ position: proof.position, from: proof.from });
    }
    this.#prunePassedBy();
    return proofs;
  }

  /** Forget the passing runs of commands no longer held as failure groups. */
  #prunePassedBy(): void {
    for (const command of this.#passedBy.keys())
      if (!this.#trimmer.hasFailed(command)) this.#passedBy.delete(command);
  }

  add(event: TranscriptEvent): void {
    switch (event.kind) {
      case "command": {
        // A passing run of a command that failed: where it is, the proof of "passed later".
        const { command, exit_code } = event.record;
        const position = this.#trimmer.position;
        const passing = exit_code === 0 && this.#trimmer.hasFailed(command);
        this.#trimmer.add(event.record);
        if (passing) this.#passedBy.set(command, { position, from: event.from });
        // Bounded as the trim's groups are: only commands still held can matter again.
        if (this.#passedBy.size > 4 * 256) this.#prunePassedBy();
        if (event.from !== undefined) this.#from.records.set(event.record, event.from);
        if (isTestCommand(event.record.command)) this.#from.lastTest = event.from;
        if (event.interrupted) this.#interrupted++;
        this.#afterTodos.work = true;
        break;
      }
      case "edit":
        if (!this.#edited.has(event.path)) this.#edited.set(event.path, event.from);
        this.#afterTodos.work = true;
        break;
      case "todos":
        this.#todos = event.items;
        this.#from.todos = event.from;
        this.#afterTodos = { work: false, report: false };
        break;
      case "user":
        if (event.sidechain) {
          if (this.#sideObjective === null) {
            this.#sideObjective = objectiveFrom(event.text) ?? null;
            this.#from.sideObjective = event.from;
          }
        } else this.#userWords(event.text, event.from);
        break;
      case "report":
        this.#prevReport = this.#report;
        this.#from.prevReport = this.#from.report;
        this.#report = event.text;
        this.#from.report = event.from;
        this.#conclude(event.text, event.from);
        this.#afterTodos.report = true;
        break;
      case "read": {
        const seen = this.#reads.get(event.path);
        const last = ++this.#readNo;
        if (seen) {
          seen.count++;
          seen.last = last;
        } else this.#reads.set(event.path, { count: 1, last, from: event.from });
        break;
      }
      case "plan": {
        const entry = { plan: event.plan, order: ++this.#planNo, from: event.from };
        if (event.file === undefined) this.#plan = entry;
        else this.#planFiles.set(event.file, entry);
        break;
      }
      case "unknown":
        this.#unknown++;
        break;
      case "compaction":
        this.#compactions++;
        break;
      case "skipped":
        this.#skippedCount += event.count ?? 1;
        if (this.#skipped.length < MAX_SKIPPED_LISTED) {
          this.#skipped.push({ file: event.file, line: event.line, reason: event.reason });
        }
        break;
      case "cwd":
        if (this.#cwd === undefined) {
          this.#cwd = event.path;
          this.#from.cwd = event.from;
        }
        break;
      case "span":
        this.#span = this.#span
          ? {
              first: Math.min(this.#span.first, event.first),
              last: Math.max(this.#span.last, event.last),
            }
          : { first: event.first, last: event.last };
        break;
    }
  }

  /** The conclusions a message states join the newest; a repeated one moves up. */
  #conclude(text: string, from: SourceRef): void {
    const found = extractConclusions(text);
    if (found.length === 0) return;
    const texts = new Set(found.map((f) => f.text));
    const kept = this.#conclusions.filter((c) => !texts.has(c.text));
    kept.push(...found.map((f, n) => ({ ...f, from, n })));
    this.#conclusions = kept.slice(-MAX_CONCLUSIONS);
  }

  #userWords(text: string, from: SourceRef): void {
    const words = userWordsFrom(text);
    if (words === undefined) return;
    this.#lastUser = words;
    this.#from.lastUser = from;
    if (this.#objective === null) {
      this.#objective = objectiveFrom(words) ?? null;
      this.#from.objective = from;
    }
    if (this.#userWordsSeen.has(words)) return;
    this.#userWordsSeen.add(words);
    this.#userMessages.push(words);
    this.#from.userMessages.push(from);
  }

  /** The state so far, for a resumable scan: its sources, no text (`summary-state.ts`). */
  saveState(): SavedAccumulator | null {
    return saveAccumulator(this.#view());
  }

  /** An accumulator that goes on from a saved state, each text read back by `read`. */
  static restore(
    k: number,
    saved: SavedAccumulator,
    read: (from: SourceRef, kind: TranscriptEvent["kind"]) => TranscriptEvent,
    passed: readonly PassedProof[],
  ): TranscriptAccumulator {
    const acc = new TranscriptAccumulator(k);
    const state = restoreAccumulator(k, saved, read, acc.#from);
    acc.#trimmer = state.trimmer;
    for (const [command, proof] of checkPassedLater(saved, state.trimmer, passed, read))
      acc.#passedBy.set(command, proof);
    for (const [path, from] of state.edited) acc.#edited.set(path, from);
    acc.#skipped.push(...state.skipped);
    acc.#skippedCount = state.skippedCount;
    acc.#todos = state.todos;
    acc.#objective = state.objective;
    acc.#sideObjective = state.sideObjective;
    acc.#compactions = state.compactions;
    acc.#interrupted = state.interrupted;
    acc.#cwd = state.cwd;
    acc.#span = state.span;
    acc.#userMessages.push(...state.userMessages);
    for (const words of state.userMessages) acc.#userWordsSeen.add(words);
    acc.#report = state.report;
    acc.#prevReport = state.prevReport;
    acc.#lastUser = state.lastUser;
    acc.#conclusions = state.conclusions;
    for (const [path, count] of state.reads) acc.#reads.set(path, count);
    acc.#readNo = state.readNo;
    acc.#plan = state.plan;
    for (const [file, entry] of state.planFiles) acc.#planFiles.set(file, entry);
    acc.#planNo = state.planNo;
    acc.#unknown = state.unknown;
    acc.#afterTodos = state.afterTodos;
    return acc;
  }

  /** Everything the accumulator holds, for `saveAccumulator`. */
  #view(): AccumulatorView {
    return {
      trimmer: this.#trimmer,
      edited: this.#edited,
      skipped: this.#skipped,
      skippedCount: this.#skippedCount,
      todos: this.#todos,
      objective: this.#objective,
      sideObjective: this.#sideObjective,
      compactions: this.#compactions,
      interrupted: this.#interrupted,
      cwd: this.#cwd,
      span: this.#span,
      userMessages: this.#userMessages,
      report: this.#report,
      prevReport: this.#prevReport,
      lastUser: this.#lastUser,
      conclusions: this.#conclusions,
      reads: this.#reads,
      readNo: this.#readNo,
      plan: this.#plan,
      planFiles: this.#planFiles,
      planNo: this.#planNo,
      unknown: this.#unknown,
      afterTodos: this.#afterTodos,
      from: this.#from,
    };
  }

  /** `path` relative to `root` (a relative path is the cwd's), or undefined when outside it. */
  #underRoot(path: string, root: string): string | undefined {
    const base = this.#cwd !== undefined && isAbsolute(this.#cwd) ? this.#cwd : root;
    const rel = relativeWithin(root, resolve(base, redactUrlPath(path)));
    return rel === null || rel === "" ? undefined : rel;
  }

  /** The latest plan presented or written to a plan file in the repo. */
  #latestPlan(root: string): SessionPlan | null {
    let best = this.#plan;
    for (const [file, entry] of this.#planFiles) {
      if (this.#underRoot(file, root) === undefined) continue;
      if (best === null || entry.order > best.order) best = entry;
    }
    return best?.plan ?? null;
  }

  /** Reads inside `root` (relative paths are the cwd's), repo-relative, most read first. */
  #readsUnder(root: string): FileReads[] {
    const merged = new Map<string, FileReads>();
    for (const [path, { count, last }] of this.#reads) {
      const rel = this.#underRoot(path, root);
      if (rel === undefined) continue;
      const seen = merged.get(rel);
      if (seen) {
        seen.count += count;
        seen.last = Math.max(seen.last, last);
      } else merged.set(rel, { path: rel, count, last });
    }
    return [...merged.values()].sort((a, b) => b.count - a.count || b.last - a.last);
  }

  /** The summary; `root` is the project root edited paths are made relative to first. */
  result<A extends string>(agent: A, source: string, root: string): TranscriptSummary<A> {
    const trim = this.#trimmer.result();
    const edited = new Set<string>();
    for (const path of this.#edited.keys()) edited.add(relativePath(path, [root, this.#cwd]));
    return {
      agent,
      source,
      objective: this.#objective ?? this.#sideObjective,
      edited_files: [...edited].sort(),
      todos: this.#todos,
      todos_stale: this.#todos.length > 0 && this.#afterTodos.work && this.#afterTodos.report,
      compactions: this.#compactions,
      skipped: this.#skippedCount,
      interrupted: this.#interrupted,
      feedback: {
        files: [source],
        total: trim.total,
        failures: trim.failures,
        tail: trim.tail,
        commands: trim.commands,
        skipped: this.#skipped,
        skipped_count: this.#skippedCount,
        last_test: trim.last_test,
        passed_later: trim.passed_later,
      },
      duration_ms: this.#span ? this.#span.last - this.#span.first : null,
      cwd: this.#cwd ?? null,
      user_messages: [...this.#userMessages],
      agent_report: this.#report,
      date: this.#span === null ? null : utcDate(this.#span.first),
      conclusions: this.#conclusions.map(({ kind, text }) => ({ kind, text })).reverse(),
      tail: {
        user: this.#lastUser,
        agent: [this.#prevReport, this.#report].filter((t): t is string => t !== null),
      },
      reads: this.#readsUnder(root),
      plan: this.#latestPlan(root),
      unknown_lines: this.#unknown,
    };
  }
}

/** Conclusions one session keeps (newest): bounded whatever the session's length. */
export const MAX_CONCLUSIONS = 20;

/** Epoch ms as a UTC day, `YYYY-MM-DD`; null when out of Date's range. */
function utcDate(ms: number): string | null {
  const date = new Date(ms);
  return Number.isNaN(date.getTime()) ? null : date.toISOString().slice(0, 10);
}

/**
 * A "path" holding `//` (`cat postgres://app:PW@db/x`, a Read of a URL) is redacted before
 * `resolve` or `relative` collapse the `//`: `postgres:/app:PW@db/x` no longer reads as a URL,
 * and its password would pass every later redaction (#29.3). Only such paths: a plain one keeps
 * its home directory, which the under-root check needs.
 */
function redactUrlPath(path: string): string {
  return path.includes("//") ? redact(path).text : path;
}

/** A path relative to the first base it lies under; other paths are kept as they are. */
export function relativePath(raw: string, bases: (string | undefined)[]): string {
  const path = redactUrlPath(raw);
  if (!isAbsolute(path)) return path.replace(/^\.\//, "");
  for (const base of bases) {
    if (base === undefined || !isAbsolute(base)) continue;
    const rel = relativeWithin(base, path);
    if (rel !== null && rel !== "") return rel;
  }
  return path;
}
