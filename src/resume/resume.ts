/**
 * `resume` (SPEC §8): find the packet to resume from, re-verify its claims against the live
 * repo, and return everything the briefing needs. Light on purpose: it runs at every session
 * start, so it loads no schema validator, transcript parser or MCP SDK, and the redaction
 * rules only when live text enters the result (packets on disk are already redacted).
 */
import type { Packet } from "../packet/types.js";
import { deriveStatus, type PacketEntry, readLog, sortNewestFirst } from "../store/log.js";
import { readPacket } from "../store/read-registry.js";
import { type Claim, compareClaims } from "./compare-claims.js";
import { findWorkTree, type RepoState, readHeadBranch, readRepoState } from "./repo-state.js";
import { gatherLiveFacts } from "./verify-claims.js";

/** How the packet was found: the active one, else the newest of the branch, else any. */
export type ResumeFound = "active" | "branch" | "newest";

/** A risk of the packet, re-checked against the live tree where it can be (SPEC §8). */
export interface ResumeRisk {
  severity: "block" | "warn" | "info";
  detail: string;
  /** `still`/`resolved` for clean-state risks re-checked live; `unchecked` for the rest. */
  verdict: "still" | "resolved" | "unchecked";
}

export interface ResumeResult {
  /** `fresh`: every claim VERIFIED; `drifted`: at least one DRIFTED; `none`: no packet. */
  outcome: "fresh" | "drifted" | "none";
  found: ResumeFound | null;
  /** One sentence saying which packet this is and why it was chosen. */
  note: string;
  /** The live branch and the topic asked for. */
  branch: string | null;
  topic: string;
  entry: PacketEntry | null;
  packet: Packet | null;
  claims: Claim[];
  /**
   * The packet's open risks with their live verdicts.
   * UNFINISHED (contract stage): every risk is `unchecked` until the live re-check lands.
   */
  risks: ResumeRisk[];
}

export interface ResumeOptions {
  topic?: string;
  /** The repo state of `root` when the caller already started reading it (to find the root). */
  state?: RepoState | Promise<RepoState>;
}

const label = (branch: string | null) => (branch === null ? "a detached HEAD" : `branch ${branch}`);

/**
 * Pure: pick the packet to resume from the registry entries. Archived packets were retired on
 * purpose and are never picked.
 */
export function choosePacket(
  entries: readonly PacketEntry[],
  branch: string | null,
  topic: string,
): { entry: PacketEntry; found: ResumeFound; note: string } | null {
  const live = sortNewestFirst(entries.filter((e) => e.status !== "archived"));
  const active = live.find(
    (e) => e.status === "active" && e.branch === branch && e.topic === topic,
  );
  if (active !== undefined) {
    return {
      entry: active,
      found: "active",
      note: `Active packet for ${label(branch)}, topic ${topic}.`,
    };
  }
  const onBranch = live.find((e) => e.branch === branch);
  if (onBranch !== undefined) {
    return {
      entry: onBranch,
      found: "branch",
      note: `No active packet for ${label(branch)}, topic ${topic}; using the newest for this branch (topic ${onBranch.topic}, ${onBranch.status}).`,
    };
  }
  const newest = live[0];
  if (newest === undefined) return null;
  return {
    entry: newest,
    found: "newest",
    note: `No packet for ${label(branch)}; using the newest overall (${label(newest.branch)}, topic ${newest.topic}, ${newest.status}).`,
  };
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
  const gitDir = findWorkTree(root)?.gitDir;
  const early = gitDir === null || gitDir === undefined ? undefined : readHeadBranch(gitDir);
  const { records } = await readLog(root);
  const entries = [...deriveStatus(records).values()];
  const pick = (branch: string | null) => {
    const chosen = choosePacket(entries, branch, topic);
    const packet = chosen === null ? null : readPacket(root, chosen.entry.id);
    packet?.catch(() => undefined);
    return { chosen, packet };
  };
  let choice = pick(early !== undefined ? early : (await pending).branch);
  const state = await pending;
  if (early !== undefined && early !== state.branch) choice = pick(state.branch);
  const { chosen } = choice;
  if (chosen === null || choice.packet === null) {
    const none: ResumeResult = {
      outcome: "none",
      found: null,
      note: "No handoff packet to resume in .handoff/ (none written, or all archived): run 'handoff write' when a session ends.",
      branch: state.branch,
      topic,
      entry: null,
      packet: null,
      claims: [],
      risks: [],
    };
    if (state.branch === null) return none;
    const { redactValue } = await import("../redact/index.js");
    return redactValue(none).value;
  }
  const packet = await choice.packet;
  const live = await gatherLiveFacts(root, packet, state);
  const claims = compareClaims(packet, live);
  const result: ResumeResult = {
    outcome: claims.some((c) => c.verdict === "DRIFTED") ? "drifted" : "fresh",
    found: chosen.found,
    note: chosen.note,
    branch: state.branch,
    topic,
    entry: chosen.entry,
    packet,
    claims,
    risks: packet.open_risks.map((risk) => ({ ...risk, verdict: "unchecked" as const })),
  };
  return redactLiveFacts(result, packet);
}

/**
 * A fresh result repeats only what the packet says, and the packet was redacted when it was
 * written: the common, fast path loads no redaction rules. Drift brings live text into the
 * result (new commit subjects, file and branch names), so only then is the redactor loaded.
 */
async function redactLiveFacts(result: ResumeResult, packet: Packet): Promise<ResumeResult> {
  if (result.outcome === "fresh" && result.branch === packet.branch) return result;
  const { redactValue } = await import("../redact/index.js");
  return redactValue(result).value;
}
