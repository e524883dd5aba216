/**
 * Pure: each claim a packet makes, checked against the live facts (SPEC §8) and marked VERIFIED
 * or DRIFTED with the evidence. No I/O here; `gatherLiveFacts` reads the repo. The claims about
 * the repo (HEAD, branch, worktrees, files) are here, those about tasks in `compare-task-claims.ts`.
 */
import type { Packet } from "../model/packet/types.js";
import { branchName, type Claim, drifted, listCommits, short, verified } from "./claim.js";
import { compareAbsences, compareVerifications } from "./compare-task-claims.js";
import { committedFiles, type LiveFacts } from "./verify-claims.js";

// The claim record lives in `claim.ts`; its importers keep reading it from here.
export type { Claim, ClaimKind, ClaimVerdict } from "./claim.js";

function compareHead(packet: Packet, live: LiveFacts): Claim {
  const claim = `HEAD at ${short(packet.head_commit)}`;
  const { commits_since: commits, commits_since_count: count } = live;
  if (packet.head_commit === live.head) {
    return verified("head", "HEAD", claim, `HEAD is still ${short(live.head)}`);
  }
  if (packet.head_commit === null) {
    return drifted(
      "head",
      "HEAD",
      claim,
      `the packet predates the first commit; HEAD is now ${short(live.head)}`,
    );
  }
  if (live.head === null) {
    return drifted("head", "HEAD", claim, "HEAD no longer resolves (no commit on this branch)");
  }
  if (!live.packet_head_known) {
    return drifted(
      "head",
      "HEAD",
      claim,
      `${short(packet.head_commit)} is not in this repository (history rewritten, or not fetched); HEAD is ${short(live.head)}`,
    );
  }
  const base: Claim = live.packet_head_is_ancestor
    ? drifted(
        "head",
        "HEAD",
        claim,
        `${count} commit${count === 1 ? "" : "s"} since: ${listCommits(commits, count)}`,
      )
    : drifted(
        "head",
        "HEAD",
        claim,
        `${short(packet.head_commit)} is no longer an ancestor of HEAD ${short(live.head)} (rebased, reset or switched); ${count} commit${count === 1 ? "" : "s"} on HEAD not in it: ${listCommits(commits, count)}`,
      );
  return { ...base, commits: commits.slice() };
}

function compareBranch(packet: Packet, live: LiveFacts): Claim {
  const claim = `on branch ${branchName(packet.branch)}`;
  return packet.branch === live.branch
    ? verified("branch", "branch", claim, `still on ${branchName(live.branch)}`)
    : drifted("branch", "branch", claim, `now on ${branchName(live.branch)}`);
}

function compareWorktrees(packet: Packet, live: LiveFacts): Claim[] {
  const claims: Claim[] = [];
  const recorded = new Set(packet.where.worktrees.map((w) => w.path));
  for (const worktree of packet.where.worktrees) {
    const claim = `worktree ${worktree.path} on ${branchName(worktree.branch)}`;
    const now = live.worktrees.find((w) => w.path === worktree.path);
    if (now === undefined)
      claims.push(drifted("worktree", worktree.path, claim, "worktree is gone"));
    else if (now.branch !== worktree.branch) {
      claims.push(drifted("worktree", worktree.path, claim, `now on ${branchName(now.branch)}`));
    } else claims.push(verified("worktree", worktree.path, claim, "present, same branch"));
  }
  // The current worktree is `.`, whether or not the packet listed it.
  const added = live.worktrees.filter((w) => w.path !== "." && !recorded.has(w.path));
  claims.push(
    added.length === 0
      ? verified("new-work", "worktrees", "no other worktrees", "no new worktree since the packet")
      : drifted(
          "new-work",
          "worktrees",
          "no other worktrees",
          `new worktree${added.length === 1 ? "" : "s"}: ${added.map((w) => `${w.path} (${branchName(w.branch)})`).join(", ")}`,
        ),
  );
  return claims;
}

/** Whether `path` is dirty now, counting files inside an untracked directory (`dir/`). */
function isDirty(path: string, dirty: ReadonlySet<string>, dirtyDirs: readonly string[]): boolean {
  return dirty.has(path) || dirtyDirs.some((dir) => path.startsWith(dir));
}

