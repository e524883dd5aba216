/**
 * Starting a detached writer's process: `handoff hook <agent>` again, in its own session and
 * process group (the agent ending or killing the hook's group does not take it along), stdout
 * and stderr appended to `.handoff/hook.log` (never the agent's pipes: the agent would wait for
 * them to close), a turn's writer at a lower priority. It is told its input either at once
 * (`--from-file`) or later through its stdin (`--from-pipe`, `early-writer.ts`). Kept apart from
 * `detached-write.ts` so that bin.ts can start one before the rest of the hook has loaded.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { closeSync } from "node:fs";
import { getPriority, setPriority } from "node:os";
import { openRegularFileSync } from "../platform/read-regular-file.js";
import { handoffPath } from "../store/paths.js";
import { SEMI_SPACE_FLAG } from "./write-heap.js";

/**
 * How much nicer than the hook a turn's detached writer runs (niceness 0 normal, 19 lowest): it
 * yields the CPU to the agent and its hooks while they run, and writes at full speed when the
 * machine is idle.
 */
export const WRITER_NICENESS = 10;

/** Where its input comes from: a saved file, or a line on its stdin later (`{"file": …}`). */
export type WriterInput = { file: string } | "pipe";

export interface WriterProcessSpec {
  agent: string;
  root: string;
  topic?: string;
  /** The CLI script to run (default: the one this process runs). */
  script?: string;
  env?: NodeJS.ProcessEnv;
  /**
   * Run it at a lower CPU priority (`WRITER_NICENESS`): a turn's write, which nobody waits for,
   * then takes no core from the hook that started it or from the agent's next turn. A
   * SessionEnd's write keeps its priority: the next session may wait for it.
   */
  background?: boolean;
}

/** Start the writer's process and let go of it; throws when it cannot be started. */
export function spawnWriterProcess(spec: WriterProcessSpec, input: WriterInput): ChildProcess {
  const script = spec.script ?? process.argv[1];
  if (script === undefined) throw new Error("detached writer: no CLI script to run");
  // The write's young generation, which only node's command line sets (write-heap.ts).
  const args = [SEMI_SPACE_FLAG, script, "hook", spec.agent];
  args.push(...(input === "pipe" ? ["--from-pipe"] : ["--from-file", input.file]));
  args.push("--root", spec.root);
  if (spec.topic !== undefined) args.push("--topic", spec.topic);
  const log = openRegularFileSync(handoffPath(spec.root, "hook.log"), "a", ".handoff/hook.log");
  try {
    const child = spawn(process.execPath, args, {
      cwd: spec.root,
      detached: true,
      stdio: [input === "pipe" ? "pipe" : "ignore", log, log],
      env: spec.env ?? process.env,
    });
    child.on("error", () => undefined);
    child.unref();
    if (spec.background === true && child.pid !== undefined) lowerPriority(child.pid);
    return child;
  } finally {
    closeSync(log);
  }
}

/**
 * Lower a just-started writer's priority. Its threads and the git processes it starts inherit
 * the niceness from its main thread; a failure (a system that refuses) costs only speed.
 */
function lowerPriority(pid: number): void {
  try {
    setPriority(pid, Math.min(19, getPriority() + WRITER_NICENESS));
  } catch {
    // The writer runs at the hook's priority.
  }
}
