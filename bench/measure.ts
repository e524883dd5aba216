/**
 * Spawn one command, time it and read its peak RSS. Every figure the benchmark prints comes
 * from here, so the floor, the naive baseline and `handoff` itself are measured the same way.
 */
import { spawn } from "node:child_process";
import { existsSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

/**
 * The CLI the benchmark times: the executable users run (package.json `bin`, dist/bin/handoff.cjs,
 * built by `npm run build`), not the unbundled dist/src/cli/bin.js the unit tests import.
 */
export const SHIPPED_CLI = fileURLToPath(new URL("../bin/handoff.cjs", import.meta.url));

/** One command to measure. */
export interface CommandSpec {
  command: string;
  args: string[];
  cwd: string;
  env?: NodeJS.ProcessEnv;
  /** `capture` keeps the last 64 KiB of stdout; `ignore` sends it to /dev/null (throughput). */
  stdout?: "ignore" | "capture";
  /** Exit codes that count as success (default [0]). */
  okExitCodes?: number[];
  /** Text written to the command's stdin (a hook's input JSON); none: stdin is closed. */
  stdin?: string;
}

/** What one counted run started (bench/spawns.ts counts it): the total over every node process of the command. */
export interface SpawnCount {
  /** Child processes started, by the command and by every node process below it. */
  total: number;
  /** Each child's program (`git:status`, `node`, ...), in start order per process. */
  programs: string[];
}

/** What one run left behind; the same shape whether it succeeded or not. */
export interface RunSample {
  wallMs: number;
  /** Peak resident set size in KiB, or null when neither /usr/bin/time nor /proc could say. */
  peakRssKb: number | null;
  exitCode: number | null;
  stdoutTail: string;
  stderrTail: string;
}

/** How a measured step ended: measured, a command not built yet, or a real failure. */
export type StepStatus = "ok" | "not-built" | "failed";

/** The medians of several runs of one command. */
export interface StepResult {
  status: StepStatus;
  /** Median wall time of the runs, in milliseconds (null unless status is ok). */
  medianMs: number | null;
  minMs: number | null;
  maxMs: number | null;
  /** Highest peak RSS seen over the runs, in KiB. */
  peakRssKb: number | null;
  runs: number;
  /** Child processes the command started, counted on its warm-up run (node steps only). */
  spawns?: SpawnCount | null;
  /** For failed or not-built steps: the first line of stderr and the exit code. */
  detail?: string;
}

const TAIL_BYTES = 64 * 1024;
const TIME_BIN = "/usr/bin/time";

/** The median of a non-empty list (mean of the middle two for even lengths). */
export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error("median of an empty list");
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const upper = sorted[mid] as number;
  return sorted.length % 2 === 1 ? upper : ((sorted[mid - 1] as number) + upper) / 2;
}

/** Parse the "Maximum resident set size (kbytes)" line of `/usr/bin/time -v`. */
export function parseTimeVerbose(text: string): number | null {
  const match = /Maximum resident set size \(kbytes\):\s*(\d+)/.exec(text);
  return match?.[1] === undefined ? null : Number(match[1]);
}

/** The peak RSS (VmHWM, KiB) of a live process, or null once it is gone. */
function readVmHwm(pid: number): number | null {
  try {
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    const match = /VmHWM:\s*(\d+)\s*kB/.exec(status);
    return match?.[1] === undefined ? null : Number(match[1]);
  } catch {
    return null;
  }
}

function appendTail(tail: string, chunk: Buffer): string {
  const next = tail + chunk.toString("utf8");
  return next.length > TAIL_BYTES ? next.slice(next.length - TAIL_BYTES) : next;
}

/**
 * Run a command once and measure it. Under `/usr/bin/time -v` when present (exact peak RSS of
 * the process and of the children it waited for); else by polling `/proc/<pid>/status`, which
 * can miss a peak shorter than the polling interval.
 */
