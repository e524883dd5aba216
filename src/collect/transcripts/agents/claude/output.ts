/**
 * Reading a Claude Code tool_result's output: its text, whether it is a rejection, and what a
 * failure says (exit code, first line, tail); and the content of a message (its text blocks). Outputs may be lazy strings of many megabytes;
 * these answers come from a decoded head and tail whenever those settle them, else from the
 * whole text, so they are always what the whole text would give.
 */
import { type LinePlace, tracked } from "./refs.js";
import {
  clipOutputTail,
  clipTail,
  isObject,
  type JsonObject,
  str,
  tailOf,
  text,
  type TranscriptEvent,
} from "../../events.js";
import { LazyString } from "../../../../json/lazy-string.js";

const REJECTED = /^The user doesn't want to (proceed with|take) this/;
const EXIT_CODE = /^(?:Error: )?Exit code (-?\d+)\b/;
/** Characters kept of a failure's first line when it carries no exit code. */
const ERROR_LINE_CHARS = 400;

/** What a failed tool_result says. */
export interface Failure {
  exitCode: number | null;
  /** The clipped first line, when no `Exit code N` header gave the exit code. */
  error?: string;
  /** The clipped tail of the output after the header; undefined when nothing is left. */
  restTail?: string;
}

/** The text of a tool_result's content: a string, or a list of text blocks joined by newlines. */
export function contentText(content: unknown): string | LazyString {
  if (typeof content === "string" || content instanceof LazyString) return content;
  if (!Array.isArray(content)) return "";
  const parts: (string | LazyString)[] = [];
  for (const block of content) {
    if (!isObject(block)) continue;
    const text = block["text"];
    if (typeof text === "string" || text instanceof LazyString) parts.push(text);
  }
  if (parts.length === 1 && parts[0] !== undefined) return parts[0];
  return parts.map((part) => (typeof part === "string" ? part : part.text())).join("\n");
}

/** The user refused the tool use: it never ran. */
export function isRejection(output: string | LazyString): boolean {
  // The head holds far more than the phrase, so it decides as the whole text would.
  return REJECTED.test(typeof output === "string" ? output : output.head().text);
}

/** The exit code, error line and tail of a failed command's output. */
export function readFailure(output: string | LazyString): Failure {
  if (typeof output !== "string") {
    const fromHead = readFailureHead(output);
    if (fromHead !== undefined) return fromHead;
  }
  const whole = typeof output === "string" ? output : output.text();
  const match = EXIT_CODE.exec(whole);
  const rest = match ? whole.slice(match[0].length).replace(/^\s*\n/, "") : whole;
  const failure: Failure = { exitCode: match ? Number(match[1]) : null };
  if (!match) failure.error = clipTail(firstLine(whole), ERROR_LINE_CHARS);
  if (rest) failure.restTail = clipOutputTail(rest);
  return failure;
}

/**
 * The failure read from the head and tail of a long output, or undefined when the head does not
 * settle it: digits or leading whitespace running to its end, or no newline in it.
 */
function readFailureHead(output: LazyString): Failure | undefined {
  const head = output.head();
  if (head.complete) return undefined;
  const text = head.text;
  const match = EXIT_CODE.exec(text);
  if (match) {
    // A match ending at the head's end might continue (more digits) or fail `\b` in the whole.
    if (match[0].length >= text.length) return undefined;
    // The whitespace after the header (stripped up to its last newline) must end in the head.
    const space = /^\s*/.exec(text.slice(match[0].length))?.[0] ?? "";
    if (match[0].length + space.length >= text.length) return undefined;
    // What is left is far longer than a tail, so its tail is the output's tail.
    return { exitCode: Number(match[1]), restTail: tailOf(output) };
  }
  const newline = text.indexOf("\n");
  if (newline === -1) return undefined;
  return {
    exitCode: null,
    error: clipTail(text.slice(0, newline), ERROR_LINE_CHARS),
    restTail: tailOf(output),
  };
}

function firstLine(text: string): string {
  const nl = text.indexOf("\n");
  return nl === -1 ? text : text.slice(0, nl);
}

/** The texts of the `text` blocks of a content list. */
export function blockTexts(blocks: unknown[]): string[] {
  const texts: string[] = [];
  for (const block of blocks) {
    const text = isObject(block) && block["type"] === "text" ? str(block["text"]) : undefined;
    if (text !== undefined) texts.push(text);
  }
  return texts;
}

/** A message object with its content (a string or a block list): a user or assistant line's. */
export function hasContent(message: unknown): boolean {
  if (!isObject(message)) return false;
  const content = message["content"];
  return Array.isArray(content) || text(content) !== undefined;
}

/** Whether a user line (or a queued-command attachment) is the human's own words, not meta. */
export function isHumanPrompt(obj: JsonObject): boolean {
  if (obj["isMeta"] === true) return false;
  const origin = obj["origin"];
  return !(isObject(origin) && origin["kind"] !== undefined && origin["kind"] !== "human");
}

/**
 * A prompt the user typed while the agent worked is delivered as a `queued_command`
 * attachment; every other attachment (files, memory, hook output, reminders) is harness text.
 */
export function queuedPromptEvents(
  obj: JsonObject,
  sidechain: boolean,
  events: TranscriptEvent[],
  place: LinePlace | undefined,
): void {
  const a = obj["attachment"];
  if (!isObject(a) || a["type"] !== "queued_command" || a["commandMode"] !== "prompt") {
    events.push({ kind: "unknown" });
    return;
  }
  if (a["isMeta"] === true || !isHumanPrompt(a)) return;
  const prompt = a["prompt"];
  const whole = str(prompt);
  if (whole !== undefined) {
    events.push(tracked({ kind: "user", text: whole, sidechain }, place, -1));
    return;
  }
  if (!Array.isArray(prompt)) return;
  for (let i = 0; i < prompt.length; i++) {
    const block: unknown = prompt[i];
    const text = isObject(block) && block["type"] === "text" ? str(block["text"]) : undefined;
    if (text !== undefined) events.push(tracked({ kind: "user", text, sidechain }, place, i));
  }
}
