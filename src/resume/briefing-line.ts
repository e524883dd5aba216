/**
 * One value, one line (SPEC §8, issue 18 item 12): the briefing becomes the next agent's
 * SessionStart context, so a value that carries a newline, a heading, a code fence or an HTML
 * comment could forge a section ("## Next action"), open a fence that swallows what follows, or
 * hide Drift inside `<!-- … -->`. Every value interpolated into the briefing passes `oneLine`.
 */

/** Shown where a value had a line break. */
export const NEWLINE_MARK = "⏎";

// Line breaks of every kind: CRLF, LF, CR, vertical tab, form feed, NEL, LS, PS.
const LINE_BREAKS = /\r\n|[\n\r\u000b\u000c\u0085\u2028\u2029]/g;
// Other control characters (ANSI escapes included) and the bidi overrides that reorder text.
const CONTROLS =
  /[\u0000-\u0008\u000e-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2066-\u2069]/g;
// A run of three or more backticks or tildes opens or closes a fence wherever a line starts.
const FENCE = /`{3,}|~{3,}/g;

/**
 * Pure: `value` as one inert line of at most `max` characters. Line breaks become `⏎`, tabs a
 * space, other control characters vanish; fences lose their power (``` → ''', ~~~ → ˜˜˜), HTML comments
 * their delimiters (`<!--` → `<!- -`, `-->` → `- ->`), and a value that would start a line with
 * a heading, quote or setext underline is prefixed so Markdown reads it as text.
 */
export function oneLine(value: string, max = 300): string {
  const text = value
    .split(LINE_BREAKS)
    .map((line) => {
      const clean = line
        .replace(/\t/g, " ")
        .replace(CONTROLS, "")
        .replace(FENCE, (run) => (run[0] === "`" ? "'" : "˜").repeat(run.length))
        .replace(/<!--/g, "<!- -")
        .replace(/--!?>/g, "- ->")
        .replace(/ {2,}/g, " ")
        .trim();
      // Each original line could start a heading, quote or setext underline (and a reader may
      // still see one after a ⏎): a leading backslash keeps the text and removes the meaning.
      return /^(#|>|=+$|-{3,}$)/.test(clean) ? `\\${clean}` : clean;
    })
    // Blank lines between paragraphs add nothing on one line: one ⏎ marks the break.
    .filter((line) => line !== "")
    .join(` ${NEWLINE_MARK} `);
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
}
