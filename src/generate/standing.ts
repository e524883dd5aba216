/**
 * Standing context across a relay (SPEC §3.1, issue 28): many sessions of several agents on one
 * branch and topic, each opened with "continue". What the user told any of them, and what the
 * agents concluded, carries from packet to packet, each entry labelled with the agent and date
 * of the session it came from, until the user supersedes it: a fourth session knows what the
 * first was told. A low-information prompt ("continue", "ok", a short opener naming nothing of
 * the work in any language: `low-information.ts`) is never the objective and does not carry
 * past its own session.
 *
 * Fresh entries always win over carried copies of the same text (SPEC §3.1: carried values rank
 * below fresh ones), so a rerun over the same inputs reproduces the active packet byte for byte.
 */
import type {
  Conclusion,
  ConversationTail,
  HeldValue,
  Packet,
  Supersession,
  UserMessage,
} from "../model/packet/types.js";
import { declaredNames } from "../util/declared-names.js";
import type { Snapshot, ValueWrite } from "../model/snapshot/types.js";
import { CARRIED_LABEL } from "./carry-forward.js";
import { questionBefore } from "./asked-before.js";
import { collectUserMessages, resolveAgentReport } from "./session-words.js";
import { reversedSentence, reverses } from "./reversal.js";
import { markSuperseded } from "./superseded-marks.js";
import { editLinks } from "./edit-reversal.js";
import { newWrites, rewrittenValues } from "./rewritten-values.js";
import { heldByWrites, scalesHeld } from "./written-rules.js";
import { removalLinks, removedByRewrite } from "./removed-rules.js";
import { withRuleBoundMarked } from "./rule-bound-conclusions.js";
import { withAmountsBeforeChangeMarked } from "./amounts-before-change.js";
import { THING_TOKENS, namesTheWork } from "./task-statement.js";
import { quantitiesIn } from "../util/quantity.js";
import {
  isStatement,
  isSubstantive,
  namesNewWork,
  namesTheWorkBeyondNumbers,
} from "./task-statement.js";
import {
  isOnlyBackground,
  isRequestSentence,
  splitUnits,
  taskSentencesWritten,
} from "./task-sentences.js";
import { asksForWork, onlySetsRules } from "./rule-messages.js";
import { onlyResetsRule } from "./rule-resets.js";
import {
  type WorkNames,
  collectThingNames,
  collectWorkNames,
  collectWrittenNames,
  pathNames,
} from "./work-names.js";
import { collectWrittenReasons } from "./written-reasons.js";
import { withoutReversed } from "./reversed-conclusions.js";
import {
  deletedFiles,
  takenOutBy,
  withOutdatedValuesMarked,
  withReplacedValuesMarked,
  withTakenOutAbandoned,
  withoutPutInMark,
} from "./stale-conclusions.js";
import { withoutPutBack, withPutInShown, withRemovalShown } from "./removal-dead-ends.js";
import { linesReplacedNow, withTakenBackMarked } from "./taken-back-lines.js";
import { hashWord } from "../util/name-hash.js";
import { withoutBareRestatements } from "./conclusion-rank.js";
import { isLowInformation, opensOnNothing } from "./low-information.js";

/** Whether `text` only tells the agent to go on (SPEC §2.3: never the objective). */
export { isLowInformation };

/** The superseded packet's field, read as possibly partial (an older or hand-made packet). */
function previousField(snapshot: Snapshot, key: keyof Packet): unknown {
  const packet = snapshot.previous?.packet as Record<string, unknown> | undefined;
  return packet?.[key];
}

/** The id a carried entry is labelled with: the packet that first recorded it. */
function firstPacket(snapshot: Snapshot, packet: unknown): string | null {
  if (typeof packet === "string" && /^[0-9a-f]{16}$/.test(packet)) return packet;
  return snapshot.previous?.id ?? null;
}

const nullableString = (value: unknown): string | null =>
  typeof value === "string" ? value : null;

/** A message key: repeats merge on the text, whitespace aside. */
const keyOf = (text: string): string => text.replace(/\s+/g, " ").trim();

