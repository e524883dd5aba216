/**
 * Folding transcript events into a TranscriptSummary: commands go through the shared feedback
 * trim (bounded memory whatever the session length; a passing run marks earlier failures of its
 * command "passed later"), edited paths are made relative to the project root or the session's
 * cwd, the latest to-do list and plan win, the first real user request is the objective and
 * every user message of the main session is kept (harness text taken out, a repeated message
 * once: Codex records each one twice, a resumed session copies them), the last assistant text is the
 * agent's report, and reads inside the repo are counted.
 */
import { isAbsolute, relative, resolve, sep } from "node:path";
import {
  type AgentKind,
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
import { objectiveFrom, userWordsFrom } from "./objective.js";
import {
  type AccumulatorSources,
  type AfterTodos,
  type AccumulatorView,
  type PlanEntry,
  type ReadCount,
  restoreAccumulator,
  type SavedAccumulator,
  saveAccumulator,
} from "./summary-state.js";

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
  };

  constructor(k: number) {
    this.#trimmer = new FeedbackTrimmer(k);
  }

  add(event: TranscriptEvent): void {
    switch (event.kind) {
      case "command":
        this.#trimmer.add(event.record);
        if (event.from !== undefined) this.#from.records.set(event.record, event.from);
        if (isTestCommand(event.record.command)) this.#from.lastTest = event.from;
        if (event.interrupted) this.#interrupted++;
        this.#afterTodos.work = true;
        break;
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
        this.#report = event.text;
        this.#from.report = event.from;
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
        this.#skippedCount++;
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

  #userWords(text: string, from: SourceRef): void {
    const words = userWordsFrom(text);
    if (words === undefined) return;
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
  ): TranscriptAccumulator {
    const acc = new TranscriptAccumulator(k);
    const state = restoreAccumulator(k, saved, read, acc.#from);
    acc.#trimmer = state.trimmer;
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
    const rel = relative(root, resolve(base, redactUrlPath(path)));
    if (rel === "" || rel === ".." || rel.startsWith(`..${sep}`) || isAbsolute(rel))
      return undefined;
    return rel;
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
  result(agent: AgentKind, source: string, root: string): TranscriptSummary {
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
      reads: this.#readsUnder(root),
      plan: this.#latestPlan(root),
      unknown_lines: this.#unknown,
    };
  }
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
    const rel = relative(base, path);
    if (rel !== "" && !rel.startsWith("..") && !isAbsolute(rel)) return rel;
  }
  return path;
}
