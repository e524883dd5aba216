/**
 * Collect the git state of a work tree (SPEC §2.1), read-only. Independent git calls run in
 * parallel; per-file work is done by one call for all files (status, one diff), never per file.
 * Line counts (`added`/`deleted`) are those of HEAD → work tree, staged and unstaged together.
 */
import { MAX_REMOVED_NAMES, type RemovedName } from "./removed-names.js";
import { MAX_REPLACED_LINES } from "./replaced-lines.js";
import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
import type {
  FileChange,
  GitState,
  ReplacedLine,
  Stash,
  ValueChange,
} from "../../model/snapshot/types.js";
import { MAX_VALUE_CHANGES } from "./value-changes.js";
import { isHandoffPath } from "../../model/snapshot/handoff-path.js";
import { findOwnConfigChanges } from "./own-config.js";
import {
  branchesNotMergedInto,
  combineUnmerged,
  describeWorktrees,
  listWorktrees,
  readStashes,
} from "./read-concurrent.js";
import { type ParsedStatus, parseStatus } from "./parse-status.js";
import {
  collectAddedLines,
  countsByPath,
  type DiffResult,
  readUnpushedDiff,
  readWorktreeDiffOf,
} from "./read-diff.js";
import { readOperation } from "./read-operation.js";
import { type BranchAndHead, readBranchAndHead } from "../../platform/branch-head.js";
import {
  type ForkPoint,
  type RangeSince,
  readForkPoint,
  readWorkRange,
  type WorkRangeGit,
} from "./read-range.js";
import type { ListedWorktree } from "./parse-worktrees.js";
import { mayHaveStashes, readLocalBranches } from "./ref-files.js";
import {
  gitPathOf,
  OPERATION_GIT_PATHS,
  type RepoFacts,
  refDirsOf,
} from "../../platform/locate-repo.js";
import { type GitResult, runGit } from "../../platform/run-git.js";
import { STATUS_ARGS } from "./early-status.js";

/** Options of `collectGit`. */
export interface CollectGitOptions {
  /**
   * Where the work range may start besides the fork point: the previous packet's head on this
   * branch+topic (a bare commit is taken as that), or null.
   */
  since: RangeSince | string | null;
  /** The facts `locateRepo` read along with the top level: saves a git call when given. */
  facts?: RepoFacts;
  /** Branch and HEAD when known already from the files (e.g. `readBranchAndHeadFromFiles`). */
  branchHead?: BranchAndHead;
  /** Branch and HEAD being read by the caller (when not known from the files). */
  branchHeadPending?: Promise<BranchAndHead>;
  /** `default_branch` of `.handoff/config.json`, or null: main/master/origin's HEAD then. */
  defaultBranch?: string | null;
  /** False when the caller needs no work range (the clean-state check): spares its git calls. */
  range?: boolean;
  /**
   * The Stop gate's per-file diff cache (`diff-cache.ts`): in a large index, a changed file whose
   * HEAD entry and stat are unchanged since the last collection is not diffed again
   * (`readWorktreeDiffOf`); none: every changed file is diffed, after status.
   */
  diffCacheFile?: string;
}

const NO_RANGE: WorkRangeGit = { base: null, label: null, commits: [], files: [] };

/** A bare previous-packet head (the library's older form) as a range start. */
function toRangeSince(since: RangeSince | string | null): RangeSince | null {
  if (typeof since !== "string") return since;
  return { commit: since, label: "previous packet", exact: false };
}

/** Fill each change's line counts from the uncommitted diff (HEAD → work tree). */
function withCounts(
  changes: FileChange[],
  counts: Map<string, { added: number | null; deleted: number | null }>,
): FileChange[] {
  return changes.map((change) => {
    const entry = counts.get(change.path);
    if (entry === undefined) return change;
    return { ...change, added: entry.added, deleted: entry.deleted };
  });
}

async function readRepoFacts(root: string): Promise<RepoFacts | null> {
  const result = await runGit(root, [
    "rev-parse",
    "--is-shallow-repository",
    ...OPERATION_GIT_PATHS.flatMap((name) => ["--git-path", name]),
  ]);
  if (result.exitCode !== 0) return null;
  const [shallow, ...gitPaths] = result.stdout.replace(/\n$/, "").split("\n");
  return { shallow: shallow === "true", gitPaths: gitPaths.map((p) => resolve(root, p)) };
}

/**
 * The worktree list without a spawn when it can only hold the current one: a plain `.git`
 * directory at `root`, no `worktrees/` in it, and HEAD read from the files. Else git's list.
 */
