/**
 * `handoff.json`, the source of truth (SPEC §3.1). A superset of the lesson's payload: the seven
 * lesson fields keep their exact types. Published as `schema/handoff.schema.json`; keep the two
 * in step (a test validates every packet the suite produces against the schema).
 */
export type Severity = "block" | "warn" | "info";

/** One entry of the trimmed tail: a passing record, or a group of failures of one command. */
export interface TailEntry {
  command: string;
  exit_code: number | null;
  /** Failures only: how many failing runs of this command were grouped here. */
  count?: number;
  /** Failures only: exit code of the first grouped failure (the last is `exit_code`). */
  first_exit_code?: number | null;
  /** Failures only: the last non-empty line of stderr (or stdout when stderr is empty). */
  last_error_line?: string;
  /** Failures only: a short tail of stderr/stdout. */
  tail?: string;
  agent_note?: string;
  sidechain?: boolean;
}

export interface OpenRisk {
  severity: Severity;
  detail: string;
}

export interface VerdictPointer {
  /** Path of the verification report the verdict rests on, or null. */
  verdict: string | null;
  /** Path of the review report, or null. */
  review: string | null;
  /** Path of the clean-state report (relative to the repo root), or null. */
  clean_state: string | null;
}

export interface LandedCommit {
  commit: string;
  subject: string;
}

export interface PacketState {
  landed: LandedCommit[];
  /** The commit `landed` was counted from (exclusive), or null for "the last N". */
  landed_since: string | null;
  in_progress: string[];
  queued: string[];
}

export interface PacketWorktree {
  /** Relative to the repo root (`.` for the main one); never absolute. */
  path: string;
  branch: string | null;
  dirty: boolean;
}

export interface PacketWhere {
  branch: string | null;
  worktrees: PacketWorktree[];
  modified_files: string[];
  read_first: string[];
}

export interface VerdictTrailEntry {
  task_id: string;
  source: "verification" | "review" | "clean_state";
  /** `passed`/`failed` for verifications, the review verdict, `clean`/`not clean`. */
  verdict: string;
  /** Review total 0..10, when a review. */
  total?: number;
  /** Each defect verbatim from the report. */
  defects: string[];
  /** Repo-relative report path. */
  path: string | null;
}

export interface DecisionOption {
  choice: string;
  implies: string;
}

export interface OpenDecision {
  id: string;
  question: string;
  options: DecisionOption[];
}

export interface Pitfall {
  id: string;
  text: string;
}

export interface Assumption {
  id: string;
  text: string;
  /** Where it came from: `agent_state`, `note`, or `review` (scored ≤ 1). */
  source: "agent_state" | "note" | "review";
}

export interface ConcurrentWork {
  worktrees: PacketWorktree[];
  stashes: { ref: string; message: string }[];
  unmerged_branches: string[];
}

export interface PacketItem {
  name: string;
  status: "PROVEN" | "STILL-BUILDING";
  missing_proof?: string;
}

/** How a file of the work range stands (SPEC §3.1 "The work range"). */
export type WorkFileStatus = "committed" | "staged" | "unstaged" | "untracked" | "deleted";

export interface WorkFile {
  /** Repo-relative. */
  path: string;
  status: WorkFileStatus;
}

/**
 * The branch's work: commits from `base` (exclusive) to `head_commit` plus what is uncommitted.
 * `state.landed` lists exactly those commits; `changed_files` is `files`' paths.
 */
export interface WorkRange {
  /** The commit the range starts after, or null (no commits of the branch's own / no git). */
  base: string | null;
  /** Where `base` came from, in words: `fork point with main`, `previous packet`, `upstream`, … */
  base_label: string | null;
  files: WorkFile[];
  /** Paths the transcript says were edited that neither exist nor appear in the range. */
  edited_not_in_repo: string[];
}

/** A plan the agent presented, with each step's status. */
export interface PacketPlan {
  title: string | null;
  steps: { text: string; status: "pending" | "in_progress" | "completed" }[];
}

/** A `proof` note: live evidence recorded by the agent. */
export interface Proof {
  id: string;
  text: string;
}

/**
 * A user message of the branch's relay (SPEC §3.1 "standing context"): the user's words, verbatim
 * and redacted, with the agent and date of the session that received them. Messages of earlier
 * sessions carry forward from packet to packet until the user supersedes them.
 */
export interface UserMessage {
  /** Whole up to 2,000 characters; a longer one is cut at a sentence, kept whole in history. */
  text: string;
  /** The agent of the session the user said it in (`claude`, `codex`, …), or null. */
  agent: string | null;
  /** That session's date (UTC, `YYYY-MM-DD`, from the transcript), or null. */
  date: string | null;
  /** The packet that first recorded it; null when it is this packet's own session's. */
  packet: string | null;
}

/** What the agent concluded in its prose (SPEC §2.3): a decision, a dead end or a fact. */
export interface Conclusion {
  kind: "decision" | "dead_end" | "fact";
  /** One or two sentences, ≤ 300 characters, cut at a sentence boundary. */
  text: string;
  agent: string | null;
  date: string | null;
  packet: string | null;
}

/** The conversation's last turns: the last user message and the agent's last two messages. */
export interface ConversationTail {
  user: string | null;
  /** Oldest first; the last one is the agent's last report. */
  agent: string[];
}

/** Overflow moved out of handoff.md into history.md (SPEC §3.3): moved, never deleted. */
export interface HistoryBlock {
  section: string;
  lines: string[];
}

export interface Packet {
  schema_version: 1;
  /** First 16 hex digits of the sha256 of the canonical packet without `id` and `previous`. */
  id: string;
  task_id: string | null;
  branch: string | null;
  topic: string;
  head_commit: string | null;
  last_known_good_commit: string | null;
  previous: string | null;

  // The lesson's seven fields.
  summary: string;
  changed_files: string[];
  commands_run: string[];
  failed_attempts: string[];
  open_risks: OpenRisk[];
  next_action: string;
  verdict_pointer: VerdictPointer;

  feedback_tail: TailEntry[];

  // The skill's sections.
  objective: string | null;
  state: PacketState;
  where: PacketWhere;
  verdict_trail: VerdictTrailEntry[];
  next_command: string | null;
  open_decisions: OpenDecision[];
  unmet_contracts: string[];
  pitfalls: Pitfall[];
  suggested_skills: string[];
  assumptions_to_validate: Assumption[];
  preloads: string[];
  concurrent_work: ConcurrentWork;
  items: PacketItem[];
  /** Count of redactions per kind, e.g. `{ "openai": 1, "email": 2 }`. */
  redactions: Record<string, number>;
  history: HistoryBlock[];

  // The work range and the session's own words (SPEC §3.1).
  work_range: WorkRange;
  /**
   * Every user message of the branch's relay (same branch and topic), oldest first, each labelled
   * with its session's agent and date; low-information prompts of earlier sessions drop out.
   */
  user_messages: UserMessage[];
  /** The agent's last report, redacted, cut (~600 chars), or null. */
  agent_report: string | null;
  plan: PacketPlan | null;
  /** The agent's conclusions across the relay, newest first. */
  conclusions: Conclusion[];
  /** The last session's closing turns. */
  conversation_tail: ConversationTail;
  /** Every proof note (SPEC §3.1: every proof note appears). */
  proofs: Proof[];
  /** Where the packet's facts came from (repo-relative or labels), for the reader. */
  sources: string[];
}
