/**
 * Debug prints and commented-out code blocks among the lines the uncommitted or unpushed diff
 * adds (SPEC §5, "temp artifacts"). Only added lines are read, never whole files: a `print(` that
 * was already committed is the project's business, not this session's leftover.
 */
import type { AddedLine, CleanStateItem } from "../model/snapshot/types.js";
import { type Language, languageOf } from "./languages.js";

/** A commented-out block counts from this many consecutive code-like comment lines. */
export const MIN_COMMENTED_BLOCK = 3;

function quote(text: string): string {
  const trimmed = text.trim();
  return trimmed.length > 100 ? `${trimmed.slice(0, 100)}…` : trimmed;
}

/** Whether a line is a debug print in this language. */
export function isDebugPrint(text: string, language: Language): boolean {
  return language.debugPrints.some((pattern) => pattern.test(text));
}

/**
 * The body of a line comment, or null when the line is not one. Doc comments (`///`, `//!`,
 * `/**`, ` * `) and shebangs are documentation, not code, and return null.
 */
export function commentBody(text: string, language: Language): string | null {
  const trimmed = text.trimStart();
  for (const marker of language.comments) {
    if (!trimmed.startsWith(marker)) continue;
    const rest = trimmed.slice(marker.length);
    if (marker === "//" && (rest.startsWith("/") || rest.startsWith("!"))) return null;
    if (marker === "#" && rest.startsWith("!")) return null;
    return rest.trim();
  }
  return null;
}

const KEYWORD =
  /^(if|else|elif|for|while|return|const|let|var|function|def|class|import|from|export|fn|pub|use|try|catch|except|switch|case|await|async|throw|raise|yield)\b/;
const CODE_PUNCTUATION = /[(){}[\]=:;]/;
const ENDS_LIKE_CODE = /[;{}]\s*$|^[)}\]]+[;,)]*$/;
const ASSIGNMENT = /^[\w.$[\]"']+\s*(=|\+=|-=|\*=|\/=|:=)\s*[^=\s]/;
const CALL = /^(await\s+)?[\w.$]+\(.*\)\s*;?$/;
const PY_IMPORT = /^(import [\w.]+( as \w+)?|from [\w.]+ import [\w., ]+)$/;

/** Whether a comment's body reads like code rather than prose. */
export function looksLikeCode(body: string): boolean {
  if (body === "") return false;
  if (ENDS_LIKE_CODE.test(body) || ASSIGNMENT.test(body) || CALL.test(body)) return true;
  if (PY_IMPORT.test(body)) return true;
  return KEYWORD.test(body) && CODE_PUNCTUATION.test(body);
}

/** What the rules of this module read in one added line: nothing, a debug print, or code commented out. */
export type AddedLineClass = "plain" | "debug" | "code-comment";

/**
 * The class of one added line of `path`, as `findDebugLeftovers` sees it: two lines of one class
 * give the same items but for the text they quote (a plain line's text is never read). Pure.
 */
export function classifyAddedLine(path: string, text: string): AddedLineClass {
  const language = languageOf(path);
  if (language === null) return "plain";
  const body = commentBody(text, language);
  if (body === null) return isDebugPrint(text, language) ? "debug" : "plain";
  return looksLikeCode(body) ? "code-comment" : "plain";
}

/** Group added lines by path, each group sorted by line number. */
function byFile(lines: AddedLine[]): Map<string, AddedLine[]> {
  const files = new Map<string, AddedLine[]>();
  for (const line of lines) {
    const list = files.get(line.path);
    if (list === undefined) files.set(line.path, [line]);
    else list.push(line);
  }
  for (const list of files.values()) list.sort((a, b) => a.line - b.line);
  return files;
}

function findCommentedBlocks(path: string, lines: AddedLine[], language: Language) {
  const items: CleanStateItem[] = [];
  let run: AddedLine[] = [];
  const flush = () => {
    if (run.length >= MIN_COMMENTED_BLOCK) {
      const first = run[0]!;
      const last = run[run.length - 1]!;
      items.push({
        check: "temp artifacts",
        detail: `commented-out code block added at lines ${first.line}-${last.line}: ${quote(first.text)}`,
        path,
      });
    }
    run = [];
  };
  for (const line of lines) {
    // An empty text is a plain line (the gate's cached diff gives every plain line one).
    const body = line.text === "" ? null : commentBody(line.text, language);
    const prev = run[run.length - 1];
    if (body === null || !looksLikeCode(body)) {
      flush();
      continue;
    }
    if (prev !== undefined && prev.line + 1 !== line.line) flush();
    run.push(line);
  }
  flush();
  return items;
}

/**
 * Debug prints and commented-out code blocks among added lines of code files, in path then line
 * order. A debug print inside a comment is left to the commented-out-code rule.
 */
export function findDebugLeftovers(added: AddedLine[]): CleanStateItem[] {
  const items: CleanStateItem[] = [];
  const files = [...byFile(added)].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  for (const [path, lines] of files) {
    const language = languageOf(path);
    if (language === null) continue;
    for (const line of lines) {
      if (line.text === "" || commentBody(line.text, language) !== null) continue;
      if (isDebugPrint(line.text, language)) {
        items.push({
          check: "temp artifacts",
          detail: `debug print added at line ${line.line}: ${quote(line.text)}`,
          path,
        });
      }
    }
    items.push(...findCommentedBlocks(path, lines, language));
  }
  return items;
}
