/**
 * The registry's own folder, `.handoff/` at the repo root (SPEC §7): where the store writes, and
 * never part of the workbench the tool reports on (SPEC §3.1). Defined here, with no I/O, so
 * collect, generate, the store and resume share one name and one test.
 */

/** The registry folder at the repo root. */
export const HANDOFF_DIR = ".handoff";

/** Whether a repo-relative path is `.handoff` or lies under it. */
export function isHandoffPath(path: string): boolean {
  return path === HANDOFF_DIR || path === `${HANDOFF_DIR}/` || path.startsWith(`${HANDOFF_DIR}/`);
}
