/**
 * How a relay's labelled entries read (issue 28): the user's messages and the agent's
 * conclusions each say which agent's session they came from and when, the same way in
 * handoff.md, history.md, the briefing and PreCompact's instructions. Pure.
 */

import { agentName } from "../model/agents.js";

/** How each kind of conclusion is introduced. */
export const CONCLUSION_KIND = {
  decision: "decided",
  dead_end: "abandoned",
  fact: "found",
} as const;

/** An entry's origin as ` (Codex CLI, 2026-11-30)`, or "" when nothing is known of it. */
export function labelOf(entry: { agent: string | null; date: string | null }): string {
  const agent = entry.agent === null ? null : agentName(entry.agent);
  const parts = [agent, entry.date].filter((p): p is string => p !== null && p !== "");
  return parts.length === 0 ? "" : ` (${parts.join(", ")})`;
}

/**
 * A superseded rule's mark: ` — superseded by "<newer>" (Codex CLI, 2026-11-30)`, or "" for a
 * rule in force. The same words in handoff.md, history.md and the briefing.
 */
export function supersededLabel(entry: {
  superseded_by?:
    | { text: string; agent: string | null; date: string | null; part?: string | undefined }
    | undefined;
}): string {
  const by = entry.superseded_by;
  if (by === undefined) return "";
  const what = by.part === undefined ? "" : ` "${by.part}"`;
  return ` —${what} superseded by "${by.text}"${labelOf(by)}`;
}

/** Whether a message is reversed as a whole (one reversed sentence leaves its other rules). */
export function isSuperseded(entry: { superseded_by?: { part?: string | undefined } | undefined }) {
  return entry.superseded_by !== undefined && entry.superseded_by.part === undefined;
}

/** Rules in force first, then the superseded ones, each group in its own order. */
export function inForceFirst<
  T extends { superseded_by?: { part?: string | undefined } | undefined },
>(entries: readonly T[]): T[] {
  return [...entries.filter((e) => !isSuperseded(e)), ...entries.filter(isSuperseded)];
}
