/**
 * Pure parser of `git diff --numstat -z`. A normal record is `added\tdeleted\tpath\0`; a rename or
 * copy is `added\tdeleted\t\0orig\0path\0`; a binary file has `-` for both counts.
 */

/** Line counts of one path; null counts for binary files. */
export interface NumstatEntry {
  path: string;
  orig_path?: string;
  added: number | null;
  deleted: number | null;
}

function count(text: string): number | null {
  return /^\d+$/.test(text) ? Number(text) : null;
}

/** Parse `git diff --numstat -z` output into one entry per path, in git's order. */
export function parseNumstat(output: string): NumstatEntry[] {
  const records = output.split("\0");
  const entries: NumstatEntry[] = [];
  for (let i = 0; i < records.length; i++) {
    const record = records[i] ?? "";
    if (record === "") continue;
    const firstTab = record.indexOf("\t");
    const secondTab = firstTab < 0 ? -1 : record.indexOf("\t", firstTab + 1);
    if (secondTab < 0) continue;
    const added = count(record.slice(0, firstTab));
    const deleted = count(record.slice(firstTab + 1, secondTab));
    const path = record.slice(secondTab + 1);
    if (path !== "") {
      entries.push({ path, added, deleted });
      continue;
    }
    // Rename or copy: the two paths follow as their own NUL-terminated records.
    const orig = records[i + 1] ?? "";
    const renamed = records[i + 2] ?? "";
    i += 2;
    entries.push({ path: renamed, orig_path: orig, added, deleted });
  }
  return entries;
}

/**
 * Sum numstat entries per path (e.g. the staged and the unstaged diff of the same file). A binary
 * side (null) makes the total null: a line count of a binary file means nothing.
 */
export function sumNumstat(...lists: NumstatEntry[][]): Map<string, NumstatEntry> {
  const byPath = new Map<string, NumstatEntry>();
  for (const list of lists) {
    // An unmerged path can appear twice in one diff; count it once per list.
    const inList = new Set<string>();
    for (const entry of list) {
      if (inList.has(entry.path)) continue;
      inList.add(entry.path);
      const seen = byPath.get(entry.path);
      if (seen === undefined) {
        byPath.set(entry.path, { ...entry });
        continue;
      }
      seen.added = seen.added === null || entry.added === null ? null : seen.added + entry.added;
      seen.deleted =
        seen.deleted === null || entry.deleted === null ? null : seen.deleted + entry.deleted;
    }
  }
  return byPath;
}
