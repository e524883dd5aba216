/**
 * The verdict side of the packet: `verdict_pointer`, `verdict_trail` (defects verbatim) and
 * `last_known_good_commit`.
 */
import { describeCleanItem } from "../check/clean-item.js";
import type { VerdictPointer, VerdictTrailEntry } from "../model/packet/types.js";
import type { CleanState, Snapshot } from "../model/snapshot/types.js";
import { findReport } from "./context.js";
import { liveProofs } from "./proofs.js";

/** Where the clean-state report is written by the registry (relative to the repo root). */
export const CLEAN_STATE_PATH = ".handoff/clean_state.json";

/**
 * Pointers to the active task's reports and the clean-state report (generate always runs the
 * check, and `write` stores its result there).
 */
export function buildVerdictPointer(snapshot: Snapshot, taskId: string | null): VerdictPointer {
  const { verifications, reviews } = snapshot.workbench;
  return {
    verdict: taskId === null ? null : (findReport(verifications, taskId)?.path ?? null),
    review: taskId === null ? null : (findReport(reviews, taskId)?.path ?? null),
    clean_state: CLEAN_STATE_PATH,
  };
}

/**
 * Every verification and review, with its defects verbatim: each block/warn finding's detail, and each
 * review dimension scored below 2 with its note. The clean-state result closes the trail.
 */
export function buildVerdictTrail(
  snapshot: Snapshot,
  taskId: string | null,
  clean: CleanState,
): VerdictTrailEntry[] {
  const trail: VerdictTrailEntry[] = [];
  for (const verification of snapshot.workbench.verifications) {
    trail.push({
      task_id: verification.task_id,
      source: "verification",
      verdict: verification.passed ? "passed" : "failed",
      // Info findings are notes, not defects; block and warn ones are copied verbatim.
      defects: verification.findings
        .filter((finding) => finding.severity !== "info")
        .map((finding) => finding.detail),
      path: verification.path,
    });
  }
  for (const review of snapshot.workbench.reviews) {
    trail.push({
      task_id: review.task_id,
      source: "review",
      verdict: review.verdict,
      total: review.total,
      defects: (review.dimensions ?? [])
        .filter((dimension) => dimension.score < 2)
        .map((dimension) => `${dimension.name} (${dimension.score}/2): ${dimension.note}`),
      path: review.path,
    });
  }
  trail.push({
    task_id: taskId ?? "-",
    source: "clean_state",
    verdict: clean.clean ? "clean" : "not clean",
    defects: clean.blocking.map(describeCleanItem),
    path: CLEAN_STATE_PATH,
  });
  return trail;
}

const SHA = /(?<![0-9a-f])(?=[0-9a-f]*\d)[0-9a-f]{7,40}(?![0-9a-z])/i;

/**
 * The newest commit known good: a passing verification's `head_commit` (the one at HEAD, else
 * the newest among recent commits, else the active task's, else the first by task), else the
 * commit a proof note names, else the previous packet's value.
 */
export function findLastKnownGood(snapshot: Snapshot, taskId: string | null): string | null {
  const passing = snapshot.workbench.verifications.filter(
    (v) => v.passed && v.head_commit !== undefined && v.head_commit !== "",
  );
  const heads = passing.map((v) => v.head_commit as string);
  const git = snapshot.git;
  if (heads.length > 0) {
    if (git?.head) {
      const atHead = heads.find((sha) => git.head!.startsWith(sha) || sha.startsWith(git.head!));
      if (atHead !== undefined) return atHead;
      for (const commit of git.commits) {
        const found = heads.find(
          (sha) => commit.commit.startsWith(sha) || sha.startsWith(commit.commit),
        );
        if (found !== undefined) return found;
      }
    }
    const active = passing.find((v) => v.task_id === taskId)?.head_commit;
    return active ?? heads[0] ?? null;
  }
  const proofs = liveProofs(snapshot);
  for (let i = proofs.length - 1; i >= 0; i--) {
    const match = SHA.exec(proofs[i]?.text ?? "");
    if (match !== null) return match[0].toLowerCase();
  }
  return snapshot.previous?.last_known_good_commit ?? null;
}
