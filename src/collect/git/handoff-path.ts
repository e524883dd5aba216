import { HANDOFF_DIR } from "../../store/paths.js";

// The registry's own folder (`HANDOFF_DIR`, defined once by the store) is never part of the
// workbench the tool reports on (SPEC §3.1).

/** Whether a repo-relative path is `.handoff` or lies under it. */
export function isHandoffPath(path: string): boolean {
  return path === HANDOFF_DIR || path === `${HANDOFF_DIR}/` || path.startsWith(`${HANDOFF_DIR}/`);
}
