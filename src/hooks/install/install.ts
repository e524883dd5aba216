/**
 * `handoff hooks install|uninstall`: read the agent's hook settings file (through a symlink, at
 * its target), decide what changes on the parsed value (pure, `settings-merge.ts`), and write the
 * file's text edited in place (`settings-text.ts`) atomically, only when something changed: every
 * byte that is not handoff's stays as written. A file that is not valid JSON (JSONC for Gemini)
 * is refused (InputError, exit 2) and left as it was: we never rewrite a file we could not read.
 */
import { blankComments } from "../../json/edit-text.js";
import { describeJsonBounds } from "../../json/json-shape.js";
import { describeJsonSyntaxError } from "../../json/position.js";
import { lstat, mkdir, realpath, unlink } from "node:fs/promises";
import { dirname, join } from "node:path";
import { InputError } from "../../errors.js";
import { writeFileAtomic } from "../../platform/atomic-write.js";
import { readRegularFile } from "../../platform/read-regular-file.js";
import { CODEX_SESSION_END_SINCE, judgeCodexVersion } from "./codex-version.js";
import type { GateMode } from "../config.js";
import {
  type HookAgent,
  isHandoffCommand,
  type MergeResult,
  removeHookEntries,
} from "../../model/inputs/hook-entries.js";
import {
  DEFAULT_BASE_COMMAND,
  hookEntriesFor,
  mergeHookEntries,
  wrapUpEntriesFor,
} from "./settings-merge.js";
import { settingsTextAfter } from "./settings-text.js";

/** Where each agent reads project hooks, relative to the repo root. */
export const SETTINGS_FILES: Record<HookAgent, string> = {
  claude: join(".claude", "settings.json"),
  codex: join(".codex", "hooks.json"),
  gemini: join(".gemini", "settings.json"),
};

/** Claude Code's personal project settings, which it keeps out of git (`--local`). */
export const CLAUDE_LOCAL_SETTINGS = join(".claude", "settings.local.json");

/** The settings file for an install: `--local` is Claude Code's `settings.local.json`. */
export function settingsFileFor(agent: HookAgent, local = false): string {
  if (!local) return SETTINGS_FILES[agent];
  if (agent !== "claude") {
    throw new InputError(`--local is for claude only (${agent} has one project hooks file)`);
  }
  return CLAUDE_LOCAL_SETTINGS;
}

/** What an install or uninstall did. */
export interface InstallResult {
  /** Absolute path of the settings file. */
  path: string;
  /** Path relative to the root, for messages. */
  file: string;
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
  /** `--local`: Claude Code's `.claude/settings.local.json`, which git does not see. */
  local?: boolean;
  /**
   * Codex CLI only: the installed version (`codex --version`, detected by the caller), or null
   * when unknown (treated as current). Before 0.145.0 Stop writes, since there is no SessionEnd.
   */
  codexVersion?: string | null;
  /** Lines the caller already has to tell the user (e.g. how the launcher was chosen). */
  notes?: string[];
}

/** Merge handoff's hook entries into the agent's settings file under `root`. */
export async function installHooks(
  root: string,
  agent: HookAgent,
  options: InstallOptions = {},
): Promise<InstallResult> {
  const base = options.command?.trim() || DEFAULT_BASE_COMMAND;
  const notes = [...(options.notes ?? [])];
  const codex = agent === "codex" ? judgeCodexVersion(options.codexVersion ?? null) : null;
  const legacyStop = codex !== null && !codex.hasSessionEnd;
  if (codex !== null) notes.push(describeCodexChoice(codex.version, legacyStop));
  const flags = [
    ...(options.gate === undefined ? [] : [`--gate ${options.gate}`]),
    ...(legacyStop ? ["--stop-writes"] : []),
  ];
  const command = [`${base} hook ${agent}`, ...flags].join(" ");
  const specs = [
    ...hookEntriesFor(agent, base, { legacyStop }).map((spec) => ({ ...spec, command })),
    ...(options.wrapUp === false ? [] : wrapUpEntriesFor(agent, command)),
  ];
  const isOurs = isHandoffCommand(agent, [`${base} hook ${agent}`]);
  const result = await updateSettings(
    root,
    settingsFileFor(agent, options.local),
    (settings, file) => mergeHookEntries(settings, specs, isOurs, file),
    specs.map((s) => s.event),
  );
  return { ...result, command, notes };
}

