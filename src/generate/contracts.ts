/**
 * `unmet_contracts`: promises not kept. A red verification, a task marked done whose verification
 * failed or is missing, an item marked done without its proof, and acceptance criteria of the
 * active task that no passing verification covers.
 */
import type { PacketItem } from "../model/packet/types.js";
import type { Snapshot } from "../model/snapshot/types.js";
import { findMisfiledReport, findReport } from "./context.js";

/** Every unmet contract, in a fixed order: red reports, done-but-unproven, open acceptance. */
export function collectUnmetContracts(
  snapshot: Snapshot,
  taskId: string | null,
  items: PacketItem[],
): string[] {
  const { verifications } = snapshot.workbench;
  const contracts: string[] = [];
  for (const verification of verifications) {
    if (!verification.passed) {
      contracts.push(`${verification.task_id}: verification is red (${verification.path})`);
    }
  }
  const done = [
    ...(snapshot.workbench.task_board ?? []),
    ...(snapshot.workbench.feature_list?.features ?? []),
  ].filter((entry) => entry.status === "done");
  for (const entry of done) {
    const verification = findReport(verifications, entry.id);
    if (verification !== null && !verification.passed) {
      contracts.push(
        `${entry.id} is marked done but its verification failed (${verification.path})`,
      );
      continue;
    }
    const item = items.find((i) => i.name.startsWith(`${entry.id}: `));
    if (item?.status === "STILL-BUILDING") {
      contracts.push(
        `${entry.id} is marked done but is not proven: ${item.missing_proof ?? "no proof"}`,
      );
    }
  }
  const task = snapshot.workbench.task_board?.find((t) => t.id === taskId);
  if (task !== undefined) {
    const verification = findReport(verifications, task.id);
    if (verification === null || !verification.passed) {
      const why =
        verification !== null
          ? "its verification failed"
          : findMisfiledReport(verifications, task.id) !== null
            ? "its verification report holds another task_id: the ids differ"
            : "no verification report";
      for (const criterion of task.acceptance) {
        contracts.push(`${task.id} acceptance not covered (${why}): ${criterion}`);
      }
    }
  }
  return contracts;
}
