/**
 * The harness text Claude Code writes into user messages: slash-command wrappers, command
 * output, system reminders, caveats, hook output, interruption markers, compaction summaries.
 * Not the user's words (`objective.ts` takes it out). Pure data.
 */
/** In the shape of `objective.ts`'s `HarnessText`. */
export const CLAUDE_HARNESS = {
  wholeMessage: [
    "<command-name>",
    "<command-message>",
    "<command-args>",
    "<local-command-stdout>",
    "<local-command-stderr>",
    "<local-command-caveat>",
    "<system-reminder>",
    "<task-notification>",
    "<bash-input>",
    "<bash-stdout>",
    "<bash-stderr>",
    "<user-prompt-submit-hook>",
    "Caveat:",
    "[Request interrupted",
    "This session is being continued from a previous conversation",
  ],
  // Reminders Claude Code appends to a prompt, and a UserPromptSubmit hook's output.
  blocks: ["system-reminder", "user-prompt-submit-hook"],
} as const;
