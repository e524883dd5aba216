/**
 * Edit a JSON (or JSON-with-comments) text in place: find the spans of its values, remove array
 * items and object members, append new ones, and leave every other byte as it was. Settings
 * files a user wrote by hand keep their numbers (`1e400`, `1.0`, a 20-digit integer), escapes,
 * comments, key order and layout, which a parse-and-reserialise round trip would lose.
 *
 * The input is assumed valid (callers check it with `JSON.parse` first, see `blankComments`).
 * An append followed by a removal of what was appended gives back the original bytes exactly:
 * the uninstall of an install is a no-op on the file.
 */

/** A value's span in the text; containers list their items (array items, object members). */
export interface JsonNode {
  kind: "object" | "array" | "scalar";
  start: number;
  /** Just past the value's last character (the closing bracket for a container). */
  end: number;
  items: JsonItem[];
}

/** An array item or an object member (`key` set, `start` at the key's opening quote). */
export interface JsonItem {
  key?: string;
  start: number;
  value: JsonNode;
}

/** Options of the text: `comments` allows `//` and `/* *\/` comments (JSONC). */
export interface JsonTextOptions {
  comments?: boolean;
}

/** Where the trivia (whitespace and comments) starting at `pos` ends, and its last comment's end. */
function skipTrivia(
  text: string,
  pos: number,
  comments: boolean,
): { pos: number; commentEnd: number } {
  let i = pos;
  let commentEnd = -1;
  for (;;) {
    const ch = text[i];
    if (ch === " " || ch === "\t" || ch === "\n" || ch === "\r") {
      i++;
    } else if (comments && ch === "/" && text[i + 1] === "/") {
      const eol = text.indexOf("\n", i);
      i = eol === -1 ? text.length : eol;
      if (text[i - 1] === "\r") i--;
      commentEnd = i;
      if (text[i] === "\r") i++;
    } else if (comments && ch === "/" && text[i + 1] === "*") {
      const close = text.indexOf("*/", i + 2);
      i = close === -1 ? text.length : close + 2;
      commentEnd = i;
    } else {
      return { pos: i, commentEnd };
    }
  }
}

/** Replace every comment by spaces (newlines kept), so `JSON.parse` reads JSONC at the same positions. */
export function blankComments(text: string): string {
  let out = "";
  let i = 0;
  while (i < text.length) {
    const ch = text[i]!;
    if (ch === '"') {
      const end = stringEnd(text, i);
      out += text.slice(i, end);
      i = end;
    } else if (ch === "/" && (text[i + 1] === "/" || text[i + 1] === "*")) {
      const line = text[i + 1] === "/";
      const close = line ? text.indexOf("\n", i) : text.indexOf("*/", i + 2);
      const end = close === -1 ? text.length : line ? close : close + 2;
      out += text.slice(i, end).replace(/[^\r\n]/g, " ");
      i = end;
    } else {
      out += ch;
      i++;
    }
  }
  return out;
}

/** Just past the string starting with the quote at `pos`. */
function stringEnd(text: string, pos: number): number {
  let i = pos + 1;
  while (i < text.length && text[i] !== '"') i += text[i] === "\\" ? 2 : 1;
  return Math.min(i + 1, text.length);
}

/** The syntax tree of a valid JSON(C) text: its top-level value. */
export function parseJsonTree(text: string, options: JsonTextOptions = {}): JsonNode {
  const comments = options.comments ?? false;
  let i = 0;
  const skip = (): number => {
    const trivia = skipTrivia(text, i, comments);
    i = trivia.pos;
    return i;
  };
  const fail = (): never => {
    throw new SyntaxError(`invalid JSON at offset ${i}`);
  };
  const value = (): JsonNode => {
    skip();
    const start = i;
    const ch = text[i];
    if (ch === "{" || ch === "[") {
      const kind = ch === "{" ? "object" : "array";
      const close = ch === "{" ? "}" : "]";
      i++;
      const items: JsonItem[] = [];
      skip();
      if (text[i] === close) {
        i++;
        return { kind, start, end: i, items };
      }
      for (;;) {
        skip();
        const itemStart = i;
        let key: string | undefined;
        if (kind === "object") {
          if (text[i] !== '"') fail();
          const keyEnd = stringEnd(text, i);
          key = JSON.parse(text.slice(i, keyEnd)) as string;
          i = keyEnd;
          skip();
          if (text[i] !== ":") fail();
          i++;
        }
        const item = value();
        items.push(
          key === undefined
            ? { start: itemStart, value: item }
            : { key, start: itemStart, value: item },
        );
        skip();
        if (text[i] === ",") {
          i++;
          continue;
        }
        if (text[i] !== close) fail();
        i++;
        return { kind, start, end: i, items };
      }
    }
    if (ch === '"') {
      i = stringEnd(text, i);
    } else {
      const scalar = /^(?:-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?|true|false|null)/.exec(
        text.slice(i, i + 400),
      );
      if (scalar === null) fail();
      i += scalar![0].length;
      // A number longer than the window: take the rest of its digits.
      while (/[0-9eE.+-]/.test(text[i] ?? "")) i++;
    }
    return { kind: "scalar", start, end: i, items: [] };
  };
  const root = value();
  skip();
  if (i !== text.length) fail();
  return root;
}

