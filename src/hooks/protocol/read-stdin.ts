/**
 * A hook's stdin, read to the end, bounded in size (`MAX_HOOK_INPUT_BYTES`) and time: the agent
 * closes it at once, so a pipe still open after the wait has nobody writing to it.
 */
import type { Readable } from "node:stream";
import { MAX_HOOK_INPUT_BYTES } from "./read-hook-input.js";

/** A hook's stdin closes at once; waiting longer than this means nobody is writing to it. */
const STDIN_TIMEOUT_MS = 10_000;

/** The stdin wait, or `HANDOFF_HOOK_STDIN_MS` when set to a positive integer (for tests). */
export function stdinTimeout(env: NodeJS.ProcessEnv): number {
  const value = Number(env["HANDOFF_HOOK_STDIN_MS"]);
  return Number.isInteger(value) && value > 0 ? value : STDIN_TIMEOUT_MS;
}

/**
 * Read stdin to the end, bounded in size and time; a terminal is refused at once. Given up on
 * (too slow, too large), stdin is destroyed: a pipe the agent never closes would otherwise keep
 * the process alive after the hook logged and returned.
 */
export function readHookStdin(stdin: Readable, timeoutMs: number): Promise<string> {
  if ((stdin as Readable & { isTTY?: boolean }).isTTY) {
    return Promise.reject(
      new Error("stdin is a terminal; the hook expects the agent's JSON on stdin"),
    );
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const finish = (error?: Error) => {
      clearTimeout(timer);
      stdin.removeAllListeners("data");
      stdin.pause();
      if (error) {
        stdin.destroy();
        reject(error);
      } else resolve(Buffer.concat(chunks).toString("utf8"));
    };
    const timer = setTimeout(
      () => finish(new Error(`no end of input after ${timeoutMs} ms`)),
      timeoutMs,
    );
    timer.unref();
    stdin.on("data", (chunk: Buffer | string) => {
      const buffer = typeof chunk === "string" ? Buffer.from(chunk) : chunk;
      size += buffer.length;
      if (size > MAX_HOOK_INPUT_BYTES) finish(new Error(`more than ${MAX_HOOK_INPUT_BYTES} bytes`));
      else chunks.push(buffer);
    });
    stdin.once("end", () => finish());
    stdin.once("error", (error) => finish(error));
  });
}
