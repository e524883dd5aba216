/**
 * Pure merge and unmerge of handoff's entries in an agent's hook settings. Claude Code's
 * `.claude/settings.json`, Codex CLI's `.codex/hooks.json` and Gemini CLI's
 * `.gemini/settings.json` share one shape:
 * `{"hooks": {"<Event>": [{"matcher"?: "...", "hooks": [{"type": "command", "command": "..."}]}]}}`.
 * Everything else in the file (other settings, other tools' hooks, key order) is kept as is.
 * Recognising and removing handoff's entries is in model/inputs/hook-entries.ts (collect needs it).
 */
import {
  asSettingsObject,
  type Group,
  type HookAgent,
  type MergeResult,
  readGroups,
  readHooksObject,
  removeOurs,
  sameJson,
} from "../../model/inputs/hook-entries.js";

/** One handoff hook to install: the event, its matcher group, the command. */
export interface HookEntrySpec {
  event: string;
  /** `undefined` leaves the matcher out (the group then matches every occurrence). */
  matcher: string | undefined;
  command: string;
  /** The hook's `timeout` in seconds, when the agent's default is too short. */
  timeout?: number;
}

/**
 * Claude Code gives SessionEnd hooks 1.5 s unless one of them sets a longer `timeout` (checked in
 * 2.1.332): a write on a busy machine, or the plugin's first run of its bundle, can need more.
 */
export const CLAUDE_SESSION_END_TIMEOUT_S = 10;

/** The command installed when the user does not choose one. */
export const DEFAULT_BASE_COMMAND = "handoff";

/** The SessionStart sources that resume (Codex sends no `compact` today; matching it is harmless). */
const SESSION_START_MATCHER = "startup|resume|clear|compact";

/**
 * The entries handoff installs for an agent. Claude Code and Codex CLI (0.145.0 and later):
 * write at PreCompact and SessionEnd, resume at SessionStart, and Stop runs the Stop gate and
 * remembers the agent's last message for the SessionEnd write. A Codex without SessionEnd
 * (`legacyStop`) gets no SessionEnd entry: its turn-scoped Stop writes instead
 * (`hook codex --stop-writes`, the command the caller passes).
 */
export function hookEntriesFor(
  agent: HookAgent,
  baseCommand = DEFAULT_BASE_COMMAND,
  { legacyStop = false }: { legacyStop?: boolean } = {},
): HookEntrySpec[] {
  const command = `${baseCommand} hook ${agent}`;
  if (agent === "gemini") return geminiEntries(command);
  if (agent === "claude") {
    return [
      { event: "PreCompact", matcher: "", command },
      { event: "SessionEnd", matcher: "", command, timeout: CLAUDE_SESSION_END_TIMEOUT_S },
      { event: "SessionStart", matcher: SESSION_START_MATCHER, command },
      { event: "Stop", matcher: undefined, command },
    ];
  }
  return [
    { event: "PreCompact", matcher: undefined, command },
    ...(legacyStop ? [] : [{ event: "SessionEnd", matcher: undefined, command }]),
    { event: "SessionStart", matcher: SESSION_START_MATCHER, command },
    { event: "Stop", matcher: undefined, command },
  ];
}

/**
 * The entries of the context-budget trigger (`docs/wrap-up.md`), installed beside the core ones:
 * UserPromptSubmit and PostToolUse check the budget; Claude Code also PostToolUseFailure (a
 * failing tool call does not fire PostToolUse). Codex's PostToolUse fires for Bash calls only.
 */
export function wrapUpEntriesFor(agent: HookAgent, command: string): HookEntrySpec[] {
  if (agent === "gemini") return geminiWrapUpEntries(command);
  const budget: HookEntrySpec[] = [
    { event: "UserPromptSubmit", matcher: undefined, command },
    { event: "PostToolUse", matcher: agent === "claude" ? "" : undefined, command },
  ];
  if (agent === "claude") budget.push({ event: "PostToolUseFailure", matcher: "", command });
  return budget;
}

/**
 * Gemini CLI: SessionEnd and PreCompress write, SessionStart resumes. No matcher: Gemini
 * compares a SessionStart matcher to the source as an exact string (0.61.0), so
 * `startup|resume|clear` would match nothing, and every source should resume anyway.
 */
function geminiEntries(command: string): HookEntrySpec[] {
  return [
    { event: "PreCompress", matcher: undefined, command },
    { event: "SessionEnd", matcher: undefined, command },
    { event: "SessionStart", matcher: undefined, command },
    // After every turn: write ahead (Gemini CLI does not wait for SessionEnd).
    { event: "AfterAgent", matcher: undefined, command },
  ];
}

/** Gemini CLI's context-budget trigger: before each prompt (BeforeAgent) and after each tool. */
function geminiWrapUpEntries(command: string): HookEntrySpec[] {
  return [
    { event: "BeforeAgent", matcher: undefined, command },
    { event: "AfterTool", matcher: undefined, command },
  ];
}

/**
 * Install `specs` into `settings` (a parsed JSON value; `undefined` for a missing file). Already
 * installed exactly → unchanged. A stale handoff entry (other matcher or command) is replaced.
 * Throws InputError when the file's shape is not a hooks settings object (it is then left alone).
 */
export function mergeHookEntries(
  settings: unknown,
  specs: HookEntrySpec[],
  isOurs: (command: string) => boolean,
  file = "settings",
): MergeResult {
  const root = asSettingsObject(settings, file);
  const hooks = readHooksObject(root, file);
  const next: Record<string, unknown> = hooks === undefined ? {} : { ...hooks };
  let changed = false;
  const wanted = new Set(specs.map((spec) => spec.event));
  for (const spec of specs) {
    const groups = readGroups(next, spec.event, file);
    const desired = renderGroup(spec);
    if (groups.some((group) => sameJson(group, desired))) {
      // Already there; drop only stray duplicates of ours elsewhere in the event.
      const kept = removeOurs(groups, isOurs, desired);
      if (kept.length !== groups.length || kept.some((group, i) => group !== groups[i])) {
        next[spec.event] = kept;
        changed = true;
      }
      continue;
    }
    next[spec.event] = [...removeOurs(groups, isOurs), desired];
    changed = true;
  }
  for (const event of Object.keys(next)) {
    if (wanted.has(event)) continue;
    const groups = readGroups(next, event, file);
    const kept = removeOurs(groups, isOurs);
    if (kept.length !== groups.length || kept.some((group, i) => group !== groups[i])) {
      changed = true;
      if (kept.length === 0 && groups.length > 0) delete next[event];
      else next[event] = kept;
    }
  }
  if (!changed) return { settings: root, changed: false };
  return { settings: { ...root, hooks: next }, changed: true };
}

/** The group handoff writes for one spec. */
function renderGroup(spec: HookEntrySpec): Group {
  const hook: Record<string, unknown> = { type: "command", command: spec.command };
  if (spec.timeout !== undefined) hook["timeout"] = spec.timeout;
  return spec.matcher === undefined ? { hooks: [hook] } : { matcher: spec.matcher, hooks: [hook] };
}
