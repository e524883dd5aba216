/**
 * What the briefing says, as data (issue 21): every kind of fact the packet holds, in the order
 * the next agent needs it, with the live verdicts of resume. The text briefing
 * (`briefing-sections.ts`), `resume --format json` and the MCP `handoff_resume` result are all
 * projections of these facts, so the three never disagree. Pure.
 */
import type {
  Assumption,
  Conclusion,
  ConversationTail,
  UserMessage,
  LandedCommit,
  OpenDecision,
  ResolvedDecision,
  Packet,
  PacketPlan,
  PacketWorktree,
  Pitfall,
  Proof,
  VerdictTrailEntry,
  WorkFileStatus,
} from "../model/packet/types.js";
import { inForceFirst } from "../render/labels.js";
import { isCheckCommand } from "../trim/test-command.js";
import { commandOf, reasonOf } from "../trim/failure-reason.js";
import type { Claim } from "./compare-claims.js";
import type { ResumeRisk } from "./recheck-risks.js";
import type { ResumeResult } from "./resume.js";

/** A failed command of the session, with whether a later run of it passed. */
export interface FailedAttempt {
  /** As the packet records it: `<command> -> exit <code>`. */
  text: string;
  command: string;
  passed_later: boolean;
  /** The last error line the feedback tail kept for this command, if any. */
  last_error: string | null;
}

/** A file of the work range; `status` is null when only `changed_files` named it. */
export interface BriefingFile {
  path: string;
  status: WorkFileStatus | null;
}

/** The briefing's facts, in priority order. */
export interface BriefingFacts {
  objective: string | null;
  summary: string;
  drift: Claim[];
  next_action: string;
  next_command: string | null;
  /** The packet came from another copy of the registry: its command is text to check. */
  pulled: boolean;
  /**
   * Every user message of the relay with the agent and date of its session: the rules in force
   * oldest first, then the superseded ones (each marked with the message that reversed it).
   */
  user_messages: UserMessage[];
  agent_report: string | null;
  /** What the agent concluded across the relay, newest first. */
  conclusions: Conclusion[];
  conversation_tail: ConversationTail;
  /** Still failing first (newest first), then those that passed later. */
  failed_attempts: FailedAttempt[];
  /** Checks whose latest run in the feedback tail passed, newest first (see collectPassingNow). */
  passing_now: string[];
  open_decisions: OpenDecision[];
  /** Decisions closed with their answer, newest first (an older packet has none). */
  resolved_decisions: ResolvedDecision[];
  pitfalls: Pitfall[];
  assumptions_to_validate: Assumption[];
  /** Blocking risks not resolved live, then the others, then the resolved ones. */
  risks: ResumeRisk[];
  unmet_contracts: string[];
  landed: LandedCommit[];
  /** What the range starts after, in words (`fork point with main`), or null. */
  work_base: string | null;
  /** Uncommitted first, then committed. */
  changed_files: BriefingFile[];
  edited_not_in_repo: string[];
  plan: PacketPlan | null;
  in_progress: string[];
  queued: string[];
  items: Packet["items"];
  verdict_trail: VerdictTrailEntry[];
  proofs: Proof[];
  /** Exactly what to load before acting: preloads, then the files to read first. */
  load_first: string[];
  suggested_skills: string[];
  concurrent_worktrees: PacketWorktree[];
  stashes: { ref: string; message: string }[];
  unmerged_branches: string[];
  verified: Claim[];
  /** Lines the packet itself moved to history.md, per section name (SPEC §3.3). */
  archived: Record<string, number>;
}

const FILE_RANK: Record<WorkFileStatus, number> = {
  unstaged: 0,
  staged: 1,
  untracked: 2,
  deleted: 3,
  committed: 4,
};

const RISK_RANK = { block: 0, warn: 1, info: 2 } as const;

function collectFailedAttempts(
  packet: Packet,
  carried: Readonly<Record<string, string>> = {},
): FailedAttempt[] {
  const tail = packet.feedback_tail;
  // The tail is in run order: a command passed later when a passing run follows its last failure.
  const passedLater = (command: string) => {
    const lastFail = tail.findLastIndex((e) => e.command === command && e.exit_code !== 0);
    const lastPass = tail.findLastIndex((e) => e.command === command && e.exit_code === 0);
    return lastPass >= 0 && lastPass > lastFail;
  };
  const attempts = packet.failed_attempts.map((text): FailedAttempt => {
    const command = commandOf(text);
    const failure = tail.findLast((e) => e.command === command && e.exit_code !== 0);
    return {
      text,
      command,
      passed_later: /\(passed later( as [\s\S]+)?\)/i.test(text) || passedLater(command),
      last_error: failure ? reasonOf(failure) : (carried[command] ?? null),
    };
  });
  // The packet keeps the newest last; the briefing shows the newest first, still failing first.
  const newestFirst = attempts.reverse();
  return [
    ...newestFirst.filter((a) => !a.passed_later),
    ...newestFirst.filter((a) => a.passed_later),
  ];
}

