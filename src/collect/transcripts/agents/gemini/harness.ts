/**
 * The hook context Gemini CLI folds into a user message: not the user's words. Pure.
 */

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
