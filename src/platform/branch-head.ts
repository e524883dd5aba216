/**
 * The current branch and HEAD, the first thing collect, the registry's repo context and the MCP
 * tools ask of a repo: here, below collect and store, so neither reaches into the other.
 */
import { readFileSync } from "node:fs";
import { resolveRef } from "./git-files.js";
import { gitPathOf, type RepoFacts, refDirsOf } from "./locate-repo.js";
import { runGit } from "./run-git.js";

/** The current branch (null when detached) and HEAD (null before the first commit). */
export interface BranchAndHead {
  branch: string | null;
  head: string | null;
}

const OID = /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/;
// A plain branch name: no `..`, no control characters, no component starting with a dot, no
// trailing `.lock`. Anything fancier is left to git.
const PLAIN_BRANCH = /^(?!.*\.\.)(?!.*\/\.)(?!\.)(?!.*\.lock$)[A-Za-z0-9._/-]+$/;

function readTrimmed(path: string): string | null {
  try {
    return readFileSync(path, "utf8").trim();
  } catch {
    return null;
  }
}

/**
 * Branch and HEAD from the files git keeps (HEAD, then the ref it names, loose or packed),
 * without a spawn. Null whenever the files do not say plainly (a missing ref: an unborn branch;
 * a branch that is itself a symbolic ref; the reftable format; an unusual name): the caller asks
 * git then.
 */
export function readBranchAndHeadFromFiles(facts: RepoFacts): BranchAndHead | null {
  const headPath = gitPathOf(facts, "HEAD");
  const dirs = refDirsOf(facts);
  if (headPath === undefined || dirs === null) return null;
  const text = readTrimmed(headPath);
  if (text === null) return null;
  if (OID.test(text)) return { branch: null, head: text };
  if (!text.startsWith("ref: refs/heads/")) return null;
  const branch = text.slice("ref: refs/heads/".length);
  if (!PLAIN_BRANCH.test(branch)) return null;
  const ref = resolveRef(dirs, `refs/heads/${branch}`);
  return ref !== null && ref !== "absent" && ref.symref === null ? { branch, head: ref.oid } : null;
}

/**
 * The current branch (null when detached) and HEAD (null before the first commit). Read from
 * the git files when `facts` (from `locateRepo`) make that safe, else in two cheap git calls run
 * together. Used before the full git collection, to find the previous packet.
 */
export async function readBranchAndHead(root: string, facts?: RepoFacts): Promise<BranchAndHead> {
  const fromFiles = facts === undefined ? null : readBranchAndHeadFromFiles(facts);
  if (fromFiles !== null) return fromFiles;
  const [branch, head] = await Promise.all([
    runGit(root, ["symbolic-ref", "--short", "-q", "HEAD"]),
    runGit(root, ["rev-parse", "-q", "--verify", "HEAD^{commit}"]),
  ]);
  return {
    branch: branch.exitCode === 0 ? branch.stdout.trim() || null : null,
    head: head.exitCode === 0 ? head.stdout.trim() || null : null,
  };
}
