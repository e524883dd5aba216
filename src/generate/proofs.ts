/**
 * `proofs`: every `proof` note still open, in recorded order (SPEC §3.1: every proof note
 * appears; the task-linked ones also count towards PROVEN items).
 */
import type { Proof } from "../model/packet/types.js";
import type { Snapshot } from "../model/snapshot/types.js";
import { openNotes } from "../model/snapshot/open-notes.js";

/** The proof notes of this branch and topic. */
export function collectProofs(snapshot: Snapshot): Proof[] {
  return openNotes(snapshot.notes, "proof").map((note) => ({ id: note.id, text: note.text }));
}
