/**
 * Hard caps (SPEC §3.1: every list and string has a cap, so packet size never grows with input
 * size). Unlike the line budget of handoff.md, these cut the JSON itself: a list keeps at most
 * its slot's `cap` entries and the rest moves to a history block, itself bounded, whose last line
 * counts what was not kept. Nothing is dropped without being counted.
 *
 * Strings are cut twice: roughly before redaction (so a 60 MB value is not scanned whole) and
 * exactly after it (so the cut never splits a secret the redactor would have recognised whole).
 */
import type { HistoryBlock, Packet, PacketWorktree } from "../model/packet/types.js";
import { overCapSection, renderNotKeptLine } from "../render/sections.js";
import { mapStrings } from "../redact/walk-strings.js";
import { PACKET_KEYS } from "./seal.js";
import { LIST_SLOTS } from "./list-slots.js";
import { type Slot, nestedSlots, splitSlot } from "./slots.js";

/** Longest string kept in the packet (the render clips prose further). */
export const MAX_STRING = 2000;
/**
 * Longest branch or topic name kept (a loose git ref's path fits in PATH_MAX, 4,096): a name is
 * not cut at MAX_STRING, so the packet's branch is the live one and claims about it compare
 * equal. A longer name is cut, and the registry still finds it by the key of the raw name.
 */
export const MAX_NAME = 4096;
/** Longer than any string the packet keeps after redaction: the rough cut before it. */
const ROUGH_STRING = 64 * 1024;
/** A user message in the packet (SPEC §3.1 "the session's words"): whole up to here. */
export const MAX_USER_MESSAGE = 2000;
/** How much of a longer user message history.md keeps whole (in lines of at most MAX_STRING). */
const MAX_WHOLE_MESSAGE = 20_000;
/** The history section of the user messages the packet shows cut. */
export const WHOLE_MESSAGES = "What the user said, in full";
/** The agent's last report in the packet. */
export const MAX_AGENT_REPORT = 600;
/** The command of one failed attempt (its ` -> exit N …` suffix is always kept). */
export const MAX_ATTEMPT_COMMAND = 500;
/** Lines one history block keeps; the rest is counted in its last line. */
export const MAX_HISTORY_LINES = 200;
/** History blocks a packet keeps (one per cut list; this bounds a pathological verdict trail). */
const MAX_HISTORY_BLOCKS = 100;

