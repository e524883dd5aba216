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
  type FeedbackRecord,
  type FileReads,
  MAX_SKIPPED_LISTED,
  type PutInCode,
  type SessionPlan,
  type TookOutCode,
  type TranscriptSummary,
} from "../../model/snapshot/types.js";
import { redact } from "../../redact/redact.js";
import { isTestCommand } from "../../trim/test-command.js";
import type { SourceRef, TranscriptEvent } from "./events.js";
import type { EditText } from "./edit-content.js";
import {
  extractConclusions,
  type Grounding,
  namedWords,
  namesCodeInForce,
  namesCodeTakenOut,
  novelConclusions,
} from "./conclusions.js";
import {
  commandNames,
  isCodeKeyword,
  isEditedPath,
  NameSet,
  namesOf,
  ranFiles,
  redirectTargets,
} from "./grounding.js";
import { recordEdit } from "./code-removals.js";
import { shellWriteEdits } from "./shell-writes.js";
import { againstOldText } from "./whole-write.js";
import {
  asWritten,
  fileNameOf,
  MAX_SHOWN_NAMES,
  type Removal,
  type RemovalSide,
  removalOf,
  shownCommandNames,
} from "./removal-reasons.js";
import { MAX_TURN_EDITS, type PutIn, putInOf, MAX_TURN_NAMES, tiedPutIn } from "./put-in.js";
import { asksForRemoval } from "../../util/removal-reason-words.js";
import { MAX_VALUE_EDITS, valueChangesOf } from "./value-edits.js";
import {
  MAX_LINE_WRITES,
  MAX_VALUE_WRITES,
  numberLineKeys,
  valuesRemovedOf,
  valuesWrittenOf,
} from "./value-writes.js";
import { checkPassedLater, checkRestoredTrim } from "./transcript-cache-verify.js";
import { objectiveFrom, userWordsFrom } from "./objective.js";
import {
  type AccumulatorState,
  freshState,
  type ConclusionEntry,
  type PassedProof,
  type PendingProse,
  restoreAccumulator,
  type SavedAccumulator,
  saveAccumulator,
} from "./summary-state.js";
import { relativeWithin } from "../../util/within.js";
import { shortCodeParts, wordStems } from "../../util/word-stems.js";
import { commandKey } from "../../util/name-hash.js";
import { codePointKey, writtenCharNames, writtenKnownCodePoints } from "../../util/code-points.js";

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
        const failed =
          event.interrupted === true ||
          event.record.error !== undefined ||
          (exit_code !== null && exit_code !== 0);
        // A file written through the shell is an edit of it, made before the command's end.
        if (event.record.sidechain !== true)
          for (const edit of shellWriteEdits(event.record.command, event.from)) this.#edit(edit);
        const removed = this.#ran(event.record.command);
        if (exit_code === 0 && event.record.sidechain !== true)
          for (const part of event.record.command.split(/&&|\|\||;/))
            if (part.trim() !== "") this.#s.doneAfterReport.add(commandKey(part));
        // What a failure's output names (`README.md: line too long`) is real in the session.
        if (failed) this.#failedOutput(event.record);
        // A sub-agent's commands are no part of the main session's turns.
        if (event.record.sidechain !== true)
          this.#toolCall(failed, removalOf(removed, null, true, event.from));
        break;
      }
      case "edit":
        this.#edit(event);
        break;
      case "tool":
        // A call's own command or edit comes next and places the prose before it, once what
        // that command removed is known (prose naming it states a dead end as it is carried
        // out); a failed result places it now.
        if (event.failed === true) this.#toolCall(true);
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
        } else {
          this.#userWords(event.text, event.from);
          // The user answers the agent's latest message when no tool call came after it (a
          // message some agents record twice answers it once).
          this.#s.userSinceReport ||=
            this.#s.report !== null && this.#s.pending.some((p) => p.text === this.#s.report);
          this.#endTurn();
          this.#s.removalAsked = asksForRemoval(event.text);
        }
        break;
      case "report":
        this.#s.prevReport = this.#s.report;
        this.#s.from.prevReport = this.#s.from.report;
        this.#s.userBetween = this.#s.userSinceReport;
        this.#s.userSinceReport = false;
        this.#s.report = event.text;
        this.#s.from.report = event.from;
        this.#s.doneAfterReport = new NameSet();
        this.#prose(event.text, event.from);
        this.#s.afterTodos.report = true;
        break;
      case "read": {
        this.#touched(event.path);
        this.#toolCall(false);
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

  /**
   * The values `edit` changed, each with the user message it followed: the latest the user
   * said (a repeat counts at the place it was first kept).
   */
  #valueEdits(edit: EditText): void {
    const changes = valueChangesOf(edit);
    if (changes.length === 0) return;
    const last = this.#s.lastUser;
    const user = last === null ? -1 : this.#s.userMessages.lastIndexOf(last);
    this.#s.valueEdits.push(...changes.map((change) => ({ ...change, user })));
    if (this.#s.valueEdits.length > MAX_VALUE_EDITS)
      this.#s.valueEdits = this.#s.valueEdits.slice(-MAX_VALUE_EDITS);
  }

  /** The numbers the constants `edit` put in hold, each with the user message it followed. */
  #valueWrites(edit: EditText & { path: string }): void {
    const values = valuesWrittenOf(edit);
    const path = edit.path;
    if (values.length === 0) return;
    const last = this.#s.lastUser;
    const user = last === null ? -1 : this.#s.userMessages.lastIndexOf(last);
    this.#s.valueWrites.push(...values.map(({ name, value }) => ({ value, user, name, path })));
    // Declared again: whatever took it out before, it is back.
    const declared = new Set(values.map((v) => v.name));
    if (this.#s.valueRemovals.some((r) => declared.has(r.name ?? "")))
      this.#s.valueRemovals = this.#s.valueRemovals.filter((r) => !declared.has(r.name ?? ""));
    if (this.#s.valueWrites.length > MAX_VALUE_WRITES)
      this.#s.valueWrites = this.#s.valueWrites.slice(-MAX_VALUE_WRITES);
  }

  /** The constants `edit` took out, each with the user message it followed. */
  #valueRemovals(edit: EditText & { path: string }): void {
    const values = valuesRemovedOf(edit);
    if (values.length === 0) return;
    const last = this.#s.lastUser;
    const user = last === null ? -1 : this.#s.userMessages.lastIndexOf(last);
    const path = edit.path;
    this.#s.valueRemovals.push(...values.map(({ name, value }) => ({ value, user, name, path })));
    if (this.#s.valueRemovals.length > MAX_VALUE_WRITES)
      this.#s.valueRemovals = this.#s.valueRemovals.slice(-MAX_VALUE_WRITES);
  }

  /** The lines with a number `edit` put in, as keys, with the user message it followed. */
  #lineWrites(edit: EditText & { path: string }): void {
    const keys = numberLineKeys(edit);
    if (keys.length === 0) return;
    const last = this.#s.lastUser;
    const user = last === null ? -1 : this.#s.userMessages.lastIndexOf(last);
    this.#s.lineWrites.push({ keys, user });
    if (this.#s.lineWrites.length > MAX_LINE_WRITES)
      this.#s.lineWrites = this.#s.lineWrites.slice(-MAX_LINE_WRITES);
  }

  /** A file the session edited or wrote (`shell-writes.ts`: through the shell too). */
  #edit(event: Extract<TranscriptEvent, { kind: "edit" }>): void {
    if (!this.#s.edited.has(event.path)) this.#s.edited.set(event.path, event.from);
    this.#s.doneAfterReport.add(fileNameOf(event.path));
    this.#s.afterTodos.work = true;
    this.#touched(event.path);
    // A whole write read against the file's old text: the lines it put in and took out.
    const diff = againstOldText(event, event.before ?? this.#s.fileTexts.before(event.path));
    this.#s.fileTexts.record(event);
    // What a whole write took out is judged as before: the session's own code it no longer
    // holds (`code-removals.ts`). Read against the old text, it would also take out whatever
    // a rewrite drops of code the session found, which prose beside it does not explain.
    const out = recordEdit(this.#s, event);
    this.#wroteWords(event.added);
    this.#valueEdits(event);
    this.#valueWrites(event);
    this.#valueRemovals(event);
    this.#lineWrites(event);
    const names = out?.names.map((name) => asWritten(name, event.dropped ?? "")) ?? [];
    // What the edit declared: all of it for the turn's last words, three for the prose before.
    const turnPutIn = putInOf(diff, event.path, event.from, MAX_TURN_NAMES);
    const putIn = turnPutIn && {
      ...turnPutIn,
      names: turnPutIn.names.slice(0, MAX_SHOWN_NAMES),
    };
    if (turnPutIn !== null) {
      this.#s.turnPutIns.push(turnPutIn);
      if (this.#s.turnPutIns.length > MAX_TURN_EDITS) this.#s.turnPutIns.shift();
    }
    this.#toolCall(false, out && removalOf(names, event.path, out.own, event.from), putIn);
  }

  /** The names a command line gives; what it took back out, as shown. */
  #ran(command: string): string[] {
    const { names, removed, cleaned } = commandNames(command, (path) => this.#made(path));
    for (const name of names) this.#s.names.add(name);
    for (const name of removed) this.#s.removed.add(name);
    for (const name of cleaned) this.#s.cleanedUp.add(name);
    for (const file of ranFiles(command)) this.#s.ranFiles.add(fileNameOf(file));
    // A probe the session ran and deletes is clean-up: no removal for its prose to explain.
    return shownCommandNames(removed).filter((name) => !this.#s.ranFiles.has(fileNameOf(name)));
  }

  /**
   * Whether the session made the file at `path`: it edited it, or a recent command wrote it
   * through the shell (`cat > src/a.js <<EOF`, as Codex CLI writes files).
   */
  #made(path: string): boolean {
    if (isEditedPath(path, this.#s.edited.keys())) return true;
    const recent = this.#s.trimmer.saveState().recent;
    return recent.some(([, record]) => isEditedPath(path, redirectTargets(record.command)));
  }

  /**
   * The words of code the session put in (identifiers split, test names, comments), as stems:
   * its code keywords (`const`, `return`) are no word of what it did. With them, the two-letter
   * abbreviations of its names (`wt` of `wtKg`) and the names of the characters it wrote by
   * code point (`\u00a0`: "no-break space"), which a step says in words.
   */
  #wroteWords(code: string | undefined): void {
    if (code === undefined) return;
    const head = code.slice(0, WRITTEN_WORDS_CHARS);
    for (const stem of wordStems(head, isCodeKeyword)) this.#s.writtenWords.add(stem);
    for (const part of shortCodeParts(head)) this.#s.writtenWords.add(part);
    for (const name of writtenCharNames(head))
      for (const stem of wordStems(name)) this.#s.writtenWords.add(stem);
    for (const cp of writtenKnownCodePoints(head)) this.#s.writtenWords.add(codePointKey(cp));
  }

  /** The names in a failed command's output: its error, and the end of stderr and stdout. */
  #failedOutput(record: FeedbackRecord): void {
    for (const text of [record.error, record.stderr_tail, record.stdout_tail]) {
      if (text === undefined) continue;
      // Only words shaped like names: paths, files, identifiers, constants (`ECONNREFUSED`).
      for (const word of text.slice(-FAILURE_NAMES_CHARS).split(/[\s"'`=;|&()<>,:]+/))
        if (/\w[./_]\w|[a-z][A-Z]|^[A-Z][A-Z0-9_]{2,}$/.test(word))
          for (const name of namesOf(word)) this.#s.names.add(name);
    }
  }

  /** The names of a path the session edited or read: its folders, file name and stem. */
  #touched(path: string): void {
    for (const name of namesOf(path)) this.#s.names.add(name);
  }

  /** The session's names as the conclusions read them. */
  #grounding(): Grounding {
    const { names, removed, cleanedUp } = this.#s;
    return {
      known: (name) => names.has(name),
      removed: (name) => removed.has(name),
      cleanedUp: (name) => cleanedUp.has(name),
      workedOn: (path) => this.#made(path) || isEditedPath(path, this.#s.reads.keys()),
    };
  }

  /**
   * Agent prose waits to be placed in its turn. Codex records a message twice (as an item and
   * as an event): a repeat of the prose just before is the same prose.
   */
  #prose(text: string, from: SourceRef): void {
    if (this.#s.pending.at(-1)?.text === text) return;
    this.#s.pending.push({ text, from, afterFailure: this.#s.lastFailed });
    if (this.#s.pending.length > MAX_PENDING) this.#s.pending.shift();
  }

  /**
   * A tool call or its result: the prose before it is narration, unless it follows a failed
   * result (then it says what the failure taught) or says why it acts (`extractConclusions`);
   * `failed` marks the prose that comes next.
   */
  #toolCall(failed: boolean, removal: Removal | null = null, putIn: PutIn | null = null): void {
    // Prose right before a removal may give its reason; before any other call it narrates.
    const next = this.#nextToRemoval(removal, "before");
    const told = this.#s.conclusions.length;
    // The last prose before an edit that declares something states the choice that code
    // carries out.
    const last = this.#s.pending.at(-1);
    for (const prose of this.#s.pending)
      this.#conclude(prose, false, next, prose === last ? putIn : null);
    this.#s.pending = [];
    this.#s.lastFailed = failed;
    // A removal whose reason came before it has been told: the turn's last words are not it.
    if (removal !== null)
      this.#s.turnRemoval = this.#toldBefore(told) ? this.#s.turnRemoval : removal;
    // Work after the user's answer: the message that follows reports that work, not a reply to
    // the answer ("ok, commit it", the commit, "Done 🙌" closes nothing the user acknowledged).
    this.#s.userSinceReport = false;
  }

  /** The user speaks: the prose that ended the agent's turn is its conclusion. */
  #endTurn(): void {
    const next = this.#nextToRemoval(this.#s.turnRemoval, "after");
    const sole = this.#s.pending.length === 1;
    for (const prose of this.#s.pending)
      this.#conclude(prose, true, next, this.#s.turnPutIns, sole);
    this.#s.pending = [];
    this.#s.lastFailed = false;
    this.#s.turnRemoval = null;
    this.#s.turnPutIns = [];
  }

  /**
   * Whether the prose just read said why something went: a dead end among the conclusions past
   * the `told` first (or among the newest, when the bounded list dropped some).
   */
  #toldBefore(told: number): boolean {
    const fresh = this.#s.conclusions.slice(Math.min(told, MAX_CONCLUSIONS - PER_PROSE));
    return fresh.some((c) => c.kind === "dead_end");
  }

  /** A removal prose sits next to, unless there is none or the user asked for it. */
  #nextToRemoval(removal: Removal | null, side: RemovalSide): NextToRemoval | undefined {
    return removal === null || this.#s.removalAsked ? undefined : { side, took: removal };
  }

  /** The conclusions a message states join the newest; a repeated one moves up. */
  #conclude(
    prose: PendingProse,
    endsTurn: boolean,
    removal?: NextToRemoval,
    putIn: PutIn | readonly PutIn[] | null = null,
    sole = false,
  ): void {
    const ground = this.#grounding();
    const { conclusions } = this.#s;
    this.#s.conclusions = withConclusions(
      conclusions,
      prose,
      endsTurn,
      ground,
      removal,
      putIn,
      sole,
    );
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

  /**
   * The session's conclusions, newest first: those stated so far, and those of the prose that
   * ends the session (its last turn, as far as the transcript goes), each saying something a
   * later one or the user's words do not already say.
   */
  #conclusions(root: string): TranscriptSummary["conclusions"] {
    let all = this.#s.conclusions;
    const ground = this.#grounding();
    const next = this.#nextToRemoval(this.#s.turnRemoval, "after");
    const sole = this.#s.pending.length === 1;
    for (const prose of this.#s.pending)
      all = withConclusions(all, prose, true, ground, next, this.#s.turnPutIns, sole);
    // A thing the session's edits added and a later edit took back out: what was said of it
    // before it went is a dead end now (said after, its words were read as one already).
    // What the prose said before the edit that put the code in goes with that code too.
    return novelConclusions(all, this.#s.userMessages)
      .map(({ kind, text, tookOut, putIn }) => ({
        kind:
          kind !== "dead_end" &&
          (this.#putInTakenOut(putIn) ||
            (namesCodeTakenOut(text, ground) && !this.#aboutPutIn(text, putIn, ground)))
            ? ("dead_end" as const)
            : kind,
        text,
        ...(tookOut === undefined ? {} : { took_out: this.#shownRemoval(tookOut, root) }),
        ...(putIn === undefined ? {} : { put_in: this.#shownPutIn(putIn, root) }),
      }))
      .reverse();
  }

  /**
   * The last turn's removal when the prose that ends it gave no reason for it (none yet: the
   * hook's last words may), as the summary's `turn_removal`.
   */
  #openRemoval(root: string): { turn_removal?: TookOutCode } {
    const next = this.#nextToRemoval(this.#s.turnRemoval, "after");
    if (next === undefined) return {};
    const ground = this.#grounding();
    const told = this.#s.pending.some((prose) =>
      extractConclusions(prose.text, ground, "ends_turn", next).some((c) => c.tookOut),
    );
    return told ? {} : { turn_removal: this.#shownRemoval(next.took, root) };
  }

  /**
   * Whether `text` is about the code `putIn` holds, which still stands: it names that code before
   * anything that went ("`CALF_SHARE = 3` now stands where `CALF_ML_PER_DAY` was").
   */
  #aboutPutIn(text: string, putIn: PutIn | undefined, ground: Grounding): boolean {
    if (putIn === undefined || this.#putInTakenOut(putIn)) return false;
    return namesCodeInForce(text, withStanding(ground, [putIn]));
  }

  /** Whether a later edit of the session took out a declaration `putIn` holds. */
  #putInTakenOut(putIn: PutIn | undefined): boolean {
    return putIn?.names.some((name) => this.#s.takenOut.has(name.toLowerCase())) ?? false;
  }

  /** What an edit put in as the summary shows it: its file relative to the project. */
  #shownPutIn(putIn: PutIn, root: string): PutInCode {
    const path = relativePath(putIn.path, [root, this.#s.cwd]);
    return {
      names: [...putIn.names],
      path,
      ...(putIn.line === undefined ? {} : { line: putIn.line }),
    };
  }

  /** A removal as the summary shows it: its file relative to the project, no source. */
  #shownRemoval(removal: Removal, root: string): TookOutCode {
    const { from: _from, path, ...rest } = removal;
    return { ...rest, path: path === null ? null : relativePath(path, [root, this.#s.cwd]) };
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
      conclusions: this.#conclusions(root),
      tail: {
        user: this.#s.lastUser,
        agent: [this.#s.prevReport, this.#s.report].filter((t): t is string => t !== null),
        // Both still pending: no tool call or user message came after the earlier one.
        ...(this.#s.prevReport !== null &&
        this.#s.prevReport !== this.#s.report &&
        this.#s.pending.some((p) => p.text === this.#s.prevReport) &&
        this.#s.pending.some((p) => p.text === this.#s.report)
          ? { same_turn: true as const }
          : {}),
        // The user's last message answered the earlier message, and the last one answers it
        // with no tool call between.
        ...(this.#s.prevReport !== null &&
        this.#s.userBetween &&
        !this.#s.userSinceReport &&
        this.#s.pending.some((p) => p.text === this.#s.report)
          ? { after_user: true as const }
          : {}),
      },
      reads: this.#readsUnder(root),
      plan: this.#latestPlan(root),
      unknown_lines: this.#s.unknown,
      ...(this.#s.written.size > 0 ? { written_names: this.#s.written.save() } : {}),
      ...(this.#s.takenOut.size > 0 ? { taken_out: this.#s.takenOut.save() } : {}),
      ...(this.#s.writtenWords.size > 0 ? { written_words: this.#s.writtenWords.save() } : {}),
      ...(this.#s.doneAfterReport.size > 0
        ? { done_after_report: this.#s.doneAfterReport.save() }
        : {}),
      ...this.#openRemoval(root),
      ...(this.#s.valueEdits.length > 0
        ? { value_edits: this.#s.valueEdits.map((e) => ({ ...e })) }
        : {}),
      ...(this.#s.valueWrites.length > 0
        ? { value_writes: this.#s.valueWrites.map((w) => ({ ...w })) }
        : {}),
      ...(this.#s.valueRemovals.length > 0
        ? { value_removals: this.#s.valueRemovals.map((w) => ({ ...w })) }
        : {}),
      ...(this.#s.lineWrites.length > 0
        ? { line_writes: this.#s.lineWrites.map((w) => ({ keys: [...w.keys], user: w.user })) }
        : {}),
    };
  }
}

/** Conclusions one session keeps (newest): bounded whatever the session's length. */
export const MAX_CONCLUSIONS = 20;
/** Characters of one edit read for its words: a step's words are in what an edit starts with. */
const WRITTEN_WORDS_CHARS = 8_000;
/** Conclusions one piece of prose adds at most (`extractConclusions`' per message). */
const PER_PROSE = 3;
/** The end of a failure's output read for names: where the error is, not a whole log. */
const FAILURE_NAMES_CHARS = 600;
/** Agent texts waiting for their place in the turn: a message is rarely split in more. */
const MAX_PENDING = 4;

/** `conclusions` with those `prose` states added as the newest (a repeated one moves up). */
function withConclusions(
  conclusions: ConclusionEntry[],
  prose: PendingProse,
  endsTurn: boolean,
  ground: Grounding,
  removal?: NextToRemoval,
  putIn: PutIn | readonly PutIn[] | null = null,
  soleProse = false,
): ConclusionEntry[] {
  const place = prose.afterFailure ? "after_failure" : endsTurn ? "ends_turn" : "before_tool";
  const nextTo = standingPutIns(putIn, ground);
  const found = extractConclusions(prose.text, withStanding(ground, nextTo), place, removal);
  if (found.length === 0) return conclusions;
  const texts = new Set(found.map((f) => f.text));
  const kept = conclusions.filter((c) => !texts.has(c.text));
  // The only conclusion of the turn's only closing message, a decision, may be tied to the
  // turn's only declaration (a fact such as "Nothing else touches lib/slots.js." is not it).
  const alone = soleProse && found.length === 1 && found[0]?.kind === "decision";
  for (const { kind, text, at, span, tookOut } of found) {
    const tied =
      putIn === null || tookOut !== undefined || kind === "dead_end"
        ? null
        : (tiedPutIn(text, putIn, alone) ?? namedPutIn(text, nextTo, ground));
    kept.push({
      kind,
      text,
      at,
      span,
      ...(prose.from === undefined ? {} : { from: prose.from }),
      ...(tookOut === undefined ? {} : { tookOut }),
      ...(tied === null ? {} : { putIn: tied }),
    });
  }
  return kept.slice(-MAX_CONCLUSIONS);
}

/** The edits next to prose (the turn's, or the one right after it) with what they put in that stands. */
function standingPutIns(putIn: PutIn | readonly PutIn[] | null, ground: Grounding): PutIn[] {
  const edits: readonly PutIn[] = putIn === null ? [] : Array.isArray(putIn) ? putIn : [putIn];
  return edits.flatMap((edit) => {
    const names = edit.names.filter((name) => !ground.removed(name.toLowerCase()));
    return names.length === 0 ? [] : [{ ...edit, names }];
  });
}

/** `ground` knowing what the edits next to the prose put in that stands (`Grounding.standing`). */
function withStanding(ground: Grounding, edits: readonly PutIn[]): Grounding {
  if (edits.length === 0) return ground;
  const names = new Set(edits.flatMap((edit) => edit.names.map((n) => n.toLowerCase())));
  return { ...ground, standing: (name) => names.has(name) };
}

/**
 * The newest of `edits` whose put-in the conclusion `text` is about (`namesCodeInForce`) while
 * it names something that went too, with the names it says: it stays tied to that code (a later
 * edit taking it out abandons it; while it stands, a thing it replaced that the sentence names
 * after it is no dead end).
 */
function namedPutIn(text: string, edits: readonly PutIn[], ground: Grounding): PutIn | null {
  if (edits.length === 0 || !namesCodeInForce(text, withStanding(ground, edits))) return null;
  const words = namedWords(text);
  // Only one that names something that went too needs the tie.
  if (!words.some((word) => ground.removed(word))) return null;
  const said = new Set(words);
  for (let i = edits.length - 1; i >= 0; i--) {
    const edit = edits[i] as PutIn;
    const named = edit.names.filter((name) => said.has(name.toLowerCase()));
    if (named.length > 0) return { ...edit, names: named.slice(0, MAX_SHOWN_NAMES) };
  }
  return null;
}

/** A removal and the side of it prose sits on. */
type NextToRemoval = { side: RemovalSide; took: Removal };

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
