/**
 * `resume` (SPEC §8): find the packet to resume from, re-verify its claims against the live
 * repo, and return everything the briefing needs. Light on purpose: it runs at every session
 * start, so it loads no schema validator, transcript parser or MCP SDK, and the redaction
 * rules only when live text enters the result (packets on disk are already redacted).
 */
import type { Packet } from "../model/packet/types.js";
import { deriveStatus, type PacketEntry, readLog, sortNewestFirst } from "../store/log.js";
import { isPulledOrigin } from "../store/host-label.js";
import { branchKeyOf, isRedactedName, nameKey } from "../store/paths.js";
import { readPacket } from "../store/read-registry.js";
import { readCarriedReasons } from "./carried-reasons.js";
import { type Claim, compareClaims } from "./compare-claims.js";
import { findWorkTreeTop } from "../platform/locate-repo.js";
import { type RepoState, readHeadBranch, readRepoState } from "./repo-state.js";
import { preloadRecheck, type ResumeRisk, recheckRisks } from "./recheck-risks.js";
import { gatherLiveFacts } from "./verify-claims.js";
import { handoffCommand } from "../util/cli-launcher.js";
import {
  type PendingWaitOptions,
  type PendingWrite,
  waitForPendingWrites,
} from "../store/pending-writes.js";
import { describePendingWrite, readWaitBudget } from "./pending-note.js";

/** How the packet was found: the active one of the branch and topic, else the branch's newest. */
export type ResumeFound = "active" | "branch";

export interface ResumeResult {
  /** `fresh`: every claim VERIFIED; `drifted`: at least one DRIFTED; `none`: no packet. */
  outcome: "fresh" | "drifted" | "none";
  found: ResumeFound | null;
  /** One sentence saying which packet this is and why it was chosen (or why there is none). */
  note: string;
  /** The live branch and the topic asked for. */
  branch: string | null;
  topic: string;
  entry: PacketEntry | null;
  packet: Packet | null;
  claims: Claim[];
  /** The packet's open risks with their live verdicts (clean-state risks re-checked live). */
  risks: ResumeRisk[];
  /** Outcome `none`: the branches that have packets (redacted, sorted), to name with `--branch`. */
  other_branches?: string[];
  /**
   * Why each carried failed attempt failed, by command, read from the packet it was carried
   * from (carried-reasons.ts); absent when no attempt is carried.
   */
  carried_reasons?: Record<string, string>;
  /**
   * True when the packet came from another copy of the registry (pulled): VERIFIED checks git
   * claims, not its text, so its next command is shown as text to check, never to run.
   */
  pulled?: boolean;
  /**
   * A newer packet of the branch and topic still being written when the wait ran out (the note
   * then opens with it): since when (ISO), and whether it recovers the previous session.
   */
  pending_write?: { since: string; recovery: boolean };
}

export interface ResumeOptions {
  topic?: string;
  /**
   * `--branch`: resume that branch's packet on purpose (as the registry records it). Without
   * it only the live branch's packets are read: never another branch's (SPEC §8).
   */
  branch?: string;
  /** The repo state of `root` when the caller already started reading it (to find the root). */
  state?: RepoState | Promise<RepoState>;
  /**
   * How to wait for a write of the branch and topic still under way (store/pending-writes.ts):
   * the budget defaults to `HANDOFF_READ_WAIT_MS`, else READ_WAIT_MS; tests inject the clock.
   */
  wait?: Partial<PendingWaitOptions>;
}

const label = (branch: string | null) => (branch === null ? "a detached HEAD" : `branch ${branch}`);

/**
 * How a live (raw) branch and topic are told apart in the registry: by `key` (their `nameKey`)
 * for entries that have one, else by the stored (redacted) names. `explicit` (`--branch` as
 * `list` shows it) also accepts the stored name itself.
 */
export interface LiveName {
  branch: string | null;
  topic: string;
  key?: string;
  explicit?: boolean;
}

function sameBranch(entry: PacketEntry, live: LiveName): boolean {
  if (live.explicit && entry.branch === live.branch) return true;
  if (live.key !== undefined && entry.key !== undefined) {
    return branchKeyOf(entry.key) === branchKeyOf(live.key);
  }
  return entry.branch === live.branch;
}

function samePair(entry: PacketEntry, live: LiveName): boolean {
  if (live.explicit && entry.branch === live.branch && entry.topic === live.topic) return true;
  if (live.key !== undefined && entry.key !== undefined) return entry.key === live.key;
  return entry.branch === live.branch && entry.topic === live.topic;
}

