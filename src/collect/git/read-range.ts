/**
 * The work range of the branch (SPEC §3.1 "The work range"): the commits from the fork point
 * with the default branch, or from the previous packet's head when that is later, and the files
 * those commits changed. On the default branch itself the range starts at the previous packet's
 * head, else at the upstream; with neither, no commit is attributed to the session.
 *
 * Spawns: the default branch is found from the ref files (else with one `for-each-ref`, started
 * with the rest of the collection), its fork point with one `merge-base`; when the range is known, `log`,
 * `diff --name-status` and `diff -U0` (the values it changed, value-changes.ts) run together. A previous packet adds one or two ancestry checks.
 */
import type { Commit, RangeFile, ReplacedLine, ValueChange } from "../../model/snapshot/types.js";
import { readValueChanges } from "./value-changes.js";
import { parseRemovedNames, type RemovedName } from "./removed-names.js";
import { parseReplacedLines } from "./replaced-lines.js";
import { isHandoffPath } from "../../model/snapshot/handoff-path.js";
import { LOG_FORMAT, parseLog } from "./parse-log.js";
import { type RefDirs, readPackedRefs, resolveRef } from "../../platform/git-files.js";
import { runGit } from "../../platform/run-git.js";

/** Commits listed at most in a range: a long-lived branch must stay bounded. */
export const MAX_RANGE_COMMITS = 1000;

/** The default branch, as a ref, and the fork point of HEAD with it. */
export interface ForkPoint {
  /** Full ref name of the default branch (`refs/remotes/origin/main`), or null when none. */
  ref: string | null;
  /** Short name for labels (`origin/main`, `main`). */
  name: string | null;
  /** True when HEAD is on the default branch itself (or on the branch it tracks). */
  onDefault: boolean;
  /** `merge-base HEAD <ref>`, null when there is none (or HEAD is on the default branch). */
  base: string | null;
  /** On the default branch: `merge-base HEAD @{upstream}`, else null. */
  upstreamBase: string | null;
}

/** Where the range may start besides the fork point: the previous packet. */
export interface RangeSince {
  commit: string;
  /** Label of the base in the packet (e.g. `previous packet 0123…`). */
  label: string;
  /**
   * True on a rerun at the same HEAD: the previous packet's own base and label are reused as
   * they are, so the packet does not change because the previous one now exists (SPEC §3.1).
   */
  exact: boolean;
}

/** The range read from git. */
export interface WorkRangeGit {
  base: string | null;
  label: string | null;
  /** Newest first. */
  commits: Commit[];
  files: RangeFile[];
  /** Values the range's commits changed (`value-changes.ts`); absent when none. */
  values?: ValueChange[];
  /** Names whose declaration the range's commits took out (`removed-names.ts`); absent when none. */
  removed?: RemovedName[];
  /** Upper-case constants the range's commits declare anew (`value-changes.ts`); absent when none. */
  added?: string[];
  /** Lines the range replaced or took out (replaced-lines.ts); absent when none. */
  replaced?: ReplacedLine[];
}

/** Bytes of the range's patch read for changed values: past it, the rest is not read. */
const MAX_VALUE_PATCH = 1 << 20;

const OID = /^[0-9a-f]{4,64}$/i;

