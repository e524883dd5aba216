/**
 * OpenCode parts, whatever store they come from (SQLite, legacy JSON files, or the event stream
 * of `opencode run --format json`): a `tool` part with `tool: "bash"` is one command, its exit
 * in `state.metadata.exit` (a failed command is still `status: "completed"`, with `exit: 1`);
 * edit/write/patch tools and `patch` parts give edited files; `todowrite` gives the to-do list;
 * `compaction` parts count compactions; text parts of user messages are the user's words, those
 * of assistant messages the report; the `read` tool and read-like bash commands are reads. Part
 * types with nothing for us are only counted.
 */
import type { FeedbackRecord } from "../../../../model/snapshot/types.js";
import {
  clipCommand,
  clipOutputTail,
  clipTail,
  exitCodeOf,
  isObject,
  type JsonObject,
  num,
  str,
  todoItems,
  type TranscriptEvent,
} from "../../events.js";
import { inWorkdir, patchFiles, shellReads } from "../../session-reads.js";
import { editTextOf, patchText } from "../../edit-content.js";

const EDIT_TOOLS = new Set(["edit", "write", "multiedit"]);
const KNOWN_PARTS = new Set([
  "text",
  "reasoning",
  "tool",
  "file",
  "step-start",
  "step-finish",
  "snapshot",
  "patch",
  "agent",
  "retry",
  "compaction",
  "subtask",
]);

/** Where a part was read from, for skipped-entry reports. */
export interface PartOrigin {
  file: string;
  line: number;
}

/** Stateful handler of one session's parts (dedupes parts seen twice, e.g. in an event stream). */
export class OpenCodeParser {
  readonly #seen = new Set<string>();

  /** Handle one part; `role` is its message's role when known. */
  handlePart(part: unknown, role: string | undefined, origin: PartOrigin): TranscriptEvent[] {
    if (!isObject(part))
      return [{ kind: "skipped", ...origin, reason: "part is not a JSON object" }];
    const type = str(part["type"]);
    if (type === undefined || !KNOWN_PARTS.has(type)) return [{ kind: "unknown" }];
    const id = str(part["id"]);
    if (id !== undefined) {
      if (this.#seen.has(id)) return [];
      this.#seen.add(id);
    }
    // Any tool call places the text before it in its turn (`summary.ts`), whatever the tool.
    if (type === "tool") return [{ kind: "tool" }, ...this.#tool(part, origin)];
    if (type === "patch") return stringList(part["files"]).map((path) => ({ kind: "edit", path }));
    if (type === "compaction") return [{ kind: "compaction" }];
    // Synthetic text is what OpenCode adds itself (file contents of an @-mention, reminders).
    if (type === "text" && part["synthetic"] !== true && part["ignored"] !== true) {
      const text = str(part["text"]);
      if (text === undefined) return [];
      if (role === "user") return [{ kind: "user", text: unquoteRunMessage(text) }];
      const report = text.trim();
      if (role === "assistant" && report !== "") return [{ kind: "report", text: report }];
    }
    return [];
  }

  #tool(part: JsonObject, origin: PartOrigin): TranscriptEvent[] {
    const tool = str(part["tool"])?.toLowerCase();
    const state = part["state"];
    if (tool === undefined || !isObject(state)) {
      return [{ kind: "skipped", ...origin, reason: "tool part without tool or state" }];
    }
    const input = isObject(state["input"]) ? state["input"] : {};
    const status = str(state["status"]);
    const done = status === "completed" || status === "success";
    if (tool === "bash") return this.#bash(part, state, input, status);
    if (!done) return status === "error" ? [{ kind: "tool", failed: true }] : [];
    if (tool === "read") {
      const path = str(input["filePath"]) ?? str(input["file_path"]);
      return path === undefined ? [] : [{ kind: "read", path }];
    }
    if (EDIT_TOOLS.has(tool)) {
      const path = str(input["filePath"]) ?? str(input["file_path"]);
      return path === undefined ? [] : [{ kind: "edit", path, ...editTextOf(input) }];
    }
    if (tool === "patch" || tool === "apply_patch") {
      const patch = str(input["patchText"]) ?? str(input["patch"]) ?? "";
      const text = patchText(patch);
      return patchFiles(patch).map((path, i) => ({ kind: "edit", path, ...(i === 0 ? text : {}) }));
    }
    if (tool === "todowrite") {
      const metadata = isObject(state["metadata"]) ? state["metadata"] : {};
      const items = todoItems(input["todos"]) ?? todoItems(metadata["todos"]);
      return items === undefined ? [] : [{ kind: "todos", items }];
    }
    return [];
  }

  #bash(
    part: JsonObject,
    state: JsonObject,
    input: JsonObject,
    status: string | undefined,
  ): TranscriptEvent[] {
    const command = str(input["command"]);
    if (command === undefined) return [];
    const metadata = isObject(state["metadata"]) ? state["metadata"] : {};
    const record: FeedbackRecord = { command: clipCommand(command), exit_code: null };
    const callId = str(part["callID"]);
    if (callId !== undefined) record.command_id = callId;
    const time = isObject(state["time"]) ? state["time"] : {};
    const start = num(time["start"]);
    const end = num(time["end"]);
    // A timestamp outside the Date range (corrupt input) would make toISOString throw.
    const started = start === undefined ? undefined : new Date(start);
    if (started !== undefined && Number.isFinite(started.getTime())) {
      record.started_at = started.toISOString();
    }
    if (start !== undefined && end !== undefined && end >= start) record.duration_ms = end - start;
    const output = str(state["output"]) ?? str(metadata["output"]);
    if (output) record.stdout_tail = clipOutputTail(output);
    if (status === "completed" || status === "success") {
      const exit = exitCodeOf(metadata["exit"]);
      record.exit_code = exit ?? 0;
      if (exit === undefined) record.agent_note = "exit code not recorded; assumed 0";
      const events: TranscriptEvent[] = [{ kind: "command", record }];
      if (record.exit_code === 0) {
        const workdir = str(input["workdir"]);
        for (const path of shellReads(command)) {
          events.push({ kind: "read", path: inWorkdir(path, workdir) });
        }
      }
      return events;
    }
    if (status === "error") {
      const error = str(state["error"]);
      if (error) record.error = clipTail(error, 400);
      const interrupted = error !== undefined && /abort|interrupt/i.test(error);
      if (interrupted) record.agent_note = "interrupted";
      return [{ kind: "command", record, interrupted }];
    }
    record.agent_note = "still running when the session was read";
    return [{ kind: "command", record }];
  }
}

function stringList(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : [];
}

/**
 * The prompt of `opencode run "…"` as the user typed it: `run` joins its arguments and wraps one
 * holding a blank in double quotes, inner quotes escaped, so the store holds `"fix the bug"`.
 * Only that exact shape is undone: a message that merely starts and ends with a quote while
 * holding a bare one inside is the user's own.
 */
export function unquoteRunMessage(text: string): string {
  if (text.length < 2 || !text.startsWith('"') || !text.endsWith('"')) return text;
  const inner = text.slice(1, -1);
  if (!/\s/.test(inner) || /(^|[^\\])"/.test(inner)) return text;
  return inner.replace(/\\"/g, '"');
}
