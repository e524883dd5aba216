/**
 * The heading a user message may open with, cut off before its task is looked for: a heading of
 * its own ("Some background.", "Trochę kontekstu", "## Lite bakgrund", "一些背景。"), a title
 * line ("Shelf labels — cut names"), or a short first paragraph ("Parking permits, Arabic this
 * time" and a blank line) — then one heading of the background after a title ("Some
 * context."). Structure, not a list of heading phrases. Pure.
 */
import { isRequestSentence } from "./request-leads.js";
import { splitUnits } from "./sentence-units.js";
import { NAMES_A_THING, words } from "./task-statement.js";

/** The most words of a heading (two or three usually: "A bit of context", "Trochę kontekstu"). */
const HEADING_WORDS = 4;
const HEADING_CJK = 6;

/**
 * Whether `line`, the first sentence or line of a message, is a heading of its own ("Some
 * background.", "Un poco de contexto", "## Lite bakgrund", "一些背景。"): a few words, no name of
 * a thing (path, identifier, number), no question, no English request. Structure, not a list
 * of heading phrases: what follows decides whether it stood before background (`taskSentences`).
 */
export function isHeading(line: string): boolean {
  const bare = line.replace(/^[\s#>*_-]+|[\s*_:：.。!！-]+$/gu, "");
  if (bare === "" || /[?？]/u.test(bare) || NAMES_A_THING.test(bare)) return false;
  const cjk = (bare.match(/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/gu) ?? []).length;
  if (cjk > HEADING_CJK) return false;
  if (words(bare).length - cjk > HEADING_WORDS) return false;
  return !isRequestSentence(bare);
}

/** The most words of a title line ("Shelf labels — cut names", "Invoices: numbering"). */
const TITLE_WORDS = 8;

/**
 * Whether `line`, a message's first line with no end mark and more lines after it, is a title:
 * a markdown heading, or a few words split by a title mark — an arrow, a dash, a colon
 * ("Shelf labels — cut names", "Rechnungen → Nummern", "Invoices: numbering"). No question, no
 * English request ("Fix src/x.js: it throws" is the task).
 */
function isTitleLine(line: string): boolean {
  if (/[?？]/u.test(line) || isRequestSentence(line)) return false;
  if (/^#{1,6}\s/u.test(line)) return words(line).length <= TITLE_WORDS * 2;
  if (!/\s(?:→|->|=>|—|–|-|·|\|)\s|[\p{L}\p{N}][:：]\s/u.test(line)) return false;
  return words(line).length <= TITLE_WORDS;
}

/**
 * The message's opening heading, cut off: the units after it, or null when it opens with none.
 * A heading on a line of its own needs no end mark ("Trochę kontekstu⏎Sklep …").
 */
export function afterHeading(text: string, units: readonly string[]): string[] | null {
  const trimmed = text.trim();
  const line = /^[^\n]*/.exec(trimmed)?.[0] ?? "";
  const rest = trimmed.slice(line.length).trim();
  const unmarked = !/[.!?。！？:：]\s*$/u.test(line);
  // A short line standing as a paragraph of its own, a blank line after it, is a title too.
  const paragraph = /^[^\n]*\n[ \t]*\n/u.test(trimmed) && isTitleParagraph(line);
  if (rest !== "" && unmarked && (isHeading(line) || isTitleLine(line) || paragraph)) {
    return withoutHeading(splitUnits(rest));
  }
  if (units.length >= 2 && isHeading(units[0] ?? "")) return units.slice(1);
  return null;
}

/**
 * `units` after a title line without the heading that may open them ("Parking permits⏎⏎Some
 * context. …"): one, as a title and then a heading of the background is how such messages open.
 */
function withoutHeading(units: readonly string[]): string[] {
  return units.length >= 2 && isHeading(units[0] ?? "") ? units.slice(1) : [...units];
}

/**
 * Whether `line`, a first line with a blank line after it, is a title ("Parking permits, Arabic
 * this time"): a few words that name nothing and neither ask nor request.
 */
function isTitleParagraph(line: string): boolean {
  if (/[?？؟]/u.test(line) || isRequestSentence(line) || NAMES_A_THING.test(line)) return false;
  return words(line).length <= TITLE_WORDS;
}
