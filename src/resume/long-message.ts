/**
 * A user message too long for its line, shortened where it says least. A first message often
 * opens with paragraphs of background (who the user is, the family business, what went wrong
 * last year) before its task and its house rules; cutting its end would keep the background and
 * lose the rules, which are what a later message replaces and what the next session must keep.
 * So the leading lines that name nothing of the work — no path, identifier, call or code span —
 * go first, said as left out, and the end is cut only after that. Pure.
 */
import { CODE_TOKENS } from "../generate/task-statement.js";
import { LINE_BREAKS } from "./briefing-line.js";

/**
 * Whether `line` names a thing of the work by a name only code has (a path, identifier, call…):
 * a brand of the background ("WhatsApp") is none.
 */
const namesAThing = (line: string): boolean => CODE_TOKENS.test(line);

/**
 * `text` with its leading lines of background left out when it is longer than `max` characters:
 * the lines before the first that names a thing of the work, replaced by a mark that says how
 * much was left out. The whole text when it fits, when its first line names the work, or when no
 * line does (nothing tells background from task then). The caller still cuts the result to `max`.
 */
export function withoutLeadingBackground(text: string, max: number): string {
  if (text.length <= max) return text;
  const lines = text.split(LINE_BREAKS);
  const first = lines.findIndex((line) => namesAThing(line));
  if (first <= 0) return text;
  const background = lines.slice(0, first).join("\n").trim();
  if (background === "") return text;
  const rest = lines.slice(first).join("\n");
  return `[background left out: ${background.length} characters]\n${rest}`;
}
