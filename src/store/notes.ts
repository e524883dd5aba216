import { NotFoundError, UsageError } from "../errors.js";
import type { Note, NoteKind } from "../model/snapshot/types.js";
import { collectResolvedIds } from "../model/snapshot/open-notes.js";
import type { Packet } from "../model/packet/types.js";
import { ruleId } from "../recall/index-shape.js";
import { pathsNamedIn } from "../model/snapshot/note-currency.js";
import { hashRepoFiles } from "../platform/file-hashes.js";
import { redact } from "../redact/index.js";
import { canonicalJson, sha256Hex } from "../util/canonical-json.js";
import { appendJsonLines, type ParsedLines, readJsonLines } from "./jsonl.js";
import { withLock } from "./registry-lock.js";
import { notesPath } from "./paths.js";
import { ensureHandoffDir } from "./handoff-dir.js";

export const NOTE_KINDS: readonly NoteKind[] = [
  "objective",
  "decision",
  "pitfall",
  "assumption",
  "risk",
  "proof",
  "next",
  "skill",
  "resolve",
];

/** Kinds a `resolve` note may close. */
const RESOLVABLE: readonly NoteKind[] = ["decision", "pitfall", "assumption", "risk"];
const SEVERITIES = ["block", "warn", "info"] as const;
const MAX_TEXT = 4000;
const ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._:-]{0,63}$/;

/** A note as the CLI or the MCP tool hands it over, before validation. */
export interface NoteInput {
  kind: string;
  /** The note's text; for `resolve`, the id to close. */
  text: string;
  /** Decisions: raw `--option` values, each `choice: implies`. */
  options?: readonly string[];
  /** Risks: block | warn | info (default warn). */
  severity?: string;
  /** `resolve` of a decision: the option chosen (one of its options when it has any). */
  choice?: string;
  /** `resolve`: why the item is closed. */
  why?: string;
  /** The current branch (null on a detached HEAD: the note then applies to every branch). */
  branch: string | null;
  topic: string;
}

/** A stored line of `notes.jsonl`: the note and its position in the file. */
export interface StoredNote extends Note {
  seq: number;
}

/** Parse one `--option` value, `choice: implies` (the first colon splits). */
export function parseOption(raw: string): { choice: string; implies: string } {
  const colon = raw.indexOf(":");
  const choice = colon < 0 ? "" : raw.slice(0, colon).trim();
  const implies = colon < 0 ? "" : raw.slice(colon + 1).trim();
  if (choice === "" || implies === "") {
    throw new UsageError(`--option must be "choice: what it implies", got '${raw.slice(0, 120)}'`);
  }
  return { choice, implies };
}

function checkKind(kind: string): NoteKind {
  if (!(NOTE_KINDS as readonly string[]).includes(kind)) {
    throw new UsageError(
      `unknown note kind '${kind.slice(0, 40)}' (one of ${NOTE_KINDS.join(", ")})`,
    );
  }
  return kind as NoteKind;
}

/**
 * Validate and append a note under the registry lock; returns it as stored (redacted). A
 * `resolve` note must name a decision, pitfall, assumption or risk that exists in the notes or
 * in the active packet of this branch+topic (NotFoundError otherwise).
 */
