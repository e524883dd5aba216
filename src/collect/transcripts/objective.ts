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
/** Blocks the harness appends to a real message (Claude Code adds reminders to prompts). */
const EMBEDDED =
  /<(system-reminder|user-prompt-submit-hook|environment_context|user_instructions)>[\s\S]*?<\/\1>/g;

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
