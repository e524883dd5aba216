/**
 * The one list of agents handoff knows: the agent ids (`AgentKind`), the hook agents
 * (`HookAgent`), help texts, option checks, MCP enums, installers and labels all derive from
 * it, so adding an agent is one entry here (and its adapters, ARCHITECTURE.md "Adding an
 * agent"). Pure data.
 */

/** How a host shows a hook's `additionalContext`. */
export interface HookContextFormat {
  maxChars: number;
  /** True when the host escapes angle brackets as HTML entities before the model reads them. */
  escapesAngleBrackets: boolean;
  /**
   * True when the host reads `additionalContext` at the top of the hook's JSON output, not inside
   * `hookSpecificOutput` (GitHub Copilot CLI).
   */
  flat?: boolean;
}

/** What handoff knows of one agent. */
export interface AgentInfo<Id extends string = string> {
  id: Id;
  /** The name people know it by. */
  name: string;
  /** Where `handoff hooks install` writes its hook entries, or null: no hooks for it. */
  hookSettings: string | null;
  /** A personal settings file git does not see (`hooks install --local`), if it has one. */
  hookLocalSettings?: string;
  /**
   * Set when `hookSettings` is a plugin file handoff writes whole (not a settings file it merges
   * into): the first line that marks the file as handoff's.
   */
  hookPluginMarker?: string;
  /**
   * How its host shows a SessionStart briefing (`resume --format <id>-hook`), for agents with
   * hooks: how many characters it shows before it spills the rest to a file, and whether it
   * turns `<`/`>` into HTML entities (the briefing then spells them out, `render` cannot).
   */
  hookContext?: HookContextFormat;
  /** Whether it loads Agent Skills (`handoff skill install`). */
  skills: boolean;
  /**
   * Where it loads skills from, for agents that do: a folder under the repo root (project), and
   * one under the home directory (user), or the folder an environment variable names instead.
   */
  skillDirs?: { project: string; user: string; userFromEnv?: string };
  /** The session files `ingest` and `write --transcript` read. */
  transcripts: string;
  /**
   * How `continue --to <id> --exec` starts it in the terminal with a first prompt and leaves it
   * interactive: its executable, and the arguments before the prompt.
   */
  launch: { bin: string; beforePrompt: readonly string[] };
}

