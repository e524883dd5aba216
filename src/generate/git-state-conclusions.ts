/**
 * Conclusions of an earlier session that said what the repository still lacked ("Nothing is
 * committed yet.", "The branch is still unpushed.", "No test covers refundShares yet."), left
 * out once git shows a later session made them untrue: commits landed since the previous packet
 * or the working tree is clean (uncommitted), nothing is ahead of the upstream or commits landed
 * (unpushed), a test file changed in the work range while commits landed since (untested). Such a sentence was the state of
 * its session; the briefing reads the state of now from the repo. Which sentence claims what is
 * `util/git-state-claims.ts`; this module only weighs the claim against git. Pure.
 */
import type { Snapshot } from "../model/snapshot/types.js";
import { type GitStateClaim, withoutClaims } from "../util/git-state-claims.js";

/** What git says now, as far as an earlier claim of missing work can be weighed against it. */
export interface GitFactsSince {
  /** HEAD is not the commit the previous packet was written at: commits landed since. */
  committedSince: boolean;
  /** The working tree has no change. */
  treeClean: boolean;
  /** The branch tracks an upstream and has nothing ahead of it. */
  pushed: boolean;
  /** A file of the work range's commits is a test. */
  testChanged: boolean;
}

/** A path of a test: under a test folder, or named `*.test.*`, `*_test.*`, `test_*`. */
const TEST_PATH =
  /(?:^|\/)(?:tests?|spec|specs|__tests__)\/|[._-](?:test|spec)\.\w+$|(?:^|\/)test_[^/]+$/i;

/** The facts of `snapshot` an earlier claim of missing work is weighed against. */
export function selectGitFactsSince(snapshot: Snapshot): GitFactsSince {
  const git = snapshot.git;
  if (git === null)
    return { committedSince: false, treeClean: false, pushed: false, testChanged: false };
  const before = snapshot.previous?.head_commit ?? null;
  const paths = [...(git.range_files ?? []), ...git.changes].map((file) => file.path);
  return {
    committedSince: before !== null && git.head !== before,
    treeClean: git.changes.length === 0,
    pushed: git.upstream !== null && git.ahead === 0,
    testChanged: paths.some((path) => TEST_PATH.test(path)),
  };
}

/** Whether `facts` make `claim` untrue. */
function madeUntrue(claim: GitStateClaim, facts: GitFactsSince): boolean {
  if (claim === "uncommitted") return facts.committedSince || facts.treeClean;
  if (claim === "unpushed") return facts.pushed || facts.committedSince;
  // A test file in the range may predate the claim: only one since the previous packet counts.
  return facts.testChanged && facts.committedSince;
}

/**
 * `list` with the claims of work still missing that `facts` show done since taken out of the
 * entries `earlier` selects: a clause of such a claim is cut from its sentence, an entry with
 * nothing else is left out. The latest session's own claims stay: they are the state it left.
 */
export function withoutOutdatedGitClaims<T extends { text: string }>(
  list: readonly T[],
  facts: GitFactsSince,
  earlier: (entry: T) => boolean,
): T[] {
  const out: T[] = [];
  for (const entry of list) {
    if (!earlier(entry)) {
      out.push(entry);
      continue;
    }
    const text = withoutClaims(entry.text, (claim) => madeUntrue(claim, facts));
    if (text === entry.text) out.push(entry);
    else if (text !== null) out.push({ ...entry, text });
  }
  return out;
}