/**
 * Pure: pick the packet to resume from the registry entries: the active one of (branch, topic),
 * else the newest of the branch. Never another branch's: the caller names those instead.
 * Archived packets were retired on purpose and are never picked.
 */
export function choosePacket(
  entries: readonly PacketEntry[],
  branch: string | null,
  topic: string,
  name: Omit<LiveName, "branch" | "topic"> = {},
): { entry: PacketEntry; found: ResumeFound; note: string } | null {
  const live = { branch, topic, ...name };
  const candidates = sortNewestFirst(entries.filter((e) => e.status !== "archived"));
  const active = candidates.find((e) => e.status === "active" && samePair(e, live));
  // The names shown are the stored (redacted) ones: a live name is never printed raw.
  if (active !== undefined) {
    return {
      entry: active,
      found: "active",
      note: `Active packet for ${label(active.branch)}, topic ${active.topic}.`,
    };
  }
  // A topic named on purpose is never answered with another topic's packet: only the default
  // topic (no --topic) falls back to the branch's newest.
  const onBranch = candidates.find((e) =>
    topic === DEFAULT_TOPIC ? sameBranch(e, live) : samePair(e, live),
  );
  if (onBranch === undefined) return null;
  return {
    entry: onBranch,
    found: "branch",
    note: `No active packet for ${label(onBranch.branch)}, topic ${topic}; using the newest for this branch (topic ${onBranch.topic}, ${onBranch.status}).`,
  };
}