export async function appendNote(root: string, input: NoteInput): Promise<Note> {
  const kind = checkKind(input.kind);
  const rawText = input.text.trim();
  if (rawText === "") throw new UsageError(`a ${kind} note needs a text`);
  if (rawText.length > MAX_TEXT) {
    throw new UsageError(`a note is at most ${MAX_TEXT} characters (got ${rawText.length})`);
  }
  const rawOptions = input.options ?? [];
  if (rawOptions.length > 0 && kind !== "decision") {
    throw new UsageError("--option is only for decision notes");
  }
  if (input.severity !== undefined && kind !== "risk") {
    throw new UsageError("--severity is only for risk notes");
  }
  const severity = input.severity ?? "warn";
  if (kind === "risk" && !(SEVERITIES as readonly string[]).includes(severity)) {
    throw new UsageError(`--severity must be block, warn or info, got '${severity.slice(0, 40)}'`);
  }
  if (kind === "resolve" && !ID_PATTERN.test(rawText)) {
    throw new UsageError(
      `resolve takes the id of a decision, pitfall, assumption or risk (as 'handoff show' lists it), got '${rawText.slice(0, 40)}'`,
    );
  }
  if (kind !== "resolve" && (input.choice !== undefined || input.why !== undefined)) {
    throw new UsageError("--choice and --why are only for resolve notes");
  }
  const options = rawOptions.map(parseOption).map(({ choice, implies }) => ({
    choice: redact(choice).text,
    implies: redact(implies).text,
  }));
  const text = kind === "resolve" ? rawText : redact(rawText).text;

  await ensureHandoffDir(root);
  const closing = kind === "resolve" ? await checkResolvable(root, text, input) : null;
  // What a later write needs to tell a done `next` and a stale `proof` (note-currency.ts).
  // Loaded here only: the readers of notes (the Stop gate at every turn) need no registry.
  const { findActivePacket } = await import("./registry.js");
  const after = (await findActivePacket(root, input.branch, input.topic))?.id ?? null;
  const files = kind === "proof" ? await hashNamedFiles(root, text) : null;
  return withLock(root, async () => {
    const { records } = await readStoredNotes(root);
    const seq = records.reduce((max, note) => Math.max(max, note.seq), 0) + 1;
    const id = `n-${sha256Hex(canonicalJson([kind, text, options, seq]), 8)}`;
    const note: StoredNote = {
      id,
      kind,
      text,
      branch: redactBranch(input.branch),
      topic: redact(input.topic).text,
      seq,
    };
    if (options.length > 0) note.options = options;
    if (kind === "risk") note.severity = severity as Note["severity"];
    if (kind === "resolve") note.target = text;
    if (closing !== null) Object.assign(note, closing);
    note.after = after;
    if (files !== null) note.files = files;
    await appendJsonLines(notesPath(root), [note]);
    const { seq: _seq, ...plain } = note;
    return plain;
  });
}

/**
 * Whether `target` is the guard id of one of the packet's user messages (`g-…`, as the
 * point-of-edit hook's denial names it): resolving it lifts that rule's guard.
 */
function namesUserRule(packet: Packet | null | undefined, target: string): boolean {
  if (packet === null || packet === undefined || !target.startsWith("g-")) return false;
  return (packet.user_messages ?? []).some(
    (message) => ruleId(typeof message === "string" ? message : message.text) === target,
  );
}

/** The files a proof's text names that exist now, each with its sha256 prefix. */
async function hashNamedFiles(root: string, text: string): Promise<Record<string, string> | null> {
  const paths = pathsNamedIn(text);
  if (paths.length === 0) return null;
  const hashes = await hashRepoFiles(root, paths);
  const files = Object.fromEntries(
    Object.entries(hashes).filter((entry): entry is [string, string] => entry[1] !== null),
  );
  return Object.keys(files).length === 0 ? null : files;
}

/** What a resolve note records besides its target: the decision's question, choice and why. */
type Closing = Pick<Note, "question" | "choice" | "why">;

/**
 * Check that `target` can be closed and return what the resolve note records with it: a
 * decision's question (it is dropped from the notes once closed, so the note keeps it for the
 * packets that report the answer), the chosen option and why, redacted.
 */
async function checkResolvable(root: string, target: string, input: NoteInput): Promise<Closing> {
  const { records } = await readStoredNotes(root);
  const note = records.find((n) => n.id === target);
  let decision: { question: string; options: readonly { choice: string }[] } | null = null;
  if (note !== undefined) {
    if (!RESOLVABLE.includes(note.kind)) {
      throw new UsageError(
        `${target} is a ${note.kind} note; only ${RESOLVABLE.join(", ")} resolve`,
      );
    }
    if (note.kind === "decision") decision = { question: note.text, options: note.options ?? [] };
  } else {
    const { findActivePacket } = await import("./registry.js");
    const packet = await findActivePacket(root, input.branch, input.topic);
    const carried = packet?.open_decisions.find((d) => d.id === target);
    if (carried !== undefined) decision = carried;
    else if (
      ![...(packet?.pitfalls ?? []), ...(packet?.assumptions_to_validate ?? [])].some(
        (item) => item.id === target,
      ) &&
      !namesUserRule(packet, target)
    ) {
      throw new NotFoundError(
        `no decision, pitfall, assumption or risk with id ${target} (see 'handoff show')`,
      );
    }
  }
  const closing: Closing = {};
  const why = input.why?.trim();
  if (why !== undefined && why !== "") {
    if (why.length > MAX_TEXT) throw new UsageError(`--why is at most ${MAX_TEXT} characters`);
    closing.why = redact(why).text;
  }
  if (input.choice !== undefined) {
    if (decision === null)
      throw new UsageError(`--choice is only for decisions; ${target} is not one`);
    closing.choice = redact(pickChoice(decision.options, input.choice)).text;
  }
  if (decision !== null) closing.question = decision.question;
  return closing;
}

