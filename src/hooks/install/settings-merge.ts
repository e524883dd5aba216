/**
 * Pure merge and unmerge of handoff's entries in an agent's hook settings. Claude Code's
 * `.claude/settings.json`, Codex CLI's `.codex/hooks.json` and Gemini CLI's
 * `.gemini/settings.json` share one shape:
 * `{"hooks": {"<Event>": [{"matcher"?: "...", "hooks": [{"type": "command", "command": "..."}]}]}}`.
 * Everything else in the file (other settings, other tools' hooks, key order) is kept as is.
 * Recognising and removing handoff's entries is in model/inputs/hook-entries.ts (collect needs it).
 */
import { type HookAdapter, installEventsOf } from "../protocol/adapter.js";
import {
  asSettingsObject,
  type Group,
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

/** The command installed when the user does not choose one. */
export const DEFAULT_BASE_COMMAND = "handoff";

/**
 * The entries handoff installs for an agent: one per event its adapter acts on (write, resume,
 * gate, write ahead; `installEventsOf`), each with the matcher and timeout the adapter gives,
 * less `omitEvents` (an install variant's: a Codex without SessionEnd gets no SessionEnd entry).
 */
export function hookEntriesFor(
  adapter: HookAdapter,
  baseCommand = DEFAULT_BASE_COMMAND,
  { omitEvents = [] }: { omitEvents?: readonly string[] } = {},
): HookEntrySpec[] {
  const command = `${baseCommand} hook ${adapter.agent}`;
  return installEventsOf(adapter)
    .core.filter((event) => !omitEvents.includes(event))
    .map((event) => entrySpec(adapter, event, command));
}

/**
 * The entries of the context-budget trigger (`docs/wrap-up.md`), installed beside the core ones:
 * one per budget event of the adapter (Claude Code's PostToolUseFailure too, since a failing
 * tool call does not fire PostToolUse; Codex's PostToolUse fires for Bash calls only).
 */
export function wrapUpEntriesFor(adapter: HookAdapter, command: string): HookEntrySpec[] {
  return installEventsOf(adapter).wrapUp.map((event) => entrySpec(adapter, event, command));
}

/**
 * The point-of-edit hook's entries: one per pre-tool event of the adapter (`editEvents`), each
 * running `<base> hook <agent> --edit`, which the CLI hands to its lean entry.
 */
export function editEntriesFor(
  adapter: HookAdapter,
  baseCommand = DEFAULT_BASE_COMMAND,
): HookEntrySpec[] {
  const command = `${baseCommand} hook ${adapter.agent} --edit`;
  return (adapter.editEvents ?? []).map((event) => entrySpec(adapter, event, command));
}

function entrySpec(adapter: HookAdapter, event: string, command: string): HookEntrySpec {
  const timeout = adapter.install.timeouts?.[event];
  return {
    event,
    matcher: adapter.install.matchers?.[event],
    command,
    ...(timeout === undefined ? {} : { timeout }),
  };
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
