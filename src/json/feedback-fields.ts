/**
 * Reading the two fields the trim needs (`exit_code`, `command`) of a one-line JSON object
 * straight from its bytes, without decoding or parsing the line: the feedback-log fast path.
 *
 * The object's members are walked from BOTH ends, one member at a time, so the fields are found
 * in a few steps whether a writer puts them first or after a long output tail, and a long string
 * value is never read through. Skipping a string means finding its closing (or, walking back,
 * its opening) quote with a native byte search; a quote is a string's end exactly when the run
 * of backslashes before it is even, so the parity is checked only at each hit. A string with an
 * escaped quote inside costs one more search per such quote, so a walk meets such a string only
 * when the other end could not reach the fields first.
 *
 * The reader answers undefined whenever it is not certain (a key with an escape, a nested value
 * where a field should be, a number that is not a plain integer) and the caller then parses the
 * line in full. What it does not check is the part of the line it never walks: a line broken
 * JSON only in its unread middle is read as if it were whole (the feedback reader documents what
 * that costs). It stops as soon as it has both fields, so a second `exit_code` or `command` key
 * it did not walk to, or one spelled with escapes (`"exit\u005fcode"`), is not seen: JSON.parse
 * would take the last one. RFC 8259 leaves duplicate names to the reader, and searching every
 * line for one would cost a second pass over its bytes (measured: a quarter of the scan).
 */

import {
  COSTLY,
  findClosingQuote,
  findOpeningQuote,
  isTokenEnd,
  skipNested,
  skipSpace,
  skipSpaceBack,
  skipToken,
} from "./bytes.js";
import { BACK_BUDGET, findArrayStart, isStringArray, readExitValue } from "./feedback-values.js";

// Byte codes as local constants, not imported from bytes.ts: V8 reads an imported binding through
// its module cell in these loops (measured: the walk ~8% slower with the imports).
const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COLON = 0x3a;
const COMMA = 0x2c;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;

const EXIT_KEY = Buffer.from('"exit_code"');
const COMMAND_KEY = Buffer.from('"command"');

/** Where the two fields are: the exit code's value, and the raw JSON of the command. */
export interface FeedbackFields {
  /** `exit_code`: an integer or null. */
  exitCode: number | null;
  /** `line[commandStart, commandEnd)` is the command: a JSON string or an array of strings. */
  commandStart: number;
  commandEnd: number;
  /** True when the command is a string literal (false: an array of strings). */
  commandIsString: boolean;
  /**
   * The hash `FailedCommands` makes of the command's bytes, when a reader made it already (the
   * WebAssembly kernel, for a literal of printable ASCII without a backslash).
   */
  commandHash?: number | undefined;
}

/** What a walk found, and where it stopped. */
interface Walk {
  exit: number | null | undefined;
  command: number;
  commandEnd: number;
  /** Set when something was seen that only a full parse can judge. */
  unsure: boolean;
}

/**
 * The two walks' state, reused from line to line (the reader runs once per line of a log of
 * any size, and is not re-entered: nothing in it awaits or calls back).
 */
const FRONT: Walk = { exit: undefined, command: -1, commandEnd: -1, unsure: false };
const BACK: Walk = { exit: undefined, command: -1, commandEnd: -1, unsure: false };

function reset(walk: Walk): Walk {
  walk.exit = undefined;
  walk.command = -1;
  walk.commandEnd = -1;
  walk.unsure = false;
  return walk;
}

/**
 * Escaped quotes a cheap forward walk searches past in one string: fewer than walking back
 * (`BACK_BUDGET`), as a value ahead is most likely a long output tail.
 */
const AHEAD_BUDGET = 2;

/**
 * `exit_code` and `command` of the JSON object in `line[start, end)` (no surrounding space), or
 * undefined when the bytes alone cannot tell for certain.
 */
