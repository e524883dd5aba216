/**
 * Temporary files and scratch directories the session created and did not clean up (SPEC §5).
 * Only new paths count (untracked, added, renamed or copied, or carrying added lines of the
 * unpushed diff): a `tmp/` folder the project already tracks is not this session's leftover.
 */
import type { CleanStateItem, GitState } from "../model/snapshot/types.js";

const TEMP_NAME = /(\.(tmp|temp|orig|rej|swp|swo|bak)|~)$/i;
const SCRATCH_DIRS = new Set(["scratch", "scratchpad", ".scratch", "tmp", ".tmp", "temp"]);
/** Each scratch directory is reported once, with a count, not once per file. */
const SAMPLE = 3;

/** Whether a file name is a temporary artifact (editor swap, patch leftover, backup). */
export function isTempName(path: string): boolean {
  return TEMP_NAME.test(path.slice(path.lastIndexOf("/") + 1));
}

/** The scratch directory a path lies in (`tmp/`, `a/scratch/`), or null. */
export function scratchDirOf(path: string): string | null {
  const parts = path.split("/");
  for (let i = 0; i < parts.length - 1; i++) {
    if (SCRATCH_DIRS.has((parts[i] ?? "").toLowerCase()))
      return `${parts.slice(0, i + 1).join("/")}/`;
  }
  return null;
}

/** New paths: untracked, added, renamed, copied, or with lines added by the diff, sorted. */
export function newPaths(git: GitState): string[] {
  const paths = new Set<string>();
  for (const change of git.changes) {
    if (["untracked", "added", "renamed", "copied"].includes(change.kind)) paths.add(change.path);
  }
  for (const line of git.added_lines) paths.add(line.path);
  return [...paths].sort();
}

/** Temp files and scratch directories among the new paths. */
export function findTempArtifacts(git: GitState): CleanStateItem[] {
  const items: CleanStateItem[] = [];
  const scratch = new Map<string, string[]>();
  for (const path of newPaths(git)) {
    const dir = scratchDirOf(path);
    if (dir !== null) {
      const list = scratch.get(dir) ?? [];
      list.push(path);
      scratch.set(dir, list);
    } else if (isTempName(path)) {
      items.push({ check: "temp artifacts", detail: "temporary file not cleaned up", path });
    }
  }
  for (const [dir, paths] of [...scratch].sort(([a], [b]) => (a < b ? -1 : 1))) {
    const sample = paths.slice(0, SAMPLE).join(", ");
    const more = paths.length > SAMPLE ? ` and ${paths.length - SAMPLE} more` : "";
    items.push({
      check: "temp artifacts",
      detail: `scratch directory with ${paths.length} new file(s): ${sample}${more}`,
      path: dir,
    });
  }
  return items;
}
