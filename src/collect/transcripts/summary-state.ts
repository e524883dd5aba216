/**
 * A TranscriptAccumulator's state, and that state as a resumable scan saves it (see
 * `transcript-cache.ts`): counts, positions and, for every text it holds, where that text came
 * from in the transcript, never the text. Restoring reads each text back from its source through
 * the adapter, so the accumulator goes on exactly as if it had read the same lines.
 *
 * Each part is listed once: the state in `freshState` (its type is derived from it), the saved
 * fields in `FIELDS`, each with its schema, how it is saved and how it reads back; the saved
 * type (`SavedAccumulator`) and the cache's schema of it (`savedAccumulatorSchema`) derive from
 * that table. A field added to the state and not to the table leaves the saved form unchanged
 * and a restored accumulator without it: the resume tests (a resumed scan's summary equals a
 * full scan's) catch that.
 */
import type {
  FeedbackRecord,
  SessionPlan,
  ValueEdit,
  ValueWrite,
  LineWrite,
  SkippedLine,
  TodoItem,
} from "../../model/snapshot/types.js";
import { type FailureGroup, FeedbackTrimmer, type TrimmerState } from "../../trim/trim.js";
import type { SourceRef, TranscriptEvent } from "./events.js";
import { type ConclusionKind, conclusionText, proseSentences } from "./conclusions.js";
import { NameSet } from "./grounding.js";
import { objectiveFrom, userWordsFrom } from "./objective.js";
import type { LazySchema, SchemaKit } from "./schema-kit.js";
import {
  asWritten,
  type Removal,
  fileNameOf,
  MAX_SHOWN_NAMES,
  restoreRemoval,
  type SavedRemoval,
  saveRemoval,
  shownCommandNames,
} from "./removal-reasons.js";
import { declaredNames } from "../../util/declared-names.js";
import { addedLine, lineKey, MAX_TURN_NAMES, type PutIn, putInNames } from "./put-in.js";
import type { EditText } from "./edit-content.js";
import { codeNames, commandNames } from "./grounding.js";
import { againstOldText, FileTexts } from "./whole-write.js";
import { readShellWriteRef, shellWriteEdits } from "./shell-writes.js";

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

/** A conclusion the agent stated: its text, and the message and sentences it came from. */
export interface ConclusionEntry {
  kind: ConclusionKind;
  text: string;
  /** The report event it was found in. */
  from?: SourceRef;
  /** Its first sentence among that message's `proseSentences`, and how many it spans. */
  at: number;
  span: 1 | 2;
  /** The removal next to it that it gives the reason for, and its kind without it. */
  tookOut?: Removal;
  /** What the edit right after it declared, when it names no identifier (`put-in.ts`). */
  putIn?: PutIn;
}

/**
 * Agent prose whose place in its turn is not known yet: a tool call after it makes it
 * narration (unless it follows a failure), the user speaking or the session's end makes it the
 * turn's conclusion.
 */
export interface PendingProse {
  text: string;
  from?: SourceRef;
  /** The tool result just before it failed. */
  afterFailure: boolean;
}

/** What the session did after its latest to-do update (false, false: nothing yet). */
export interface AfterTodos {
  work: boolean;
  report: boolean;
}

