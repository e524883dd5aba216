/**
 * Where the registry lives and which (branch, HEAD) the commands act on: the repo found by
 * `locateRepo` (the git top level enclosing `--root` or the current directory, so `--root sub`
 * reaches the same registry from every command), then its branch and HEAD.
 */
import { readBranchAndHead } from "../platform/branch-head.js";
import { locateRepo } from "../platform/locate-repo.js";

export interface RepoContext {
  /** Absolute root: the git top level enclosing `--root` (or the cwd), else that folder. */
  root: string;
  /** The current branch; null on a detached HEAD or outside git. */
  branch: string | null;
  /** HEAD's commit; null before the first commit or outside git. */
  head: string | null;
  /** False when the root is not inside a git work tree. */
  git: boolean;
}

/**
 * Resolve the repo context from `cwd` and an optional `--root`: one `git rev-parse` for the
 * root, then branch and HEAD from git's files when they say plainly (else two cheap calls).
 */
export async function readRepoContext(cwd: string, rootOption?: string): Promise<RepoContext> {
  const { root, isGit, facts } = await locateRepo(cwd, rootOption);
  if (!isGit) return { root, branch: null, head: null, git: false };
  const { branch, head } = await readBranchAndHead(root, facts);
  return { root, branch, head, git: true };
}
