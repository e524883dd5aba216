/**
 * What a Codex function call is to us: a shell command waiting for its output (paired later by
 * `call_id`), an `apply_patch` edit, a `write_stdin` to a running command, or an event of its own
 * (a plan, a read). Pure: `CodexParser` keeps the pending calls.
 */
import type { FeedbackRecord } from "../../../../model/snapshot/types.js";
import { plainValue } from "./lazy.js";
import { callArguments, commandLine } from "./output.js";
import type { RolloutLine } from "./refs.js";
import {
  clipCommand,
  isObject,
  type JsonObject,
  num,
  str,
  type TranscriptEvent,
  timeOf,
  todoItems,
} from "../../events.js";
import { type EditText, patchText } from "../../edit-content.js";
import { inWorkdir, patchFiles, patchPlans, shellReads } from "../../session-reads.js";

const SHELL_TOOLS = new Set([
  "shell",
  "shell_command",
  "exec_command",
  "container.exec",
  "local_shell",
]);
/** Tools that read one file by path (some releases and forks have them). */
const READ_TOOLS = new Set(["read_file", "view_file", "read"]);

/**
 * A call waiting for its output; `lines` (a resumable scan) are the rollout lines that made it:
 * its `function_call`, then any output that said it was still running.
 */
export type Call = { lines?: RolloutLine[] } & (
  | {
      kind: "shell";
      id: string;
      command: string;
      startedAt: string | undefined;
      session?: string;
      /** Files the command reads, when it is read-like: reads once it exits 0. */
      reads?: string[];
    }
  | { kind: "patch"; id: string; files: string[]; text?: EditText }
  | { kind: "stdin"; id: string; session: string }
);

/** The call `p` (id `id`) as one to wait for, pushing the events it gives at once. */
export function readCall(
  p: JsonObject,
  id: string,
  startedAt: string | undefined,
  events: TranscriptEvent[],
): Call | undefined {
  const name = str(p["name"]) ?? (p["type"] === "local_shell_call" ? "local_shell" : undefined);
  if (name === undefined) return undefined;
  const raw = plainValue(p["arguments"] ?? p["input"]);
  if (name === "apply_patch") {
    const args = callArguments(raw);
    const patch =
      typeof raw === "string" && !raw.startsWith("{")
        ? raw
        : (str(args?.["input"]) ?? str(args?.["patch"]));
    if (patch !== undefined) {
      events.push(...patchPlans(patch));
      return { kind: "patch", id, files: patchFiles(patch), text: patchText(patch) };
    }
    return undefined;
  }
  const action = plainValue(p["action"]);
  const args = callArguments(raw) ?? (isObject(action) ? action : undefined);
  if (args === undefined) return undefined;
  if (name === "update_plan") {
    const items = todoItems(args["plan"]);
    if (items === undefined) return undefined;
    events.push({ kind: "todos", items });
    const steps = items.map((item) => ({ text: item.content, status: item.status }));
    const title = str(args["explanation"])?.trim() || null;
    if (steps.length > 0 || title !== null) events.push({ kind: "plan", plan: { title, steps } });
    return undefined;
  }
  if (READ_TOOLS.has(name)) {
    const path = str(args["path"]) ?? str(args["file_path"]);
    if (path !== undefined) events.push({ kind: "read", path });
    return undefined;
  }
  if (name === "write_stdin") {
    const session = str(args["session_id"]) ?? num(args["session_id"])?.toString();
    return session === undefined ? undefined : { kind: "stdin", id, session };
  }
  if (!SHELL_TOOLS.has(name)) return undefined;
  const command = commandLine(args["command"] ?? args["cmd"]);
  if (command === undefined) return undefined;
  // Older releases ran apply_patch through the shell tool: an edit, not a command.
  if (/^apply_patch\b/.test(command.trimStart())) {
    events.push(...patchPlans(command));
    return { kind: "patch", id, files: patchFiles(command), text: patchText(command) };
  }
  const call: Call = { kind: "shell", id, command: clipCommand(command), startedAt };
  const reads = shellReads(command);
  if (reads.length > 0) {
    const workdir = str(args["workdir"]);
    call.reads = reads.map((path) => inWorkdir(path, workdir));
  }
  return call;
}

/** The files a patch result (`patch_apply_end`, a `FileChange` item) changed, as edit events. */
export function pushChangeEdits(changes: unknown, events: TranscriptEvent[]): void {
  if (isObject(changes)) {
    for (const [path, change] of Object.entries(changes)) {
      events.push({ kind: "edit", path });
      const moved = isObject(change) ? str(change["move_path"]) : undefined;
      if (moved) events.push({ kind: "edit", path: moved });
    }
  } else if (Array.isArray(changes)) {
    for (const change of changes) {
      const path = isObject(change) ? str(change["path"]) : undefined;
      if (path !== undefined) events.push({ kind: "edit", path });
    }
  }
}

/** The edit events of a patch call: one a file, the first with what the patch adds and removes. */
export function patchEdits(call: { files: string[]; text?: EditText }): TranscriptEvent[] {
  return call.files.map((path, i) => ({ kind: "edit", path, ...(i === 0 ? call.text : {}) }));
}

/** The feedback record of a shell call, before its output is known. */
export function callRecord(
  call: { id: string; command: string; startedAt: string | undefined },
  exit: number | null,
): FeedbackRecord {
  const record: FeedbackRecord = { command: call.command, exit_code: exit };
  if (call.id !== "") record.command_id = call.id;
  if (call.startedAt !== undefined && timeOf(call.startedAt) !== undefined)
    record.started_at = call.startedAt;
  return record;
}

/** What calls still waiting at the end give: a patch's edits, a shell command without result. */
export function unfinishedEvents(calls: Iterable<Call>): TranscriptEvent[] {
  const events: TranscriptEvent[] = [];
  for (const call of calls) {
    if (call.kind === "patch") events.push(...patchEdits(call));
    if (call.kind !== "shell") continue;
    const record = callRecord(call, null);
    record.agent_note =
      call.session !== undefined
        ? "still running when the transcript ended"
        : "no result recorded in the transcript";
    events.push({ kind: "command", record });
  }
  return events;
}
