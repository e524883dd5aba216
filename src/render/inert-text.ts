/**
 * What makes a value inert wherever an agent reads it as context (the resume briefing, handoff.md,
 * the PreCompact instructions), beyond Markdown: the tags agents and their harnesses wrap context
 * in, and the invisible characters that hide or reorder text. Pure.
 *
 * Tags. Claude Code, Codex CLI and Gemini CLI mark what is not the user's words with tags such
 * as `<system-reminder>`, `<environment_context>` or Gemini's `<hook_context>`: a value holding
 * `</hook_context>` would close Gemini's wrapper early and make what follows read as the user's
 * prompt. Such a tag keeps its words but trades its angle brackets for the single guillemets
 * `‹ ›` (U+2039, U+203A): visible, harmless, and no HTML entity (an entity is not what the
 * author wrote, and an agent copying a command would copy `&gt;`). A tag is neutralised when it is one of `HARNESS_TAGS` or, whatever
 * its name, when the name is compound (`a-b`, `a_b`): every harness tag seen so far is, while
 * code such as `Array<string>` or `a < b` is left as it is.
 *
 * Invisible characters. The byte-order mark (U+FEFF), the Arabic letter mark (U+061C), the
 * zero-width and directional marks (U+200B–200F), the bidi embeddings, overrides and isolates
 * (U+202A–202E, U+2066–2069) and the invisible operators (U+2060–2064) can hide text or reorder
 * what a reader sees (a "Trojan Source" line); none belongs in a handoff.
 */

/** Tags the agents' harnesses use (collect/transcripts/objective.ts reads the same ones). */
export const HARNESS_TAGS = [
  "hook_context",
  "session_context",
  "state_snapshot",
  "system-reminder",
  "user-prompt-submit-hook",
  "environment_context",
  "user_instructions",
  "user_shell_command",
  "turn_aborted",
  "command-name",
  "command-message",
  "command-args",
  "local-command-stdout",
  "local-command-stderr",
  "local-command-caveat",
  "task-notification",
  "bash-input",
  "bash-stdout",
  "bash-stderr",
  "system",
  "instructions",
] as const;

/** The left and right single guillemets that stand in for a harness tag's `<` and `>`. */
export const TAG_OPEN = "\u2039";
export const TAG_CLOSE = "\u203a";

const NAMES = HARNESS_TAGS.map((name) => name.replace(/-/g, "\\-")).join("|");
// `<`, an optional `/`, the name (listed, or any compound one), attributes, an optional `/`, `>`.
const TAG = new RegExp(
  `<(\\s*/?\\s*)((?:${NAMES})|[A-Za-z][A-Za-z0-9]*(?:[-_][A-Za-z0-9]+)+)(?=[\\s/>])([^<>]*)>`,
  "gi",
);

/** Every harness tag in `text` with `‹ ›` for its angle brackets; everything else unchanged. */
export function neutraliseTags(text: string): string {
  if (!text.includes("<")) return text;
  return text.replace(TAG, (_, slash: string, name: string, rest: string) => {
    return `${TAG_OPEN}${slash}${name}${rest}${TAG_CLOSE}`;
  });
}

/** The invisible formatting characters of the module comment. */
export const INVISIBLE = /[\u061c\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]/g;

// Control characters a terminal acts on: C0 but tab and line feed, DEL, and C1 (U+009B is a CSI
// on terminals that read 8-bit controls). A carriage return is one too: it lets a value overwrite
// the line that names it.
const TERMINAL_CONTROLS = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g;

/**
 * A character as a visible escape, `\u001b`: plain ASCII a reader can see, and inside a JSON
 * string the escape of the same character, so JSON output stays valid and means what it meant.
 */
function visibleEscape(char: string): string {
  return `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`;
}

/**
 * Pure: `text` made inert for an agent that reads it (a briefing, an MCP result): harness tags
 * lose their angle brackets (`neutraliseTags`), invisible and bidi characters are removed, and
 * control characters (an agent's host shows a tool result in a terminal) become visible escapes.
 * Line feeds and tabs stay.
 */
export function neutraliseForAgent(text: string): string {
  // Invisible characters go first, so none can hide a tag from `neutraliseTags`.
  const visible = text.replace(INVISIBLE, "").replace(TERMINAL_CONTROLS, visibleEscape);
  return neutraliseTags(visible);
}

/**
 * Pure: `text` made inert for a terminal (and for the agent that runs the command in one): what
 * `neutraliseForAgent` does, but invisible and bidi characters become visible escapes too (a
 * person may need to see that a value held one). Nothing can retitle the window, clear the screen,
 * write the clipboard (OSC 52) or reorder a line. Safe on JSON text: every character it changes can
 * only stand inside a JSON string, where its escape is valid.
 */
export function neutraliseForTerminal(text: string): string {
  return neutraliseTags(showInvisibles(text));
}

/**
 * Pure: control, invisible and bidi characters of `text` as visible escapes, nothing else
 * changed: for a reader that no tag can mislead (the view page, in a browser).
 */
export function showInvisibles(text: string): string {
  return text.replace(INVISIBLE, visibleEscape).replace(TERMINAL_CONTROLS, visibleEscape);
}
