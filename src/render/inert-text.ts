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
