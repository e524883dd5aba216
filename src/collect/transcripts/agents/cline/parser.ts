/**
 * Cline CLI sessions (`~/.cline/data/sessions/<id>/<id>.messages.json`, checked against
 * 3.0.65): one JSON document, `{version, updated_at, agent, sessionId, origin, messages,
 * system_prompt}`, rewritten whole as the session goes on. A message is `{id, role, content,
 * ts, metadata?}`, its content Anthropic-style blocks: `text`, `tool_use {id, name, input}`,
 * `tool_result {tool_use_id, name, content}`. The prompt is wrapped in
 * `<user_input mode="act|plan">…</user_input>`; a hook's context comes as a user message of its
 * own whose `metadata.displayRole` is `system` (`<hook_context source=…>`): not the user's
 * words.
 *
 * `run_commands` runs several commands at once (`input.commands`), each with its own result
 * `{query, result, success, error?}`: a failure reads `Command exited with code N`. `editor`
 * (`path`) writes or edits a file, `read_files` (`files[].path`) reads; `apply_patch` names its
 * files in its patch. The session's working directory is the `Working Directory:` of the system
 * prompt's `<env>` block, or the session record beside it (`<id>.json`, `cwd`).
 */
import type { FeedbackRecord } from "../../../../model/snapshot/types.js";
import {
  clipCommand,
  clipOutputTail,
  clipTail,
  isObject,
  type JsonObject,
  str,
  type TranscriptEvent,
} from "../../events.js";
import { shellReads } from "../../session-reads.js";

const SHELL_TOOLS = new Set(["run_commands"]);
const EDIT_TOOLS = new Set(["editor"]);
const READ_TOOLS = new Set(["read_files"]);
/** The prompt as Cline wraps it. */
const USER_INPUT = /^\s*<user_input(?:\s[^>]*)?>([\s\S]*)<\/user_input>\s*$/;
const EXIT_CODE = /Command exited with code (-?\d+)/;
const WORKING_DIRECTORY = /Working Directory:\s*(\S[^\n]*)/;

/** The events of a Cline session document's messages, in order. */
export function clineEvents(
  document: JsonObject,
  label: string,
  cwd: string | undefined,
): TranscriptEvent[] {
  const events: TranscriptEvent[] = [];
  const dir =
    cwd ?? WORKING_DIRECTORY.exec(str(document["system_prompt"]) ?? "")?.[1]?.trim() ?? undefined;
  if (dir !== undefined) events.push({ kind: "cwd", path: dir });
  const messages = Array.isArray(document["messages"]) ? document["messages"] : [];
  const calls = new Map<string, { name: string; input: JsonObject }>();
  let first = Number.POSITIVE_INFINITY;
  let last = Number.NEGATIVE_INFINITY;
  for (const [index, message] of messages.entries()) {
    if (!isObject(message)) {
      events.push({
        kind: "skipped",
        file: label,
        line: index + 1,
        reason: "message is not a JSON object",
      });
      continue;
    }
    const ts = message["ts"];
    if (typeof ts === "number" && Number.isFinite(ts)) {
      first = Math.min(first, ts);
      last = Math.max(last, ts);
    }
    const blocks = Array.isArray(message["content"]) ? message["content"].filter(isObject) : [];
    const role = str(message["role"]);
    if (role === "assistant") events.push(...assistantEvents(blocks, calls));
    else if (role === "user") events.push(...userEvents(message, blocks, calls));
    else events.push({ kind: "unknown" });
  }
  if (first <= last) events.push({ kind: "span", first, last });
  return events;
}