function listWorktreesFast(
  root: string,
  facts: RepoFacts | undefined,
  branchHead: BranchAndHead | undefined,
): Promise<ListedWorktree[]> {
  const head = gitPathOf(facts, "HEAD");
  const worktrees = gitPathOf(facts, "worktrees");
  if (
    typeof branchHead?.head === "string" &&
    head === join(root, ".git", "HEAD") &&
    worktrees === join(root, ".git", "worktrees") &&
    !existsSync(worktrees)
  ) {
    const { branch, head: oid } = branchHead;
    return Promise.resolve([
      {
        path: root,
        head: oid,
        branch,
        detached: branch === null,
        bare: false,
        locked: false,
        prunable: false,
      },
    ]);
  }
  return listWorktrees(root);
}

/** What depends on the upstream: the unpushed diff, the branches not merged into it. */
interface UpstreamParts {
  unpushed: DiffResult;
  intoUpstream: string[] | null;
}

const NO_UPSTREAM: UpstreamParts = {
  unpushed: { patch: { files: [], lines: [], truncated: false }, cut: false },
  intoUpstream: null,
};

/** False when `status` ran and names no upstream (`@{upstream}` would then only fail). */
function namesUpstream(status: GitResult): boolean {
  return status.exitCode !== 0 || /(?:^|\0)# branch\.upstream /.test(status.stdout);
}

/**
 * The upstream reads, only when `status` names an upstream: `@{upstream}` fails without one,
 * so the calls would only fail (the result is the same, without two spawns).
 */
async function readUpstreamParts(root: string, status: GitResult): Promise<UpstreamParts> {
  if (!namesUpstream(status)) return NO_UPSTREAM;
  const [unpushed, intoUpstream] = await Promise.all([
    readUnpushedDiff(root),
    branchesNotMergedInto(root, "@{upstream}"),
  ]);
  return { unpushed, intoUpstream };
}

/**
 * Whether a branch other than `current` may exist: when none does, the unmerged list is empty
 * whatever git says (the current branch is always left out), so `for-each-ref` is not run.
 */
function mayHaveOtherBranches(facts: RepoFacts | undefined, current: string | null): boolean {
  if (current === null) return true;
  const names = readLocalBranches(facts);
  return names === null || [...names].some((name) => name !== current);
}

/**
 * A git collection under way: every call that does not depend on `since` is started at once
 * (each spawn forks this process, so they are best made before other work grows the heap);
 * `finish` adds the commits counted from `since` (the fork point with the default branch first,
 * unless `since` is an exact previous base) and assembles the state.
 */
export interface GitCollection {
  finish(since: RangeSince | string | null): Promise<GitState | null>;
}

/**
 * Start collecting the git state of the work tree at `root` (its top level, from
 * `locateRepo`). `finish` resolves to null when `root` is not a git work tree. Never changes
 * the work tree, index, refs, stashes or config. `.handoff/` is left out of every list.
 */
export function startGitCollection(
  root: string,
  opts: Omit<CollectGitOptions, "since"> = {},
): GitCollection {
  // One full-tree scan in all (status; in a large index two, side by side: see
  // `readWorktreeDiffOf`); everything else reads refs, trees, or the paths status listed. The
  // scan first: it takes longest. Calls that need an upstream wait for `status` to say there is
  // one: without one (common) they are not spawned at all.
  const status = runGit(root, STATUS_ARGS);
  // Parsed once: in a big work tree its output is a large text (127 KB for 1,000 changes).
  const parsed = status.then((result) =>
    result.exitCode === 0 ? parseStatus(result.stdout) : null,
  );
  parsed.catch(() => {});
  // The uncommitted diff of the paths status found changed (see `readWorktreeDiffOf`).
  const worktreeDiff = readWorktreeDiffOf(
    root,
    parsed.then((result) => result?.changes ?? []),
    undefined,
    status.then((result) => (result.exitCode === 0 ? result.stdout : null)),
    opts.diffCacheFile,
  );
  const upstreamReads = status.then((result) => readUpstreamParts(root, result));
  const first = Promise.all([
    opts.facts === undefined ? readRepoFacts(root) : Promise.resolve(opts.facts),
    status,
    worktreeDiff,
    upstreamReads,
    listWorktreesFast(root, opts.facts, opts.branchHead),
    mayHaveStashes(opts.facts) ? readStashes(root) : Promise.resolve([]),
    mayHaveOtherBranches(opts.facts, opts.branchHead?.branch ?? null)
      ? branchesNotMergedInto(root, "HEAD")
      : Promise.resolve([]),
  ]);
  // Settled here too: a caller that fails elsewhere before `finish` leaves no unhandled rejection.
  first.catch(() => {});
  // The fork point is read once `finish` says where the range may start: a rerun at the same
  // HEAD (an exact previous base) does not need it, and spares its `merge-base`.
  let fork: Promise<ForkPoint> | null = null;
  const hasUpstream = () => status.then(namesUpstream);
  const forkPoint = (): Promise<ForkPoint> => {
    fork ??= startForkPoint(root, opts, hasUpstream);
    return fork;
  };
  return {
    finish: (since) => {
      const range = toRangeSince(since);
      if (opts.range !== false && range?.exact !== true) forkPoint().catch(() => {});
      return finishGit(root, first, parsed, opts.range === false ? null : forkPoint, range);
    },
  };
}

