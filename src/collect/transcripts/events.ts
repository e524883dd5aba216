/**
 * What every transcript adapter emits: a small stream of normalised events that the summary
 * folds (commands, edits, to-do lists, user requests, compactions, skipped lines). Adapters are
 * stateful line handlers with no I/O, so tests feed them plain objects; readers wrap the I/O.
 */
import type { FeedbackRecord, SessionPlan, TodoItem } from "../../model/snapshot/types.js";
import { LazyString } from "../../json/lazy-string.js";
import { tailWithFailingTests } from "../../trim/failing-tail.js";
import { certainlyNotJson, NOT_JSON, nestedDeeper, parseQuietly } from "../../json/json-shape.js";

/**
 * Where an event's text came from in the transcript, when the reader keeps track (the resumable
 * scan, `transcript-cache.ts`): JSON the adapter alone reads back, so a saved scan holds where
 * each text is instead of the text.
 */
export type SourceRef = unknown;

export type TranscriptEvent =
  | { kind: "command"; record: FeedbackRecord; interrupted?: boolean; from?: SourceRef }
  /**
   * A file the session edited; `added` and `dropped` (`edit-content.ts`) are the text the edit put
   * in and took out, when the tool's input shows them (a saved scan reads them back only for the
   * names of a removal it kept).
   */
  | {
      kind: "edit";
      path: string;
      added?: string;
      dropped?: string;
      /** `added` is the file's whole new content. */
      whole?: true;
      /**
       * For a whole write, the file's text before it as the transcript recorded it ("" when the
       * write created the file): what it put in is read against that (`whole-write.ts`).
       */
      before?: string;
      from?: SourceRef;
    }
  | { kind: "todos"; items: TodoItem[]; from?: SourceRef }
  /**
   * A user message: a candidate for the objective and the user's words (harness text is
   * filtered later, in objective.ts); subagent prompts only count for the objective, and only
   * when the main session has none.
   */
  | { kind: "user"; text: string; sidechain?: boolean; from?: SourceRef }
  /**
   * A tool call of the main session, whatever the tool, or (`failed`) a tool result that
   * failed: where the agent's prose sits in its turn. Text a tool call follows is narration;
   * text after a failed result says what the failure taught.
   */
  | { kind: "tool"; failed?: boolean; from?: SourceRef }
  /** Assistant text of the main session: the latest one is the agent's last report. */
  | { kind: "report"; text: string; from?: SourceRef }
  /** A file the session read (absolute, or relative to its cwd). */
  | { kind: "read"; path: string; from?: SourceRef }
  /**
   * A plan the agent presented: the latest one wins. `file` names the plan file it came from
   * (absolute, or relative to the cwd): such a plan counts only when the file is in the repo.
   */
  | { kind: "plan"; plan: SessionPlan; file?: string; from?: SourceRef }
  /** A line of a type the adapter has no use for: counted, never a risk. */
  | { kind: "unknown" }
  | { kind: "compaction" }
  /**
   * A line not read, or `count` lines (default 1) from `line` on: past the first few listed,
   * skipped lines are only counted, so a reader folds them into one event (`SkipFolder`).
   */
  | { kind: "skipped"; file: string; line: number; reason: string; count?: number }
  /** The session's working directory (edited paths are made relative to it). */
  | { kind: "cwd"; path: string; from?: SourceRef }
  /** Wall-clock span seen in the transcript, in ms since the epoch. */
  | { kind: "span"; first: number; last: number };

/** Characters kept of a command's stdout/stderr tail (the end says why it failed). */
export const OUTPUT_TAIL_CHARS = 2_000;
/** Characters kept of one command line. */
export const COMMAND_CHARS = 4_000;

/** A plain JSON object, narrowed from `unknown`. */
export type JsonObject = Record<string, unknown>;

export function isObject(value: unknown): value is JsonObject {
  return (
    value !== null &&
    typeof value === "object" &&
    !Array.isArray(value) &&
    !(value instanceof LazyString)
  );
}

/** The value if it is a string (a lazy one is decoded whole), else undefined. */
export function str(value: unknown): string | undefined {
  if (typeof value === "string") return value;
  return value instanceof LazyString ? value.text() : undefined;
}

/** The value if it is a string, still undecoded when it is a long one. */
export function text(value: unknown): string | LazyString | undefined {
  return typeof value === "string" || value instanceof LazyString ? value : undefined;
}

/**
 * How far back a long output is read for the failing tests its end would lose: a run's three
 * stack traces fit, a long log's start is never decoded.
 */
const FAILING_TESTS_WINDOW = 16_000;
/** Words of a kept end that make looking further back worth it (cheap before any decoding). */
const FAILURE_HINT = /fail|error|assert|not ok|✖|●/i;

/**
 * `clipTail` of a string, decoding only the end of a lazy one; when the end of a long output
 * shows a failure, the failing tests titled before it keep their lines in front of it
 * (`clipOutputTail`).
 */
