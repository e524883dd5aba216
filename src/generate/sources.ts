/**
 * `sources`: the inputs the packet's facts came from, repo-relative or as labels, sorted.
 */
import type { TranscriptSummary } from "../model/snapshot/transcript-types.js";
import type { Snapshot } from "../model/snapshot/types.js";
import { DEFAULT_WORKBENCH_PATHS } from "../model/snapshot/workbench-paths.js";
import { sortUnique, toRepoPath } from "./context.js";
import { CLEAN_STATE_PATH } from "./verdicts.js";

/** Every input used, sorted and deduplicated. */
export function collectSources(snapshot: Snapshot): string[] {
  const { workbench } = snapshot;
  const paths = DEFAULT_WORKBENCH_PATHS;
  const sources: string[] = [];
  if (snapshot.git !== null) sources.push("git");
  if (workbench.agent_state !== null) sources.push(paths.agentState);
  if (workbench.task_board !== null) sources.push(paths.taskBoard);
  if (workbench.feature_list !== null) sources.push(paths.featureList);
  if (workbench.diff_summary !== null) sources.push(paths.diffSummary);
  for (const report of [...workbench.verifications, ...workbench.reviews])
    sources.push(report.path);
  for (const file of workbench.feedback?.files ?? []) sources.push(file);
  if (snapshot.transcript !== null) sources.push(transcriptSource(snapshot, snapshot.transcript));
  if (snapshot.notes.length > 0) sources.push(".handoff/notes.jsonl");
  // The clean-state check always runs (generate derives it from the git state, workbench and notes).
  sources.push(CLEAN_STATE_PATH);
  return sortUnique(sources);
}

/** How `sources` names a transcript. */
function transcriptSource(snapshot: Snapshot, transcript: TranscriptSummary): string {
  // Transcripts usually live outside the repo (~/.claude/…); their display path is kept as is.
  return `transcript (${transcript.agent}): ${toRepoPath(snapshot.root, transcript.source) ?? transcript.source}`;
}

/**
 * The `sources` entries the failed attempts are counted from (the input `selectFeedback`
 * chooses): the feedback log's files, or the transcript. Empty when neither ran a command.
 */
export function collectFeedbackSources(snapshot: Snapshot): string[] {
  const log = snapshot.workbench.feedback;
  if (log !== null && log.total > 0) return [...log.files];
  const transcript = snapshot.transcript;
  if (transcript === null) return log?.files ?? [];
  return [transcriptSource(snapshot, transcript)];
}
