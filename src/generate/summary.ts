/**
 * `summary`: one or two sentences generated from the packet's own facts, so it can never claim
 * more than the data shows.
 */
import type { Packet } from "../model/packet/types.js";
import type { FeedbackSummary, Snapshot } from "../model/snapshot/types.js";
import { findMisfiledReport, shortSha } from "./context.js";

function plural(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? "" : "s"}`;
}

type SummaryFacts = Pick<
  Packet,
  | "task_id"
  | "branch"
  | "head_commit"
  | "changed_files"
  | "state"
  | "items"
  | "open_risks"
  | "verdict_trail"
>;

/** The summary sentences for a packet about to be written. */
export function renderSummary(
  snapshot: Snapshot,
  facts: SummaryFacts,
  feedback: FeedbackSummary | null,
): string {
  const task = snapshot.workbench.task_board?.find((t) => t.id === facts.task_id);
  const subject =
    facts.task_id === null
      ? "Worked"
      : `Worked on ${facts.task_id}${task ? ` (${task.goal})` : ""}`;
  const where =
    snapshot.git === null
      ? "in a workbench without git"
      : facts.branch !== null
        ? `on branch ${facts.branch}`
        : facts.head_commit !== null
          ? `on a detached HEAD at ${shortSha(facts.head_commit)}`
          : "in a repository with no commits";
  const counts = [
    `${plural(facts.changed_files.length, "file")} changed`,
    `${plural(facts.state.landed.length, "commit")} landed`,
  ];
  if (feedback !== null && feedback.total > 0) {
    counts.push(`${feedback.failures} of ${plural(feedback.total, "command")} failed`);
  }
  const first = `${subject} ${where}: ${counts.join(", ")}.`;

  const second: string[] = [];
  if (facts.task_id !== null) {
    const entry = facts.verdict_trail.find(
      (e) => e.task_id === facts.task_id && e.source === "verification",
    );
    const misfiled =
      entry === undefined
        ? findMisfiledReport(snapshot.workbench.verifications, facts.task_id)
        : null;
    second.push(
      misfiled !== null
        ? `${facts.task_id}'s verification report holds another task_id (the ids differ)`
        : entry === undefined
          ? `${facts.task_id} has no verification report`
          : `verification of ${facts.task_id} ${entry.verdict}`,
    );
  }
  if (facts.items.length > 0) {
    const proven = facts.items.filter((item) => item.status === "PROVEN").length;
    second.push(`${proven} of ${plural(facts.items.length, "item")} proven`);
  }
  const blocking = facts.open_risks.filter((risk) => risk.severity === "block").length;
  second.push(blocking === 0 ? "no blocking risks" : plural(blocking, "blocking risk"));
  const sentence = second.join("; ");
  return `${first} ${sentence.charAt(0).toUpperCase()}${sentence.slice(1)}.`;
}
