/**
 * The user's own words in a transcript: what is left of a user message once harness text is
 * taken out, and the session's objective (its first real request). Slash-command wrappers,
 * command output, system reminders, caveats, hook output, interruption markers, compaction
 * summaries and injected context (AGENTS.md, environment context) are not the user's words;
 * adapters already drop meta lines, tool results, attachments and subagent prompts.
 */

import { CLAUDE_HARNESS } from "./agents/claude/harness.js";
import { CODEX_HARNESS } from "./agents/codex/harness.js";

/** The harness text one agent writes into user messages. */
export interface HarnessText {
  /** A message that starts with one of these is harness text as a whole. */
  wholeMessage: readonly string[];
  /** Tags of blocks the harness appends to a real message (`<tag>…</tag>`). */
  blocks: readonly string[];
}

/**
 * Every agent's harness text, taken out of any transcript's messages: a message quoting another
 * agent's wrapper is no more the user's words. (Gemini CLI's hook context has its own reader,
 * in its folder: it sits at a part's start or end, not at a line's.)
 */
const HARNESS: readonly HarnessText[] = [CLAUDE_HARNESS, CODEX_HARNESS];

const MAX_CHARS = 300;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** A message that starts with one of these is harness text as a whole. */
const NOT_A_REQUEST = new RegExp(
  `^\\s*(${HARNESS.flatMap((h) => h.wholeMessage)
    .map(escapeRegExp)
    .join("|")})`,
);
/**
 * Blocks the harness appends to a real message (Claude Code adds reminders to prompts). A block
 * is a content part of its own, so its real end is a closing tag at the end of the text or of a
 * line: a closing tag that text inside the block carries mid-line (a quoted file, a note) does
 * not end it and leave the rest to read as the user's words.
 */
const EMBEDDED = new RegExp(
  `<(${HARNESS.flatMap((h) => h.blocks)
    .map(escapeRegExp)
    .join("|")})>[\\s\\S]*?<\\/\\1>(?=[ \\t]*(?:\\r?\\n|$))`,
  "g",
);

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
