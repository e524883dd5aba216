/**
 * The session's own words (SPEC §3.1): what the user said, the agent's last report and its plan,
 * from the transcript (and the hook input's `last_assistant_message`).
 *
 * UNFINISHED (contract stage): copies the transcript's fields as they are; cutting, carry-forward
 * and the budget come next.
 */
import type { PacketPlan } from "../packet/types.js";
import type { Snapshot } from "../snapshot/types.js";

/** Every genuine user message of the session, in order. */
export function collectUserMessages(snapshot: Snapshot): string[] {
  return [...(snapshot.transcript?.user_messages ?? [])];
}

/** The agent's last report: the hook input's, else the transcript's. */
export function resolveAgentReport(snapshot: Snapshot): string | null {
  return snapshot.options.agent_report ?? snapshot.transcript?.agent_report ?? null;
}

/** The latest plan the agent presented. */
export function buildPlan(snapshot: Snapshot): PacketPlan | null {
  const plan = snapshot.transcript?.plan ?? null;
  return plan === null ? null : { title: plan.title, steps: plan.steps.map((s) => ({ ...s })) };
}