export function tailOf(value: string | LazyString, max = OUTPUT_TAIL_CHARS): string {
  if (typeof value === "string") return clipOutputTail(value, max);
  const tail = value.tail(max, clipTail);
  if (tail.length < max || !FAILURE_HINT.test(tail)) return tail;
  return withFailingTests(value.tail(FAILING_TESTS_WINDOW, clipTail), max) ?? tail;
}

/**
 * The end of a command's output as a transcript keeps it: `clipTail`, except that when the end
 * of a long output shows a failure, the failing tests titled before it keep their lines in
 * front of it (`tailWithFailingTests`): a run with three failing tests must not lose the first
 * to the stack traces of the others.
 */
export function clipOutputTail(text: string, max = OUTPUT_TAIL_CHARS): string {
  const tail = clipTail(text, max);
  if (text.length <= max || !FAILURE_HINT.test(tail)) return tail;
  return withFailingTests(text.slice(-FAILING_TESTS_WINDOW), max) ?? tail;
}

/** `tailWithFailingTests` of an output's last characters, or undefined when it keeps no more. */
function withFailingTests(window: string, max: number): string | undefined {
  if (window.length <= max) return undefined;
  const kept = tailWithFailingTests(window, max);
  return kept.length === max && kept === window.slice(window.length - max)
    ? undefined
    : detach(kept);
}

/** The value if it is a finite number, else undefined. */
export function num(value: unknown): number | undefined {
  return typeof value === "number" && Number.isFinite(value) ? value : undefined;
}

/** An integer exit code, else undefined. */
export function exitCodeOf(value: unknown): number | undefined {
  return typeof value === "number" && Number.isInteger(value) ? value : undefined;
}

/**
 * Parse one JSON line into an object, or return the reason it is not one. A broken line costs
 * about what a valid one does (`json-shape.ts`): a transcript can hold millions.
 */
export function parseJsonObject(line: string): JsonObject | string {
  const broken = certainlyNotJson(line);
  if (broken !== undefined) return broken;
  if (line.length > NESTING_CHECK_CHARS && nestedDeeper(line, MAX_NESTING))
    return `nested deeper than ${MAX_NESTING} levels`;
  const value = parseQuietly(line);
  if (value === NOT_JSON) return "not valid JSON";
  return isObject(value) ? value : "not a JSON object";
}

/**
 * A line longer than this is checked for its nesting before JSON.parse: parsing deep nesting
 * costs ~70 bytes of memory per byte of line (a 3 MB line of brackets took 230 MB), where a
 * shorter line costs little whatever its shape.
 */
export const NESTING_CHECK_CHARS = 64 * 1024;
/**
 * Such a line nested deeper than this is skipped, not parsed: no transcript writer nests a
 * line's JSON this deep (its tool inputs and outputs are strings), and the byte reader already
 * hands anything deeper than 48 levels to JSON.parse.
 */
export const MAX_NESTING = 64;

/** A line past the reader's limit: skipped, with its size (never read into memory). */
export function skipOversize(file: string, line: number, bytes: number): TranscriptEvent {
  return { kind: "skipped", file, line, reason: `line of ${bytes} bytes` };
}

/** Keep the end of long output. */
export function clipTail(text: string, max = OUTPUT_TAIL_CHARS): string {
  return text.length <= max ? text : detach(text.slice(text.length - max));
}

/** Keep the start of a long command line. */
export function clipCommand(text: string): string {
  return text.length <= COMMAND_CHARS ? text : detach(`${text.slice(0, COMMAND_CHARS - 1)}…`);
}

/** ES2024 string methods (Node 20 has them; the project's lib is ES2023). */
interface WellFormed {
  isWellFormed(): boolean;
  toWellFormed(): string;
}

/**
 * A copy that does not share memory with its source: V8 slices keep the whole parent string
 * alive, and a 2 KB tail must not pin a 50 MB tool output for the rest of the stream. Lone
 * surrogates become U+FFFD (what the UTF-8 round trip this replaces did, so results stay the
 * same). Appending a character makes a cons string that slicing flattens into a fresh copy:
 * ~0.1 µs for 2,000 characters where the round trip took ~5 µs.
 */
export function detach(text: string): string {
  const wf = text as unknown as WellFormed;
  if (!wf.isWellFormed()) return wf.toWellFormed();
  return `${text} `.slice(0, -1);
}

/** A timestamp (ISO string or epoch ms) as epoch ms, or undefined. */
export function timeOf(value: unknown): number | undefined {
  if (typeof value === "number" && Number.isFinite(value)) return value;
  const iso = str(value);
  if (iso === undefined) return undefined;
  const ms = parseIso(iso);
  return Number.isNaN(ms) ? undefined : ms;
}

/** The `YYYY-MM-DDT` of the last day parsed (a valid one), and its midnight in epoch ms. */
let lastDay = "";
let lastDayMs = Number.NaN;
/** The last timestamp parsed and its value: a line's is parsed again with its tool result. */
let lastIso = "";
let lastMs = Number.NaN;

