/**
 * The clean-state rules `resume` re-runs for a packet's risks (`recheck-risks.ts`), built on what
 * resume has read already: its `git status` is reused (git scans the tree once, not twice), and
 * only the rules the risks name are run, each with only the reads it needs:
 * - working tree: the changes (untracked directories expanded to their files, as `write` lists
 *   them, by a status limited to those directories), handoff's own config changes (read only
 *   when a config file changed), unnamed stashes (`git stash list` only when `refs/stash` may
 *   exist);
 * - temp artifacts: the new paths and the added lines (one `diff-index` limited to the changed
 *   paths, the unpushed diff only with an upstream, untracked files from disk);
 * - branch: git's operation state files, the detached HEAD, `agent_state.json`'s branch;
 * - feature board: the workbench files; tests: those, the feedback log and the notes.
 * The items come from the same pure `checkCleanState` as `handoff check`, unredacted (the caller
 * redacts them only when a risk's text shows a redaction), filtered to the rules asked for.
 */
import { join } from "node:path";
import { checkCleanState } from "../check/clean-state.js";
import { collectCleanStateInputs } from "../collect/clean-state-inputs.js";
import { isHandoffPath } from "../model/snapshot/handoff-path.js";
import {
  findWorkTreeTop,
  locateRepo,
  OPERATION_GIT_PATHS,
  REPO_GIT_PATHS,
  type RepoFacts,
} from "../platform/locate-repo.js";
import { parseStatus } from "../collect/git/parse-status.js";
import { type OperationState, readOperation } from "../collect/git/read-operation.js";
import { readStashes } from "../collect/git/read-concurrent.js";
import {
  collectAddedLines,
  readUnpushedDiff,
  readWorktreeDiffOf,
} from "../collect/git/read-diff.js";
import { mayHaveStashes } from "../collect/git/ref-files.js";
import { runGit } from "../platform/run-git.js";
import type { CleanStateItem, FileChange, GitState, Stash } from "../model/snapshot/types.js";
import type { RepoState } from "./repo-state.js";

/** One rule of the clean-state check, by the name its items carry. */
export type CleanStateRule = CleanStateItem["check"];

/** Every rule, cheapest first (the order a "did anything block?" question asks them in). */
export const ALL_RULES: readonly CleanStateRule[] = [
  "working tree",
  "branch",
  "temp artifacts",
  "feature board",
  "tests",
];

/** Past this many bytes of directory names, the untracked files come from a whole status. */
const MAX_PATHSPEC_BYTES = 256 * 1024;

/**
 * The blocking items of `rules` in the live repo at `root`, `state` being its repo state as
 * `readRepoState` read it. Throws when a read fails (the caller leaves the risks unchecked).
 */
export async function readLiveBlocking(
  root: string,
  state: RepoState,
  rules: ReadonlySet<CleanStateRule>,
): Promise<CleanStateItem[]> {
  if (rules.size === 0) return [];
  const top = state.top;
  const needsGit =
    top !== null &&
    (rules.has("working tree") || rules.has("temp artifacts") || rules.has("branch"));
  const needsWorkbench = rules.has("tests") || rules.has("feature board") || rules.has("branch");
  const facts = top === null ? undefined : await readFacts(top);
  // A few stats of git's state files, read while the git calls run.
  const operation =
    facts === undefined
      ? Promise.resolve(null)
      : readOperation(top as string, facts.gitPaths.slice(0, OPERATION_GIT_PATHS.length));
  const [inputs] = await Promise.all([
    collectCleanStateInputs(root, {
      git: needsGit
        ? readLiveGit(top as string, state, rules, facts, operation)
        : Promise.resolve(null),
      workbenchFiles: needsWorkbench,
      // The workbench as `handoff check` reads it; the feedback log only for the tests rule.
      feedback: rules.has("tests") ? { k: 5 } : false,
      // Notes are scoped by branch (the one being rebased, mid-rebase) and the default topic;
      // only the tests rule reads them (an open risk that names a failure makes it a warning).
      notes: rules.has("tests")
        ? {
            topic: "default",
            branch: operation.then((op) =>
              top === null ? null : (state.branch ?? op?.rebaseBranch ?? null),
            ),
          }
        : false,
    }),
    // Awaited here too: without the tests rule nothing else waits for it.
    operation,
  ]);
  const checked = checkCleanState(inputs);
  return checked.blocking.filter((item) => rules.has(item.check));
}

/**
 * The `--git-path` facts: from the file system for a main work tree (a `.git` directory at the
 * top, where every such path lies inside it), else from git (`locateRepo`, one spawn).
 */
