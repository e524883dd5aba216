/**
 * Pure: the recall index of a packet — for every place its items name (the user's words, the
 * agent's conclusions, failed attempts with their reasons, pitfalls, open decisions, risks), the
 * items that name it. Keys are repo-relative: exact paths, folder prefixes (`migrations/`) and
 * globs the user wrote. Sorted and small, so the point-of-edit hook reads a few KB instead of the
 * packet, and the same packet always gives the same bytes.
 */
import type { Packet } from "../model/packet/types.js";
import { sha256Hex } from "../util/canonical-json.js";
import { commandOf, reasonOf } from "../trim/failure-reason.js";
import { cutAtWord } from "../util/cut-text.js";
import { readRuleMentions } from "./guard-rule.js";
import {
  RECALL_INDEX_VERSION,
  type RecallEntry,
  type RecallIndex,
  type RecallRefs,
  ruleId,
} from "./index-shape.js";
import { findPathMentions, type KnownPaths, type MentionScope } from "./path-mentions.js";

/** At most this many entries: the index stays a few KB whatever the packet holds. */
export const MAX_RECALL_ENTRIES = 200;
const MAX_TEXT = 300;

/** The repo paths the packet itself knows: the files of its work, what the session read. */
export function knownPathsOf(packet: Packet): KnownPaths {
  const files = new Set<string>([
    ...packet.changed_files,
    ...(packet.work_range?.files ?? []).map((f) => f.path),
    ...(packet.where?.modified_files ?? []),
    ...(packet.where?.read_first ?? []),
  ]);
  return { files: [...files].sort() };
}

/**
 * Build the index of `packet`. `resolved`: ids closed by `resolve` notes (a rule's guard id
 * among them lifts that guard; its words are still recalled). `carried`: the reasons of failed
 * attempts carried from earlier packets, by command (`resume/carried-reasons.ts` reads them from
 * the packets whose feedback tail held them); this packet's own tail is read first.
 */
export function buildRecallIndex(
  packet: Packet,
  known: KnownPaths = knownPathsOf(packet),
  resolved: ReadonlySet<string> = new Set(),
  carried: Readonly<Record<string, string>> = {},
): RecallIndex {
  const entries: RecallEntry[] = [];
  const maps: Record<MentionScope, Map<string, Map<number, 0 | 1>>> = {
    exact: new Map(),
    prefix: new Map(),
    glob: new Map(),
  };
  const add = (
    entry: Omit<RecallEntry, "text"> & { text: string },
    mentions: { scope: MentionScope; key: string; guard: boolean }[],
  ): void => {
    if (mentions.length === 0 || entries.length >= MAX_RECALL_ENTRIES) return;
    const index = entries.length;
    entries.push({ ...entry, text: cutAtWord(entry.text.replace(/\s+/g, " ").trim(), MAX_TEXT) });
    for (const { scope, key, guard } of mentions) {
      const refs = maps[scope].get(key) ?? new Map<number, 0 | 1>();
      refs.set(index, refs.get(index) === 1 || guard ? 1 : 0);
      maps[scope].set(key, refs);
    }
  };
  const plain = (text: string) =>
    findPathMentions(text, known)
      .filter((m) => !m.example)
      .map((m) => ({ scope: m.scope, key: m.key, guard: false }));

  // The user's words, newest first; a rule the user reversed whole is no rule any more.
  const messages = [...(packet.user_messages ?? [])].reverse();
  messages.forEach((message, age) => {
    if (typeof message === "string") {
      add(
        { id: ruleId(message), kind: "rule", text: message, agent: null, date: null, age },
        plain(message),
      );
      return;
    }
    const supersession = message.superseded_by;
    if (supersession !== undefined && supersession.part === undefined) return;
    const id = ruleId(message.text);
    const mentions = readRuleMentions(message.text, known, supersession?.part ?? null).map((m) => ({
      ...m,
      guard: m.guard && !resolved.has(id),
    }));
    add(
      { id, kind: "rule", text: message.text, agent: message.agent, date: message.date, age },
      mentions,
    );
  });

  // Failed attempts with the reason the feedback tail kept for their command. An attempt carried
  // from an earlier packet has none in this tail: its reason is the one that packet's tail held.
  const failing = (packet.feedback_tail ?? []).filter((e) => e.exit_code !== 0);
  packet.failed_attempts.forEach((attempt, age) => {
    const command = commandOf(attempt);
    const tail = failing.findLast((e) => e.command === command);
    const reason = (tail === undefined ? null : reasonOf(tail)) ?? carried[command] ?? null;
    const text = reason === null ? attempt : `${attempt}: ${reason}`;
    add(
      { id: itemId("failure", attempt), kind: "failure", text, agent: null, date: null, age },
      plain(text),
    );
  });

  (packet.conclusions ?? []).forEach((conclusion, age) => {
    add(
      {
        id: itemId(conclusion.kind, conclusion.text),
        kind: conclusion.kind,
        text: conclusion.text,
        agent: conclusion.agent,
        date: conclusion.date,
        age,
      },
      plain(conclusion.text),
    );
  });
  packet.pitfalls.forEach((pitfall, age) => {
    add(
      { id: pitfall.id, kind: "pitfall", text: pitfall.text, agent: null, date: null, age },
      plain(pitfall.text),
    );
  });
  packet.open_decisions.forEach((decision, age) => {
    const text = decision.question;
    add(
      { id: decision.id, kind: "open_decision", text, agent: null, date: null, age },
      plain(text),
    );
  });
  packet.open_risks.forEach((risk, age) => {
    const text = risk.detail;
    add(
      { id: itemId("risk", text), kind: "risk", text, agent: null, date: null, age },
      plain(text),
    );
  });

  return {
    version: RECALL_INDEX_VERSION,
    packet: packet.id,
    entries,
    exact: sortedRefs(maps.exact),
    prefix: sortedRefs(maps.prefix),
    glob: sortedRefs(maps.glob),
  };
}

function itemId(kind: string, text: string): string {
  return `${kind}-${sha256Hex(text, 8)}`;
}

/** A map of refs as a plain object, keys sorted, each key's refs by entry. */
function sortedRefs(map: Map<string, Map<number, 0 | 1>>): Record<string, RecallRefs> {
  const out: Record<string, RecallRefs> = {};
  for (const key of [...map.keys()].sort()) {
    const refs = map.get(key) ?? new Map<number, 0 | 1>();
    out[key] = [...refs.entries()].sort((a, b) => a[0] - b[0]);
  }
  return out;
}