/** Where the passing run that makes a failure "passed later" is: its position and source. */
export interface PassedProof {
  position: number;
  from: SourceRef;
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

/** A fresh accumulator's state: everything it holds (the one list of its fields). */
export function freshState(k: number) {
  return {
    trimmer: new FeedbackTrimmer(k),
    /** Edited paths (as the transcript gave them), each with the source of its first mention. */
    edited: new Map<string, SourceRef | undefined>(),
    skipped: [] as SkippedLine[],
    skippedCount: 0,
    todos: [] as TodoItem[],
    objective: null as string | null,
    sideObjective: null as string | null,
    compactions: 0,
    interrupted: 0,
    cwd: undefined as string | undefined,
    span: null as { first: number; last: number } | null,
    userMessages: [] as string[],
    /** The user messages kept, for keeping a repeated one once. */
    userWordsSeen: new Set<string>(),
    report: null as string | null,
    /** The agent's message before its last one. */
    prevReport: null as string | null,
    /** The user's last message (a repeat too), for the conversation's tail. */
    lastUser: null as string | null,
    /** The newest conclusions, oldest first, bounded. */
    conclusions: [] as ConclusionEntry[],
    /** Prose not yet placed in its turn (`PendingProse`), oldest first, bounded. */
    pending: [] as PendingProse[],
    /** The latest tool result failed (the prose after it is read as a finding). */
    lastFailed: false,
    /** The turn's latest removal: the prose that ends the turn may give its reason. */
    turnRemoval: null as Removal | null,
    /** What the turn's edits put in (`turnPutInOf`), oldest first: its last words may say it. */
    turnPutIns: [] as PutIn[],
    /** The files' texts the session's whole writes left, for its next whole write of them. */
    fileTexts: new FileTexts(),
    /** The user asked for a removal this turn: carrying it out tells no dead end. */
    removalAsked: false,
    /** A user message answered the agent's latest message (no tool call came between). */
    userSinceReport: false,
    /** Such an answer came between the agent's message before its last one and its last. */
    userBetween: false,
    /** Names of the files, folders, packages and command words the session touched. */
    names: new NameSet(),
    /** Names of what a command took back out (an uninstall, a restore, an rm). */
    removed: new NameSet(),
    /** Names of the files an `rm` or `git rm` deleted that the session did not make. */
    cleanedUp: new NameSet(),
    /** What the session's edits called, included or imported (`codeNames`' uses). */
    usedInCode: new NameSet(),
    /**
     * The uses of each file the session wrote, by the hash of its path (no path kept): what a
     * later whole-file write of it no longer holds was taken back out. The newest files only.
     */
    fileUses: new Map<number, NameSet>(),
    /** Each identifier the session's edits (and shell writes) put in, keyed with its file's name. */
    written: new NameSet(),
    /** What its edits took the declaration of out and left out since (`code-removals.ts`). */
    takenOut: new NameSet(),
    /**
     * The stems of the words its edits and shell writes put in (identifiers split into words,
     * test names, comments: `util/word-stems.ts`): what a step said in other words was done by.
     */
    writtenWords: new NameSet(),
    /**
     * The names of the files its edits and shell writes touched since the agent's latest prose
     * (lowercased, no path) and the commands that passed since: the work a step that prose
     * states was carried out by.
     */
    doneAfterReport: new NameSet(),
    /** The file names a command ran or read (`node probe.js`): deleting one is no dead end. */
    ranFiles: new NameSet(),
    /** The values the session's edits changed, with the user message each followed (newest kept). */
    valueEdits: [] as ValueEdit[],
    /** The numbers its new constants hold, with the user message each followed (newest kept). */
    valueWrites: [] as ValueWrite[],
    /** The constants its edits took out, with the user message each followed (newest kept). */
    valueRemovals: [] as ValueWrite[],
    /** The keys of the lines with a number each edit put in, with the user message it followed. */
    lineWrites: [] as LineWrite[],
    /** Reads by path as the transcript gave it: count and the order of the latest read. */
    reads: new Map<string, ReadCount>(),
    readNo: 0,
    /** The latest plan presented (not from a file), and its order among plans. */
    plan: null as PlanEntry | null,
    /** The latest plan of each plan file, and its order: kept when the file is in the repo. */
    planFiles: new Map<string, PlanEntry>(),
    planNo: 0,
    unknown: 0,
    /** What came after the latest to-do list: work (an edit or a command), a report. */
    afterTodos: { work: false, report: false } as AfterTodos,
    from: {
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
    } as AccumulatorSources,
  };
}

/** Everything an accumulator holds. */
export type AccumulatorState = ReturnType<typeof freshState>;

/** How a restore reads a saved source back into the event it was. */
type ReadBack = (from: SourceRef, kind: TranscriptEvent["kind"]) => TranscriptEvent;

/** What a field's save sees: the state, the trim's state, a record's source. */
interface SaveContext {
  s: AccumulatorState;
  trim: TrimmerState;
  recordFrom: (record: FeedbackRecord) => SourceRef;
}

/** What a field's restore sees: the state it fills in, and readers of the saved sources. */
interface RestoreContext {
  s: AccumulatorState;
  /** The trim's saved parts as read back: a trimmer once every field is read. */
  trim: TrimmerState;
  /** The event of `kind` saved at `from` (throws when it does not read back as one). */
  read: <K extends TranscriptEvent["kind"]>(
    from: SourceRef,
    kind: K,
  ) => Extract<TranscriptEvent, { kind: K }>;
  /** The command record at `from`, its source noted. */
  record: (from: SourceRef) => FeedbackRecord;
  /** The user's words a saved user message reads back as (throws when none are left). */
  wordsOf: (from: SourceRef) => string;
  /** A saved plan read back, with the file it was written to, if any. */
  plan: (from: SourceRef, order: number) => PlanEntry & { file?: string };
}

/** One saved field: its JSON schema, its saved form, and how it reads back. */
interface Field<J> {
  schema: LazySchema;
  save: (c: SaveContext) => J;
  restore: (saved: J, c: RestoreContext) => void;
}

const field = <J>(f: Field<J>): Field<J> => f;

/** Thrown inside `saveAccumulator` when a text has no source: nothing is saved then. */
class Untracked extends Error {}

/** `from`, which must be a source. */
function known(from: SourceRef | undefined): SourceRef {
  if (from === undefined) throw new Untracked();
  return from;
}

const ordered = (k: SchemaKit) => k.z.object({ from: k.source, order: k.count(1) });

/** A removal as saved (`removal-reasons.ts`): the call's source, its names by hash, whose. */
const removalSchema = (k: SchemaKit) =>
  k.z.object({
    from: k.source,
    kind: k.z.literal(["edit", "command"]),
    names: k.z.string(),
    own: k.z.boolean(),
  });

/** A removal's saved form; its names as a saved name set (no text of the transcript). */
function savedRemoval(removal: Removal): SavedRemoval & { from: SourceRef } {
  const saved = saveRemoval(removal, known, (names) => {
    const set = new NameSet();
    for (const name of names) set.add(name.toLowerCase());
    return set.save();
  });
  return saved as SavedRemoval & { from: SourceRef };
}

/** A saved removal read back from its call's event: the names it gave that the hashes hold. */
function readRemoval(saved: SavedRemoval & { from: SourceRef }, c: RestoreContext): Removal {
  const set = NameSet.restore(saved.names);
  const holds = (name: string) => set.has(name.toLowerCase());
  if (saved.kind === "command") {
    const { command } = c.read(saved.from, "command").record;
    const candidates = shownCommandNames(commandNames(command).removed).filter(
      (name) => !c.s.ranFiles.has(fileNameOf(name)),
    );
    return restoreRemoval(saved, { path: null, candidates }, holds);
  }
  const edit = c.read(saved.from, "edit");
  const dropped = edit.dropped ?? "";
  const declared = declaredNames(dropped);
  const held = declared.filter(holds);
  // As recorded: the declarations when one went, else the calls.
  const candidates = held.length > 0 ? held : codeNames(dropped).uses;
  const removal = restoreRemoval(saved, { path: edit.path, candidates }, holds);
  return { ...removal, names: removal.names.map((name) => asWritten(name, dropped)) };
}

/** What an edit put in, as saved: the edit's source and the names by hash (no text). */
function savedPutIn(putIn: PutIn): { from: SourceRef; names: string } {
  const set = new NameSet();
  for (const name of putIn.names) set.add(name.toLowerCase());
  // Its line too, white space aside: a whole write read against a text of the session's
  // (`FileTexts`, not saved) has no old text when read back, and its line is found by this.
  if (putIn.line !== undefined) set.add(lineKey(putIn.line));
  return { from: known(putIn.from as SourceRef | undefined), names: set.save() };
}

/** A saved put-in read back from its edit's event: the names it declared that the hashes hold. */
function readPutIn(
  saved: { from: SourceRef; names: string },
  c: RestoreContext,
  most = MAX_SHOWN_NAMES,
): PutIn {
  const set = NameSet.restore(saved.names);
  const read = c.read(saved.from, "edit");
  const edit = againstOldText(read, read.before);
  const names = putInNames(edit)
    .filter((name) => set.has(name.toLowerCase()))
    .slice(0, most);
  // Saved with no name: it was the one line the edit added.
  const line = names.length === 0 ? (addedLine(edit) ?? savedLine(edit, set)) : null;
  return { names, path: edit.path, from: saved.from, ...(line === null ? {} : { line }) };
}

/** The line of a whole write whose key a saved put-in holds (`savedPutIn`), or null. */
function savedLine(edit: EditText, set: NameSet): string | null {
  if (edit.whole !== true) return null;
  const line = (edit.added ?? "").split("\n").find((raw) => set.has(lineKey(raw)));
  return line === undefined ? null : line.trim();
}

/** The saved fields, in the cache's order (the one list of them). */
const FIELDS = {
  position: field({
    schema: (k) => k.count(),
    save: (c) => c.trim.position,
    restore: (v, c) => {
      c.trim.position = v;
    },
  }),
  failures: field({
    schema: (k) => k.count(),
    save: (c) => c.trim.failures,
    restore: (v, c) => {
      c.trim.failures = v;
    },
  }),
  groups: field({
    schema: (k) =>
      k.z.array(
        k.z.object({
          from: k.source,
          count: k.count(1),
          first_exit_code: k.exitCode,
          position: k.count(),
          passed_later: k.z.boolean(),
        }),
      ),
    save: (c) =>
      c.trim.groups.map((g) => ({
        from: c.recordFrom(g.last),
        count: g.count,
        first_exit_code: g.first_exit_code,
        position: g.position,
        passed_later: g.passedLater,
      })),
    restore: (v, c) => {
      c.trim.groups = v.map((g) => {
        const last = c.record(g.from);
        return {
          command: last.command,
          count: g.count,
          first_exit_code: g.first_exit_code,
          last,
          position: g.position,
          passedLater: g.passed_later,
        };
      });
    },
  }),
  recent: field({
    schema: (k) => k.z.array(k.z.object({ position: k.count(), from: k.source })),
    save: (c) =>
      c.trim.recent.map(([position, record]) => ({ position, from: c.recordFrom(record) })),
    restore: (v, c) => {
      c.trim.recent = v.map(({ position, from }): [number, FeedbackRecord] => [
        position,
        c.record(from),
      ]);
    },
  }),
  last_test: field({
    schema: (k) => k.z.nullable(k.z.object({ position: k.count(), from: k.source })),
    save: (c) =>
      c.trim.lastTest && {
        position: c.trim.lastTest.position,
        from: known(c.s.from.lastTest),
      },
    restore: (v, c) => {
      if (v === null) return;
      const test = c.record(v.from);
      c.trim.lastTest = { position: v.position, command: test.command, exit_code: test.exit_code };
      c.s.from.lastTest = v.from;
    },
  }),
  edited: field({
    schema: (k) => k.z.array(k.source),
    save: (c) => [...c.s.edited.values()].map(known),
    restore: (v, c) => {
      for (const source of v) {
        const { path } = c.read(source, "edit");
        if (!c.s.edited.has(path)) c.s.edited.set(path, source);
      }
    },
  }),
  skipped: field({
    schema: (k) =>
      k.z.array(k.z.object({ file: k.z.string(), line: k.count(1), reason: k.z.string() })),
    save: (c) => c.s.skipped.map((line) => ({ ...line })),
    restore: (v, c) => {
      c.s.skipped = v.map((line) => ({ ...line }));
    },
  }),
  skipped_count: field({
    schema: (k) => k.count(),
    save: (c) => c.s.skippedCount,
    restore: (v, c) => {
      c.s.skippedCount = v;
    },
  }),
  todos: field({
    schema: (k) => k.source,
    save: (c) => c.s.from.todos ?? null,
    restore: (v, c) => {
      c.s.todos = v === null ? [] : c.read(v, "todos").items;
      c.s.from.todos = v ?? undefined;
    },
  }),
  objective: field({
    schema: (k) => k.source,
    save: (c) => (c.s.objective === null ? null : known(c.s.from.objective)),
    restore: (v, c) => {
      c.s.objective =
        v === null ? null : (objectiveFrom(userWordsFrom(c.read(v, "user").text) ?? "") ?? null);
      c.s.from.objective = v ?? undefined;
    },
  }),
  side_objective: field({
    schema: (k) => k.source,
    save: (c) => (c.s.sideObjective === null ? null : known(c.s.from.sideObjective)),
    restore: (v, c) => {
      c.s.sideObjective = v === null ? null : (objectiveFrom(c.read(v, "user").text) ?? null);
      c.s.from.sideObjective = v ?? undefined;
    },
  }),
  compactions: field({
    schema: (k) => k.count(),
    save: (c) => c.s.compactions,
    restore: (v, c) => {
      c.s.compactions = v;
    },
  }),
  interrupted: field({
    schema: (k) => k.count(),
    save: (c) => c.s.interrupted,
    restore: (v, c) => {
      c.s.interrupted = v;
    },
  }),
  cwd: field({
    schema: (k) => k.source,
    save: (c) => (c.s.cwd === undefined ? null : known(c.s.from.cwd)),
    restore: (v, c) => {
      c.s.cwd = v === null ? undefined : c.read(v, "cwd").path;
      c.s.from.cwd = v ?? undefined;
    },
  }),
  span: field({
    schema: (k) => k.span,
    save: (c): [number, number] | null => c.s.span && [c.s.span.first, c.s.span.last],
    restore: (v, c) => {
      c.s.span = v && { first: v[0], last: v[1] };
    },
  }),
  user_messages: field({
    schema: (k) => k.z.array(k.source),
    save: (c) => c.s.from.userMessages.map(known),
    restore: (v, c) => {
      c.s.userMessages = v.map(c.wordsOf);
      for (const words of c.s.userMessages) c.s.userWordsSeen.add(words);
      c.s.from.userMessages.push(...v);
    },
  }),
  report: field({
    schema: (k) => k.source,
    save: (c) => (c.s.report === null ? null : known(c.s.from.report)),
    restore: (v, c) => {
      c.s.report = v === null ? null : c.read(v, "report").text;
      c.s.from.report = v ?? undefined;
    },
  }),
  prev_report: field({
    schema: (k) => k.source,
    save: (c) => (c.s.prevReport === null ? null : known(c.s.from.prevReport)),
    restore: (v, c) => {
      c.s.prevReport = v === null ? null : c.read(v, "report").text;
      c.s.from.prevReport = v ?? undefined;
    },
  }),
  last_user: field({
    schema: (k) => k.source,
    save: (c) => (c.s.lastUser === null ? null : known(c.s.from.lastUser)),
    restore: (v, c) => {
      c.s.lastUser = v === null ? null : c.wordsOf(v);
      c.s.from.lastUser = v ?? undefined;
    },
  }),
  conclusions: field({
    schema: (k) =>
      k.z.array(
        k.z.object({
          from: k.source,
          at: k.count(),
          span: k.z.literal([1, 2]),
          kind: k.z.literal(["decision", "dead_end", "fact"]),
          took: k.z.nullable(removalSchema(k)),
          was: k.z.nullable(k.z.literal(["decision", "dead_end", "fact"])),
          put: k.z.nullable(k.z.object({ from: k.source, names: k.z.string() })),
        }),
      ),
    save: (c) =>
      c.s.conclusions.map((entry) => ({
        from: known(entry.from),
        at: entry.at,
        span: entry.span,
        kind: entry.kind,
        took: entry.tookOut === undefined ? null : savedRemoval(entry.tookOut),
        was: entry.tookOut?.was ?? null,
        put: entry.putIn === undefined ? null : savedPutIn(entry.putIn),
      })),
    restore: (v, c) => {
      c.s.conclusions = v.map(({ from, at, span, kind, took, was, put }): ConclusionEntry => {
        const sentences = proseSentences(c.read(from, "report").text);
        if (at + span > sentences.length) throw new Error("a saved conclusion does not read back");
        const text = conclusionText(sentences, at, span);
        const putIn = put === null ? {} : { putIn: readPutIn(put, c) };
        if (took === null) return { kind, text, from, at, span, ...putIn };
        const removal = readRemoval(took, c);
        return {
          kind,
          text,
          from,
          at,
          span,
          tookOut: was === null ? removal : { ...removal, was },
          ...putIn,
        };
      });
    },
  }),
  pending: field({
    schema: (k) => k.z.array(k.z.object({ from: k.source, after_failure: k.z.boolean() })),
    save: (c) => c.s.pending.map((p) => ({ from: known(p.from), after_failure: p.afterFailure })),
    restore: (v, c) => {
      c.s.pending = v.map(({ from, after_failure }) => ({
        text: c.read(from, "report").text,
        from,
        afterFailure: after_failure,
      }));
    },
  }),
  user_since_report: field({
    schema: (k) => k.z.boolean(),
    save: (c) => c.s.userSinceReport,
    restore: (v, c) => {
      c.s.userSinceReport = v;
    },
  }),
  user_between: field({
    schema: (k) => k.z.boolean(),
    save: (c) => c.s.userBetween,
    restore: (v, c) => {
      c.s.userBetween = v;
    },
  }),
  last_failed: field({
    schema: (k) => k.z.boolean(),
    save: (c) => c.s.lastFailed,
    restore: (v, c) => {
      c.s.lastFailed = v;
    },
  }),
  turn_put_ins: field({
    schema: (k) => k.z.array(k.z.object({ from: k.source, names: k.z.string() })),
    save: (c) => c.s.turnPutIns.map(savedPutIn),
    restore: (v, c) => {
      c.s.turnPutIns = v.map((saved) => readPutIn(saved, c, MAX_TURN_NAMES));
    },
  }),
  turn_removal: field({
    schema: (k) => k.z.nullable(removalSchema(k)),
    save: (c) => (c.s.turnRemoval === null ? null : savedRemoval(c.s.turnRemoval)),
    restore: (v, c) => {
      c.s.turnRemoval = v === null ? null : readRemoval(v, c);
    },
  }),
  removal_asked: field({
    schema: (k) => k.z.boolean(),
    save: (c) => c.s.removalAsked,
    restore: (v, c) => {
      c.s.removalAsked = v;
    },
  }),
  names: field({
    schema: (k) => k.z.string(),
    save: (c) => c.s.names.save(),
    restore: (v, c) => {
      c.s.names = NameSet.restore(v);
    },
  }),
  removed: field({
    schema: (k) => k.z.string(),
    save: (c) => c.s.removed.save(),
    restore: (v, c) => {
      c.s.removed = NameSet.restore(v);
    },
  }),
  cleanedUp: field({
    schema: (k) => k.z.string(),
    save: (c) => c.s.cleanedUp.save(),
    restore: (v, c) => {
      c.s.cleanedUp = NameSet.restore(v);
    },
  }),
  usedInCode: field({
    schema: (k) => k.z.string(),
    save: (c) => c.s.usedInCode.save(),
    restore: (v, c) => {
      c.s.usedInCode = NameSet.restore(v);
    },
  }),
  fileUses: field({
    schema: (k) => k.z.array(k.z.tuple([k.z.number(), k.z.string()])),
    save: (c) => [...c.s.fileUses].map(([file, uses]): [number, string] => [file, uses.save()]),
    restore: (v, c) => {
      c.s.fileUses = new Map(v.map(([file, uses]) => [file, NameSet.restore(uses)]));
    },
  }),
  written: field({
    schema: (k) => k.z.string(),
    save: (c) => c.s.written.save(),
    restore: (v, c) => {
      c.s.written = NameSet.restore(v);
    },
  }),
  ranFiles: field({
    schema: (k) => k.z.string(),
    save: (c) => c.s.ranFiles.save(),
    restore: (v, c) => {
      c.s.ranFiles = NameSet.restore(v);
    },
  }),
  takenOut: field({
    schema: (k) => k.z.string(),
    save: (c) => c.s.takenOut.save(),
    restore: (v, c) => {
      c.s.takenOut = NameSet.restore(v);
    },
  }),
  writtenWords: field({
    schema: (k) => k.z.string(),
    save: (c) => c.s.writtenWords.save(),
    restore: (v, c) => {
      c.s.writtenWords = NameSet.restore(v);
    },
  }),
  doneAfterReport: field({
    schema: (k) => k.z.string(),
    save: (c) => c.s.doneAfterReport.save(),
    restore: (v, c) => {
      c.s.doneAfterReport = NameSet.restore(v);
    },
  }),
  value_edits: field({
    schema: (k) =>
      k.z.array(
        k.z.object({
          before: k.z.string().check(k.z.regex(/^\d+(?:\.\d+)?$/)),
          after: k.z.string().check(k.z.regex(/^\d+(?:\.\d+)?$/)),
          renamed: k.z.boolean(),
          other: k.z.boolean(),
          user: k.z.int().check(k.z.gte(-1)),
        }),
      ),
    // Digits and an index: no text of the transcript.
    save: (c) =>
      c.s.valueEdits.map((e) => ({
        before: e.before,
        after: e.after,
        renamed: e.renamed === true,
        other: e.other_name === true,
        user: e.user,
      })),
    restore: (v, c) => {
      // In the order a fresh scan writes them: a resumed summary is the same bytes.
      c.s.valueEdits = v.map(({ before, after, renamed, other, user }) =>
        other
          ? { before, after, renamed: true, other_name: true, user }
          : renamed
            ? { before, after, renamed: true, user }
            : { before, after, user },
      );
    },
  }),
  value_writes: field({
    schema: (k) =>
      k.z.array(
        k.z.object({
          value: k.z.string().check(k.z.regex(/^\d+(?:\.\d+)?$/)),
          user: k.z.int().check(k.z.gte(-1)),
          name: k.z.string().check(k.z.regex(/^[A-Z][A-Z0-9_]{0,80}$/)),
          path: k.z.string(),
        }),
      ),
    // Digits, an index, a constant's upper-case name and a file of the repo: no prose.
    save: (c) =>
      c.s.valueWrites.map(({ value, user, name, path }) => ({
        value,
        user,
        name: name ?? "",
        path: path ?? "",
      })),
    restore: (v, c) => {
      c.s.valueWrites = v.map(({ value, user, name, path }) => ({ value, user, name, path }));
    },
  }),
  value_removals: field({
    schema: (k) =>
      k.z.array(
        k.z.object({
          value: k.z.string().check(k.z.regex(/^\d+(?:\.\d+)?$/)),
          user: k.z.int().check(k.z.gte(-1)),
          name: k.z.string().check(k.z.regex(/^[A-Z][A-Z0-9_]{0,80}$/)),
          path: k.z.string(),
        }),
      ),
    // Digits, an index, a constant's upper-case name and a file of the repo: no prose.
    save: (c) =>
      c.s.valueRemovals.map(({ value, user, name, path }) => ({
        value,
        user,
        name: name ?? "",
        path: path ?? "",
      })),
    restore: (v, c) => {
      c.s.valueRemovals = v.map(({ value, user, name, path }) => ({ value, user, name, path }));
    },
  }),
  line_writes: field({
    schema: (k) =>
      k.z.array(
        k.z.object({
          keys: k.z.array(k.z.int().check(k.z.gte(0))),
          user: k.z.int().check(k.z.gte(-1)),
        }),
      ),
    // Hashes and an index: no text of the transcript.
    save: (c) => c.s.lineWrites.map(({ keys, user }) => ({ keys: [...keys], user })),
    restore: (v, c) => {
      c.s.lineWrites = v.map(({ keys, user }) => ({ keys: [...keys], user }));
    },
  }),
  reads: field({
    schema: (k) => k.z.array(k.z.object({ from: k.source, count: k.count(1), last: k.count(1) })),
    save: (c) =>
      [...c.s.reads.values()].map((r) => ({ from: known(r.from), count: r.count, last: r.last })),
    restore: (v, c) => {
      for (const r of v) {
        const { path } = c.read(r.from, "read");
        c.s.reads.set(path, { count: r.count, last: r.last, from: r.from });
      }
    },
  }),
  read_no: field({
    schema: (k) => k.count(),
    save: (c) => c.s.readNo,
    restore: (v, c) => {
      c.s.readNo = v;
    },
  }),
  plan: field({
    schema: (k) => k.z.nullable(ordered(k)),
    save: (c) => c.s.plan && { from: known(c.s.plan.from), order: c.s.plan.order },
    restore: (v, c) => {
      if (v === null) return;
      const { file: _file, ...entry } = c.plan(v.from, v.order);
      c.s.plan = entry;
    },
  }),
  plan_files: field({
    schema: (k) => k.z.array(ordered(k)),
    save: (c) => [...c.s.planFiles.values()].map((p) => ({ from: known(p.from), order: p.order })),
    restore: (v, c) => {
      for (const p of v) {
        const { file, ...entry } = c.plan(p.from, p.order);
        if (file === undefined) throw new Error("a saved plan file has no file");
        c.s.planFiles.set(file, entry);
      }
    },
  }),
  plan_no: field({
    schema: (k) => k.count(),
    save: (c) => c.s.planNo,
    restore: (v, c) => {
      c.s.planNo = v;
    },
  }),
  unknown: field({
    schema: (k) => k.count(),
    save: (c) => c.s.unknown,
    restore: (v, c) => {
      c.s.unknown = v;
    },
  }),
  after_todos: field({
    schema: (k) => k.z.object({ work: k.z.boolean(), report: k.z.boolean() }),
    save: (c) => ({ ...c.s.afterTodos }),
    restore: (v, c) => {
      c.s.afterTodos = { ...v };
    },
  }),
};

type Fields = typeof FIELDS;
/** The saved state: JSON, no text of the transcript (one key a field of `FIELDS`). */
export type SavedAccumulator = {
  [K in keyof Fields]: Fields[K] extends Field<infer J> ? J : never;
};

const NAMES = Object.keys(FIELDS) as (keyof Fields)[];

/** The saved state's schema: each field's. */
export const savedAccumulatorSchema: LazySchema = (kit) =>
  kit.z.object(Object.fromEntries(NAMES.map((name) => [name, FIELDS[name].schema(kit)])));

/** The saved form of `s`; null when one of its texts has no source (not tracked). */
export function saveAccumulator(s: AccumulatorState): SavedAccumulator | null {
  const context: SaveContext = {
    s,
    trim: s.trimmer.saveState(),
    recordFrom: (record) => known(s.from.records.get(record)),
  };
  try {
    const saved: Record<string, unknown> = {};
    for (const name of NAMES) saved[name] = FIELDS[name].save(context);
    return saved as SavedAccumulator;
  } catch (error) {
    if (error instanceof Untracked) return null;
    throw error;
  }
}

/**
 * `read`, and a shell write's edit read back from its command (`shell-writes.ts`): the
 * heredoc at its place in the command line, or a throw when the line no longer holds it.
 */
function readShellWrites(read: ReadBack): ReadBack {
  return (from, kind) => {
    const shell = readShellWriteRef(from);
    if (shell === null) return read(from, kind);
    const command = read(shell.of, "command");
    if (command.kind !== "command") throw new Error("a saved shell write has no command");
    const edit = shellWriteEdits(command.record.command, shell.of)[shell.n];
    if (edit === undefined) throw new Error("a saved shell write reads back as none");
    return { ...edit, from };
  };
}

/** The event `read` gives back for `from`, which must be of `kind`. */
function readAs<K extends TranscriptEvent["kind"]>(
  read: ReadBack,
  from: SourceRef,
  kind: K,
): Extract<TranscriptEvent, { kind: K }> {
  const event = read(from, kind);
  if (event.kind !== kind) throw new Error(`a saved ${kind} reads back as ${event.kind}`);
  return event as Extract<TranscriptEvent, { kind: K }>;
}

/**
 * The state `saved` describes, each text read back by `read` (throws when one cannot be), with
 * the sources noted so the restored accumulator can be saved again. `checkTrim` checks the
 * trim's saved numbers against the records read back (throws when they disagree: a full scan).
 */
export function restoreAccumulator(
  k: number,
  saved: SavedAccumulator,
  read: ReadBack,
  checkTrim: (
    groups: readonly FailureGroup[],
    recent: readonly [number, FeedbackRecord][],
    lastTest: TrimmerState["lastTest"],
  ) => void,
): AccumulatorState {
  const s = freshState(k);
  const trim: TrimmerState = { position: 0, failures: 0, groups: [], recent: [], lastTest: null };
  const readBack = readShellWrites(read);
  const readEvent = <K extends TranscriptEvent["kind"]>(from: SourceRef, kind: K) =>
    readAs(readBack, from, kind);
  const context: RestoreContext = {
    s,
    trim,
    read: readEvent,
    record: (from) => {
      const { record } = readEvent(from, "command");
      s.from.records.set(record, from);
      return record;
    },
    wordsOf: (from) => {
      const words = userWordsFrom(readEvent(from, "user").text);
      if (words === undefined) throw new Error("a saved user message has no words");
      return words;
    },
    plan: (from, order) => {
      const event = readEvent(from, "plan");
      return {
        plan: event.plan,
        order,
        from,
        ...(event.file === undefined ? {} : { file: event.file }),
      };
    },
  };
  for (const name of NAMES) {
    (FIELDS[name] as Field<unknown>).restore(saved[name], context);
  }
  // The saved numbers must agree with the records read back (else: a full scan).
  checkTrim(trim.groups, trim.recent, trim.lastTest);
  s.trimmer = FeedbackTrimmer.resume(k, trim);
  return s;
}
