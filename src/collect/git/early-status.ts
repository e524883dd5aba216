/**
 * The work tree's `git status`, started before the collection has loaded (`startGitEarly`):
 * `write` starts it first thing, the hook runner as soon as it knows it writes in its process,
 * and `startGitCollection` takes it back as its own status call. In a repository of 100,000
 * files the scan takes longer than the program takes to load, so it then runs beside the
 * loading instead of after it.
 */
import { realpathSync } from "node:fs";
import { resolve } from "node:path";
import { findGitDirs } from "../../platform/git-files.js";
import { handOffStartedGit, type StartedGit, startGitEarly } from "../../platform/run-git.js";

/** The collection's one full-tree scan (see `startGitCollection`). */
export const STATUS_ARGS: readonly string[] = [
  "status",
  "--porcelain=v2",
  "-z",
  "--branch",
  "--untracked-files=all",
];

/**
 * Start the status of the work tree enclosing `dir` (resolved against `cwd`), found the way
 * `locateRepo` finds it from the files; nothing when they do not say (git is asked later, as
 * before).
 */
export function startStatusEarly(cwd: string, dir?: string): void {
  try {
    const dirs = findGitDirs(realpathSync(resolve(cwd, dir ?? ".")));
    if (dirs !== null) startGitEarly(dirs.top, STATUS_ARGS);
  } catch {
    // A folder that cannot be read is the command's to report, as it always has.
  }
}

/**
 * `startStatusEarly`, and the status taken out of this copy of the git runner to be handed to
 * another (bin.ts to the Stop path's flat entry); undefined when none was started.
 */
export function startStatusForHandOff(cwd: string, dir?: string): StartedGit | undefined {
  try {
    const dirs = findGitDirs(realpathSync(resolve(cwd, dir ?? ".")));
    if (dirs === null) return undefined;
    startGitEarly(dirs.top, STATUS_ARGS);
    return handOffStartedGit(dirs.top, STATUS_ARGS);
  } catch {
    return undefined;
  }
}
