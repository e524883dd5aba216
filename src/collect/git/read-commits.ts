/**
 * Recent commits: since the previous packet's head commit (exclusive) when it is still an
 * ancestor of HEAD, else the last N.
 */
import type { Commit } from "../../snapshot/types.js";
import { LOG_FORMAT, parseLog } from "./parse-log.js";
import { runGit } from "./run-git.js";

/** Commits listed at most when counting from a base: a long-lived branch must stay bounded. */
export const MAX_COMMITS_SINCE = 1000;

/** Commits newest first, and the base they were counted from (null for "the last N"). */
export interface RecentCommits {
  commits: Commit[];
  since: string | null;
}

const LOG_OPTIONS = ["log", "-z", LOG_FORMAT, "--no-show-signature", "--no-color"];

async function readLog(root: string, range: string, max: number): Promise<Commit[]> {
  const result = await runGit(root, [...LOG_OPTIONS, `--max-count=${max}`, range, "--"]);
  return result.exitCode === 0 ? parseLog(result.stdout) : [];
}

async function isAncestor(root: string, since: string): Promise<boolean> {
  const result = await runGit(root, ["merge-base", "--is-ancestor", since, "HEAD"]);
  return result.exitCode === 0;
}

/** The last `recent` commits of HEAD, newest first (none when HEAD is unborn). */
export function readLogHead(root: string, recent: number): Promise<Commit[]> {
  return readLog(root, "HEAD", recent);
}

/**
 * Read recent commits. `since` must look like an object id (hex); anything else (an option-like
 * string, a ref name) is ignored. `last` is the plain "last N" list (`readLogHead`), read
 * earlier and in parallel by the caller, so the common "no previous packet" case costs no
 * further call and "previous still an ancestor" costs two. An unborn HEAD gives no commits.
 */
export async function readRecentCommits(
  root: string,
  since: string | null,
  last: Commit[],
): Promise<RecentCommits> {
  const usable = since !== null && /^[0-9a-f]{4,64}$/i.test(since) ? since : null;
  if (usable === null || !(await isAncestor(root, usable))) return { commits: last, since: null };
  return { commits: await readLog(root, `${usable}..HEAD`, MAX_COMMITS_SINCE), since: usable };
}
