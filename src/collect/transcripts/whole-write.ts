/**
 * What a whole-file write put in and took out: its text against the file as it stood before it.
 * Agents write whole files all the time (Claude Code's `Write`, Gemini CLI's `write_file`,
 * OpenCode's `write`); with no old text every declaration of the file reads as new and no added
 * line can be told, so a behaviour put in by rewriting the file ties no conclusion, and one taken
 * out that way abandons none. The old text comes from what the transcript recorded with the write
 * (`before` of the edit event), else from the session's own earlier write of that file
 * (`FileTexts`). Pure.
 */
import { EDIT_TEXT_CHARS, type EditText } from "./edit-content.js";
import { lineKey } from "./put-in.js";

/**
 * The lines `after` holds that `before` does not, and the reverse, each side in its own order and
 * read without white space: a line moved or reformatted is neither put in nor taken out.
 */
export function wholeWriteDiff(before: string, after: string): EditText {
  const oldLines = before.split("\n");
  const newLines = after.split("\n");
  const oldKeys = new Set(oldLines.map(lineKey));
  const newKeys = new Set(newLines.map(lineKey));
  const added = newLines.filter((line) => line.trim() !== "" && !oldKeys.has(lineKey(line)));
  const dropped = oldLines.filter((line) => line.trim() !== "" && !newKeys.has(lineKey(line)));
  return {
    ...(added.length === 0 ? {} : { added: added.join("\n") }),
    // Present even when empty: a write that took nothing out still has an old text to read
    // its added lines against (`addedLine` needs one).
    dropped: dropped.join("\n"),
  };
}

/** Whether a text may be whole: shorter than an edit's kept text (a longer one was cut). */
const isWhole = (text: string): boolean => text.length < EDIT_TEXT_CHARS;

/**
 * `edit` read against the file's old text when it wrote a whole file over an existing one whose
 * text is known (`before`, neither cut): the lines it put in and took out, as a small edit's.
 * A first write of a new file (`before` empty) and a write whose old text is unknown stay whole:
 * everything in them is new.
 */
export function againstOldText<E extends EditText>(edit: E, before: string | undefined): E {
  if (edit.whole !== true || before === undefined || before === "") return edit;
  const after = edit.added ?? "";
  if (!isWhole(after) || !isWhole(before)) return edit;
  const { whole: _whole, added: _added, dropped: _dropped, ...rest } = edit;
  return { ...rest, ...wholeWriteDiff(before, after) } as E;
}

/** Files whose text is kept for a later write of them (the newest). */
export const MAX_FILE_TEXTS = 32;

/**
 * The text of each file as the session's own whole writes left it, and the small edits after
 * them (an `old_string` replaced once), for a later whole write the transcript records no old
 * text of (OpenCode's `write`). One lookup per write; an edit that cannot be applied forgets the
 * file. Not saved with a resumable scan: the agents whose scans resume record the old text with
 * the write themselves.
 */
export class FileTexts {
  readonly #texts = new Map<string, string>();

  /** The file's text before `edit`, when a whole write of this session left it known. */
  before(path: string): string | undefined {
    return this.#texts.get(path);
  }

  /** The file's text after `edit`, as far as it is known. */
  record(edit: EditText & { path: string }): void {
    const known = this.#texts.get(edit.path);
    this.#texts.delete(edit.path);
    const next = edit.whole === true ? edit.added : known && applied(known, edit);
    if (next === undefined || !isWhole(next)) return;
    this.#texts.set(edit.path, next);
    if (this.#texts.size > MAX_FILE_TEXTS) {
      const oldest = this.#texts.keys().next().value;
      if (oldest !== undefined) this.#texts.delete(oldest);
    }
  }
}

/** `text` with a replacement's old string replaced by its new one, when it stands there once. */
function applied(text: string, edit: EditText): string | undefined {
  const { added, dropped } = edit;
  if (added === undefined || dropped === undefined || dropped === "") return undefined;
  const at = text.indexOf(dropped);
  if (at < 0 || text.indexOf(dropped, at + 1) >= 0) return undefined;
  return text.slice(0, at) + added + text.slice(at + dropped.length);
}
