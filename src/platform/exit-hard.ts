/**
 * End the process now, even when a thread of libuv's pool is stuck in a system call. Node's
 * `process.exit()` (and `process.reallyExit()`) joins the pool's threads before the process
 * ends: one blocked in `open()` of a FIFO that no one writes, or on a dead network mount, makes
 * the exit wait forever (measured on Node 20: the process never ends). So a small watcher is
 * started first: it holds the read end of a pipe whose write end only this process has. When
 * the exit completes, the pipe closes and the watcher leaves; if the pipe is still open after
 * `graceMs`, this process is still there (its pid cannot have been reused) and is killed.
 */
import { createRequire } from "node:module";

const WATCHER = `
const [pid, ms] = process.argv.slice(1).map(Number);
const timer = setTimeout(() => { try { process.kill(pid, "SIGKILL"); } catch {} }, ms);
const done = () => clearTimeout(timer);
process.stdin.on("end", done).on("error", done).on("close", done).resume();
`;

/** The default grace between `process.exit` and the kill. */
export const EXIT_GRACE_MS = 1_000;

/**
 * Exit with `code`, or be killed (SIGKILL) `graceMs` later when the exit cannot complete. Never
 * returns. Loads `node:child_process` only now: it is off every normal path.
 */
export function exitHard(code: number, graceMs: number = EXIT_GRACE_MS): never {
  try {
    // A builtin through require: no file read, so no pool thread is needed to load it.
    const { spawn } = createRequire(import.meta.url)(
      "node:child_process",
    ) as typeof import("node:child_process");
    const watcher = spawn(process.execPath, ["-e", WATCHER, String(process.pid), String(graceMs)], {
      detached: true,
      // Not our stdout/stderr: an agent reading them would wait for the watcher too.
      stdio: ["pipe", "ignore", "ignore"],
    });
    watcher.on("error", () => undefined);
    watcher.unref();
  } catch {
    // No watcher: the plain exit is all that is left.
  }
  process.exit(code);
}
