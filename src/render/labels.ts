/**
 * How a relay's labelled entries read (issue 28): the user's messages and the agent's
 * conclusions each say which agent's session they came from and when, the same way in
 * handoff.md, history.md, the briefing and PreCompact's instructions. Pure.
 */

/** Agents by the names people know them by. */
const AGENT_NAMES: Readonly<Record<string, string>> = {
  claude: "Claude Code",
  codex: "Codex CLI",
  gemini: "Gemini CLI",
  opencode: "OpenCode",
};

/** How each kind of conclusion is introduced. */
export const CONCLUSION_KIND = {
  decision: "decided",
  dead_end: "abandoned",
  fact: "found",
} as const;

/** An entry's origin as ` (Codex CLI, 2026-11-30)`, or "" when nothing is known of it. */
export function labelOf(entry: { agent: string | null; date: string | null }): string {
  const agent = entry.agent === null ? null : (AGENT_NAMES[entry.agent] ?? entry.agent);
  const parts = [agent, entry.date].filter((p): p is string => p !== null && p !== "");
  return parts.length === 0 ? "" : ` (${parts.join(", ")})`;
}
