/**
 * Folding transcript events into a TranscriptSummary: commands go through the shared feedback
 * trim (bounded memory whatever the session length), edited paths are made relative to the
 * project root or the session's cwd, the latest to-do list wins, the first real user request is
 * the objective.
 */
import { isAbsolute, relative } from "node:path";
import type { AgentKind, SkippedLine, TodoItem, TranscriptSummary } from "../../snapshot/types.js";
import { FeedbackTrimmer } from "../../trim/trim.js";
import type { TranscriptEvent } from "./events.js";
import { objectiveFrom } from "./objective.js";

/** Skipped lines listed by position; the rest are only counted. */
const MAX_SKIPPED_LISTED = 20;

export class TranscriptAccumulator {
  readonly #trimmer: FeedbackTrimmer;
  readonly #edited = new Set<string>();
  readonly #skipped: SkippedLine[] = [];
  #skippedCount = 0;
  #todos: TodoItem[] = [];
  #objective: string | null = null;
  #sideObjective: string | null = null;
  #compactions = 0;
  #interrupted = 0;
  #cwd: string | undefined;
  #span: { first: number; last: number } | null = null;

  constructor(k: number) {
    this.#trimmer = new FeedbackTrimmer(k);
  }

  add(event: TranscriptEvent): void {
    switch (event.kind) {
      case "command":
        this.#trimmer.add(event.record);
        if (event.interrupted) this.#interrupted++;
        break;
      case "edit":
        this.#edited.add(event.path);
        break;
      case "todos":
        this.#todos = event.items;
        break;
      case "user":
        if (event.sidechain) this.#sideObjective ??= objectiveFrom(event.text) ?? null;
        else this.#objective ??= objectiveFrom(event.text) ?? null;
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
        this.#cwd ??= event.path;
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

  /** The summary; `root` is the project root edited paths are made relative to first. */
  result(agent: AgentKind, source: string, root: string): TranscriptSummary {
    const trim = this.#trimmer.result();
    const edited = new Set<string>();
    for (const path of this.#edited) edited.add(relativePath(path, [root, this.#cwd]));
    return {
      agent,
      source,
      objective: this.#objective ?? this.#sideObjective,
      edited_files: [...edited].sort(),
      todos: this.#todos,
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
      user_messages: [],
      agent_report: null,
      reads: [],
      plan: null,
      unknown_lines: 0,
    };
  }
}

/** A path relative to the first base it lies under; other paths are kept as they are. */
export function relativePath(path: string, bases: (string | undefined)[]): string {
  if (!isAbsolute(path)) return path.replace(/^\.\//, "");
  for (const base of bases) {
    if (base === undefined || !isAbsolute(base)) continue;
    const rel = relative(base, path);
    if (rel !== "" && !rel.startsWith("..") && !isAbsolute(rel)) return rel;
  }
  return path;
}
