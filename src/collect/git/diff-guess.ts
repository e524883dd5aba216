/**
 * The HEAD entries of the plain changes the last large-index diff read (see
 * `readWorktreeDiffOf`), kept in a file so that the next collection can start the same diff
 * beside `git status` instead of after it. A guess only: it is used when status then lists
 * exactly these entries, so a stale, torn or foreign file costs a wasted diff, never a wrong one.
 * Between turns an agent mostly edits files that are already changed, which leaves the list as
 * it was.
 */
import { mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import { handoffPath } from "../../store/paths.js";
import type { HeadEntry } from "./parse-status.js";

/** Where the Stop gate keeps its guess, in the registry's cache folder. */
export function diffGuessFile(root: string): string {
  return handoffPath(root, "cache", "diff-entries.json");
}

/** The entries saved in `file`, or null when there is none that reads as a list of entries. */
export function readDiffGuess(file: string): HeadEntry[] | null {
  try {
    const parsed: unknown = JSON.parse(readFileSync(file, "utf8"));
    if (!Array.isArray(parsed)) return null;
    const entries: HeadEntry[] = [];
    for (const item of parsed as unknown[]) {
      if (!isHeadEntry(item)) return null;
      entries.push({ path: item.path, mode: item.mode, oid: item.oid });
    }
    return entries;
  } catch {
    return null;
  }
}

/** Save `entries` in `file` (a temp file renamed over it); best effort, never throws. */
export function saveDiffGuess(file: string, entries: readonly HeadEntry[]): void {
  try {
    mkdirSync(dirname(file), { recursive: true });
    const temp = `${file}.${process.pid}.tmp`;
    writeFileSync(temp, JSON.stringify(entries));
    renameSync(temp, file);
  } catch {
    // The next collection diffs after status, as without a guess.
  }
}

/** Whether two entry lists are the same, entry by entry and in order. Pure. */
export function sameEntries(a: readonly HeadEntry[], b: readonly HeadEntry[]): boolean {
  return (
    a.length === b.length &&
    a.every((e, i) => e.path === b[i]?.path && e.mode === b[i]?.mode && e.oid === b[i]?.oid)
  );
}

function isHeadEntry(value: unknown): value is HeadEntry {
  if (typeof value !== "object" || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    typeof record["path"] === "string" &&
    typeof record["mode"] === "string" &&
    typeof record["oid"] === "string"
  );
}
