/**
 * The live state `resume` needs before it knows which packet it resumes: root, branch, HEAD,
 * the changes `git status` reports and worktrees. `git status` is the cost floor of the
 * session-start path: it starts first, and other git calls are made only when the file system
 * cannot answer. The output is read by collect's tested parsers (`collect/git/parse-status.ts`,
 * `parse-worktrees.ts` through `listWorktrees`), the same ones `write` uses.
 */
import { existsSync, readFileSync, realpathSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { isHandoffPath } from "../model/snapshot/handoff-path.js";
import { findWorkTreeTop } from "../platform/locate-repo.js";
import { parseStatus } from "../collect/git/parse-status.js";
import type { ListedWorktree } from "../collect/git/parse-worktrees.js";
import { listWorktrees } from "../collect/git/read-concurrent.js";
import { runGit } from "../platform/run-git.js";
import type { FileChange } from "../model/snapshot/types.js";

/** A worktree as `resume` compares it: its path relative to the top (`.` for this one). */
export interface RepoWorktree {
  path: string;
  branch: string | null;
  head: string | null;
}

export interface RepoState {
  /** The git top level, or null outside a work tree. */
  top: string | null;
  branch: string | null;
  head: string | null;
  /** Paths `git status` reports (both sides of a rename); untracked directories end with `/`. */
  dirty: string[];
  /**
   * The changes themselves, as `parseStatus` reads them (untracked directories collapsed to
   * `dir/`, `.handoff/` left out): what the clean-state re-check of the risks starts from.
   */
  changes: FileChange[];
  /** Whether git reports HEAD detached (`# branch.head (detached)`). */
  detached: boolean;
  /** The upstream `git status` names, or null. */
  upstream: string | null;
  /** Worktrees with paths relative to `top` (`.` for this one). */
  worktrees: RepoWorktree[];
}

/**
 * The branch `.git/HEAD` names (null when detached), or undefined when the file does not say
 * plainly (git's answer from `status` is used then).
 */
export function readHeadBranch(gitDir: string): string | null | undefined {
  let text: string;
  try {
    text = readFileSync(join(gitDir, "HEAD"), "utf8").trim();
  } catch {
    return undefined;
  }
  if (text.startsWith("ref: refs/heads/"))
    return text.slice("ref: refs/heads/".length) || undefined;
  return /^[0-9a-f]{40,64}$/.test(text) ? null : undefined;
}

/**
 * The `git status` arguments of `resume`. Untracked files in `normal` mode whatever the user's
 * `status.showUntrackedFiles` says: with `no`, an untracked file the packet lists would read as
 * "no longer modified"; directories stay collapsed (`dir/`), which the comparison understands.
 */
export const RESUME_STATUS_ARGS = [
  "status",
  "--porcelain=v2",
  "--branch",
  "-z",
  "--untracked-files=normal",
] as const;

/**
 * Read the repo state of `dir`. Each spawn costs milliseconds on this path, so only
 * `git status --porcelain=v2 --branch` always runs; the top level comes from the file system
 * when it can, and `git worktree list` runs only when linked worktrees may exist (git keeps
 * them under `.git/worktrees/`).
 */
export async function readRepoState(dir: string): Promise<RepoState> {
  const found = findWorkTreeTop(dir);
  const mayHaveWorktrees =
    found === null || found.gitDir === null || existsSync(join(found.gitDir, "worktrees"));
  const [top, status, worktrees] = await Promise.all([
    found === null ? runGit(dir, ["rev-parse", "--show-toplevel"]) : null,
    runGit(dir, RESUME_STATUS_ARGS),
    mayHaveWorktrees ? listWorktrees(dir) : null,
  ]);
  const topLevel =
    found !== null ? found.top : top?.exitCode === 0 ? resolve(top.stdout.trim()) : null;
  const parsed = status.exitCode === 0 ? parseStatus(status.stdout) : null;
  const branch = parsed?.branch.head ?? null;
  const head = parsed?.branch.oid ?? null;
  const all = parsed?.changes ?? [];
  let list: RepoWorktree[] = [];
  if (worktrees === null) {
    list = topLevel === null || parsed === null ? [] : [{ path: ".", branch, head }];
  } else if (topLevel !== null) {
    // git prints worktree paths with symlinks resolved; compare like with like.
    list = relativeWorktrees(worktrees, realPath(topLevel));
  }
  return {
    top: parsed === null ? null : topLevel,
    branch,
    head,
    dirty: dirtyPaths(all),
    changes: all.filter((change) => !isHandoffPath(change.path)),
    detached: parsed?.branch.detached ?? false,
    upstream: parsed?.branch.upstream ?? null,
    worktrees: list,
  };
}

/** Pure: every path the changes name (a rename's new path, then its original), `.handoff/` out. */
export function dirtyPaths(changes: readonly FileChange[]): string[] {
  const paths: string[] = [];
  for (const change of changes) {
    paths.push(change.path);
    if (change.orig_path) paths.push(change.orig_path);
  }
  return paths.filter((path) => path !== "" && !isHandoffPath(path));
}

/** Pure: listed worktrees with paths relative to `root` (`.` for the one at `root`). */
export function relativeWorktrees(listed: readonly ListedWorktree[], root: string): RepoWorktree[] {
  return listed.map((worktree) => ({
    path: relative(root, worktree.path).split("\\").join("/") || ".",
    branch: worktree.branch,
    head: worktree.head,
  }));
}

function realPath(path: string): string {
  try {
    return realpathSync(path);
  } catch {
    return path;
  }
}
