/**
 * The handoff.md sections of the session's own words (SPEC §3.1): what the user said (in order,
 * the first being the objective), the agent's last report, and its open plan. Each returns no
 * lines when there is nothing to say, so the page collapses it into "Nothing recorded".
 */
import type { Packet } from "../model/packet/types.js";
import { clip, escapeInline } from "./md-escape.js";
import { renderList } from "./md-lists.js";
import { CONCLUSION_KIND, inForceFirst, labelOf, supersededLabel } from "./labels.js";
import { SECTION } from "./sections.js";

/** Longest report shown (the packet already cuts it at ~600 characters). */
const MAX_REPORT = 1000;
/** Longest user message shown: the packet keeps 2,000 characters, history.md all of it. */
const MAX_MESSAGE = 2000;

/**
 * Every user message of the relay, each with its session's agent and date: the rules in force
 * oldest first, then the ones a newer message superseded, each marked with it; when the budget
 * cut them, the newest stay.
 */
export function renderUserMessages(packet: Packet): string[] {
  return renderList(
    packet,
    SECTION.userMessages,
    packet.user_messages,
    (message) => [
      `- ${escapeInline(clip(message.text, MAX_MESSAGE))}${escapeInline(labelOf(message))}${escapeInline(supersededLabel(message))}`,
    ],
    "",
    false,
    inForceFirst,
  );
}

/** The agent's conclusions, newest first, each introduced by its kind. */
export function renderConclusions(packet: Packet): string[] {
  return renderList(
    packet,
    SECTION.conclusions,
    packet.conclusions,
    (c) => [`- ${CONCLUSION_KIND[c.kind]}: ${escapeInline(c.text)}${escapeInline(labelOf(c))}`],
    "",
    true,
  );
}

/** How the conversation ended: the user's last message and the agent's message before its report. */
export function renderConversationTail(packet: Packet): string[] {
  const tail = packet.conversation_tail;
  const lines: string[] = [];
  if (tail.user !== null) lines.push(`- The user, last: ${escapeInline(clip(tail.user, 300))}`);
  const before = tail.agent.length === 2 ? tail.agent[0] : undefined;
  if (before !== undefined && before !== packet.agent_report) {
    lines.push(`- The agent, before its report: ${escapeInline(clip(before, 300))}`);
  }
  return lines;
}

/** The agent's last report, as one paragraph. */
export function renderAgentReport(packet: Packet): string[] {
  return packet.agent_report === null ? [] : [escapeInline(clip(packet.agent_report, MAX_REPORT))];
}

const MARK = { completed: "[x]", in_progress: "[ ]", pending: "[ ]" } as const;

/**
 * Whether a plan's steps carry progress: one is done or in progress. A plan every step of which
 * is pending is a plan as presented (an agent's proposal has no boxes to tick): shown as steps,
 * not as unticked boxes that would say nothing of it was done.
 */
export function tracksProgress(plan: NonNullable<Packet["plan"]>): boolean {
  return plan.steps.some((step) => step.status !== "pending");
}

/** The open plan: its title, then each step, as a task box when the plan tracks progress. */
export function renderPlan(packet: Packet): string[] {
  const plan = packet.plan;
  if (plan === null) return [];
  const title = plan.title === null ? [] : [`**${escapeInline(clip(plan.title, 300))}**`];
  const tracked = tracksProgress(plan);
  const steps = renderList(packet, SECTION.plan, plan.steps, (step) => [
    tracked
      ? `- ${MARK[step.status]} ${escapeInline(clip(step.text, 300))}${step.status === "in_progress" ? " (in progress)" : ""}`
      : `- ${escapeInline(clip(step.text, 300))}`,
  ]);
  return [...title, ...steps];
}
