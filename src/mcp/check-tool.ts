/**
 * `handoff_check`: the clean-state check (SPEC §5) over the same collect stage as `write`, with
 * the same pure check generate runs, so the tool and the packet can never disagree about what
 * "clean" means.
 */
import { checkCleanState } from "../check/clean-state.js";
import { collect } from "../collect/index.js";
import type { CleanState } from "../model/snapshot/types.js";

/** Collect the workbench under `root` (default: the repo enclosing `cwd`) and return its clean state. */
export async function runCleanStateCheck(cwd: string, root?: string): Promise<CleanState> {
  return checkCleanState(await collect({ cwd, root }));
}