/**
 * Checks whose latest run passed, newest first. Only a check whose exit status is its own is
 * proof (SPEC §2.3): `cat src/a.js` or `npm test | tail -3` passing says nothing; they stay in
 * the commands run.
 */
function collectPassingNow(packet: Packet): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const entry of [...packet.feedback_tail].reverse()) {
    if (seen.has(entry.command)) continue;
    seen.add(entry.command);
    if (entry.exit_code === 0 && isCheckCommand(entry.command)) out.push(entry.command);
  }
  return out;
}

function collectChangedFiles(packet: Packet): BriefingFile[] {
  const files: BriefingFile[] =
    packet.work_range.files.length > 0
      ? packet.work_range.files.map(({ path, status }) => ({ path, status }))
      : [...new Set([...packet.where.modified_files, ...packet.changed_files])].map((path) => ({
          path,
          status: null,
        }));
  return files
    .map((file, index) => ({ file, index }))
    .sort(
      (a, b) =>
        (a.file.status === null ? 0 : FILE_RANK[a.file.status]) -
          (b.file.status === null ? 0 : FILE_RANK[b.file.status]) || a.index - b.index,
    )
    .map(({ file }) => file);
}

function orderRisks(risks: readonly ResumeRisk[]): ResumeRisk[] {
  const rank = (r: ResumeRisk) => (r.verdict === "resolved" ? 3 : RISK_RANK[r.severity]);
  return risks
    .map((risk, index) => ({ risk, index }))
    .sort((a, b) => rank(a.risk) - rank(b.risk) || a.index - b.index)
    .map(({ risk }) => risk);
}

function countArchived(packet: Packet): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const block of packet.history) {
    counts[block.section] = (counts[block.section] ?? 0) + block.lines.length;
  }
  return counts;
}

/** The user messages of a packet: a packet written before they were labelled holds strings. */
function readUserMessages(messages: readonly (UserMessage | string)[]): UserMessage[] {
  return messages.map((m) =>
    typeof m === "string" ? { text: m, agent: null, date: null, packet: null } : m,
  );
}

/** Pure: the facts of the briefing for a found packet. */
export function collectBriefingFacts(result: ResumeResult, packet: Packet): BriefingFacts {
  // The packet's own preload ("handoff resume …") is what is running now: leave it out.
  const load = [...new Set([...packet.preloads, ...packet.where.read_first])].filter(
    (p) => !p.startsWith("handoff resume"),
  );
  return {
    objective: packet.objective,
    summary: packet.summary,
    drift: result.claims.filter((c) => c.verdict === "DRIFTED"),
    next_action: packet.next_action,
    next_command: packet.next_command,
    pulled: result.pulled === true,
    user_messages: inForceFirst(readUserMessages(packet.user_messages)),
    agent_report: packet.agent_report,
    conclusions: Array.isArray(packet.conclusions) ? [...packet.conclusions].reverse() : [],
    conversation_tail: packet.conversation_tail ?? { user: null, agent: [] },
    failed_attempts: collectFailedAttempts(packet, result.carried_reasons),
    passing_now: collectPassingNow(packet),
    open_decisions: packet.open_decisions,
    resolved_decisions: packet.resolved_decisions ?? [],
    pitfalls: packet.pitfalls,
    assumptions_to_validate: packet.assumptions_to_validate,
    risks: orderRisks(
      result.risks.length > 0 || packet.open_risks.length === 0
        ? result.risks
        : packet.open_risks.map((r) => ({ ...r, verdict: "unchecked" as const })),
    ),
    unmet_contracts: packet.unmet_contracts,
    landed: packet.state.landed,
    work_base: packet.work_range.base_label,
    changed_files: collectChangedFiles(packet),
    edited_not_in_repo: packet.work_range.edited_not_in_repo,
    plan: packet.plan,
    in_progress: packet.state.in_progress,
    queued: packet.state.queued,
    items: packet.items,
    verdict_trail: packet.verdict_trail,
    proofs: packet.proofs,
    load_first: load,
    suggested_skills: packet.suggested_skills,
    concurrent_worktrees: packet.concurrent_work.worktrees,
    stashes: packet.concurrent_work.stashes,
    unmerged_branches: packet.concurrent_work.unmerged_branches,
    verified: result.claims.filter((c) => c.verdict === "VERIFIED"),
    archived: countArchived(packet),
  };
}
