/**
 * The values one edit changed, as the diff's value changes read them (`collect/git/
 * value-changes.ts`): the lines its old text has and its new text does not, paired in order with
 * the lines its new text adds, kept where one number is all that differs (`QUEUE_WAIT_MIN = 20`
 * → `35`), or one number and the name holding it (`MAX_LINES = 80` → `MAX_PAGES = 2`; a new
 * name sharing no word with the old, `MAX_COLS = 80` → `MAX_LINES = 2`, as `other_name`). Where the
 * edit sits in the session, after which user message, says which message the change answered,
 * in whatever language that message was written. Pure.
 */
import type { ValueEdit } from "../../model/snapshot/types.js";
import { pairedChanges } from "../git/value-changes.js";
import type { EditText } from "./edit-content.js";

/** Value changes kept per session (the newest): as many as the diff's. */
export const MAX_VALUE_EDITS = 40;
/** Lines of one edit compared: a rewrite of a whole file changes no rule's value by itself. */
const MAX_EDIT_LINES = 400;

/** The value changes of `edit`, without the user message it followed. */
export function valueChangesOf(edit: EditText): Omit<ValueEdit, "user">[] {
  if (edit.added === undefined || edit.dropped === undefined) return [];
  const before = edit.dropped.split("\n").slice(0, MAX_EDIT_LINES);
  const after = edit.added.split("\n").slice(0, MAX_EDIT_LINES);
  const kept = new Set(after.map((l) => l.trim()));
  const stayed = new Set(before.map((l) => l.trim()));
  // The context an edit repeats around its change is no change: only what it took out and put in.
  const removed = before.filter((l) => l.trim() !== "" && !kept.has(l.trim()));
  const added = after.filter((l) => l.trim() !== "" && !stayed.has(l.trim()));
  return pairedChanges(removed, added).map(({ before, after, kind }) =>
    kind === "value"
      ? { before, after }
      : kind === "renamed"
        ? { before, after, renamed: true }
        : { before, after, renamed: true, other_name: true },
  );
}
