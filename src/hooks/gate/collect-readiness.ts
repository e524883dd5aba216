/**
 * The I/O behind the Stop gate and `handoff check`: read what `checkReadiness` needs (git,
 * workbench files, the feedback log, this branch+topic's notes) and run the clean-state check on
 * it (`check` asks for the default topic).
 */
import { checkCleanState } from "../../check/clean-state.js";
import { findFeedbackFiles, readFeedbackLog } from "../../collect/feedback/feedback.js";
import { collectGit } from "../../collect/git/collect-git.js";
import { loadWorkbenchFiles } from "../../collect/workbench.js";
import { readNotes } from "../../store/notes.js";
import type { ReadinessInput } from "./stop-gate.js";

/** Collect the gate's input for `root` (a resolved repo root) and `topic`. */
export async function collectReadiness(
  root: string,
  isGit: boolean,
  topic: string,
): Promise<ReadinessInput> {
  const feedbackFiles = findFeedbackFiles(root);
  const [git, workbenchFiles, feedback] = await Promise.all([
    isGit ? collectGit(root, { since: null, range: false }) : Promise.resolve(null),
    loadWorkbenchFiles(root),
    feedbackFiles.length > 0 ? readFeedbackLog(root, feedbackFiles, 5) : Promise.resolve(null),
  ]);
  const notes = await readNotes(root, { branch: git?.branch ?? null, topic });
  const workbench = { ...workbenchFiles, feedback };
  return { clean_state: checkCleanState({ git, workbench, notes }), notes, workbench };
}
