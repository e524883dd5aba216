/**
 * `.handoff/clean_state.json` (SPEC §5): the clean-state report as written by `write` and
 * `check`. It quotes added lines and file names, so every string is redacted on the way out,
 * and the path goes through the registry's guard (no write through a planted symlink).
 */
import { redact } from "../redact/index.js";
import type { CleanState, CleanStateItem } from "../model/snapshot/types.js";
import { writeFileAtomic } from "../platform/atomic-write.js";
import { ensureHandoffDir } from "./handoff-dir.js";
import { handoffPath } from "./paths.js";

function redactItem(item: CleanStateItem): CleanStateItem {
  const out: CleanStateItem = { check: item.check, detail: redact(item.detail).text };
  if (item.path !== undefined) out.path = redact(item.path).text;
  return out;
}

/** The clean state with every string passed through the redactor. */
export function redactCleanState(state: CleanState): CleanState {
  return {
    clean: state.clean,
    blocking: state.blocking.map(redactItem),
    warnings: state.warnings.map(redactItem),
  };
}

/** Write the (redacted) report to `<root>/.handoff/clean_state.json`, atomically; its path. */
export async function writeCleanState(root: string, state: CleanState): Promise<string> {
  const path = handoffPath(root, "clean_state.json");
  await ensureHandoffDir(root);
  await writeFileAtomic(path, `${JSON.stringify(redactCleanState(state), null, 2)}\n`);
  return path;
}
