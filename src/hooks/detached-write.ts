/**
 * The detached writer (issue 30): when a hook's write cannot finish inside its host's budget
 * (Claude Code cuts SessionEnd hooks after 1.5 s; Gemini CLI does not wait for SessionEnd), the
 * hook saves its input under `.handoff/pending-writes/`, starts `handoff hook <agent> --from-file
 * <that file>` in its own session and process group (so the agent ending or killing the hook's
 * group does not take it along), with its output appended to `.handoff/hook.log`, and returns.
 * The writer takes the registry lock like every write, and writes atomically: a reader sees the
 * previous packet or the complete new one, never half of one.
 */
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { closeSync, lstatSync, mkdirSync, readdirSync, unlinkSync, writeFileSync } from "node:fs";
import { getPriority, setPriority } from "node:os";
import { basename, dirname, resolve } from "node:path";
import { handoffPath, nameKey } from "../store/paths.js";
import {
  claimPendingInput,
  PENDING_DIR,
  pendingInputName,
  sweepDeadMarkers,
} from "../store/pending-writes.js";
import { findWorkTreeTop } from "../platform/locate-repo.js";
import { readHeadBranch } from "../resume/repo-state.js";
import { readEnvCount } from "../util/env-count.js";
import { openRegularFileSync } from "../platform/read-regular-file.js";
import type { HookAdapter } from "./protocol/adapter.js";
import type { HookInput } from "./protocol/read-hook-input.js";
import { hookEventTime } from "./event-time.js";
import { SEMI_SPACE_FLAG } from "./write-heap.js";

export { PENDING_DIR };

/**
 * How old a pending input may get. A writer takes (and removes) its file as it starts, so a
 * file this old is one whose writer never started (the hook was killed between saving it and
 * starting the writer); the session it belongs to is recovered from its transcript at the next
 * SessionStart, not from this file.
 */
export const PENDING_MAX_AGE_MS = 24 * 60 * 60 * 1000;

/** What is left of a host's announced budget for the rest of the hook (exit, log line). */
const EXIT_MARGIN_MS = 500;

/**
 * How long a write of `event` may run in the hook process before it is handed over (pure), or
 * null for no bound. A host that announces a longer budget in its environment (the adapter's
 * `budgetEnv`: Claude Code's `CLAUDE_CODE_SESSIONEND_HOOKS_TIMEOUT_MS` for SessionEnd, which
 * the hook inherits from the agent) gets that, less a margin for the exit.
 */
export function writeBudgetFor(
  adapter: HookAdapter,
  event: string,
  env: NodeJS.ProcessEnv,
): number | null {
  const budget = adapter.writeBudgetMs?.[event];
  if (budget === undefined) return null;
  // `HANDOFF_WRITE_BUDGET_MS` overrides every bounded event's budget (a host with other limits;
  // the bench, to time the write itself).
  const override = readEnvCount(env, "HANDOFF_WRITE_BUDGET_MS");
  if (override !== null) return override;
  const variable = adapter.budgetEnv?.[event];
  if (variable !== undefined) {
    const raised = Number(env[variable]);
    if (Number.isInteger(raised) && raised > budget + EXIT_MARGIN_MS) {
      return raised - EXIT_MARGIN_MS;
    }
  }
  return budget;
}

/**
 * Save a hook input for a detached writer: `.handoff/pending-writes/<random>.json`, readable by
 * the owner only (the file outlives the hook). The session id may hold anything, so it is saved
 * as its hash only (as the hook state is); the agent report the write will use (`report`: this
 * input's last message, else the one a Stop kept) is saved redacted. The file is named after the
 * (branch, topic) it will be written for (store/pending-writes.ts), so that pair's readers wait
 * for it. Returns its path.
 */
export async function savePendingInput(
  root: string,
  input: HookInput,
  report: string | null,
  topic = "default",
  path: string = pendingInputPath(root, topic),
): Promise<string> {
  const [{ redact }, { NO_SESSION, sessionHash }] = await Promise.all([
    import("../redact/index.js"),
    import("./hook-state.js"),
  ]);
  const saved: HookInput = {
    ...input,
    session_id: null,
    session_hash: input.session_hash ?? sessionHash(input.session_id ?? NO_SESSION),
    // The writer marks the transcript for this hook's event, not for the time it runs.
    event_at: input.event_at ?? hookEventTime(),
    last_assistant_message: report === null ? null : redact(report).text,
  };
  mkdirSync(dirname(path), { recursive: true });
  // A fresh random name, created exclusively: nothing can be waiting at it.
  writeFileSync(path, `${JSON.stringify(saved)}\n`, { flag: "wx", mode: 0o600 });
  return path;
}

/**
 * A fresh path for a pending input of `root`'s (branch, topic), named for that pair so that its
 * readers wait for it (store/pending-writes.ts); nothing is created.
 */
export function pendingInputPath(root: string, topic = "default"): string {
  const id = randomBytes(8).toString("hex");
  const branch = liveBranch(root);
  // HEAD unreadable from the files: no key, and every pair's readers wait for it.
  const name = branch === undefined ? `${id}.json` : pendingInputName(nameKey(branch, topic), id);
  return handoffPath(root, PENDING_DIR, name);
}

