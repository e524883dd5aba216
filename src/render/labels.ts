/**
 * How a relay's labelled entries read (issue 28): the user's messages and the agent's
 * conclusions each say which agent's session they came from and when, the same way in
 * handoff.md, history.md, the briefing and PreCompact's instructions. Pure.
 */

import { agentName } from "../model/agents.js";
import { withoutPart } from "../util/without-part.js";

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

/**
 * A message one sentence of which a newer message reversed, as two entries: the rest of it, in
 * force, and that sentence alone, superseded. A reader then finds each rule either among the
 * rules in force or among the superseded ones, never both on one line. A part the text does not
 * hold word for word (cut at 300 characters) leaves the message whole, with its mark.
 */
export function splitPartlySuperseded<
  T extends { text: string; superseded_by?: { part?: string | undefined } | undefined },
>(messages: readonly T[]): T[] {
  return messages.flatMap((m) => {
    const part = m.superseded_by?.part;
    if (part === undefined || m.superseded_by === undefined) return [m];
    // the sentence's own full stop (or the semicolon ending a rule of a list) goes with it, and
    // the list's mark before it; the message's line breaks stay
    const rest = withoutPart(m.text, part);
    if (rest === null) return [m];
    const { part: _, ...whole } = m.superseded_by;
    const reversed = { ...m, text: part, superseded_by: whole };
    if (!/[\p{L}\p{N}]/u.test(rest)) return [reversed];
    const { superseded_by: __, ...inForce } = m;
    return [{ ...inForce, text: rest } as T, reversed];
  });
}
