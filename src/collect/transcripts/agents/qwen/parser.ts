/**
 * Qwen Code sessions (`~/.qwen/projects/<cwd slug>/chats/<session id>.jsonl`, checked against
 * 0.24.4): one record a line, `{uuid, parentUuid, sessionId, timestamp, type, cwd, gitBranch,
 * version, …}`. `type` is `user` (the prompt, `message.parts`; the words as typed in
 * `systemPayload.displayText`, a hook's context as a part of its own,
 * `<qwen:user-prompt-submit-context>…`), `assistant` (`message.parts`: text, `thought` parts,
 * `functionCall {id, name, args}`), `tool_result` (`functionResponse {id, name, response}` and
 * `toolCallResult {callId, status, resultDisplay}`; a shell call's `resultDisplay` is
 * `{type: "shell_result", exitCode, output, outcome}`) or `system` (`subtype`: telemetry,
 * snapshots, `chat_compression`, …). Gemini CLI's descendant, but its records are its own: no
 * `$set`, no `toolCalls` on a message, a call and its result on lines of their own.
 *
 * `run_shell_command` gives commands with their exit codes, `write_file`/`edit` edited files,
 * `read_file` and a read-like command that exited 0 read files, `todo_write` the to-do list.
 * Only a `user` record of the person (provenance `real_user`, no subtype or a mid-turn message)
 * holds the user's words; goal and system records do not.
 */
import type { FeedbackRecord } from "../../../../model/snapshot/types.js";
import {
  clipCommand,
  clipOutputTail,
  clipTail,
  isObject,
  type JsonObject,
  num,
  parseJsonObject,
  Span,
  str,
  todoItems,
  type TranscriptEvent,
} from "../../events.js";
import { shellReads } from "../../session-reads.js";
import { parseShellOutput } from "../gemini/parser.js";
import { withoutHookContext } from "./harness.js";

const SHELL_TOOLS = new Set(["run_shell_command"]);
const EDIT_TOOLS = new Set(["write_file", "edit", "notebook_edit"]);
const READ_TOOLS = new Set(["read_file"]);
const TODO_TOOLS = new Set(["todo_write"]);
/** User records that are the person's words: none, or a message typed while the agent worked. */
const USER_SUBTYPES = new Set([undefined, "mid_turn_user_message"]);

/** A call the model made, waiting for its result line. */
interface PendingCall {
  name: string;
  args: JsonObject;
  at: string | undefined;
}

/** Stateful handler of one Qwen Code session's lines. */
export class QwenParser {
  readonly #pending = new Map<string, PendingCall>();
  readonly #span = new Span();
  #cwdSeen = false;

  /** One raw JSONL line, `buf[start, end)`. */
  handleBytes(
    buf: Buffer,
    start: number,
    end: number,
    lineNo: number,
    label: string,
  ): TranscriptEvent[] {
    const line = buf.toString("utf8", start, end);
    if (line.trim() === "") return [];
    const obj = parseJsonObject(line);
    if (typeof obj === "string")
      return [{ kind: "skipped", file: label, line: lineNo, reason: obj }];
    return this.handleRecord(obj, lineNo, label);
  }

