/**
 * The live facts `resume` checks a packet against: the repo state (`repo-state.ts`) plus, when
 * HEAD moved, the history since the packet's commit. The comparison itself is pure:
 * `compareClaims` in `compare-claims.ts`.
 */
import { lstat } from "node:fs/promises";
import { resolve } from "node:path";
import { LOG_FORMAT, parseLog } from "../collect/git/parse-log.js";
import { runGit } from "../platform/run-git.js";
import { NotRegularFileError, readRegularFile } from "../platform/read-regular-file.js";
import { HOOK_FOLDERS } from "../model/agents.js";
import type { Packet } from "../model/packet/types.js";
import type { Commit } from "../model/snapshot/types.js";
import type { RepoState } from "./repo-state.js";
import { isWithin } from "../util/within.js";

/** A verification report as it reads now. */
export type ReportFact =
  | { state: "present"; passed: boolean; head_commit: string | null }
  | { state: "missing" }
  | { state: "invalid" };

/** What the live repo says, in the packet's terms (paths relative to the root). */
export interface LiveFacts {
  branch: string | null;
  head: string | null;
  /** Whether the packet's `head_commit` exists in this repo (false when it is null). */
  packet_head_known: boolean;
  /** Whether the packet's commit is an ancestor of HEAD; null when unknown. */
  packet_head_is_ancestor: boolean | null;
  /** Commits on HEAD not reachable from the packet's commit, newest first (at most 200). */
  commits_since: Commit[];
  /** How many there are in all. */
  commits_since_count: number;
  /** Files that differ between the packet's commit and HEAD. */
  changed_since: string[];
  /** Paths `git status` reports; untracked directories end with `/`. `.handoff/` excluded. */
  dirty: string[];
  worktrees: { path: string; branch: string | null; head: string | null }[];
  /** Verification reports the packet relies on, by repo-relative path. */
  reports: Record<string, ReportFact>;
  /**
   * Whether each changed file the packet lists beyond its modified files, and each modified file
   * that is clean now, exists (repo-relative path → present). Absent: not gathered (older callers).
   */
  present?: Record<string, boolean>;
  /**
   * Dirty paths (as in `dirty`) that are handoff's own hook settings and nothing else, such as
   * the `.codex/` that `hooks install codex` created (collect/git/own-config.ts): no one's new
   * work. Absent: none, or not gathered.
   */
  own_config?: string[];
}

const MAX_COMMITS = 200;

/** The verification reports a packet's claims rest on (its trail, and its items' tasks). */
export function reportPaths(packet: Packet): string[] {
  const paths = new Set<string>();
  for (const entry of packet.verdict_trail) {
    if (entry.source === "verification" && entry.path !== null) paths.add(entry.path);
  }
  for (const id of itemTaskIds(packet)) paths.add(`outputs/verification/${id}.json`);
  return [...paths].sort();
}

/** Task ids named by the packet's STILL-BUILDING items. */
export function itemTaskIds(packet: Packet): string[] {
  const ids = new Set<string>();
  for (const item of packet.items) {
    if (item.status !== "STILL-BUILDING") continue;
    for (const match of item.name.matchAll(/\bT-\d{3,}\b/g)) ids.add(match[0]);
  }
  return [...ids].sort();
}

/**
 * Gather the live facts for `packet` in `root`, on top of the repo state already read. When
 * HEAD has not moved (the common case) no further git call is made; otherwise the ancestry,
 * the commits since and the files changed since are read in parallel.
 */
