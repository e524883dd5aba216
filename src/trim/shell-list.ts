/**
 * A shell command line as the POSIX grammar groups it, as far as an exit status needs: a list of
 * items (separated by `;`, `&` or newlines), each an and-or list of pipelines (`&&`, `||`), each
 * pipeline a sequence of simple commands (`|`, `|&`) given as their words, quotes removed and
 * redirections dropped. Subshells and braces are flattened; a heredoc's body is skipped; a
 * `$(…)` or backquoted substitution stays inside its word. Pure and linear; an unclosed quote
 * ends the line.
 */

/** A pipeline: its stages' words, and whether `!` negates its status. */
export interface Pipeline {
  stages: string[][];
  negated: boolean;
}

/** An and-or list: pipelines and the operators between them (`ops.length = pipelines - 1`). */
export interface AndOr {
  pipelines: Pipeline[];
  ops: ("&&" | "||")[];
  /** Run in the background (`&`): its status is not the line's. */
  background: boolean;
}

type Token =
  | { kind: "word"; value: string }
  | { kind: "op"; value: "&&" | "||" | "|" | ";" | "&" | "\n" };

/** A redirection operator at a word's start, with its fd and, for `>&1` / `<&-`, its target. */
const REDIRECT = /^(?:\d+|&)?(?:>>|>&|>\||<<<|<<-|<<|<&|<>|>|<)(?:\d+-?|-)?/;

/** The items of `line`, in order; empty items are left out. */
export function parseShellList(line: string): AndOr[] {
  const items: AndOr[] = [];
  let current: AndOr = { pipelines: [], ops: [], background: false };
  let stages: string[][] = [];
  let words: string[] = [];
  let negated = false;
  const endStage = () => {
    if (words.length === 0) return;
    if (stages.length === 0 && words[0] === "!") {
      negated = true;
      words.shift();
    }
    if (words.length > 0) stages.push(words);
    words = [];
  };
  const endPipeline = () => {
    endStage();
    if (stages.length > 0) current.pipelines.push({ stages, negated });
    else current.ops.pop(); // an operator with nothing after it (a cut line) joins nothing
    stages = [];
    negated = false;
  };
  const endItem = (background: boolean) => {
    endPipeline();
    if (current.pipelines.length > 0) {
      current.ops.length = current.pipelines.length - 1;
      current.background = background;
      items.push(current);
    }
    current = { pipelines: [], ops: [], background: false };
  };
  for (const token of tokenize(line)) {
    if (token.kind === "word") words.push(token.value);
    else if (token.value === "|") endStage();
    else if (token.value === "&&" || token.value === "||") {
      endPipeline();
      if (current.pipelines.length > 0) current.ops.push(token.value);
    } else endItem(token.value === "&");
  }
  endItem(false);
  return items;
}

