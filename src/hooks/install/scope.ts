/**
 * Which hooks file an install edits. Hooks in a committed file run for every teammate who pulls
 * it, so one person's install must not change everyone's agent: an install is personal unless
 * asked otherwise. The agent's personal file where it has one (Claude Code's
 * `.claude/settings.local.json`), the project's file with `--project`. An agent that reads hooks
 * from the project's file only gets that file either way, and the install says so and how to
 * keep it out of commits.
 */
import { join } from "node:path";
import type { HookAdapter } from "../protocol/adapter.js";

/** `personal` (the default): the agent's personal file where it has one; `project`: the shared one. */
export type InstallScope = "personal" | "project";

/** The hooks file an install or uninstall edits, and how to speak of it. */
export interface SettingsTarget {
  /** Relative to the root, with this platform's separators. */
  file: string;
  /** Whether the file is the user's alone (not the project's shared one). */
  personal: boolean;
  /** What the user should know about the choice, or null. */
  note: string | null;
}

/** The file of `scope` for `adapter` (pure). */
export function settingsTargetFor(
  adapter: HookAdapter,
  scope: InstallScope = "personal",
): SettingsTarget {
  const personal = adapter.install.localSettingsFile;
  if (scope === "personal" && personal !== undefined) {
    return { file: toPlatform(personal), personal: true, note: null };
  }
  const project = adapter.install.settingsFile;
  return {
    file: toPlatform(project),
    personal: false,
    note: scope === "personal" ? sharedOnlyNote(adapter, project) : null,
  };
}

/** The project's file of an agent that has a personal one too, or null. */
export function projectFileBeside(adapter: HookAdapter): string | null {
  return adapter.install.localSettingsFile === undefined
    ? null
    : toPlatform(adapter.install.settingsFile);
}

/** How the result line names the file it touched: whose it is. */
export function describeTarget(target: { personal: boolean }, global = false): string {
  if (global) return "yours, for every project";
  return target.personal
    ? `your personal settings, not for a commit; --project writes the team's instead`
    : "the project's, shared with everyone once committed";
}

function sharedOnlyNote(adapter: HookAdapter, project: string): string {
  const name = adapter.displayName ?? adapter.agent;
  const global =
    adapter.install.plugin === undefined
      ? ""
      : `, or install it for you alone in every project with 'handoff hooks install ${adapter.agent} --global'`;
  return (
    `${name} has no personal hooks file in a project, so the hooks went into ${project}, ` +
    `which every teammate runs once it is committed; to keep them yours, leave it out of commits ` +
    `with 'echo ${project} >> .git/info/exclude'${global}`
  );
}

function toPlatform(file: string): string {
  return join(...file.split("/"));
}