export async function gatherLiveFacts(
  root: string,
  packet: Packet,
  state: RepoState,
): Promise<LiveFacts> {
  const base = packet.head_commit;
  const moved = base !== null && state.head !== null && base !== state.head;
  const range = `${base}..HEAD`;
  const paths = reportPaths(packet);
  // Presence answers two claims: a committed file is still there; an uncommitted file that is
  // clean now was removed (a temp file deleted) rather than reverted.
  const dirty = new Set(state.dirty);
  const listed = [
    ...committedFiles(packet),
    ...packet.where.modified_files.filter((path) => !dirty.has(path) && !path.endsWith("/")),
  ];
  const [ancestor, log, diff, reports, present, ownConfig] = await Promise.all([
    moved ? runGit(root, ["merge-base", "--is-ancestor", base, "HEAD"]) : null,
    moved ? runGit(root, ["log", "-z", `-n${MAX_COMMITS}`, LOG_FORMAT, range, "--"]) : null,
    moved ? runGit(root, ["diff", "--name-only", "--no-renames", "-z", base, "HEAD", "--"]) : null,
    Promise.all(paths.map((path) => readReport(root, path))),
    Promise.all(listed.map((path) => exists(root, path))),
    readOwnConfig(root, state),
  ]);
  const commits = log?.exitCode === 0 ? parseLog(log.stdout) : [];
  let count = commits.length;
  if (count >= MAX_COMMITS) {
    const counted = await runGit(root, ["rev-list", "--count", range, "--"]);
    count = counted.exitCode === 0 ? Number(counted.stdout.trim()) || count : count;
  }
  // merge-base exits 0 (ancestor), 1 (not), or 128 (an unknown commit).
  const headKnown = !moved || ancestor!.exitCode === 0 || ancestor!.exitCode === 1;
  return {
    branch: state.branch,
    head: state.head,
    packet_head_known: base !== null && headKnown,
    packet_head_is_ancestor:
      base === null || !headKnown ? null : !moved || ancestor!.exitCode === 0,
    commits_since: commits,
    commits_since_count: count,
    changed_since: diff?.exitCode === 0 ? diff.stdout.split("\0").filter(Boolean) : [],
    dirty: state.dirty,
    worktrees: state.worktrees,
    reports: Object.fromEntries(paths.map((path, i) => [path, reports[i]!])),
    present: Object.fromEntries(listed.map((path, i) => [path, present[i]!])),
    ...(ownConfig.length > 0 ? { own_config: ownConfig } : {}),
  };
}

/**
 * handoff's own hook settings among the dirty paths. The module (hook settings merging) loads
 * only when a dirty path is an agent's settings file or folder, which is rare on this path.
 */
async function readOwnConfig(root: string, state: RepoState): Promise<string[]> {
  const { changes } = state;
  if (!changes.some((c) => HOOK_FOLDERS.some((dir) => c.path.startsWith(dir)))) return [];
  const { findOwnConfigDirty } = await import("../collect/git/own-config.js");
  return findOwnConfigDirty(root, changes);
}

/** The changed files a packet lists that are not uncommitted (their claim is about HEAD). */
export function committedFiles(packet: Packet): string[] {
  const modified = new Set(packet.where.modified_files);
  return packet.changed_files.filter((path) => !modified.has(path));
}

async function exists(root: string, path: string): Promise<boolean> {
  const full = resolve(root, path);
  // A path comes from a packet: never look outside the root.
  if (!isWithin(root, full)) return false;
  return lstat(full).then(
    () => true,
    () => false,
  );
}

async function readReport(root: string, path: string): Promise<ReportFact> {
  const full = resolve(root, path);
  // A report path comes from a packet: never read outside the root.
  if (!isWithin(root, full)) return { state: "invalid" };
  let text: string;
  try {
    // A FIFO where the report was is no report, and is never opened for a blocking read.
    text = await readRegularFile(full);
  } catch (error) {
    return { state: error instanceof NotRegularFileError ? "invalid" : "missing" };
  }
  try {
    const value = JSON.parse(text) as { passed?: unknown; head_commit?: unknown };
    if (typeof value.passed !== "boolean") return { state: "invalid" };
    return {
      state: "present",
      passed: value.passed,
      head_commit: typeof value.head_commit === "string" ? value.head_commit : null,
    };
  } catch {
    return { state: "invalid" };
  }
}
