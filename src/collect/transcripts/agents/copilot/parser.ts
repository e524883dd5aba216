/**
 * GitHub Copilot CLI sessions (`~/.copilot/session-state/<id>/events.jsonl`, checked against
 * 1.0.102 and its `schemas/session-events.schema.json`): one event a line,
 * `{type, data, id, timestamp, parentId}`.
 *
 * - `session.start` and `session.resume` carry the working directory in `data.context.cwd`
 *   (`session.context_changed` in `data.cwd`): the session's cwd.
 * - `user.message`'s `content` is what the user typed (`transformedContent` is the model's copy,
 *   wrapped in a datetime tag). A message with a `source` (a skill's hidden injection, another
 *   agent's prompt) or one autopilot injected is not the user's words, nor is the `reason` a
 *   hook blocked a stop with (its `hook.end` output), which Copilot queues as a user message.
 * - `assistant.message`'s `content` is the agent's text, its `toolRequests` the calls that follow
 *   it; one with a `parentToolCallId` is a sub-agent's, never the session's report.
 * - `tool.execution_start` names a call's tool and arguments, `tool.execution_complete` its
 *   outcome: `success` false (with `error.message`) is a failed tool call; a shell call (`bash`,
 *   `powershell`) records its exit in `shellExecution.exitCode` (experimental in 1.0.102; the
 *   result text's last line `<shellId: N completed with exit code X>` says the same). A command
 *   that exits non-zero is still `success: true`. `fileEdits` lists the files a built-in editing
 *   tool wrote (absolute); `view` reads a file.
 * - `session.compaction_complete` (successful) is a compaction. Hook runs (`hook.start`/`end`,
 *   whose output holds a sessionStart briefing), usage records and the system prompt are not the
 *   conversation. A rewind (`session.snapshot_rewind`) takes nothing back of what was done.
 */
import type { FeedbackRecord } from "../../../../model/snapshot/types.js";
import {
  clipCommand,
  clipOutputTail,
  clipTail,
  exitCodeOf,
  isObject,
  type JsonObject,
  Span,
  str,
  timeOf,
  type TranscriptEvent,
} from "../../events.js";
import { patchFiles, shellReads } from "../../session-reads.js";

const SHELL_TOOLS = new Set(["bash", "powershell"]);
/** Editing tools of releases or models that may not report `fileEdits`: their `path` argument. */
const EDIT_TOOLS = new Set(["create", "edit", "str_replace", "write"]);
const PATCH_TOOLS = new Set(["apply_patch"]);
const READ_TOOLS = new Set(["view"]);
/** The closing line Copilot's shell tool appends to a command's output. */
const SHELL_STATUS = /\n?<shellId: [^>\n]*? completed with exit code (-?\d+)>\s*$/;

/** A tool call seen starting, waiting for its completion. */
interface PendingCall {
  tool: string;
  args: JsonObject;
  started: number | undefined;
  sub: boolean;
}

/** Stateful handler of one Copilot CLI session's lines. */
export class CopilotParser {
  readonly #pending = new Map<string, PendingCall>();
  readonly #span = new Span();
  /** Reasons a hook blocked a stop with: Copilot sends each on as a user message. */
  readonly #blockReasons: string[] = [];
  #cwd: string | undefined;

  /** One parsed line of `events.jsonl`. */
  handleLine(obj: JsonObject, lineNo: number, label: string): TranscriptEvent[] {
    const type = str(obj["type"]);
    const data = obj["data"];
    if (type === undefined || !isObject(data)) {
      return [
        { kind: "skipped", file: label, line: lineNo, reason: "not a Copilot CLI session event" },
      ];
    }
    this.#span.see(obj["timestamp"]);
    switch (type) {
      case "session.start":
      case "session.resume":
        return this.#cwdEvent(isObject(data["context"]) ? str(data["context"]["cwd"]) : undefined);
      case "session.context_changed":
        return data["pendingGitContext"] === true ? [] : this.#cwdEvent(str(data["cwd"]));
      case "user.message":
        return this.#user(data);
      case "hook.end":
        this.#hookEnd(data);
        return [];
      case "assistant.message":
        return assistantText(data);
      case "tool.execution_start":
        this.#start(data, timeOf(obj["timestamp"]));
        return [];
      case "tool.execution_complete":
        return this.#complete(data, timeOf(obj["timestamp"]));
      case "session.compaction_complete":
        return data["success"] === false ? [] : [{ kind: "compaction" }];
      default:
        return [];
    }
  }

  /** The closing events: calls that never completed, then the time span. */
  finish(): TranscriptEvent[] {
    const events: TranscriptEvent[] = [];
    for (const [id, call] of this.#pending) {
      const command = SHELL_TOOLS.has(call.tool) ? str(call.args["command"]) : undefined;
      if (command === undefined) continue;
      events.push({
        kind: "command",
        record: {
          ...baseRecord(id, command, call),
          agent_note: "still running when the session was read",
        },
      });
    }
    this.#pending.clear();
    return [...events, ...this.#span.events()];
  }

  /** A hook that blocked a stop (`{"decision": "block", "reason"}`): its reason comes next. */
  #hookEnd(data: JsonObject): void {
    const output = isObject(data["output"]) ? data["output"] : {};
    const reason = str(output["reason"]);
    if (output["decision"] === "block" && reason !== undefined) this.#blockReasons.push(reason);
  }

