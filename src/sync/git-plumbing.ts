/**
 * The git calls of sync. Apart from `runGit` (read-only, text), sync needs byte-exact output
 * (`cat-file --batch` sizes are in bytes) and the tool's only writing git calls: objects
 * (`hash-object -w`, `mktree`, `commit-tree`) and refs under `refs/handoff/` (`update-ref`,
 * `fetch`, `push`). None of them reads or writes the index, HEAD, branches or the work tree.
 */
import { spawn } from "node:child_process";
import { HandoffError, InputError } from "../errors.js";
import { gitEnvironment } from "../platform/run-git.js";

/** Result of one plumbing call: stdout as bytes, stderr as text. */
export interface PlumbingResult {
  exitCode: number;
  stdout: Buffer;
  stderr: string;
}

/**
 * The registry commits are made by a fixed identity at a fixed date: they name no person, need
 * no `user.email`, and two machines that build the same tree on the same parent build the same
 * commit.
 */
const COMMIT_ENV = {
  GIT_AUTHOR_NAME: "handoff",
  GIT_AUTHOR_EMAIL: "handoff@localhost.invalid",
  GIT_AUTHOR_DATE: "@0 +0000",
  GIT_COMMITTER_NAME: "handoff",
  GIT_COMMITTER_EMAIL: "handoff@localhost.invalid",
  GIT_COMMITTER_DATE: "@0 +0000",
};

/**
 * Run git in `cwd` with `input` on stdin. Automatic maintenance is off for these calls: a
 * fetch must not start a gc in the user's repository. Never throws for a non-zero exit;
 * InputError (exit 2) when git cannot be started.
 */
export function runPlumbing(
  cwd: string,
  args: readonly string[],
  input?: string | Buffer,
): Promise<PlumbingResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      "git",
      ["-c", "maintenance.auto=false", "-c", "gc.auto=0", "-c", "core.quotePath=false", ...args],
      {
        cwd,
        env: gitEnvironment(COMMIT_ENV),
        stdio: [input === undefined ? "ignore" : "pipe", "pipe", "pipe"],
      },
    );
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout?.on("data", (chunk: Buffer) => out.push(chunk));
    child.stderr?.on("data", (chunk: Buffer) => err.push(chunk));
    child.on("error", (error: NodeJS.ErrnoException) => {
      reject(
        error.code === "ENOENT"
          ? new InputError(
              "git was not found on PATH; install git or fix PATH",
              {},
              { cause: error },
            )
          : error,
      );
    });
    child.on("close", (code) =>
      resolve({
        exitCode: code ?? 128,
        stdout: Buffer.concat(out),
        stderr: Buffer.concat(err).toString("utf8"),
      }),
    );
    child.stdin?.on("error", () => {});
    if (input !== undefined && child.stdin) child.stdin.end(input);
  });
}

/** Like `runPlumbing`, but a non-zero exit is an error naming the command (exit 70: a bug). */
export async function runPlumbingOrThrow(
  cwd: string,
  args: readonly string[],
  input?: string | Buffer,
): Promise<Buffer> {
  const result = await runPlumbing(cwd, args, input);
  if (result.exitCode !== 0) {
    throw new HandoffError(
      `git ${args[0] ?? ""} failed (exit ${result.exitCode}): ${result.stderr.trim().slice(0, 500)}`,
      70,
    );
  }
  return result.stdout;
}
