/** The registry's own folder: never part of the workbench the tool reports on (SPEC §3.1). */
export const HANDOFF_DIR = ".handoff";

/** Whether a repo-relative path is `.handoff` or lies under it. */
export function isHandoffPath(path: string): boolean {
  return path === HANDOFF_DIR || path === `${HANDOFF_DIR}/` || path.startsWith(`${HANDOFF_DIR}/`);
}
