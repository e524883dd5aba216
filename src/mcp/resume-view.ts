/**
 * The structured result of `handoff_resume` (pure): which packet, who wrote it and when, each
 * claim with its verdict and evidence, and the same facts as the SessionStart briefing (issue
 * 21, issue 17 item 7): the user's words, the agent's report, failed attempts, risks with their
 * live verdicts, the work range, the plan, proofs, what to load. Lists are whole: a tool reads
 * fields, not a budgeted text.
 */
import { collectBriefingFacts } from "../resume/briefing-facts.js";
import { toBriefingFields, VERIFIED_COVERS } from "../resume/briefing.js";
import type { ResumeResult } from "../resume/resume.js";

/** The JSON-safe briefing returned by the MCP tool. */
export type ResumeView = Record<string, unknown>;

/** The briefing fields when there is no packet: every list empty, every value null. */
const NO_PACKET: Record<string, unknown> = {
  objective: null,
  summary: null,
  next_action: null,
  next_command: null,
  user_messages: [],
  agent_report: null,
  conclusions: [],
  conversation_tail: { user: null, agent: [] },
  failed_attempts: [],
  passing_now: [],
  open_decisions: [],
  resolved_decisions: [],
  pitfalls: [],
  assumptions_to_validate: [],
  risks: [],
  open_risks: [],
  unmet_contracts: [],
  landed: [],
  work_base: null,
  changed_files: [],
  edited_not_in_repo: [],
  plan: null,
  in_progress: [],
  queued: [],
  items: [],
  verdict_trail: [],
  proofs: [],
  load_first: [],
  preloads: [],
  read_first: [],
  suggested_skills: [],
  concurrent_work: { worktrees: [], stashes: [], unmerged_branches: [] },
  verified: null,
  history: null,
};

/** Project a resume result onto the tool's output shape. */
export function toResumeView(result: ResumeResult): ResumeView {
  const packet = result.packet;
  const fields =
    packet === null ? NO_PACKET : toBriefingFields(collectBriefingFacts(result, packet), packet);
  return {
    outcome: result.outcome,
    found: result.found,
    note: result.note,
    branch: result.branch,
    topic: result.topic,
    packet_id: packet?.id ?? null,
    status: result.entry?.status ?? null,
    host: result.entry?.host ?? null,
    written_at: result.entry?.at ?? null,
    pulled: result.pulled === true,
    verified_covers: VERIFIED_COVERS,
    ...fields,
    claims: result.claims.map(({ kind, subject, claim, verdict, evidence }) => ({
      kind,
      subject,
      claim,
      verdict,
      evidence,
    })),
  };
}