/** The node at `path` (member keys and item indexes) below `root`, or undefined. */
export function nodeAt(root: JsonNode, path: readonly (string | number)[]): JsonNode | undefined {
  let node: JsonNode | undefined = root;
  for (const step of path) {
    if (node === undefined) return undefined;
    if (typeof step === "number") {
      node = node.kind === "array" ? node.items[step]?.value : undefined;
    } else {
      // Duplicate keys: the last one wins, as in JSON.parse.
      node =
        node.kind === "object" ? node.items.filter((m) => m.key === step).at(-1)?.value : undefined;
    }
  }
  return node;
}

/** The layout new text follows: one indent step and the line ending. */
export interface JsonLayout {
  unit: string;
  eol: string;
}

/** The file's own indent step (its first indented line) and line ending; two spaces and LF otherwise. */
export function detectLayout(text: string): JsonLayout {
  return {
    unit: /\n([ \t]+)\S/.exec(text)?.[1] ?? "  ",
    eol: text.includes("\r\n") ? "\r\n" : "\n",
  };
}

/** The leading whitespace of the line holding `pos`. */
export function lineIndent(text: string, pos: number): string {
  const lineStart = text.lastIndexOf("\n", pos - 1) + 1;
  return /^[ \t]*/.exec(text.slice(lineStart, pos))?.[0] ?? "";
}

/** `value` as pretty JSON whose continuation lines start with `indent`. */
export function renderJson(value: unknown, indent: string, layout: JsonLayout): string {
  return JSON.stringify(value, null, layout.unit).replace(/\n/g, `${layout.eol}${indent}`);
}

/**
 * Remove item `index` of `container` (a member or an array item) with its separator. The inverse
 * of `appendItems`: removing what it appended gives the text back as it was.
 */
export function removeItem(
  text: string,
  container: JsonNode,
  index: number,
  options: JsonTextOptions = {},
): string {
  const comments = options.comments ?? false;
  const item = container.items[index];
  if (item === undefined) return text;
  const end = item.value.end;
  if (index > 0) {
    // `prev<ws>,<trivia>item` → `prev<ws><comments>`: the comma and what follows the last comment.
    const prevEnd = container.items[index - 1]!.value.end;
    // What followed the previous item on its line (spaces, comments) and later comments stay.
    const comma = skipTrivia(text, prevEnd, comments).pos;
    const lastComment = skipTriviaUntil(text, comma + 1, item.start, comments);
    let from = Math.max(
      Math.min(sameLineTriviaEnd(text, comma + 1, comments), item.start),
      lastComment,
    );
    if (from === item.start && lastComment === -1) from = comma + 1;
    return text.slice(0, comma) + text.slice(comma + 1, from) + text.slice(end);
  }
  if (container.items.length > 1) {
    // First of several: the item, its comma, and the whitespace up to what comes next.
    const comma = skipTrivia(text, end, comments).pos;
    let to = comma + 1;
    while (/[ \t\r\n]/.test(text[to] ?? "")) to++;
    return text.slice(0, item.start) + text.slice(to);
  }
  // The only item: it and the whitespace between the last comment (or the bracket) and it.
  const after = skipTriviaUntil(text, container.start + 1, item.start, comments);
  const from = after === -1 ? container.start + 1 : after;
  return text.slice(0, from) + text.slice(end);
}

/** The end of the last comment in the trivia from `pos` to `limit`, or -1 when there is none. */
function skipTriviaUntil(text: string, pos: number, limit: number, comments: boolean): number {
  const trivia = skipTrivia(text.slice(0, limit), pos, comments);
  return trivia.commentEnd;
}

/**
 * Append `items` (each the rendered text of a value, or of a `"key": value` member) at the end
 * of `container`, one per line at the container's indent plus one step. A non-empty container
 * gets a comma after its last item and the new lines after that item's same-line comments; an
 * empty one gets them right after its opening bracket, its own inner whitespace kept after them.
 */
export function appendItems(
  text: string,
  container: JsonNode,
  items: string[],
  layout: JsonLayout,
  options: JsonTextOptions = {},
): string {
  if (items.length === 0) return text;
  const indent = lineIndent(text, container.start) + layout.unit;
  const lines = items.map((item) => `${layout.eol}${indent}${item}`).join(",");
  const last = container.items.at(-1);
  if (last === undefined) {
    const at = container.start + 1;
    return text.slice(0, at) + lines + text.slice(at);
  }
  const at = sameLineTriviaEnd(text, last.value.end, options.comments ?? false);
  return `${text.slice(0, last.value.end)},${text.slice(last.value.end, at)}${lines}${text.slice(at)}`;
}

