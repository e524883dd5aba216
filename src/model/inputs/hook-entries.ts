/**
 * The half of the hook settings merge (hooks/install/settings-merge.ts) that collect needs too,
 * so it lives below both: recognising handoff's own hook commands and taking handoff's entries
 * out of an agent's hook settings (collect/git/own-config.ts compares a settings file with its
 * HEAD version without them), and the readers of the settings shape both directions share. Pure.
 */
import { InputError } from "../../errors.js";
import { HOOK_AGENT_IDS, type HookAgent } from "../agents.js";

export type { HookAgent } from "../agents.js";

/** The agents whose hook protocol `handoff hook` speaks (model/agents.ts's list). */
export const HOOK_AGENTS: readonly HookAgent[] = HOOK_AGENT_IDS;

/**
 * A predicate recognising handoff's own hook commands for an agent: exactly what an install
 * writes, `<launcher> hook <agent>` then `--option value` pairs, where the launcher is
 * `handoff` (whatever path or launcher words precede it: `npx handoff`), the absolute launcher
 * (`node …/dist/bin/handoff.cjs`, before it `handoff.mjs`, before that `node …/src/cli/bin.js`) or the plugin's bundle
 * (`…/dist/handoff.cjs`, before it `handoff.mjs`); or one of `extra` (a custom `--command` the user installed with), alone
 * or followed by options. A command with a shell operator (`my-wrapper.sh && handoff hook
 * claude`, a pipe, a redirect, `$(…)`) is the user's own, whatever it runs: never ours.
 */
export function isHandoffCommand(
  agent: string,
  extra: string[] = [],
): (command: string) => boolean {
  const options = "(?:\\s+--[a-z-]+(?:\\s+[^\\s-]\\S*)?)*";
  const launcher =
    "(?:(?:^|[\\s/\\\\'\"])handoff(?:\\.[cm]js)?|[\\\\/]src[\\\\/]cli[\\\\/]bin\\.js)['\"]?";
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

/** One matcher group of an event's list, as the file has it. */
export type Group = Record<string, unknown>;

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

/**
 * Strip our commands from each group. A group left with no hooks is dropped; a group that also
 * holds other commands keeps them. `keep` (the exact group we want) survives once.
 */
export function removeOurs(
  groups: Group[],
  isOurs: (command: string) => boolean,
  keep?: Group,
): Group[] {
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

export function asSettingsObject(settings: unknown, file: string): Record<string, unknown> {
  if (settings === undefined) return {};
  if (typeof settings !== "object" || settings === null || Array.isArray(settings)) {
    throw new InputError(`${file}: expected a JSON object at the top level`, { file });
  }
  return settings as Record<string, unknown>;
}

export function readHooksObject(
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

export function readGroups(hooks: Record<string, unknown>, event: string, file: string): Group[] {
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

/** Whether two JSON values are the same value (key order included: a group as handoff writes it). */
export function sameJson(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
