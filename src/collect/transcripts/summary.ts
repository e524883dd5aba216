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
  type TranscriptSummary,
} from "../../model/snapshot/types.js";
import { redact } from "../../redact/redact.js";
import { isTestCommand } from "../../trim/test-command.js";
import type { SourceRef, TranscriptEvent } from "./events.js";
import { extractConclusions } from "./conclusions.js";
import { checkPassedLater, checkRestoredTrim } from "./transcript-cache-verify.js";
import { objectiveFrom, userWordsFrom } from "./objective.js";
import {
  type AccumulatorState,
  freshState,
  type PassedProof,
  restoreAccumulator,
  type SavedAccumulator,
  saveAccumulator,
} from "./summary-state.js";
import { relativeWithin } from "../../util/within.js";

export class TranscriptAccumulator {
  /** Everything it holds (`summary-state.ts`: the one list, saved and restored from there). */
  #s: AccumulatorState;

  /**
   * The latest passing run of each command that had failed before it: what a saved scan shows
   * to prove a failure "passed later" (`passedLaterProofs`), by position and source.
   */
  readonly #passedBy = new Map<string, { position: number; from: SourceRef | undefined }>();

  constructor(k: number) {
    this.#s = freshState(k);
  }

  /**
   * For each failure group that passed later (in the trim's order), the passing run that says
   * so: a saved scan keeps them, and a restore reads each back (`restore`), so a cache cannot
   * mark a failure "passed later" that the transcript does not. Null when one has no source.
   */
  passedLaterProofs(): PassedProof[] | null {
    const proofs: PassedProof[] = [];
    for (const group of this.#s.trimmer.saveState().groups) {
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
      if (!this.#s.trimmer.hasFailed(command)) this.#passedBy.delete(command);
  }

  add(event: TranscriptEvent): void {
    switch (event.kind) {
      case "command": {
        // A passing run of a command that failed: where it is, the proof of "passed later".
        const { command, exit_code } = event.record;
        const position = this.#s.trimmer.position;
        // Its own failure group and those of the same command with other leading assignments;
        // the first passing run after a failure is the one `passed_later_as` names.
        const linked = exit_code === 0 ? this.#s.trimmer.pendingFailures(command) : [];
        this.#s.trimmer.add(event.record);
        for (const failed of linked) this.#passedBy.set(failed, { position, from: event.from });
        // Bounded as the trim's groups are: only commands still held can matter again.
        if (this.#passedBy.size > 4 * 256) this.#prunePassedBy();
        if (event.from !== undefined) this.#s.from.records.set(event.record, event.from);
        if (isTestCommand(event.record.command)) this.#s.from.lastTest = event.from;
        if (event.interrupted) this.#s.interrupted++;
        this.#s.afterTodos.work = true;
        break;
      }
      case "edit":
        if (!this.#s.edited.has(event.path)) this.#s.edited.set(event.path, event.from);
        this.#s.afterTodos.work = true;
        break;
      case "todos":
        this.#s.todos = event.items;
        this.#s.from.todos = event.from;
        this.#s.afterTodos = { work: false, report: false };
        break;
      case "user":
        if (event.sidechain) {
          if (this.#s.sideObjective === null) {
            this.#s.sideObjective = objectiveFrom(event.text) ?? null;
            this.#s.from.sideObjective = event.from;
          }
        } else this.#userWords(event.text, event.from);
        break;
      case "report":
        this.#s.prevReport = this.#s.report;
        this.#s.from.prevReport = this.#s.from.report;
        this.#s.report = event.text;
        this.#s.from.report = event.from;
        this.#conclude(event.text, event.from);
        this.#s.afterTodos.report = true;
        break;
      case "read": {
        const seen = this.#s.reads.get(event.path);
        const last = ++this.#s.readNo;
        if (seen) {
          seen.count++;
          seen.last = last;
        } else this.#s.reads.set(event.path, { count: 1, last, from: event.from });
        break;
      }
      case "plan": {
        const entry = { plan: event.plan, order: ++this.#s.planNo, from: event.from };
        if (event.file === undefined) this.#s.plan = entry;
        else this.#s.planFiles.set(event.file, entry);
        break;
      }
      case "unknown":
        this.#s.unknown++;
        break;
      case "compaction":
        this.#s.compactions++;
        break;
      case "skipped":
        this.#s.skippedCount += event.count ?? 1;
        if (this.#s.skipped.length < MAX_SKIPPED_LISTED) {
          this.#s.skipped.push({ file: event.file, line: event.line, reason: event.reason });
        }
        break;
      case "cwd":
        if (this.#s.cwd === undefined) {
          this.#s.cwd = event.path;
          this.#s.from.cwd = event.from;
        }
        break;
      case "span":
        this.#s.span = this.#s.span
          ? {
              first: Math.min(this.#s.span.first, event.first),
              last: Math.max(this.#s.span.last, event.last),
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
    const kept = this.#s.conclusions.filter((c) => !texts.has(c.text));
    kept.push(...found.map((f, n) => ({ ...f, from, n })));
    this.#s.conclusions = kept.slice(-MAX_CONCLUSIONS);
  }

  #userWords(text: string, from: SourceRef): void {
    const words = userWordsFrom(text);
    if (words === undefined) return;
    this.#s.lastUser = words;
    this.#s.from.lastUser = from;
    if (this.#s.objective === null) {
      this.#s.objective = objectiveFrom(words) ?? null;
      this.#s.from.objective = from;
    }
    if (this.#s.userWordsSeen.has(words)) return;
    this.#s.userWordsSeen.add(words);
    this.#s.userMessages.push(words);
    this.#s.from.userMessages.push(from);
  }

  /** The state so far, for a resumable scan: its sources, no text (`summary-state.ts`). */
  saveState(): SavedAccumulator | null {
    return saveAccumulator(this.#s);
  }

  /** An accumulator that goes on from a saved state, each text read back by `read`. */
  static restore(
    k: number,
    saved: SavedAccumulator,
    read: (from: SourceRef, kind: TranscriptEvent["kind"]) => TranscriptEvent,
    passed: readonly PassedProof[],
  ): TranscriptAccumulator {
    const acc = new TranscriptAccumulator(k);
    acc.#s = restoreAccumulator(k, saved, read, (groups, recent, lastTest) =>
      checkRestoredTrim(saved, groups, recent, lastTest),
    );
    for (const [command, proof] of checkPassedLater(saved, acc.#s.trimmer, passed, read))
      acc.#passedBy.set(command, proof);
    return acc;
  }

  /** `path` relative to `root` (a relative path is the cwd's), or undefined when outside it. */
  #underRoot(path: string, root: string): string | undefined {
    const base = this.#s.cwd !== undefined && isAbsolute(this.#s.cwd) ? this.#s.cwd : root;
    const rel = relativeWithin(root, resolve(base, redactUrlPath(path)));
    return rel === null || rel === "" ? undefined : rel;
  }

  /** The latest plan presented or written to a plan file in the repo. */
  #latestPlan(root: string): SessionPlan | null {
    let best = this.#s.plan;
    for (const [file, entry] of this.#s.planFiles) {
      if (this.#underRoot(file, root) === undefined) continue;
      if (best === null || entry.order > best.order) best = entry;
    }
    return best?.plan ?? null;
  }

  /** Reads inside `root` (relative paths are the cwd's), repo-relative, most read first. */
  #readsUnder(root: string): FileReads[] {
    const merged = new Map<string, FileReads>();
    for (const [path, { count, last }] of this.#s.reads) {
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
    const trim = this.#s.trimmer.result();
    const edited = new Set<string>();
    for (const path of this.#s.edited.keys()) edited.add(relativePath(path, [root, this.#s.cwd]));
    return {
      agent,
      source,
      objective: this.#s.objective ?? this.#s.sideObjective,
      edited_files: [...edited].sort(),
      todos: this.#s.todos,
      todos_stale: this.#s.todos.length > 0 && this.#s.afterTodos.work && this.#s.afterTodos.report,
      compactions: this.#s.compactions,
      skipped: this.#s.skippedCount,
      interrupted: this.#s.interrupted,
      feedback: {
        files: [source],
        total: trim.total,
        failures: trim.failures,
        tail: trim.tail,
        commands: trim.commands,
        skipped: this.#s.skipped,
        skipped_count: this.#s.skippedCount,
        last_test: trim.last_test,
        passed_later: trim.passed_later,
        ...(trim.passed_later_as.length > 0 ? { passed_later_as: trim.passed_later_as } : {}),
      },
      duration_ms: this.#s.span ? this.#s.span.last - this.#s.span.first : null,
      cwd: this.#s.cwd ?? null,
      user_messages: [...this.#s.userMessages],
      agent_report: this.#s.report,
      date: this.#s.span === null ? null : utcDate(this.#s.span.first),
      conclusions: this.#s.conclusions.map(({ kind, text }) => ({ kind, text })).reverse(),
      tail: {
        user: this.#s.lastUser,
        agent: [this.#s.prevReport, this.#s.report].filter((t): t is string => t !== null),
      },
      reads: this.#readsUnder(root),
      plan: this.#latestPlan(root),
      unknown_lines: this.#s.unknown,
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
