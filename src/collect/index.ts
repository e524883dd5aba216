/**
 * `collect`: read everything a session left behind into one Snapshot. This is one of the three
 * places that touch the disk or spawn git (with `store` and `resume`); every stage after it is a
 * pure function of what it returns. Independent reads run in parallel: the feedback log and the
 * transcript stream while git works.
 */
import { existsSync } from "node:fs";
import { homedir } from "node:os";
import type { ResourceLimits } from "node:worker_threads";
import { join, resolve } from "node:path";
import { NotFoundError } from "../errors.js";
import { toRepoPath } from "../generate/context.js";
import type {
  AgentKind,
  GitState,
  Note,
  PreviousPacketView,
  Snapshot,
  TranscriptSummary,
  WriteOptions,
} from "../model/snapshot/types.js";
import { findActivePacket, toPreviousView } from "../store/registry.js";
import { readDefaultBranchSetting } from "../store/config-file.js";
import { openNotes } from "../model/snapshot/open-notes.js";
import { collectCleanStateInputs } from "./clean-state-inputs.js";
import { assertTranscriptBelongs } from "./transcript-belongs.js";

export { assertTranscriptBelongs } from "./transcript-belongs.js";
import type { ProgressReporter, ScanCacheOptions } from "./feedback/feedback.js";
import { startGitCollection } from "./git/collect-git.js";
import { readDeclaredValues, readNamedCode } from "./git/named-code.js";
import { readGoneLines } from "./git/put-in-lines.js";
import { readGoneTests } from "./git/gone-tests.js";
import { replacedTestLookups } from "../generate/replaced-tests.js";
import { readBranchAndHead, readBranchAndHeadFromFiles } from "../platform/branch-head.js";
import { locateRepo, type RepoFacts } from "../platform/locate-repo.js";
import type { RangeSince } from "./git/read-range.js";
import {
  parseOnWorker,
  type WorkerThresholds,
  workerHeap,
  workerThresholds,
} from "./worker-threshold.js";

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
  /** `--session`: which session of a transcript store holding several (OpenCode's). */
  session?: string | null;
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
  /**
   * Where a warning that changes no output goes (an unreadable scan cache). None by default: the
   * library never writes to the process's streams; the CLI passes its stderr, a hook its log.
   */
  onWarning?: (message: string) => void;
  /**
   * Take the scan cache's save instead of running it: `write` runs it once the packet is stored,
   * so a write that refuses leaves `.handoff/` as it found it. `drop`, when given, must be called
   * instead when the write will not run (it ends the transcript worker that holds the save).
   */
  deferWrite?: (write: () => Promise<void>, drop?: () => void) => void;
  /**
   * The transcript worker of a cold write (issue 33): from which sizes the transcript is parsed
   * on a worker thread beside the log scan (default: `HANDOFF_WORKER_MIN_BYTES`, else
   * `WORKER_THRESHOLDS`), and the worker's heap (default: `HANDOFF_WORKER_HEAP_MB`, else `WORKER_HEAP`).
   */
  transcriptWorker?: { minBytes?: WorkerThresholds; heap?: ResourceLimits };
  /**
   * Set when nobody named the transcript (a hook handed it over, or it was found): one that
   * records no cwd is then used only from its agent's own project folder for this repo
   * (`transcripts/own-folder.ts`), under `home` (default: the user's home).
   */
  transcriptFound?: { home?: string };
}

