/**
 * The JSON a Claude Code or Codex CLI hook receives on stdin, parsed and validated (pure), and
 * the decision of what `handoff hook` does with it. Both agents send the same common fields
 * (`session_id`, `transcript_path`, `cwd`, `hook_event_name`) plus one per-event field:
 * `trigger` (PreCompact: manual|auto), `source` (SessionStart: startup|resume|clear|compact),
 * `reason` (Claude's SessionEnd: clear|logout|prompt_input_exit|other).
 */
import { InputError } from "../../errors.js";

/** The validated hook input. Unknown extra fields (model, turn_id, …) are ignored on purpose. */
export interface HookInput {
  hook_event_name: string;
  session_id: string | null;
  transcript_path: string | null;
  cwd: string | null;
  /** PreCompact: `manual` or `auto`. */
  trigger: string | null;
  /** SessionStart: `startup`, `resume`, `clear`, `compact` (newer releases may add more). */
  source: string | null;
  /** SessionEnd: why the session ended. */
  reason: string | null;
  /** Stop: true when a Stop hook already made the agent continue (never block it again). */
  stop_hook_active: boolean;
  /**
   * Set only in an input handed to a detached writer (`detached-write.ts`): the session's hash
   * (its hook-state file name), which stands in for `session_id` there, so no raw id is saved.
   */
  session_hash?: string;
  /**
   * When the event fired (ms): the time of the event the write is for (the transcript mark's
   * `at`). Given by a host that stamps its events (GitHub Copilot CLI's `timestamp`), and in an
   * input handed to a detached writer (that host's stamp, else when the handing hook started).
   */
  event_at?: number;
  /** Stop (Claude Code, Codex CLI), AfterAgent (Gemini CLI): the turn's last message, its report. */
  last_assistant_message: string | null;
}

/**
 * How a host that speaks the protocol in its own words is read: the event its installed command
 * names (`--event`), when its input names none, and its fields in the shared names.
 */
export interface HookInputDialect {
  event?: string | undefined;
  translate?: ((record: Record<string, unknown>) => Record<string, unknown>) | undefined;
}

/** Hook input is a few hundred bytes; anything this large is not a hook payload. */
export const MAX_HOOK_INPUT_BYTES = 1_000_000;

/**
 * Parse the stdin text of a hook. Throws InputError (naming the field) when it is not a JSON
 * object with a string `hook_event_name`, or when a known field has the wrong type.
 */
export function parseHookInput(text: string, dialect: HookInputDialect = {}): HookInput {
  if (text.trim() === "")
    throw new InputError("hook input: stdin was empty (expected the hook's JSON)");
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    throw new InputError(`hook input: not valid JSON (${detail})`);
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    throw new InputError("hook input: expected a JSON object");
  }
  const given = value as Record<string, unknown>;
  const record = dialect.translate?.(given) ?? given;
  const event = record["hook_event_name"] ?? dialect.event;
  if (typeof event !== "string" || event === "") {
    throw new InputError("hook input: hook_event_name must be a non-empty string");
  }
  const hash = record["session_hash"];
  const at = record["event_at"];
  return {
    ...(typeof hash === "string" && /^[0-9a-f]{32}$/.test(hash) ? { session_hash: hash } : {}),
    ...(typeof at === "number" && Number.isSafeInteger(at) && at > 0 ? { event_at: at } : {}),
    hook_event_name: event,
    session_id: optionalString(record, "session_id"),
    transcript_path: optionalString(record, "transcript_path"),
    cwd: optionalString(record, "cwd"),
    trigger: optionalString(record, "trigger"),
    source: optionalString(record, "source"),
    reason: optionalString(record, "reason"),
    stop_hook_active: record["stop_hook_active"] === true,
    last_assistant_message:
      optionalString(record, "last_assistant_message") ??
      // Gemini CLI's AfterAgent names the turn's answer `prompt_response`.
      (event === "AfterAgent" ? optionalString(record, "prompt_response") : null),
  };
}

function optionalString(record: Record<string, unknown>, field: string): string | null {
  const value = record[field];
  if (value === undefined || value === null) return null;
  if (typeof value !== "string")
    throw new InputError(`hook input: ${field} must be a string or null`);
  return value === "" ? null : value;
}

/** A short label for the log line of one invocation, e.g. `SessionStart(compact)`. */
export function describeHookEvent(input: HookInput): string {
  const detail = input.source ?? input.trigger ?? input.reason;
  return detail === null ? input.hook_event_name : `${input.hook_event_name}(${detail})`;
}
