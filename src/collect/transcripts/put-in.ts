/**
 * What an edit put in, for the decision said right before it: an agent often states a choice in
 * words of the domain ("Fares go up to the next whole ten: the counters keep no coins.") and then
 * writes the code that carries it out (`def _round_up_ten`), naming no identifier. The names the
 * edit declared tie the sentence to that code, so a later session that takes the code back out
 * abandons the decision whatever its words. Pure.
 */
import { codeShapedNames, declaredNames } from "../../util/declared-names.js";
import { saysNameInWords } from "../../util/said-name.js";
import { asWritten, MAX_SHOWN_NAMES } from "./removal-reasons.js";

/** The declarations an edit added, as the accumulator holds them until the prose is read. */
export interface PutIn {
  /** The names it declared and did not also drop, as the code writes them, at most three. */
  names: string[];
  /** The file it went into (as the tool gave it). */
  path: string;
  /**
   * The one line it added, trimmed, when it declared nothing new (`addedLine`): a behaviour put
   * in as a branch or a statement (`if (order.hall) total += 4000;`) ties what was said of it
   * to that line, which a later session may take out.
   */
  line?: string;
  /** The edit's event, for a saved scan to read its names back from. */
  from?: unknown;
}

/**
 * The names an edit declared (`declaredNames` of its new text) that its old text did not
 * (changing a declared thing's body or value puts nothing in), as written, in the edit's order.
 */
export function putInNames(edit: { added?: string; dropped?: string }): string[] {
  const added = edit.added ?? "";
  const before = new Set(declaredNames(edit.dropped ?? ""));
  return declaredNames(added)
    .filter((name) => !before.has(name))
    .map((name) => asWritten(name, added));
}

/** Longest line kept as what an edit put in: a statement, not a whole expression's sprawl. */
const MAX_ADDED_LINE = 100;