/**
 * A carried entry of a list of labelled texts: an object as this version writes it, or a plain
 * string as earlier versions did (its `(from packet <id>)` label read back).
 */
function readLabelled(
  snapshot: Snapshot,
  value: unknown,
): Omit<UserMessage, "text"> & { text: string } {
  if (typeof value === "string") {
    const label = CARRIED_LABEL.exec(value);
    const text = label === null ? value : value.slice(0, label.index);
    const id = label === null ? null : (/[0-9a-f]{16}/.exec(label[0])?.[0] ?? null);
    return { text, agent: null, date: null, packet: firstPacket(snapshot, id) };
  }
  const record = (value ?? {}) as Record<string, unknown>;
  return {
    text: typeof record["text"] === "string" ? record["text"] : "",
    agent: nullableString(record["agent"]),
    date: nullableString(record["date"]),
    packet: firstPacket(snapshot, record["packet"]),
    ...readHolds(record["holds"]),
  };
}

/** A carried entry's ties of values to its sentences, as the packet before recorded them. */
function readHolds(value: unknown): { holds?: HeldValue[] } {
  if (!Array.isArray(value)) return {};
  const holds = value.flatMap((h): HeldValue[] => {
    const { value: v, sentence, name } = (h ?? {}) as Record<string, unknown>;
    if (typeof v !== "string" || typeof sentence !== "string") return [];
    return [{ value: v, ...(typeof name === "string" ? { name } : {}), sentence }];
  });
  return holds.length > 0 ? { holds } : {};
}

/**
 * `message` with the sentences the constants its turn wrote hold (`written-rules.ts`): the
 * values the session's writes gave new constants after it and before the next user message
 * that says something; a go-ahead between them ("yes, go ahead", "ok") states no rule, so the
 * constants written after it are still the rules' said before it.
 */
