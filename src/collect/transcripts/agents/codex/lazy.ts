/**
 * The byte-level side of Codex rollouts: the line shape the sparse reader builds, and readers
 * of sparse values (long strings left as LazyString) that answer exactly what the same code
 * would answer on the JSON.parse value. A tool output is read from its decoded head and its
 * tail when those settle it, else from the whole text.
 */
import { bodyOf, exitFromText, outputInfo, runningSession } from "./output.js";
import { isObject } from "../../events.js";
import { LazyString } from "../../../../json/lazy-string.js";
import type { Shape } from "../../../../json/sparse-json.js";

/**
 * Every key `CodexParser.handle` reads of an item or event payload. A key read there and
 * missing here would silently read as absent: the fast-path test compares both paths on every
 * fixture line to catch that.
 */
const ITEM_KEYS = [
  "cwd",
  "type",
  "role",
  "content",
  "call_id",
  "id",
  "name",
  "arguments",
  "input",
  "action",
  "output",
  "message",
  "item",
  "success",
  "changes",
  "exit_code",
  "stderr",
  "aggregated_output",
  "stdout",
  "command",
  "source",
];

const PAYLOAD_SHAPE: Shape = new Map(ITEM_KEYS.map((key) => [key, true] as const));

/** A rollout line: the envelope, and the item keys again for the old flat format. */
export const CODEX_LINE_SHAPE: Shape = new Map<string, Shape | true>([
  ...["timestamp", "created_at", "type", "record_type", ...ITEM_KEYS].map(
    (key) => [key, true] as const,
  ),
  ["payload", PAYLOAD_SHAPE],
]);

/** A sparse value with every LazyString decoded: what JSON.parse would have built. */
export function plainValue(value: unknown): unknown {
  if (value instanceof LazyString) return value.text();
  if (Array.isArray(value)) return value.map(plainValue);
  if (isObject(value)) {
    const out: Record<string, unknown> = {};
    for (const [key, inner] of Object.entries(value)) out[key] = plainValue(inner);
    return out;
  }
  return value;
}

/** What a tool output says: its exit code, a running session, and the command's own output. */
export interface OutputReading {
  exit: number | undefined;
  session: string | undefined;
  body: string | LazyString;
}

/** `exitFromText`, `runningSession` and `bodyOf` look at this many characters of the start. */
const HEADER_READ_CHARS = 600 + "\nOutput:\n".length + 1;

/**
 * Read a `function_call_output` payload's output (a sparse value). The body is left lazy only
 * when its tail is the whole output's tail; anything the head does not settle (a JSON output,
 * a short head) is read from the whole text, as the full-parse path does.
 */
export function readOutput(output: unknown): OutputReading {
  if (output instanceof LazyString) {
    const head = output.head();
    if (!head.complete && !head.text.startsWith("{") && head.text.length >= HEADER_READ_CHARS) {
      // The head holds every character the header readers look at; an incomplete head means
      // over 24 KB of bytes, so over 4,000 characters: the body's tail is the output's tail.
      return {
        exit: exitFromText(head.text),
        session: runningSession(head.text),
        body: output,
      };
    }
  }
  const info = outputInfo(plainValue(output));
  return {
    exit: info.exit ?? exitFromText(info.text),
    session: runningSession(info.text),
    body: bodyOf(info.text),
  };
}
