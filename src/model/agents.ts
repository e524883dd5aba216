/**
 * The one list of agents handoff knows (issue 32): help texts, option checks, MCP enums,
 * installers and labels all take their names from here, so adding an agent is one entry.
 * Pure data.
 */
import type { AgentKind } from "./snapshot/transcript-types.js";

/** What handoff knows of one agent. */
export interface AgentInfo {
  id: AgentKind;
  /** The name people know it by. */
  name: string;
  /** Where `handoff hooks install` writes its hook entries, or null: no hooks for it. */
  hookSettings: string | null;
  /** Whether it loads Agent Skills (`handoff skill install`). */
  skills: boolean;
  /** The session files `ingest` and `write --transcript` read. */
  transcripts: string;
}

export const AGENTS: readonly AgentInfo[] = [
  {
    id: "claude",
    name: "Claude Code",
    hookSettings: ".claude/settings.json",
    skills: true,
    transcripts: "~/.claude/projects/<slug>/<session>.jsonl",
  },
  {
    id: "codex",
    name: "Codex CLI",
    hookSettings: ".codex/hooks.json",
    skills: true,
    transcripts: "~/.codex/sessions/YYYY/MM/DD/rollout-*.jsonl",
  },
  {
    id: "gemini",
    name: "Gemini CLI",
    hookSettings: ".gemini/settings.json",
    skills: true,
    transcripts: "~/.gemini/tmp/<project>/chats/session-*.jsonl",
  },
  {
    id: "opencode",
    name: "OpenCode",
    hookSettings: null,
    skills: false,
    transcripts: "an `opencode export` JSON file",
  },
];

/** Every agent whose transcripts handoff reads. */
export const TRANSCRIPT_AGENT_IDS: readonly AgentKind[] = AGENTS.map((a) => a.id);

/** The agents `handoff hook`/`hooks` serve. */
export const HOOK_AGENT_IDS = AGENTS.filter((a) => a.hookSettings !== null).map((a) => a.id);

/** The agents `handoff skill` installs for. */
export const SKILL_AGENT_IDS = AGENTS.filter((a) => a.skills).map((a) => a.id);

/** An agent's display name; an unknown id is shown as it is. */
export function agentName(id: string): string {
  return AGENTS.find((a) => a.id === id)?.name ?? id;
}

/** `a, b or c` (or `a|b|c` with sep "|"): how a help text or an error lists agents. */
export function listAgents(ids: readonly string[], last = "or"): string {
  if (last === "|") return ids.join("|");
  if (ids.length <= 1) return ids.join("");
  return `${ids.slice(0, -1).join(", ")} ${last} ${ids[ids.length - 1]}`;
}
