/**
 * Gemini CLI sessions (`~/.gemini/tmp/<project>/chats/`): the JSONL format of 0.40+ (a header
 * line, one line per message, `{"$set": {...}}` lines that update the header or replace the
 * message list) and the older single JSON document with `messages[]`. A message is
 * `{id, timestamp, type: "user"|"gemini"|"info"|"error"|…, content, toolCalls?}`; a message is
 * written again when its tool calls finish, so calls are counted once by their id.
 *
 * `run_shell_command` results read `Output: …` with `Exit Code: N` only when N is not 0 (0.61;
 * older releases always wrote it), inside `<untrusted_context>` since 0.6x. A cancelled or
 * backgrounded command has no exit code. `write_file`/`replace` give edited files, `read_file`
 * and a read-like command that exited 0 (`cat`, `sed -n`, …) read files, `write_todos` the
 * to-do list. A `gemini` message's text is the agent's report (the latest one
 * is its last). Hook output that Gemini folds into a prompt (`<hook_context>…</hook_context>`)
 * is not the user's words and is cut out. A compression (`$set` of a history that starts with
 * the model's `<state_snapshot>` summary, as a user message) counts as a compaction; a rewind
 * (`{"$rewindTo": id}`) takes nothing back of what was done. Gemini records no cwd: the
 * workspace directory named in the `<session_context>` message it injects first is the
 * session's cwd.
 *
 * Given where a line is (`place`, the resumable scan), each event is marked with its source
 * (`refs.ts`), and the parser's state can be saved without text and restored
 * (`resume.ts`).
 */
import type { FeedbackRecord } from "../../../../model/snapshot/types.js";
import {
  clipCommand,
  clipOutputTail,
  clipTail,
  isObject,
  type JsonObject,
  parseJsonObject,
  type SourceRef,
  Span,
  str,
  todoItems,
  type TranscriptEvent,
} from "../../events.js";
import { type GeminiLine, type MessagePlace, trackGemini } from "./refs.js";
import { removeHookContext } from "./harness.js";
import { shellReads } from "../../session-reads.js";
import { editTextOf, shortString } from "../../edit-content.js";
import type { SavedGeminiParser } from "./state.js";

const SHELL_TOOLS = new Set(["run_shell_command", "shell"]);
const EDIT_TOOLS = new Set(["write_file", "replace", "edit", "edit_file"]);
const TODO_TOOLS = new Set(["write_todos"]);
const READ_TOOLS = new Set(["read_file"]);
/** Statuses of a tool call that is over; others (`scheduled`, `executing`) come back later. */
const FINISHED = new Set(["success", "error", "cancelled"]);
/** Context Gemini CLI injects as a user message: never the user's words. */
const INJECTED = /^\s*<(session_context|system-reminder|untrusted_context)>/;
/**
 * A compression replaces the history with a user message holding the model's summary (a
 * `<state_snapshot>`) and the model's fixed answer to it: a compaction, not the user's words nor
 * the agent's report.
 */
const SNAPSHOT = /<state_snapshot>/;
const COMPRESSION_ANSWER = "Got it. Thanks for the additional context!";
const SECTION =
  /^(Output|Error|Exit Code|Signal|Background PIDs|Process Group PGID|Command|Directory): ?/;

/** Stateful handler of one Gemini CLI session's lines or messages. */
export class GeminiParser {
  readonly #doneCalls = new Set<string>();
  readonly #seenUsers = new Set<string>();
  readonly #span = new Span();
  #cwd: string | undefined;
  /** Where `#cwd` came from, when tracked. */
  #cwdFrom: SourceRef | undefined;

  /** One raw JSONL line, `buf[start, end)`, at `place` in the file when tracked. */
  handleBytes(
    buf: Buffer,
    start: number,
    end: number,
    lineNo: number,
    label: string,
    place?: GeminiLine,
  ): TranscriptEvent[] {
    const line = buf.toString("utf8", start, end);
    if (line.trim() === "") return [];
    const obj = parseJsonObject(line);
    if (typeof obj === "string")
      return [{ kind: "skipped", file: label, line: lineNo, reason: obj }];
    return this.handleLine(obj, lineNo, label, place);
  }

