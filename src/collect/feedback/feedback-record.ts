/**
 * Parsing and normalising one feedback record (SPEC §2.2): `command` as an argv list or a
 * string (lists redacted element by element, then joined with shell quoting: a quote glued to
 * a flag, `'-pPASS'`, must not hide its value), `exit_code` an integer or null. Long output tails are
 * clipped here, at the edge, so nothing downstream can hold megabytes per record.
 */
import {
  formatInputIssue,
  type IssuePath,
  renderFieldPath,
} from "../../model/inputs/input-issue.js";
import { redactArgv } from "../../redact/argv.js";
import type { FeedbackRecord } from "../../model/snapshot/types.js";
import { describeJsonSyntaxError } from "../../json/position.js";
import { joinArgv } from "../../util/shell-quote.js";
import { certainlyNotJson, NOT_JSON, parseQuietly } from "../../json/json-shape.js";

/** Characters kept of each text field of a record (its end). */
export const TEXT_LIMIT = 4_000;

/**
 * A parsed record, or the reason the line cannot be one: a field path and what is wrong with it
 * (`path` empty for the whole line).
 */
export type RecordParse =
  | { ok: true; record: FeedbackRecord }
  | { ok: false; reason: string; path?: IssuePath; message?: string };

/** The failure for the value at `path`; `reason` names the field, as the unlocated text did. */
function invalid(path: IssuePath, message: string): RecordParse {
  const field = renderFieldPath(path);
  return { ok: false, reason: field === "" ? message : `${field} ${message}`, path, message };
}

/**
 * Parse one JSONL line of the feedback log. With `at` (the file and the line's number), a
 * reason reads `file:line:column field: message`, the column within the line, as every input
 * error does; it is only built for a line that fails. The checks are written out, not a zod
 * schema: this is the slow path of a scan held to 1.5 GB/s, and of `trim`, which never loads zod.
 */
export function parseFeedbackLine(text: string, at?: { file: string; line: number }): RecordParse {
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  let value: unknown;
  if (at === undefined) {
    // Unlisted (past the first few skipped lines, or the backward search for a test run):
    // only counted, so a broken line must cost little (`json-shape.ts`).
    const broken = certainlyNotJson(body);
    if (broken !== undefined) return { ok: false, reason: broken };
    value = parseQuietly(body);
    if (value === NOT_JSON) return { ok: false, reason: "not valid JSON" };
  } else {
    try {
      value = JSON.parse(body);
    } catch (error) {
      const detail = error instanceof Error ? error.message : String(error);
      return { ok: false, reason: describeJsonSyntaxError(body, at.file, detail, at.line).message };
    }
  }
  const parsed = normaliseFeedbackRecord(value);
  if (parsed.ok || at === undefined) return parsed;
  const issue = { path: parsed.path ?? [], message: parsed.message ?? parsed.reason };
  return { ok: false, reason: formatInputIssue(at.file, body, issue, { line: at.line }).message };
}

/** Validate and normalise a decoded value into a FeedbackRecord. */
export function normaliseFeedbackRecord(value: unknown): RecordParse {
  if (value === null || typeof value !== "object" || Array.isArray(value)) {
    return invalid([], "not a JSON object");
  }
  const raw = value as Record<string, unknown>;
  const command = normaliseCommand(raw["command"]);
  if (command === undefined) {
    return invalid(["command"], "must be a string or a list of strings");
  }
  const exit = raw["exit_code"];
  // Past 2^53 a JSON number is rounded on parse: the code printed would not be the one written.
  if (!(exit === null || (typeof exit === "number" && Number.isSafeInteger(exit)))) {
    return invalid(["exit_code"], "must be an integer (at most 2^53 - 1 in size) or null");
  }
  const record: FeedbackRecord = { command, exit_code: exit };
  for (const key of ["command_id", "parent_command_id", "started_at"] as const) {
    const v = raw[key];
    if (typeof v === "string") record[key] = v.slice(0, 200);
    else if (typeof v === "number") record[key] = String(v);
  }
  for (const key of ["stdout_tail", "stderr_tail", "agent_note", "error"] as const) {
    const v = raw[key];
    if (typeof v === "string") record[key] = clipTail(v);
  }
  const duration = raw["duration_ms"];
  if (typeof duration === "number" && Number.isFinite(duration)) record.duration_ms = duration;
  return { ok: true, record };
}

/**
 * Joined (redacted) argv lists by their JSON: a log repeats its commands, and redacting one
 * runs every rule over it. Bounded; redaction is pure, so a remembered answer is the answer.
 */
const joinedArgv = new Map<string, string>();
const MAX_JOINED = 256;

/** A decoded `command`: a string as it is, an argv list redacted and joined; else undefined. */
export function normaliseCommand(value: unknown): string | undefined {
  if (typeof value === "string") return value;
  if (Array.isArray(value) && value.every((part) => typeof part === "string")) {
    const key = JSON.stringify(value);
    const known = joinedArgv.get(key);
    if (known !== undefined) return known;
    const joined = joinArgv(redactArgv(value));
    if (joinedArgv.size < MAX_JOINED) joinedArgv.set(key, joined);
    return joined;
  }
  return undefined;
}

/**
 * Keep the end of long output: the last lines say why a command failed. The end is a copy: a
 * V8 slice would keep the whole parsed string (tens of MB from one line) alive with the record.
 */
export function clipTail(text: string, max = TEXT_LIMIT): string {
  return text.length <= max ? text : `${text.slice(text.length - max)} `.slice(0, -1);
}

/** A command's JSON (a string literal or an argv list), decoded as the full parse does. */
export function decodeCommand(buf: Buffer, start: number, end: number): string | undefined {
  try {
    return normaliseCommand(JSON.parse(buf.toString("utf8", start, end)));
  } catch {
    return undefined;
  }
}
