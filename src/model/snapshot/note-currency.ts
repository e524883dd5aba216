/**
 * Pure: whether an open note still says something true now, beside `open-notes.ts` (whether a
 * `resolve` closed it). Two kinds go out of date without anyone closing them:
 *
 * - a `next` note is done once something later supersedes it: it was recorded before the
 *   packet this write builds on (`after`, the active packet when it was recorded, is not that
 *   packet), so that packet already handed it over, and this session's own words name a newer
 *   step. A note recorded since the last packet is this session's deliberate word and wins.
 * - a `proof` note is stale once the files or checks it names changed after it: a file it named
 *   (hashed when it was recorded) no longer has those bytes, or the latest run of a check it
 *   names (a command of the feedback log its text quotes) failed.
 */
import type { Note } from "./types.js";

/** The note fields these rules read. */
type NoteLike = Pick<Note, "id" | "text" | "after" | "files">;

/**
 * Whether the `next` note was handed over by the packet this write builds on: recorded before
 * it (`after` names an older packet, or none while there is one). A note of an older handoff
 * (no `after`) counts as handed over when that packet's next action is its text.
 */
export function wasHandedOver(
  note: NoteLike,
  previous: { id: string; next_action: string | null } | null,
): boolean {
  if (previous === null) return false;
  if (note.after === undefined) return previous.next_action?.trim() === note.text.trim();
  return note.after !== previous.id;
}

/**
 * Why a proof note no longer holds, or null: a named file changed or is gone (`current`: the
 * sha256 prefix of each file now, null when it is not there), or a named check's latest run
 * failed (`failing`: commands whose latest run exited non-zero).
 */
export function staleProofReason(
  note: NoteLike,
  current: Readonly<Record<string, string | null>>,
  failing: readonly string[],
): string | null {
  const changed = Object.entries(note.files ?? {})
    .filter(([path, hash]) => current[path] !== undefined && current[path] !== hash)
    .map(([path]) => (current[path] === null ? `${path} is gone` : `${path} changed`));
  if (changed.length > 0) return `${changed.join(", ")} since it was recorded`;
  const check = failing.find((command) => namesCommand(note.text, command));
  return check === undefined ? null : `${check} fails now`;
}

/** Whether `text` quotes `command` whole (not as part of a longer word). */
function namesCommand(text: string, command: string): boolean {
  const wanted = command.trim();
  if (wanted === "") return false;
  let at = text.indexOf(wanted);
  while (at >= 0) {
    const before = text[at - 1];
    const after = text[at + wanted.length];
    if (!isWordChar(before) && !isWordChar(after)) return true;
    at = text.indexOf(wanted, at + 1);
  }
  return false;
}

function isWordChar(char: string | undefined): boolean {
  return char !== undefined && /[\w:-]/.test(char);
}

/**
 * The repo paths a note's text may name: words with a `/` or a file extension, stripped of
 * quotes, brackets and a trailing `:line`. Which of them are files is the caller's to check on
 * disk: only files that exist are hashed, so a word that merely looks like a path costs nothing.
 */
export function pathsNamedIn(text: string): string[] {
  const paths = new Set<string>();
  for (const raw of text.split(/\s+/)) {
    const word = raw
      .replace(/^[`'"([{<]+/, "")
      .replace(/[`'"),.;!?\]}>]+$/, "")
      .replace(/(:\d+)+$/, "")
      .replace(/:$/, "");
    if (word === "" || word.length > 300 || word.startsWith("/") || word.includes("..")) continue;
    if (/^[a-z][a-z0-9+.-]*:\/\//i.test(word)) continue;
    if (word.includes("/") || /^[\w.-]+\.[A-Za-z0-9]{1,8}$/.test(word)) paths.add(word);
  }
  return [...paths].slice(0, 20);
}
