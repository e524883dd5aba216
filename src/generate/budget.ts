/**
 * The size budget of SPEC §3.3: handoff.md stays within 120 lines. When the full packet renders
 * longer, every list is cut to a common cap (the largest that fits, found by binary search, so
 * short lists stay whole) and the overflow moves into `packet.history` blocks as one line per
 * entry: moved, never deleted. Each list keeps its newest entries in the body. Decisions,
 * pitfalls and assumptions are the exception (see CARRIED_SECTIONS): they stay whole in the
 * JSON and only their handoff.md view is cut.
 */
import type { HistoryBlock, Packet } from "../packet/types.js";
import { renderMarkdown } from "../render/markdown.js";
import {
  CARRIED_SECTIONS,
  MAX_MARKDOWN_LINES,
  SECTION,
  defectsSection,
} from "../render/sections.js";

interface Slot<T> {
  section: string;
  /** Which end holds the newest entries (the end that stays in the body). */
  keep: "first" | "last";
  get: (packet: Packet) => T[];
  set: (packet: Packet, list: T[]) => void;
  toLine: (entry: T) => string;
}

function slot<T>(s: Slot<T>): Slot<unknown> {
  return s as unknown as Slot<unknown>;
}

const TOP_SLOTS: Slot<unknown>[] = [
  slot({
    section: SECTION.landed,
    keep: "first",
    get: (p) => p.state.landed,
    set: (p, l) => {
      p.state.landed = l;
    },
    toLine: (c) => `${c.commit} ${c.subject}`,
  }),
  slot({
    section: SECTION.inProgress,
    keep: "first",
    get: (p) => p.state.in_progress,
    set: (p, l) => {
      p.state.in_progress = l;
    },
    toLine: (s) => s,
  }),
  slot({
    section: SECTION.queued,
    keep: "first",
    get: (p) => p.state.queued,
    set: (p, l) => {
      p.state.queued = l;
    },
    toLine: (s) => s,
  }),
  slot({
    section: SECTION.items,
    keep: "first",
    get: (p) => p.items,
    set: (p, l) => {
      p.items = l;
    },
    toLine: (i) =>
      `${i.status} ${i.name}${i.missing_proof ? ` — missing: ${i.missing_proof}` : ""}`,
  }),
  slot({
    section: SECTION.readFirst,
    keep: "first",
    get: (p) => p.where.read_first,
    set: (p, l) => {
      p.where.read_first = l;
    },
    toLine: (s) => s,
  }),
  slot({
    section: SECTION.changedFiles,
    keep: "first",
    get: (p) => p.changed_files,
    set: (p, l) => {
      p.changed_files = l;
    },
    toLine: (s) => s,
  }),
  slot({
    section: SECTION.failedAttempts,
    keep: "last",
    get: (p) => p.failed_attempts,
    set: (p, l) => {
      p.failed_attempts = l;
    },
    toLine: (s) => s,
  }),
  slot({
    section: SECTION.verdictTrail,
    keep: "first",
    get: (p) => p.verdict_trail,
    set: (p, l) => {
      p.verdict_trail = l;
    },
    toLine: (e) =>
      `${e.task_id} ${e.source}: ${e.verdict}${e.total === undefined ? "" : ` ${e.total}/10`}${e.path ? ` (${e.path})` : ""}${e.defects.length > 0 ? ` — defects: ${e.defects.join(" | ")}` : ""}`,
  }),
  slot({
    section: SECTION.openRisks,
    keep: "first",
    get: (p) => p.open_risks,
    set: (p, l) => {
      p.open_risks = l;
    },
    toLine: (r) => `[${r.severity}] ${r.detail}`,
  }),
  slot({
    section: SECTION.openDecisions,
    keep: "last",
    get: (p) => p.open_decisions,
    set: (p, l) => {
      p.open_decisions = l;
    },
    toLine: (d) =>
      `${d.question} (${d.id})${d.options.length > 0 ? ` — options: ${d.options.map((o) => `${o.choice} → ${o.implies}`).join("; ")}` : ""}`,
  }),
  slot({
    section: SECTION.unmetContracts,
    keep: "first",
    get: (p) => p.unmet_contracts,
    set: (p, l) => {
      p.unmet_contracts = l;
    },
    toLine: (s) => s,
  }),
  slot({
    section: SECTION.pitfalls,
    keep: "last",
    get: (p) => p.pitfalls,
    set: (p, l) => {
      p.pitfalls = l;
    },
    toLine: (x) => `${x.text} (${x.id})`,
  }),
  slot({
    section: SECTION.assumptions,
    keep: "last",
    get: (p) => p.assumptions_to_validate,
    set: (p, l) => {
      p.assumptions_to_validate = l;
    },
    toLine: (a) => `${a.text} (${a.source}, ${a.id})`,
  }),
  slot({
    section: SECTION.preloads,
    keep: "first",
    get: (p) => p.preloads,
    set: (p, l) => {
      p.preloads = l;
    },
    toLine: (s) => s,
  }),
  slot({
    section: SECTION.skills,
    keep: "last",
    get: (p) => p.suggested_skills,
    set: (p, l) => {
      p.suggested_skills = l;
    },
    toLine: (s) => s,
  }),
  slot({
    section: SECTION.worktrees,
    keep: "first",
    get: (p) => p.concurrent_work.worktrees,
    set: (p, l) => {
      p.concurrent_work.worktrees = l;
    },
    toLine: (w) => `${w.path}${w.branch ? ` on ${w.branch}` : ""}${w.dirty ? " (dirty)" : ""}`,
  }),
  slot({
    section: SECTION.stashes,
    keep: "first",
    get: (p) => p.concurrent_work.stashes,
    set: (p, l) => {
      p.concurrent_work.stashes = l;
    },
    toLine: (s) => `${s.ref} ${s.message}`,
  }),
  slot({
    section: SECTION.unmergedBranches,
    keep: "first",
    get: (p) => p.concurrent_work.unmerged_branches,
    set: (p, l) => {
      p.concurrent_work.unmerged_branches = l;
    },
    toLine: (s) => s,
  }),
];