export const AGENTS = [
  {
    id: "claude",
    name: "Claude Code",
    hookSettings: ".claude/settings.json",
    hookLocalSettings: ".claude/settings.local.json",
    // More becomes a file and a 2,000-character preview.
    hookContext: { maxChars: 10_000, escapesAngleBrackets: false },
    skills: true,
    skillDirs: { project: ".claude", user: ".claude" },
    transcripts: "~/.claude/projects/<slug>/<session>.jsonl",
    launch: { bin: "claude", beforePrompt: [] },
  },
  {
    id: "codex",
    name: "Codex CLI",
    hookSettings: ".codex/hooks.json",
    // About 2,500 tokens, 7,500 characters at the ~3 characters a token of code-heavy text.
    hookContext: { maxChars: 7_500, escapesAngleBrackets: false },
    skills: true,
    skillDirs: { project: ".agents", user: ".codex", userFromEnv: "CODEX_HOME" },
    transcripts: "~/.codex/sessions/YYYY/MM/DD/rollout-*.jsonl",
    launch: { bin: "codex", beforePrompt: [] },
  },
  {
    id: "gemini",
    name: "Gemini CLI",
    hookSettings: ".gemini/settings.json",
    // No smaller limit than the hook output's; `<`/`>` escaped (0.61.0,
    // `DefaultHookOutput.getAdditionalContext`).
    hookContext: { maxChars: 10_000, escapesAngleBrackets: true },
    skills: true,
    skillDirs: { project: ".gemini", user: ".gemini" },
    transcripts: "~/.gemini/tmp/<project>/chats/session-*.jsonl",
    // -i: run the prompt, then stay interactive.
    launch: { bin: "gemini", beforePrompt: ["-i"] },
  },
  {
    id: "opencode",
    name: "OpenCode",
    // Not a settings file: a plugin handoff writes whole (OpenCode 1.18.33 loads every
    // `{plugin,plugins}/*.{ts,js}` of `.opencode/` and of `~/.config/opencode/`).
    hookSettings: ".opencode/plugins/handoff.js",
    hookPluginMarker: "// handoff: OpenCode plugin written by 'handoff hooks install opencode'",
    // The plugin pushes the briefing into the system prompt as it is: no host limit of its own,
    // the hooks' usual one.
    hookContext: { maxChars: 10_000, escapesAngleBrackets: false },
    // 1.18.33 loads `{skill,skills}/**/SKILL.md` of `.opencode/` and `~/.config/opencode/`
    // (and of `.claude/` and `.agents/`).
    skills: true,
    skillDirs: { project: ".opencode", user: ".config/opencode" },
    transcripts:
      "~/.local/share/opencode/opencode.db (the session run in this repository), a legacy storage/ folder, or `opencode run --format json` output",
    // The TUI's --prompt: the first message, then the session goes on.
    launch: { bin: "opencode", beforePrompt: ["--prompt"] },
  },
  {
    id: "copilot",
    name: "GitHub Copilot CLI",
    // Not a settings file: Copilot CLI 1.0.102 loads every `.github/hooks/*.json` of the repo,
    // so handoff writes one of its own, whole. JSON has no comments: its first key says whose it is.
    hookSettings: ".github/hooks/handoff.json",
    hookPluginMarker:
      '{"//": "handoff: GitHub Copilot CLI hooks written by \'handoff hooks install copilot\'',
    // `{"additionalContext": "…"}` at the top of sessionStart's output, given to the model as a
    // user message before the prompt (1.0.102); no limit of its own found: the hooks' usual one.
    hookContext: { maxChars: 10_000, escapesAngleBrackets: false, flat: true },
    // 1.0.102 loads `.github/skills/*/SKILL.md` (and `.claude/`, `.agents/`) and
    // `$COPILOT_HOME/skills/` (default `~/.copilot/skills/`).
    skills: true,
    skillDirs: { project: ".github", user: ".copilot", userFromEnv: "COPILOT_HOME" },
    transcripts:
      "~/.copilot/session-state/<id>/events.jsonl (the newest session run in this repository)",
    // -i: run the prompt, then stay interactive.
    launch: { bin: "copilot", beforePrompt: ["-i"] },
  },
  {
    id: "qwen",
    name: "Qwen Code",
    // Project hooks from `.qwen/settings.json` (0.24.4; `~/.qwen/settings.json` is the user's,
    // for every project), run in a trusted folder only.
    hookSettings: ".qwen/settings.json",
    // 0.24.4 cuts a hook's output at 10,000 characters and puts the SessionStart context in the
    // system prompt as it is (only `<system-reminder>` tags are escaped).
    hookContext: { maxChars: 10_000, escapesAngleBrackets: false },
    // `{skills}/<name>/SKILL.md` of `.qwen/` and of `~/.qwen/` (`$QWEN_HOME`).
    skills: true,
    skillDirs: { project: ".qwen", user: ".qwen", userFromEnv: "QWEN_HOME" },
    transcripts: "~/.qwen/projects/<slug>/chats/<session>.jsonl",
    // -i: run the prompt, then stay interactive.
    launch: { bin: "qwen", beforePrompt: ["-i"] },
  },
  {
    id: "cline",
    name: "Cline",
    // Not a settings file: a hook file handoff writes whole. Cline 3.0.65 runs every file of
    // `.clinerules/hooks/` and `.cline/hooks/` of the workspace (and `~/.cline/hooks/`) named
    // after an event (`TaskComplete`, any of its script extensions), with bash when it has none.
    hookSettings: ".clinerules/hooks/TaskComplete",
    hookPluginMarker: "# handoff: Cline hook written by 'handoff hooks install cline'",
    // Cline takes no context from a task's start hook (3.0.65 runs it detached, output
    // ignored); a tool hook's `contextModification` is cut at 50,000 characters.
    hookContext: { maxChars: 10_000, escapesAngleBrackets: false },
    // `skills/<name>/SKILL.md` of `.cline/` (and `.clinerules/`, `.agents/`) in the workspace
    // and of its own folder (`$CLINE_DIR`, else `~/.cline`).
    skills: true,
    skillDirs: { project: ".cline", user: ".cline", userFromEnv: "CLINE_DIR" },
    transcripts: "~/.cline/data/sessions/<id>/<id>.messages.json",
    // -i: the terminal UI, the prompt its first message.
    launch: { bin: "cline", beforePrompt: ["-i"] },
  },
] as const satisfies readonly AgentInfo[];

