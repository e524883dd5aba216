import { PassThrough } from "node:stream";
import type { CliIO } from "../../src/cli/io.js";
import { main } from "../../src/cli/main.js";

export interface CliRun {
  code: number;
  stdout: string;
  stderr: string;
}

/** Where and with what a CLI run starts. */
export interface CliRunOptions {
  cwd: string;
  stdin?: string;
  env?: Record<string, string>;
}

/** Run the CLI in-process with captured streams, as a user would from `cwd`. */
export function runCli(args: string[], options: CliRunOptions): Promise<CliRun> {
  return runEntry(main, args, options);
}

/**
 * `runCli` through another entry than `main`: one command's `run` given more than the CLI passes
 * (a test's fake agent in its registry).
 */
export async function runEntry(
  entry: (args: string[], io: CliIO) => Promise<number>,
  args: string[],
  { cwd, stdin = "", env = {} }: CliRunOptions,
): Promise<CliRun> {
  const stdout = new PassThrough();
  const stderr = new PassThrough();
  const input = new PassThrough();
  input.end(stdin);
  const out: Buffer[] = [];
  const err: Buffer[] = [];
  stdout.on("data", (chunk: Buffer) => out.push(chunk));
  stderr.on("data", (chunk: Buffer) => err.push(chunk));
  const io: CliIO = { stdin: input, stdout, stderr, cwd, env: { ...process.env, ...env } };
  const code = await entry(args, io);
  return {
    code,
    stdout: Buffer.concat(out).toString("utf8"),
    stderr: Buffer.concat(err).toString("utf8"),
  };
}