/**
 * `Date.parse` of a timestamp, with the shape every transcript line carries
 * (`2026-03-01T09:00:04.500Z`) read here: only its day goes through Date.parse, once per day,
 * which is the same value (the time of day adds to midnight in UTC). Anything else, or a time
 * outside 00:00:00.000–23:59:59.999, is Date.parse's to judge (its legacy fallback reads odd
 * text in odd ways, so the day's shape is checked too). The common case (the day of the last
 * timestamp) is kept small: a cold scan pays for compiling it, and compiling the full check
 * inlined cost more than all the calls it saved (measured).
 */
export function parseIso(iso: string): number {
  if (iso === lastIso) return lastMs;
  const time = iso.length === 24 && lastDay !== "" && iso.startsWith(lastDay) ? timeOfDay(iso) : -1;
  const ms = time >= 0 ? lastDayMs + time : parseNewDay(iso);
  lastIso = iso;
  lastMs = ms;
  return ms;
}

/** `HH:MM:SS.mmmZ` at 11 in ms, or -1 when it is not that or out of range. */
function timeOfDay(iso: string): number {
  if (
    iso.charCodeAt(13) !== 0x3a ||
    iso.charCodeAt(16) !== 0x3a ||
    iso.charCodeAt(19) !== 0x2e ||
    iso.charCodeAt(23) !== 0x5a
  )
    return -1;
  const hours = twoDigits(iso, 11);
  const minutes = twoDigits(iso, 14);
  const seconds = twoDigits(iso, 17);
  const centis = twoDigits(iso, 20);
  const last = iso.charCodeAt(22) - 0x30;
  if (hours < 0 || hours > 23 || minutes < 0 || minutes > 59 || seconds < 0 || seconds > 59)
    return -1;
  if (centis < 0 || last < 0 || last > 9) return -1;
  return ((hours * 60 + minutes) * 60 + seconds) * 1000 + centis * 10 + last;
}

/** The two ASCII digits at `at` as a number; -1 if one is not a digit. */
function twoDigits(text: string, at: number): number {
  const a = text.charCodeAt(at) - 0x30;
  const b = text.charCodeAt(at + 1) - 0x30;
  return a >= 0 && a <= 9 && b >= 0 && b <= 9 ? a * 10 + b : -1;
}

/** A timestamp of another day than the last (or of another shape): the full check. */
function parseNewDay(iso: string): number {
  if (
    iso.length === 24 &&
    digitsAt(iso, 0, 4) >= 0 &&
    iso.charCodeAt(4) === 0x2d &&
    digitsAt(iso, 5, 2) >= 1 &&
    digitsAt(iso, 5, 2) <= 12 &&
    iso.charCodeAt(7) === 0x2d &&
    digitsAt(iso, 8, 2) >= 1 &&
    digitsAt(iso, 8, 2) <= 31 &&
    iso.charCodeAt(10) === 0x54
  ) {
    const time = timeOfDay(iso);
    if (time >= 0) {
      const day = iso.slice(0, 11);
      const dayMs = Date.parse(`${day}00:00:00.000Z`);
      if (!Number.isNaN(dayMs)) {
        lastDay = day;
        lastDayMs = dayMs;
        return dayMs + time;
      }
    }
  }
  return Date.parse(iso);
}

/** The decimal number of `count` ASCII digits at `at`; -1 if one is not a digit. */
function digitsAt(text: string, at: number, count: number): number {
  let value = 0;
  for (let i = at; i < at + count; i++) {
    const d = text.charCodeAt(i) - 0x30;
    if (d < 0 || d > 9) return -1;
    value = value * 10 + d;
  }
  return value;
}

/** Tracks the first and last timestamp of a transcript. */
export class Span {
  first = Number.POSITIVE_INFINITY;
  last = Number.NEGATIVE_INFINITY;
  see(value: unknown): void {
    const ms = timeOf(value);
    if (ms === undefined) return;
    if (ms < this.first) this.first = ms;
    if (ms > this.last) this.last = ms;
  }
  /** The span event, or nothing when no timestamp was seen. */
  events(): TranscriptEvent[] {
    return this.first <= this.last ? [{ kind: "span", first: this.first, last: this.last }] : [];
  }
}

/** Normalise a to-do status; anything else (e.g. `cancelled`) drops the item. */
export function todoStatus(value: unknown): TodoItem["status"] | undefined {
  if (value === "pending" || value === "in_progress" || value === "completed") return value;
  if (value === "in-progress") return "in_progress";
  if (value === "done") return "completed";
  return undefined;
}

/**
 * Normalise a to-do list given as `[{<text key>, status}]`, the text under the first of
 * `textKeys` present (Claude Code and OpenCode: `content`, Codex: `step`, Gemini CLI:
 * `description`); undefined if not a list.
 */
export function todoItems(
  value: unknown,
  textKeys: readonly string[] = ["content", "step"],
): TodoItem[] | undefined {
  if (!Array.isArray(value)) return undefined;
  const items: TodoItem[] = [];
  for (const raw of value) {
    if (!isObject(raw)) continue;
    let content: string | undefined;
    for (const key of textKeys) content ??= str(raw[key]);
    const status = todoStatus(raw["status"]);
    if (content !== undefined && status !== undefined) items.push({ content, status });
  }
  return items;
}