async function readFacts(top: string): Promise<RepoFacts | undefined> {
  const found = findWorkTreeTop(top);
  if (found !== null && found.top === top && found.gitDir !== null) {
    const gitDir = found.gitDir;
    return { shallow: false, gitPaths: REPO_GIT_PATHS.map((name) => join(gitDir, name)) };
  }
  return (await locateRepo(top)).facts;
}

/**
 * The parts of the git state the asked rules read; the rest stays empty (they feed warnings
 * only, which the re-check does not judge).
 */
async function readLiveGit(
  top: string,
  state: RepoState,
  rules: ReadonlySet<CleanStateRule>,
  facts: RepoFacts | undefined,
  operationRead: Promise<OperationState | null>,
): Promise<GitState> {
  const wantsTree = rules.has("working tree");
  const wantsTemp = rules.has("temp artifacts");
  const changes = wantsTree || wantsTemp ? await expandUntrackedDirs(top, state.changes) : [];
  // The spawns first (the diff is the slowest read), the module loads after.
  const [addedLines, stashes, ownConfig] = await Promise.all([
    wantsTemp ? readAddedLines(top, changes, state.upstream !== null) : [],
    wantsTree ? readStashesIfAny(top, facts) : [],
    wantsTree ? readOwnConfig(top, changes) : [],
  ]);
  const operation = await operationRead;
  return {
    // Mid-rebase HEAD is detached, but the work belongs to the branch being rebased.
    branch: state.branch ?? operation?.rebaseBranch ?? null,
    detached: state.detached,
    head: state.head,
    upstream: state.upstream,
    ahead: 0,
    behind: 0,
    changes,
    operation: operation?.operation ?? null,
    commits: [],
    commits_since: null,
    worktrees: [],
    stashes,
    unmerged_branches: [],
    shallow: facts?.shallow ?? false,
    added_lines: addedLines,
    ...(ownConfig.length > 0 ? { own_config_paths: ownConfig } : {}),
  };
}

/**
 * The changes as `write` lists them (`--untracked-files=all`): each untracked directory that
 * `status` collapsed to `dir/` replaced, in place, by its files, from one status limited to those
 * directories. Git lists both in path order and every `dir/…` sorts right after `dir/`, so the
 * order is the one a whole-tree status would give.
 */
export async function expandUntrackedDirs(
  top: string,
  changes: readonly FileChange[],
): Promise<FileChange[]> {
  const dirs = changes.filter((c) => c.kind === "untracked" && c.path.endsWith("/"));
  if (dirs.length === 0) return [...changes];
  let bytes = 0;
  for (const dir of dirs) bytes += Buffer.byteLength(dir.path) + 1;
  const limited = bytes <= MAX_PATHSPEC_BYTES;
  const args = ["status", "--porcelain=v2", "-z", "--untracked-files=all"];
  const result = await runGit(
    top,
    limited ? ["--literal-pathspecs", ...args, "--", ...dirs.map((d) => d.path)] : args,
  );
  if (result.exitCode !== 0) throw new Error(`git status failed: ${result.stderr.trim()}`);
  const listed = parseStatus(result.stdout).changes.filter((c) => !isHandoffPath(c.path));
  if (!limited) return listed;
  const files = listed.filter((c) => c.kind === "untracked");
  return changes.flatMap((change) =>
    change.kind === "untracked" && change.path.endsWith("/")
      ? files.filter((file) => file.path.startsWith(change.path))
      : [change],
  );
}

async function readStashesIfAny(top: string, facts: RepoFacts | undefined): Promise<Stash[]> {
  return mayHaveStashes(facts) ? readStashes(top) : [];
}

/** handoff's own config changes; the module (hook settings merging) loads only when needed. */
async function readOwnConfig(top: string, changes: readonly FileChange[]): Promise<string[]> {
  if (!changes.some((change) => change.path.startsWith("."))) return [];
  const { findOwnConfigChanges } = await import("../collect/git/own-config.js");
  return findOwnConfigChanges(top, changes);
}

/** The added lines, exactly as `collectGit` gathers them for the same changes. */
async function readAddedLines(
  top: string,
  changes: FileChange[],
  hasUpstream: boolean,
): Promise<GitState["added_lines"]> {
  const [worktree, unpushed] = await Promise.all([
    readWorktreeDiffOf(top, changes),
    hasUpstream ? readUnpushedDiff(top) : null,
  ]);
  const none = { files: [], lines: [], truncated: false };
  return collectAddedLines(top, worktree.patch, unpushed?.patch ?? none, changes);
}
