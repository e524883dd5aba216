/**
 * Where a JSON text stops being valid, as a 1-based line and column. V8's `JSON.parse` messages
 * only sometimes carry a position (never for "Unexpected token"), and users need the line to fix
 * a hand-edited workbench file, so this scanner walks the text once when parsing has already
 * failed. It checks syntax only; it builds no values.
 */
export interface JsonErrorPosition {
  line: number;
  column: number;
  /** Short description, e.g. `unexpected "}"` or `unexpected end of input`. */
  reason: string;
}

class Stop {
  constructor(
    readonly offset: number,
    readonly reason: string,
  ) {}
}

/** Locate the first syntax error of `text`, or null when it is valid JSON. */
export function locateJsonError(text: string): JsonErrorPosition | null {
  let i = 0;
  const fail = (reason?: string): never => {
    if (i >= text.length) throw new Stop(text.length, "unexpected end of input");
    throw new Stop(i, reason ?? `unexpected ${JSON.stringify(text[i])}`);
  };
  const skipSpace = (): void => {
    i = skipBlank(text, i);
  };
  const literal = (word: string): void => {
    for (const ch of word) {
      if (text[i] !== ch) fail();
      i++;
    }
  };
  const string = (): void => {
    i++; // opening quote
    for (;;) {
      if (i >= text.length) fail("unterminated string");
      const ch = text[i]!;
      if (ch === '"') {
        i++;
        return;
      }
      if (ch < " ") fail("control character in string");
      if (ch === "\\") {
        i++;
        const esc = text[i];
        if (esc === "u") {
          for (let k = 1; k <= 4; k++) {
            if (!/[0-9a-fA-F]/.test(text[i + k] ?? "")) {
              i += k;
              fail("bad \\u escape");
            }
          }
          i += 5;
          continue;
        }
        if (esc === undefined || !'"\\/bfnrt'.includes(esc)) fail("bad escape");
      }
      i++;
    }
  };
  const number = (): void => {
    const match = /^-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?/.exec(text.slice(i, i + 400));
    if (match === null || match[0] === "" || match[0] === "-") fail();
    i += match![0].length;
  };
  const value = (): void => {
    skipSpace();
    const ch = text[i];
    if (ch === "{") object();
    else if (ch === "[") array();
    else if (ch === '"') string();
    else if (ch === "t") literal("true");
    else if (ch === "f") literal("false");
    else if (ch === "n") literal("null");
    else if (ch === "-" || (ch !== undefined && ch >= "0" && ch <= "9")) number();
    else fail();
  };
  const object = (): void => {
    i++;
    skipSpace();
    if (text[i] === "}") {
      i++;
      return;
    }
    for (;;) {
      skipSpace();
      if (text[i] !== '"') fail("expected a double-quoted property name");
      string();
      skipSpace();
      if (text[i] !== ":") fail('expected ":" after property name');
      i++;
      value();
      skipSpace();
      if (text[i] === ",") {
        i++;
        continue;
      }
      if (text[i] === "}") {
        i++;
        return;
      }
      fail('expected "," or "}"');
    }
  };
  const array = (): void => {
    i++;
    skipSpace();
    if (text[i] === "]") {
      i++;
      return;
    }
    for (;;) {
      value();
      skipSpace();
      if (text[i] === ",") {
        i++;
        continue;
      }
      if (text[i] === "]") {
        i++;
        return;
      }
      fail('expected "," or "]"');
    }
  };
  try {
    value();
    skipSpace();
    if (i < text.length) fail("unexpected text after the JSON value");
    return null;
  } catch (error) {
    if (!(error instanceof Stop)) throw error;
    return { ...positionOf(text, error.offset), reason: error.reason };
  }
}

/**
 * The 1-based line and column of `offset` in `text`: a string (column in UTF-16 units) or the
 * raw bytes of a file (column in bytes). Error paths only: one pass up to `offset`.
 */
