import { realpath, stat } from "node:fs/promises";
import { resolve } from "node:path";
import { InputError } from "../../errors.js";
import { OPERATION_GIT_PATHS } from "./read-operation.js";
import { runGit } from "./run-git.js";

/**
 * The `--git-path` names asked for along with the top level, in the order `rev-parse` prints
 * them: the operation state files, then what lets the caller read HEAD and refs from disk
 * without another git call (git maps `refs/heads` and `packed-refs` to the common directory,
 * HEAD to the worktree's own).
 */
export const REPO_GIT_PATHS = [
  ...OPERATION_GIT_PATHS,
  "HEAD",
  "refs/heads",
  "packed-refs",
  "worktrees",
] as const;

/** What the same `rev-parse` call says besides the top level (absolute paths). */
export interface RepoFacts {
  shallow: boolean;
  /** `--git-path` of each REPO_GIT_PATHS name, absolute, same order. */
  gitPaths: string[];
}

/** The root the tool works on, and whether it is a git work tree. */
export interface ResolvedRoot {
  root: string;
  isGit: boolean;
}

/** `ResolvedRoot` and, in a git work tree, the facts read by the same git call. */
export interface ResolvedRepo extends ResolvedRoot {
  facts?: RepoFacts;
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
 *
 * `resolveRoot` with, in a git work tree, the repo facts (`facts`) read by the same git call.
 */
export async function resolveRepo(cwd: string, rootOption?: string): Promise<ResolvedRepo> {
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
  // One spawn for all the repo facts: each spawn forks this process and costs milliseconds.
  const result = await runGit(real, [
    "rev-parse",
    "--show-toplevel",
    "--is-shallow-repository",
    ...REPO_GIT_PATHS.flatMap((name) => ["--git-path", name]),
  ]);
  if (result.exitCode === 0) {
    const lines = result.stdout.replace(/\n$/, "").split("\n");
    const [root = "", shallow, ...gitPaths] = lines;
    if (lines.length === 2 + REPO_GIT_PATHS.length) {
      // `--git-path` answers are relative to the directory git ran in.
      const facts = {
        shallow: shallow === "true",
        gitPaths: gitPaths.map((p) => resolve(real, p)),
      };
      return { root, isGit: true, facts };
    }
    // A path holding a newline: ask for the top level alone (only the final newline is git's:
    // a top-level path may itself end in whitespace).
    const top = await runGit(real, ["rev-parse", "--show-toplevel"]);
    if (top.exitCode === 0) return { root: top.stdout.replace(/\n$/, ""), isGit: true };
  }
  if (/not a git repository/i.test(result.stderr)) return { root: real, isGit: false };
  const reason = result.stderr.trim().split("\n")[0] ?? `git exited with ${result.exitCode}`;
  throw new InputError(`${label} cannot be read as a git work tree: ${reason}`);
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
  const { root, isGit } = await resolveRepo(cwd, rootOption);
  return { root, isGit };
}
