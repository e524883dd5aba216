/**
 * Reading two fields of a one-line JSON object straight from its bytes, without decoding or
 * parsing the line: what the feedback-log fast path needs. Each reader answers undefined
 * whenever it is not certain, and the caller then parses the line in full.
 */

const EXIT_KEY = Buffer.from('"exit_code"');
const COMMAND_KEY = Buffer.from('"command"');
const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COLON = 0x3a;
const COMMA = 0x2c;
const CLOSE_BRACE = 0x7d;
const MINUS = 0x2d;
const DIGIT_0 = 0x30;
const DIGIT_9 = 0x39;

const OPEN_BRACE = 0x7b;

/**
 * The value of the top-level `"exit_code"` key of the object in `line[start, end)`: an integer,
 * null, or undefined when it is anything else or absent. Inside a JSON string every quote is
 * escaped, so an unescaped `"exit_code"` is a key; it is the top-level one when no `{` comes
 * before it (a `{` inside an earlier string also makes the reader decline, which is only slower).
 */
export function readExitCodeBytes(
  line: Buffer,
  start = 0,
  end = line.length,
): number | null | undefined {
  const key = findTopLevelKey(line, EXIT_KEY, start, end);
  if (key === -1) return undefined;
  let i = skipSpace(line, key + EXIT_KEY.length);
  if (line[i] !== COLON) return undefined;
  i = skipSpace(line, i + 1);
  let value: number | null;
  if (line[i] === 0x6e /* n */) {
    if (line.toString("latin1", i, i + 4) !== "null") return undefined;
    value = null;
    i += 4;
  } else {
    const start = i;
    if (line[i] === MINUS) i++;
    const digits = i;
    while (i < line.length && (line[i] as number) >= DIGIT_0 && (line[i] as number) <= DIGIT_9) i++;
    if (i === digits || i - digits > 9) return undefined;
    value = Number(line.toString("latin1", start, i));
  }
  i = skipSpace(line, i);
  if (line[i] !== COMMA && line[i] !== CLOSE_BRACE) return undefined;
  return value;
}

/**
 * The value of the `"command"` key when it is a plain string (argv lists and anything unusual
 * answer undefined). Decoded with JSON.parse, so escapes are exact.
 */
export function readCommandBytes(line: Buffer, start = 0, end = line.length): string | undefined {
  const key = findTopLevelKey(line, COMMAND_KEY, start, end);
  if (key === -1) return undefined;
  let i = skipSpace(line, key + COMMAND_KEY.length);
  if (line[i] !== COLON) return undefined;
  i = skipSpace(line, i + 1);
  if (line[i] !== QUOTE) return undefined;
  const close = findStringEnd(line, i, end);
  if (close === -1) return undefined;
  const after = skipSpace(line, close + 1);
  if (line[after] !== COMMA && line[after] !== CLOSE_BRACE) return undefined;
  try {
    const value: unknown = JSON.parse(line.toString("utf8", i, close + 1));
    return typeof value === "string" ? value : undefined;
  } catch {
    return undefined;
  }
}

/** Where `key` starts in `line[start, end)` as a key of the outermost object, or -1. */
function findTopLevelKey(line: Buffer, key: Buffer, start: number, end: number): number {
  const at = line.indexOf(key, start);
  if (at === -1 || at + key.length > end || isEscaped(line, at)) return -1;
  const brace = line.indexOf(OPEN_BRACE, start + 1);
  return brace !== -1 && brace < at ? -1 : at;
}

/** Index of the quote closing the JSON string opened at `open`, or -1. */
function findStringEnd(line: Buffer, open: number, end: number): number {
  for (let i = open + 1; i < end; i++) {
    const byte = line[i];
    if (byte === BACKSLASH) i++;
    else if (byte === QUOTE) return i;
  }
  return -1;
}

/**
 * True when the key's opening quote is itself inside a string (`\"exit_code\"` in an output
 * tail): then the match is text, not a key. A quote preceded by an odd run of backslashes is
 * escaped.
 */
function isEscaped(line: Buffer, quote: number): boolean {
  let backslashes = 0;
  for (let i = quote - 1; i >= 0 && line[i] === BACKSLASH; i--) backslashes++;
  return backslashes % 2 === 1;
}

function skipSpace(line: Buffer, from: number): number {
  let i = from;
  while (i < line.length) {
    const byte = line[i];
    if (byte !== 0x20 && byte !== 0x09) break;
    i++;
  }
  return i;
}
