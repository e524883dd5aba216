/**
 * handoff's own config files in the working tree (SPEC §5): the agent settings files that
 * `handoff hooks install` writes. They never count as uncommitted work when the only change in
 * them is handoff's:
 *
 * - `.claude/settings.local.json` — Claude Code's personal settings, never meant for a commit
 *   (`hooks install claude --local` writes it): any change is a warning, never blocking.
 * - `.claude/settings.json`, `.codex/hooks.json`, `.gemini/settings.json` — shared project
 *   files: a change is handoff's only when the file, with every handoff hook entry taken out, is
 *   the same as at HEAD with every handoff hook entry taken out (a new file: nothing left but
 *   handoff's; a deleted one: nothing but handoff's was in it). Any other edit counts as work.
 *
 * collect judges it (it reads the file itself, regular files only, at most 1 MB, and its HEAD
 * version with `git cat-file`, only for these few paths); the working-tree rule reads the answer
 * from the snapshot (`GitState.own_config_paths`).
 */
import { join } from "node:path";
import { readRegularFileSync } from "../../platform/read-regular-file.js";
import type { HookAgent } from "../../hooks/protocol/read-hook-input.js";
import { isHandoffCommand, removeHookEntries } from "../../hooks/install/settings-merge.js";
import type { FileChange } from "../../model/snapshot/types.js";
import { runGit } from "../../platform/run-git.js";

/** Personal settings: any change is handoff's concern at most, never the work's. */
export const PERSONAL_CONFIG_FILES = [".claude/settings.local.json"];

/** Shared settings files handoff merges its hooks into. */
export const SHARED_CONFIG_FILES = [
  ".claude/settings.json",
  ".codex/hooks.json",
  ".gemini/settings.json",
];

const MAX_CONFIG_BYTES = 1_000_000;

/** Whether a path is one of handoff's config files at all (cheap; no I/O). */
export function isConfigPath(path: string): boolean {
  return PERSONAL_CONFIG_FILES.includes(path) || SHARED_CONFIG_FILES.includes(path);
}

/** Every agent's handoff hook command, whoever installed it. */
function isAnyHandoffCommand(command: string): boolean {
  return (["claude", "codex", "gemini"] as HookAgent[]).some((agent) =>
    isHandoffCommand(agent)(command),
  );
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
  if (!SHARED_CONFIG_FILES.includes(change.path) || change.kind === "conflicted") return false;
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
