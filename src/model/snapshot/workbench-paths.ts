/**
 * Where the workbench files of SPEC §2.2 live, relative to the repo root: the one list that
 * collect reads, generate cites as sources and the clean-state check treats as bookkeeping.
 */

/** Where the workbench files live, relative to the repo root (forward slashes). */
export interface WorkbenchPaths {
  agentState: string;
  taskBoard: string;
  featureList: string;
  verificationDir: string;
  reviewDir: string;
  diffSummary: string;
  feedbackLog: string;
  /** Where the lesson's harness copies packets (`outputs/handoff/<session_id>/`). */
  handoffOutputs: string;
}

/** The lesson's conventional layout. */
export const DEFAULT_WORKBENCH_PATHS: WorkbenchPaths = {
  agentState: "agent_state.json",
  taskBoard: "task_board.json",
  featureList: "feature_list.json",
  verificationDir: "outputs/verification",
  reviewDir: "outputs/review",
  diffSummary: "outputs/diff_summary.json",
  feedbackLog: "feedback_record.jsonl",
  handoffOutputs: "outputs/handoff",
};

/**
 * The workbench paths as prefixes: a `dir/` entry covers everything under it, a file entry also
 * covers its rotations (`feedback_record.jsonl.1`).
 */
export function workbenchPrefixes(paths: WorkbenchPaths = DEFAULT_WORKBENCH_PATHS): string[] {
  return [
    paths.agentState,
    paths.taskBoard,
    paths.featureList,
    paths.feedbackLog,
    `${paths.verificationDir}/`,
    `${paths.reviewDir}/`,
    paths.diffSummary,
    `${paths.handoffOutputs}/`,
  ];
}
