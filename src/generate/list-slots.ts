/**
 * Every list of the packet, once (see `Slot` in slots.ts). The hard caps (caps.ts) and the line
 * budget of handoff.md (budget.ts) both walk this one table, so the two never disagree on how a
 * list is cut.
 */
import type {
  Assumption,
  Conclusion,
  UserMessage,
  LandedCommit,
  OpenDecision,
  OpenRisk,
  PacketItem,
  PacketWorktree,
  Packet,
  Pitfall,
  Proof,
  VerdictTrailEntry,
  WorkFile,
} from "../model/packet/types.js";
import { CONCLUSION_KIND, labelOf, supersededLabel } from "../render/labels.js";
import { SECTION } from "../render/sections.js";
import { splitByStrength } from "./conclusion-rank.js";
import { type Slot, at, same, slot } from "./slots.js";

type Stash = Packet["concurrent_work"]["stashes"][number];

const worktreeLine = (w: PacketWorktree): string =>
  `${w.path}${w.branch ? ` on ${w.branch}` : ""}${w.dirty ? " (dirty)" : ""}`;

/** The lists of the packet, in the order handoff.md shows them. */
export const LIST_SLOTS: readonly Slot<unknown>[] = [
  slot({
    section: SECTION.userMessages,
    keep: "last",
    cap: 60,
    budget: true,
    ...at<UserMessage>("user_messages"),
    toLine: (m) => `${m.text}${labelOf(m)}${supersededLabel(m)}`,
  }),
  slot({
    section: SECTION.conclusions,
    keep: "last",
    cap: 30,
    budget: true,
    ...at<Conclusion>("conclusions"),
    // Each session's strongest stay first: a talkative later session must not push out all
    // of an earlier one's conclusions while they still hold.
    split: splitByStrength,
    toLine: (c) => `${CONCLUSION_KIND[c.kind]}: ${c.text}${labelOf(c)}`,
  }),
  slot({
    section: SECTION.plan,
    keep: "first",
    cap: 50,
    budget: true,
    get: (p) => p.plan?.steps ?? [],
    set: (p, l) => {
      if (p.plan !== null) p.plan.steps = l;
    },
    toLine: (step) => `[${step.status}] ${step.text}`,
  }),
  slot({
    section: SECTION.landed,
    keep: "first",
    cap: 50,
    budget: true,
    ...at<LandedCommit>("state", "landed"),
    toLine: (c) => `${c.commit} ${c.subject}`,
  }),
  slot({
    section: SECTION.inProgress,
    keep: "first",
    cap: 30,
    budget: true,
    ...at<string>("state", "in_progress"),
    toLine: same,
  }),
  slot({
    section: SECTION.queued,
    keep: "first",
    cap: 30,
    budget: true,
    ...at<string>("state", "queued"),
    toLine: same,
  }),
  slot({
    section: SECTION.items,
    keep: "first",
    cap: 50,
    budget: true,
    ...at<PacketItem>("items"),
    toLine: (i) =>
      `${i.status} ${i.name}${i.missing_proof ? ` — missing: ${i.missing_proof}` : ""}`,
  }),
  slot({
    section: SECTION.readFirst,
    keep: "first",
    cap: 8,
    budget: true,
    ...at<string>("where", "read_first"),
    toLine: same,
  }),
  slot({
    section: SECTION.changedFiles,
    keep: "first",
    cap: 200,
    budget: true,
    ...at<string>("changed_files"),
    toLine: same,
  }),
  slot({
    section: SECTION.failedAttempts,
    // Still-failing attempts come first (see failed-attempts.ts): they stay.
    keep: "first",
    cap: 30,
    budget: true,
    ...at<string>("failed_attempts"),
    toLine: same,
  }),
  slot({
    section: SECTION.verdictTrail,
    keep: "first",
    cap: 20,
    budget: true,
    ...at<VerdictTrailEntry>("verdict_trail"),
    toLine: (e) =>
      `${e.task_id} ${e.source}: ${e.verdict}${e.total === undefined ? "" : ` ${e.total}/10`}${e.path ? ` (${e.path})` : ""}${e.defects.length > 0 ? ` — defects: ${e.defects.join(" | ")}` : ""}`,
  }),
  slot({
    section: SECTION.proofs,
    keep: "last",
    cap: 50,
    budget: true,
    ...at<Proof>("proofs"),
    toLine: (x) => `${x.text} (${x.id})`,
  }),
  slot({
    section: SECTION.openRisks,
    keep: "first",
    cap: 50,
    budget: true,
    ...at<OpenRisk>("open_risks"),
    toLine: (r) => `[${r.severity}] ${r.detail}`,
  }),
  slot({
    section: SECTION.openDecisions,
    keep: "last",
    cap: 50,
    budget: true,
    ...at<OpenDecision>("open_decisions"),
    toLine: (d) =>
      `${d.question} (${d.id})${d.options.length > 0 ? ` — options: ${d.options.map((o) => `${o.choice} → ${o.implies}`).join("; ")}` : ""}`,
  }),
  slot({
    section: SECTION.unmetContracts,
    keep: "first",
    cap: 50,
    budget: true,
    ...at<string>("unmet_contracts"),
    toLine: same,
  }),
  slot({
    section: SECTION.pitfalls,
    keep: "last",
    cap: 50,
    budget: true,
    ...at<Pitfall>("pitfalls"),
    toLine: (x) => `${x.text} (${x.id})`,
  }),
  slot({
    section: SECTION.assumptions,
    keep: "last",
    cap: 50,
    budget: true,
    ...at<Assumption>("assumptions_to_validate"),
    toLine: (a) => `${a.text} (${a.source}, ${a.id})`,
  }),
  slot({
    section: SECTION.preloads,
    keep: "first",
    cap: 20,
    budget: true,
    ...at<string>("preloads"),
    toLine: same,
  }),
  slot({
    section: SECTION.skills,
    keep: "last",
    cap: 20,
    budget: true,
    ...at<string>("suggested_skills"),
    toLine: same,
  }),
  slot({
    section: SECTION.worktrees,
    keep: "first",
    cap: 20,
    budget: true,
    ...at<PacketWorktree>("concurrent_work", "worktrees"),
    toLine: worktreeLine,
  }),
  slot({
    section: SECTION.stashes,
    keep: "first",
    cap: 20,
    budget: true,
    ...at<Stash>("concurrent_work", "stashes"),
    toLine: (s) => `${s.ref} ${s.message}`,
  }),
  slot({
    section: SECTION.unmergedBranches,
    keep: "first",
    cap: 50,
    budget: true,
    ...at<string>("concurrent_work", "unmerged_branches"),
    toLine: same,
  }),
  // Lists handoff.md shows inline or not at all: capped, never cut by the line budget.
  slot({
    section: "Commands run",
    keep: "last",
    cap: 100,
    budget: false,
    ...at<string>("commands_run"),
    toLine: same,
  }),
  slot({
    section: "Where: modified files",
    keep: "first",
    cap: 200,
    budget: false,
    ...at<string>("where", "modified_files"),
    toLine: same,
  }),
  slot({
    section: "Where: worktrees",
    keep: "first",
    cap: 20,
    budget: false,
    ...at<PacketWorktree>("where", "worktrees"),
    toLine: worktreeLine,
  }),
  slot({
    section: "Work range: files",
    keep: "first",
    cap: 200,
    budget: false,
    ...at<WorkFile>("work_range", "files"),
    toLine: (f) => `${f.path} (${f.status})`,
  }),
  slot({
    section: "Work range: edited, not in the repo now",
    keep: "first",
    cap: 50,
    budget: false,
    ...at<string>("work_range", "edited_not_in_repo"),
    toLine: same,
  }),
  slot({
    section: "Sources",
    keep: "first",
    cap: 50,
    budget: false,
    ...at<string>("sources"),
    toLine: same,
  }),
];
