/**
 * Pure: a shell command line split into its simple commands, as far as a conservative reading
 * can tell — the one quote-aware splitter behind what a session read (`session-reads.ts`) and
 * what a tool call writes (`shell-writes.ts`). Not a shell: no expansion is performed, a heredoc's
 * body is not told apart (the caller cuts it), and an unclosed quote ends the line.
 */

/** A word (quotes removed) or a redirection operator (`>`, `>>`, `2>`, `&>`, `>|`, `<`, `<<`, `<<<`). */
export interface ShellToken {
  word?: string;
  op?: string;
  /**
   * The word held an unquoted or double-quoted `$` or backquote: the shell would expand it, so
   * it is not the text it shows. Single quotes keep `$` as itself and do not set it.
   */
  expands?: boolean;
}

/**
 * The simple commands of `line` as tokens: split at `;`, `&&`, `||`, `|`, `&` and newlines
 * outside quotes; quotes and backslashes removed; redirection operators as their own tokens,
 * the descriptor before one (`2>`, `&>`) part of it, and a descriptor duplication (`2>&1`, `>&2`)
 * dropped, since it names no file.
 */
export function splitShellCommands(line: string): ShellToken[][] {
  const commands: ShellToken[][] = [];
  let tokens: ShellToken[] = [];
  let word = "";
  let inWord = false;
  let expands = false;
  const endWord = () => {
    if (inWord) tokens.push(expands ? { word, expands: true } : { word });
    word = "";
    inWord = false;
    expands = false;
  };
  const endCommand = () => {
    endWord();
    if (tokens.length > 0) commands.push(tokens);
    tokens = [];
  };
  for (let i = 0; i < line.length; i++) {
    const c = line[i] as string;
    if (c === "'" || c === '"') {
      const close = line.indexOf(c, i + 1);
      if (close === -1) break;
      const inner = line.slice(i + 1, close);
      if (c === '"' && /[$`]/.test(inner)) expands = true;
      word += inner;
      inWord = true;
      i = close;
    } else if (c === "\\" && i + 1 < line.length) {
      word += line[++i];
      inWord = true;
    } else if (c === " " || c === "\t") endWord();
    else if (c === ">" || c === "<") {
      // `2>`, `&>`, `>>`, `>|`: the digit or `&` just before belongs to the operator.
      let op = c;
      if (inWord && /^(?:\d|&)$/.test(word)) {
        op = word + c;
        word = "";
        inWord = false;
      } else endWord();
      if (line[i + 1] === c || (c === ">" && line[i + 1] === "|")) op += line[++i];
      // `<<<`: a here-string, whose word is data, not a file.
      if (op === "<<" && line[i + 1] === "<") op += line[++i];
      if (line[i + 1] === "&") {
        // `2>&1`: a descriptor, not a file.
        i++;
        while (/\d/.test(line[i + 1] ?? "")) i++;
        continue;
      }
      tokens.push({ op });
    } else if (c === ";" || c === "|" || c === "&" || c === "\n") {
      if (c === "&" && line[i + 1] === ">") {
        endWord();
        word = "&";
        inWord = true;
        continue;
      }
      endCommand();
    } else {
      if (c === "$" || c === "`") expands = true;
      word += c;
      inWord = true;
    }
  }
  endCommand();
  return commands;
}
