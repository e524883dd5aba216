/**
 * "Which notes are still open" (SPEC §2.4): one rule for the store, the clean-state check, the
 * stop gate and generate. A `resolve <id>` note closes the note with that id; it names the id in
 * `target`, and a resolve note written without one (an older or hand-edited `notes.jsonl` line)
 * names it in its text, which is the `<id>` argument.
 */
import type { Note, NoteKind } from "./types.js";

/** The part of a note this rule reads (stored notes carry more). */
type NoteLike = Pick<Note, "id" | "kind" | "text" | "target">;

/** Ids that a `resolve` note closes. */
export function collectResolvedIds(notes: readonly NoteLike[]): Set<string> {
  const ids = new Set<string>();
  for (const note of notes) {
    if (note.kind === "resolve") ids.add(note.target ?? note.text);
  }
  return ids;
}

/**
 * Notes that no `resolve` note closed, in recorded order; only those of `kind` when given. The
 * `resolve` notes themselves are open unless `kind` excludes them (they are the record of a
 * closing, which later packets still need).
 */
export function openNotes<T extends NoteLike>(notes: readonly T[], kind?: NoteKind): T[] {
  const resolved = collectResolvedIds(notes);
  return notes.filter(
    (note) => (kind === undefined || note.kind === kind) && !resolved.has(note.id),
  );
}
