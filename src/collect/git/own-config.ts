/**
 * handoff's own config files in the working tree (SPEC §5): the agent settings files that
 * `handoff hooks install` writes. They never count as uncommitted work when the only change in
 * them is handoff's:
 *
 * - `.claude/settings.local.json` — Claude Code's personal settings, never meant for a commit
 *   (`hooks install claude --local` writes it): any change is a warning, never blocking.
 * - `.claude/settings.json`, `.codex/hooks.json`, `.gemini/settings.json`, `.qwen/settings.json` — shared project
 *   files: a change is handoff's only when the file, with every handoff hook entry taken out, is
 *   the same as at HEAD with every handoff hook entry taken out (a new file: nothing left but
 *   handoff's; a deleted one: nothing but handoff's was in it). Any other edit counts as work.
 * - `.opencode/plugins/handoff.js` — OpenCode's plugin, a file handoff writes whole: handoff's
 *   while its first line says so (and said so at HEAD).
 *
 * collect judges it (it reads the file itself, regular files only, at most 1 MB, and its HEAD
 * version with `git cat-file`, only for these few paths); the working-tree rule reads the answer
 * from the snapshot (`GitState.own_config_paths`), and so do `changed_files` and `work_range`
 * (generate): a change that is only handoff's hook entries is not the session's work. `resume`
 * asks the same question of the changes `git status` reports with untracked directories
 * collapsed (`findOwnConfigDirty`): a new `.codex/` holding nothing but the hooks file that
 * `hooks install codex` wrote is not other sessions' new work. Only the files `hooks install`
 * writes count: a `.codex/config.toml` or anything else in those folders is the user's.
 */
import { readdirSync } from "node:fs";
import { join } from "node:path";
import {
  HOOK_LOCAL_SETTINGS_FILES,
  HOOK_PLUGIN_FILES,
  HOOK_SETTINGS_FILES,
} from "../../model/agents.js";
import { readRegularFileSync } from "../../platform/read-regular-file.js";
import {
  HOOK_AGENTS,
  isHandoffCommand,
  removeHookEntries,
} from "../../model/inputs/hook-entries.js";
import type { FileChange } from "../../model/snapshot/types.js";
import { runGit } from "../../platform/run-git.js";

/** Personal settings: any change is handoff's concern at most, never the work's. */
export const PERSONAL_CONFIG_FILES: readonly string[] = HOOK_LOCAL_SETTINGS_FILES;

/** Shared settings files handoff merges its hooks into (model/agents.ts names them). */
export const SHARED_CONFIG_FILES: readonly string[] = HOOK_SETTINGS_FILES;

/**
 * Hook files handoff writes whole (OpenCode's plugin): a change is handoff's when the file, now
 * and at HEAD, is absent or handoff's (its first line says so).
 */
const PLUGIN_FILES = new Map(HOOK_PLUGIN_FILES.map((f) => [f.path, f.marker]));

const MAX_CONFIG_BYTES = 1_000_000;

/** Whether a path is one of handoff's config files at all (cheap; no I/O). */
export function isConfigPath(path: string): boolean {
  return (
    PERSONAL_CONFIG_FILES.includes(path) ||
    SHARED_CONFIG_FILES.includes(path) ||
    PLUGIN_FILES.has(path)
  );
}

/** Every agent's handoff hook command, whoever installed it. */
function isAnyHandoffCommand(command: string): boolean {
  return HOOK_AGENTS.some((agent) => isHandoffCommand(agent)(command));
}

/** The settings with handoff's entries taken out, as JSON text; null when not JSON. */
export function withoutHandoffEntries(text: string | undefined): string | null {
  if (text === undefined || text.trim() === "") return "{}";
  try {
    const parsed: unknown = JSON.parse(text);
    return JSON.stringify(removeHookEntries(parsed, isAnyHandoffCommand).settings);
  } catch {
    return null;
  }
}

/**
 * Whether `change` (under the work tree `root`) is handoff's own: see the module comment.
 * Anything unreadable or unparsable counts as work (the safe side).
 */
