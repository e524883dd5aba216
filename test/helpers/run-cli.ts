import { PassThrough } from "node:stream";
import type { CliIO } from "../../src/cli/io.js";
import { main } from "../../src/cli/main.js";

export interface CliRun {
  code: number;
  stdout: string;
  stderr: string;
}

/** Run the CLI in-process with captured streams, as a user would from `cwd`. */
export async function runCli(
  args: string[],
  { cwd, stdin = "", env = {} }: { cwd: string; stdin?: string; env?: Record<string, string> },
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
  const code = await main(args, io);
  return {
    code,
    stdout: Buffer.concat(out).toString("utf8"),
    stderr: Buffer.concat(err).toString("utf8"),
  };
}
