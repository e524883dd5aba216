/**
 * One broken input of the corpus: how to plant it in a fresh temp repo, the command to run, and
 * what the user must see. Cases are data; `test/e2e/broken-inputs.test.ts` runs each one.
 */

/** Which channel of input the case breaks. */
export type BrokenKind = "workbench" | "transcript" | "registry" | "hook" | "cli";

/** Where a case's expected message appears. */
export type MessageStream = "stderr" | "stdout" | "hook.log";

export interface BrokenCase {
  name: string;
  kind: BrokenKind;
  /** Plant the input. `repo` is a fresh repo holding one packet; `scratch` is a folder outside it. */
  setup?: (repo: string, scratch: string) => void | Promise<void>;
  /** The CLI arguments; a function when they name a path. */
  argv: string[] | ((repo: string, scratch: string) => string[]);
  /** Text on stdin (hooks). */
  stdin?: string;
  exit: number;
  /** A fragment of the message (case-sensitive), on `stream` (default stderr). */
  message: string | RegExp;
  stream?: MessageStream;
  /**
   * Whether `.handoff/` (besides `hook.log`) must be byte-for-byte as before. Defaults to true
   * for a non-zero exit: a failed command never leaves a half-written or changed registry.
   */
  handoffUnchanged?: boolean;
  /** When the repo holds a FIFO, the tree fingerprint (which reads every file) is skipped. */
  hasFifo?: boolean;
  /** A reason to skip, computed at run time (e.g. running as root). */
  skip?: () => string | false;
}

/** `write` with every refusal turned into a risk: only bad input can make it fail. */
export const WRITE = ["write", "--allow-dirty", "--allow-unverified", "--allow-missing-next"];
