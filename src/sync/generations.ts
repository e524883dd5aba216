/**
 * Generation numbers of commits: how many commits are reachable from each (`git rev-list
 * --count`). They order concurrently written packets (`isPreferredWrite`) the same way on every
 * machine. A shallow clone would count too few, so it computes none and leaves the numbers to
 * machines with full history.
 */
import { runGit } from "../platform/run-git.js";

const COMMIT_PATTERN = /^[0-9a-f]{40}([0-9a-f]{24})?$/;
const PARALLEL = 8;

/** The generations of the `commits` this repository has; unknown commits are left out. */
export async function readGenerations(
  root: string,
  commits: Iterable<string>,
): Promise<Map<string, number>> {
  const wanted = [...commits].filter((c) => COMMIT_PATTERN.test(c));
  const generations = new Map<string, number>();
  if (wanted.length === 0) return generations;
  const shallow = await runGit(root, ["rev-parse", "--is-shallow-repository"]);
  if (shallow.exitCode !== 0 || shallow.stdout.trim() !== "false") return generations;
  let next = 0;
  const worker = async () => {
    while (next < wanted.length) {
      const commit = wanted[next++]!;
      const result = await runGit(root, ["rev-list", "--count", `${commit}^{commit}`, "--"]);
      const count = Number(result.stdout.trim());
      if (result.exitCode === 0 && Number.isSafeInteger(count) && count > 0) {
        generations.set(commit, count);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL, wanted.length) }, worker));
  return generations;
}
