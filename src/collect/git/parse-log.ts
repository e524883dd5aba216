/**
 * Pure parsers of `git log` and `git stash list` output produced with a unit separator (0x1f)
 * between fields and `-z` between entries: subjects may hold any character but NUL and 0x1f
 * cannot appear in a hash or a ref name, so the first 0x1f always ends the first field.
 */
import type { Commit, Stash } from "../../model/snapshot/types.js";

/** Field separator used in the `--format` strings below. */
export const UNIT = "\x1f";
/** `git log -z --format=` string whose output `parseLog` reads. */
export const LOG_FORMAT = "--format=%H%x1f%s";
/** `git stash list -z --format=` string whose output `parseStashes` reads. */
export const STASH_FORMAT = "--format=%gd%x1f%gs";

function splitEntries(output: string): [string, string][] {
  const pairs: [string, string][] = [];
  for (const entry of output.split("\0")) {
    // `git log` puts a newline between -z entries in some versions; hashes never start with one.
    const trimmed = entry.replace(/^\n+/, "");
    if (trimmed === "") continue;
    const cut = trimmed.indexOf(UNIT);
    if (cut < 0) continue;
    pairs.push([trimmed.slice(0, cut), trimmed.slice(cut + 1)]);
  }
  return pairs;
}

/** Parse `git log -z --format=%H%x1f%s`: commits in git's order (newest first). */
export function parseLog(output: string): Commit[] {
  return splitEntries(output).map(([commit, subject]) => ({ commit, subject }));
}

/** Parse `git stash list -z --format=%gd%x1f%gs`: `stash@{0}` first. */
export function parseStashes(output: string): Stash[] {
  return splitEntries(output).map(([ref, message]) => ({ ref, message }));
}
