/**
 * The new text of a settings file after a merge or unmerge (`settings-merge.ts` decides what
 * changes, on the parsed value): the file is edited as text (`json/edit-text.ts`), so every byte
 * that is not handoff's stays as the user wrote it, and an uninstall after an install gives the
 * original bytes back.
 *
 * What an install creates is written in a form an uninstall can tell apart: a container
 * (an event list, the `hooks` object, the whole file's object) handoff creates has its closing
 * bracket on a line of its own; items put into a container that was there empty go right after
 * its opening bracket, its own inner whitespace kept after them (`{}` stays `{…}`, never
 * `{…\n}`). So when an uninstall empties a container, it removes it only when it is in the
 * created form. The one text both could give is an empty container the user wrote as `[`,
 * newline, indent, `]`: it is taken as handoff's.
 */
import {
  applyJsonChange,
  detectLayout,
  type JsonNode,
  type JsonTextOptions,
  lineIndent,
  nodeAt,
  parseJsonTree,
  removeItem,
} from "../../json/edit-text.js";

/** How to edit: JSONC comments allowed, an uninstall (may drop what the install created). */
export interface SettingsTextOptions extends JsonTextOptions {
  uninstall?: boolean;
  /** Never delete the file (a symlink: its target is the user's, whatever it holds). */
  keepFile?: boolean;
}

/**
 * The file's text after changing its value from `before` to `after`; null when the file should
 * be deleted (an uninstall left exactly what an install made of a missing file). `text` is the
 * file as read (undefined: missing; blank: an empty file, kept in front of what is added).
 */
export function settingsTextAfter(
  text: string | undefined,
  before: unknown,
  after: Record<string, unknown>,
  options: SettingsTextOptions = {},
): string | null {
  if (text === undefined) return `${JSON.stringify(after, null, 2)}\n`;
  if (text.trim() === "") return `${text}${JSON.stringify(after, null, 2)}`;
  const edited = applyJsonChange(text, before, after, options);
  return options.uninstall ? dropCreated(edited, before, options) : edited;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Whether `node` is empty with its closing bracket on a line of its own: the created form. */
function isCreatedEmpty(text: string, node: JsonNode): boolean {
  if (node.kind === "scalar" || node.items.length > 0) return false;
  const inner = text.slice(node.start + 1, node.end - 1);
  return inner === `${detectLayout(text).eol}${lineIndent(text, node.start)}`;
}

/**
 * After an uninstall: remove the event lists, the `hooks` object and the file that it emptied
 * and that are in the created form (see the module comment); anything the user had stays.
 */
function dropCreated(text: string, before: unknown, options: SettingsTextOptions): string | null {
  if (!isRecord(before) || !isRecord(before["hooks"])) return text;
  const hadHooks = before["hooks"];
  let current = text;
  let root = parseJsonTree(current, options);
  let hooks = nodeAt(root, ["hooks"]);
  if (hooks === undefined || hooks.kind !== "object") return current;
  for (let i = hooks.items.length - 1; i >= 0; i--) {
    const member = hooks.items[i]!;
    const had = hadHooks[member.key ?? ""];
    if (!Array.isArray(had) || had.length === 0 || !isCreatedEmpty(current, member.value)) continue;
    current = removeItem(current, hooks, i, options);
    root = parseJsonTree(current, options);
    hooks = nodeAt(root, ["hooks"])!;
  }
  if (Object.keys(hadHooks).length === 0 || !isCreatedEmpty(current, hooks)) return current;
  const index = root.items.findLastIndex((member) => member.key === "hooks");
  current = removeItem(current, root, index, options);
  root = parseJsonTree(current, options);
  if (options.keepFile || !isCreatedEmpty(current, root)) return current;
  const lead = current.slice(0, root.start);
  const tail = current.slice(root.end);
  // A missing file was created as the object and one line end; an empty one kept in front.
  if (lead === "" && tail === detectLayout(current).eol) return null;
  return tail === "" && lead.trim() === "" ? lead : current;
}