/** The fork point, read as soon as the branch is known (from the files, the caller or git). */
function startForkPoint(
  root: string,
  opts: Omit<CollectGitOptions, "since">,
  hasUpstream: () => Promise<boolean>,
): Promise<ForkPoint> {
  const branchHead =
    opts.branchHead !== undefined
      ? Promise.resolve(opts.branchHead)
      : (opts.branchHeadPending ?? readBranchAndHead(root, opts.facts));
  const dirs = refDirsOf(opts.facts);
  return branchHead.then(({ branch }) =>
    readForkPoint(root, branch, opts.defaultBranch ?? null, dirs, hasUpstream),
  );
}

/** The names whose declaration the range's commits and the work tree took out; none: no field. */
function removedNames(...lists: (RemovedName[] | undefined)[]): { removed_names?: string[] } {
  const names = [...new Set(lists.flatMap((list) => list ?? []).map((r) => r.name))];
  return names.length === 0 ? {} : { removed_names: names.slice(0, MAX_REMOVED_NAMES) };
}

/** The constants the range's commits and the work tree declare anew, once each; none: no field. */
function addedConstants(...lists: (string[] | undefined)[]): { added_constants?: string[] } {
  const names = [...new Set(lists.flatMap((list) => list ?? []))];
  return names.length === 0 ? {} : { added_constants: names };
}

/** The lines the range's commits and the work tree replaced or took out; none: no field. */
function replacedLines(...lists: (ReplacedLine[] | undefined)[]): {
  replaced_lines?: ReplacedLine[];
} {
  const all = lists.flatMap((list) => list ?? []).slice(0, MAX_REPLACED_LINES);
  return all.length === 0 ? {} : { replaced_lines: all };
}

/** The values the range's commits and the work tree changed, once each; none: no field. */
function valueChanges(...lists: (ValueChange[] | undefined)[]): { value_changes?: ValueChange[] } {
  const all = lists.flatMap((list) => list ?? []).slice(0, MAX_VALUE_CHANGES);
  return all.length === 0 ? {} : { value_changes: all };
}

async function finishGit(
  root: string,
  first: Promise<
    [
      RepoFacts | null,
      GitResult,
      DiffResult,
      UpstreamParts,
      ListedWorktree[],
      Stash[],
      string[] | null,
    ]
  >,
  parsedStatus: Promise<ParsedStatus | null>,
  fork: (() => Promise<ForkPoint>) | null,
  since: RangeSince | null,
): Promise<GitState | null> {
  const [facts, status, worktreeDiff, upstream, listed, stashes, intoHead] = await first;
  const unpushedDiff = upstream.unpushed;
  const unmerged = combineUnmerged(intoHead, upstream.intoUpstream);
  const parsed = await parsedStatus;
  if (facts === null || status.exitCode !== 0 || parsed === null) return null;

  const changes = withCounts(
    parsed.changes.filter((change) => !isHandoffPath(change.path)),
    countsByPath(worktreeDiff),
  );
  const [operation, worktrees, added, range, ownConfig] = await Promise.all([
    readOperation(root, facts.gitPaths.slice(0, OPERATION_GIT_PATHS.length)),
    describeWorktrees(listed, root, changes.length > 0),
    collectAddedLines(root, worktreeDiff.patch, unpushedDiff.patch, changes),
    fork === null ? NO_RANGE : readWorkRange(root, parsed.branch.oid, fork, since),
    findOwnConfigChanges(root, changes),
  ]);
  const { branch } = parsed;
  return {
    // Mid-rebase HEAD is detached, but the work belongs to the branch being rebased.
    branch: branch.head ?? operation.rebaseBranch,
    detached: branch.detached,
    head: branch.oid,
    upstream: branch.upstream,
    ahead: branch.ahead ?? 0,
    behind: branch.behind ?? 0,
    changes,
    operation: operation.operation,
    commits: range.commits,
    commits_since: range.base,
    range_label: range.label,
    range_files: range.files,
    ...valueChanges(range.values, worktreeDiff.values),
    ...removedNames(range.removed, worktreeDiff.removed),
    ...addedConstants(range.added, worktreeDiff.added),
    ...replacedLines(range.replaced, worktreeDiff.replaced),
    worktrees,
    stashes,
    unmerged_branches: unmerged.filter((name) => name !== branch.head),
    shallow: facts.shallow,
    added_lines: added,
    ...(ownConfig.length > 0 ? { own_config_paths: ownConfig } : {}),
  };
}

/**
 * Collect the git state of the work tree at `root` (its top level, from `locateRepo`). Returns
 * null when `root` is not a git work tree (workbench-only mode). Never changes the work tree,
 * index, refs, stashes or config. `.handoff/` is left out of every list.
 */
export function collectGit(root: string, opts: CollectGitOptions): Promise<GitState | null> {
  return startGitCollection(root, opts).finish(opts.since);
}