export function positionOf(
  text: string | Uint8Array,
  offset: number,
): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  const isString = typeof text === "string";
  for (let k = 0; k < offset; k++) {
    if ((isString ? text.charCodeAt(k) : text[k]) === 0x0a) {
      line++;
      lineStart = k + 1;
    }
  }
  return { line, column: offset - lineStart + 1 };
}

/**
 * The message for JSON text that does not parse, the same for every input (issue 17 item 4):
 * `file:line:column: not valid JSON: reason`, or `file: not valid JSON (detail)` when the
 * position cannot be found (a document nested too deep for the scanner); and the line.
 * `firstLine` is the line `text` starts on in its file (a JSONL record's line number).
 */
export function describeJsonSyntaxError(
  text: string,
  file: string,
  detail: string,
  firstLine = 1,
): { message: string; line: number | null } {
  let where: JsonErrorPosition | null = null;
  try {
    where = locateJsonError(text);
  } catch {
    // A pathologically nested document overflows the scanner's stack: name the file only.
  }
  return where === null
    ? { message: `${file}: not valid JSON (${detail})`, line: null }
    : {
        message: `${file}:${firstLine + where.line - 1}:${where.column}: not valid JSON: ${where.reason}`,
        line: firstLine + where.line - 1,
      };
}

/**
 * Where the value at `path` (object keys and array indexes, as a schema issue names it) starts
 * in `text`, a valid JSON document. When the path leaves the document (a missing key, an index
 * past the end), the deepest value that exists is given: the object that lacks the key. A key
 * written twice resolves to its last occurrence, as `JSON.parse` keeps the last. Iterative, so
 * no document is too deep to locate in.
 */
export function locateJsonPath(
  text: string,
  path: readonly (string | number)[],
): { line: number; column: number } {
  let offset = skipBlank(text, 0);
  for (const step of path) {
    const child = findChild(text, offset, step);
    if (child === null) break;
    offset = child;
  }
  return positionOf(text, offset);
}

/** The first offset at or after `i` that is not JSON whitespace. */
function skipBlank(text: string, i: number): number {
  let k = i;
  while (k < text.length && " \t\n\r".includes(text[k] as string)) k++;
  return k;
}

/** Offset just past the string whose opening quote is at `i`. */
function skipString(text: string, i: number): number {
  let k = i + 1;
  while (k < text.length && text[k] !== '"') k += text[k] === "\\" ? 2 : 1;
  return k + 1;
}

/** Offset just past the value starting at `i` (nesting counted, strings skipped whole). */
function skipValue(text: string, i: number): number {
  let depth = 0;
  let k = i;
  do {
    const ch = text[k];
    if (ch === '"') {
      k = skipString(text, k);
      continue;
    }
    if (ch === "{" || ch === "[") depth++;
    else if (ch === "}" || ch === "]") depth--;
    else if (depth === 0) {
      // A number or a literal: it ends at the first delimiter.
      while (k < text.length && !",}] \t\n\r".includes(text[k] as string)) k++;
      return k;
    }
    k++;
  } while (depth > 0 && k < text.length);
  return k;
}

/** Offset of the child value `step` of the container starting at `start`, or null. */
function findChild(text: string, start: number, step: string | number): number | null {
  const open = text[start];
  if (typeof step === "number") {
    if (open !== "[") return null;
    let k = skipBlank(text, start + 1);
    for (let index = 0; k < text.length && text[k] !== "]"; index++) {
      if (index === step) return k;
      k = skipBlank(text, skipValue(text, k));
      if (text[k] === ",") k = skipBlank(text, k + 1);
    }
    return null;
  }
  if (open !== "{") return null;
  let found: number | null = null;
  let k = skipBlank(text, start + 1);
  while (k < text.length && text[k] === '"') {
    const keyEnd = skipString(text, k);
    const key: unknown = JSON.parse(text.slice(k, keyEnd));
    const valueStart = skipBlank(text, skipBlank(text, keyEnd) + 1); // past the colon
    if (key === step) found = valueStart;
    k = skipBlank(text, skipValue(text, valueStart));
    if (text[k] === ",") k = skipBlank(text, k + 1);
  }
  return found;
}
