import { spawn } from "node:child_process";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

/** One CLI run of a batch: its arguments, where it starts, its stdin and environment. */
export interface BatchCase {
  args: string[];
  cwd: string;
  stdin?: string;
  env?: Record<string, string>;
}

/**
 * What one run of a batch ended with; `rejected` is the entry's rejection, if it rejected;
 * `hung`: still running at its deadline (the process was killed there; code 70, no output).
 */
export interface BatchRun {
  index: number;
  code: number;
  stdout: string;
  stderr: string;
  rejected: string | null;
  hung: boolean;
}

/** The runs of a batch, one per case in case order, and the child processes' own stderr. */
export interface BatchResult {
  runs: BatchRun[];
  /** Anything the child processes wrote past the runs' captured streams. */
  stderr: string;
}

const CHILD = join(dirname(fileURLToPath(import.meta.url)), "cli-batch-child.js");

/**
 * Run many CLI invocations in one child process, one after another, each in-process as the
 * executable would (one spawn, many data: a spawn per case costs ~0.15 s of CPU in node's start
 * and the CLI's load). The child is a real process, so a run that blocks forever (an `open()` on
 * a FIFO, a stdin never ended) is caught: each run has `deadlineMs` from the end of the one
 * before; past it the child is killed, that run is marked hung, and the runs after it go on in
 * a new child. `env` is the children's environment on top of this process's (for code that reads
 * `process.env`); each case's own `env` goes to its run.
 */
export async function runCliBatch(
  cases: BatchCase[],
  { deadlineMs, env = {} }: { deadlineMs: number; env?: Record<string, string> },
): Promise<BatchResult> {
  const runs: BatchRun[] = [];
  let stderr = "";
  while (runs.length < cases.length) {
    const first = runs.length;
    const part = await runChild(cases.slice(first), deadlineMs, env);
    runs.push(...part.runs.map((run) => ({ ...run, index: run.index + first, hung: false })));
    stderr += part.stderr;
    if (part.killed) {
      runs.push({
        index: runs.length,
        code: 70,
        stdout: "",
        stderr: "",
        rejected: null,
        hung: true,
      });
    }
  }
  return { runs, stderr };
}

function runChild(
  cases: BatchCase[],
  deadlineMs: number,
  env: Record<string, string>,
): Promise<{ runs: Omit<BatchRun, "hung">[]; killed: boolean; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [CHILD], {
      stdio: ["pipe", "pipe", "pipe"],
      env: { ...process.env, ...env },
    });
    const runs: Omit<BatchRun, "hung">[] = [];
    const err: Buffer[] = [];
    let pending = "";
    let killed = false;
    let guard = setTimeout(() => undefined, 0);
    const arm = (): void => {
      clearTimeout(guard);
      guard = setTimeout(() => {
        killed = true;
        child.kill("SIGKILL");
      }, deadlineMs);
    };
    child.stdout.setEncoding("utf8");
    child.stdout.on("data", (chunk: string) => {
      pending += chunk;
      for (let end = pending.indexOf("\n"); end >= 0; end = pending.indexOf("\n")) {
        runs.push(JSON.parse(pending.slice(0, end)) as Omit<BatchRun, "hung">);
        pending = pending.slice(end + 1);
        arm();
      }
    });
    child.stderr.on("data", (chunk: Buffer) => err.push(chunk));
    child.on("error", reject);
    child.on("close", (code) => {
      clearTimeout(guard);
      const stderr = Buffer.concat(err).toString("utf8");
      if (!killed && (code !== 0 || runs.length !== cases.length)) {
        reject(new Error(`the batch child exited ${code} after ${runs.length} runs:\n${stderr}`));
        return;
      }
      resolve({ runs, killed, stderr });
    });
    arm();
    child.stdin.end(cases.map((c) => `${JSON.stringify(c)}\n`).join(""));
  });
}

/** A child process that runs CLI invocations as they are sent (`startCliChild`). */
export interface CliChild {
  /** Run `c` in the child once the runs sent before it are done; its result. */
  run(c: BatchCase): Promise<BatchRun>;
  /** End the child's input and wait for it to exit. */
  close(): Promise<void>;
}

/**
 * A long-lived child process that runs each CLI invocation sent to it in-process, as the
 * executable would, one after another: for tests whose runs must be separate processes that
 * overlap (two writers meeting at the registry's lock), without a node start and a CLI load per
 * run. `env` is the child's environment on top of this process's.
 */
export function startCliChild(env: Record<string, string> = {}): CliChild {
  const child = spawn(process.execPath, [CHILD], {
    stdio: ["pipe", "pipe", "pipe"],
    env: { ...process.env, ...env },
  });
  const waiting: { resolve: (run: BatchRun) => void; reject: (error: Error) => void }[] = [];
  const err: Buffer[] = [];
  let pending = "";
  child.stdout.setEncoding("utf8");
  child.stdout.on("data", (chunk: string) => {
    pending += chunk;
    for (let end = pending.indexOf("\n"); end >= 0; end = pending.indexOf("\n")) {
      const run = JSON.parse(pending.slice(0, end)) as Omit<BatchRun, "hung">;
      pending = pending.slice(end + 1);
      waiting.shift()?.resolve({ ...run, hung: false });
    }
  });
  child.stderr.on("data", (chunk: Buffer) => err.push(chunk));
  const closed = new Promise<void>((resolve) => {
    child.on("close", (code) => {
      const stderr = Buffer.concat(err).toString("utf8");
      for (const w of waiting.splice(0)) {
        w.reject(new Error(`the CLI child exited ${code} before answering:\n${stderr}`));
      }
      resolve();
    });
  });
  return {
    run: (c) =>
      new Promise((resolve, reject) => {
        waiting.push({ resolve, reject });
        child.stdin.write(`${JSON.stringify(c)}\n`);
      }),
    close: () => {
      child.stdin.end();
      return closed;
    },
  };
}