export function runMeasured(spec: CommandSpec, scratchDir: string): Promise<RunSample> {
  const useTime = existsSync(TIME_BIN);
  const timeFile = join(scratchDir, `time-${process.pid}-${Date.now()}.txt`);
  const [command, args] = useTime
    ? [TIME_BIN, ["-v", "-o", timeFile, spec.command, ...spec.args]]
    : [spec.command, spec.args];
  return new Promise((resolve) => {
    const started = process.hrtime.bigint();
    const child = spawn(command, args, {
      cwd: spec.cwd,
      env: spec.env ?? process.env,
      stdio: [
        spec.stdin === undefined ? "ignore" : "pipe",
        spec.stdout === "capture" ? "pipe" : "ignore",
        "pipe",
      ],
    });
    let stdoutTail = "";
    let stderrTail = "";
    let polledKb: number | null = null;
    child.stdout?.on("data", (chunk: Buffer) => {
      stdoutTail = appendTail(stdoutTail, chunk);
    });
    child.stderr?.on("data", (chunk: Buffer) => {
      stderrTail = appendTail(stderrTail, chunk);
    });
    // A command may exit before reading its input: that is its answer, not a bench error.
    child.stdin?.on("error", () => {});
    child.stdin?.end(spec.stdin);
    const poll =
      useTime || child.pid === undefined
        ? null
        : setInterval(() => {
            const kb = readVmHwm(child.pid as number);
            if (kb !== null) polledKb = Math.max(polledKb ?? 0, kb);
          }, 10);
    const finish = (exitCode: number | null, spawnError?: string): void => {
      const wallMs = Number(process.hrtime.bigint() - started) / 1e6;
      if (poll) clearInterval(poll);
      let peakRssKb = polledKb;
      if (useTime && existsSync(timeFile)) {
        peakRssKb = parseTimeVerbose(readFileSync(timeFile, "utf8"));
        rmSync(timeFile, { force: true });
      }
      resolve({
        wallMs,
        peakRssKb,
        exitCode,
        stdoutTail,
        stderrTail: spawnError ? `${stderrTail}${spawnError}\n` : stderrTail,
      });
    };
    child.on("error", (error) => finish(null, error.message));
    child.on("close", (code) => finish(code));
  });
}

/**
 * True when a failed run is a command that says it is a placeholder ("is not built yet"). A
 * module that does not load (`Cannot find module`, a missing export) is a broken build: a
 * failure, which `--check` reports, never a step quietly left without figures.
 */
export function isNotBuilt(sample: RunSample): boolean {
  return /is not built yet/.test(sample.stderrTail);
}

/** The first meaningful stderr line of a failed run, for the table. */
export function describeFailure(sample: RunSample): string {
  const lines = sample.stderrTail
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line.length > 0 && !line.startsWith("Command exited with non-zero status"));
  return `exit ${sample.exitCode ?? "signal"}: ${(lines[0] ?? "no output").slice(0, 160)}`;
}

/**
 * Reduce the samples of one step to its medians; any run that exits outside `okExitCodes`
 * fails the step (`resume` exits 1 on drift, which is a measured success).
 */
export function summarise(
  samples: readonly RunSample[],
  okExitCodes: readonly number[] = [0],
): StepResult {
  const bad = samples.find(
    (sample) => sample.exitCode === null || !okExitCodes.includes(sample.exitCode),
  );
  if (bad !== undefined) {
    return {
      status: isNotBuilt(bad) ? "not-built" : "failed",
      medianMs: null,
      minMs: null,
      maxMs: null,
      peakRssKb: null,
      runs: samples.length,
      detail: describeFailure(bad),
    };
  }
  const walls = samples.map((sample) => sample.wallMs);
  const rss = samples.map((sample) => sample.peakRssKb).filter((kb): kb is number => kb !== null);
  return {
    status: "ok",
    medianMs: median(walls),
    minMs: Math.min(...walls),
    maxMs: Math.max(...walls),
    peakRssKb: rss.length > 0 ? Math.max(...rss) : null,
    runs: samples.length,
  };
}
