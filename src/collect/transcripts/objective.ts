/**
 * The user's own words in a transcript: what is left of a user message once harness text is
 * taken out, and the session's objective (its first real request). Slash-command wrappers,
 * command output, system reminders, caveats, hook output, interruption markers, compaction
 * summaries and injected context (AGENTS.md, environment context) are not the user's words;
 * adapters already drop meta lines, tool results, attachments and subagent prompts.
 */

const MAX_CHARS = 300;
/** A message that starts with one of these is harness text as a whole. */
const NOT_A_REQUEST =
  /^\s*(<command-name>|<command-message>|<command-args>|<local-command-stdout>|<local-command-stderr>|<local-command-caveat>|<system-reminder>|<task-notification>|<bash-input>|<bash-stdout>|<bash-stderr>|<user-prompt-submit-hook>|<environment_context>|<user_instructions>|<user_shell_command>|<turn_aborted>|# AGENTS\.md instructions|Caveat:|\[Request interrupted|This session is being continued from a previous conversation)/;
/**
 * Blocks the harness appends to a real message (Claude Code adds reminders to prompts). A block
 * is a content part of its own, so its real end is a closing tag at the end of the text or of a
 * line: a closing tag that text inside the block carries mid-line (a quoted file, a note) does
 * not end it and leave the rest to read as the user's words.
 */
const EMBEDDED =
  /<(system-reminder|user-prompt-submit-hook|environment_context|user_instructions)>[\s\S]*?<\/\1>(?=[ \t]*(?:\r?\n|$))/g;

const HOOK_OPEN = "<hook_context>";
const HOOK_CLOSE = "</hook_context>";

/**
 * One part of a Gemini CLI user message without the hook context Gemini wrapped into it. Gemini
 * CLI (0.61.0) writes a hook's `additionalContext` either as a part of its own,
 * `<hook_context>${context}</hook_context>` (BeforeAgent; SessionStart in an interactive
 * session), or in front of the prompt, `<hook_context>${context}</hook_context>\n\n${prompt}`
 * (SessionStart in a `-p` run). Either way the block ends at the LAST closing tag of its part:
 * a `</hook_context>` inside the context (a note, a commit subject a briefing quoted) must not
 * end it early and turn the rest of the context into the user's words. A prompt that itself holds
 * `</hook_context>` loses the words before it: the safe side.
 */
export function removeHookContext(part: string): string {
  const start = part.indexOf(HOOK_OPEN);
  if (start === -1) return part;
  const end = part.lastIndexOf(HOOK_CLOSE);
  if (end < start) return part;
  return `${part.slice(0, start)}${part.slice(end + HOOK_CLOSE.length)}`;
}

/**
 * The user's words in a message, verbatim but for harness blocks taken out and the ends
 * trimmed; undefined when nothing of the user's is left.
 */
export function userWordsFrom(text: string): string | undefined {
  if (NOT_A_REQUEST.test(text)) return undefined;
  // Most messages hold no tag at all: skip the replace (and its copy) for them.
  const words = (text.includes("</") ? text.replace(EMBEDDED, "") : text).trim();
  return words === "" ? undefined : words;
}

/** The objective a user message states, or undefined when it is not a real request. */
export function objectiveFrom(text: string): string | undefined {
  const words = userWordsFrom(text);
  if (words === undefined) return undefined;
  const flat = words.replace(/\s+/g, " ");
  return flat.length <= MAX_CHARS ? flat : `${flat.slice(0, MAX_CHARS - 1)}…`;
}
