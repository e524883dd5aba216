import { runGit } from "./run-git.js";

/**
 * The current branch (null when detached) and HEAD (null before the first commit), in two cheap
 * calls run together. Used before the full git collection, to find the previous packet.
 */
export async function readBranchAndHead(
  root: string,
): Promise<{ branch: string | null; head: string | null }> {
  const [branch, head] = await Promise.all([
    runGit(root, ["symbolic-ref", "--short", "-q", "HEAD"]),
    runGit(root, ["rev-parse", "-q", "--verify", "HEAD^{commit}"]),
  ]);
  return {
    branch: branch.exitCode === 0 ? branch.stdout.trim() || null : null,
    head: head.exitCode === 0 ? head.stdout.trim() || null : null,
  };
}
