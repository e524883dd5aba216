/**
 * The clean-state check (SPEC §5) → `clean_state.json`. PURE: a function of the snapshot's git
 * state, workbench and notes; `handoff check` and `write` do the I/O around it.
 *
 * Blocking (the packet is refused unless `--allow-dirty`):
 * - working tree: an uncommitted change (staged, unstaged, untracked, conflicted) outside the
 *   workbench files; a stash on this branch without a message (`WIP on <branch>: …`);
 * - temp artifacts: a new `*.tmp|temp|orig|rej|swp|swo|bak|~` file, new files in a scratch
 *   directory (`scratch/`, `tmp/`, `temp/` …), a debug print or a commented-out code block (3+
 *   consecutive code-like comment lines) among the added lines of code files;
 * - tests: a failed verification (the active task's, else any) or a failed/unfinished latest test
 *   command not named by an open risk (a `risk` note or an agent_state blocker);
 * - feature board: more than one item in progress; an item done whose verification failed;
 * - branch: an operation in progress, a detached HEAD, not on the expected branch.
 *
 * Warnings (reported, never blocking): changed workbench files (the harness rewrites them all the
 * time), stashes with a message or from other branches, other worktrees with uncommitted work,
 * unmerged branches, unpushed commits, failures that ARE named in open risks, and "not a git
 * repository" (workbench-only mode: the git rules cannot run).
 */
import type { CleanState, CleanStateItem, Snapshot } from "../model/snapshot/types.js";
import { checkFeatureBoard } from "./board-check.js";
import { checkBranch } from "./branch-check.js";
import { findDebugLeftovers } from "./debug-prints.js";
import { collectOpenRiskTexts } from "./open-risk-texts.js";
import { findTempArtifacts } from "./temp-artifacts.js";
import { checkTests } from "./tests-check.js";
import { capItems, checkWorkingTree, DEFAULT_WORKBENCH_PREFIXES } from "./working-tree-check.js";

/** Options of the check; both come from config when the project sets them. */
export interface CleanStateOptions {
  /** The branch the work must be on; overrides `agent_state.expected_branch`. */
  expectedBranch?: string | null;
  /** Workbench paths whose changes only warn (`dir/` covers a folder). */
  workbenchPaths?: string[];
}

/** Run every rule of SPEC §5. `clean` iff nothing is blocking. */
export function checkCleanState(
  snapshot: Pick<Snapshot, "git" | "workbench" | "notes">,
  options: CleanStateOptions = {},
): CleanState {
  const { git, workbench, notes } = snapshot;
  const blocking: CleanStateItem[] = [];
  const warnings: CleanStateItem[] = [];
  if (git === null) {
    warnings.push({
      check: "working tree",
      detail: "not a git repository: the working tree, temp artifact and branch rules were not run",
    });
  } else {
    const tree = checkWorkingTree(git, options.workbenchPaths ?? DEFAULT_WORKBENCH_PREFIXES);
    blocking.push(...tree.blocking);
    warnings.push(...tree.warnings);
    blocking.push(
      ...capItems(
        [...findTempArtifacts(git), ...findDebugLeftovers(git.added_lines)],
        "temp artifacts",
      ),
    );
  }
  const tests = checkTests(workbench, collectOpenRiskTexts(notes, workbench));
  blocking.push(...tests.blocking);
  warnings.push(...tests.warnings);
  blocking.push(...checkFeatureBoard(workbench));
  if (git !== null) {
    const expected = options.expectedBranch ?? workbench.agent_state?.expected_branch ?? null;
    blocking.push(...checkBranch(git, expected));
  }
  return { clean: blocking.length === 0, blocking, warnings };
}