export function readFeedbackFields(
  line: Buffer,
  start = 0,
  end = line.length,
): FeedbackFields | undefined {
  if (end - start < 2 || line[start] !== OPEN_BRACE || line[end - 1] !== CLOSE_BRACE) {
    return undefined;
  }
  const front = reset(FRONT);
  const back = reset(BACK);
  // Forward: cheap members only, until both fields are found or a costly string comes.
  let ahead = walkForward(line, skipSpace(line, start + 1, end), end, front, true, -1);
  if (front.unsure) return undefined;
  let behind = end;
  if (ahead >= 0 && !(has(front.exit) && front.command >= 0)) {
    behind = walkBackward(line, start, end, ahead, back, front);
    if (back.unsure) return undefined;
    const found = (has(front.exit) || has(back.exit)) && (front.command >= 0 || back.command >= 0);
    if (behind > ahead && !found) {
      // Both ends stopped at costly strings: read through the middle after all.
      ahead = walkForward(line, ahead, end, front, false, behind);
      if (front.unsure || (ahead === -1 ? behind !== end : ahead !== behind)) return undefined;
    }
  }
  // The backward walk sees a key's last occurrence first, which is the one JSON.parse keeps.
  const exit = has(back.exit) ? back.exit : front.exit;
  const fromBack = back.command >= 0;
  const commandStart = fromBack ? back.command : front.command;
  const commandEnd = fromBack ? back.commandEnd : front.commandEnd;
  if (exit === undefined || commandStart < 0) return undefined;
  const commandIsString = line[commandStart] === QUOTE;
  if (!commandIsString && !isStringArray(line, commandStart, commandEnd)) return undefined;
  return { exitCode: exit, commandStart, commandEnd, commandIsString };
}

function has(exit: number | null | undefined): exit is number | null {
  return exit !== undefined;
}

/**
 * Walk members from `from` (a key's opening quote) forward. Returns where the first member not
 * walked starts, or -1 when the closing brace was reached. With `cheap`, stops before a member
 * whose string value holds an escaped quote, or whose value is nested; stops at `stopAt` too.
 */
function walkForward(
  line: Buffer,
  from: number,
  end: number,
  walk: Walk,
  cheap: boolean,
  stopAt: number,
): number {
  let i = from;
  for (;;) {
    if (i === stopAt) return i;
    if (line[i] !== QUOTE) return unsure(walk);
    const keyClose = findKeyClose(line, i, end);
    if (keyClose < 0) return unsure(walk);
    let v = skipSpace(line, keyClose + 1, end);
    if (line[v] !== COLON) return unsure(walk);
    v = skipSpace(line, v + 1, end);
    const key = whichKey(line, i, keyClose + 1);
    let valueEnd: number;
    const first = line[v];
    if (first === QUOTE) {
      const budget = cheap && key !== COMMAND_KEY ? AHEAD_BUDGET : Number.POSITIVE_INFINITY;
      const close = findClosingQuote(line, v, v + 1, end, budget);
      if (close === COSTLY) return i;
      if (close < 0) return unsure(walk);
      valueEnd = close + 1;
    } else if (first === OPEN_BRACE || first === OPEN_BRACKET) {
      if (cheap && key !== COMMAND_KEY) return i;
      valueEnd = skipNested(line, v, end);
      if (valueEnd < 0) return unsure(walk);
    } else {
      valueEnd = skipToken(line, v, end);
    }
    if (key === EXIT_KEY) {
      walk.exit = readExitValue(line, v, valueEnd);
      if (walk.exit === undefined) return unsure(walk);
    } else if (key === COMMAND_KEY) {
      if (first !== QUOTE && first !== OPEN_BRACKET) return unsure(walk);
      walk.command = v;
      walk.commandEnd = valueEnd;
    }
    const after = skipSpace(line, valueEnd, end);
    if (line[after] === CLOSE_BRACE) return after === end - 1 ? -1 : unsure(walk);
    if (line[after] !== COMMA) return unsure(walk);
    i = skipSpace(line, after + 1, end);
    if (cheap && has(walk.exit) && walk.command >= 0) return i;
  }
}

/**
 * Walk members backward from the closing brace, cheap members only, until both fields are known
 * (from either walk) or the walk reaches `stopAt` (where the forward walk stopped). Returns the
 * start of the earliest member walked (its key's opening quote), or `end` when none was.
 */