/** Why Stop writes or not, in one line for the install message. */
function describeCodexChoice(version: string | null, legacyStop: boolean): string {
  const found =
    version === null ? "Codex CLI version unknown (assumed current)" : `Codex CLI ${version}`;
  return legacyStop
    ? `${found} has no SessionEnd (added in ${CODEX_SESSION_END_SINCE}): Stop writes a packet after every turn; reinstall after upgrading Codex.`
    : `${found}: SessionEnd and PreCompact write the packet; Stop runs the gate only.`;
}

/** Remove handoff's hook entries (every event any version installed) from the settings file. */
export async function uninstallHooks(
  root: string,
  agent: HookAgent,
  options: InstallOptions = {},
): Promise<InstallResult> {
  const base = options.command?.trim();
  const isOurs = isHandoffCommand(agent, base ? [`${base} hook ${agent}`] : []);
  const events = [
    ...new Set([...hookEntriesFor(agent), ...wrapUpEntriesFor(agent, "")].map((s) => s.event)),
  ];
  const result = await updateSettings(
    root,
    settingsFileFor(agent, options.local),
    (settings, file) => removeHookEntries(settings, isOurs, file, { keepEmptied: true }),
    events,
    true,
  );
  return { ...result, command: null, notes: [] };
}

async function updateSettings(
  root: string,
  file: string,
  update: (settings: unknown, file: string) => MergeResult,
  events: string[],
  uninstall = false,
): Promise<Omit<InstallResult, "command" | "notes">> {
  const path = join(root, file);
  // A settings file linked elsewhere (a dotfiles repo) is edited where it lives: the link stays.
  const target = await resolveLink(path, file);
  // A FIFO in the settings' place is refused (exit 2 naming it), never opened for a blocking read.
  const text = await readRegularFile(target.path, file).catch((error: NodeJS.ErrnoException) => {
    if (error instanceof InputError) throw error;
    if (error.code === "ENOENT") return undefined;
    throw new InputError(`${file}: cannot be read (${error.code ?? error.message})`, { file });
  });
  // Gemini CLI reads its settings as JSON with comments; Claude Code and Codex CLI as JSON.
  const comments = file === SETTINGS_FILES.gemini;
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

/** The file a settings path names: itself, or a symlink's final target (which must exist). */
async function resolveLink(path: string, file: string): Promise<{ path: string; linked: boolean }> {
  const info = await lstat(path).catch(() => undefined);
  if (info === undefined || !info.isSymbolicLink()) return { path, linked: false };
  try {
    return { path: await realpath(path), linked: true };
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? String(error);
    throw new InputError(
      `${file} is a symlink to a file that cannot be reached (${code}); fix the link, it was left untouched`,
      { file },
    );
  }
}

/**
 * Parse a settings file; anything but valid JSON (JSON with comments for Gemini), or a `hooks`
 * entry of another shape, is refused at `file:line:column` (zod is loaded here only:
 * installing is rare, and off every hot path).
 */
async function parseSettings(text: string, file: string, comments: boolean): Promise<unknown> {
  if (text.trim() === "") return undefined;
  // Comments blanked to spaces: positions in error messages stay those of the file.
  const json = comments ? blankComments(text) : text;
  const beyond = describeJsonBounds(json);
  if (beyond !== null)
    throw new InputError(`${file}: ${beyond}; fix it by hand, it was left untouched`, { file });
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    throw new InputError(
      `${describeJsonSyntaxError(json, file, detail).message}; fix it by hand, it was left untouched`,
      { file },
    );
  }
  const { checkHookSettings } = await import("../../model/inputs/hook-settings-schema.js");
  checkHookSettings(value, file, json);
  return value;
}
