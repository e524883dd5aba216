/**
 * `handoff hooks install|uninstall`: read the agent's hook settings file, merge or unmerge
 * handoff's entries (pure, `settings-merge.ts`), and write it back atomically only when
 * something changed. A file that is not valid JSON is refused (InputError, exit 2) and left as
 * it was: we never rewrite a file we could not read.
 */
import { describeJsonSyntaxError } from "../collect/json-position.js";
import { mkdir, readFile, unlink } from "node:fs/promises";
import { dirname, join } from "node:path";
import { InputError } from "../errors.js";
import { writeFileAtomic } from "../store/atomic-write.js";
import type { GateMode } from "./config.js";
import type { HookAgent } from "./read-hook-input.js";
import {
  DEFAULT_BASE_COMMAND,
  hookEntriesFor,
  isHandoffCommand,
  type MergeResult,
  mergeHookEntries,
  removeHookEntries,
  wrapUpEntriesFor,
} from "./settings-merge.js";

/** Where each agent reads project hooks, relative to the repo root. */
export const SETTINGS_FILES: Record<HookAgent, string> = {
  claude: join(".claude", "settings.json"),
  codex: join(".codex", "hooks.json"),
  gemini: join(".gemini", "settings.json"),
};

/** What an install or uninstall did. */
export interface InstallResult {
  /** Absolute path of the settings file. */
  path: string;
  /** Path relative to the root, for messages. */
  file: string;
  changed: boolean;
  /** The events handoff hooks into (install) or was removed from (uninstall). */
  events: string[];
}

export interface InstallOptions {
  /** The launcher before `hook <agent>`, e.g. `npx handoff` (default `handoff`). */
  command?: string;
  /** `--gate`: written into the hook command (over the config's `gate`); `off` drops Claude's Stop. */
  gate?: GateMode;
  /**
   * Install the context-budget trigger (and Claude's Stop gate). Default: true for Claude Code
   * and Gemini CLI, false for Codex CLI (its budget events are opt-in: `--wrap-up`).
   */
  wrapUp?: boolean;
}

/** Merge handoff's hook entries into the agent's settings file under `root`. */
export async function installHooks(
  root: string,
  agent: HookAgent,
  options: InstallOptions = {},
): Promise<InstallResult> {
  const base = options.command?.trim() || DEFAULT_BASE_COMMAND;
  const core = hookEntriesFor(agent, base);
  const command = `${base} hook ${agent}${options.gate === undefined ? "" : ` --gate ${options.gate}`}`;
  const wrapUp = options.wrapUp ?? (agent === "claude" || agent === "gemini");
  const specs = [
    ...core.map((spec) => ({ ...spec, command })),
    ...(wrapUp ? wrapUpEntriesFor(agent, command, { gate: options.gate !== "off" }) : []),
  ];
  const isOurs = isHandoffCommand(agent, [`${base} hook ${agent}`]);
  return updateSettings(
    root,
    agent,
    (settings, file) => mergeHookEntries(settings, specs, isOurs, file),
    specs.map((s) => s.event),
  );
}

/** Remove handoff's hook entries from the agent's settings file under `root`. */
export async function uninstallHooks(
  root: string,
  agent: HookAgent,
  options: InstallOptions = {},
): Promise<InstallResult> {
  const base = options.command?.trim();
  const isOurs = isHandoffCommand(agent, base ? [`${base} hook ${agent}`] : []);
  const events = [...hookEntriesFor(agent), ...wrapUpEntriesFor(agent, "")].map((s) => s.event);
  return updateSettings(
    root,
    agent,
    (settings, file) => removeHookEntries(settings, isOurs, file),
    events,
  );
}

async function updateSettings(
  root: string,
  agent: HookAgent,
  update: (settings: unknown, file: string) => MergeResult,
  events: string[],
): Promise<InstallResult> {
  const file = SETTINGS_FILES[agent];
  const path = join(root, file);
  const text = await readFile(path, "utf8").catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT") return undefined;
    throw new InputError(`${file}: cannot be read (${error.code ?? error.message})`, { file });
  });
  const settings = text === undefined ? undefined : parseSettings(text, file);
  const result = update(settings, file);
  if (!result.changed) return { path, file, changed: false, events };
  if (Object.keys(result.settings).length === 0 && text !== undefined) {
    // Uninstall emptied a file that held only our hooks: remove it rather than leave `{}`.
    await unlink(path);
    return { path, file, changed: true, events };
  }
  await mkdir(dirname(path), { recursive: true });
  await writeFileAtomic(path, renderSettings(result.settings, text));
  return { path, file, changed: true, events };
}

/** Parse a settings file; anything but valid JSON is refused with the parser's position. */
function parseSettings(text: string, file: string): unknown {
  if (text.trim() === "") return undefined;
  try {
    return JSON.parse(text);
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    throw new InputError(
      `${describeJsonSyntaxError(text, file, detail).message}; fix it by hand, it was left untouched`,
      { file },
    );
  }
}

/** Serialise with the file's own indentation (first indented line), else two spaces. */
export function renderSettings(
  settings: Record<string, unknown>,
  original: string | undefined,
): string {
  const indent = original === undefined ? undefined : /\n([ \t]+)\S/.exec(original)?.[1];
  const eol = original?.includes("\r\n") ? "\r\n" : "\n";
  const body = JSON.stringify(settings, null, indent ?? 2);
  return `${eol === "\n" ? body : body.replace(/\n/g, eol)}${eol}`;
}
