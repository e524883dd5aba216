/**
 * Pure: the story of one packet of a line of work, for the view's card. A packet carries most of
 * what the one before it held (the objective, the user's standing words, open notes), so a card
 * that shows the packet shows the same things again and again; its story is what this packet
 * changed against the one before it, most telling first: the user's new words, decisions taken
 * or settled, failures fixed and new, the next action when it changed, the files touched, then
 * the rest (the objective when it changed, new conclusions, notes added or resolved, risks).
 */
import type { Packet, ResolvedDecision } from "../model/packet/types.js";
import { countFailures, type FailureCounts, type FailureRow, failureRows } from "./failure-rows.js";

/** What a line of a story is about (the view filters packets by it). */
export type StoryKind =
  | "user"
  | "decision"
  | "fixed"
  | "failure"
  | "next"
  | "file"
  | "objective"
  | "conclusion"
  | "note"
  | "risk";

/** Every story kind in the order a story tells them, with the view's label. */
export const STORY_KINDS: readonly { kind: StoryKind; label: string }[] = [
  { kind: "user", label: "the user's words" },
  { kind: "decision", label: "decisions" },
  { kind: "fixed", label: "failures fixed" },
  { kind: "failure", label: "new failures" },
  { kind: "next", label: "next action" },
  { kind: "file", label: "files" },
  { kind: "objective", label: "objective" },
  { kind: "conclusion", label: "conclusions" },
  { kind: "note", label: "notes" },
  { kind: "risk", label: "risks" },
];

/** One thing a packet changed. */
export interface StoryItem {
  kind: StoryKind;
  text: string;
}

/** A packet's card, as data. */
export interface PacketStory {
  /** What changed against the packet before, most telling first; empty when nothing did. */
  items: StoryItem[];
  /** Its failures, each once, with its state (`failureRows`). */
  failures: FailureRow[];
  /** The failures' current states, counted. */
  counts: FailureCounts;
}

/** A carried text ends with ` (from packet <id>)`: the same fact otherwise. */
function plain(text: string): string {
  return text.replace(/ \(from packet [0-9a-f]{16}\)$/, "");
}

/** The texts of `newer` not in `older`, once each, in `newer`'s order. */
function added(newer: readonly string[], older: readonly string[]): string[] {
  const before = new Set(older.map(plain));
  return [...new Set(newer.map(plain))].filter((text) => !before.has(text));
}

/** A user message's words (packets written before the labels hold plain strings). */
function userWords(packet: Packet): string[] {
  return (packet.user_messages ?? []).map((m: unknown) =>
    typeof m === "string" ? m : (m as { text: string }).text,
  );
}

function conclusionsOf(packet: Packet, kind: "decision" | "other"): string[] {
  return (packet.conclusions ?? [])
    .filter((c) => (kind === "decision") === (c.kind === "decision"))
    .map((c) => (c.kind === "dead_end" ? `dead end: ${c.text}` : c.text));
}

/** Pure: a settled decision as the view says it: the question and the option chosen. */
export function decidedText(d: ResolvedDecision): string {
  const choice = d.choice === null ? "no option recorded" : `chose ${d.choice}`;
  return `${d.question} → ${choice}${d.why === null ? "" : ` (${d.why})`}`;
}

/** Notes a later packet can resolve, each one line. */
function openNotes(packet: Packet): string[] {
  return [
    ...packet.pitfalls.map((p) => `pitfall: ${p.text}`),
    ...packet.assumptions_to_validate.map((a) => `assumption: ${a.text}`),
    ...packet.unmet_contracts.map((c) => `contract: ${c}`),
  ];
}

function filesOf(packet: Packet): string[] {
  return [...packet.changed_files, ...packet.work_range.files.map((f) => f.path)];
}

/** A failure as a story tells it: why, while it fails; how it passed, once it did. */
function failureText(row: FailureRow): string {
  if (row.state !== "failing") {
    return `${row.command}${row.passed_as === null ? "" : ` (passed as ${row.passed_as})`}`;
  }
  return `${row.command}${row.reason === null ? "" : ` — ${row.reason}`}`;
}

/**
 * Pure: the story of `packet` against `older`, the packet before it on its line of work (null
 * for the first, whose story is everything it brings but the objective, which the line shows).
 */
