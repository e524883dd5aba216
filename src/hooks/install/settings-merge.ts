/**
 * Pure merge and unmerge of handoff's entries in an agent's hook settings. Claude Code's
 * `.claude/settings.json`, Codex CLI's `.codex/hooks.json` and Gemini CLI's
 * `.gemini/settings.json` share one shape:
 * `{"hooks": {"<Event>": [{"matcher"?: "...", "hooks": [{"type": "command", "command": "..."}]}]}}`.
 * Everything else in the file (other settings, other tools' hooks, key order) is kept as is.
 */
import { InputError } from "../../errors.js";
import type { HookAgent } from "../protocol/read-hook-input.js";

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
 * A predicate recognising handoff's own hook commands for an agent: exactly what an install
 * writes, `<launcher> hook <agent>` then `--option value` pairs, where the launcher is
 * `handoff` (whatever path or launcher words precede it: `npx handoff`), the absolute launcher
 * (`node …/dist/bin/handoff.mjs`, before it `node …/src/cli/bin.js`) or the plugin's bundle
 * (`…/handoff.mjs`); or one of `extra` (a custom `--command` the user installed with), alone
 * or followed by options. A command with a shell operator (`my-wrapper.sh && handoff hook
 * claude`, a pipe, a redirect, `$(…)`) is the user's own, whatever it runs: never ours.
 */
export function isHandoffCommand(
  agent: HookAgent,
  extra: string[] = [],
): (command: string) => boolean {
  const options = "(?:\\s+--[a-z-]+(?:\\s+[^\\s-]\\S*)?)*";
  const launcher =
    "(?:(?:^|[\\s/\\\\'\"])handoff(?:\\.mjs)?|[\\\\/]src[\\\\/]cli[\\\\/]bin\\.js)['\"]?";
  // No operator, redirect or command substitution (`${VAR}` in a plugin path is fine).
  const plain = "(?:[^;&|<>`$\\r\\n]|\\$(?!\\())*";
  const pattern = new RegExp(`^${plain}${launcher}\\s+hook\\s+${agent}${options}\\s*$`);
  const optionsOnly = new RegExp(`^${options}\\s*$`);
  return (command) => {
    const trimmed = command.trim();
    if (pattern.test(trimmed)) return true;
    return extra.some((e) => trimmed.startsWith(e) && optionsOnly.test(trimmed.slice(e.length)));
  };
}

/** The result of a merge: the new settings object and whether anything changed. */
export interface MergeResult {
  settings: Record<string, unknown>;
  changed: boolean;
}

type Group = Record<string, unknown>;

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

/**
 * Remove every handoff entry from `settings`. Groups, event lists and the `hooks` object that
 * only held handoff's entries go with them; ones that were empty before are kept (reversible).
 * `keepEmptied` keeps the event lists and `hooks` object this emptied (as `[]`, `{}`): the
 * settings file editor then tells from the text whether the install had created them.
 */
export function removeHookEntries(
  settings: unknown,
  isOurs: (command: string) => boolean,
  file = "settings",
  { keepEmptied = false }: { keepEmptied?: boolean } = {},
): MergeResult {
  const root = asSettingsObject(settings, file);
  const hooks = readHooksObject(root, file);
  if (hooks === undefined) return { settings: root, changed: false };
  const next: Record<string, unknown> = { ...hooks };
  let changed = false;
  for (const event of Object.keys(hooks)) {
    const groups = readGroups(hooks, event, file);
    const kept = removeOurs(groups, isOurs);
    if (kept.length === groups.length && kept.every((group, i) => group === groups[i])) continue;
    changed = true;
    if (kept.length === 0 && !keepEmptied) delete next[event];
    else next[event] = kept;
  }
  if (!changed) return { settings: root, changed: false };
  const result: Record<string, unknown> = { ...root, hooks: next };
  if (Object.keys(next).length === 0 && !keepEmptied) delete result["hooks"];
  return { settings: result, changed: true };
}

/** The group handoff writes for one spec. */
function renderGroup(spec: HookEntrySpec): Group {
  const hook: Record<string, unknown> = { type: "command", command: spec.command };
  if (spec.timeout !== undefined) hook["timeout"] = spec.timeout;
  return spec.matcher === undefined ? { hooks: [hook] } : { matcher: spec.matcher, hooks: [hook] };
}

/**
 * Strip our commands from each group. A group left with no hooks is dropped; a group that also
 * holds other commands keeps them. `keep` (the exact group we want) survives once.
 */
function removeOurs(groups: Group[], isOurs: (command: string) => boolean, keep?: Group): Group[] {
  const out: Group[] = [];
  let keptOnce = false;
  for (const group of groups) {
    if (keep !== undefined && !keptOnce && sameJson(group, keep)) {
      out.push(group);
      keptOnce = true;
      continue;
    }
    const hooks = Array.isArray(group["hooks"]) ? (group["hooks"] as unknown[]) : [];
    const others = hooks.filter((hook) => !isOurHook(hook, isOurs));
    if (others.length === hooks.length) out.push(group);
    else if (others.length > 0) out.push({ ...group, hooks: others });
  }
  return out;
}

/**
 * A hook object exactly as handoff writes it: `type` "command", one of our commands, perhaps a
 * numeric `timeout`, nothing else (a hook the user gave more fields to is theirs).
 */
function isOurHook(hook: unknown, isOurs: (command: string) => boolean): boolean {
  if (typeof hook !== "object" || hook === null || Array.isArray(hook)) return false;
  const fields = hook as Record<string, unknown>;
  const { type, command, timeout } = fields;
  if (Object.keys(fields).some((key) => key !== "type" && key !== "command" && key !== "timeout")) {
    return false;
  }
  return (
    type === "command" &&
    typeof command === "string" &&
    isOurs(command) &&
    (timeout === undefined || typeof timeout === "number")
  );
}

function asSettingsObject(settings: unknown, file: string): Record<string, unknown> {
  if (settings === undefined) return {};
  if (typeof settings !== "object" || settings === null || Array.isArray(settings)) {
    throw new InputError(`${file}: expected a JSON object at the top level`, { file });
  }
  return settings as Record<string, unknown>;
}

function readHooksObject(
  root: Record<string, unknown>,
  file: string,
): Record<string, unknown> | undefined {
  const hooks = root["hooks"];
  if (hooks === undefined) return undefined;
  if (typeof hooks !== "object" || hooks === null || Array.isArray(hooks)) {
    throw new InputError(`${file}: "hooks" must be an object of event names`, { file });
  }
  return hooks as Record<string, unknown>;
}

function readGroups(hooks: Record<string, unknown>, event: string, file: string): Group[] {
  const groups = hooks[event];
  if (groups === undefined) return [];
  if (
    !Array.isArray(groups) ||
    groups.some((g) => typeof g !== "object" || g === null || Array.isArray(g))
  ) {
    throw new InputError(`${file}: "hooks.${event}" must be an array of matcher groups`, { file });
  }
  return groups as Group[];
}

function sameJson(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
