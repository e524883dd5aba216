/**
 * The commands the benchmark times, and the runner that times them in interleaved rounds: one
 * round runs every step of a group once, so a slow minute on a noisy machine slows the floor and
 * `handoff` alike instead of skewing one of them.
 */
import { appendFileSync, existsSync, readFileSync, rmSync, truncateSync } from "node:fs";
import { join } from "node:path";
import {
  type CommandSpec,
  describeFailure,
  isNotBuilt,
  type RunSample,
  runMeasured,
  type StepResult,
  summarise,
} from "./measure.js";
import { APPEND_UUID_MARK, SESSION } from "./gen-claude-transcript.js";
import { readSpawnCount, type SpawnCount, withSpawnCounter } from "./spawns.js";
import type { Scale, Workloads } from "./workloads.js";
import { editHookInput, GUARDED_FOLDER, writeBenchRecallIndex } from "./edit-hook.js";

/** Every step the bench measures, by key. */
export type StepKey =
  | "floorGitStatus"
  | "floorCat"
  | "write"
  | "warmWrite"
  | "warmWriteTranscript"
  | "hookStopTurn"
  | "hookStopWait"
  | "naive"
  | "hookPreCompact"
  | "hookSessionEnd"
  | "trim"
  | "trimEscaped"
  | "naiveLog"
  | "naiveEscaped"
  | "writeEscaped"
  | "naiveEscapedWrite"
  | "trimRecords"
  | "naiveRecords"
  | "writeRecords"
  | "naiveRecordsWrite"
  | "ingest"
  | "redact"
  | "floorNode"
  | "floorResumeGit"
  | "resume"
  | "editHookMiss"
  | "editHookHit";

/** A step: what to run, how many times, and what to do (untimed) before each run. */
export interface Step {
  key: StepKey;
  label: string;
  spec: CommandSpec;
  runs: number;
  /** Skip the untimed warm-up run (for steps too slow to run once more). */
  noWarmup?: boolean;
  before?: () => void;
}

/** Paths of the compiled programs the steps run. */
export interface Programs {
  cli: string;
  naive: string;
  /** The Node binary the node steps run under (default: the one running the bench). */
  node?: string;
}

/** The environment without `HANDOFF_WRITE_BUDGET_MS`: the hook's own budgets apply. */
function withoutBudget(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const { HANDOFF_WRITE_BUDGET_MS: _lifted, ...rest } = env;
  return rest;
}

/**
 * Block until every detached writer a hook in `repo` logged (`(pid N)` in `.handoff/hook.log`)
 * has exited, at most a minute: a writer still running would slow whatever is timed next.
 */
export function waitForDetachedWriters(repo: string, limitMs = 60_000): void {
  const log = join(repo, ".handoff", "hook.log");
  if (!existsSync(log)) return;
  const pids = [
    ...readFileSync(log, "utf8").matchAll(/detached writer at \d+ ms \(pid (\d+)\)/g),
  ].map((m) => Number(m[1]));
  const deadline = Date.now() + limitMs;
  const pause = new Int32Array(new SharedArrayBuffer(4));
  for (const pid of pids) {
    // A pid seen gone once is not asked again: the system may give it to another process.
    if (exitedWriters.has(pid)) continue;
    while (isRunning(pid) && Date.now() < deadline) Atomics.wait(pause, 0, 0, 20);
    if (!isRunning(pid)) exitedWriters.add(pid);
  }
}

const exitedWriters = new Set<number>();

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** True for a step run by a Node binary (its spawns are counted). */
export function isNodeCommand(command: string): boolean {
  return command === process.execPath || /(?:^|[/\\])node(?:\.exe)?$/.test(command);
}

