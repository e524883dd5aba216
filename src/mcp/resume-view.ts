/**
 * The structured result of `handoff_resume` (pure): what an agent needs to act first — which
 * packet, the objective, the next action and exact command, open decisions, pitfalls — and each
 * claim with its verdict and evidence.
 */
import type { ResumeResult } from "../resume/resume.js";

/** The JSON-safe briefing returned by the MCP tool. */
export interface ResumeView extends Record<string, unknown> {
  outcome: ResumeResult["outcome"];
  found: ResumeResult["found"];
  note: string;
  branch: string | null;
  topic: string;
  packet_id: string | null;
  objective: string | null;
  next_action: string | null;
  next_command: string | null;
  open_decisions: {
    id: string;
    question: string;
    options: { choice: string; implies: string }[];
  }[];
  pitfalls: { id: string; text: string }[];
  claims: {
    kind: string;
    subject: string;
    claim: string;
    verdict: "VERIFIED" | "DRIFTED";
    evidence: string;
  }[];
}

/** Project a resume result onto the tool's output shape. */
export function toResumeView(result: ResumeResult): ResumeView {
  const packet = result.packet;
  return {
    outcome: result.outcome,
    found: result.found,
    note: result.note,
    branch: result.branch,
    topic: result.topic,
    packet_id: packet?.id ?? null,
    objective: packet?.objective ?? null,
    next_action: packet?.next_action ?? null,
    next_command: packet?.next_command ?? null,
    open_decisions: (packet?.open_decisions ?? []).map(({ id, question, options }) => ({
      id,
      question,
      options: options.map(({ choice, implies }) => ({ choice, implies })),
    })),
    pitfalls: (packet?.pitfalls ?? []).map(({ id, text }) => ({ id, text })),
    claims: result.claims.map(({ kind, subject, claim, verdict, evidence }) => ({
      kind,
      subject,
      claim,
      verdict,
      evidence,
    })),
  };
}
