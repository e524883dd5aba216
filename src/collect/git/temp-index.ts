/**
 * A throw-away git index holding given HEAD entries, outside the repository: git's own diff of
 * those entries against the work tree (`diff-files` on it) looks at those paths only. In a
 * large repository that spares the second whole-tree scan a `diff-index HEAD` costs beside
 * `git status` (see `readWorktreeDiffOf`), with the same hunks, since it is the same diff
 * machinery on the same blob and file.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { runGit } from "../../platform/run-git.js";
import type { HeadEntry } from "./parse-status.js";

/**
 * Settings that would make `update-index` write beside the repository's own index (a split
 * index's shared file in the git directory) or ask a file-system monitor: off for the temp one.
 */
const TEMP_INDEX_SETTINGS = [
  "-c",
  "core.splitIndex=false",
  "-c",
  "core.fsmonitor=false",
  "-c",
  "core.untrackedCache=false",
];

/**
 * Build a temp index of `entries` (stage 0, no stat data: git compares every one by content),
 * run `use` with its path, and remove it. Null when git would not build it.
 */
export async function withTempIndex<T>(
  root: string,
  entries: readonly HeadEntry[],
  use: (indexFile: string) => Promise<T>,
): Promise<T | null> {
  const dir = mkdtempSync(join(tmpdir(), "handoff-index-"));
  const indexFile = join(dir, "index");
  try {
    const info = entries.map((entry) => `${entry.mode} ${entry.oid} 0\t${entry.path}\0`).join("");
    const made = await runGit(
      root,
      [...TEMP_INDEX_SETTINGS, "update-index", "-z", "--index-info"],
      {
        input: info,
        indexFile,
      },
    );
    if (made.exitCode !== 0) return null;
    return await use(indexFile);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
