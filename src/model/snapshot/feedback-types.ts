/**
 * The feedback part of the snapshot (SPEC §2.2, §4): the commands the agent ran and what
 * streaming the feedback log produced. Re-exported by `types.ts`, where the rest of the snapshot
 * is; a file of its own because the transcript part (`transcript-types.ts`) holds a feedback
 * summary too, and taking it from `types.ts` would make the two import each other.
 */
import type { TailEntry } from "../packet/types.js";

/** One command the agent ran, normalised: `command` is always a string. */
export interface FeedbackRecord {
  command_id?: string;
  parent_command_id?: string;
  command: string;
  exit_code: number | null;
  duration_ms?: number;
  started_at?: string;
  stdout_tail?: string;
  stderr_tail?: string;
  agent_note?: string;
  error?: string;
  /** Set by transcript adapters for records from a subagent's sidechain. */
  sidechain?: boolean;
}

/** A line of a JSONL input that could not be used. */
export interface SkippedLine {
  file: string;
  line: number;
  reason: string;
}

/** What streaming the feedback log (and its rotations) produced. */
export interface FeedbackSummary {
  /** Repo-relative paths read, oldest rotation first. */
  files: string[];
  total: number;
  failures: number;
  tail: TailEntry[];
  /** Distinct commands in first-run order, most recent last; bounded (see trim). */
  commands: string[];
  skipped: SkippedLine[];
  /** How many skipped lines there were in all (`skipped` itself is bounded). */
  skipped_count: number;
  /** The latest command that looks like a test run, with its exit code. */
  last_test: { command: string; exit_code: number | null } | null;
  /**
   * Commands that failed at least once in this input and whose latest run exited 0 (bounded like
   * `commands`): their failed attempts are shown `(passed later)`.
   */
  passed_later: string[];
  /**
   * Of those, each that passed as a command line differing only by leading `VAR=value`
   * assignments, with that line (`make db-test` as `PGPORT=5433 make db-test`). Absent: none.
   */
  passed_later_as?: { command: string; as: string }[];
}