export async function isOwnConfigChange(root: string, change: FileChange): Promise<boolean> {
  if (PERSONAL_CONFIG_FILES.includes(change.path)) return true;
  const marker = PLUGIN_FILES.get(change.path);
  if (marker === undefined && !SHARED_CONFIG_FILES.includes(change.path)) return false;
  if (change.kind === "conflicted") return false;
  if (change.orig_path !== undefined) return false;
  try {
    const now =
      change.kind === "deleted" ? undefined : readRegularFileSync(join(root, change.path));
    if (now !== undefined && now.length > MAX_CONFIG_BYTES) return false;
    let before: string | undefined;
    if (change.kind !== "untracked" && change.kind !== "added") {
      const blob = await runGit(root, ["cat-file", "blob", `HEAD:${change.path}`]);
      if (blob.exitCode !== 0 || blob.stdout.length > MAX_CONFIG_BYTES) return false;
      before = blob.stdout;
    }
    if (marker !== undefined) {
      const ours = (text: string | undefined) => text === undefined || text.startsWith(marker);
      return ours(now) && ours(before);
    }
    const a = withoutHandoffEntries(now);
    return a !== null && a === withoutHandoffEntries(before);
  } catch {
    return false;
  }
}

/** The changed paths that are handoff's own config (no I/O unless one is a config path). */
export async function findOwnConfigChanges(
  root: string,
  changes: readonly FileChange[],
): Promise<string[]> {
  const candidates = changes.filter((change) => isConfigPath(change.path));
  const own = await Promise.all(candidates.map((change) => isOwnConfigChange(root, change)));
  return candidates.filter((_, i) => own[i]).map((change) => change.path);
}

/** The agent folders that hold handoff's settings files, as `git status` collapses them. */
const CONFIG_DIRS = [
  ...new Set(
    [...PERSONAL_CONFIG_FILES, ...SHARED_CONFIG_FILES, ...PLUGIN_FILES.keys()].map(
      (path) => `${path.slice(0, path.indexOf("/"))}/`,
    ),
  ),
];

/** Whether a path `git status` reports may be (or hold) one of handoff's config files. */
export function mayBeOwnConfig(path: string): boolean {
  return isConfigPath(path) || CONFIG_DIRS.includes(path);
}

/** The files under an untracked directory (relative to `root`), or null past a few entries. */
function listUntrackedDir(root: string, dir: string): string[] | null {
  const files: string[] = [];
  const walk = (rel: string): boolean => {
    for (const entry of readdirSync(join(root, rel), { withFileTypes: true })) {
      const path = `${rel}${entry.name}`;
      if (entry.isDirectory()) {
        if (!walk(`${path}/`)) return false;
      } else files.push(path);
      if (files.length > 4) return false;
    }
    return true;
  };
  try {
    return walk(dir) ? files : null;
  } catch {
    return null;
  }
}

/**
 * The paths of `changes` (as `git status --untracked-files=normal` gives them: an untracked
 * folder collapsed to `dir/`) that are handoff's own config: a settings file judged by
 * `isOwnConfigChange`, or an untracked agent folder whose every file is such a file. No I/O
 * unless a path is a config file or an agent folder.
 */
export async function findOwnConfigDirty(
  root: string,
  changes: readonly FileChange[],
): Promise<string[]> {
  const candidates = changes.filter((change) => mayBeOwnConfig(change.path));
  const own = await Promise.all(
    candidates.map(async (change) => {
      if (!change.path.endsWith("/")) return isOwnConfigChange(root, change);
      if (change.kind !== "untracked") return false;
      const files = listUntrackedDir(root, change.path);
      if (files === null || files.length === 0 || !files.every(isConfigPath)) return false;
      const each = await Promise.all(
        files.map((path) => isOwnConfigChange(root, { ...change, path })),
      );
      return each.every(Boolean);
    }),
  );
  return candidates.filter((_, i) => own[i]).map((change) => change.path);
}