/**
 * The option `raw` names: the decision's own spelling of a choice it matches (case and spaces
 * aside, or the only one it starts), else `raw` itself when the decision listed no options.
 */
export function pickChoice(options: readonly { choice: string }[], raw: string): string {
  const wanted = raw.trim();
  if (wanted === "") throw new UsageError("--choice needs the option chosen");
  if (options.length === 0) return wanted;
  const norm = (s: string) => s.toLowerCase().replace(/\s+/g, " ").trim();
  const exact = options.find((o) => norm(o.choice) === norm(wanted));
  if (exact !== undefined) return exact.choice;
  const starts = options.filter((o) => norm(o.choice).startsWith(norm(wanted)));
  if (starts.length === 1) return starts[0]!.choice;
  throw new UsageError(
    `--choice '${wanted.slice(0, 60)}' is not one of the decision's options: ${options.map((o) => `'${o.choice}'`).join(", ")}`,
  );
}

/** Validate a stored note line. */
export function validateStoredNote(value: unknown): StoredNote | string {
  if (value === null || typeof value !== "object" || Array.isArray(value)) return "not an object";
  const v = value as Partial<StoredNote>;
  if (typeof v.id !== "string" || !ID_PATTERN.test(v.id)) return "id is missing";
  if (typeof v.kind !== "string" || !(NOTE_KINDS as readonly string[]).includes(v.kind)) {
    return "unknown kind";
  }
  if (typeof v.text !== "string") return "text is not a string";
  if (typeof v.seq !== "number" || !Number.isInteger(v.seq)) return "seq is not an integer";
  return value as StoredNote;
}

/** Every stored note, in file order, and the lines skipped. */
export function readStoredNotes(root: string): Promise<ParsedLines<StoredNote>> {
  return readJsonLines(notesPath(root), validateStoredNote);
}

/**
 * Pure: the notes that apply to (branch, topic), in the order recorded. A note applies when it
 * was recorded on this branch (or with no branch) and this topic (or none). Notes closed by a
 * `resolve` are dropped; every `resolve` note is kept, whatever its branch, so generate can
 * close items carried forward from the previous packet (ids are global).
 */
export function selectNotes(
  notes: readonly StoredNote[],
  { branch, topic }: { branch: string | null; topic: string },
): Note[] {
  const closed = collectResolvedIds(notes);
  return notes
    .filter((n) => {
      if (n.kind === "resolve") return true;
      if (closed.has(n.id)) return false;
      const branchOk = n.branch === null || n.branch === undefined || n.branch === branch;
      const topicOk = n.topic === undefined || n.topic === topic;
      return branchOk && topicOk;
    })
    .map(({ seq: _seq, ...note }) => note);
}

/** The notes for (branch, topic), read from `.handoff/notes.jsonl` (see `selectNotes`). */
export async function readNotes(
  root: string,
  scope: { branch: string | null; topic: string },
): Promise<Note[]> {
  const { records } = await readStoredNotes(root);
  return selectNotes(records, {
    branch: redactBranch(scope.branch),
    topic: redact(scope.topic).text,
  });
}

/**
 * Branch and topic names are stored redacted like every other string (a token pasted into a
 * branch name must not land in notes.jsonl), so a live name is redacted the same way before it
 * is compared with a stored one.
 */
function redactBranch(branch: string | null): string | null {
  return branch === null ? null : redact(branch).text;
}
