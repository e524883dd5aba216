/**
 * Parsing and normalising one feedback record (SPEC §2.2): `command` as an argv list or a
 * string (lists redacted element by element, then joined with shell quoting: a quote glued to
 * a flag, `'-pPASS'`, must not hide its value), `exit_code` an integer or null. Long output tails are
 * clipped here, at the edge, so nothing downstream can hold megabytes per record.
 */
import type { FeedbackRecord } from "../snapshot/types.js";
import { redactArgv } from "../redact/argv.js";
import { joinArgv } from "../util/shell-quote.js";

const TEXT_LIMIT = 4_000;

/** A parsed record, or the reason the line cannot be one. */
export type RecordParse = { ok: true; record: FeedbackRecord } | { ok: false; reason: string };

/** Parse one JSONL line of the feedback log. */
export function parseFeedbackLine(text: string): RecordParse {
  let value: unknown;
  try {
    value = JSON.parse(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
  } catch {
    return { ok: false, reason: "not valid JSON" };
  }
  return normaliseFeedbackRecord(value);
}

/** Validate and normalise a decoded value into a FeedbackRecord. */
export function normaliseFeedbackRecord(value: unknown): RecordParse {
  if (value === null || typeof value !== "object" || Array.isArray(value)) {
    return { ok: false, reason: "not a JSON object" };
  }
  const raw = value as Record<string, unknown>;
  const command = normaliseCommand(raw["command"]);
  if (command === undefined) {
    return { ok: false, reason: "command must be a string or a list of strings" };
  }
  const exit = raw["exit_code"];
  // Past 2^53 a JSON number is rounded on parse: the code printed would not be the one written.
  if (!(exit === null || (typeof exit === "number" && Number.isSafeInteger(exit)))) {
    return { ok: false, reason: "exit_code must be an integer (at most 2^53 - 1 in size) or null" };
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

/** Keep the end of long output: the last lines say why a command failed. */
function clipTail(text: string): string {
  return text.length <= TEXT_LIMIT ? text : text.slice(text.length - TEXT_LIMIT);
}