/** Pure: the branches other than the live one that have a live packet, sorted (stored names). */
export function listOtherBranches(
  entries: readonly PacketEntry[],
  branch: string | null,
  name: Omit<LiveName, "branch" | "topic"> = {},
): string[] {
  const live = { branch, topic: "", ...name };
  const names = new Set<string>();
  for (const entry of entries) {
    if (entry.status === "archived" || sameBranch(entry, live)) continue;
    names.add(entry.branch ?? "(detached HEAD)");
  }
  return [...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}

/**
 * The key of the live names, computed (with node:crypto, ~ms) only when some entry's stored
 * name had something redacted: otherwise a stored name equals its raw form and comparing names
 * is exact (a redacted name holds `[`, which no git branch name may).
 */
function liveKey(
  entries: readonly PacketEntry[],
  branch: string | null,
  topic: string,
): string | undefined {
  const needed = entries.some(
    (e) => e.key !== undefined && (isRedactedName(e.branch) || isRedactedName(e.topic)),
  );
  return needed ? nameKey(branch, topic) : undefined;
}

/** The topic of a packet written or resumed without `--topic`. */
const DEFAULT_TOPIC = "default";

/** Pure: the topics the live branch has packets for (stored names, sorted), archived aside. */
export function listBranchTopics(
  entries: readonly PacketEntry[],
  branch: string | null,
  name: Omit<LiveName, "branch" | "topic"> = {},
): string[] {
  const live = { branch, topic: "", ...name };
  const topics = entries
    .filter((e) => e.status !== "archived" && sameBranch(e, live))
    .map((e) => e.topic);
  return [...new Set(topics)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}

/** The sentence of outcome `none`. */
function describeNone(
  branch: string | null,
  others: string[],
  topic: string,
  topics: string[],
): string {
  if (topics.length > 0) {
    return `No packet for topic ${topic} on ${label(branch)}; its packets are for topic ${topics.join(", ")}: resume one with '${handoffCommand("resume --topic NAME")}'.`;
  }
  if (others.length === 0) {
    return `No handoff packet to resume in .handoff/ (none written, or all archived): run '${handoffCommand("write")}' when a session ends.`;
  }
  return `No packet for ${label(branch)}. Packets exist for: ${others.join(", ")}; read one on purpose with '${handoffCommand("resume --branch NAME")}'.`;
}

/**
 * Resume in `root`: choose the packet, gather the live facts, compare. Never throws for drift
 * or for a missing packet (outcome `none`); the CLI turns the outcome into the exit code.
 * The packet is chosen and read while `git status` runs: the branch comes from `.git/HEAD`
 * when the file system can tell, and is checked against git's answer afterwards.
 */
export async function resume(root: string, options: ResumeOptions = {}): Promise<ResumeResult> {
  const topic = options.topic ?? "default";
  const pending = Promise.resolve(options.state ?? readRepoState(root));
  // Awaited below; this only keeps an early failure elsewhere from leaving it unhandled.
  pending.catch(() => undefined);
  const gitDir = findWorkTreeTop(root)?.gitDir;
  const early =
    options.branch !== undefined
      ? options.branch
      : gitDir === null || gitDir === undefined
        ? undefined
        : readHeadBranch(gitDir);
  // Every reader waits for a write of its pair under way: the log is read only after it.
  const waitBranch = early !== undefined ? early : (await pending).branch;
  const waited = await waitForPendingWrites(root, () => nameKey(waitBranch, topic), {
    budgetMs: readWaitBudget(process.env),
    ...options.wait,
  });
  const { records } = await readLog(root);
  const entries = [...deriveStatus(records).values()];
  const explicit = options.branch !== undefined;
  const nameOf = (branch: string | null) => {
    const key = liveKey(entries, branch, topic);
    return { ...(key === undefined ? {} : { key }), explicit };
  };
  const pick = (branch: string | null) => {
    const chosen = choosePacket(entries, branch, topic, nameOf(branch));
    const packet = chosen === null ? null : readPacket(root, chosen.entry.id);
    // Its risks' re-check loads its modules while git status runs.
    packet?.then(preloadRecheck, () => undefined);
    return { chosen, packet };
  };
  let choice = pick(early !== undefined ? early : (await pending).branch);
  const state = await pending;
  const wanted = options.branch !== undefined ? options.branch : state.branch;
  if (early !== undefined && early !== wanted) choice = pick(wanted);
  const { chosen } = choice;
  if (chosen === null || choice.packet === null) {
    const others = listOtherBranches(entries, wanted, nameOf(wanted));
    const topics = listBranchTopics(entries, wanted, nameOf(wanted));
    const none: ResumeResult = {
      outcome: "none",
      found: null,
      note:
        waited.pending === null
          ? describeNone(wanted, others, topic, topics)
          : describePendingWrite(waited.pending, false),
      branch: state.branch,
      topic,
      entry: null,
      packet: null,
      claims: [],
      risks: [],
      other_branches: others,
      ...pendingField(waited.pending),
    };
    if (state.branch === null && wanted === null && topics.length === 0) return none;
    const { redactValue } = await import("../redact/index.js");
    return redactValue(none).value;
  }
  const packet = await choice.packet;
  const [live, risks, carried] = await Promise.all([
    gatherLiveFacts(root, packet, state),
    recheckRisks(root, packet, state),
    readCarriedReasons(root, packet),
  ]);
  // A packet stores its branch redacted: when the raw names' keys say it is this branch, the
  // branch claim holds (the live name is compared in the packet's terms, never printed raw).
  const liveName = { branch: state.branch, topic, ...nameOf(state.branch), explicit: false };
  if (isRedactedName(packet.branch) && sameBranch(chosen.entry, liveName)) {
    live.branch = packet.branch;
  }
  if (packet.where.worktrees.some((w) => isRedactedName(w.branch))) {
    // Worktree branches too are compared as the packet stores them: redacted.
    const { redact } = await import("../redact/index.js");
    live.worktrees = live.worktrees.map((w) => ({
      ...w,
      branch: w.branch === null ? null : redact(w.branch).text,
    }));
  }
  const claims = compareClaims(packet, live);
  const result: ResumeResult = {
    outcome: claims.some((c) => c.verdict === "DRIFTED") ? "drifted" : "fresh",
    found: chosen.found,
    note:
      waited.pending === null
        ? chosen.note
        : `${describePendingWrite(waited.pending, true)} ${chosen.note}`,
    branch: state.branch,
    topic,
    entry: chosen.entry,
    packet,
    claims,
    risks,
    other_branches: [],
    ...(Object.keys(carried).length > 0 ? { carried_reasons: carried } : {}),
    ...(isPulledOrigin(chosen.entry.origin, root) ? { pulled: true } : {}),
    ...pendingField(waited.pending),
  };
  return redactLiveFacts(result, packet);
}

function pendingField(pending: PendingWrite | null): Pick<ResumeResult, "pending_write"> {
  if (pending === null) return {};
  return {
    pending_write: { since: new Date(pending.since).toISOString(), recovery: pending.recovery },
  };
}

/**
 * A fresh result repeats only what the packet says, and the packet was redacted when it was
 * written: the common, fast path loads no redaction rules. Drift brings live text into the
 * result (new commit subjects, file and branch names), so only then is the redactor loaded.
 */
async function redactLiveFacts(result: ResumeResult, packet: Packet): Promise<ResumeResult> {
  if (
    result.outcome === "fresh" &&
    result.branch === packet.branch &&
    result.topic === packet.topic
  ) {
    return result;
  }
  const { redactValue } = await import("../redact/index.js");
  return redactValue(result).value;
}