function walkBackward(
  line: Buffer,
  start: number,
  end: number,
  stopAt: number,
  walk: Walk,
  other: Walk,
): number {
  let earliest = end;
  let e = skipSpaceBack(line, end - 2, start);
  for (;;) {
    if (earliest <= stopAt) return earliest;
    if (has(walk.exit) || has(other.exit)) {
      if (walk.command >= 0 || other.command >= 0) return earliest;
    }
    // The value ends at e.
    if (e <= start) return unsure(walk);
    const last = line[e];
    let valueStart: number;
    if (last === QUOTE) {
      valueStart = findOpeningQuote(line, e, start, BACK_BUDGET);
      if (valueStart === COSTLY) return earliest;
      if (valueStart < 0) return unsure(walk);
    } else if (last === CLOSE_BRACKET || last === CLOSE_BRACE) {
      // Nested: only an argv command is worth reading here; leave the rest to the other walk.
      valueStart = last === CLOSE_BRACKET ? findArrayStart(line, e, start) : -1;
      if (valueStart < 0) return earliest;
    } else {
      valueStart = e;
      while (valueStart > start && !isTokenEnd(line[valueStart - 1] as number)) valueStart--;
    }
    const colon = skipSpaceBack(line, valueStart - 1, start);
    if (colon <= start || line[colon] !== COLON) return unsure(walk);
    const keyClose = skipSpaceBack(line, colon - 1, start);
    if (keyClose <= start || line[keyClose] !== QUOTE) return unsure(walk);
    const keyOpen = findKeyOpen(line, keyClose, start);
    if (keyOpen < 0) return unsure(walk);
    const key = whichKey(line, keyOpen, keyClose + 1);
    if (key === EXIT_KEY && !has(walk.exit)) {
      walk.exit = readExitValue(line, valueStart, e + 1);
      if (walk.exit === undefined) return unsure(walk);
    } else if (key === COMMAND_KEY && walk.command < 0) {
      const first = line[valueStart];
      if (first !== QUOTE && first !== OPEN_BRACKET) return unsure(walk);
      walk.command = valueStart;
      walk.commandEnd = e + 1;
    }
    earliest = keyOpen;
    const before = skipSpaceBack(line, keyOpen - 1, start);
    if (before === start) return keyOpen; // the opening brace: every member walked
    if (line[before] !== COMMA) return unsure(walk);
    e = skipSpaceBack(line, before - 1, start);
  }
}

function unsure(walk: Walk): number {
  walk.unsure = true;
  return -1;
}

/** EXIT_KEY, COMMAND_KEY or null, for the key `line[open, close)` (quotes included). */
function whichKey(line: Buffer, open: number, close: number): Buffer | null {
  const length = close - open;
  if (length === EXIT_KEY.length && sameBytes(line, open, EXIT_KEY)) return EXIT_KEY;
  if (length === COMMAND_KEY.length && sameBytes(line, open, COMMAND_KEY)) return COMMAND_KEY;
  return null;
}

function sameBytes(line: Buffer, at: number, bytes: Buffer): boolean {
  for (let i = 0; i < bytes.length; i++) if (line[at + i] !== bytes[i]) return false;
  return true;
}

/** The closing quote of a key opened at `open`; -1 when it holds an escape (unsure). */
function findKeyClose(line: Buffer, open: number, end: number): number {
  for (let i = open + 1; i < end; i++) {
    const byte = line[i];
    if (byte === QUOTE) return i;
    if (byte === BACKSLASH) return -1;
  }
  return -1;
}

/** The opening quote of a key closed at `close`; -1 when it holds an escape (unsure). */
function findKeyOpen(line: Buffer, close: number, start: number): number {
  for (let i = close - 1; i > start; i--) {
    const byte = line[i];
    if (byte === QUOTE) return line[i - 1] === BACKSLASH ? -1 : i;
    if (byte === BACKSLASH) return -1;
  }
  return -1;
}
