/**
 * `collect`: read everything a session left behind into one Snapshot. This is one of the three
 * places that touch the disk or spawn git (with `store` and `resume`); every stage after it is a
 * pure function of what it returns. Independent reads run in parallel: the feedback log and the
 * transcript stream while git works.
 */
import { resolve } from "node:path";
import { checkCleanState } from "../check/clean-state.js";
import { NotFoundError } from "../errors.js";
import { redact } from "../redact/index.js";
import type {
  AgentKind,
  FeedbackSummary,
  GitState,
  Note,
  PreviousPacketView,
  Snapshot,
  TranscriptSummary,
  WriteOptions,
} from "../snapshot/types.js";
import { findActivePacket, toPreviousView } from "../store/registry.js";
import { readNotes } from "../store/notes.js";
import { findFeedbackFiles, type ProgressReporter, readFeedbackLog } from "./feedback.js";
import { startGitCollection } from "./git/collect-git.js";
import { readBranchAndHead, readBranchAndHeadFromFiles } from "./git/branch-head.js";
import { type RepoFacts, resolveRepo } from "./git/resolve-root.js";
import { loadWorkbenchFiles } from "./workbench.js";

/** What `collect` needs to know beyond the files themselves. */
export interface CollectOptions {
  /** Where to start looking for the repo (default: the process's cwd). */
  cwd?: string;
  /** `--root`: the repo root, overriding discovery. */
  root?: string;
  topic?: string;
  task_id?: string | null;
  k?: number;
  next?: string | null;
  /** `--transcript`: an agent transcript to ingest. */
  transcript?: string | null;
  agent?: AgentKind | null;
  allow_dirty?: boolean;
  allow_unverified?: boolean;
  allow_missing_next?: boolean;
  /** Who writes, in words, when not a person at the CLI (e.g. "the Claude Code SessionEnd hook"). */
  writer?: string | null;
  /** The agent's last report from the hook input (`last_assistant_message`). */
  agent_report?: string | null;
  /** Progress of the feedback-log scan (the CLI shows it on a TTY). */
  onProgress?: ProgressReporter;
  /** Where a warning that changes no output goes (an unreadable scan cache); default stderr. */
  onWarning?: (message: string) => void;
}

/** Normalise the options of a write into the snapshot's `options`. */
export function toWriteOptions(options: CollectOptions): WriteOptions {
  return {
    topic: options.topic ?? "default",
    task_id: options.task_id ?? null,
    k: options.k ?? 5,
    next: options.next ?? null,
    allow_dirty: options.allow_dirty ?? false,
    allow_unverified: options.allow_unverified ?? false,
    allow_missing_next: options.allow_missing_next ?? false,
    writer: options.writer ?? null,
    agent_report: options.agent_report ?? null,
  };
}

/** Read the workbench, git, transcript, notes and the previous packet into a Snapshot. */
export async function collect(options: CollectOptions = {}): Promise<Snapshot> {
  const writeOptions = toWriteOptions(options);
  const cwd = options.cwd ?? process.cwd();
  const { root, isGit, facts } = await resolveRepo(cwd, options.root);

  // Everything below starts at once and is awaited together, so a failure in one read is
  // reported as that read's error (never an unhandled rejection while another one waits).
  // Git first: its calls are spawned before the big reads grow the heap (each spawn forks this
  // process), and its full-tree scans then run on another core while this one parses.
  const gitPart = collectRegistryAndGit(root, isGit, facts, writeOptions.topic);
  const feedbackFiles = findFeedbackFiles(root);
  const [files, { feedback, transcript }, gitRead] = await Promise.all([
    loadWorkbenchFiles(root),
    readBigInputs(feedbackFiles, options, writeOptions, root, cwd),
    gitPart,
  ]);
  const { git, notes, previous } = gitRead;
  const workbench = { ...files, feedback };
  const partial = { git, workbench, notes };
  return {
    root,
    options: writeOptions,
    workbench,
    git,
    transcript,
    notes,
    previous,
    clean_state: checkCleanState(partial),
  };
}

/**
 * The feedback log, then the transcript: both are CPU-bound work on this one thread, so running
 * them interleaved gains no time, while one after the other lets the first one's garbage go
 * before the second one's arrives (the peak RSS is what SPEC §11 bounds).
 */
async function readBigInputs(
  feedbackFiles: string[],
  options: CollectOptions,
  writeOptions: WriteOptions,
  root: string,
  cwd: string,
): Promise<{ feedback: FeedbackSummary | null; transcript: TranscriptSummary | null }> {
  const feedback =
    feedbackFiles.length > 0
      ? await readFeedbackLog(root, feedbackFiles, writeOptions.k, options.onProgress, {
          warn: options.onWarning ?? ((message) => process.stderr.write(`handoff: ${message}\n`)),
        })
      : null;
  const transcript = options.transcript
    ? await ingest(resolve(cwd, options.transcript), options, writeOptions, root)
    : null;
  return { feedback, transcript };
}

async function ingest(
  path: string,
  options: CollectOptions,
  writeOptions: WriteOptions,
  root: string,
): Promise<TranscriptSummary> {
  const { ingestTranscript } = await import("./transcripts/index.js");
  return ingestTranscript(path, { agent: options.agent ?? undefined, k: writeOptions.k, root });
}

/** The previous packet and notes of this branch+topic, then git counted from that packet. */
async function collectRegistryAndGit(
  root: string,
  isGit: boolean,
  facts: RepoFacts | undefined,
  topic: string,
): Promise<{ git: GitState | null; notes: Note[]; previous: PreviousPacketView | null }> {
  // HEAD from the files when they say plainly: the git calls then start with no wait at all.
  const known = facts === undefined ? null : readBranchAndHeadFromFiles(facts);
  const started = isGit
    ? startGitCollection(root, known === null ? { facts } : { facts, branchHead: known })
    : null;
  const { branch, head } = !isGit
    ? { branch: null, head: null }
    : (known ?? (await readBranchAndHead(root)));
  const [previousPacket, notes] = await Promise.all([
    // Packets record their branch redacted (as every string), so look it up the same way.
    findActivePacket(root, branch === null ? null : redact(branch).text, redact(topic).text).catch(
      (error: unknown) => {
        // The log names an active packet whose handoff.json is gone (deleted by hand, or a
        // partial copy of the registry): write a fresh packet that supersedes it rather than
        // refuse to write at all. Carried-forward notes come from notes.jsonl, not the packet.
        if (error instanceof NotFoundError) return null;
        throw error;
      },
    ),
    readNotes(root, { branch, topic }),
  ]);
  const previous = previousPacket ? toPreviousView(previousPacket) : null;
  // A rerun at the same HEAD must count commits from the same base as the packet it repeats,
  // or the mere existence of that packet would change the new one (SPEC §3.1).
  const since =
    previous === null
      ? null
      : previous.head_commit === head
        ? previous.landed_since
        : previous.head_commit;
  const git = started === null ? null : await started.finish(since);
  return { git, notes, previous };
}