/** The three groups of steps, each measured in its own interleaved rounds. */
export function defineSteps(w: Workloads, scale: Scale, programs: Programs): Step[][] {
  const env = { ...process.env, NO_COLOR: "1" };
  const NODE = programs.node ?? process.execPath;
  const node = (args: string[], cwd: string, extra: Partial<CommandSpec> = {}): CommandSpec => ({
    command: NODE,
    args,
    cwd,
    env,
    ...extra,
  });
  // The whole registry, scan cache included: the timed write is a cold one.
  const removePackets = (): void =>
    rmSync(join(w.repo, ".handoff"), { recursive: true, force: true });
  const appendToLog = (): void => appendFileSync(w.log, w.logAppend);
  let appends = 0;
  const appendToLogAndTranscript = (): void => {
    appendToLog();
    const mark = `-${(0xd000 + ++appends).toString(16)}-4bbb-`;
    appendFileSync(w.transcript, w.transcriptAppend.replaceAll(APPEND_UUID_MARK, mark), "latin1");
  };
  const appendTurn = (): void => {
    const mark = `-${(0xe000 + ++appends).toString(16)}-4bbb-`;
    appendFileSync(w.transcript, w.transcriptAppend.replaceAll(APPEND_UUID_MARK, mark), "latin1");
  };
  // The cold write and the ingest always read the transcript as generated (the warm steps
  // append to it).
  const resetTranscript = (): void => truncateSync(w.transcript, w.bytes.transcript);
  const resetForColdWrite = (): void => {
    removePackets();
    resetTranscript();
  };
  // `handoff write` in the workload's repo, with `extra` options (the transcript, or none).
  const writeWith = (extra: string[]): CommandSpec =>
    node([programs.cli, "write", "--root", w.repo, ...extra, "--allow-dirty", "--json"], w.repo, {
      stdout: "capture",
    });
  const write: Step[] = [
    {
      key: "floorGitStatus",
      label: `floor: git status (${scale.repoFiles} files)`,
      spec: { command: "git", args: ["status", "--porcelain=v2"], cwd: w.repo, env },
      runs: scale.runs,
      // Never beside the detached writer the round before handed its write to: a floor timed
      // while a writer holds a core is the floor of a busier machine, and flatters the ratios.
      before: () => waitForDetachedWriters(w.repo),
    },
    {
      key: "floorCat",
      label: "floor: cat inputs once",
      spec: {
        command: "cat",
        args: [w.log, w.transcript, join(w.repo, "agent_state.json")],
        cwd: w.repo,
        env,
      },
      runs: scale.runs,
    },
    {
      key: "write",
      label: "handoff write, cold (with transcript)",
      spec: writeWith(["--transcript", w.transcript]),
      runs: scale.runs,
      // Every run writes a new packet, as at a real stop, rather than finding it unchanged.
      before: resetForColdWrite,
    },
    {
      // Runs right after `write` in every round, so the scan cache that write left is there:
      // what a hook that fires again costs. Without the transcript: its adapters do not resume
      // yet, and would hide the log's part.
      key: "warmWrite",
      label: "handoff write, warm (log +1 MB, no transcript)",
      spec: writeWith([]),
      runs: scale.runs,
      before: appendToLog,
    },
    {
      // Then a hook that fires again on a session that went on: 1 MB more of the log and of
      // the transcript since the last write (the cold `write` of this round, whose scan caches
      // are there).
      key: "warmWriteTranscript",
      label: "handoff write, warm (log +1 MB, transcript +1 MB)",
      spec: writeWith(["--transcript", w.transcript]),
      runs: scale.runs,
      before: appendToLogAndTranscript,
    },
    {
      // Write ahead (issue 30): Claude Code's Stop hook after one more 1 MB turn of the session,
      // the scan caches left by the writes before it. The gate is off and the in-hook budget
      // lifted, so the figure is the hook-mode write itself, not a hand-over.
      key: "hookStopTurn",
      label: "hook claude Stop, write ahead (transcript +1 MB turn)",
      spec: node([programs.cli, "hook", "claude", "--gate", "off"], w.repo, {
        stdout: "capture",
        stdin: JSON.stringify({
          session_id: SESSION,
          transcript_path: w.transcript,
          cwd: w.repo,
          hook_event_name: "Stop",
          stop_hook_active: false,
          last_assistant_message: "Done with this turn.",
        }),
        env: { ...env, HANDOFF_WRITE_BUDGET_MS: "600000" },
      }),
      runs: scale.runs,
      before: () => {
        waitForDetachedWriters(w.repo);
        appendTurn();
      },
    },
    {
      // What the user waits for at the end of every turn: Claude Code's Stop hook as installed
      // (the gate's default, warn; the shipped budgets), after the same 1 MB turn. The write is
      // handed to a detached writer, which is not waited for here but is before the next run,
      // so it never slows another step.
      key: "hookStopWait",
      label: "hook claude Stop, the turn's wait (gate warn, write handed over)",
      spec: node([programs.cli, "hook", "claude"], w.repo, {
        stdout: "capture",
        stdin: JSON.stringify({
          session_id: SESSION,
          transcript_path: w.transcript,
          cwd: w.repo,
          hook_event_name: "Stop",
          stop_hook_active: false,
          last_assistant_message: "Done with this turn.",
        }),
        env: withoutBudget(env),
      }),
      runs: scale.runs,
      before: () => {
        waitForDetachedWriters(w.repo);
        appendTurn();
      },
    },
    {
      key: "naive",
      label: "naive baseline (whole files)",
      before: () => waitForDetachedWriters(w.repo),
      spec: node(
        [
          "--max-old-space-size=16384",
          programs.naive,
          "--root",
          w.repo,
          "--log",
          w.log,
          "--transcript",
          w.transcript,
        ],
        w.repo,
        { stdout: "capture" },
      ),
      runs: scale.naiveRuns,
      noWarmup: true,
    },
  ];
  // The hook pair of a compacting session that then ends: Claude Code's PreCompact writes a
  // packet (cold: no registry, no scan cache), and SessionEnd writes again right after, on the
  // same transcript and log. Each round starts the pair from an empty registry.
  const hookInput = (event: "PreCompact" | "SessionEnd"): string =>
    JSON.stringify({
      session_id: SESSION,
      transcript_path: w.pairTranscript,
      cwd: w.repo,
      hook_event_name: event,
      ...(event === "PreCompact" ? { trigger: "auto", custom_instructions: "" } : {}),
      ...(event === "SessionEnd" ? { reason: "exit" } : {}),
    });
  const hookPair: Step[] = [
    {
      key: "hookPreCompact",
      label: `hook claude PreCompact (${Math.round(scale.pairTranscriptBytes / 2 ** 20)} MB transcript)`,
      spec: node([programs.cli, "hook", "claude"], w.repo, {
        stdout: "capture",
        stdin: hookInput("PreCompact"),
      }),
      runs: scale.runs,
      before: removePackets,
    },
    {
      key: "hookSessionEnd",
      label: "hook claude SessionEnd, right after PreCompact",
      spec: node([programs.cli, "hook", "claude"], w.repo, {
        stdout: "capture",
        stdin: hookInput("SessionEnd"),
      }),
      runs: scale.runs,
    },
  ];
  const throughput: Step[] = [
    {
      key: "trim",
      label: "handoff trim (log)",
      spec: node([programs.cli, "trim", w.log], w.repo),
      runs: scale.runs,
    },
    {
      key: "trimEscaped",
      label: "handoff trim (escaped-tail log)",
      spec: node([programs.cli, "trim", w.escapedLog], w.repo),
      runs: scale.runs,
    },
    {
      key: "naiveLog",
      label: "naive trim (whole log)",
      spec: node(["--max-old-space-size=16384", programs.naive, "--log", w.log], w.repo),
      runs: scale.naiveRuns,
      noWarmup: true,
    },
    {
      // The escaped-tail trim's gate: its speed-up over the naive trim of the same log, measured
      // in the same run (an absolute MB/s moves with the machine's load).
      key: "naiveEscaped",
      label: "naive trim (whole escaped-tail log)",
      spec: node(["--max-old-space-size=16384", programs.naive, "--log", w.escapedLog], w.repo),
      runs: scale.naiveRuns,
      noWarmup: true,
    },
    {
      // A cold write whose log is the escaped-tail one (no transcript: the log's shape alone),
      // against the naive collector of the same inputs.
      key: "writeEscaped",
      label: "handoff write, cold (escaped-tail log, no transcript)",
      spec: node(
        [programs.cli, "write", "--root", w.escapedRepo, "--allow-dirty", "--json"],
        w.escapedRepo,
        { stdout: "capture" },
      ),
      runs: scale.runs,
      before: () => rmSync(join(w.escapedRepo, ".handoff"), { recursive: true, force: true }),
    },
    {
      key: "naiveEscapedWrite",
      label: "naive baseline (escaped-tail log, whole files)",
      spec: node(
        [
          "--max-old-space-size=16384",
          programs.naive,
          "--root",
          w.escapedRepo,
          "--log",
          w.escapedLog,
        ],
        w.escapedRepo,
        { stdout: "capture" },
      ),
      runs: scale.naiveRuns,
      noWarmup: true,
    },
    // The shape of many small records: the same four steps as the escaped-tail log's.
    {
      key: "trimRecords",
      label: "handoff trim (small-record log)",
      spec: node([programs.cli, "trim", w.recordsLog], w.repo),
      runs: scale.runs,
    },
    {
      key: "naiveRecords",
      label: "naive trim (whole small-record log)",
      spec: node(["--max-old-space-size=16384", programs.naive, "--log", w.recordsLog], w.repo),
      runs: scale.naiveRuns,
      noWarmup: true,
    },
    {
      key: "writeRecords",
      label: "handoff write, cold (small-record log, no transcript)",
      spec: node(
        [programs.cli, "write", "--root", w.recordsRepo, "--allow-dirty", "--json"],
        w.recordsRepo,
        { stdout: "capture" },
      ),
      runs: scale.runs,
      before: () => rmSync(join(w.recordsRepo, ".handoff"), { recursive: true, force: true }),
    },
    {
      key: "naiveRecordsWrite",
      label: "naive baseline (small-record log, whole files)",
      spec: node(
        [
          "--max-old-space-size=16384",
          programs.naive,
          "--root",
          w.recordsRepo,
          "--log",
          w.recordsLog,
        ],
        w.recordsRepo,
        { stdout: "capture" },
      ),
      runs: scale.naiveRuns,
      noWarmup: true,
    },
    {
      key: "ingest",
      label: "handoff ingest claude",
      spec: node([programs.cli, "ingest", "claude", w.transcript], w.repo),
      runs: scale.runs,
      before: resetTranscript,
    },
    {
      key: "redact",
      label: "handoff redact",
      spec: node([programs.cli, "redact", w.secretLog], w.repo),
      runs: scale.runs,
    },
  ];
  // Resume is the session-start path: short, so more runs for a steadier median.
  const resumeRuns = scale.runs * 2;
  const resume: Step[] = [
    {
      key: "floorNode",
      label: "floor: node -e 0",
      spec: node(["-e", "0"], w.resumeRepo),
      runs: resumeRuns,
    },
    {
      key: "floorResumeGit",
      label: `floor: git status (${scale.resumeFiles} files)`,
      spec: { command: "git", args: ["status", "--porcelain=v2"], cwd: w.resumeRepo, env },
      runs: resumeRuns,
    },
    {
      key: "resume",
      label: "handoff resume",
      spec: node([programs.cli, "resume", "--root", w.resumeRepo], w.resumeRepo, {
        stdout: "capture",
        okExitCodes: [0, 1],
      }),
      runs: resumeRuns,
    },
    {
      // The point-of-edit hook before an edit nothing names: the path almost every edit takes.
      // Its index is the bench's full one (written untimed), so the miss reads a realistic file.
      key: "editHookMiss",
      label: "hook claude --edit, a miss (PreToolUse Edit)",
      spec: node([programs.cli, "hook", "claude", "--edit"], w.resumeRepo, {
        stdout: "capture",
        stdin: editHookInput(w.resumeRepo, "src/untouched/file.ts"),
      }),
      runs: resumeRuns,
      before: () => writeBenchRecallIndex(w.resumeRepo),
    },
    {
      key: "editHookHit",
      label: "hook claude --edit, a hit (a guarded folder)",
      spec: node([programs.cli, "hook", "claude", "--edit"], w.resumeRepo, {
        stdout: "capture",
        stdin: editHookInput(w.resumeRepo, `${GUARDED_FOLDER}/invoice.ts`),
      }),
      runs: resumeRuns,
    },
  ];
  return [[...write, ...hookPair], throughput, resume];
}

