/**
 * Every list of the packet, once: its history section name, which end holds the entries that
 * stay, its hard cap (SPEC §3.1: every list has a cap, so packet size never grows with input
 * size), and how one entry reads as a line of history.md. The hard caps (caps.ts) and the line
 * budget of handoff.md (budget.ts) both walk this one table, so the two never disagree on how a
 * list is cut.
 */
import type {
  Assumption,
  LandedCommit,
  OpenDecision,
  OpenRisk,
  Packet,
  PacketItem,
  PacketWorktree,
  Pitfall,
  Proof,
  VerdictTrailEntry,
  WorkFile,
} from "../packet/types.js";

type Stash = Packet["concurrent_work"]["stashes"][number];
import { SECTION, defectsSection } from "../render/sections.js";

/** One list of the packet. */
export interface Slot<T> {
  section: string;
  /**
   * Which entries stay when the list is cut: the first ones, the last ones (the newest), or
   * the ends (the first and the newest: the user's first message is the objective).
   */
  keep: "first" | "last" | "ends";
  /** Most entries the packet keeps; the rest moves to history, counted. */
  cap: number;
  /** False for lists handoff.md does not show one per line (the line budget leaves them). */
  budget: boolean;
  get: (packet: Packet) => T[];
  set: (packet: Packet, list: T[]) => void;
  toLine: (entry: T) => string;
}

function slot<T>(s: Slot<T>): Slot<unknown> {
  return s as unknown as Slot<unknown>;
}

const same = (s: string): string => s;

/**
 * The get/set pair of the list at `packet[key]` (or `packet[key][field]`). The slots' table
 * names each list once by its place in the packet; the casts stay in this one function.
 */
function at<T>(key: keyof Packet, field?: string): Pick<Slot<T>, "get" | "set"> {
  const holder = (p: Packet) =>
    (field === undefined ? p : p[key]) as unknown as Record<string, unknown>;
  const name = field ?? key;
  return {
    get: (p) => holder(p)[name] as T[],
    set: (p, list) => {
      holder(p)[name] = list;
    },
  };
}

/** The lists of the packet, in the order handoff.md shows them. */
export const LIST_SLOTS: readonly Slot<unknown>[] = [
  slot({
    section: SECTION.userMessages,
    keep: "ends",
    cap: 100,
    budget: true,
    ...at<string>("user_messages"),
    toLine: same,
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
    toLine: (w) => `${w.path}${w.branch ? ` on ${w.branch}` : ""}${w.dirty ? " (dirty)" : ""}`,
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
    toLine: (w) => `${w.path}${w.branch ? ` on ${w.branch}` : ""}${w.dirty ? " (dirty)" : ""}`,
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

/** The lists nested in each entry of a list: defects per verdict, options per decision. */
export function nestedSlots(packet: Packet): Slot<unknown>[] {
  const defects = packet.verdict_trail.map((entry, i) =>
    slot<string>({
      section: defectsSection(entry.task_id, entry.source),
      keep: "first",
      cap: 20,
      budget: true,
      get: (p) => p.verdict_trail[i]?.defects ?? [],
      set: (p, l) => {
        const target = p.verdict_trail[i];
        if (target) target.defects = l;
      },
      toLine: same,
    }),
  );
  const options = packet.open_decisions.map((decision, i) =>
    slot<{ choice: string; implies: string }>({
      section: `${SECTION.openDecisions}: options of ${decision.id}`,
      keep: "first",
      cap: 10,
      budget: false,
      get: (p) => p.open_decisions[i]?.options ?? [],
      set: (p, l) => {
        const target = p.open_decisions[i];
        if (target) target.options = l;
      },
      toLine: (o) => `${o.choice} → ${o.implies}`,
    }),
  );
  return [...defects, ...options];
}

/** How `list` splits at `cap` for a slot that keeps `keep`: what stays and what moves. */
export function splitList<T>(
  list: readonly T[],
  cap: number,
  keep: Slot<unknown>["keep"],
): { kept: T[]; moved: T[] } {
  if (list.length <= cap) return { kept: [...list], moved: [] };
  if (keep === "first") return { kept: list.slice(0, cap), moved: list.slice(cap) };
  if (keep === "last") {
    return { kept: list.slice(list.length - cap), moved: list.slice(0, list.length - cap) };
  }
  // The ends: the first entry and the newest ones; never fewer than those two.
  const tail = Math.max(1, cap - 1);
  if (list.length <= tail + 1) return { kept: [...list], moved: [] };
  return {
    kept: [...list.slice(0, 1), ...list.slice(list.length - tail)],
    moved: list.slice(1, list.length - tail),
  };
}
