/**
 * `handoff hooks install|uninstall`: pick the agent's hook settings file (`scope.ts`: personal by
 * default), read it (`settings-file.ts`: through a symlink, at its target), decide what changes on
 * the parsed value (pure, `settings-merge.ts`), and write the file's text edited in place (`settings-text.ts`) atomically, only when something changed: every
 * byte that is not handoff's stays as written. A file that is not valid JSON (JSONC for Gemini)
 * is refused (InputError, exit 2) and left as it was: we never rewrite a file we could not read.
 */
import { mkdir, unlink } from "node:fs/promises";
import { dirname, join } from "node:path";
import { InputError } from "../../errors.js";
import { writeFileAtomic } from "../../platform/atomic-write.js";
import type { GateMode } from "../config.js";
import {
  isHandoffCommand,
  type MergeResult,
  removeHookEntries,
} from "../../model/inputs/hook-entries.js";
import type { HookAdapter } from "../protocol/adapter.js";
import { HOOK_ADAPTERS, type HookAdapterRegistry, loadHookAdapter } from "../protocol/registry.js";
import {
  DEFAULT_BASE_COMMAND,
  editEntriesFor,
  hookEntriesFor,
  mergeHookEntries,
  wrapUpEntriesFor,
} from "./settings-merge.js";
import { type InstallScope, projectFileBeside, settingsTargetFor } from "./scope.js";
import {
  holdsHandoffHooks,
  parseSettings,
  readSettingsText,
  resolveLink,
} from "./settings-file.js";
import { settingsTextAfter } from "./settings-text.js";

/** The adapter of `agent` in `registry` (default: the shipped ones); an InputError when none. */
export async function requireHookAdapter(
  agent: string,
  registry: HookAdapterRegistry = HOOK_ADAPTERS,
): Promise<HookAdapter> {
  const adapter = await loadHookAdapter(agent, registry);
  if (adapter === null) throw new InputError(`no hook protocol for agent '${agent}'`);
  return adapter;
}

/** What an install or uninstall did. */
export interface InstallResult {
  /** Absolute path of the settings file. */
  path: string;
  /** Path relative to the root, for messages. */
  file: string;
  /** Whether the file is the user's alone, not the project's shared one. */
  personal: boolean;
  changed: boolean;
  /** The events handoff hooks into (install) or was removed from (uninstall). */
  events: string[];
  /** The command the hooks run (install only; null for uninstall). */
  command: string | null;
  /** What the user should know: the Codex version found, a launcher not on PATH, … */
  notes: string[];
}

export interface InstallOptions {
  /** The launcher before `hook <agent>`, e.g. `npx handoff` (default `handoff`). */
  command?: string;
  /**
   * `--gate`: written into the hook command (over the config's `gate`). Stop stays installed
   * with `off`: it also remembers the agent's last message for the SessionEnd write.
   */
  gate?: GateMode;
  /** Install the context-budget trigger (default true). */
  wrapUp?: boolean;
  /**
   * Which file: `personal` (default) is the agent's personal file where it has one (Claude
   * Code's `.claude/settings.local.json`), else the project's with a note; `project` (`--project`)
   * the project's, shared once committed.
   */
  scope?: InstallScope;
  /**
   * The installed agent's version, for an adapter whose install depends on it (`variant`):
   * detected by the caller, or null when unknown (treated as current).
   */
  agentVersion?: string | null;
  /** Lines the caller already has to tell the user (e.g. how the launcher was chosen). */
  notes?: string[];
  /**
   * `--global`: a plugin agent's user-level plugin (OpenCode's `~/.config/opencode/plugins/`),
   * found from `env` and `home`.
   */
  global?: { env: NodeJS.ProcessEnv; home: string };
}

/** Where a plugin agent's plugin goes: under the root, or the user-level file (`--global`). */
function pluginPath(
  root: string,
  adapter: HookAdapter,
  options: InstallOptions,
): { path: string; file: string; stop: string; personal: boolean; note: string | null } {
  const plugin = adapter.install.plugin;
  if (options.global !== undefined && plugin !== undefined) {
    const path = plugin.userFile(options.global.env, options.global.home);
    return { path, file: path, stop: dirname(dirname(path)), personal: true, note: null };
  }
  if (options.global !== undefined) {
    throw new InputError(`--global is not for ${adapter.agent}: its hooks live in the project`);
  }
  const target = settingsTargetFor(adapter, options.scope);
  return { ...target, path: join(root, target.file), stop: root };
}

/** Merge handoff's hook entries into the agent's settings file under `root`. */
export async function installHooks(
  root: string,
  agent: string,
  options: InstallOptions = {},
): Promise<InstallResult> {
  return installHooksFor(root, await requireHookAdapter(agent), options);
}

