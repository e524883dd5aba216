/**
 * The text an edit tool call put into a file and took out of it, from its input as every agent
 * names it (`content`, `new_string` / `old_string`, `newString` / `oldString`, a list of
 * `edits`, a patch's `+` and `-` lines). The identifiers of that code ground the agent's prose
 * (`grounding.ts`: "the width rounds down" names `width` of the diff), and an identifier the
 * session added and an edit of it then takes out again is something it tried and took back.
 * Bounded: the start of each text, as much as a reader of prose can name. Pure.
 */
import { LazyString } from "../../json/lazy-string.js";
import { isObject, type JsonObject } from "./events.js";

/** Characters kept of what one edit adds and of what it removes. */
export const EDIT_TEXT_CHARS = 16_000;

/** What an edit put in and took out (either may be absent: a whole-file write removes unseen). */
export interface EditText {
  added?: string;
  dropped?: string;
  /** `added` is the whole file (a write): what the file held before and not now was dropped. */
  whole?: true;
}

const ADDED_KEYS = ["content", "new_string", "newString", "new_str", "newText", "new_text"];
const DROPPED_KEYS = ["old_string", "oldString", "old_str", "oldText", "old_text"];

/**
 * The start of a string value, or undefined; an undecoded one (a write of megabytes) decodes
 * only its start: what an edit adds past it is past what prose names anyway.
 */
export function shortString(value: unknown): string | undefined {
  if (typeof value === "string") return value.slice(0, EDIT_TEXT_CHARS);
  return value instanceof LazyString ? value.prefix(EDIT_TEXT_CHARS) : undefined;
}

/** The first string among `keys` of `input`. */
function firstString(input: JsonObject, keys: readonly string[]): string | undefined {
  for (const key of keys) {
    const value = shortString(input[key]);
    if (value !== undefined) return value;
  }
  return undefined;
}

/** `parts` joined, clipped, or undefined when there are none. */
function joined(parts: readonly string[]): string | undefined {
  if (parts.length === 0) return undefined;
  const text = parts.join("\n");
  return text.length <= EDIT_TEXT_CHARS ? text : text.slice(0, EDIT_TEXT_CHARS);
}

/** An `EditText` with only the fields that hold text. */
function editText(added: string[], dropped: string[]): EditText {
  const put = joined(added);
  const taken = joined(dropped);
  return {
    ...(put === undefined ? {} : { added: put }),
    ...(taken === undefined ? {} : { dropped: taken }),
  };
}

/**
 * What an edit tool's input puts in and takes out: a write's content, a replacement's new and
 * old strings, each of a list of edits (`edits: [{old_string, new_string}]`), or a patch given
 * whole (`patch`, `patchText`, `diff`).
 */
export function editTextOf(input: JsonObject): EditText {
  const added: string[] = [];
  const dropped: string[] = [];
  const take = (record: JsonObject) => {
    const put = firstString(record, ADDED_KEYS);
    const taken = firstString(record, DROPPED_KEYS);
    if (put !== undefined) added.push(put);
    if (taken !== undefined) dropped.push(taken);
  };
  take(input);
  const whole = firstString(input, ["content"]) !== undefined && added.length === 1;
  const edits = input["edits"];
  if (Array.isArray(edits)) for (const edit of edits.slice(0, 64)) if (isObject(edit)) take(edit);
  const patch = firstString(input, ["patch", "patchText", "patch_text", "diff"]);
  if (patch !== undefined) {
    const lines = patchText(patch);
    if (lines.added !== undefined) added.push(lines.added);
    if (lines.dropped !== undefined) dropped.push(lines.dropped);
  }
  const text = editText(added, dropped);
  return whole && added.length === 1 ? { ...text, whole: true } : text;
}

/**
 * The lines a patch adds and removes (`+` and `-` lines of a unified diff or of Codex's
 * `apply_patch` format; the `+++` / `---` file headers aside). A file the patch adds whole is all
 * `+` lines in both formats.
 */
export function patchText(patch: string): EditText {
  const added: string[] = [];
  const dropped: string[] = [];
  for (const line of patch.slice(0, 4 * EDIT_TEXT_CHARS).split("\n")) {
    if (line.startsWith("+++") || line.startsWith("---")) continue;
    if (line.startsWith("+")) added.push(line.slice(1));
    else if (line.startsWith("-")) dropped.push(line.slice(1));
  }
  return editText(added, dropped);
}
