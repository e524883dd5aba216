/**
 * Answers read from the ref files git keeps, to spare a git call (each spawn forks this
 * process). Every function says "unsure" (null or true) unless the files answer plainly: the
 * reftable format (where `refs/heads` is a file), a missing path or any read error.
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join } from "node:path";
import { gitPathOf, type RepoFacts } from "../../platform/locate-repo.js";

/** `packed-refs` text ("" when there is none), or null when unsure. */
function readPackedRefs(facts: RepoFacts | undefined): string | null {
  const refsHeads = gitPathOf(facts, "refs/heads");
  const packedRefs = gitPathOf(facts, "packed-refs");
  if (refsHeads === undefined || packedRefs === undefined) return null;
  try {
    if (!statSync(refsHeads).isDirectory()) return null;
    return existsSync(packedRefs) ? readFileSync(packedRefs, "utf8") : "";
  } catch {
    return null;
  }
}

/**
 * Whether `refs/stash` may exist. Without it `git stash list` lists nothing (and costs two
 * processes: it runs `git log`).
 */
export function mayHaveStashes(facts: RepoFacts | undefined): boolean {
  const packed = readPackedRefs(facts);
  const refsHeads = gitPathOf(facts, "refs/heads");
  if (packed === null || refsHeads === undefined) return true;
  if (existsSync(join(dirname(refsHeads), "stash"))) return true;
  return /(?:^|\n)[0-9a-f]+ refs\/stash(?:\n|$)/.test(packed);
}

function listLooseBranches(dir: string, prefix: string, into: Set<string>): void {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const name = `${prefix}${entry.name}`;
    if (entry.isDirectory()) listLooseBranches(join(dir, entry.name), `${name}/`, into);
    else into.add(name);
  }
}

/** Every local branch name, loose and packed, or null when unsure. */
export function readLocalBranches(facts: RepoFacts | undefined): Set<string> | null {
  const packed = readPackedRefs(facts);
  const refsHeads = gitPathOf(facts, "refs/heads");
  if (packed === null || refsHeads === undefined) return null;
  const names = new Set<string>();
  try {
    listLooseBranches(refsHeads, "", names);
  } catch {
    return null;
  }
  for (const match of packed.matchAll(/^[0-9a-f]+ refs\/heads\/(.+)$/gm)) {
    if (match[1] !== undefined) names.add(match[1]);
  }
  return names;
}