/** HEAD's branch from the files (null: detached), or undefined when they do not say plainly. */
function liveBranch(root: string): string | null | undefined {
  const gitDir = findWorkTreeTop(root)?.gitDir;
  return gitDir === undefined || gitDir === null ? undefined : readHeadBranch(gitDir);
}

/**
 * Remove the pending inputs older than PENDING_MAX_AGE_MS (regular `*.json` files only; a
 * folder or link in there is not handoff's to remove). Best effort: a file another hook removes
 * meanwhile, or one that cannot be removed, is left.
 */
export function removeAbandonedInputs(dir: string, now: number): void {
  for (const name of readdirSync(dir)) {
    if (!name.endsWith(".json")) continue;
    try {
      const stat = lstatSync(`${dir}/${name}`);
      if (stat.isFile() && now - stat.mtimeMs > PENDING_MAX_AGE_MS) unlinkSync(`${dir}/${name}`);
    } catch {
      // Gone already, or not ours to remove.
    }
  }
}

/**
 * Read a pending input and claim it (one writer per file): a marker naming this process stands
 * for it until the process exits, so readers wait for the write. Refused unless the file lies in the
 * pending folder of `root`: `--from-file` is internal, and must not delete whatever it is given.
 */
export function takePendingInput(root: string, file: string): string {
  const path = resolve(file);
  if (dirname(path) !== handoffPath(root, PENDING_DIR) || !basename(path).endsWith(".json")) {
    throw new Error(`--from-file: not a pending hook input of this repo: ${basename(path)}`);
  }
  const text = claimPendingInput(path);
  // The folder's housekeeping is the writer's, not the waiting hook's: inputs whose writer
  // never started, markers of writers that died.
  removeAbandonedInputs(dirname(path), Date.now());
  sweepDeadMarkers(root);
  return text;
}

export interface DetachedWriterSpec {
  agent: string;
  root: string;
  file: string;
  topic?: string;
  /** The CLI script to run (default: the one this process runs). */
  script?: string;
  env?: NodeJS.ProcessEnv;
  /**
   * Run it at a lower CPU priority (`WRITER_NICENESS`): a turn's write, which nobody waits for,
   * then takes no core from the hook that started it (still deciding the gate) or from the
   * agent's next turn. A SessionEnd's write keeps its priority: the next session may wait for it.
   */
  background?: boolean;
}

/**
 * How much nicer than the hook a turn's detached writer runs (niceness 0 normal, 19 lowest): it
 * yields the CPU to the agent and its hooks while they run, and writes at full speed when the
 * machine is idle.
 */
export const WRITER_NICENESS = 10;

/**
 * Start the detached writer and let go of it: its own session (`detached`), stdin closed, stdout
 * and stderr appended to `.handoff/hook.log` (never the agent's pipes: the agent would wait for
 * them to close). Returns its pid.
 */
export function spawnDetachedWriter(spec: DetachedWriterSpec): number | undefined {
  return startWriter(spec, false);
}

/**
 * Where a writer started ahead waits: a shell that reads its stdin (a pipe only this process
 * holds) to its end, which comes when this process exits, then runs the writer in its own place
 * (`exec`: the same pid) if the input was saved at its path, and otherwise ends.
 */
const WAIT_FOR_EXIT = 'while IFS= read -r _; do :; done; [ -f "$0" ] || exit 0; exec "$@"';

/**
 * Start a turn's detached writer ahead, while this process is still small (the spawn forks it)
 * and before the gate has answered, for the input `handOver` will save at `spec.file`: it starts
 * writing only once this process has exited, so it takes no core from the gate, and the end of
 * the turn spares the fork of a grown process. Undefined where it cannot be started (no
 * POSIX shell): the writer is then spawned at the hand-over as before.
 */
export function prestartDetachedWriter(spec: DetachedWriterSpec): number | undefined {
  if (process.platform === "win32") return undefined;
  return startWriter(spec, true);
}

function startWriter(spec: DetachedWriterSpec, ahead: boolean): number | undefined {
  const script = spec.script ?? process.argv[1];
  if (script === undefined) throw new Error("detached writer: no CLI script to run");
  // The write's young generation, which only node's command line sets (write-heap.ts).
  const args = [SEMI_SPACE_FLAG, script, "hook", spec.agent, "--from-file", spec.file];
  args.push("--root", spec.root);
  if (spec.topic !== undefined) args.push("--topic", spec.topic);
  const log = openRegularFileSync(handoffPath(spec.root, "hook.log"), "a", ".handoff/hook.log");
  try {
    const [command, argv] = ahead
      ? ["/bin/sh", ["-c", WAIT_FOR_EXIT, spec.file, process.execPath, ...args]]
      : [process.execPath, args];
    const child = spawn(command, argv, {
      cwd: spec.root,
      detached: true,
      stdio: [ahead ? "pipe" : "ignore", log, log],
      env: spec.env ?? process.env,
    });
    child.on("error", () => undefined);
    child.unref();
    // The pipe's end held here must not keep this process alive: its exit is the signal.
    child.stdin?.on("error", () => undefined);
    (child.stdin as { unref?: () => void } | null)?.unref?.();
    if (spec.background === true && child.pid !== undefined) lowerPriority(child.pid);
    return child.pid;
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
