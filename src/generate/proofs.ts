/**
 * `proofs`: every `proof` note still open and still current, in recorded order (SPEC §3.1: every
 * proof note appears; the task-linked ones also count towards PROVEN items). A proof whose files
 * or checks changed after it (`model/snapshot/note-currency.ts`) is no evidence any more: it is
 * left out of the proofs and of what they prove, and named once among the risks instead.
 */
import type { OpenRisk, Proof } from "../model/packet/types.js";
import type { FeedbackSummary } from "../model/snapshot/feedback-types.js";
import type { Note, Snapshot } from "../model/snapshot/types.js";
import { openNotes } from "../model/snapshot/open-notes.js";
import { staleProofReason } from "../model/snapshot/note-currency.js";
import { selectFeedback } from "./context.js";

/** The open proof notes of this branch and topic that still hold. */
export function liveProofs(snapshot: Snapshot): Note[] {
  const reasons = staleProofReasons(snapshot);
  return openNotes(snapshot.notes, "proof").filter((note) => !reasons.has(note.id));
}

/** The proofs of the packet. */
export function collectProofs(snapshot: Snapshot): Proof[] {
  return liveProofs(snapshot).map((note) => ({ id: note.id, text: note.text }));
}

/** One `info` risk per open proof note that no longer holds, saying why. */
export function staleProofRisks(snapshot: Snapshot): OpenRisk[] {
  return [...staleProofReasons(snapshot)].map(([id, reason]) => ({
    severity: "info",
    detail: `proof ${id} no longer holds (${reason}): not carried as evidence; record a new proof once it passes again`,
  }));
}

/** Each stale open proof note's id with the reason. */
function staleProofReasons(snapshot: Snapshot): Map<string, string> {
  const current = snapshot.proof_files ?? {};
  const failing = failingCommands(selectFeedback(snapshot));
  const reasons = new Map<string, string>();
  for (const note of openNotes(snapshot.notes, "proof")) {
    const reason = staleProofReason(note, current, failing);
    if (reason !== null) reasons.set(note.id, reason);
  }
  return reasons;
}

/** Commands whose latest run in the feedback failed. */
function failingCommands(feedback: FeedbackSummary | null): string[] {
  if (feedback === null) return [];
  const passed = new Set(feedback.passed_later);
  const failing = feedback.tail
    .filter((entry) => entry.exit_code !== 0 && !passed.has(entry.command))
    .map((entry) => entry.command);
  const latest = [...feedback.tail].reverse();
  // A tail entry is a group: its command failed at some point; the latest record of it decides.
  return [...new Set(failing)].filter(
    (command) => latest.find((entry) => entry.command === command)?.exit_code !== 0,
  );
}