/** Defects of each verdict-trail entry still in the body, one slot per entry. */
function defectSlots(packet: Packet): Slot<unknown>[] {
  return packet.verdict_trail.map((entry, i) =>
    slot<string>({
      section: defectsSection(entry.task_id, entry.source),
      keep: "first",
      get: (p) => p.verdict_trail[i]?.defects ?? [],
      set: (p, l) => {
        const target = p.verdict_trail[i];
        if (target) target.defects = l;
      },
      toLine: (d) => d,
    }),
  );
}

function countLines(markdown: string): number {
  return markdown.endsWith("\n") ? markdown.split("\n").length - 1 : markdown.split("\n").length;
}

/** A copy of `packet` with every list cut to `cap` entries and the rest moved to history. */
function capLists(packet: Packet, cap: number): Packet {
  const copy = structuredClone(packet);
  const blocks: HistoryBlock[] = [];
  const cut = (s: Slot<unknown>): void => {
    const list = s.get(copy);
    if (list.length <= cap) return;
    const kept = s.keep === "first" ? list.slice(0, cap) : list.slice(list.length - cap);
    const moved = s.keep === "first" ? list.slice(cap) : list.slice(0, list.length - cap);
    // Carried sections stay whole in the JSON: the next packet carries them forward from there.
    if (!CARRIED_SECTIONS.has(s.section)) s.set(copy, kept);
    blocks.push({ section: s.section, lines: moved.map(s.toLine) });
  };
  for (const s of TOP_SLOTS) cut(s);
  for (const s of defectSlots(copy)) cut(s);
  copy.history = [...packet.history, ...blocks];
  return copy;
}

/** The longest list of the packet (the cap at which nothing moves). */
function findLongestList(packet: Packet): number {
  let longest = 0;
  for (const s of TOP_SLOTS) longest = Math.max(longest, s.get(packet).length);
  for (const s of defectSlots(packet)) longest = Math.max(longest, s.get(packet).length);
  return longest;
}

/**
 * `packet` fitted to the line budget of handoff.md. Lines only grow with the cap (an extra entry
 * adds at least the line its "… N more" pointer might free), so a binary search finds the best.
 */
export function applyBudget(packet: Packet, maxLines = MAX_MARKDOWN_LINES): Packet {
  if (countLines(renderMarkdown(packet)) <= maxLines) return packet;
  const fits = (cap: number) => countLines(renderMarkdown(capLists(packet, cap))) <= maxLines;
  // No list can show more entries than the page has lines.
  let lo = 0;
  let hi = Math.min(findLongestList(packet), maxLines);
  if (fits(hi)) return capLists(packet, hi);
  while (hi - lo > 1) {
    const mid = Math.floor((lo + hi) / 2);
    if (fits(mid)) lo = mid;
    else hi = mid;
  }
  const fitted = capLists(packet, lo);
  if (countLines(renderMarkdown(fitted)) > maxLines) {
    throw new Error(
      `handoff.md cannot fit ${maxLines} lines even with every list moved to history`,
    );
  }
  return fitted;
}

export { countLines };