export function packetStory(packet: Packet, older: Packet | null): PacketStory {
  const failures = failureRows(packet, older);
  const was = older;
  const items: StoryItem[] = [];
  const push = (kind: StoryKind, texts: readonly string[]) => {
    for (const text of texts) items.push({ kind, text });
  };
  push("user", added(userWords(packet), was === null ? [] : userWords(was)));
  push(
    "decision",
    added(
      (packet.resolved_decisions ?? []).map((d) => `decided: ${decidedText(d)}`),
      (was?.resolved_decisions ?? []).map((d) => `decided: ${decidedText(d)}`),
    ),
  );
  if (was !== null) {
    // A question the packet before held open and this one neither holds nor reports settled
    // (a packet written before settled decisions were kept) was settled without an answer.
    const settled = new Set((packet.resolved_decisions ?? []).map((d) => d.question));
    const open = new Set(packet.open_decisions.map((d) => d.question));
    push(
      "decision",
      was.open_decisions
        .filter((d) => !open.has(d.question) && !settled.has(d.question))
        .map((d) => `decided: ${d.question} → no option recorded`),
    );
  }
  push(
    "decision",
    added(
      packet.open_decisions.map((d) => `open question: ${d.question}`),
      (was?.open_decisions ?? []).map((d) => `open question: ${d.question}`),
    ),
  );
  push(
    "decision",
    added(conclusionsOf(packet, "decision"), was === null ? [] : conclusionsOf(was, "decision")),
  );
  push(
    "fixed",
    failures.filter((f) => f.state === "fixed").map((f) => `fixed: ${failureText(f)}`),
  );
  push(
    "failure",
    failures
      .filter((f) => f.is_new)
      .map((f) =>
        f.state === "failing"
          ? `failing: ${failureText(f)}`
          : `failed, then passed: ${failureText(f)}`,
      ),
  );
  if (was === null || plain(was.next_action) !== plain(packet.next_action)) {
    push("next", [`next: ${packet.next_action}`]);
  }
  push("file", added(filesOf(packet), was === null ? [] : filesOf(was)));
  // An objective taken from the user's new words is told once, as their words.
  const objective = objectiveOf(packet);
  const said = new Set(items.filter((item) => item.kind === "user").map((item) => item.text));
  if (was !== null && objectiveOf(was) !== objective && !said.has(objective)) {
    push("objective", [`objective now: ${objective}`]);
  }
  push(
    "conclusion",
    added(conclusionsOf(packet, "other"), was === null ? [] : conclusionsOf(was, "other")),
  );
  push("note", added(openNotes(packet), was === null ? [] : openNotes(was)));
  push(
    "note",
    added(
      (packet.proofs ?? []).map((p) => `proof: ${p.text}`),
      (was?.proofs ?? []).map((p) => `proof: ${p.text}`),
    ),
  );
  if (was !== null) {
    push(
      "note",
      added(openNotes(was), openNotes(packet)).map((line) => `resolved ${line}`),
    );
  }
  const risks = (p: Packet) => p.open_risks.map((r) => `${r.severity}: ${r.detail}`);
  push("risk", added(risks(packet), was === null ? [] : risks(was)));
  return { items, failures, counts: countFailures(failures) };
}

/** Pure: the kinds a story holds, in the order `STORY_KINDS` gives them. */
export function storyKinds(story: PacketStory): StoryKind[] {
  const present = new Set(story.items.map((item) => item.kind));
  return STORY_KINDS.map(({ kind }) => kind).filter((kind) => present.has(kind));
}

/** A packet's objective (its summary when it states none), without a carried label. */
function objectiveOf(packet: Packet): string {
  return plain(packet.objective ?? packet.summary);
}

/** Pure: a line of work's objective, as its newest packet states it. */
export function lineObjective(newestFirst: readonly Packet[]): string {
  const newest = newestFirst[0];
  return newest === undefined ? "" : objectiveOf(newest);
}

/** What a card's closed summary shows: the first items of its story, the files as one. */
export interface Headline {
  items: StoryItem[];
  /** Story items left for the opened card. */
  more: number;
}

/**
 * Pure: a story's headline: at most `max` items, one of each kind before a second of any, in the
 * story's order; files touched folded into one (`3 files: a.ts, b.ts, …`) since a list of paths
 * would crowd out what was said and decided.
 */
export function headlineOf(story: PacketStory, max = 4): Headline {
  const files = story.items.filter((item) => item.kind === "file").map((item) => item.text);
  const folded: StoryItem[] = [];
  for (const item of story.items) {
    if (item.kind !== "file") folded.push(item);
    else if (item.text === files[0]) {
      const shown = files.slice(0, 3).join(", ");
      const text = files.length === 1 ? `file: ${shown}` : `${files.length} files: ${shown}`;
      folded.push({ kind: "file", text: files.length > 3 ? `${text}, …` : text });
    }
  }
  // One item of each kind first, so three new messages do not hide the failure fixed after them.
  const firsts = new Set<StoryItem>();
  const kinds = new Set<StoryKind>();
  for (const item of folded) {
    if (firsts.size < max && !kinds.has(item.kind)) {
      kinds.add(item.kind);
      firsts.add(item);
    }
  }
  for (const item of folded) if (firsts.size < max) firsts.add(item);
  return {
    items: folded.filter((item) => firsts.has(item)),
    more: Math.max(0, folded.length - firsts.size),
  };
}
