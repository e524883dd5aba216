/**
 * The live state `resume` needs before it knows which packet it resumes: root, branch, HEAD,
 * dirty paths and worktrees. `git status` is the cost floor of the session-start path: it starts
 * first, and other git calls are made only when the file system cannot answer.
 */
import { existsSync, readFileSync, realpathSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { findWorkTreeTop } from "../collect/git/locate-repo.js";
import { runGit } from "../collect/git/run-git.js";
import { HANDOFF_DIR } from "../store/paths.js";

export interface RepoState {
  /** The git top level, or null outside a work tree. */
  top: string | null;
  branch: string | null;
  head: string | null;
  /** Paths `git status` reports (both sides of a rename); untracked directories end with `/`. */
  dirty: string[];
  /** Worktrees with paths relative to `top` (`.` for this one). */
  worktrees: { path: string; branch: string | null; head: string | null }[];
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
    runGit(dir, ["status", "--porcelain=v2", "--branch", "-z"]),
    mayHaveWorktrees ? runGit(dir, ["worktree", "list", "--porcelain"]) : null,
  ]);
  const topLevel =
    found !== null ? found.top : top?.exitCode === 0 ? resolve(top.stdout.trim()) : null;
  const parsed = status.exitCode === 0 ? parseStatusV2(status.stdout) : null;
  const branch = parsed?.branch ?? null;
  const head = parsed?.head ?? null;
  let list: RepoState["worktrees"] = [];
  if (worktrees === null) {
    list = topLevel === null || parsed === null ? [] : [{ path: ".", branch, head }];
  } else if (topLevel !== null && worktrees.exitCode === 0) {
    // git prints worktree paths with symlinks resolved; compare like with like.
    list = parseWorktrees(worktrees.stdout, realPath(topLevel));
  }
  return {
    top: parsed === null ? null : topLevel,
    branch,
    head,
    dirty: parsed?.paths ?? [],
    worktrees: list,
  };
}

/**
 * Pure: `git status --porcelain=v2 --branch -z` → branch (null when detached), HEAD (null
 * before the first commit) and the paths, without `.handoff/` (never part of the workbench).
 */
export function parseStatusV2(stdout: string): {
  branch: string | null;
  head: string | null;
  paths: string[];
} {
  let branch: string | null = null;
  let head: string | null = null;
  const paths: string[] = [];
  const fields = stdout.split("\0");
  for (let i = 0; i < fields.length; i++) {
    const field = fields[i]!;
    if (field.startsWith("# branch.oid ")) {
      const oid = field.slice("# branch.oid ".length);
      head = oid === "(initial)" ? null : oid;
    } else if (field.startsWith("# branch.head ")) {
      const name = field.slice("# branch.head ".length);
      branch = name === "(detached)" ? null : name;
    } else if (field.startsWith("1 ")) {
      paths.push(afterSpaces(field, 8));
    } else if (field.startsWith("2 ")) {
      paths.push(afterSpaces(field, 9));
      // A rename's original path is the next NUL-separated field.
      const orig = fields[++i];
      if (orig) paths.push(orig);
    } else if (field.startsWith("u ")) {
      paths.push(afterSpaces(field, 10));
    } else if (field.startsWith("? ")) {
      paths.push(field.slice(2));
    }
  }
  return {
    branch,
    head,
    paths: paths.filter((p) => p !== `${HANDOFF_DIR}/` && !p.startsWith(`${HANDOFF_DIR}/`)),
  };
}

/** The rest of `field` after its first `count` space-separated tokens (paths may hold spaces). */
function afterSpaces(field: string, count: number): string {
  let index = 0;
  for (let n = 0; n < count; n++) {
    index = field.indexOf(" ", index) + 1;
    if (index === 0) return "";
  }
  return field.slice(index);
}

/** Pure: `git worktree list --porcelain` → worktrees with paths relative to `root`. */
export function parseWorktrees(stdout: string, root: string): RepoState["worktrees"] {
  const out: RepoState["worktrees"] = [];
  for (const block of stdout.split(/\n\n+/)) {
    let path: string | null = null;
    let branch: string | null = null;
    let head: string | null = null;
    for (const line of block.split("\n")) {
      if (line.startsWith("worktree ")) path = line.slice("worktree ".length);
      else if (line.startsWith("HEAD ")) head = line.slice("HEAD ".length);
      else if (line.startsWith("branch ")) {
        branch = line.slice("branch ".length).replace(/^refs\/heads\//, "");
      }
    }
    if (path !== null) {
      out.push({ path: relative(root, path).split("\\").join("/") || ".", branch, head });
    }
  }
  return out;
}

function realPath(path: string): string {
  try {
    return realpathSync(path);
  } catch {
    return path;
  }
}
