/**
 * Typed errors that carry the process exit code of SPEC §10. Library code throws them; only the
 * CLI entry prints a message and exits. Expected outcomes (drift, not clean) are return values.
 */

/** Base class: every error the tool raises on purpose. */
export class HandoffError extends Error {
  readonly exitCode: number;
  constructor(message: string, exitCode: number, options?: { cause?: unknown }) {
    super(message, options);
    this.name = new.target.name;
    this.exitCode = exitCode;
  }
}

/** Bad usage of the command line: unknown flag, missing argument, bad value. Exit 2. */
export class UsageError extends HandoffError {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, 2, options);
  }
}

/**
 * Bad input: a file that is present but invalid. The message names the file, and the line and
 * field when known, e.g. `agent_state.json: next_action must be a string`. Exit 2.
 */
export class InputError extends HandoffError {
  readonly file: string | undefined;
  readonly line: number | undefined;
  constructor(
    message: string,
    where: { file?: string; line?: number } = {},
    options?: { cause?: unknown },
  ) {
    super(message, 2, options);
    this.file = where.file;
    this.line = where.line;
  }
}

/**
 * A transcript whose session ran outside this repository (SPEC §2.3): its files and words are
 * another project's, so `write` refuses it (exit 2) naming both folders; a hook logs and drops it.
 */
export class ForeignTranscriptError extends InputError {
  /** The folder the session ran in; null when the transcript records none. */
  readonly sessionCwd: string | null;
  /** `why` replaces "this session ran in …" when the transcript records no folder. */
  constructor(transcript: string, sessionCwd: string | null, root: string, why?: string) {
    super(
      `${transcript}: ${why ?? `this session ran in ${sessionCwd}, outside this repository`} (${root}); a transcript must belong to the repo it describes`,
      { file: transcript },
    );
    this.sessionCwd = sessionCwd;
  }
}

/** A rule of SPEC §3.4 refused the write; the message says how to fix it. Exit 3. */
export class RefusedError extends HandoffError {
  readonly reasons: string[];
  constructor(message: string, reasons: string[] = []) {
    super(message, 3);
    this.reasons = reasons;
  }
}

/** Nothing to act on: no packet, no such id. Exit 4. */
export class NotFoundError extends HandoffError {
  constructor(message: string) {
    super(message, 4);
  }
}