/** `installHooks` for an adapter in hand (a test's fake agent included). */
export async function installHooksFor(
  root: string,
  adapter: HookAdapter,
  options: InstallOptions = {},
): Promise<InstallResult> {
  const agent = adapter.agent;
  const base = options.command?.trim() || DEFAULT_BASE_COMMAND;
  const notes = [...(options.notes ?? [])];
  const variant = adapter.install.variant?.(options.agentVersion ?? null);
  if (variant !== undefined) notes.push(variant.note);
  const flags = [
    ...(options.gate === undefined ? [] : [`--gate ${options.gate}`]),
    ...(variant?.flags ?? []),
  ];
  const command = [`${base} hook ${agent}`, ...flags].join(" ");
  const plugin = adapter.install.plugin;
  if (plugin !== undefined) {
    const where = pluginPath(root, adapter, options);
    const { installPlugin } = await import("./install-plugin.js");
    const wrapUp = options.wrapUp !== false;
    const edit = `${base} hook ${agent} --edit`;
    const done = await installPlugin(plugin, where.path, where.file, command, { wrapUp, edit });
    const events = [
      ...adapter.resumeEvents,
      ...(adapter.turnWriteEvents ?? []),
      ...adapter.writeEvents,
      ...(wrapUp ? adapter.budgetEvents : []),
      ...(adapter.editEvents ?? []),
    ];
    if (where.note !== null) notes.push(where.note);
    const { path, file, personal } = where;
    return { path, file, personal, changed: done.changed, events, command, notes };
  }
  if (options.global !== undefined) pluginPath(root, adapter, options);
  const specs = [
    ...hookEntriesFor(adapter, base, { omitEvents: variant?.omitEvents }).map((spec) => ({
      ...spec,
      command,
    })),
    ...(options.wrapUp === false ? [] : wrapUpEntriesFor(adapter, command)),
    ...editEntriesFor(adapter, base),
  ];
  const isOurs = isHandoffCommand(agent, [`${base} hook ${agent}`]);
  const target = settingsTargetFor(adapter, options.scope);
  if (target.note !== null) notes.push(target.note);
  const comments = adapter.install.comments === true;
  const shared = target.personal ? projectFileBeside(adapter) : null;
  if (shared !== null && (await holdsHandoffHooks(root, shared, comments, isOurs))) {
    // The agent runs the hooks of both files: a personal copy would run every hook twice.
    notes.push(
      `handoff's hooks for ${agent} are already in ${shared}, the project's, so the personal ` +
        `file was left as it was; 'handoff hooks uninstall ${agent} --project' takes them out of it`,
    );
    const path = join(root, shared);
    const events = specs.map((s) => s.event);
    return { path, file: shared, personal: false, changed: false, events, command, notes };
  }
  const result = await updateSettings(
    root,
    target.file,
    comments,
    (settings, file) => mergeHookEntries(settings, specs, isOurs, file),
    specs.map((s) => s.event),
  );
  return { ...result, personal: target.personal, command, notes };
}

/** Remove handoff's hook entries (every event any version installed) from the settings file. */
export async function uninstallHooks(
  root: string,
  agent: string,
  options: InstallOptions = {},
): Promise<InstallResult> {
  return uninstallHooksFor(root, await requireHookAdapter(agent), options);
}

/** `uninstallHooks` for an adapter in hand (a test's fake agent included). */
export async function uninstallHooksFor(
  root: string,
  adapter: HookAdapter,
  options: InstallOptions = {},
): Promise<InstallResult> {
  const agent = adapter.agent;
  const plugin = adapter.install.plugin;
  if (plugin !== undefined) {
    const where = pluginPath(root, adapter, options);
    const { uninstallPlugin } = await import("./install-plugin.js");
    const done = await uninstallPlugin(plugin, where.path, where.file, where.stop);
    const events = [
      ...adapter.resumeEvents,
      ...(adapter.turnWriteEvents ?? []),
      ...adapter.writeEvents,
    ];
    const { path, file, personal } = where;
    return { path, file, personal, changed: done.changed, events, command: null, notes: [] };
  }
  if (options.global !== undefined) pluginPath(root, adapter, options);
  const base = options.command?.trim();
  const isOurs = isHandoffCommand(agent, base ? [`${base} hook ${agent}`] : []);
  const events = [
    ...new Set(
      [
        ...hookEntriesFor(adapter),
        ...wrapUpEntriesFor(adapter, ""),
        ...editEntriesFor(adapter),
      ].map((s) => s.event),
    ),
  ];
  const target = settingsTargetFor(adapter, options.scope);
  const comments = adapter.install.comments === true;
  const result = await updateSettings(
    root,
    target.file,
    comments,
    (settings, file) => removeHookEntries(settings, isOurs, file, { keepEmptied: true }),
    events,
    true,
  );
  const notes: string[] = [];
  const shared = target.personal ? projectFileBeside(adapter) : null;
  if (
    !result.changed &&
    shared !== null &&
    (await holdsHandoffHooks(root, shared, comments, isOurs))
  ) {
    notes.push(
      `handoff's hooks for ${agent} are in ${shared}, the project's: ` +
        `'handoff hooks uninstall ${agent} --project' takes them out of it`,
    );
  }
  return { ...result, personal: target.personal, command: null, notes };
}

async function updateSettings(
  root: string,
  file: string,
  /** Whether the agent reads the file as JSON with comments (Gemini CLI). */
  comments: boolean,
  update: (settings: unknown, file: string) => MergeResult,
  events: string[],
  uninstall = false,
): Promise<Omit<InstallResult, "command" | "notes" | "personal">> {
  const path = join(root, file);
  // A settings file linked elsewhere (a dotfiles repo) is edited where it lives: the link stays.
  const target = await resolveLink(path, file);
  const text = await readSettingsText(target.path, file);
  const settings = text === undefined ? undefined : await parseSettings(text, file, comments);
  const result = update(settings, file);
  if (!result.changed) return { path, file, changed: false, events };
  const next = settingsTextAfter(text, settings, result.settings, {
    comments,
    uninstall,
    keepFile: target.linked,
  });
  if (next === text) return { path, file, changed: false, events };
  if (next === null) {
    // Uninstall left exactly what the install made of a missing file: remove it again.
    await unlink(target.path);
    return { path, file, changed: true, events };
  }
  await mkdir(dirname(target.path), { recursive: true });
  await writeFileAtomic(target.path, next);
  return { path, file, changed: true, events };
}
