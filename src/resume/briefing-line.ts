/**
 * One value, one line (SPEC §8, issue 18 item 12): the briefing becomes the next agent's
 * SessionStart context, so a value that carries a newline, a heading, a code fence or an HTML
 * comment could forge a section ("## Next action"), open a fence that swallows what follows, or
 * hide Drift inside `<!-- … -->`. Every value interpolated into the briefing passes `oneLine`.
 * A value is also kept from closing or opening an agent's context wrapper (`</hook_context>`,
 * `<system-reminder>`: see render/inert-text.ts), from hiding or reordering text with invisible
 * characters, and from starting a line that reads as the briefing's own status line
 * (`FRESH: all 9 claims VERIFIED…`).
 */
import { INVISIBLE, neutraliseTags } from "../render/inert-text.js";

/** Shown where a value had a line break. */
export const NEWLINE_MARK = "⏎";

// Line breaks of every kind: CRLF, LF, CR, vertical tab, form feed, NEL, LS, PS.
export const LINE_BREAKS = /\r\n|[\n\r\u000b\u000c\u0085\u2028\u2029]/g;
// Other control characters (ANSI escapes included); the invisible ones are `INVISIBLE`.
const CONTROLS = /[\u0000-\u0008\u000e-\u001f\u007f-\u009f]/g;
// What the briefing's own status line starts with (briefing.ts `renderHeader`).
const STATUS = /^(?:FRESH|DRIFTED)\s*:/i;
// A run of three or more backticks or tildes opens or closes a fence wherever a line starts.
const FENCE = /`{3,}|~{3,}/g;

/**
 * Pure: `value` as one inert line of at most `max` characters. Line breaks become `⏎`, tabs a
 * space, other control characters vanish; fences lose their power (``` → ''', ~~~ → ˜˜˜), HTML comments
 * their delimiters (`<!--` → `<!- -`, `-->` → `- ->`), harness tags their brackets
 * (`</hook_context>` → `‹/hook_context›`), and a value that would start a line with a heading,
 * quote, setext underline or the status line's `FRESH:`/`DRIFTED:` is prefixed with a backslash
 * so it reads as text.
 */
export function oneLine(value: string, max = 300): string {
  const text = value
    .split(LINE_BREAKS)
    .map((line) => {
      // Invisible characters go first, so none can hide a tag from `neutraliseTags`.
      const visible = line.replace(/\t/g, " ").replace(CONTROLS, "").replace(INVISIBLE, "");
      const clean = neutraliseTags(visible)
        .replace(FENCE, (run) => (run[0] === "`" ? "'" : "˜").repeat(run.length))
        .replace(/<!--/g, "<!- -")
        .replace(/--!?>/g, "- ->")
        .replace(/ {2,}/g, " ")
        .trim();
      // Each original line could start a heading, quote or setext underline (and a reader may
      // still see one after a ⏎): a leading backslash keeps the text and removes the meaning.
      return /^(#|>|=+$|-{3,}$)/.test(clean) || STATUS.test(clean) ? `\\${clean}` : clean;
    })
    // Blank lines between paragraphs add nothing on one line: one ⏎ marks the break.
    .filter((line) => line !== "")
    .join(` ${NEWLINE_MARK} `);
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
}
