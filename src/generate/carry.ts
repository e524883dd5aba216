/**
 * What notes add and what carries forward from the superseded packet until a `resolve` note
 * closes it: open decisions, pitfalls, assumptions to validate; plus suggested skills.
 */
import type { Assumption, OpenDecision, Pitfall, ResolvedDecision } from "../model/packet/types.js";
import type { Snapshot } from "../model/snapshot/types.js";
import { findReport } from "./context.js";
import { collectResolvedIds, openNotes } from "../model/snapshot/open-notes.js";
import { sha256Hex } from "../util/canonical-json.js";

/** The review score at or below which the reviewer did not accept the assumptions. */
const ASSUMPTION_SCORE_LIMIT = 1;

function dedupeById<T extends { id: string }>(entries: T[]): T[] {
  const seen = new Set<string>();
  return entries.filter((entry) => {
    if (seen.has(entry.id)) return false;
    seen.add(entry.id);
    return true;
  });
}

/** Carried decisions first (older), then new decision notes; resolved ones dropped. */
export function collectOpenDecisions(snapshot: Snapshot): OpenDecision[] {
  const resolved = collectResolvedIds(snapshot.notes);
  // Rebuilt field by field: the packet's bytes must not depend on the key order of the input.
  const carried = (snapshot.previous?.open_decisions ?? [])
    .filter((d) => !resolved.has(d.id))
    .map((d) => ({
      id: d.id,
      question: d.question,
      options: d.options.map((o) => ({ choice: o.choice, implies: o.implies })),
    }));
  const fresh = openNotes(snapshot.notes, "decision").map((note) => ({
    id: note.id,
    question: note.text,
    options: (note.options ?? []).map((o) => ({ choice: o.choice, implies: o.implies })),
  }));
  return dedupeById([...carried, ...fresh]);
}

/** Decisions resolved with their answer that a packet keeps reporting. */
export const MAX_RESOLVED_DECISIONS = 10;

/**
 * Decisions closed by a `resolve` note, newest first, then those the superseded packet
 * reported: the next session must know what was decided, not only that nothing is open. A
 * resolve note names its decision's question since it was written with one; an older note
 * finds it among the superseded packet's open decisions, else it closed something else.
 */
export function collectResolvedDecisions(snapshot: Snapshot): ResolvedDecision[] {
  const carriedOpen = new Map((snapshot.previous?.open_decisions ?? []).map((d) => [d.id, d]));
  const fresh: ResolvedDecision[] = [];
  for (const note of snapshot.notes) {
    if (note.kind !== "resolve") continue;
    const id = note.target ?? note.text;
    const question = note.question ?? carriedOpen.get(id)?.question;
    // Resolve notes of every branch reach the snapshot (ids are global): only a decision
    // of this line of work, recorded with its question here or open in the superseded
    // packet, is reported.
    if (question === undefined) continue;
    if (!carriedOpen.has(id) && !decidedHere(snapshot, note)) continue;
    fresh.push({ id, question, choice: note.choice ?? null, why: note.why ?? null });
  }
  const carried = (snapshot.previous?.packet.resolved_decisions ?? []).map((d) => ({
    id: d.id,
    question: d.question,
    choice: d.choice,
    why: d.why,
  }));
  return dedupeById([...fresh.reverse(), ...carried]).slice(0, MAX_RESOLVED_DECISIONS);
}

/** A resolve note recorded on this branch (or on none) and this topic. */
function decidedHere(snapshot: Snapshot, note: Snapshot["notes"][number]): boolean {
  const branch = snapshot.git?.branch ?? null;
  const branchOk = note.branch === null || note.branch === undefined || note.branch === branch;
  return branchOk && (note.topic === undefined || note.topic === snapshot.options.topic);
}

/** Carried pitfalls first, then new pitfall notes; resolved ones dropped. */
export function collectPitfalls(snapshot: Snapshot): Pitfall[] {
  const resolved = collectResolvedIds(snapshot.notes);
  const carried = (snapshot.previous?.pitfalls ?? [])
    .filter((p) => !resolved.has(p.id))
    .map((p) => ({ id: p.id, text: p.text }));
  const fresh = openNotes(snapshot.notes, "pitfall").map((n) => ({ id: n.id, text: n.text }));
  return dedupeById([...carried, ...fresh]);
}

/** A stable id for an assumption that has none of its own (content hash). */
export function makeAssumptionId(source: string, text: string): string {
  return `a-${sha256Hex(`${source}\u0000${text}`, 8)}`;
}

/**
 * Assumptions still to validate: carried ones, `agent_state.assumptions`, assumption notes, and,
 * when the active task's review scored the `assumptions` dimension ≤ 1, the reviewer's note on it.
 */
export function collectAssumptions(snapshot: Snapshot, taskId: string | null): Assumption[] {
  const resolved = collectResolvedIds(snapshot.notes);
  const carriedAll = (snapshot.previous?.assumptions_to_validate ?? [])
    .filter((a) => !resolved.has(a.id))
    .map((a): Assumption => ({ id: a.id, text: a.text, source: a.source }));
  const fromState = (snapshot.workbench.agent_state?.assumptions ?? []).map(
    (text): Assumption => ({
      id: makeAssumptionId("agent_state", text),
      text,
      source: "agent_state",
    }),
  );
  const fromNotes = openNotes(snapshot.notes, "assumption").map(
    (note): Assumption => ({ id: note.id, text: note.text, source: "note" }),
  );
  const fromReview: Assumption[] = [];
  const reviews =
    taskId === null
      ? snapshot.workbench.reviews
      : [findReport(snapshot.workbench.reviews, taskId)].filter((r) => r !== null);
  for (const review of reviews) {
    for (const dimension of review.dimensions ?? []) {
      if (dimension.name !== "assumptions" || dimension.score > ASSUMPTION_SCORE_LIMIT) continue;
      const text = `${review.task_id} review scored assumptions ${dimension.score}/2: ${dimension.note}`;
      const id = makeAssumptionId("review", text);
      if (!resolved.has(id)) fromReview.push({ id, text, source: "review" });
    }
  }
  // An assumption still in the inputs is taken from there, not from the previous packet (whose
  // text is already redacted): else a rerun counts no redaction where the first write counted
  // one, and the same inputs give a second packet (issue #18.10). It keeps its carried place.
  const fresh = new Map([...fromState, ...fromNotes, ...fromReview].map((a) => [a.id, a]));
  const carried = carriedAll.map((a) => fresh.get(a.id) ?? a);
  return dedupeById([...carried, ...fromState, ...fromNotes, ...fromReview]);
}

/** Skills the next session should load, from skill notes, deduplicated in recorded order. */
export function collectSkills(snapshot: Snapshot): string[] {
  return [...new Set(openNotes(snapshot.notes, "skill").map((n) => n.text.trim()))].filter(
    (s) => s !== "",
  );
}
