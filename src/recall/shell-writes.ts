/**
 * Pure: the paths a shell command line writes to, as far as a conservative parse can tell —
 * redirections (`>`, `>>`, `&>`), `tee`, `rm`, `rmdir`, `mv`, `cp` (its destination), `touch`,
 * `mkdir`, `truncate`, `ln`, `chmod`, `sed -i`/`perl -i` and `git rm`/`git mv`/`git checkout --`.
 * A word with an expansion, a glob or a substitution is not a path we can name, so it is left
 * out; anything the parse does not recognise writes nothing. Missing a write costs a reminder;
 * naming a path that is not written would be a false guard.
 */
import { type ShellToken, splitShellCommands } from "../util/shell-split.js";

/** Longest command looked at: a huge heredoc is not an edit we can read. */
const MAX_COMMAND_CHARS = 8_000;
/** A word that is not a plain path (expansion, glob, substitution). */
const NOT_A_PATH = /[*?[\]$`<>|&;(){}]/;

/** The paths `command` writes to, in order, deduplicated. */
export function shellWrites(command: string): string[] {
  if (command.length > MAX_COMMAND_CHARS) return [];
  // A heredoc's body is data, not commands: only the line that opens it is read.
  const heredoc = /<<-?\s*['"]?\w/.exec(command);
  const line =
    heredoc === null ? command : command.slice(0, command.indexOf("\n", heredoc.index) >>> 0);
  const found: string[] = [];
  for (const words of splitShellCommands(line)) found.push(...commandWrites(words));
  return [...new Set(found.filter((p) => p !== "" && p !== "-" && !p.startsWith("/dev/")))];
}

/** One simple command's writes, redirections included. */
function commandWrites(tokens: readonly ShellToken[]): string[] {
  const out: string[] = [];
  const words: string[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i] as ShellToken;
    if (token.op !== undefined) {
      const target = tokens[i + 1];
      if (/^(?:\d?>>?|&>>?|>\|)$/.test(token.op) && target?.word !== undefined) {
        if (!token.op.startsWith("2") && plain(target)) out.push(target.word);
        i++;
      } else if (/^\d?<$/.test(token.op)) i++;
      continue;
    }
    words.push(token.expands ? "$" : (token.word ?? ""));
  }
  let at = 0;
  while (words[at] === "sudo" || words[at] === "command" || /^\w+=/.test(words[at] ?? "")) at++;
  const name = words[at]?.replace(/^.*\//, "");
  const args = words.slice(at + 1);
  const operands = operandsOf(args);
  switch (name) {
    case "tee":
    case "rm":
    case "rmdir":
    case "touch":
    case "mkdir":
    case "truncate":
    case "unlink":
    case "shred":
      out.push(...operands.filter(isPlainWord));
      break;
    case "mv":
      out.push(...operands.filter(isPlainWord));
      break;
    case "cp":
    case "ln":
    case "install":
    case "rsync":
      if (operands.length >= 2) out.push(...operands.slice(-1).filter(isPlainWord));
      break;
    case "chmod":
    case "chown":
      out.push(...operands.slice(1).filter(isPlainWord));
      break;
    case "sed":
    case "perl":
      if (args.some((a) => /^-[a-zA-Z]*i/.test(a) || a.startsWith("--in-place"))) {
        // The first operand is the script unless -e gave one.
        const scripted = args.some((a) => a === "-e" || a === "--expression");
        out.push(...operands.slice(scripted ? 0 : 1).filter(isPlainWord));
      }
      break;
    case "git": {
      const sub = args[0];
      const rest = operandsOf(args.slice(1));
      if (sub === "rm" || sub === "mv") out.push(...rest.filter(isPlainWord));
      if (sub === "checkout" || sub === "restore") {
        const dash = args.indexOf("--");
        if (dash !== -1) out.push(...args.slice(dash + 1).filter(isPlainWord));
      }
      break;
    }
    default:
      break;
  }
  return out;
}

/** The operands of an argument list: options dropped (and `-e SCRIPT`'s, `-s SIZE`'s values). */
function operandsOf(args: readonly string[]): string[] {
  const out: string[] = [];
  let options = true;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] as string;
    if (options && arg === "--") {
      options = false;
      continue;
    }
    if (options && arg.startsWith("-") && arg !== "-") {
      if (/^-(?:e|s|t|m|o|g|-expression|-size|-target-directory|-mode)$/.test(arg)) i++;
      continue;
    }
    out.push(arg);
  }
  return out;
}

function isPlainWord(word: string): boolean {
  return word !== "" && !NOT_A_PATH.test(word);
}

function plain(token: ShellToken): boolean {
  return token.word !== undefined && !token.expands && isPlainWord(token.word);
}