function withHolds(message: UserMessage, snapshot: Snapshot): UserMessage {
  const writes = snapshot.transcript?.value_writes ?? [];
  // Most sessions write no constant: the messages are read for their turns only when one does.
  if (writes.length === 0) return message;
  const answered = turnsOf(snapshot.transcript?.user_messages ?? []);
  // A constant written twice with one value in the turn (a file written, then edited) is one
  // constant: counted twice, the sentence stating its value would seem to hold two.
  const seen = new Set<string>();
  const values = newWrites(writes)
    .filter((w) => answered[w.user] === message.text)
    .filter((w) => {
      const key = `${w.name ?? ""} ${w.value}`;
      if (w.name !== undefined && seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .map((w) => ({ value: w.value, ...(w.name !== undefined ? { name: w.name } : {}) }));
  const holds = heldByWrites(message.text, values);
  return holds.length > 0 ? { ...message, holds } : message;
}

/** Each session's messages read once for `turnsOf`: the same array, the same answer. */
const TURNS = new WeakMap<readonly string[], (string | undefined)[]>();

/**
 * For each of the session's user messages, the latest at or before it that says something (not
 * a go-ahead: `isLowInformation`), trimmed: the message a turn after it answers.
 */
function turnsOf(said: readonly string[]): (string | undefined)[] {
  let turns = TURNS.get(said);
  if (turns === undefined) {
    let last: string | undefined;
    turns = said.map((text) => {
      const trimmed = text.trim();
      if (trimmed !== "" && !isLowInformation(trimmed)) last = trimmed;
      return last;
    });
    TURNS.set(said, turns);
  }
  return turns;
}

/** The session's own agent and date, the label of its fresh entries. */
function sessionLabel(snapshot: Snapshot): { agent: string | null; date: string | null } {
  const transcript = snapshot.transcript;
  return { agent: transcript?.agent ?? null, date: transcript?.date ?? null };
}

/**
 * Every user message of the relay, oldest first: the superseded packet's then this session's.
 * A message said again merges into its newest saying. Low-information prompts ("continue")
 * direct nothing: the conversation's tail keeps the last one a session ended on.
 */
export function buildUserMessages(snapshot: Snapshot): UserMessage[] {
  const label = sessionLabel(snapshot);
  // The opening message of a session that continues a line of work (a packet before it) is
  // read by structure too: a short one naming nothing of the work carries on, in any language
  // (`low-information.ts`). A first session's short opener is its task ("Add the CSV export").
  let workNames: WorkNames | undefined;
  const names = () => (workNames ??= collectWorkNames(snapshot));
  const continues = snapshot.previous != null;
  const fresh = collectUserMessages(snapshot)
    .filter(
      (text, i) => !(i === 0 && continues ? opensOnNothing(text, names) : isLowInformation(text)),
    )
    .map((text): UserMessage => withHolds({ text, ...label, packet: null }, snapshot));
  const previous = previousField(snapshot, "user_messages");
  const carried = (Array.isArray(previous) ? previous : [])
    .map((value): UserMessage => {
      const superseded_by = readSupersession(value);
      const entry = readLabelled(snapshot, value);
      return superseded_by === undefined ? entry : { ...entry, superseded_by };
    })
    .filter((m) => m.text.trim() !== "" && !isLowInformation(m.text));
  const diff = snapshot.git?.value_changes ?? [];
  // Files written whole show their changes only in the session's writes of the constants.
  // Which message each of this session's value edits answered: the session's own time order.
  const messages = mergeNewest([...carried, ...withoutRereadings(carried, fresh, label)]);
  const rewritten = rewrittenValues(
    snapshot.transcript?.value_writes ?? [],
    snapshot.transcript?.line_writes ?? [],
    diff,
    carried.flatMap((m) => m.holds ?? []),
    (name) => snapshot.git?.added_constants?.includes(name) === true,
  );
  const changes = [...diff, ...rewritten.changes];
  const links = editLinks(
    snapshot.transcript?.user_messages ?? [],
    [...(snapshot.transcript?.value_edits ?? []), ...rewritten.edits],
    changes,
    isLowInformation,
    (change) => scalesHeld(messages, change),
    snapshot.transcript?.value_writes ?? [],
  );
  const taken = removedConstants(snapshot);
  const known = taken.length > 0 ? names() : new Set<string>();
  const removals = removalLinks(
    snapshot.transcript?.user_messages ?? [],
    taken,
    isLowInformation,
    (text) => quantitiesIn(text).length > 0 || namesTheWork(text, known),
    snapshot.transcript?.value_writes ?? [],
  );
  return markSuperseded(messages, changes, links, removals);
}

/**
 * The constants this session took out: by its edits (`value_removals`), and by a whole-file
 * write the diff shows (`removedByRewrite`).
 */
function removedConstants(snapshot: Snapshot): ValueWrite[] {
  const edited = snapshot.transcript?.value_removals ?? [];
  return [
    ...edited,
    ...removedByRewrite(
      snapshot.git?.replaced_lines ?? [],
      snapshot.git?.removed_names ?? [],
      snapshot.transcript?.value_writes ?? [],
      edited,
    ),
  ];
}

/** A carried entry's supersession, as the packet before recorded it, or undefined. */
function readSupersession(value: unknown): Supersession | undefined {
  const by = (value as Record<string, unknown> | null)?.["superseded_by"] as
    | Record<string, unknown>
    | undefined;
  if (typeof by?.["text"] !== "string") return undefined;
  const read = {
    text: by["text"],
    agent: nullableString(by["agent"]),
    date: nullableString(by["date"]),
  };
  return typeof by["part"] === "string" ? { ...read, part: by["part"] } : read;
}

/**
 * `fresh` without the entries this same session (same agent and date) already recorded before
 * another session's newer entry: the session's transcript is read again from its start (a write
 * after another agent's packet, a recovery), and an old message of it must keep its place in
 * time, not move after what another session was told since (a rule the user reversed would read
 * as the newest word). Elsewhere a fresh copy wins as always.
 */
function withoutRereadings<T extends { text: string; agent: string | null; date: string | null }>(
  carried: readonly T[],
  fresh: readonly T[],
  label: { agent: string | null; date: string | null },
): T[] {
  if (label.agent === null) return [...fresh];
  const kept = new Set<string>();
  let otherFollows = false;
  for (let i = carried.length - 1; i >= 0; i--) {
    const entry = carried[i] as T;
    const same = entry.agent === label.agent && entry.date === label.date;
    if (same && otherFollows) kept.add(keyOf(entry.text));
    if (!same) otherFollows = true;
  }
  return kept.size === 0 ? [...fresh] : fresh.filter((entry) => !kept.has(keyOf(entry.text)));
}

/**
 * The relay's lists with repeats merged once more after redaction: a carried entry is already
 * redacted, so a fresh message holding a secret only matches its carried copy now.
 */
export function mergeRepeats(packet: Packet): Packet {
  return {
    ...packet,
    user_messages: mergeNewest(packet.user_messages),
    conclusions: mergeConclusions(packet.conclusions),
  };
}

/**
 * `entries` with each conclusion once, at the place of its last occurrence: the same sentence
 * with and without the mark of the code its edit put in (a hook's packet earlier in the session
 * tied it, a later read of the session did not, or the other way) is one conclusion, kept with
 * the mark, which ties it to the code a later session may take out.
 */
export function mergeConclusions<T extends { text: string }>(entries: readonly T[]): T[] {
  const bare = entries.map((entry) => keyOf(withoutPutInMark(entry.text)));
  const last = new Map<string, number>();
  const marked = new Map<string, T>();
  for (const [i, key] of bare.entries()) {
    last.set(key, i);
    const entry = entries[i] as T;
    if (keyOf(entry.text) !== key) marked.set(key, entry);
  }
  return entries.flatMap((entry, i) => {
    const key = bare[i] as string;
    if (last.get(key) !== i) return [];
    const withMark = marked.get(key);
    return [
      withMark === undefined || withMark === entry ? entry : { ...entry, text: withMark.text },
    ];
  });
}

/** `entries` with each text once, at the place of its last occurrence. */
function mergeNewest<T extends { text: string }>(entries: T[]): T[] {
  const keys = entries.map((entry) => keyOf(entry.text));
  const last = new Map<string, number>();
  for (const [i, key] of keys.entries()) last.set(key, i);
  return entries.filter((_, i) => last.get(keys[i] as string) === i);
}

const KINDS: ReadonlySet<string> = new Set(["decision", "dead_end", "fact"]);

/**
 * The agent's conclusions across the relay, oldest first like every carried list (the page and
 * the briefing show them newest first): the superseded packet's, then this session's; one
 * stated again moves to its newest place; one a later dead end abandoned is left out; one of an
 * earlier session whose value this session's diff replaced is marked superseded
 * (`stale-conclusions.ts`).
 */
export function buildConclusions(
  snapshot: Snapshot,
  userMessages: readonly UserMessage[] = [],
): Conclusion[] {
  const label = sessionLabel(snapshot);
  const said = snapshot.transcript?.conclusions ?? [];
  // A reason written only in a comment of a file the session changed: newest first, like the
  // prose's, below them (the prose is the agent's own account).
  const written = collectWrittenReasons(snapshot)
    .filter(
      (text) =>
        !said.some((c) =>
          keyOf(c.text).includes(keyOf(text.replace(/ \(written in [^)]*\)$/, ""))),
        ),
    )
    .reverse()
    .map((text) => ({ kind: "decision" as const, text }));
  // A sentence next to a removal says why the code went: shown with what went, when it was
  // this work's (the session's own, or a file the work changed before it).
  const before = changedBefore(snapshot);
  // A decision said in words of the domain before the edit that carried it out: shown with the
  // code it put in, so the session that takes that code out abandons it.
  const out = takenOutBy(snapshot);
  const gone = (name: string) => out.names.has(hashWord(name));
  const shown = said.flatMap((c) => {
    const removal = withRemovalShown(c, before);
    return removal === null ? [] : [withPutInShown(removal, c.put_in, gone)];
  });
  const fresh = withoutBareRestatements([...shown, ...written]).map(
    (c): Conclusion => ({ kind: c.kind, text: c.text, ...label, packet: null }),
  );
  const previous = previousField(snapshot, "conclusions");
  const carried = (Array.isArray(previous) ? previous : []).flatMap((value): Conclusion[] => {
    const kind = (value as Record<string, unknown> | null)?.["kind"];
    const entry = readLabelled(snapshot, value);
    if (typeof kind !== "string" || !KINDS.has(kind) || entry.text.trim() === "") return [];
    return [{ kind: kind as Conclusion["kind"], ...entry }];
  });
  // A decision or finding a later dead end abandoned no longer stands; one of an earlier
  // session whose value this session's code replaced is marked, or left out for the newer.
  const merged = mergeConclusions([
    ...carried,
    ...withoutRereadings(carried, fresh.reverse(), label),
  ]);
  const earlier = (c: Conclusion) =>
    c.packet !== null && !(c.agent === label.agent && c.date === label.date);
  // A declaration put in another's place under a name sharing no word with it (`MAX_COLS` →
  // `MAX_LINES`) may be another thing: no conclusion's value is replaced by it.
  const values = (snapshot.git?.value_changes ?? []).filter((c) => c.other_name !== true);
  const replaced = withRuleBoundMarked(
    withReplacedValuesMarked(merged, values, earlier),
    userMessages,
    // Any change of the value a superseded rule held: the rule, not the name, ties it.
    snapshot.git?.value_changes ?? [],
    removedConstants(snapshot),
    earlier,
  );
  const marked = withOutdatedValuesMarked(
    replaced,
    snapshot.git?.named_code ?? [],
    earlier,
    changedNow(snapshot),
  );
  // Made dead ends after the reversals are read: such a one abandons only what it says itself.
  const abandoned = withTakenOutAbandoned(withoutReversed(marked), out, earlier);
  const back = withoutPutBack(abandoned, snapshot.git?.named_code ?? [], earlier);
  // One about code this session's diff rewrote (its use of a name gone, its figures gone from
  // their line) is marked superseded by the line, or left out for a newer one that says what
  // holds; last, so that a thing taken out whole keeps the plainer mark above.
  // A file deleted whole took its lines' names out of that file only: the names it shared with
  // the rest of the code (a CSV column, a field) are used there still. What was said of the
  // file itself is taken out by its name (stale-conclusions.ts), not by its lines.
  const deleted = deletedFiles(snapshot);
  const lines = linesReplacedNow(
    (snapshot.git?.replaced_lines ?? []).filter((l) => !deleted.has(l.path)),
    uncommittedBefore(snapshot),
    new Set(snapshot.transcript?.edited_files ?? []),
  );
  // A rule of the user this session's messages replaced: what the old rule made of the work
  // (a total, an expected figure) may be taken back by its figures alone.
  // (The mark quotes the newer message's sentence that took the rule back, cut at a word.)
  const own = (snapshot.transcript?.user_messages ?? []).map(keyOf);
  const ruleReplaced = userMessages.some((m) => {
    const quoted = m.superseded_by === undefined ? "" : keyOf(m.superseded_by.text);
    const said = quoted.replace(/…$/u, "");
    return said !== "" && own.some((text) => text.includes(said));
  });
  const takenBack = withTakenBackMarked(back, lines, earlier, ruleReplaced);
  // An amount worked out before this session changed a value of the work's code: computed
  // under code that no longer stands (a figure alone ties no line, so this comes last). Any
  // value the range changed counts, in whichever file and however it was written (an edit, a
  // whole-file write, a shell heredoc): the range starts at the packet before, so a change of
  // a file no session had touched yet is this session's too, and every later hop reads it so.
  // A constant put in another's place under a name sharing no word (`LESSON_PRICE_CZK = 900` →
  // `HOURLY_RATE = 1050`) ties no rule, yet the code a figure was computed under is gone all
  // the same.
  const ownChanges = (snapshot.git?.value_changes ?? []).filter((c) => c.from_writes !== true);
  return withAmountsBeforeChangeMarked(takenBack, ownChanges, earlier);
}

/**
 * Whether this session changed the value of the constant `name` (lower case): a line of the
 * range's value changes declares it, before or after, or the range added it.
 */
function changedNow(snapshot: Snapshot): (name: string) => boolean {
  const names = new Set((snapshot.git?.added_constants ?? []).map((n) => n.toLowerCase()));
  for (const change of snapshot.git?.value_changes ?? [])
    for (const line of [change.line, change.was ?? ""])
      for (const name of declaredNames(line)) names.add(name);
  return (name) => names.has(name.toLowerCase());
}

/** The files the packet before left changed and uncommitted (its work range's, its modified). */
function uncommittedBefore(snapshot: Snapshot): Set<string> {
  const paths = new Set<string>();
  const range = previousField(snapshot, "work_range") as { files?: unknown } | undefined;
  for (const file of Array.isArray(range?.files) ? range.files : []) {
    const { path, status } = (file ?? {}) as Record<string, unknown>;
    if (typeof path === "string" && status !== "committed") paths.add(path);
  }
  const where = previousField(snapshot, "where") as { modified_files?: unknown } | undefined;
  for (const path of Array.isArray(where?.modified_files) ? where.modified_files : [])
    if (typeof path === "string") paths.add(path);
  return paths;
}

/** Whether the work changed a file before this session: the packet before lists it. */
function changedBefore(snapshot: Snapshot): (path: string) => boolean {
  const files = previousField(snapshot, "changed_files");
  const paths = new Set(
    Array.isArray(files) ? files.filter((f): f is string => typeof f === "string") : [],
  );
  return (path) => paths.has(path.replace(/^\.\//, ""));
}

/**
 * Whether a user message states a task that replaces the objective: it names the work
 * (task-statement.ts), in any language, and is not a prompt that only says to go on ("continue
 * with step 2" names a step, not a task).
 */
export function statesTask(text: string, names: WorkNames): boolean {
  return isSubstantive(text, names) && !isLowInformation(text);
}

/**
 * Whether a later session's opening message states a new task, replacing the objective carried
 * from the packet before: it states a task (`statesTask`) by more than a number ("keep going, 60
 * is still the cap" restates a value); it names something of the work the carried objective
 * does not (`namesNewWork`: "same drill, pick up on the banner where the other agent stopped"
 * names only what the objective names); and it does not amend the relay's rules — a message
 * that only sets rules ("MAX_LEN goes down to 28", rule-messages.ts), gives an earlier rule a new
 * value naming nothing new ("Ten minutes of lead is plenty", rule-resets.ts) or reverses an
 * earlier one ("instead", "forget …") changes how the task is done, not what it is. It asks for
 * work (`asksForWork`): a carry-on opener naming only what the work has is no new task. Nor is an
 * answer to the question the session before ended on (`asked`), naming only what it asked.
 */
export function statesNewTask(
  text: string,
  work: {
    names: WorkNames;
    things: WorkNames;
    known: WorkNames;
    objective: string;
    asked?: string;
  },
  earlier: readonly string[],
): boolean {
  const { names, things, objective } = work;
  if (!statesTask(text, names) || !namesTheWorkBeyondNumbers(text, names)) return false;
  if (!namesNewWork(text, things, objective, names)) return false;
  // After a question the opening answers it ("Yes, delete src/tableur.rs. Nobody opens the old
  // sheet. Then carry on."): only a request sentence naming work neither the question nor the
  // objective names asks for more ("Then add a CSV export in src/export.rs.").
  if (work.asked) {
    const requests = splitUnits(text).filter(isRequestSentence).join(" ");
    if (!namesNewWork(requests, things, `${objective} ${work.asked}`, names)) return false;
  }
  if (onlySetsRules(text, names) || !asksForWork(text, work.known)) return false;
  if (onlyResetsRule(text, earlier, { things: work.things, commands: names, objective }))
    return false;
  return !earlier.some((old) => reverses(text, old) || reversedSentence(text, old) !== null);
}

/** The texts of a carried list of the packet before (user messages, conclusions). */
function carriedTexts(snapshot: Snapshot, key: "user_messages" | "conclusions"): string[] {
  const previous = previousField(snapshot, key);
  return (Array.isArray(previous) ? previous : [])
    .map((value) => readLabelled(snapshot, value).text)
    .filter((text) => text.trim() !== "");
}

/**
 * The objective without the sentences the relay's user took back: a rule of the task's message
 * that a newer message superseded (`superseded_by.part`) is no part of the task any more. The
 * user's words keep it, marked. When the task sentence is itself the rule ("write prune() that
 * keeps the newest 7"), it stays the task, marked `superseded in part by "<newer>"`.
 */
export function withoutSupersededRules(
  objective: string | null,
  messages: readonly UserMessage[],
): string | null {
  if (objective === null) return null;
  // The carried label is no part of the task: what is left without the rule is read without it.
  const label = CARRIED_LABEL.exec(objective)?.[0] ?? "";
  let kept = objective.slice(0, objective.length - label.length);
  // Marks a packet before added are made again below, once.
  const marks = messages.flatMap((m) =>
    m.superseded_by === undefined ? [] : [partMark(m.superseded_by.text)],
  );
  for (const mark of marks) kept = kept.split(mark).join("");
  for (const message of messages) {
    const by = message.superseded_by;
    // A rule split out of the task's message (its other rules still in force) is a part of it.
    const split =
      by !== undefined && by.part === undefined && splitOutOf(message.text, kept)
        ? { ...by, part: message.text }
        : by;
    if (by !== undefined && split?.part === undefined) {
      // The task's own message replaced as a whole (one sentence, the task and its value): it
      // stays the task, marked, never stated as if its value were in force.
      const whole = keyOf(message.text);
      const task = keyOf(kept);
      const mark = partMark(by.text);
      if (task !== "" && whole.includes(task) && !kept.includes(mark)) kept = `${kept}${mark}`;
      continue;
    }
    const said = split?.part?.replace(/[.!?۔؟।॥።፧։။。！？;；]+$/u, "").trim();
    if (by === undefined || said === undefined || said === "") continue;
    // The task sentence after an introducer ("So: write …") is the objective without it.
    const part = kept.includes(said)
      ? said
      : said.replace(/^(?:[\p{L}'’]+\s+){0,2}[\p{L}'’]+\s*[:：]\s+/u, "");
    const at = kept.indexOf(part);
    if (at < 0 || part === "") continue;
    const end = kept.slice(at + part.length).match(/^[.!?。！？;；]*\s*/u)?.[0].length ?? 0;
    // A clause taken out of a list of rules leaves no empty place in it ("Rules: , the list").
    const without = `${kept.slice(0, at)}${kept.slice(at + part.length + end)}`
      .trim()
      .replace(/([:;,.])\s*[,;]\s*/gu, "$1 ")
      .replace(/^[,;]\s*/u, "");
    // A clause that names the work the rest does not (the task's file, its function) is the
    // task itself: it stays, marked, rather than leave an objective with no task.
    const names = (text: string) => new Set(text.match(THING_TOKENS) ?? []);
    const own = [...names(part)].some((name) => !names(without).has(name));
    if (!own && without.replace(/\p{P}/gu, "").trim() !== "") {
      kept = without;
      continue;
    }
    // A task that is that rule stays the task, marked: never stated as if its value were in force.
    const mark = partMark(by.text);
    if (!kept.includes(mark)) kept = `${kept}${mark}`;
  }
  return `${kept}${label}`;
}

/**
 * Whether `rule`, a sentence split out of its message as superseded, is one sentence of the
 * objective `task` and not all of it: the task keeps its other sentences.
 */
function splitOutOf(rule: string, task: string): boolean {
  const said = keyOf(rule).replace(/[.!?。！？;；]+$/u, "");
  const whole = keyOf(task);
  return (
    said !== "" &&
    whole.includes(said) &&
    whole.replace(said, "").replace(/\p{P}/gu, "").trim() !== ""
  );
}

/** The mark of an objective whose task sentence a newer message replaced in part. */
const partMark = (newer: string) => ` — superseded in part by "${newer}"`;

/**
 * Whether a user message can be the first objective of a line of work that has none: it states
 * a task, or it is a statement of five words or more — never a short nudge in any language
 * ("sigue", "mach weiter", "继续").
 */
function statesFirstTask(text: string, names: WorkNames): boolean {
  return statesTask(text, names) || (isStatement(text) && !isLowInformation(text));
}

/** The name parts the line of work knew before this session: its files and its objective. */
function knownBefore(snapshot: Snapshot, objective: string): WorkNames {
  const files = previousField(snapshot, "changed_files");
  const paths = Array.isArray(files) ? files.filter((f): f is string => typeof f === "string") : [];
  return new Set([
    ...paths.flatMap(pathNames),
    ...(objective.match(/[\p{L}\p{N}_./-]+/gu) ?? []).flatMap(pathNames),
  ]);
}

/**
 * The objective this session states: the task sentence(s) of its opening message, when that
 * names the work. A session opened with words that name nothing ("continue", "sigue donde lo
 * dejaste", "same drill as before") continues the objective of the packet before, and what it
 * says later is a directive. With no objective before, its first message that states a task or
 * is a statement, a message of background only ("I studied music in Lyon …") passed over for a
 * later one that states the task. Else the transcript's (a sub-agent's prompt). The whole message stays among
 * the user's words. Where nothing else marks the task, the sentence after the background that
 * names a file or function the session then wrote is it.
 */
export function sessionObjective(snapshot: Snapshot): string | null {
  const names = collectWorkNames(snapshot);
  const messages = collectUserMessages(snapshot);
  const opening = messages[0];
  const carried = previousField(snapshot, "objective");
  // what the session then wrote marks the task where no request, bridge or question does
  const written = collectWrittenNames(snapshot);
  const task = (text: string): string => taskSentencesWritten(text, written);
  if (typeof carried === "string") {
    const earlier = carriedTexts(snapshot, "user_messages");
    const work = {
      names,
      things: collectThingNames(snapshot),
      known: knownBefore(snapshot, carried),
      objective: carried,
      asked: questionBefore(snapshot),
    };
    if (opening !== undefined && statesNewTask(opening, work, earlier)) return task(opening);
    // The packet before was written by this same session (a PreCompact, then Stop): the task it
    // stated stays this session's own, so a rerun writes the same packet.
    return messages.map(task).find((task) => task === carried.trim()) ?? null;
  }
  // A message of background only is the task only when no later one states it; the words of
  // the work's commands ("run", "go") are left out of what it may name, as background uses them.
  const states = (text: string) => statesFirstTask(text, names);
  const things = collectThingNames(snapshot);
  const stated =
    messages.find((text) => states(text) && !isOnlyBackground(text, things)) ??
    messages.find(states);
  if (stated !== undefined) return task(stated);
  const fromTranscript = snapshot.transcript?.objective?.trim();
  return fromTranscript && statesFirstTask(fromTranscript, names) ? task(fromTranscript) : null;
}

/**
 * The conversation's last turns: the user's last message and the agent's last two messages
 * (the hook input's last message counts as the newest); the superseded packet's when this write
 * read no session.
 */
export function buildConversationTail(snapshot: Snapshot): ConversationTail {
  const tail = snapshot.transcript?.tail;
  const agent = [...(tail?.agent ?? [])];
  const report = resolveAgentReport(snapshot);
  if (report !== null && agent.at(-1)?.trim() !== report) agent.push(report);
  const user = tail?.user?.trim() || null;
  if (user !== null || agent.length > 0) {
    return { user, agent: agent.slice(-2).map((text) => text.trim()) };
  }
  const previous = previousField(snapshot, "conversation_tail") as
    | Record<string, unknown>
    | undefined;
  const carriedAgent = previous?.["agent"];
  return {
    user: nullableString(previous?.["user"]),
    agent: Array.isArray(carriedAgent)
      ? carriedAgent.filter((t): t is string => typeof t === "string").slice(-2)
      : [],
  };
}