  /** One JSONL line, parsed: the header, a `$set` update or a message. */
  handleLine(
    obj: JsonObject,
    lineNo: number,
    label: string,
    place?: GeminiLine,
  ): TranscriptEvent[] {
    const set = obj["$set"];
    if (isObject(set)) {
      const messages = set["messages"];
      if (!Array.isArray(messages)) return [];
      return messages.flatMap((m, i) =>
        isObject(m) ? this.handleMessage(m, place && [place[0], place[1], i]) : [],
      );
    }
    if (typeof obj["type"] === "string")
      return this.handleMessage(obj, place && [place[0], place[1], 0]);
    // A rewind (`/rewind`): the messages after it leave the model's history, but what they did
    // (commands, edits) happened, and the user said what they said.
    if (typeof obj["$rewindTo"] === "string") return [];
    if (str(obj["sessionId"]) !== undefined || str(obj["projectHash"]) !== undefined) {
      this.#span.see(obj["startTime"]);
      return [];
    }
    return [
      { kind: "skipped", file: label, line: lineNo, reason: "not a Gemini CLI session line" },
    ];
  }

  /** One message of the session, at `at` in the file when tracked. */
  handleMessage(message: JsonObject, at?: MessagePlace): TranscriptEvent[] {
    this.#span.see(message["timestamp"]);
    const own = trackGemini(this.#text(message), at, -1);
    if (at !== undefined && own[0]?.kind === "cwd") this.#cwdFrom = own[0].from;
    const calls = message["toolCalls"];
    if (message["type"] === "user" || !Array.isArray(calls)) return own;
    const events = calls.flatMap((call, i) =>
      isObject(call) ? trackGemini(this.#toolCall(call), at, i) : [],
    );
    // A message's text comes before its tool calls: they place it in its turn (`summary.ts`).
    if (calls.length > 0) events.unshift({ kind: "tool" });
    return own.length === 0 ? events : [...own, ...events];
  }

  /**
   * The events a fresh parser makes of `message`'s own text (`call` -1) or of its tool call
   * `call`: how a saved source is read back.
   */
  eventsOf(message: JsonObject, call: number): TranscriptEvent[] {
    if (call === -1) return this.#text(message);
    const calls = message["toolCalls"];
    const one = Array.isArray(calls) ? calls[call] : undefined;
    return isObject(one) ? this.#toolCall(one) : [];
  }

  /** The closing events: the time span. */
  finish(): TranscriptEvent[] {
    return this.#span.events();
  }

  /** The state between two lines, no text; null when the cwd has no source (not tracked). */
  save(): SavedGeminiParser | null {
    if (this.#cwd !== undefined && this.#cwdFrom === undefined) return null;
    const span = this.#span;
    return {
      done_calls: [...this.#doneCalls],
      seen_users: [...this.#seenUsers],
      span: span.first <= span.last ? [span.first, span.last] : null,
      cwd: this.#cwdFrom ?? null,
    };
  }

  /** The parser `saved` describes; `cwd` reads the cwd event's path back from its source. */
  static restore(saved: SavedGeminiParser, cwd: (from: SourceRef) => string): GeminiParser {
    const parser = new GeminiParser();
    for (const id of saved.done_calls) parser.#doneCalls.add(id);
    for (const id of saved.seen_users) parser.#seenUsers.add(id);
    parser.#span.first = saved.span?.[0] ?? Number.POSITIVE_INFINITY;
    parser.#span.last = saved.span?.[1] ?? Number.NEGATIVE_INFINITY;
    if (saved.cwd !== null) {
      parser.#cwd = cwd(saved.cwd);
      parser.#cwdFrom = saved.cwd;
    }
    return parser;
  }

  /** The event of a message's own text: the user's words (or the cwd), or the agent's report. */
  #text(message: JsonObject): TranscriptEvent[] {
    const type = str(message["type"]);
    if (type === "user") return this.#user(message);
    if (type !== "gemini") return [];
    // The model's parts are pieces of one text, as Gemini CLI itself joins them.
    const text = contentText(message["content"], "")?.trim();
    return text && text !== COMPRESSION_ANSWER ? [{ kind: "report", text }] : [];
  }

  #user(message: JsonObject): TranscriptEvent[] {
    // Hook context is taken out part by part, by its real boundaries (`removeHookContext`).
    const shown = str(message["displayContent"]);
    const raw =
      shown === undefined
        ? contentText(message["content"], "\n", removeHookContext)
        : removeHookContext(shown);
    const text = raw?.trim();
    if (text === undefined || text === "") return [];
    if (INJECTED.test(text)) {
      const cwd = this.#cwd === undefined ? workspaceDirectory(text) : undefined;
      if (cwd === undefined) return [];
      this.#cwd = cwd;
      return [{ kind: "cwd", path: cwd }];
    }
    // A message is written again when it is updated: the same id is one user message.
    const id = str(message["id"]);
    if (id !== undefined) {
      if (this.#seenUsers.has(id)) return [];
      this.#seenUsers.add(id);
    }
    return SNAPSHOT.test(text) ? [{ kind: "compaction" }] : [{ kind: "user", text }];
  }

  #toolCall(call: JsonObject): TranscriptEvent[] {
    const status = str(call["status"]);
    if (status === undefined || !FINISHED.has(status)) return [];
    const id = str(call["id"]);
    if (id !== undefined) {
      if (this.#doneCalls.has(id)) return [];
      this.#doneCalls.add(id);
    }
    const name = str(call["name"]) ?? "";
    const args = isObject(call["args"]) ? call["args"] : {};
    if (SHELL_TOOLS.has(name)) {
      const event = this.#command(call, args, status);
      if (event.kind !== "command" || event.record.exit_code !== 0) return [event];
      // A read-like command that exited 0 read its files (`cat`, `sed -n`, …), as in Codex.
      const dir = str(args["dir_path"]) ?? str(args["directory"]);
      const reads = shellReads(event.record.command).map(
        (path): TranscriptEvent => ({ kind: "read", path: underDir(path, dir) }),
      );
      return [event, ...reads];
    }
    if (READ_TOOLS.has(name) && status === "success") {
      const path = str(args["file_path"]) ?? str(args["absolute_path"]) ?? str(args["path"]);
      return path === undefined ? [] : [{ kind: "read", path }];
    }
    if (EDIT_TOOLS.has(name) && status === "success") {
      const path = str(args["file_path"]) ?? str(args["absolute_path"]) ?? str(args["path"]);
      if (path === undefined) return [];
      const edit = editTextOf(args);
      const before = edit.whole === true ? writtenOver(call["resultDisplay"]) : undefined;
      return [{ kind: "edit", path, ...edit, ...(before === undefined ? {} : { before }) }];
    }
    if (TODO_TOOLS.has(name) && status === "success") {
      const items = todoItems(args["todos"], ["description", "content"]);
      return items === undefined ? [] : [{ kind: "todos", items }];
    }
    return status === "error" ? [{ kind: "tool", failed: true }] : [];
  }

  #command(call: JsonObject, args: JsonObject, status: string): TranscriptEvent {
    const command = clipCommand(str(args["command"]) ?? "");
    const output = resultText(call);
    const parsed = parseShellOutput(output ?? "");
    const record: FeedbackRecord = { command, exit_code: null };
    const startedAt = str(call["timestamp"]);
    if (startedAt !== undefined) record.started_at = startedAt;
    const cancelled =
      status === "cancelled" || /^Command was (automatically )?cancelled/.test(parsed.body);
    if (status === "error") {
      // The tool refused or failed before a process ran (bad arguments, policy).
      record.error = clipTail(output ?? str(call["resultDisplay"]) ?? "tool call failed");
    } else if (parsed.exitCode !== undefined) {
      record.exit_code = parsed.exitCode;
    } else if (!cancelled && !/^Command moved to background/.test(parsed.body) && parsed.sections) {
      // 0.61 writes `Exit Code` only when it is not 0.
      record.exit_code = 0;
    }
    if (parsed.stdout !== "") record.stdout_tail = clipOutputTail(parsed.stdout);
    if (parsed.stderr !== "") record.stderr_tail = clipOutputTail(parsed.stderr);
    return cancelled ? { kind: "command", record, interrupted: true } : { kind: "command", record };
  }
}

/**
 * The text of a message's content: a string, or the `text` of its parts joined by `joint` (a
 * part the model marked `thought` is its reasoning, not what it said).
 */
function contentText(
  content: unknown,
  joint = "\n",
  eachPart: (text: string) => string = (text) => text,
): string | undefined {
  if (typeof content === "string") return eachPart(content);
  if (!Array.isArray(content)) return undefined;
  const texts = content.flatMap((part) => {
    const text = isObject(part) && part["thought"] !== true ? str(part["text"]) : undefined;
    return text === undefined ? [] : [eachPart(text)];
  });
  return texts.length === 0 ? undefined : texts.join(joint);
}

/** `path`, named by a command run in `dir` (absolute, or relative to the session's cwd). */
function underDir(path: string, dir: string | undefined): string {
  if (dir === undefined || dir === "" || dir === "." || path.startsWith("/")) return path;
  return `${dir.replace(/\/+$/, "")}/${path}`;
}

/** The first workspace directory named in Gemini's `<session_context>`. */
function workspaceDirectory(text: string): string | undefined {
  const match = /Workspace Directories:\*{0,2}\s*\n\s*-\s*(\S[^\n]*)/.exec(text);
  return match?.[1]?.trim();
}

/** The text the model got back from a tool call (`result[].functionResponse.response.output`). */
function resultText(call: JsonObject): string | undefined {
  const result = call["result"];
  if (!Array.isArray(result)) return str(call["resultDisplay"]);
  const texts: string[] = [];
  for (const part of result) {
    const response =
      isObject(part) && isObject(part["functionResponse"])
        ? part["functionResponse"]["response"]
        : undefined;
    if (!isObject(response)) continue;
    const text = str(response["output"]) ?? str(response["error"]);
    if (text !== undefined) texts.push(text);
  }
  return texts.length === 0 ? str(call["resultDisplay"]) : texts.join("\n");
}

/** What a `run_shell_command` result says, section by section. */
export function parseShellOutput(raw: string): {
  body: string;
  stdout: string;
  stderr: string;
  exitCode: number | undefined;
  /** True when the text has the `Output:`/`Exit Code:` sections of a command that ran. */
  sections: boolean;
} {
  const body = raw
    .replace(/^\s*<untrusted_context>\n?/, "")
    .replace(/\n?<\/untrusted_context>\s*$/, "")
    .trim();
  const sections = new Map<string, string[]>();
  let current: string | undefined;
  for (const line of body.split("\n")) {
    const match = SECTION.exec(line);
    if (match?.[1] !== undefined) {
      current = match[1];
      sections.set(current, [line.slice(match[0].length)]);
    } else if (current !== undefined) {
      sections.get(current)?.push(line);
    }
  }
  const get = (name: string): string => {
    const value = (sections.get(name) ?? []).join("\n").trim();
    return value === "(empty)" || value === "(none)" ? "" : value;
  };
  // Sessions re-serialised with escaped newlines hold the sections on one line.
  const exit = /^-?\d+$/.exec(get("Exit Code")) ?? /(?:^|\\n)Exit Code: (-?\d+)/.exec(body);
  return {
    body,
    stdout: get("Output"),
    stderr: get("Error"),
    exitCode: exit === null ? undefined : Number(exit[1] ?? exit[0]),
    sections: sections.has("Output"),
  };
}

/**
 * The file a `write_file` replaced, as its result display records it (`originalContent`; "" for
 * a new file, `isNewFile`), or undefined when it does not say.
 */
function writtenOver(display: unknown): string | undefined {
  if (!isObject(display)) return undefined;
  if (display["isNewFile"] === true) return "";
  // Only its start is decoded: a longer one is cut, and a cut old text is read as unknown.
  return shortString(display["originalContent"]);
}
