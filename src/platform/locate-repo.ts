/**
 * The one repo locator: from a folder (the process's cwd, `--root`, an MCP tool's `root`, a hook
 * input's `cwd`) to the repo root where `.handoff/` lives, and the git facts read on the way.
 */
import { realpathSync, statSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { InputError } from "../errors.js";
import { findGitDirs, type GitDirs, gitPathIn, isShallow, type RefDirs } from "./git-files.js";
import { runGit } from "./run-git.js";

/**
 * The operation state files' `--git-path` names, in the order `rev-parse` prints them. They live
 * here, below collect/git/read-operation.ts which reads them, because the repo is located with
 * the same `rev-parse` call that resolves them.
 */
export const OPERATION_GIT_PATHS = [
  "rebase-merge",
  "rebase-apply",
  "MERGE_HEAD",
  "CHERRY_PICK_HEAD",
  "REVERT_HEAD",
  "BISECT_LOG",
] as const;

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

/** The absolute `--git-path` of one of REPO_GIT_PATHS, when the facts hold it. */
export function gitPathOf(
  facts: RepoFacts | undefined,
  name: (typeof REPO_GIT_PATHS)[number],
): string | undefined {
  return facts?.gitPaths[REPO_GIT_PATHS.indexOf(name)];
}

/**
 * The git dir and common dir the facts' paths lie in (HEAD is in the git dir, `refs/heads` in
 * the common one, whether the facts came from git or from the files).
 */
export function refDirsOf(facts: RepoFacts | undefined): RefDirs | null {
  const head = gitPathOf(facts, "HEAD");
  const refsHeads = gitPathOf(facts, "refs/heads");
  if (head === undefined || refsHeads === undefined) return null;
  return { gitDir: dirname(head), commonDir: dirname(dirname(refsHeads)) };
}

/** The facts `rev-parse` would give, from the files found by `findGitDirs`. */
export function factsOfDirs(dirs: GitDirs): RepoFacts {
  return {
    shallow: isShallow(dirs),
    gitPaths: REPO_GIT_PATHS.map((name) => gitPathIn(dirs, name)),
  };
}

/** What the same `rev-parse` call says besides the top level (absolute paths). */
export interface RepoFacts {
  shallow: boolean;
  /** `--git-path` of each REPO_GIT_PATHS name, absolute, same order. */
  gitPaths: string[];
}

/** The repo every command, hook and MCP tool works on (`locateRepo`). */
export interface LocatedRepo {
  /** The top level of the enclosing work tree (a real path); outside git, the folder itself. */
  root: string;
  isGit: boolean;
  /** In a git work tree, the facts read by the same git call (absent on the fast path). */
  facts?: RepoFacts;
}

/** What `locateRepo` may skip. */
export interface LocateOptions {
  /**
   * Find the top level from the file system (the nearest folder holding `.git`) without a git
   * call: the session-start path (`resume`, SessionStart, the every-tool-call hooks). Git is
   * asked only when no `.git` is found. `facts` are then absent.
   */
  fast?: boolean;
}

/**
 * The one repo locator (SPEC §7: `.handoff/` lives at the repo root). `rootOption` (`--root`,
 * an MCP tool's `root`, a hook's `cwd`) resolved against `cwd`, or `cwd` itself, is walked up to
 * the top level of its work tree, so `--root sub` from any command reaches the same registry. A
 * linked worktree is its own root. A folder outside any git repository is its own root
 * (workbench-only mode: `collectGit` returns null and the packet says so).
 *
 * Throws InputError when the folder does not exist or is not a directory, when it is inside a
 * `.git` directory or a bare repository, when git refuses the repository (e.g. "dubious
 * ownership"), or when git is not installed.
 */
export async function locateRepo(
  cwd: string,
  rootOption?: string,
  options: LocateOptions = {},
): Promise<LocatedRepo> {
  const dir = resolve(cwd, rootOption ?? ".");
  const label = rootOption === undefined ? "the current directory" : `--root ${rootOption}`;
  let real: string;
  try {
    const info = statSync(dir);
    if (!info.isDirectory()) throw new InputError(`${label} is not a directory`);
    real = realpathSync(dir);
  } catch (error) {
    if (error instanceof InputError) throw error;
    throw new InputError(`${label} does not exist or cannot be read`, {}, { cause: error });
  }
  if (options.fast) {
    const top = findWorkTreeTop(real);
    if (top !== null) return { root: top.top, isGit: true };
  }
  // The files say it plainly in the common case: no spawn at all (see `findGitDirs`).
  const dirs = findGitDirs(real);
  if (dirs !== null) return { root: dirs.top, isGit: true, facts: factsOfDirs(dirs) };
  // Else one spawn for all the repo facts: each spawn forks this process and costs milliseconds.
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
 * The work tree's top level from the file system: the nearest folder above `dir` (a real path)
 * holding `.git`. `gitDir` is that `.git` when it is a directory (a main work tree), null when
 * it is a file (a linked worktree or submodule, whose metadata lives elsewhere). Null when no
 * folder up to `/` holds one.
 */
export function findWorkTreeTop(dir: string): { top: string; gitDir: string | null } | null {
  for (let current = dir; ; ) {
    const info = statSync(join(current, ".git"), { throwIfNoEntry: false });
    if (info !== undefined) {
      return { top: current, gitDir: info.isDirectory() ? join(current, ".git") : null };
    }
    const parent = dirname(current);
    if (parent === current) return null;
    current = parent;
  }
}