  /** A user message, unless it is the reason a hook blocked a stop with, sent on by Copilot. */
  #user(data: JsonObject): TranscriptEvent[] {
    const content = str(data["content"]);
    const at = content === undefined ? -1 : this.#blockReasons.indexOf(content);
    if (at >= 0) {
      this.#blockReasons.splice(at, 1);
      return [];
    }
    return userWords(data);
  }

  #cwdEvent(cwd: string | undefined): TranscriptEvent[] {
    if (cwd === undefined || cwd === "" || cwd === this.#cwd) return [];
    this.#cwd = cwd;
    return [{ kind: "cwd", path: cwd }];
  }

  #start(data: JsonObject, at: number | undefined): void {
    const id = str(data["toolCallId"]);
    const tool = str(data["toolName"]);
    if (id === undefined || tool === undefined) return;
    const args = isObject(data["arguments"]) ? data["arguments"] : {};
    this.#pending.set(id, { tool, args, started: at, sub: isSubAgent(data) });
  }

  #complete(data: JsonObject, at: number | undefined): TranscriptEvent[] {
    const id = str(data["toolCallId"]);
    const call = id === undefined ? undefined : this.#pending.get(id);
    if (id === undefined || call === undefined) return [];
    this.#pending.delete(id);
    const failed = data["success"] === false;
    const edits = fileEdits(data["fileEdits"]);
    if (SHELL_TOOLS.has(call.tool)) return this.#shell(id, call, data, at);
    const events: TranscriptEvent[] = failed && !call.sub ? [{ kind: "tool", failed: true }] : [];
    if (edits.length > 0) return [...events, ...edits.map((path) => editOf(path))];
    if (failed) return events;
    const path = str(call.args["path"]);
    if (EDIT_TOOLS.has(call.tool) && path !== undefined) return [editOf(path)];
    if (PATCH_TOOLS.has(call.tool)) {
      const patch = str(call.args["input"]) ?? str(call.args["patch"]) ?? "";
      return patchFiles(patch).map(editOf);
    }
    if (READ_TOOLS.has(call.tool) && path !== undefined && !call.sub) {
      return [{ kind: "read", path }];
    }
    return [];
  }

  #shell(
    id: string,
    call: PendingCall,
    data: JsonObject,
    at: number | undefined,
  ): TranscriptEvent[] {
    const command = str(call.args["command"]);
    if (command === undefined) return [];
    const record: FeedbackRecord = baseRecord(id, command, call);
    if (call.started !== undefined && at !== undefined && at >= call.started) {
      record.duration_ms = at - call.started;
    }
    const result = isObject(data["result"]) ? data["result"] : {};
    const content = str(result["content"]) ?? "";
    const status = SHELL_STATUS.exec(content);
    const output = status === null ? content : content.slice(0, status.index);
    if (output.trim() !== "") record.stdout_tail = clipOutputTail(output);
    if (data["success"] === false) {
      const error = isObject(data["error"]) ? str(data["error"]["message"]) : undefined;
      if (error !== undefined) record.error = clipTail(error, 400);
      const interrupted = error !== undefined && /abort|interrupt|cancel/i.test(error);
      if (interrupted) record.agent_note = "interrupted";
      return [...this.#failedTool(call), { kind: "command", record, interrupted }];
    }
    const shell = isObject(data["shellExecution"]) ? data["shellExecution"] : {};
    const exit = exitCodeOf(shell["exitCode"]) ?? (status === null ? undefined : Number(status[1]));
    if (exit === undefined) {
      // A command started in the background (`mode: "async"`) completes with no exit code.
      record.agent_note = "no exit code recorded (still running in the background?)";
      return [{ kind: "command", record }];
    }
    record.exit_code = exit;
    if (exit !== 0) return [...this.#failedTool(call), { kind: "command", record }];
    const reads: TranscriptEvent[] = call.sub
      ? []
      : shellReads(command).map((path) => ({ kind: "read", path }));
    return [{ kind: "command", record }, ...reads];
  }

  #failedTool(call: PendingCall): TranscriptEvent[] {
    return call.sub ? [] : [{ kind: "tool", failed: true }];
  }
}

function baseRecord(id: string, command: string, call: PendingCall): FeedbackRecord {
  const record: FeedbackRecord = { command: clipCommand(command), exit_code: null };
  record.command_id = id;
  const started = call.started === undefined ? undefined : new Date(call.started);
  if (started !== undefined && Number.isFinite(started.getTime())) {
    record.started_at = started.toISOString();
  }
  if (call.sub) record.sidechain = true;
  return record;
}

function editOf(path: string): TranscriptEvent {
  return { kind: "edit", path };
}

/** The paths a `fileEdits` list names. */
function fileEdits(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((edit) => {
    const path = isObject(edit) ? str(edit["path"]) : undefined;
    return path === undefined ? [] : [path];
  });
}

function isSubAgent(data: JsonObject): boolean {
  return str(data["parentToolCallId"]) !== undefined;
}

/** The user's own words of a `user.message`, or nothing when something else wrote it. */
function userWords(data: JsonObject): TranscriptEvent[] {
  if (str(data["source"]) !== undefined || data["isAutopilotContinuation"] === true) return [];
  const text = str(data["content"]);
  return text === undefined || text.trim() === "" ? [] : [{ kind: "user", text }];
}

/** An `assistant.message`: its text (the main agent's report so far), then its tool calls. */
function assistantText(data: JsonObject): TranscriptEvent[] {
  if (isSubAgent(data)) return [];
  const text = str(data["content"])?.trim();
  const events: TranscriptEvent[] = text ? [{ kind: "report", text }] : [];
  const calls = data["toolRequests"];
  if (Array.isArray(calls) && calls.length > 0) events.push({ kind: "tool" });
  return events;
}