/** A line that opens a comment: what it says is no behaviour. */
const COMMENT_LINE = /^(?:\/\/|#|\/\*|\*|--|<!--|;|%|rem\s)/i;

/** A line without its numbers and string literals, and without white space. */
function valueShape(line: string): string {
  return lineKey(line.replace(/"[^"\n]*"|'[^'\n]*'|\d+(?:[.,]\d+)*/g, "0"));
}

/** A line's text with no white space: the same line reformatted reads the same. */
export function lineKey(line: string): string {
  return line.replace(/\s+/g, "");
}

/**
 * The first line an edit added that its old text did not hold, however spaced: a statement or
 * branch of code (letters and something else than a brace), not a comment, no backtick (the mark
 * quotes it in backticks), at most MAX_ADDED_LINE characters; null when none, or when the edit
 * wrote a whole file (no old text to tell what is new against).
 */
export function addedLine(edit: { added?: string; dropped?: string; whole?: true }): string | null {
  if (edit.whole === true || edit.dropped === undefined || edit.added === undefined) return null;
  const oldLines = edit.dropped.split("\n");
  const old = new Set(oldLines.map(lineKey));
  const oldShapes = new Set(oldLines.map(valueShape));
  for (const raw of edit.added.split("\n")) {
    const line = raw.trim();
    if (line.length < 8 || line.length > MAX_ADDED_LINE || line.includes("`")) continue;
    if (COMMENT_LINE.test(line) || !/\p{L}/u.test(line) || old.has(lineKey(line))) continue;
    // A declaration is tied by its name; a line that only gives an old one another value
    // (`PEAK_FROM = "18:30"`, `total += 5000`) changed a value, which the value readers follow.
    if (declaredNames(line).length > 0 || oldShapes.has(valueShape(line))) continue;
    // A line of only a keyword and braces (`} else {`, `try {`) holds no behaviour of its own.
    if (/^[\p{L}\s{}()[\];:,]*$/u.test(line) && !/[\p{L}_]\s*\(/u.test(line)) continue;
    return line;
  }
  return null;
}

/**
 * What an edit of `path` put in (at most `most` names: three to show, MAX_TURN_NAMES for the
 * turn's record): the names it declared, else the one line it added (`addedLine`); null when
 * neither.
 */
export function putInOf(
  edit: { added?: string; dropped?: string; whole?: true },
  path: string,
  from: unknown,
  most = MAX_SHOWN_NAMES,
): PutIn | null {
  const names = putInNames(edit).slice(0, most);
  const source = from === undefined ? {} : { from };
  if (names.length > 0) return { names, path, ...source };
  const line = addedLine(edit);
  return line === null ? null : { names: [], path, line, ...source };
}

/**
 * Whether a conclusion is tied by the code put in after it: it names no identifier of its own
 * (one that does is tied by that name already).
 */
export function takesPutIn(text: string): boolean {
  return codeShapedNames(text).length === 0;
}

/** Names of one edit kept for the turn's report to be read against (a whole file's few dozen). */
export const MAX_TURN_NAMES = 64;
/** Edits of one turn kept for it: the newest. */
export const MAX_TURN_EDITS = 16;

/**
 * What the turn's edits put in that the prose ending the turn says in words ("a night with
 * nobody on it goes to a club account" of `CLUB_ACCOUNT`, `util/said-name.ts`): an agent often
 * writes the code first and reports what it does at the turn's end, naming no identifier. The
 * newest edit that put in such a name, with the names said (at most three); null when none.
 */
export function saidPutIn(text: string, turn: readonly PutIn[]): PutIn | null {
  if (turn.length === 0 || !takesPutIn(text)) return null;
  const lower = text.toLowerCase();
  for (let i = turn.length - 1; i >= 0; i--) {
    const edit = turn[i] as PutIn;
    const said = edit.names.filter((name) => saysNameInWords(text, name, lower));
    if (said.length > 0) return { ...edit, names: said.slice(0, MAX_SHOWN_NAMES) };
  }
  return null;
}

/**
 * The put-in a conclusion of `text` is tied to: the edit right after its prose (`putIn`, when the
 * text names no identifier), or for the prose that ends a turn, the turn's edit whose names it
 * says in words (`putIn` the turn's edits, `saidPutIn`); null when none.
 */
export function tiedPutIn(
  text: string,
  putIn: PutIn | readonly PutIn[],
  alone = false,
): PutIn | null {
  if (isPutInList(putIn))
    return saidPutIn(text, putIn) ?? (alone ? soleTurnPutIn(text, putIn) : null);
  return takesPutIn(text) ? putIn : null;
}

/**
 * The one thing the turn's edits put in, for the one conclusion of the prose that ends it when
 * that names no identifier and says no name in words: an agent reports the rule it just wrote in
 * the user's language ("Los pedidos con el mismo peso van por orden de llegada." of
 * `byArrival`), and with one declaration written and one conclusion said, the turn ties them.
 * Two names put in, or none, tie nothing.
 */
export function soleTurnPutIn(text: string, turn: readonly PutIn[]): PutIn | null {
  if (!takesPutIn(text)) return null;
  const names = new Set(turn.flatMap((edit) => edit.names));
  if (names.size === 0) return soleTurnLine(turn);
  if (names.size !== 1) return null;
  const edit = turn.findLast((e) => e.names.length > 0);
  return edit === undefined ? null : { ...edit, names: [...names] };
}

/**
 * The one line a turn that declared nothing added outside its tests (`if (order.hall) total +=
 * 4000;`): the behaviour its one conclusion is about. A test's lines check it, they are not it;
 * two lines put in elsewhere may be two things, and tie nothing.
 */
function soleTurnLine(turn: readonly PutIn[]): PutIn | null {
  const lines = turn.filter((edit) => edit.line !== undefined && !isTestPath(edit.path));
  const keys = new Set(lines.map((edit) => lineKey(edit.line as string)));
  return keys.size === 1 ? (lines.at(-1) as PutIn) : null;
}

/** Whether a path is a test's (a `test`/`tests`/`spec`/`__tests__` folder, `.test.`, `_test.`). */
function isTestPath(path: string): boolean {
  return /(?:^|[\\/])(?:tests?|specs?|__tests__)[\\/]|[._-](?:test|spec)s?\.[^/\\]+$|(?:^|[\\/])test_[^/\\]+$/i.test(
    path,
  );
}

const isPutInList = (putIn: PutIn | readonly PutIn[]): putIn is readonly PutIn[] =>
  Array.isArray(putIn);
