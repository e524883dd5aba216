/**
 * The session's objective: its first real user request. Slash-command wrappers, command output,
 * system reminders, caveats, interruption markers, compaction summaries and injected context are
 * not requests; adapters already drop meta lines, tool results and subagent prompts.
 */

const MAX_CHARS = 300;
const NOT_A_REQUEST =
  /^\s*(<command-name>|<command-message>|<command-args>|<local-command-stdout>|<local-command-stderr>|<local-command-caveat>|<system-reminder>|<task-notification>|<bash-input>|<bash-stdout>|<bash-stderr>|<user-prompt-submit-hook>|<environment_context>|<user_instructions>|Caveat:|\[Request interrupted|This session is being continued from a previous conversation)/;

/** The objective a user message states, or undefined when it is not a real request. */
export function objectiveFrom(text: string): string | undefined {
  if (NOT_A_REQUEST.test(text)) return undefined;
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat === "") return undefined;
  return flat.length <= MAX_CHARS ? flat : `${flat.slice(0, MAX_CHARS - 1)}…`;
}
