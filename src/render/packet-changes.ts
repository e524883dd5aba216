/**
 * Pure: what changed between two consecutive packets of one branch and topic (issue 31 item 5),
 * for the timeline: facts added (conclusions, the user's new words, new notes), what was
 * resolved (open notes and risks the newer packet no longer holds), files touched, failures
 * fixed (failed attempts the newer packet no longer lists) and failures new.
 */
import type { Packet } from "../model/packet/types.js";

export interface PacketChanges {
  facts_added: string[];
  resolved: string[];
  files_touched: string[];
  failures_fixed: string[];
  failures_new: string[];
}

/** A carried text ends with ` (from packet <id>)`: the same fact otherwise. */
function plain(text: string): string {
  return text.replace(/ \(from packet [0-9a-f]{16}\)$/, "");
}

function added(newer: readonly string[], older: readonly string[]): string[] {
  const before = new Set(older.map(plain));
  return [...new Set(newer.map(plain))].filter((text) => !before.has(text));
}

/** The facts a packet holds, each as one line. */
function facts(packet: Packet): string[] {
  return [
    ...(packet.user_messages ?? []).map((m) => `user: ${m.text}`),
    ...(packet.conclusions ?? []).map((c) => `${c.kind.replace("_", " ")}: ${c.text}`),
    ...packet.pitfalls.map((p) => `pitfall: ${p.text}`),
    ...packet.open_decisions.map((d) => `decision: ${d.question}`),
    ...packet.assumptions_to_validate.map((a) => `assumption: ${a.text}`),
    ...(packet.proofs ?? []).map((p) => `proof: ${p.text}`),
    ...packet.open_risks.map((r) => `risk: ${r.detail}`),
  ];
}

/** The open items a later packet can resolve. */
function openItems(packet: Packet): string[] {
  return [
    ...packet.pitfalls.map((p) => `pitfall: ${p.text}`),
    ...packet.open_decisions.map((d) => `decision: ${d.question}`),
    ...packet.assumptions_to_validate.map((a) => `assumption: ${a.text}`),
    ...packet.open_risks.map((r) => `risk: ${r.detail}`),
    ...packet.unmet_contracts.map((c) => `contract: ${c}`),
  ];
}

function files(packet: Packet): string[] {
  return [...packet.changed_files, ...packet.work_range.files.map((f) => f.path)];
}

/** A settled decision's line with the answer its resolve note gave, when it gave one. */
function withAnswer(line: string, newer: Packet): string {
  const decided = (newer.resolved_decisions ?? []).find((d) => line === `decision: ${d.question}`);
  if (decided === undefined || (decided.choice === null && decided.why === null)) return line;
  const choice = decided.choice === null ? "" : ` → ${decided.choice}`;
  return `${line}${choice}${decided.why === null ? "" : ` (${decided.why})`}`;
}

/** What `newer` adds to and settles of `older` (the packet it followed on its branch+topic). */
export function packetChanges(older: Packet, newer: Packet): PacketChanges {
  return {
    facts_added: added(facts(newer), facts(older)),
    resolved: added(openItems(older), openItems(newer)).map((line) => withAnswer(line, newer)),
    files_touched: added(files(newer), files(older)),
    failures_fixed: added(older.failed_attempts, newer.failed_attempts),
    failures_new: added(newer.failed_attempts, older.failed_attempts),
  };
}

/** What the first packet of a line of work brings: everything it holds. */
export function firstPacketChanges(packet: Packet): PacketChanges {
  return {
    facts_added: [...new Set(facts(packet))],
    resolved: [],
    files_touched: [...new Set(files(packet))],
    failures_fixed: [],
    failures_new: [...new Set(packet.failed_attempts.map(plain))],
  };
}
