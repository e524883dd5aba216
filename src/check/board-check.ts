/**
 * The "feature board" rule of SPEC §5: `feature_list.json` and `task_board.json` each have at most
 * one item in progress, and nothing is marked done whose verification failed.
 */
import type { CleanStateItem, TaskStatus, Workbench } from "../model/snapshot/types.js";

interface BoardItem {
  id: string;
  status: TaskStatus;
}

function checkBoard(file: string, items: BoardItem[], workbench: Workbench): CleanStateItem[] {
  const found: CleanStateItem[] = [];
  const inProgress = items.filter((item) => item.status === "in_progress").map((item) => item.id);
  if (inProgress.length > 1) {
    found.push({
      check: "feature board",
      detail: `${inProgress.length} items in progress (${inProgress.join(", ")}); at most one may be`,
      path: file,
    });
  }
  for (const item of items) {
    if (item.status !== "done") continue;
    const failed = workbench.verifications.find((v) => v.task_id === item.id && !v.passed);
    if (failed !== undefined) {
      found.push({
        check: "feature board",
        detail: `${item.id} is marked done but its verification failed (${failed.path})`,
        path: file,
      });
    }
  }
  return found;
}

/** Blocking items of the feature-board rule, task board first. */
export function checkFeatureBoard(workbench: Workbench): CleanStateItem[] {
  return [
    ...checkBoard("task_board.json", workbench.task_board ?? [], workbench),
    ...checkBoard("feature_list.json", workbench.feature_list?.features ?? [], workbench),
  ];
}
