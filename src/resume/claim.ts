/**
 * Pure: one checked claim of a packet (SPEC §8) and the ways to write one: VERIFIED or DRIFTED,
 * with the evidence in a fixed wording shared by the repo and the task claims.
 */
import type { Commit } from "../model/snapshot/types.js";

/** Whether the live repo bears a claim out. */
export type ClaimVerdict = "VERIFIED" | "DRIFTED";

/** What a claim is about; `new-work` claims say nothing else happened since the packet. */
export type ClaimKind =
  | "head"
  | "branch"
  | "worktree"
  | "file"
  | "verification"
  | "absence"
  | "new-work";

/** One checked claim. */
export interface Claim {
  kind: ClaimKind;
  /** What the claim is about: `HEAD`, a path, a task id, … */
  subject: string;
  /** The claim as the packet made it. */
  claim: string;
  verdict: ClaimVerdict;
  /** What the live repo showed. */
  evidence: string;
  /** HEAD claims: the commits since the packet, newest first. */
  commits?: Commit[];
}

/** Commits listed inside an evidence string; the `commits` field has up to 200. */
const LISTED_COMMITS = 10;

/** A commit as evidence names it: its first 12 hex digits, or `none`. */
export const short = (commit: string | null): string =>
  commit === null ? "none" : commit.slice(0, 12);

/** A branch as evidence names it. */
export const branchName = (branch: string | null): string => branch ?? "(detached HEAD)";

/** Up to 10 commits as `<short> <subject>`, then how many more of `total` there are. */
export function listCommits(commits: readonly Commit[], total: number): string {
  const shown = commits.slice(0, LISTED_COMMITS).map((c) => `${short(c.commit)} ${c.subject}`);
  if (total > shown.length) shown.push(`… ${total - shown.length} more`);
  return shown.join("; ");
}

/** A claim the live repo bears out. */
export function verified(kind: ClaimKind, subject: string, claim: string, evidence: string): Claim {
  return { kind, subject, claim, verdict: "VERIFIED", evidence };
}

/** A claim the live repo contradicts. */
export function drifted(kind: ClaimKind, subject: string, claim: string, evidence: string): Claim {
  return { kind, subject, claim, verdict: "DRIFTED", evidence };
}