/** The words and operators of `line`. */
function tokenize(line: string): Token[] {
  const tokens: Token[] = [];
  const heredocs: string[] = [];
  let word = "";
  let inWord = false;
  let skipNext = false;
  const endWord = () => {
    if (inWord) {
      // `(`, `)`, `{`, `}` group commands: flattened, they are not words.
      if (skipNext) skipNext = false;
      else if (word !== "{" && word !== "}") tokens.push({ kind: "word", value: word });
    }
    word = "";
    inWord = false;
  };
  const op = (value: Extract<Token, { kind: "op" }>["value"]) => {
    endWord();
    tokens.push({ kind: "op", value });
  };
  let i = 0;
  while (i < line.length) {
    const c = line[i] as string;
    if (!inWord) {
      const redirect = REDIRECT.exec(line.slice(i, i + 8));
      if (redirect !== null && (c !== "&" || line[i + 1] === ">")) {
        const text = redirect[0];
        i += text.length;
        const heredoc = /(^|[^<])<<-?$/.test(text);
        // `>&1`, `2>&-`: the target is in the operator; otherwise the next word is the target.
        if (!/[&<>]\d+-?$|&-$/.test(text)) {
          if (heredoc) {
            const delimiter = /^\s*(['"]?)([^\s'";&|<>()]+)\1/.exec(line.slice(i));
            if (delimiter !== null) {
              heredocs.push(delimiter[2] as string);
              i += delimiter[0].length;
            }
          } else skipNext = true;
        }
        continue;
      }
      if (c === "#") {
        const nl = line.indexOf("\n", i);
        i = nl === -1 ? line.length : nl;
        continue;
      }
    }
    if (c === "'" || c === '"') {
      const close = closingQuote(line, i);
      if (close === -1) break;
      word += unquote(line.slice(i + 1, close), c);
      inWord = true;
      i = close + 1;
    } else if (c === "\\") {
      // A backslash-newline continues the line; any other escaped character is itself.
      if (line[i + 1] !== "\n" && i + 1 < line.length) {
        word += line[i + 1];
        inWord = true;
      }
      i += 2;
    } else if (c === "$" && line[i + 1] === "(") {
      const close = closingParen(line, i + 1);
      word += line.slice(i, close + 1);
      inWord = true;
      i = close + 1;
    } else if (c === "`") {
      const close = line.indexOf("`", i + 1);
      word += line.slice(i, close === -1 ? line.length : close + 1);
      inWord = true;
      i = close === -1 ? line.length : close + 1;
    } else if (c === " " || c === "\t" || c === "(" || c === ")") {
      endWord();
      i++;
    } else if (c === "\n") {
      op("\n");
      i++;
      // A heredoc's body runs from here to its delimiter line: it is data, not commands.
      while (heredocs.length > 0) {
        const delimiter = heredocs.shift() as string;
        while (i < line.length) {
          const nl = line.indexOf("\n", i);
          const body = line.slice(i, nl === -1 ? line.length : nl);
          i = nl === -1 ? line.length : nl + 1;
          if (body.trim() === delimiter) break;
        }
      }
    } else if (c === "&" || c === "|" || c === ";") {
      const pair = line.slice(i, i + 2);
      // `|&` pipes stderr too; `;;` ends a case arm.
      if (pair === "&&" || pair === "||") op(pair);
      else if (c === "|") op("|");
      else op(c === "&" ? "&" : ";");
      i += pair === "&&" || pair === "||" || pair === "|&" || pair === ";;" ? 2 : 1;
    } else {
      word += c;
      inWord = true;
      i++;
    }
  }
  endWord();
  return tokens;
}

/** The index of the quote closing the one at `open`, or -1. */
function closingQuote(line: string, open: number): number {
  const quote = line[open];
  if (quote === "'") return line.indexOf("'", open + 1);
  for (let i = open + 1; i < line.length; i++) {
    if (line[i] === "\\") i++;
    else if (line[i] === '"') return i;
  }
  return -1;
}

/** The text between quotes as the shell reads it: in double quotes `\"`, `\\`, `\$` unescape. */
function unquote(text: string, quote: string): string {
  return quote === '"' ? text.replace(/\\(["\\$`\n])/g, "$1") : text;
}

/** The index of the parenthesis closing the one at `open` (or the line's end). */
function closingParen(line: string, open: number): number {
  let depth = 0;
  for (let i = open; i < line.length; i++) {
    const c = line[i];
    if (c === "\\") i++;
    else if (c === "(") depth++;
    else if (c === ")" && --depth === 0) return i;
  }
  return line.length - 1;
}

/** A command line split into its leading `NAME=value` assignments and the command they prefix. */
export interface EnvPrefix {
  /** The assignment words as written (quotes kept), in order. */
  assignments: string[];
  /** The rest of the line, byte for byte as written; the whole line when nothing prefixes it. */
  command: string;
}

const ASSIGNMENT_NAME = /^[A-Za-z_][A-Za-z0-9_]*=/;

/**
 * The leading variable assignments of `line` (`PGPORT=5433 LANG=C make db-test`): words of the
 * form `NAME=value` followed by blanks and then more of the command, as the shell reads them
 * (quotes and escapes inside a value, `$(…)` kept whole). An assignment that ends the line or a
 * command of its own (`A=1; make`) prefixes nothing. Pure and linear.
 */
export function splitEnvPrefix(line: string): EnvPrefix {
  const assignments: string[] = [];
  let at = 0;
  while (at < line.length && (line[at] === " " || line[at] === "\t")) at++;
  let rest = at;
  for (;;) {
    if (!ASSIGNMENT_NAME.test(line.slice(at, at + 256))) break;
    const end = assignmentEnd(line, at);
    if (end === -1 || (line[end] !== " " && line[end] !== "\t")) break;
    let next = end;
    while (next < line.length && (line[next] === " " || line[next] === "\t")) next++;
    // Only blanks, or an operator, after it: the assignment is a command of its own.
    if (next >= line.length || /[;&|\n()<>#]/.test(line[next] as string)) break;
    assignments.push(line.slice(at, end));
    at = next;
    rest = next;
  }
  return assignments.length === 0
    ? { assignments, command: line }
    : { assignments, command: line.slice(rest) };
}

/** Where the assignment word at `start` ends (the first unquoted blank or operator), or -1. */
function assignmentEnd(line: string, start: number): number {
  let i = line.indexOf("=", start) + 1;
  while (i < line.length) {
    const c = line[i] as string;
    if (c === "'" || c === '"') {
      const close = closingQuote(line, i);
      if (close === -1) return -1;
      i = close + 1;
    } else if (c === "\\") i += 2;
    else if (c === "$" && line[i + 1] === "(") i = closingParen(line, i + 1) + 1;
    else if (c === "`") {
      const close = line.indexOf("`", i + 1);
      if (close === -1) return -1;
      i = close + 1;
    } else if (/[\s;&|()<>]/.test(c)) return i;
    else i++;
  }
  return line.length;
}