/** An agent handoff reads the transcripts of. */
export type AgentKind = (typeof AGENTS)[number]["id"];

/** An agent whose hook protocol `handoff hook` speaks: one with a hook settings file. */
export type HookAgent = Extract<(typeof AGENTS)[number], { hookSettings: string }>["id"];

/** An agent `handoff skill` installs the skill for. */
export type SkillAgent = Extract<(typeof AGENTS)[number], { skills: true }>["id"];

/** Every agent whose transcripts handoff reads. */
export const TRANSCRIPT_AGENT_IDS: readonly AgentKind[] = AGENTS.map((a) => a.id);

/** The agents `handoff hook`/`hooks` serve. */
export const HOOK_AGENT_IDS: readonly HookAgent[] = AGENTS.filter(
  (a): a is Extract<(typeof AGENTS)[number], { hookSettings: string }> => a.hookSettings !== null,
).map((a) => a.id);

/** The agents `handoff skill` installs for. */
export const SKILL_AGENT_IDS: readonly SkillAgent[] = AGENTS.filter(
  (a): a is Extract<(typeof AGENTS)[number], { skills: true }> => a.skills,
).map((a) => a.id);

/** The `resume --format` of an agent's SessionStart hook output. */
export type HookBriefingFormat = `${HookAgent}-hook`;

/** The hook formats `resume --format` knows, one per hook agent. */
export const HOOK_BRIEFING_FORMATS: readonly HookBriefingFormat[] = HOOK_AGENT_IDS.map(
  (id) => `${id}-hook` as const,
);

/** How the host of a hook format shows a briefing; undefined for a format no agent has. */
export function hookContextOf(format: string): HookContextFormat | undefined {
  const agents: readonly AgentInfo[] = AGENTS;
  return agents.find((a) => `${a.id}-hook` === format)?.hookContext;
}

/** Where an agent loads skills from (undefined: it loads none). */
export function skillDirsOf(id: string): AgentInfo["skillDirs"] {
  const agents: readonly AgentInfo[] = AGENTS;
  return agents.find((a) => a.id === id)?.skillDirs;
}

/** Whether `id` names an agent `handoff hook` serves. */
export function isHookAgent(id: string): id is HookAgent {
  return (HOOK_AGENT_IDS as readonly string[]).includes(id);
}

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

/** The hook files handoff writes whole (plugins), by path, with the first line marking them. */
export const HOOK_PLUGIN_FILES: readonly { path: string; marker: string }[] = (
  AGENTS as readonly AgentInfo[]
).flatMap((a) =>
  a.hookSettings !== null && a.hookPluginMarker !== undefined
    ? [{ path: a.hookSettings, marker: a.hookPluginMarker }]
    : [],
);

/** The settings files `hooks install` merges its entries into (not the plugins it writes whole). */
export const HOOK_SETTINGS_FILES: readonly string[] = (AGENTS as readonly AgentInfo[]).flatMap(
  (a) => (a.hookSettings !== null && a.hookPluginMarker === undefined ? [a.hookSettings] : []),
);

/** The personal settings files (`--local`), which git does not see. */
export const HOOK_LOCAL_SETTINGS_FILES: readonly string[] = (
  AGENTS as readonly AgentInfo[]
).flatMap((a) => (a.hookLocalSettings === undefined ? [] : [a.hookLocalSettings]));

/** The folders (`.claude/`, …) that hold a file `hooks install` writes. */
export const HOOK_FOLDERS: readonly string[] = [
  ...new Set(
    (AGENTS as readonly AgentInfo[]).flatMap((a) =>
      a.hookSettings === null ? [] : [`${a.hookSettings.split("/")[0]}/`],
    ),
  ),
];
