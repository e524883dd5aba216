/**
 * `items`: one per task of the board and per feature of the list. An item is PROVEN only with
 * live evidence: a passing verification at the current HEAD (or no git at all) AND a `proof`
 * note naming the item's id. Anything short of that is STILL-BUILDING, and `missing_proof` says
 * exactly which proof is missing.
 */
import type { PacketItem } from "../model/packet/types.js";
import type { Snapshot } from "../model/snapshot/types.js";
import { findMisfiledReport, findReport, mentionsId, shortSha } from "./context.js";
import { liveProofs } from "./proofs.js";

/** True when two commit ids denote the same commit (either may be abbreviated, ≥ 7 digits). */
export function isSameCommit(a: string, b: string): boolean {
  if (a.length < 7 || b.length < 7) return false;
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  return x.startsWith(y) || y.startsWith(x);
}

/** The proof still missing for item `id`, or null when it is proven. */
export function describeMissingProof(snapshot: Snapshot, id: string): string | null {
  const missing: string[] = [];
  const verification = findReport(snapshot.workbench.verifications, id);
  const head = snapshot.git?.head ?? null;
  const misfiled =
    verification === null ? findMisfiledReport(snapshot.workbench.verifications, id) : null;
  if (misfiled !== null) {
    missing.push(
      `${misfiled.path} holds task_id ${JSON.stringify(misfiled.task_id)}, not ${JSON.stringify(id)}: the ids differ`,
    );
  } else if (verification === null) {
    missing.push(`no verification report (outputs/verification/${id}.json)`);
  } else if (!verification.passed) {
    missing.push(`verification failed (${verification.path})`);
  } else if (head !== null) {
    if (verification.head_commit === undefined) {
      missing.push(
        `verification records no head_commit, so it is not tied to HEAD ${shortSha(head)}`,
      );
    } else if (!isSameCommit(verification.head_commit, head)) {
      missing.push(
        `verification passed at ${shortSha(verification.head_commit)}, not at HEAD ${shortSha(head)}: re-run it`,
      );
    }
  }
  const proofs = liveProofs(snapshot);
  if (!proofs.some((note) => mentionsId(note.text, id))) {
    missing.push(`no proof note naming ${id} (record one: handoff note proof "${id}: …")`);
  }
  return missing.length === 0 ? null : missing.join("; ");
}

/** One item per task, then one per feature, in their files' order. */
export function buildItems(snapshot: Snapshot): PacketItem[] {
  const entries: { id: string; goal: string }[] = [
    ...(snapshot.workbench.task_board ?? []),
    ...(snapshot.workbench.feature_list?.features ?? []),
  ];
  return entries.map(({ id, goal }) => {
    const missing = describeMissingProof(snapshot, id);
    const name = `${id}: ${goal}`;
    return missing === null
      ? { name, status: "PROVEN" }
      : { name, status: "STILL-BUILDING", missing_proof: missing };
  });
}
