import type { Readable, Writable } from "node:stream";

/** What a command may touch of the process: injected so tests can drive commands in-process. */
export interface CliIO {
  stdin: Readable;
  stdout: Writable;
  stderr: Writable;
  cwd: string;
  env: NodeJS.ProcessEnv;
  /**
   * A hook's input, already being read from `stdin` by the executable (bin.ts reads it first
   * thing, see hooks/early-input.ts): `handoff hook` takes it instead of reading stdin again.
   */
  hookInput?: Promise<string>;
}

/** A command: parses its own arguments and returns the exit code. */
export type Command = (args: string[], io: CliIO) => Promise<number>;

/**
 * True for the error of a write to a reader that has gone (`handoff list | head -1` closes the
 * pipe early): EPIPE, or the destroyed stream every later write meets.
 */
export function isBrokenPipe(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | null)?.code;
  return code === "EPIPE" || code === "ERR_STREAM_DESTROYED";
}

/**
 * Write text to a stream and wait until it is flushed (so exit codes never cut output). When
 * the reader has gone, the rest of the output has nowhere to go, which is no failure of the
 * command: it resolves `false` (a command that streams stops producing), and the command ends
 * with its own status.
 */
export function writeOut(stream: Writable, text: string): Promise<boolean> {
  return new Promise((resolve, reject) => {
    stream.write(text, (error) => {
      if (error && !isBrokenPipe(error)) reject(error);
      else resolve(!error);
    });
  });
}

/** Colour only for a person at a terminal who has not asked for none (NO_COLOR). */
export function useColor(io: CliIO): boolean {
  const tty = (io.stdout as { isTTY?: boolean }).isTTY === true;
  return tty && io.env["NO_COLOR"] === undefined;
}

/** `text` in an ANSI colour (31 red, 32 green, 33 yellow) when `color` is on. */
export function paint(color: boolean, code: number, text: string): string {
  return color ? `\u001b[${code}m${text}\u001b[0m` : text;
}
