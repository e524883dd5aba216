/**
 * A message without one of its rules, the rest left to read as the user wrote it: a rule of
 * several taken back is shown apart, and what stays in force must not keep an empty place where
 * it stood ("Rules: , the list …", a list's dash with nothing after it). One function, so the
 * packet's split entries and the rendered ones read alike. Pure.
 */

/** A list's mark alone on a line, before the rule it marks ("- ", "• ", "2) "). */
const LINE_MARK = /^[ \t]*(?:[-*•·‣–—]|\p{Nd}{1,2}[.)])[ \t]+$/u;

/**
 * `text` without `part` (a sentence, a clause of a list, a line): the full stop or semicolon
 * that ended it and the list mark before it go with it; the lines around a rule of its own line
 * stay apart; a comma or semicolon left beside another mark goes. Null when `text` does not hold
 * `part` word for word.
 */
export function withoutPart(text: string, part: string): string | null {
  const found = part === "" ? -1 : text.indexOf(part);
  if (found === -1) return null;
  const line = text.lastIndexOf("\n", found - 1) + 1;
  const at = LINE_MARK.test(text.slice(line, found)) ? line : found;
  const before = text.slice(0, at);
  const after = text.slice(found + part.length).replace(/^[.!?۔؟।॥።፧։။。！？;；]/u, "");
  const apart = /\n\s*$/u.test(before) || /^\s*\n/u.test(after) ? "\n" : " ";
  return `${before.trimEnd()}${apart}${after.trimStart()}`
    .trim()
    .replace(/([:;,：；，])[ \t]*[,;，；][ \t]*/gu, (_, mark: string) =>
      /[：；，]/u.test(mark) ? mark : `${mark} `,
    )
    .replace(/^[,;，；]\s*/u, "");
}