function assistantEvents(
  blocks: JsonObject[],
  calls: Map<string, { name: string; input: JsonObject }>,
): TranscriptEvent[] {
  const events: TranscriptEvent[] = [];
  const text = blocks
    .flatMap((b) => (b["type"] === "text" ? (str(b["text"]) ?? []) : []))
    .join("\n")
    .trim();
  if (text !== "") events.push({ kind: "report", text });
  const uses = blocks.filter((b) => b["type"] === "tool_use");
  for (const use of uses) {
    const id = str(use["id"]);
    if (id !== undefined)
      calls.set(id, {
        name: str(use["name"]) ?? "",
        input: isObject(use["input"]) ? use["input"] : {},
      });
  }
  // A message's text comes before its tool calls: they place it in its turn (`summary.ts`).
  if (uses.length > 0) events.push({ kind: "tool" });
  return events;
}

function userEvents(
  message: JsonObject,
  blocks: JsonObject[],
  calls: Map<string, { name: string; input: JsonObject }>,
): TranscriptEvent[] {
  const meta = isObject(message["metadata"]) ? message["metadata"] : {};
  const events: TranscriptEvent[] = [];
  for (const block of blocks) {
    if (block["type"] === "tool_result") {
      const id = str(block["tool_use_id"]);
      const call = id === undefined ? undefined : calls.get(id);
      if (id !== undefined) calls.delete(id);
      events.push(...resultEvents(call ?? { name: str(block["name"]) ?? "", input: {} }, block));
    }
  }
  // Context Cline adds (a hook's, a reminder) is shown as the system's, never the user's words.
  if (meta["displayRole"] === "system") return events;
  const text = blocks
    .flatMap((b) => (b["type"] === "text" ? (str(b["text"]) ?? []) : []))
    .join("\n");
  const typed = (USER_INPUT.exec(text)?.[1] ?? text).trim();
  if (typed !== "" && !/^\s*<hook_context[\s>]/.test(typed))
    events.push({ kind: "user", text: typed });
  return events;
}

function resultEvents(
  call: { name: string; input: JsonObject },
  block: JsonObject,
): TranscriptEvent[] {
  const content = block["content"];
  if (SHELL_TOOLS.has(call.name)) {
    const results = Array.isArray(content) ? content.filter(isObject) : [];
    const asked = Array.isArray(call.input["commands"]) ? call.input["commands"] : [];
    return results.flatMap((result, i) => commandEvents(result, str(asked[i])));
  }
  const failed =
    block["is_error"] === true ||
    (Array.isArray(content) && content.some((c) => isObject(c) && c["success"] === false));
  if (failed) return [{ kind: "tool", failed: true }];
  if (EDIT_TOOLS.has(call.name)) {
    const path = str(call.input["path"]);
    return path === undefined ? [] : [{ kind: "edit", path }];
  }
  if (READ_TOOLS.has(call.name)) {
    const files = Array.isArray(call.input["files"]) ? call.input["files"] : [];
    return files.flatMap((f): TranscriptEvent[] => {
      const path = isObject(f) ? str(f["path"]) : str(f);
      return path === undefined ? [] : [{ kind: "read", path }];
    });
  }
  return [];
}

/** One command of a `run_commands` call and its result. */
function commandEvents(result: JsonObject, asked: string | undefined): TranscriptEvent[] {
  const command = clipCommand(str(result["query"]) ?? asked ?? "");
  const output = str(result["result"]) ?? "";
  const error = str(result["error"]);
  const record: FeedbackRecord = { command, exit_code: null };
  if (result["success"] === true) record.exit_code = 0;
  else {
    const code = EXIT_CODE.exec(error ?? output)?.[1];
    if (code !== undefined) record.exit_code = Number(code);
    else record.error = clipTail(error ?? (output || "command failed"));
  }
  const stdout = output.replace(/\n?\[Command exited with code -?\d+\]\s*$/, "");
  if (stdout.trim() !== "") record.stdout_tail = clipOutputTail(stdout);
  const events: TranscriptEvent[] = [{ kind: "command", record }];
  if (record.exit_code === 0)
    for (const path of shellReads(command)) events.push({ kind: "read", path });
  return events;
}
