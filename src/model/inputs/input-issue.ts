/**
 * The one formatter of input errors (issue 17 item 4, issue 20): a schema issue in a file the
 * user or an agent wrote becomes `file:line:column field: message`, the position being where
 * the offending value starts in the raw text. Every input reports through it, whichever way it
 * was validated, so this module does not load zod: an issue is only a path and a message.
 */
import { locateJsonPath } from "../../json/position.js";
import { InputError } from "../../errors.js";

/** A field path as a schema names it: object keys and array indexes (zod's `issue.path`). */
export type IssuePath = readonly PropertyKey[];

/** One problem with one value of an input. */
export interface InputIssue {
  path: IssuePath;
  /** What is wrong, e.g. `must be a string, got number 5`. */
  message: string;
}

/** A formatted issue and where it points (1-based). */
export interface LocatedIssue {
  message: string;
  line: number;
  column: number;
}

/** `assumptions[3].text`; `[2].status` under a top-level array; empty for the whole document. */
export function renderFieldPath(path: IssuePath): string {
  let out = "";
  for (const step of path) {
    if (typeof step === "number") out += `[${step}]`;
    else out += out === "" ? String(step) : `.${String(step)}`;
  }
  return out;
}

/**
 * `file:line:column field: message` for `issue` in `text` (the JSON text the value was parsed
 * from). For a JSONL record, `text` is the record's line and `line` its line number: the column
 * is then within that line.
 */
export function formatInputIssue(
  file: string,
  text: string,
  issue: InputIssue,
  options: { line?: number } = {},
): LocatedIssue {
  const steps = issue.path.filter(
    (step): step is string | number => typeof step === "string" || typeof step === "number",
  );
  const where = locateJsonPath(text, steps);
  const line = options.line === undefined ? where.line : options.line + where.line - 1;
  const field = renderFieldPath(steps);
  const subject = field === "" ? ":" : ` ${field}:`;
  return {
    message: `${file}:${line}:${where.column}${subject} ${issue.message}`,
    line,
    column: where.column,
  };
}

/** The InputError (exit 2) for the first of `issues` in `file`. */
export function inputIssueError(
  file: string,
  text: string,
  issues: readonly InputIssue[],
): InputError {
  const first = issues[0] ?? { path: [], message: "is not valid" };
  const { message, line } = formatInputIssue(file, text, first);
  return new InputError(message, { file, line });
}

/**
 * A value as an error message may show it: its type, and a short string or number as written.
 * Strings are cut to 40 characters (the CLI also passes every message through the redactor).
 */
export function describeValue(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "an array";
  if (typeof value === "string") {
    const shown = value.length > 40 ? `${value.slice(0, 40)}…` : value;
    return `the string ${JSON.stringify(shown)}`;
  }
  if (typeof value === "object") return "an object";
  return `${typeof value} ${String(value)}`;
}

/** A value as JSON, cut to 40 characters: `"X1"`, `2`. */
export function showJson(value: unknown): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 40 ? `${text.slice(0, 40)}…` : text;
}

/**
 * The message of a value that is not `what`: `must be a string, got number 5`, or, when the
 * field is absent, `is missing (must be a string)` (`missingWhat` when that reads better).
 */
export function mustBe(what: string, value: unknown, missingWhat = what): string {
  return value === undefined
    ? `is missing (must be ${missingWhat})`
    : `must be ${what}, got ${describeValue(value)}`;
}
