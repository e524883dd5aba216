/**
 * An error as it crosses from a worker thread to the thread that started it: the fields the CLI
 * reports (class, message, file and line, exit code, a system error's code), sent as plain data
 * and rebuilt as the class it was thrown as, so a worker's failure reads as the main thread's.
 */
import { HandoffError, InputError } from "../errors.js";
import type { AgentKind } from "../model/snapshot/types.js";

/** An error as it crosses threads: its class and the fields the CLI reports. */
export interface SentError {
  kind: "input" | "handoff" | "other";
  name: string;
  message: string;
  stack: string | undefined;
  exitCode: number | undefined;
  file: string | undefined;
  line: number | undefined;
  /** WrongAgentError's agent. */
  detected: AgentKind | undefined;
  /** A system error's fields (`describeSystemError` reads them). */
  code: string | undefined;
  path: string | undefined;
  syscall: string | undefined;
  errno: number | undefined;
}

/** The fields of an error the CLI reports (message, file, line, exit code, system code). */
export function sendError(error: unknown): SentError {
  const base = error instanceof Error ? error : new Error(String(error));
  const system = base as NodeJS.ErrnoException;
  return {
    kind: base instanceof InputError ? "input" : base instanceof HandoffError ? "handoff" : "other",
    name: base.name,
    message: base.message,
    stack: base.stack,
    exitCode: base instanceof HandoffError ? base.exitCode : undefined,
    file: base instanceof InputError ? base.file : undefined,
    line: base instanceof InputError ? base.line : undefined,
    detected: (base as { detected?: AgentKind }).detected,
    code: typeof system.code === "string" ? system.code : undefined,
    path: typeof system.path === "string" ? system.path : undefined,
    syscall: typeof system.syscall === "string" ? system.syscall : undefined,
    errno: typeof system.errno === "number" ? system.errno : undefined,
  };
}

/** The error the worker sent, as the class it was thrown as on the main thread. */
export async function reviveError(sent: SentError): Promise<Error> {
  const where = {
    ...(sent.file === undefined ? {} : { file: sent.file }),
    ...(sent.line === undefined ? {} : { line: sent.line }),
  };
  if (sent.name === "WrongAgentError" && sent.detected !== undefined) {
    const { WrongAgentError } = await import("./transcripts/index.js");
    return new WrongAgentError(sent.message, sent.file ?? "", sent.detected);
  }
  let error: Error;
  if (sent.kind === "input") error = new InputError(sent.message, where);
  else if (sent.kind === "handoff") error = new HandoffError(sent.message, sent.exitCode ?? 70);
  else {
    error = new Error(sent.message);
    const system = error as NodeJS.ErrnoException;
    if (sent.code !== undefined) system.code = sent.code;
    if (sent.path !== undefined) system.path = sent.path;
    if (sent.syscall !== undefined) system.syscall = sent.syscall;
    if (sent.errno !== undefined) system.errno = sent.errno;
  }
  error.name = sent.name;
  // The worker's stack (shown only under HANDOFF_DEBUG, as any internal error's).
  if (sent.stack !== undefined) error.stack = sent.stack;
  return error;
}