function compareFiles(packet: Packet, live: LiveFacts): Claim[] {
  const dirty = new Set(live.dirty);
  const dirtyDirs = live.dirty.filter((p) => p.endsWith("/"));
  const changed = new Set(live.changed_since);
  const headKnown = packet.head_commit === live.head || live.packet_head_known;
  const statuses = new Map((packet.work_range?.files ?? []).map((f) => [f.path, f.status]));
  const claims = packet.where.modified_files.map((path): Claim => {
    const status = statuses.get(path);
    const claim =
      status === "untracked" || status === "deleted"
        ? `${status}, not committed`
        : "modified, not committed";
    if (isDirty(path, dirty, dirtyDirs)) return verified("file", path, claim, "still modified");
    if (!headKnown) return drifted("file", path, claim, "no longer modified");
    if (changed.has(path)) {
      return drifted("file", path, claim, `committed since ${short(packet.head_commit)}`);
    }
    return live.present?.[path] === false && status !== "deleted"
      ? drifted("file", path, claim, "removed: no longer exists, never committed")
      : drifted(
          "file",
          path,
          claim,
          "reverted: no longer modified, unchanged since the packet's commit",
        );
  });
  claims.push(...compareCommittedFiles(packet, live));
  const recorded = new Set(packet.where.modified_files);
  const recordedDirs = packet.where.modified_files.filter((p) => p.endsWith("/"));
  // An untracked directory (`dir/`) is not new work when the packet named a file inside it.
  const known = (p: string) =>
    recorded.has(p) ||
    recordedDirs.some((d) => p.startsWith(d)) ||
    (p.endsWith("/") && packet.where.modified_files.some((f) => f.startsWith(p)));
  // handoff's own hook settings (`hooks install`) are no one's new work.
  const own = new Set(live.own_config ?? []);
  const fresh = live.dirty.filter((p) => !known(p) && !own.has(p));
  claims.push(
    fresh.length === 0
      ? verified("new-work", "working tree", "no other dirty files", "no new dirty files")
      : drifted(
          "new-work",
          "working tree",
          "no other dirty files",
          `new dirty file${fresh.length === 1 ? "" : "s"}: ${fresh.slice(0, 20).join(", ")}${fresh.length > 20 ? `, … ${fresh.length - 20} more` : ""}`,
        ),
  );
  return claims;
}

/**
 * Every other changed file the packet lists (committed in its range, or named by the session):
 * it exists now, or — when the packet says the range deleted it — it is still gone.
 */
function compareCommittedFiles(packet: Packet, live: LiveFacts): Claim[] {
  const present = live.present;
  if (present === undefined) return [];
  const deleted = new Set(
    (packet.work_range?.files ?? []).filter((f) => f.status === "deleted").map((f) => f.path),
  );
  return committedFiles(packet).flatMap((path): Claim[] => {
    if (!(path in present)) return [];
    return [compareCommittedFile(path, present[path] === true, deleted)];
  });
}

function compareCommittedFile(path: string, present: boolean, deleted: Set<string>): Claim {
  if (deleted.has(path)) {
    const claim = "deleted in the work range";
    return present
      ? drifted("file", path, claim, "exists again")
      : verified("file", path, claim, "still absent");
  }
  const claim = "changed in the work range";
  return present
    ? verified("file", path, claim, "present")
    : drifted("file", path, claim, "no longer exists");
}

/**
 * Check every claim of `packet` against `live`, in a fixed order: HEAD, branch, worktrees,
 * modified files, verifications, absence claims, and other sessions' new work.
 */
export function compareClaims(packet: Packet, live: LiveFacts): Claim[] {
  const worktrees = compareWorktrees(packet, live);
  const files = compareFiles(packet, live);
  const isNew = (c: Claim) => c.kind === "new-work";
  return [
    compareHead(packet, live),
    compareBranch(packet, live),
    ...worktrees.filter((c) => !isNew(c)),
    ...files.filter((c) => !isNew(c)),
    ...compareVerifications(packet, live),
    ...compareAbsences(packet, live),
    ...worktrees.filter(isNew),
    ...files.filter(isNew),
  ];
}