/** The labels a cut keeps whole: taken from the report, carried from a packet. */
const LABELS = /( \(from the agent's last report — verify\))?( \(from packet [0-9a-f]{16}\))?$/;
/** The next action in the packet (one taken from a report must stay a sentence, not the report). */
export const MAX_NEXT_ACTION = 600;
/** The suffix of a failed attempt: exit code, repeat count, status, carried label. */
const ATTEMPT_SUFFIX =
  / -> exit (-?[0-9]+|null)( \(x[0-9]+\))?( \(passed later(?: as [\s\S]+?)?\))?( \(from packet [0-9a-f]{16}\))?$/;

/**
 * Cut `text` to `max` characters (with `…`), keeping a trailing part matched by `suffix` whole,
 * and never inside a `[REDACTED:kind]` marker (a half marker would read as text).
 */
export function clipKeeping(text: string, max: number, suffix: RegExp = LABELS): string {
  if (text.length <= max) return text;
  const match = suffix.exec(text);
  const tail = match === null ? "" : match[0];
  const body = text.slice(0, text.length - tail.length);
  const room = Math.max(1, max - tail.length);
  if (body.length <= room) return text;
  let cut = body.slice(0, room - 1);
  const open = cut.lastIndexOf("[");
  const rest = open === -1 ? "" : cut.slice(open);
  const marker = "[REDACTED:";
  if (
    open !== -1 &&
    (marker.startsWith(rest) || (rest.startsWith(marker) && !rest.includes("]")))
  ) {
    cut = cut.slice(0, open).trimEnd();
  }
  return `${cut}…${tail}`;
}

/** A failed attempt with its command cut to MAX_ATTEMPT_COMMAND, its suffix kept whole. */
export function clipAttempt(text: string): string {
  const match = ATTEMPT_SUFFIX.exec(text);
  if (match === null) return clipKeeping(text, MAX_STRING);
  const command = text.slice(0, match.index);
  const cut =
    command.length <= MAX_ATTEMPT_COMMAND
      ? command
      : `${command.slice(0, MAX_ATTEMPT_COMMAND - 1)}…`;
  return `${cut}${match[0]}`;
}

/** The rough cut before redaction: bounds the work, never decides what the packet shows. */
export function roughClipStrings(packet: Packet): Packet {
  return mapStrings(
    packet,
    (text) => (text.length <= ROUGH_STRING ? text : text.slice(0, ROUGH_STRING)),
    PACKET_KEYS,
  );
}

/**
 * `text` cut to at most `max` characters at its last sentence end (else a word boundary), with a
 * marker that says how much more there is and where: `[… N more characters: history.md]`.
 */
export function cutAtSentence(text: string, max: number): string {
  if (text.length <= max) return text;
  const room = max - 48;
  const head = text.slice(0, room);
  let end = -1;
  for (const match of head.matchAll(/[.!?](?=\s)|\n/g)) end = (match.index ?? 0) + 1;
  if (end < room / 2) end = head.lastIndexOf(" ");
  if (end < room / 2) end = room;
  // Never inside a `[REDACTED:kind]` marker: a half marker would read as text.
  const open = head.lastIndexOf("[REDACTED:", end);
  if (open !== -1 && head.indexOf("]", open) >= end) end = open;
  const kept = text.slice(0, end).trimEnd();
  return `${kept} [… ${text.length - kept.length} more characters: history.md]`;
}

/** `text` as history lines of at most MAX_STRING characters, cut between words. */
function splitLines(text: string): string[] {
  const lines: string[] = [];
  let rest = text.slice(0, MAX_WHOLE_MESSAGE);
  while (rest.length > MAX_STRING) {
    let cut = rest.lastIndexOf(" ", MAX_STRING - 1);
    if (cut < MAX_STRING / 2) cut = MAX_STRING - 1;
    lines.push(rest.slice(0, cut));
    rest = rest.slice(cut).trimStart();
  }
  if (rest !== "") lines.push(rest);
  if (text.length > MAX_WHOLE_MESSAGE) {
    lines.push(`… ${text.length - MAX_WHOLE_MESSAGE} more characters not kept`);
  }
  return lines;
}

/** The exact cut after redaction: each string to its field's length. */
export function clipStrings(packet: Packet): Packet {
  // A long user message is cut at a sentence in the packet and kept whole in history.md.
  const whole: string[] = [];
  const messages = packet.user_messages.map((m) => {
    const text = cutAtSentence(m.text, MAX_USER_MESSAGE);
    if (text !== m.text) whole.push(...splitLines(m.text));
    return { ...m, text };
  });
  const out = mapStrings(
    { ...packet, user_messages: messages },
    (text) => clipKeeping(text, MAX_STRING),
    PACKET_KEYS,
  );
  if (whole.length > 0) {
    out.history = [
      ...out.history.filter((b) => b.section !== WHOLE_MESSAGES),
      { section: WHOLE_MESSAGES, lines: boundLines(whole) },
    ];
  }
  out.agent_report =
    out.agent_report === null ? null : clipKeeping(out.agent_report, MAX_AGENT_REPORT);
  out.failed_attempts = out.failed_attempts.map(clipAttempt);
  out.next_action = clipKeeping(out.next_action, MAX_NEXT_ACTION);
  return keepNames(packet, out);
}

/** `out` with the branch and topic names of `packet` cut at MAX_NAME rather than MAX_STRING. */
function keepNames(packet: Packet, out: Packet): Packet {
  const name = (text: string) => clipKeeping(text, MAX_NAME);
  const branch = (text: string | null) => (text === null ? null : name(text));
  // The lists have the same entries in `packet` and `out` (only strings were cut).
  const worktrees = (cut: PacketWorktree[], whole: PacketWorktree[]) =>
    cut.map((w, i) => ({ ...w, branch: branch(whole[i]?.branch ?? w.branch) }));
  return {
    ...out,
    branch: branch(packet.branch),
    topic: name(packet.topic),
    where: {
      ...out.where,
      branch: branch(packet.where.branch),
      worktrees: worktrees(out.where.worktrees, packet.where.worktrees),
    },
    concurrent_work: {
      ...out.concurrent_work,
      worktrees: worktrees(out.concurrent_work.worktrees, packet.concurrent_work.worktrees),
      unmerged_branches: packet.concurrent_work.unmerged_branches.map(name),
    },
  };
}

/** `lines` bounded to MAX_HISTORY_LINES, the last line counting the rest. */
function boundLines(lines: string[]): string[] {
  if (lines.length <= MAX_HISTORY_LINES) return lines;
  const kept = lines.slice(0, MAX_HISTORY_LINES - 1);
  const rest = lines.length - kept.length;
  return [...kept, renderNotKeptLine(rest)];
}

/**
 * A copy of `packet` whose objects that hold lists are new, so the slots can replace lists in it
 * without touching `packet`; the entries themselves are shared (nothing changes them). A deep
 * clone of a draft with 20k assumptions cost half a second for nothing.
 */
function copyContainers(packet: Packet): Packet {
  return {
    ...packet,
    state: { ...packet.state },
    where: { ...packet.where },
    verdict_trail: packet.verdict_trail.map((entry) => ({ ...entry })),
    open_decisions: packet.open_decisions.map((decision) => ({ ...decision })),
    concurrent_work: { ...packet.concurrent_work },
    work_range: { ...packet.work_range },
    plan: packet.plan === null ? null : { ...packet.plan },
  };
}

/**
 * `packet` with every list within its hard cap; what a list loses goes to history (bounded,
 * counted). Idempotent: a packet within its caps comes back equal.
 */
export function capPacket(packet: Packet): Packet {
  const copy = copyContainers(packet);
  const blocks: HistoryBlock[] = [];
  const cut = (s: Slot<unknown>): void => {
    const { kept, moved } = splitSlot(s, s.get(copy), s.cap);
    if (moved.length === 0) return;
    s.set(copy, kept);
    blocks.push({ section: overCapSection(s.section), lines: boundLines(moved.map(s.toLine)) });
  };
  for (const s of LIST_SLOTS) cut(s);
  for (const s of nestedSlots(copy)) cut(s);
  const history = [...copy.history, ...blocks].map((block) => ({
    section: block.section,
    lines: boundLines(block.lines),
  }));
  copy.history = history.slice(0, MAX_HISTORY_BLOCKS);
  if (history.length > MAX_HISTORY_BLOCKS) {
    const rest = history.slice(MAX_HISTORY_BLOCKS);
    const lines = rest.reduce((n, block) => n + block.lines.length, 0);
    copy.history.push({
      section: "Not kept",
      lines: [`${rest.length} more history blocks (${lines} lines) not kept in the packet`],
    });
  }
  return copy;
}