/** Short name of a ref for labels: `refs/remotes/origin/main` → `origin/main`. */
function shortRef(ref: string): string {
  return ref.replace(/^refs\/(?:heads|remotes)\//, "");
}

/**
 * Candidate refs of the default branch, in order of preference: the configured name (as a
 * local branch, a remote-tracking branch of origin, or a remote-tracking ref as written), then
 * `origin/HEAD`'s target, then `main`, `master` and their origin copies.
 */
function candidateRefs(configured: string | null): string[] {
  const refs: string[] = [];
  if (configured !== null) {
    refs.push(
      `refs/heads/${configured}`,
      `refs/remotes/${configured}`,
      `refs/remotes/origin/${configured}`,
    );
  }
  refs.push(
    "refs/remotes/origin/HEAD",
    "refs/heads/main",
    "refs/heads/master",
    "refs/remotes/origin/main",
    "refs/remotes/origin/master",
  );
  return refs;
}

/**
 * The first candidate that exists, read from the ref files (loose, then packed-refs), as
 * `findDefaultRef` answers; undefined when the files do not say plainly (git is asked then).
 */
export function findDefaultRefInFiles(
  dirs: RefDirs,
  configured: string | null,
): string | null | undefined {
  const packed = readPackedRefs(dirs.commonDir);
  if (packed === null) return undefined;
  for (const candidate of candidateRefs(configured)) {
    const ref = resolveRef(dirs, candidate, packed);
    if (ref === null) return undefined;
    // A symbolic ref to nothing is skipped, as `for-each-ref` ignores a broken ref.
    if (ref !== "absent") return ref.symref ?? candidate;
  }
  return null;
}

/**
 * Find the default branch's ref: from the ref files when `dirs` are given and they say plainly,
 * else one `for-each-ref` over the candidate names. `origin/HEAD` is followed to the ref it
 * names. Null when none exists.
 */
export async function findDefaultRef(
  root: string,
  configured: string | null,
  dirs: RefDirs | null = null,
): Promise<string | null> {
  const fromFiles = dirs === null ? undefined : findDefaultRefInFiles(dirs, configured);
  if (fromFiles !== undefined) return fromFiles;
  const candidates = candidateRefs(configured);
  const result = await runGit(root, [
    "for-each-ref",
    "--format=%(refname)%00%(symref)",
    ...candidates,
  ]);
  if (result.exitCode !== 0) return null;
  const found = new Map<string, string>();
  for (const line of result.stdout.split("\n")) {
    const [ref, symref] = line.split("\0");
    if (ref) found.set(ref, symref || ref);
  }
  for (const candidate of candidates) {
    const target = found.get(candidate);
    // `for-each-ref` matches by prefix of whole components: keep exact names only.
    if (target !== undefined) return target;
  }
  return null;
}

/**
 * The fork point of HEAD with the default branch. `branch` is the current branch (null when
 * detached); `hasUpstream` says whether it has an upstream (from `status`; true when unsure).
 */
export async function readForkPoint(
  root: string,
  branch: string | null,
  configured: string | null,
  dirs: RefDirs | null = null,
  hasUpstream: () => Promise<boolean> = () => Promise.resolve(true),
): Promise<ForkPoint> {
  const ref = await findDefaultRef(root, configured, dirs);
  const name = ref === null ? null : shortRef(ref);
  const onDefault = ref === null || (branch !== null && ref === `refs/heads/${branch}`);
  if (onDefault) {
    // No default branch known, or on it: the upstream (if any) bounds the unpushed work. Without
    // one (`status` says so) `merge-base` would only fail: it is not spawned.
    const upstream =
      branch === null || !(await hasUpstream()) ? null : await mergeBase(root, "@{upstream}");
    return { ref, name, onDefault: true, base: null, upstreamBase: upstream };
  }
  const base = await mergeBase(root, ref);
  // HEAD on the branch the default ref tracks (local main with origin/HEAD → origin/main):
  // that is the default branch too.
  const tracks = branch !== null && name === `origin/${branch}`;
  return tracks
    ? { ref, name, onDefault: true, base: null, upstreamBase: base }
    : { ref, name, onDefault: false, base, upstreamBase: null };
}

async function mergeBase(root: string, other: string): Promise<string | null> {
  const result = await runGit(root, ["merge-base", "HEAD", other, "--"]);
  const oid = result.stdout.trim();
  return result.exitCode === 0 && OID.test(oid) ? oid : null;
}

async function isAncestor(root: string, older: string, newer: string): Promise<boolean> {
  if (older === newer) return true;
  const result = await runGit(root, ["merge-base", "--is-ancestor", older, newer]);
  return result.exitCode === 0;
}

/** The base and its label: the later of the fork point and the previous packet's head. */
async function chooseBase(
  root: string,
  head: string,
  forkPoint: ForkPoint | (() => Promise<ForkPoint>),
  since: RangeSince | null,
): Promise<{ base: string | null; label: string | null }> {
  const usable = since !== null && OID.test(since.commit) ? since : null;
  if (usable?.exact) {
    if (await isAncestor(root, usable.commit, head)) {
      return { base: usable.commit, label: usable.label };
    }
  }
  const fork = typeof forkPoint === "function" ? await forkPoint() : forkPoint;
  const start = fork.onDefault ? fork.upstreamBase : fork.base;
  const startLabel = fork.onDefault
    ? fork.upstreamBase === null
      ? null
      : fork.ref === null
        ? "upstream (no default branch found)"
        : `upstream of the default branch ${fork.name}`
    : `fork point with ${fork.name}`;
  // The previous packet at the fork point itself: the fork point says more.
  if (usable !== null && !usable.exact && usable.commit !== start) {
    const [fromHead, afterStart] = await Promise.all([
      isAncestor(root, usable.commit, head),
      start === null ? true : isAncestor(root, start, usable.commit),
    ]);
    if (fromHead && afterStart) return { base: usable.commit, label: usable.label };
  }
  return { base: start, label: startLabel };
}

/** Pure: `git diff --name-status -z --no-renames` → the range's files, `.handoff/` left out. */
export function parseNameStatus(stdout: string): RangeFile[] {
  const files: RangeFile[] = [];
  const fields = stdout.split("\0");
  for (let i = 0; i + 1 < fields.length; i += 2) {
    const status = fields[i]!;
    const path = fields[i + 1]!;
    if (status === "" || path === "" || isHandoffPath(path)) continue;
    files.push({ path, deleted: status.startsWith("D") });
  }
  return files;
}

/**
 * Read the work range at `head` (null: an unborn HEAD, no range). The label says where the base
 * came from; with no base the range holds no commit (never the last N of another branch).
 * `forkPoint` may be a function: it is then called only when the previous packet's exact base
 * does not settle the range (a rerun at the same HEAD needs no fork point).
 */
export async function readWorkRange(
  root: string,
  head: string | null,
  forkPoint: ForkPoint | (() => Promise<ForkPoint>),
  since: RangeSince | null,
): Promise<WorkRangeGit> {
  if (head === null) return { base: null, label: null, commits: [], files: [] };
  const { base, label } = await chooseBase(root, head, forkPoint, since);
  if (base === null) {
    const fork = typeof forkPoint === "function" ? await forkPoint() : forkPoint;
    const why = fork.onDefault
      ? fork.ref === null
        ? "no default branch found and no previous packet or upstream: no commit attributed"
        : `on the default branch ${fork.name} with no previous packet or upstream: no commit attributed`
      : `no fork point with ${fork.name}: no commit attributed`;
    return { base: null, label: why, commits: [], files: [] };
  }
  if (base === head) return { base, label, commits: [], files: [] };
  const [log, diff, patch] = await Promise.all([
    runGit(root, [
      "log",
      "-z",
      LOG_FORMAT,
      "--no-show-signature",
      "--no-color",
      `--max-count=${MAX_RANGE_COMMITS}`,
      `${base}..${head}`,
      "--",
    ]),
    runGit(root, ["diff", "--name-status", "-z", "--no-renames", "--no-color", base, head, "--"]),
    runGit(root, ["diff", "-U0", "--no-color", "--no-ext-diff", "--no-renames", base, head, "--"], {
      maxBuffer: MAX_VALUE_PATCH,
    }),
  ]);
  const read = patch.exitCode === 0 ? readValueChanges(patch.stdout) : { changes: [], added: [] };
  const values = read.changes;
  const removed = patch.exitCode === 0 ? parseRemovedNames(patch.stdout) : [];
  const replaced = patch.exitCode === 0 ? parseReplacedLines(patch.stdout) : [];
  return {
    base,
    label,
    commits: log.exitCode === 0 ? parseLog(log.stdout) : [],
    files: diff.exitCode === 0 ? parseNameStatus(diff.stdout) : [],
    ...(values.length > 0 ? { values } : {}),
    ...(removed.length > 0 ? { removed } : {}),
    ...(read.added.length > 0 ? { added: read.added } : {}),
    ...(replaced.length > 0 ? { replaced } : {}),
  };
}
