/**
 * The harness text Codex CLI writes into user messages: the injected environment context and
 * user instructions (AGENTS.md), a user's shell command, an aborted turn's marker. Not the
 * user's words (`objective.ts` takes it out). Pure data.
 */
/** In the shape of `objective.ts`'s `HarnessText`. */
export const CODEX_HARNESS = {
  wholeMessage: [
    "<environment_context>",
    "<user_instructions>",
    "<user_shell_command>",
    "<turn_aborted>",
    "# AGENTS.md instructions",
  ],
  blocks: ["environment_context", "user_instructions"],
} as const;
