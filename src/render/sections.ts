/**
 * Names of the list sections that the size budget may shorten. The budget (in generate) writes
 * overflow into `packet.history` blocks under these names; the renderer reads them back to say
 * "… N more". One definition keeps the two in step.
 */
export const SECTION = {
  userMessages: "What the user said",
  conclusions: "What the agent concluded",
  plan: "Plan",
  landed: "State: landed",
  inProgress: "State: in progress",
  queued: "State: queued",
  items: "State: items",
  readFirst: "Where: read first",
  changedFiles: "Changed files",
  failedAttempts: "Failed attempts",
  verdictTrail: "Verdict trail",
  proofs: "Verdict trail: proofs",
  openRisks: "Open risks",
  openDecisions: "Open decisions",
  unmetContracts: "Unmet contracts",
  pitfalls: "Pitfalls",
  assumptions: "Assumptions to validate",
  preloads: "Next-session preloads",
  skills: "Suggested skills",
  worktrees: "Concurrent work: worktrees",
  stashes: "Concurrent work: stashes",
  unmergedBranches: "Concurrent work: unmerged branches",
} as const;

/**
 * Sections whose entries carry forward into the next packet until resolved (SPEC §2.4). The
 * next packet reads them from this packet's JSON body, so the budget never takes them out of
 * it: history.md gets a copy of the oldest ones, and handoff.md skips that many from the front
 * (these lists keep their newest entries last).
 */
export const CARRIED_SECTIONS: ReadonlySet<string> = new Set([
  SECTION.openDecisions,
  SECTION.pitfalls,
  SECTION.assumptions,
  // The user's words and the agent's conclusions carry forward whole too (issue 28).
  SECTION.userMessages,
  SECTION.conclusions,
]);

/**
 * History section for the entries of `section` beyond the packet's hard cap (caps.ts). Kept
 * apart from what the line budget moved, because the carried sections still hold the latter in
 * their JSON body and handoff.md skips exactly that many.
 */
export function overCapSection(section: string): string {
  return `${section} (beyond the packet's cap)`;
}

/** History section for the defects of one verdict-trail entry. */
export function defectsSection(taskId: string, source: string): string {
  return `${SECTION.verdictTrail}: ${taskId} ${source}`;
}

/** The line budget of handoff.md (SPEC §3.3). */
export const MAX_MARKDOWN_LINES = 120;

/** The last line of a history block that hit its own cap: counts the entries not kept. */
export function renderNotKeptLine(count: number): string {
  return `… and ${count} more not kept in the packet (they are in its inputs)`;
}

/** How many entries one history line stands for: the count of a not-kept line, else 1. */
export function countHistoryLine(line: string): number {
  const match = /^… and (\d+) more not kept in the packet/.exec(line);
  return match ? Number(match[1]) : 1;
}
