/**
 * Which failing tests no file of the repo names any more: one `git grep` for fixed strings over
 * the tracked and untracked files (ignored ones left out), its matches read back. A test the
 * session replaced is gone; one only renamed in its output's spelling is found and stays.
 * Called only when a failed test run has a later passing run that covers it (generate's
 * `replacedTestLookups`), so most writes spawn nothing here.
 */
import { runGit } from "../../platform/run-git.js";

/** Bytes of the grep's output read: past it, every name is taken as still there. */
const MAX_GREP = 1 << 20;

/** Of `names`, those no tracked or untracked file of the repo at `root` holds. */
export async function readGoneTests(root: string, names: readonly string[]): Promise<string[]> {
  if (names.length === 0) return [];
  const patterns = names.flatMap((name) => ["-e", name]);
  const result = await runGit(
    root,
    [
      "grep",
      "-F",
      "-o",
      "-h",
      "-I",
      "--untracked",
      "--no-color",
      ...patterns,
      "--",
      ".",
      ":(exclude).handoff",
    ],
    { maxBuffer: MAX_GREP },
  );
  // 1: nothing matched; anything else (an error, a cut output) says nothing for sure.
  if (result.exitCode === 1) return [...names];
  if (result.exitCode !== 0 || result.truncated === true) return [];
  const found = new Set(result.stdout.split("\n"));
  return names.filter((name) => !found.has(name));
}
