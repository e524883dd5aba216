/**
 * The snapshot: one immutable, JSON-safe object holding everything `collect` read. Every later
 * stage (check, trim, generate, render) is a pure function of it. Absolute paths may live here
 * (the snapshot never leaves the process); the packet built from it must not carry them.
 */

import type { Assumption, OpenDecision, Packet, Pitfall, TailEntry } from "../packet/types.js";

import type { FeedbackSummary } from "./feedback-types.js";
import type { GitState } from "./git-types.js";
import type { TranscriptSummary } from "./transcript-types.js";

export type { TailEntry };
export type * from "./feedback-types.js";
export type * from "./git-types.js";
export type * from "./transcript-types.js";

// ---------------------------------------------------------------------------------------------
// Workbench files (SPEC §2.2), as validated.

export interface AgentState {
  schema_version: 1;
  active_task_id: string | null;
  touched_files: string[];
  assumptions?: string[];
  blockers?: string[];
  next_action: string;
  /** Optional: the branch the work is expected on (clean-state "branch" check). */
  expected_branch?: string;
}

export type TaskStatus = "todo" | "in_progress" | "done" | "blocked";

export interface Task {
  id: string;
  goal: string;
  owner: "builder" | "reviewer" | "human";
  acceptance: string[];
  status: TaskStatus;
}

export interface Feature {
  id: string;
  status: TaskStatus;
  goal: string;
  done_when: string;
}

export interface FeatureList {
  project: string;
  active: string | null;
  features: Feature[];
}

export interface Finding {
  code?: string;
  severity: "block" | "warn" | "info";
  detail: string;
}

export interface Verification {
  task_id: string;
  passed: boolean;
  strict?: boolean;
  head_commit?: string;
  coverage?: { current: number; previous: number } | null;
  findings: Finding[];
  /** Repo-relative path of the report, e.g. `outputs/verification/T-001.json`. */
  path: string;
}

export interface ReviewDimension {
  name: string;
  score: number;
  note: string;
}

export interface Review {
  task_id: string;
  total: number;
  verdict: "pass" | "soft_fail" | "hard_fail";
  dimensions?: ReviewDimension[];
  /** Repo-relative path of the report. */
  path: string;
}

// ---------------------------------------------------------------------------------------------
// Feedback records (SPEC §2.2) and the trim (SPEC §4).

/** Skipped lines a summary lists by position (feedback log, transcript); the rest are only counted. */
export const MAX_SKIPPED_LISTED = 20;

// ---------------------------------------------------------------------------------------------
// Notes (SPEC §2.4) and the previous packet (registry).

export type NoteKind =
  | "objective"
  | "decision"
  | "pitfall"
  | "assumption"
  | "risk"
  | "proof"
  | "next"
  | "skill"
  | "resolve";

export interface Note {
  /** Short stable id, e.g. `n-1a2b3c4d` (content hash of kind+text+sequence). */
  id: string;
  kind: NoteKind;
  text: string;
  /** Decisions: options with what each implies. */
  options?: { choice: string; implies: string }[];
  /** Risks: block | warn | info. */
  severity?: "block" | "warn" | "info";
  /** `resolve` notes: the id they close. */
  target?: string;
  /** `resolve` notes closing a decision: its question, as it stood when it was closed. */
  question?: string;
  /** `resolve` notes closing a decision: the option chosen (`--choice`). */
  choice?: string;
  /** `resolve` notes: why it was closed (`--why`, or the words after the id). */
  why?: string;
  /** Where the note applies; notes without a branch apply to every branch. */
  branch?: string | null;
  topic?: string;
  /**
   * The active packet of its branch and topic when it was recorded (null: none yet), so a later
   * write knows whether a packet already handed it over. Absent in notes of older versions.
   */
  after?: string | null;
  /** `proof` notes: the sha256 prefix of each repo file its text names, when it was recorded. */
  files?: Record<string, string>;
}

// ---------------------------------------------------------------------------------------------
// Clean-state check (SPEC §5).

export interface CleanStateItem {
  check: "working tree" | "temp artifacts" | "tests" | "feature board" | "branch";
  detail: string;
  path?: string;
}

export interface CleanState {
  clean: boolean;
  blocking: CleanStateItem[];
  warnings: CleanStateItem[];
}

// ---------------------------------------------------------------------------------------------
// The snapshot itself.

export interface WriteOptions {
  topic: string;
  task_id: string | null;
  k: number;
  next: string | null;
  allow_dirty: boolean;
  allow_unverified: boolean;
  allow_missing_next: boolean;
  /**
   * Who is writing, in words, when not a person at the CLI: e.g. "the Claude Code SessionEnd
   * hook". Skipped rules are then recorded as "written by <writer>: …", never as CLI flags.
   */
  writer: string | null;
  /** The agent's last report as the hook input gave it (Claude Code / Codex `last_assistant_message`). */
  agent_report: string | null;
}

export interface Workbench {
  agent_state: AgentState | null;
  task_board: Task[] | null;
  feature_list: FeatureList | null;
  /** Sorted by task_id. */
  verifications: Verification[];
  /** Sorted by task_id. */
  reviews: Review[];
  feedback: FeedbackSummary | null;
  diff_summary: { touched: string[] } | null;
}

/** The parts of the previous (active) packet that the next one builds on. */
export interface PreviousPacketView {
  id: string;
  /** The id that packet itself superseded. */
  previous: string | null;
  head_commit: string | null;
  last_known_good_commit: string | null;
  /** The base its `state.landed` was counted from (kept so a rerun stays identical). */
  landed_since: string | null;
  open_decisions: OpenDecision[];
  pitfalls: Pitfall[];
  assumptions_to_validate: Assumption[];
  /** The whole superseded packet, for what carries forward (SPEC §3.1 "Carry forward"). */
  packet: Packet;
}

export interface Snapshot {
  /** Absolute repo root. Never copied into a packet. */
  root: string;
  options: WriteOptions;
  workbench: Workbench;
  /** null when the root is not a git repository (workbench-only mode). */
  git: GitState | null;
  transcript: TranscriptSummary | null;
  /** Notes for this branch+topic, in the order recorded. */
  notes: Note[];
  previous: PreviousPacketView | null;
  /**
   * Repo-relative paths that the workbench (`touched_files`, `diff_summary`) or the transcript
   * say were edited and that do not exist on disk now (collect checks the disk; generate keeps
   * them out of `changed_files` unless the work range has them). Absent: nothing was checked.
   */
  absent_paths?: string[];
  /**
   * The failing tests' names of failed test runs a later passing run covers that no file of the
   * repo names now (tracked or untracked): tests the session replaced (collect/git/gone-tests.ts;
   * generate's `replaced-tests.ts`). Absent: none was looked up.
   */
  gone_tests?: string[];
  /**
   * The sha256 prefix now of each file an open proof note recorded (null: not a file now), so
   * generate can tell a proof whose files changed after it. Absent: no proof named a file.
   */
  proof_files?: Record<string, string | null>;
}
