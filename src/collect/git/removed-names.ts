/**
 * What the work took back out, read from its diff: a name a removed line declares (a constant, a
 * function, an option: `util/declared-names.ts`) that no added line of the same diff mentions
 * any more, so it was neither moved nor renamed in place. A session that rewrote a whole file
 * without it took it out, whichever agent wrote it first. Pure: it reads a `git diff -U0` it is
 * handed.
 */
import { isHandoffPath } from "../../model/snapshot/handoff-path.js";
import { declaredNames } from "../../util/declared-names.js";

/** Names kept at most: a file deleted whole declares many, and a briefing names few. */
export const MAX_REMOVED_NAMES = 40;

/** A name the work took out, with the file its declaration left. */
export interface RemovedName {
  path: string;
  name: string;
}

/** The names whose declaration a `git diff -U0 --no-color` patch removes and nothing adds back. */
export function parseRemovedNames(patch: string): RemovedName[] {
  const removed: RemovedName[] = [];
  const added: string[] = [];
  let path: string | null = null;
  let lines: string[] = [];
  const flush = () => {
    if (path !== null && lines.length > 0)
      for (const name of declaredNames(lines.join("\n"))) removed.push({ path, name });
    lines = [];
  };
  for (const line of patch.split("\n")) {
    if (line.startsWith("diff --git ")) {
      flush();
      path = null;
    } else if (line.startsWith("--- ")) {
      const name = line.slice(4).replace(/^a\//, "");
      path = name === "/dev/null" || isHandoffPath(name) ? null : name;
    } else if (line.startsWith("+++ ")) {
      // The old side's name says where the declaration was.
    } else if (line.startsWith("-")) lines.push(line.slice(1));
    else if (line.startsWith("+")) added.push(line.slice(1).toLowerCase());
  }
  flush();
  const addedText = added.join("\n");
  const seen = new Set<string>();
  return removed
    .filter(({ name }) => {
      if (seen.has(name)) return false;
      seen.add(name);
      const escaped = name.replace(/[$]/g, "\\$");
      return !new RegExp(`(?<![\\w$-])${escaped}(?![\\w$])`).test(addedText);
    })
    .slice(0, MAX_REMOVED_NAMES);
}
