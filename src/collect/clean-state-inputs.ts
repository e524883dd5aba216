/**
 * The one collector of the clean-state check's inputs (SPEC §5): git, the workbench files, the
 * feedback log and the notes, for `write` (`collect/index.ts`), the Stop gate and `handoff check`
 * (`hooks/gate/collect-readiness.ts`) and resume's re-check of a packet's risks
 * (`resume/live-clean-state.ts`). Git comes in as a read the caller has started, the caller's
 * way, because each has its reason: `write` counts a work range from the previous packet, the
 * gate reads the whole state, resume reuses the status it read and reads only what the asked
 * rules need; and git's spawns must start before the big reads grow the heap (each spawn forks
 * this process). The rest is read here, each part only when asked, its module loaded only then
 * (resume's re-check often needs none of them).
 */
import type {
  FeedbackSummary,
  GitState,
  Note,
  Snapshot,
  Workbench,
} from "../model/snapshot/types.js";
import type { ProgressReporter, ScanCacheOptions } from "./feedback/feedback.js";

/** What the clean-state check reads. */
export type CleanStateInputs = Pick<Snapshot, "git" | "workbench" | "notes">;

/** How the feedback log is read: the last K records, progress on a TTY, the scan cache. */
export interface FeedbackRead {
  k: number;
  onProgress?: ProgressReporter | undefined;
  cache?: ScanCacheOptions | undefined;
  /**
   * Read only the latest test run (`readLatestTestRun`: the summary's other fields empty), for
   * a caller that checks the clean state and nothing else of the log (the Stop gate, at every
   * turn's end). Its scan cache is then left to the next full read.
   */
  latestTestOnly?: boolean;
}

/** What to read, and how; `T` is what `afterFeedback` answers. */
export interface CleanStateReads<T> {
  /** The git state, being read the caller's way (null: not a repo, or not needed). */
  git: Promise<GitState | null>;
  /** Read the workbench files (default true); false: every one absent. */
  workbenchFiles?: boolean;
  /** Read the feedback log so, or not at all (false: `feedback` is null). */
  feedback: FeedbackRead | false;
  /**
   * The notes of `topic` on `branch` (known from a read of the caller's, or from the git state
   * once read), or none (false).
   */
  notes:
    | { topic: string; branch: Promise<string | null> | ((git: GitState | null) => string | null) }
    | false;
  /**
   * Started once the feedback log is read (at once without one): a read on this thread that
   * should not interleave with the log's (the transcript). Both are CPU-bound: interleaving gains
   * no time, while one after the other lets the first one's garbage go before the second one's
   * arrives (the peak RSS is what SPEC §11 bounds). Its answer comes back as `afterFeedback`.
   */
  afterFeedback?: () => Promise<T>;
}

const NO_FILES: Omit<Workbench, "feedback"> = {
  agent_state: null,
  task_board: null,
  feature_list: null,
  verifications: [],
  reviews: [],
  diff_summary: null,
};

/**
 * Read what `reads` asks for at `root` (a resolved repo root). Every read starts at once and all
 * are awaited together, so a failing read is reported as its own error (never an unhandled
 * rejection while another one waits).
 */
export async function collectCleanStateInputs<T = undefined>(
  root: string,
  reads: CleanStateReads<T>,
): Promise<CleanStateInputs & { afterFeedback: T | undefined }> {
  // Loaded while git runs, not once it has answered (the notes wait for its branch).
  const owner =
    reads.feedback !== false && reads.notes !== false ? import("../store/feedback-owner.js") : null;
  owner?.catch(() => undefined);
  const [files, [read, afterFeedback], git, scoped] = await Promise.all([
    reads.workbenchFiles === false ? NO_FILES : readWorkbenchFiles(root),
    readFeedbackThen(root, reads),
    reads.git,
    readNotesOf(root, reads),
  ]);
  const feedback =
    read !== null &&
    scoped !== null &&
    owner !== null &&
    (await ownedElsewhere(root, scoped.branch, owner))
      ? null
      : read;
  return { git, workbench: { ...files, feedback }, notes: scoped?.notes ?? [], afterFeedback };
}

/**
 * Whether a packet of another branch claimed the feedback log (`store/feedback-owner.ts`): its
 * records are that branch's work, not this one's. Read in parallel with the log and applied
 * after, so the common case (the log is this branch's) waits for nothing.
 */
async function ownedElsewhere(
  root: string,
  branch: string | null,
  owner: Promise<typeof import("../store/feedback-owner.js")>,
): Promise<boolean> {
  const { feedbackOwnedElsewhere } = await owner;
  return (await feedbackOwnedElsewhere(root, branch)) !== null;
}

async function readWorkbenchFiles(root: string): Promise<Omit<Workbench, "feedback">> {
  const { loadWorkbenchFiles } = await import("./workbench.js");
  return loadWorkbenchFiles(root);
}

/** The feedback log (null when not asked or absent), then `afterFeedback`. */
async function readFeedbackThen<T>(
  root: string,
  reads: CleanStateReads<T>,
): Promise<[FeedbackSummary | null, T | undefined]> {
  let feedback: FeedbackSummary | null = null;
  if (reads.feedback !== false) {
    const { k, onProgress, cache, latestTestOnly } = reads.feedback;
    const { findFeedbackFiles, readFeedbackLog, readLatestTestRun } = await import(
      "./feedback/feedback.js"
    );
    const files = findFeedbackFiles(root);
    if (files.length > 0) {
      feedback =
        latestTestOnly === true
          ? await readLatestTestRun(root, files)
          : await readFeedbackLog(root, files, k, onProgress, cache);
    }
  }
  return [feedback, reads.afterFeedback ? await reads.afterFeedback() : undefined];
}

/** The notes asked for, scoped by branch (the branch once known) and topic, with that branch. */
async function readNotesOf<T>(
  root: string,
  reads: CleanStateReads<T>,
): Promise<{ notes: Note[]; branch: string | null } | null> {
  if (reads.notes === false) return null;
  const { topic, branch } = reads.notes;
  // Loaded while git runs, not once it has answered.
  const notes = import("../store/notes.js");
  notes.catch(() => undefined);
  const known = typeof branch === "function" ? branch(await reads.git) : await branch;
  const { readNotes } = await notes;
  return { notes: await readNotes(root, { branch: known, topic }), branch: known };
}
