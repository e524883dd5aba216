import type { Readable, Writable } from "node:stream";

/** What a command may touch of the process: injected so tests can drive commands in-process. */
export interface CliIO {
  stdin: Readable;
  stdout: Writable;
  stderr: Writable;
  cwd: string;
  env: NodeJS.ProcessEnv;
}

/** A command: parses its own arguments and returns the exit code. */
export type Command = (args: string[], io: CliIO) => Promise<number>;

/** Write text to a stream and wait until it is flushed (so exit codes never cut output). */
export function writeOut(stream: Writable, text: string): Promise<void> {
  return new Promise((resolve, reject) => {
    stream.write(text, (error) => (error ? reject(error) : resolve()));
  });
}