/** Past the spaces and comments that follow `pos` on its own line. */
function sameLineTriviaEnd(text: string, pos: number, comments: boolean): number {
  let i = pos;
  for (;;) {
    while (text[i] === " " || text[i] === "\t") i++;
    if (comments && text[i] === "/" && text[i + 1] === "/") {
      const eol = text.indexOf("\n", i);
      i = eol === -1 ? text.length : eol;
      if (text[i - 1] === "\r") i--;
      return i;
    }
    if (comments && text[i] === "/" && text[i + 1] === "*") {
      const close = text.indexOf("*/", i + 2);
      if (close === -1 || text.slice(i, close).includes("\n")) return i;
      i = close + 2;
      continue;
    }
    return i;
  }
}

/** The text of a member: the key as JSON, then the value rendered at `indent`. */
export function renderMember(
  key: string,
  value: unknown,
  indent: string,
  layout: JsonLayout,
): string {
  return `${JSON.stringify(key)}: ${renderJson(value, indent, layout)}`;
}

/**
 * Turn `text` (whose value is `before`) into a text whose value is `after`, touching only what
 * differs: members and items `after` lacks are removed, values that differ are edited in place
 * (objects member by member, arrays by aligning items), new members and items are appended.
 * Array items are aligned assuming `after`'s items are `before`'s with some removed or pruned,
 * then new ones added at the end: the edits an installer makes.
 */
export function applyJsonChange(
  text: string,
  before: unknown,
  after: unknown,
  options: JsonTextOptions = {},
): string {
  const ops: Op[] = [];
  diff([], before, after, ops);
  const layout = detectLayout(text);
  let current = text;
  // Later ops first: an edit never moves the text of the ones before it.
  for (const op of ops.reverse()) {
    const root = parseJsonTree(current, options);
    const node = nodeAt(root, op.path);
    if (node === undefined) throw new Error(`no value at ${JSON.stringify(op.path)}`);
    if (op.kind === "remove") {
      const index =
        typeof op.step === "number"
          ? op.step
          : node.items.findLastIndex((member) => member.key === op.step);
      current = removeItem(current, node, index, options);
    } else if (op.kind === "replace") {
      current =
        current.slice(0, node.start) +
        renderJson(op.value, lineIndent(current, node.start), layout) +
        current.slice(node.end);
    } else {
      const indent = lineIndent(current, node.start) + layout.unit;
      const items = op.items.map(([key, value]) =>
        key === undefined
          ? renderJson(value, indent, layout)
          : renderMember(key, value, indent, layout),
      );
      current = appendItems(current, node, items, layout, options);
    }
  }
  return current;
}

type Path = (string | number)[];
type Op =
  | { kind: "remove"; path: Path; step: string | number }
  | { kind: "replace"; path: Path; value: unknown }
  | { kind: "append"; path: Path; items: [string | undefined, unknown][] };

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** Whether `after` is `before` with some members or items taken out, at any depth. */
export function isPrunedFrom(before: unknown, after: unknown): boolean {
  if (same(before, after)) return true;
  if (Array.isArray(before) && Array.isArray(after)) {
    let j = 0;
    for (const item of before) if (j < after.length && isPrunedFrom(item, after[j])) j++;
    return j === after.length;
  }
  if (isObject(before) && isObject(after)) {
    return Object.keys(after).every(
      (key) => key in before && isPrunedFrom(before[key], after[key]),
    );
  }
  return false;
}

/** The ops turning `before` into `after`, in document order. */
function diff(path: Path, before: unknown, after: unknown, ops: Op[]): void {
  if (same(before, after)) return;
  if (isObject(before) && isObject(after)) {
    for (const key of Object.keys(before)) {
      if (!(key in after)) ops.push({ kind: "remove", path, step: key });
      else diff([...path, key], before[key], after[key], ops);
    }
    const added = Object.keys(after).filter((key) => !(key in before));
    if (added.length > 0) {
      ops.push({ kind: "append", path, items: added.map((key) => [key, after[key]]) });
    }
    return;
  }
  if (Array.isArray(before) && Array.isArray(after)) {
    let j = 0;
    for (let i = 0; i < before.length; i++) {
      if (j < after.length && isPrunedFrom(before[i], after[j])) {
        diff([...path, i], before[i], after[j], ops);
        j++;
      } else {
        ops.push({ kind: "remove", path, step: i });
      }
    }
    if (j < after.length) {
      ops.push({ kind: "append", path, items: after.slice(j).map((v) => [undefined, v]) });
    }
    return;
  }
  ops.push({ kind: "replace", path, value: after });
}
