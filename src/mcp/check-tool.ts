/**
 * `handoff_check`: the clean-state check (SPEC §5) through the same collect stage as `write`,
 * so the tool and the packet can never disagree about what "clean" means.
 */
import { collect } from "../collect/index.js";
import { InputError } from "../errors.js";
import type { CleanState } from "../snapshot/types.js";

/** Collect the workbench under `root` (default: the repo enclosing `cwd`) and return its clean state. */
export async function runCleanStateCheck(cwd: string, root?: string): Promise<CleanState> {
  const snapshot = await collect({ cwd, root });
  if (snapshot.clean_state === null) {
    throw new InputError(`the clean-state check could not run in ${snapshot.root}`);
  }
  return snapshot.clean_state;
}
