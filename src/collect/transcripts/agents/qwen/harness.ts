/**
 * The hook context Qwen Code folds into what it records: not the user's words, nor a command's
 * output. Pure.
 *
 * Qwen Code (0.24.4) appends a hook's `additionalContext` as a block of its own, wrapped in a
 * tag of its namespace: a part `<qwen:user-prompt-submit-context>…</qwen:user-prompt-submit-context>`
 * after the prompt (UserPromptSubmit), the text after a blank line at the end of a tool's
 * output (PostToolUse, PostToolUseFailure: no tag there, so the parser reads the output's own
 * sections and never the tail). The SessionStart context goes to the system prompt
 * (`<qwen:session-start-context>`) and is never recorded.
 */

/** A part that is one of Qwen Code's own context blocks, as a whole. */
const CONTEXT_PART = /^\s*<qwen:([a-z-]+)(?:\s[^>]*)?>[\s\S]*<\/qwen:\1>\s*$/;

/** The parts of a user message without the context blocks Qwen Code added. */
export function withoutHookContext(parts: readonly string[]): string[] {
  return parts.filter((part) => !CONTEXT_PART.test(part));
}
