import { spawn } from "node:child_process";
import { InputError } from "../../errors.js";

/** The fixed shape of every git call, success or failure (after execa). */
export interface GitResult {
  exitCode: number;
  stdout: string;
  stderr: string;
}

/**
 * Run one read-only git command in `cwd`. Never throws for a non-zero exit: callers read
 * `exitCode`. `--no-optional-locks` keeps even `git status` from refreshing the index file.
 * Throws InputError (exit 2) only when git itself cannot be started.
 */
export function runGit(
  cwd: string,
  args: readonly string[],
  { input, maxBuffer = 256 * 1024 * 1024 }: { input?: string; maxBuffer?: number } = {},
): Promise<GitResult> {
  return new Promise((resolve, reject) => {
    const child = spawn("git", ["--no-optional-locks", "-c", "core.quotePath=false", ...args], {
      cwd,
      env: { ...process.env, GIT_TERMINAL_PROMPT: "0", LC_ALL: "C", GIT_OPTIONAL_LOCKS: "0" },
      stdio: [input === undefined ? "ignore" : "pipe", "pipe", "pipe"],
    });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    let size = 0;
    child.stdout?.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size <= maxBuffer) out.push(chunk);
    });
    child.stderr?.on("data", (chunk: Buffer) => err.push(chunk));
    child.on("error", (error: NodeJS.ErrnoException) => {
      if (error.code === "ENOENT") {
        reject(new InputError("git was not found on PATH; install git or fix PATH", {}, { cause: error }));
      } else {
        reject(error);
      }
    });
    child.on("close", (code) => {
      resolve({
        exitCode: code ?? 128,
        stdout: Buffer.concat(out).toString("utf8"),
        stderr: Buffer.concat(err).toString("utf8"),
      });
    });
    if (input !== undefined && child.stdin) child.stdin.end(input);
  });
}
