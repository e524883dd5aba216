/**
 * The benchmark's workloads, generated deterministically once per run under `os.tmpdir()`:
 * a big repo (the write workbench, with the feedback log at its root), a second feedback log of
 * the escaped-tail shape, a third of many small records, a Claude Code transcript, a log with
 * planted secrets, and a 10k-file repo for `resume`. Each generator is
 * the one its module's own tests and measurements use.
 */
import { spawnSync } from "node:child_process";
import { linkSync, mkdirSync, readFileSync, statfsSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { writeClaudeTranscript } from "./gen-claude-transcript.js";
import { type FeedbackLogStats, writeFeedbackLog } from "./gen-feedback.js";
import { writeEscapedFeedbackLog } from "./gen-feedback-escaped.js";
import { writeRecordsFeedbackLog } from "./gen-feedback-records.js";
import { writeSecretLog } from "./gen-log.js";
import { buildScaleRepo } from "./git-scale.js";

/** The sizes of one benchmark scale. */
export interface Scale {
  name: "small" | "full";
  repoFiles: number;
  repoModified: number;
  logBytes: number;
  /** The escaped-tail feedback log (`gen-feedback-escaped.ts`), trimmed on its own. */
  escapedLogBytes: number;
  /** The log of many small records (`gen-feedback-records.ts`), trimmed on its own. */
  recordsLogBytes: number;
  transcriptBytes: number;
  /**
   * The transcript of the SessionEnd-after-PreCompact hook pair (issue 19: 200 MB at full scale;
   * at small scale the same fraction of the other inputs' size).
   */
  pairTranscriptBytes: number;
  secretBytes: number;
  resumeFiles: number;
  resumeModified: number;
  /** Measured runs per step (the median is reported); the naive baseline gets `naiveRuns`. */
  runs: number;
  naiveRuns: number;
  /** Time a step may take over all its runs before it gets fewer runs (see runGroup). */
  stepBudgetMs: number;
  /**
   * Count `node -e 0` in the write floor. At small scale a 50 ms process start is as large as
   * `git status` + reading the inputs, so without it no implementation could meet 1.5x; at full
   * scale the floor is SPEC §11's, git status + reading the inputs once.
   */
  writeFloorHasNode: boolean;
}

const MB = 1024 * 1024;

/** `full` is SPEC §11's large workbench; `small` keeps the same shape at CI speed. */
export const SCALES: Record<Scale["name"], Scale> = {
  small: {
    name: "small",
    repoFiles: 10_000,
    repoModified: 100,
    logBytes: 128 * MB,
    escapedLogBytes: 64 * MB,
    recordsLogBytes: 64 * MB,
    transcriptBytes: 32 * MB,
    pairTranscriptBytes: 21 * MB,
    secretBytes: 8 * MB,
    resumeFiles: 10_000,
    resumeModified: 10,
    runs: 5,
    naiveRuns: 3,
    stepBudgetMs: 12_000,
    writeFloorHasNode: true,
  },
  full: {
    name: "full",
    repoFiles: 100_000,
    repoModified: 1_000,
    logBytes: 1024 * MB,
    escapedLogBytes: 512 * MB,
    recordsLogBytes: 512 * MB,
    transcriptBytes: 300 * MB,
    pairTranscriptBytes: 200 * MB,
    secretBytes: 64 * MB,
    resumeFiles: 10_000,
    resumeModified: 10,
    runs: 5,
    naiveRuns: 3,
    stepBudgetMs: 60_000,
    writeFloorHasNode: false,
  },
};

/** Where each workload lives and how it was made. */
export interface Workloads {
  dir: string;
  repo: string;
  log: string;
  escapedLog: string;
  recordsLog: string;
  transcript: string;
  /** The hook pair's transcript (a session in `repo`). */
  pairTranscript: string;
  secretLog: string;
  resumeRepo: string;
  /** A repo whose feedback log is the escaped-tail log (a link to it): the cold write on that shape. */
  escapedRepo: string;
  /** The same for the log of many small records. */
  recordsRepo: string;
  logStats: FeedbackLogStats;
  escapedLogStats: FeedbackLogStats;
  recordsLogStats: FeedbackLogStats;
  /** 1 MB of records in the log's shape, appended to it before each warm write. */
  logAppend: Buffer;
  /**
   * ~1 MB of whole Claude Code lines in the transcript's shape, appended to it before the warm
   * write with a transcript; `APPEND_UUID_MARK` in its uuids is replaced per append, so every
   * append is new lines, not copies the parser deduplicates.
   */
  transcriptAppend: string;
  /** Bytes on disk of each input, for throughput figures. */
  bytes: {
    log: number;
    escapedLog: number;
    recordsLog: number;
    transcript: number;
    pairTranscript: number;
    secretLog: number;
  };
  /** Which generator made each workload. */
  sources: {
    repo: string;
    log: string;
    escapedLog: string;
    recordsLog: string;
    transcript: string;
    pairTranscript: string;
    secretLog: string;
  };
  setupMs: Record<string, number>;
}

/** Rough disk need of a scale: the inputs plus ~8 KiB per repo file (blob + working copy). */
export function requiredBytes(scale: Scale): number {
  // The resume repo's size three times: it, and the escaped-tail and small-record log repos.
  const repos = (scale.repoFiles + 3 * scale.resumeFiles) * 8 * 1024;
  const inputs =
    scale.logBytes +
    scale.escapedLogBytes +
    scale.recordsLogBytes +
    scale.transcriptBytes +
    scale.pairTranscriptBytes +
    scale.secretBytes;
  return inputs + repos + 256 * MB;
}

/** Free bytes where the workloads go. */
export function freeBytes(dir: string): number {
  const stats = statfsSync(dir);
  return stats.bavail * stats.bsize;
}

/**
 * A repo of `files` committed files, `modified` of them changed (with a `console.log` added, as a
 * session's would be). The index is refreshed afterwards, so timed runs of `git status` never
 * pay for racily-clean entries.
 */
function makeRepo(dir: string, files: number, modified: number): void {
  mkdirSync(dir, { recursive: true });
  buildScaleRepo(dir, { files, modified });
  writeFileSync(join(dir, ".gitignore"), "feedback_record.jsonl*\n");
  const refresh = spawnSync("git", ["update-index", "-q", "--refresh"], { cwd: dir });
  if (refresh.status !== 0 && refresh.status !== 1) {
    throw new Error(`git update-index --refresh failed in ${dir}: ${String(refresh.stderr)}`);
  }
}

async function timed<T>(setupMs: Record<string, number>, key: string, work: () => T): Promise<T> {
  const started = performance.now();
  const result = await work();
  setupMs[key] = Math.round(performance.now() - started);
  return result;
}

/** The workbench's agent state: a next action, so `write` does not refuse for want of one. */
export function writeAgentState(repo: string): void {
  const state = {
    schema_version: 1,
    active_task_id: null,
    touched_files: [],
    next_action: "Run npm test and fix the failing importer test",
  };
  writeFileSync(join(repo, "agent_state.json"), `${JSON.stringify(state, null, 2)}\n`);
}

/** Generate every workload of `scale` under `dir`, reporting progress through `say`. */
export async function buildWorkloads(
  dir: string,
  scale: Scale,
  say: (message: string) => void,
): Promise<Workloads> {
  const setupMs: Record<string, number> = {};
  const repo = join(dir, "workbench");
  const resumeRepo = join(dir, "resume-repo");
  const inputs = join(dir, "inputs");
  mkdirSync(inputs, { recursive: true });

  say(`repo: ${scale.repoFiles} files, ${scale.repoModified} modified (bench/git-scale.ts)`);
  await timed(setupMs, "repo", () => makeRepo(repo, scale.repoFiles, scale.repoModified));
  writeAgentState(repo);

  const log = join(repo, "feedback_record.jsonl");
  say(`feedback log: ${Math.round(scale.logBytes / MB)} MB`);
  const logStats = await timed(setupMs, "log", () => writeFeedbackLog(log, scale.logBytes));

  // The log's own first MB (whole lines; its multi-MB and torn lines come later).
  const head = readFileSync(log).subarray(0, MB);
  const logAppend = Buffer.from(head.subarray(0, head.lastIndexOf(0x0a) + 1));

  const escapedLog = join(inputs, "feedback-escaped.jsonl");
  say(`escaped-tail feedback log: ${Math.round(scale.escapedLogBytes / MB)} MB`);
  const escapedLogStats = await timed(setupMs, "escapedLog", () =>
    writeEscapedFeedbackLog(escapedLog, scale.escapedLogBytes),
  );

  const recordsLog = join(inputs, "feedback-records.jsonl");
  say(`small-record feedback log: ${Math.round(scale.recordsLogBytes / MB)} MB`);
  const recordsLogStats = await timed(setupMs, "recordsLog", () =>
    writeRecordsFeedbackLog(recordsLog, scale.recordsLogBytes),
  );

  const transcript = join(inputs, "claude-session.jsonl");
  say(`claude transcript: ${Math.round(scale.transcriptBytes / MB)} MB`);
  await timed(setupMs, "transcript", () =>
    writeClaudeTranscript(transcript, scale.transcriptBytes, repo),
  );

  // Its first ~1 MB, whole lines (uuids carry APPEND_UUID_MARK, replaced at each append).
  const appendSource = join(inputs, "claude-append.jsonl");
  await writeClaudeTranscript(appendSource, MB, repo);
  const appendHead = readFileSync(appendSource).subarray(0, MB);
  const transcriptAppend = appendHead
    .subarray(0, appendHead.lastIndexOf(0x0a) + 1)
    .toString("latin1");

  const pairTranscript = join(inputs, "claude-pair-session.jsonl");
  say(`hook pair transcript: ${Math.round(scale.pairTranscriptBytes / MB)} MB`);
  await timed(setupMs, "pairTranscript", () =>
    writeClaudeTranscript(pairTranscript, scale.pairTranscriptBytes, repo),
  );

  const secretLog = join(inputs, "secret-log.txt");
  say(`log with planted secrets: ${Math.round(scale.secretBytes / MB)} MB`);
  await timed(setupMs, "secretLog", () => writeSecretLog(secretLog, scale.secretBytes));

  say(`resume repo: ${scale.resumeFiles} files`);
  await timed(setupMs, "resumeRepo", () =>
    makeRepo(resumeRepo, scale.resumeFiles, scale.resumeModified),
  );
  writeAgentState(resumeRepo);

  // The escaped-tail log as a workbench's log, for a cold write on that shape: a repo of the
  // resume repo's size, the log linked in (nothing writes to it).
  const escapedRepo = join(dir, "escaped-repo");
  say(`escaped-tail log repo: ${scale.resumeFiles} files`);
  await timed(setupMs, "escapedRepo", () =>
    makeRepo(escapedRepo, scale.resumeFiles, scale.resumeModified),
  );
  writeAgentState(escapedRepo);
  linkSync(escapedLog, join(escapedRepo, "feedback_record.jsonl"));

  const recordsRepo = join(dir, "records-repo");
  say(`small-record log repo: ${scale.resumeFiles} files`);
  await timed(setupMs, "recordsRepo", () =>
    makeRepo(recordsRepo, scale.resumeFiles, scale.resumeModified),
  );
  writeAgentState(recordsRepo);
  linkSync(recordsLog, join(recordsRepo, "feedback_record.jsonl"));

  return {
    dir,
    repo,
    log,
    escapedLog,
    escapedRepo,
    recordsLog,
    recordsRepo,
    transcript,
    pairTranscript,
    secretLog,
    resumeRepo,
    logStats,
    escapedLogStats,
    recordsLogStats,
    logAppend,
    transcriptAppend,
    bytes: {
      log: statSync(log).size,
      escapedLog: statSync(escapedLog).size,
      recordsLog: statSync(recordsLog).size,
      transcript: statSync(transcript).size,
      pairTranscript: statSync(pairTranscript).size,
      secretLog: statSync(secretLog).size,
    },
    sources: {
      repo: "bench/git-scale.ts",
      log: "bench/gen-feedback.ts",
      escapedLog: "bench/gen-feedback-escaped.ts",
      recordsLog: "bench/gen-feedback-records.ts",
      transcript: "bench/gen-claude-transcript.ts",
      pairTranscript: "bench/gen-claude-transcript.ts",
      secretLog: "bench/gen-log.ts",
    },
    setupMs,
  };
}