/** The transcript's folder checks: the cwd it records, or, with none, where it was found. */
async function assertTranscriptOrigin(
  summary: TranscriptSummary,
  path: string,
  options: CollectOptions,
  root: string,
): Promise<void> {
  const shown = options.transcript ?? path;
  assertTranscriptBelongs(summary, shown, root);
  if (summary.cwd !== null || options.transcriptFound === undefined) return;
  const { assertOwnFolderWithoutCwd } = await import("./transcripts/own-folder.js");
  const home = options.transcriptFound.home ?? homedir();
  await assertOwnFolderWithoutCwd(summary, path, shown, root, home);
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

/** The files open proof notes recorded, hashed again now (null: no proof named a file). */
async function hashProofFiles(
  root: string,
  notes: readonly Note[],
): Promise<Record<string, string | null> | null> {
  const paths = new Set(openNotes(notes, "proof").flatMap((note) => Object.keys(note.files ?? {})));
  if (paths.size === 0) return null;
  const { hashRepoFiles } = await import("../platform/file-hashes.js");
  return hashRepoFiles(root, [...paths]);
}

/** Read the workbench, git, transcript, notes and the previous packet into a Snapshot. */
export async function collect(options: CollectOptions = {}): Promise<Snapshot> {
  const writeOptions = toWriteOptions(options);
  const cwd = options.cwd ?? process.cwd();
  const { root, isGit, facts } = await locateRepo(cwd, options.root);

  // Git first: its calls are spawned before the big reads grow the heap (each spawn forks this
  // process), and its full-tree scans then run on another core while this one parses. The
  // clean-state inputs' collector awaits everything together, the registry read with them.
  const registryAndGit = startRegistryAndGit(root, isGit, facts, writeOptions.topic);
  const cache = { warn: options.onWarning ?? (() => undefined), defer: options.deferWrite };
  const transcriptRead = await startTranscriptRead(root, cwd, options, writeOptions, cache);
  const [inputs, { previous }] = await Promise.all([
    collectCleanStateInputs(root, {
      git: registryAndGit.read.then((read) => read.git),
      feedback: { k: writeOptions.k, onProgress: options.onProgress, cache },
      notes: { topic: writeOptions.topic, branch: registryAndGit.branch },
      // The feedback log, then the transcript (see `afterFeedback`), or the transcript worker's
      // answer once the log is read.
      afterFeedback: transcriptRead.read,
    }),
    registryAndGit.read,
  ]).catch((error: unknown) => {
    // Another read failed: a transcript worker (holding its save, or still parsing) ends.
    transcriptRead.stop();
    throw error;
  });
  const { git, workbench, notes } = inputs;
  const { transcript: read, held } = inputs.afterFeedback ?? NO_TRANSCRIPT;
  // The hook's last message may be newer than the transcript's: what it concludes counts too
  // (loaded only then: a write without a transcript loads no transcript module).
  const transcript =
    read !== null && writeOptions.agent_report
      ? (await import("./transcripts/last-words.js")).withLastWords(read, writeOptions.agent_report)
      : read;
  // The worker's save is run (or dropped) by whoever runs the others.
  if (held !== null) options.deferWrite?.(held.save, held.stop);
  // Independent reads (the grep spawns only when a replaced test may be in the inputs).
  const [proofFiles, goneTests] = await Promise.all([
    hashProofFiles(root, notes),
    readGoneTestsOf(root, { workbench, transcript }),
  ]);
  return {
    root,
    options: writeOptions,
    workbench,
    git,
    transcript,
    notes,
    previous,
    ...(proofFiles === null ? {} : { proof_files: proofFiles }),
    ...(goneTests === null ? {} : { gone_tests: goneTests }),
    absent_paths: findAbsentPaths(root, [
      ...(workbench.diff_summary?.touched ?? []),
      ...(workbench.agent_state?.touched_files ?? []),
      ...(transcript?.edited_files ?? []),
      ...(transcript?.reads.map((read) => read.path) ?? []),
    ]),
  };
}

/**
 * The failing tests of failed runs a later passing run covers that no file names now, or null
 * when no such run is in the inputs (then nothing is spawned).
 */
async function readGoneTestsOf(
  root: string,
  inputs: Pick<Snapshot, "workbench" | "transcript">,
): Promise<string[] | null> {
  const names = replacedTestLookups(inputs);
  return names.length === 0 ? null : readGoneTests(root, names);
}

/**
 * The paths a workbench file or the transcript says were edited (or the session read) that are
 * not on disk now (repo-relative, sorted): generate keeps them out of `changed_files` unless the
 * work range has them (a deletion), and out of the preloads. Paths outside the repo are dropped by generate before this matters.
 */
function findAbsentPaths(root: string, candidates: string[]): string[] {
  const absent = new Set<string>();
  for (const candidate of candidates) {
    const rel = toRepoPath(root, candidate);
    if (rel !== null && !existsSync(join(root, rel))) absent.add(rel);
  }
  return [...absent].sort();
}

/** The transcript's summary, and the transcript worker's held cache save, if any. */
interface TranscriptResult {
  transcript: TranscriptSummary | null;
  /** The transcript scan cache's save, held by the worker until the packet is stored. */
  held: { save: () => Promise<void>; stop: () => void } | null;
}

const NO_TRANSCRIPT: TranscriptResult = { transcript: null, held: null };

/** How the transcript is read once the feedback log is: `read`, or `stop` when the write fails. */
interface TranscriptRead {
  read: () => Promise<TranscriptResult>;
  stop: () => void;
}

/**
 * The transcript, read after the feedback log on this thread (see `afterFeedback`) — or, when
 * both are big and read in full (a cold write, `worker-threshold.ts`), parsed on a worker thread
 * started now, beside the log scan.
 */
async function startTranscriptRead(
  root: string,
  cwd: string,
  options: CollectOptions,
  writeOptions: WriteOptions,
  cache: ScanCacheOptions,
): Promise<TranscriptRead> {
  const path = options.transcript ? resolve(cwd, options.transcript) : null;
  if (path === null) return { read: async () => NO_TRANSCRIPT, stop: () => undefined };
  const { findFeedbackFiles } = await import("./feedback/feedback.js");
  const thresholds = options.transcriptWorker?.minBytes ?? workerThresholds(process.env);
  if (parseOnWorker(root, findFeedbackFiles(root), path, thresholds)) {
    return startOnWorker(path, options, writeOptions, root, cache);
  }
  return {
    read: async () => ({
      transcript: await ingest(path, options, writeOptions, root, cache),
      held: null,
    }),
    stop: () => undefined,
  };
}

/**
 * A worker parses the transcript while this thread scans the log. What is said comes out as on
 * one thread: the log's warnings, then the transcript's (held until `read`); the log's error
 * before the transcript's (the caller stops the worker when the log's read fails).
 */
async function startOnWorker(
  path: string,
  options: CollectOptions,
  writeOptions: WriteOptions,
  root: string,
  cache: ScanCacheOptions,
): Promise<TranscriptRead> {
  const warn = cache.warn;
  const held: string[] = [];
  let say = (message: string): void => {
    held.push(message);
  };
  const { ingestOnWorker, WorkerLostError } = await import("./transcript-worker.js");
  const job = ingestOnWorker({
    path,
    agent: options.agent ?? undefined,
    k: writeOptions.k,
    root,
    session: options.session ?? undefined,
    defer: options.deferWrite !== undefined,
    warn: (message) => say(message),
    heap: options.transcriptWorker?.heap ?? workerHeap(process.env) ?? undefined,
  });
  const read = async (): Promise<TranscriptResult> => {
    for (const message of held) warn(message);
    say = warn;
    const parsed = await job.result.catch((error: unknown) => {
      // The worker ended without a word on the transcript (out of its heap): parse it here.
      if (error instanceof WorkerLostError) return null;
      throw error;
    });
    if (parsed === null) {
      return { transcript: await ingest(path, options, writeOptions, root, cache), held: null };
    }
    const { summary, save } = parsed;
    await assertTranscriptOrigin(summary, path, options, root);
    if (save === null) return { transcript: summary, held: null };
    // As the save on this thread: a failure is a warning, the packet is stored by then.
    const saveOrWarn = () =>
      save().catch((error: Error) =>
        warn(`could not save the transcript scan cache: ${error.message}`),
      );
    return { transcript: summary, held: { save: saveOrWarn, stop: job.stop } };
  };
  return { read, stop: job.stop };
}

async function ingest(
  path: string,
  options: CollectOptions,
  writeOptions: WriteOptions,
  root: string,
  cache: ScanCacheOptions,
): Promise<TranscriptSummary> {
  const { ingestTranscript } = await import("./transcripts/index.js");
  const summary = await ingestTranscript(path, {
    agent: options.agent ?? undefined,
    k: writeOptions.k,
    root,
    opencode: { session: options.session ?? undefined, within: root },
    cache,
  });
  await assertTranscriptOrigin(summary, path, options, root);
  return summary;
}

/** The previous packet of this branch+topic, then git counted from that packet. */
interface RegistryAndGit {
  /** The branch, known first (the notes are read by it meanwhile). */
  branch: Promise<string | null>;
  read: Promise<{ git: GitState | null; previous: PreviousPacketView | null }>;
}

/** Start reading the previous packet of this branch+topic, then git counted from that packet. */
function startRegistryAndGit(
  root: string,
  isGit: boolean,
  facts: RepoFacts | undefined,
  topic: string,
): RegistryAndGit {
  // HEAD from the files when they say plainly: the git calls then start with no wait at all.
  const known = facts === undefined ? null : readBranchAndHeadFromFiles(facts);
  const branchHead = !isGit
    ? Promise.resolve({ branch: null, head: null })
    : known !== null
      ? Promise.resolve(known)
      : readBranchAndHead(root);
  const defaultBranch = isGit ? readDefaultBranchSetting(root) : null;
  const started = isGit
    ? startGitCollection(
        root,
        known === null
          ? { facts, branchHeadPending: branchHead, defaultBranch }
          : { facts, branchHead: known, defaultBranch },
      )
    : null;
  const read = (async () => {
    const { branch, head } = await branchHead;
    // By the raw names' key (packets record their names redacted, as every string). No
    // redaction re-scan: what the packet carries on is redacted again in the new one.
    const previousPacket = await findActivePacket(root, branch, topic, {
      rescan: false,
    }).catch((error: unknown) => {
      // The log names an active packet whose handoff.json is gone (deleted by hand, or a
      // partial copy of the registry): write a fresh packet that supersedes it rather than
      // refuse to write at all. Carried-forward notes come from notes.jsonl, not the packet.
      if (error instanceof NotFoundError) return null;
      throw error;
    });
    const previous = previousPacket ? toPreviousView(previousPacket) : null;
    const git = started === null ? null : await started.finish(rangeSince(previous, head));
    const named =
      git === null || previous === null
        ? []
        : [
            ...(await readNamedCode(
              root,
              (previous.packet.conclusions ?? []).map((c) => c.text),
            )),
            ...readDeclaredValues(root, changedPaths(git)),
          ];
    const gone =
      git === null || previous === null
        ? []
        : readGoneLines(
            root,
            (previous.packet.conclusions ?? []).map((c) => c.text),
            touchedPaths(git),
          );
    return {
      git:
        git === null
          ? git
          : {
              ...git,
              ...(named.length === 0 ? {} : { named_code: named }),
              ...(gone.length === 0 ? {} : { gone_lines: gone }),
            },
      previous,
    };
  })();
  return { branch: branchHead.then((known) => known.branch), read };
}

/** Every file the work changed, deleted ones too: the work tree's changes, then the range's. */
function touchedPaths(git: GitState, withDeleted = true): string[] {
  const paths = new Set<string>();
  for (const change of git.changes)
    if (withDeleted || change.kind !== "deleted") paths.add(change.path);
  for (const file of git.range_files ?? []) if (withDeleted || !file.deleted) paths.add(file.path);
  return [...paths];
}

/** The files the work changed and still has: the work tree's changes, then the range's. */
function changedPaths(git: GitState): string[] {
  return touchedPaths(git, false);
}

/**
 * Where the work range may start besides the fork point: the previous packet's head. A rerun at
 * the same HEAD must count from the same base, with the same label, as the packet it repeats,
 * or the mere existence of that packet would change the new one (SPEC §3.1).
 */
function rangeSince(previous: PreviousPacketView | null, head: string | null): RangeSince | null {
  if (previous === null) return null;
  if (previous.head_commit === head) {
    if (previous.landed_since === null) return null;
    const label = previous.packet.work_range?.base_label ?? "previous packet's base";
    return { commit: previous.landed_since, label, exact: true };
  }
  if (previous.head_commit === null) return null;
  return { commit: previous.head_commit, label: `previous packet ${previous.id}`, exact: false };
}