/**
 * Run one group: an untimed warm-up of each step, then interleaved timed rounds. A step whose
 * warm-up shows it would take more than `budgetMs` over all its runs gets fewer runs, and one
 * slower than the whole budget is measured by its warm-up alone, so one pathologically slow
 * command cannot stall the whole benchmark.
 */
export async function runGroup(
  steps: readonly Step[],
  scratch: string,
  budgetMs: number,
  say: (message: string) => void,
): Promise<Map<StepKey, StepResult>> {
  const results = new Map<StepKey, StepResult>();
  const samples = new Map<StepKey, RunSample[]>(steps.map((step) => [step.key, []]));
  const live = new Set<StepKey>();
  const runs = new Map<StepKey, number>(steps.map((step) => [step.key, step.runs]));
  const spawns = new Map<StepKey, SpawnCount | null>();
  for (const step of steps) {
    if (step.noWarmup) {
      live.add(step.key);
      continue;
    }
    step.before?.();
    // The warm-up counts the command's child processes (node steps: the counter is a preload).
    const counted = isNodeCommand(step.spec.command);
    const spawnFile = join(scratch, `spawns-${step.key}.txt`);
    rmSync(spawnFile, { force: true });
    const warm = await runMeasured(
      counted ? withSpawnCounter(step.spec, spawnFile) : step.spec,
      scratch,
    );
    if (counted) spawns.set(step.key, readSpawnCount(spawnFile));
    const ok = warm.exitCode !== null && (step.spec.okExitCodes ?? [0]).includes(warm.exitCode);
    if (ok && warm.wallMs >= budgetMs) {
      // Too slow to repeat within the budget: the warm-up (inputs already in the page cache)
      // is the one measured run.
      samples.get(step.key)?.push(warm);
      say(`  ${step.label}: ${Math.round(warm.wallMs)} ms a run, measured once`);
    } else if (ok) {
      live.add(step.key);
      const affordable = Math.max(1, Math.floor(budgetMs / Math.max(1, warm.wallMs)));
      if (affordable < step.runs) {
        runs.set(step.key, affordable);
        say(
          `  ${step.label}: ${Math.round(warm.wallMs)} ms a run, measuring ${affordable} run(s) only`,
        );
      }
    } else {
      results.set(step.key, {
        status: isNotBuilt(warm) ? "not-built" : "failed",
        medianMs: null,
        minMs: null,
        maxMs: null,
        peakRssKb: null,
        runs: 0,
        detail: describeFailure(warm),
      });
      say(`  ${step.label}: ${isNotBuilt(warm) ? "not built" : describeFailure(warm)}`);
    }
  }
  const rounds = Math.max(...runs.values());
  for (let round = 0; round < rounds; round++) {
    for (const step of steps) {
      if (!live.has(step.key) || round >= (runs.get(step.key) ?? 0)) continue;
      step.before?.();
      const sample = await runMeasured(step.spec, scratch);
      samples.get(step.key)?.push(sample);
      // A step that fails once is reported failed; do not spend minutes repeating it.
      if (sample.exitCode === null || !(step.spec.okExitCodes ?? [0]).includes(sample.exitCode)) {
        live.delete(step.key);
      }
    }
    say(`  round ${round + 1}/${rounds} done`);
  }
  for (const step of steps) {
    const taken = samples.get(step.key) ?? [];
    if (!results.has(step.key) && taken.length > 0) {
      results.set(step.key, summarise(taken, step.spec.okExitCodes));
    }
    const result = results.get(step.key);
    if (result !== undefined && spawns.has(step.key)) result.spawns = spawns.get(step.key) ?? null;
  }
  return results;
}
