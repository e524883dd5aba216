/**
 * Names of the list sections that the size budget may shorten. The budget (in generate) writes
 * overflow into `packet.history` blocks under these names; the renderer reads them back to say
 * "… N more". One definition keeps the two in step.
 */
export const SECTION = {
  landed: "State: landed",
  inProgress: "State: in progress",
  queued: "State: queued",
  items: "State: items",
  readFirst: "Where: read first",
  changedFiles: "Changed files",
  failedAttempts: "Failed attempts",
  verdictTrail: "Verdict trail",
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
]);

/** History section for the defects of one verdict-trail entry. */
export function defectsSection(taskId: string, source: string): string {
  return `${SECTION.verdictTrail}: ${taskId} ${source}`;
}

/** The line budget of handoff.md (SPEC §3.3). */
export const MAX_MARKDOWN_LINES = 120;
