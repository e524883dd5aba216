import { realpath, stat } from "node:fs/promises";
import { resolve } from "node:path";
import { InputError } from "../../errors.js";
import { runGit } from "./run-git.js";

/** The root the tool works on, and whether it is a git work tree. */
export interface ResolvedRoot {
  root: string;
  isGit: boolean;
}

/**
 * Find the root to work on: the top level of the work tree enclosing `rootOption` (resolved
 * against `cwd`) or `cwd` itself. A linked worktree is its own root. A directory outside any git
 * repository gives `{ root: <its real path>, isGit: false }` (workbench-only mode: `collectGit`
 * returns null and the packet says so).
 *
 * Throws InputError when `rootOption` does not exist or is not a directory, when the directory is
 * inside a `.git` directory or a bare repository, when git refuses the repository (e.g. "dubious
 * ownership"), or when git is not installed.
 */
export async function resolveRoot(cwd: string, rootOption?: string): Promise<ResolvedRoot> {
  const dir = resolve(cwd, rootOption ?? ".");
  const label = rootOption === undefined ? "the current directory" : `--root ${rootOption}`;
  let real: string;
  try {
    const info = await stat(dir);
    if (!info.isDirectory()) throw new InputError(`${label} is not a directory`);
    real = await realpath(dir);
  } catch (error) {
    if (error instanceof InputError) throw error;
    throw new InputError(`${label} does not exist or cannot be read`, {}, { cause: error });
  }
  const result = await runGit(real, ["rev-parse", "--show-toplevel"]);
  if (result.exitCode === 0) {
    // Only the final newline is git's: a top-level path may itself end in whitespace.
    return { root: result.stdout.replace(/\n$/, ""), isGit: true };
  }
  if (/not a git repository/i.test(result.stderr)) return { root: real, isGit: false };
  const reason = result.stderr.trim().split("\n")[0] ?? `git exited with ${result.exitCode}`;
  throw new InputError(`${label} cannot be read as a git work tree: ${reason}`);
}