  /** One record of the session. */
  handleRecord(record: JsonObject, lineNo: number, label: string): TranscriptEvent[] {
    const type = str(record["type"]);
    if (type === undefined || str(record["sessionId"]) === undefined)
      return [{ kind: "skipped", file: label, line: lineNo, reason: "not a Qwen Code record" }];
    this.#span.see(record["timestamp"]);
    const events: TranscriptEvent[] = [];
    const cwd = str(record["cwd"]);
    if (!this.#cwdSeen && cwd !== undefined) {
      this.#cwdSeen = true;
      events.push({ kind: "cwd", path: cwd });
    }
    const parts = isObject(record["message"]) ? record["message"]["parts"] : undefined;
    const list = Array.isArray(parts) ? parts.filter(isObject) : [];
    if (type === "user") events.push(...this.#user(record, list));
    else if (type === "assistant") events.push(...this.#assistant(record, list));
    else if (type === "tool_result") events.push(...this.#results(record, list));
    else if (type === "system" && record["subtype"] === "chat_compression")
      events.push({ kind: "compaction" });
    else events.push({ kind: "unknown" });
    return events;
  }

  /** The closing events: the time span. */
  finish(): TranscriptEvent[] {
    return this.#span.events();
  }

  #user(record: JsonObject, parts: JsonObject[]): TranscriptEvent[] {
    const provenance = str(record["provenance"]);
    if (provenance !== undefined && provenance !== "real_user") return [];
    if (!USER_SUBTYPES.has(str(record["subtype"]))) return [];
    const payload = isObject(record["systemPayload"]) ? record["systemPayload"] : {};
    const typed =
      str(payload["displayText"]) ??
      withoutHookContext(parts.flatMap((p) => str(p["text"]) ?? [])).join("\n");
    const text = typed.trim();
    return text === "" ? [] : [{ kind: "user", text }];
  }

  #assistant(record: JsonObject, parts: JsonObject[]): TranscriptEvent[] {
    const events: TranscriptEvent[] = [];
    // The model's parts are pieces of one text; a `thought` part is its reasoning.
    const text = parts
      .flatMap((p) => (p["thought"] === true ? [] : (str(p["text"]) ?? [])))
      .join("")
      .trim();
    if (text !== "") events.push({ kind: "report", text });
    let calls = 0;
    for (const part of parts) {
      const call = isObject(part["functionCall"]) ? part["functionCall"] : undefined;
      const id = call === undefined ? undefined : str(call["id"]);
      if (call === undefined || id === undefined) continue;
      calls++;
      this.#pending.set(id, {
        name: str(call["name"]) ?? "",
        args: isObject(call["args"]) ? call["args"] : {},
        at: str(record["timestamp"]),
      });
    }
    // A message's text comes before its tool calls: they place it in its turn (`summary.ts`).
    if (calls > 0) events.push({ kind: "tool" });
    return events;
  }

  #results(record: JsonObject, parts: JsonObject[]): TranscriptEvent[] {
    const result = isObject(record["toolCallResult"]) ? record["toolCallResult"] : {};
    return parts.flatMap((part) => {
      const response = isObject(part["functionResponse"]) ? part["functionResponse"] : undefined;
      const id = response === undefined ? undefined : str(response["id"]);
      if (response === undefined || id === undefined) return [];
      const call = this.#pending.get(id) ?? {
        name: str(response["name"]) ?? "",
        args: {},
        at: undefined,
      };
      this.#pending.delete(id);
      const own = str(result["callId"]) === id ? result : {};
      return this.#done(call, response, own);
    });
  }

  #done(call: PendingCall, response: JsonObject, result: JsonObject): TranscriptEvent[] {
    const status = str(result["status"]);
    const body = isObject(response["response"]) ? response["response"] : {};
    const failed = status === "error" || (status === undefined && "error" in body);
    if (SHELL_TOOLS.has(call.name)) {
      const event = shellCommand(call, body, result);
      if (event.kind !== "command" || event.record.exit_code !== 0) return [event];
      // A read-like command that exited 0 read its files (`cat`, `sed -n`, …).
      const dir = str(call.args["directory"]) ?? str(call.args["dir_path"]);
      const reads = shellReads(event.record.command).map(
        (path): TranscriptEvent => ({ kind: "read", path: underDir(path, dir) }),
      );
      return [event, ...reads];
    }
    const path =
      str(call.args["file_path"]) ?? str(call.args["absolute_path"]) ?? str(call.args["path"]);
    if (failed) return [{ kind: "tool", failed: true }];
    if (READ_TOOLS.has(call.name)) return path === undefined ? [] : [{ kind: "read", path }];
    if (EDIT_TOOLS.has(call.name)) return path === undefined ? [] : [{ kind: "edit", path }];
    if (TODO_TOOLS.has(call.name)) {
      const items = todoItems(call.args["todos"], ["content", "description"]);
      return items === undefined ? [] : [{ kind: "todos", items }];
    }
    return [];
  }
}

/**
 * A `run_shell_command` result: the exit code from `resultDisplay` (a `shell_result`), else
 * from the text the model got (`Exit Code: N`, as Gemini CLI writes it).
 */
function shellCommand(call: PendingCall, body: JsonObject, result: JsonObject): TranscriptEvent {
  const command = clipCommand(str(call.args["command"]) ?? "");
  const record: FeedbackRecord = { command, exit_code: null };
  if (call.at !== undefined) record.started_at = call.at;
  const display = isObject(result["resultDisplay"]) ? result["resultDisplay"] : undefined;
  const raw = str(body["output"]) ?? str(body["error"]) ?? "";
  const parsed = parseShellOutput(raw);
  const shown = display !== undefined && display["type"] === "shell_result" ? display : undefined;
  const exit = shown === undefined ? parsed.exitCode : num(shown["exitCode"]);
  const outcome = shown === undefined ? undefined : str(shown["outcome"]);
  if (exit !== undefined) record.exit_code = exit;
  else if (!parsed.sections && str(result["status"]) === "error")
    // The tool refused or failed before a process ran (bad arguments, policy).
    record.error = clipTail(raw === "" ? "tool call failed" : raw);
  const stdout = (shown === undefined ? undefined : str(shown["output"])) ?? parsed.stdout;
  if (stdout !== "") record.stdout_tail = clipOutputTail(stdout);
  if (parsed.stderr !== "") record.stderr_tail = clipOutputTail(parsed.stderr);
  const stopped = exit === undefined && (outcome === "cancelled" || outcome === "aborted");
  return stopped ? { kind: "command", record, interrupted: true } : { kind: "command", record };
}

/** `path`, named by a command run in `dir` (absolute, or relative to the session's cwd). */
function underDir(path: string, dir: string | undefined): string {
  if (dir === undefined || dir === "" || dir === "." || path.startsWith("/")) return path;
  return `${dir.replace(/\/+$/, "")}/${path}`;
}
