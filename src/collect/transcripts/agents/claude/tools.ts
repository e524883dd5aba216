/**
 * Claude Code tool uses waiting for their result: which tool calls count (Bash, edits, the main
 * session's reads), and the pairing of a `tool_result` with its `tool_use` by `tool_use_id`, or,
 * for old shape-drifted lines without ids, through an explicit link to the assistant line that
 * holds the tool use (`sourceToolAssistantUUID`, else `parentUuid`), never by adjacency.
 */
import type { FeedbackRecord } from "../../../../model/snapshot/types.js";
import { type EditText, editTextOf } from "../../edit-content.js";
import { clipCommand, type JsonObject, type SourceRef, str } from "../../events.js";

const EDIT_TOOLS = new Set(["edit", "write", "multiedit", "notebookedit"]);

/** A tool use seen, its result not yet. */
export interface PendingTool {
  kind: "bash" | "edit" | "read";
  id: string | undefined;
  command: string;
  files: string[];
  startedAt: string | undefined;
  sidechain: boolean;
  /** What an edit puts in and takes out, from its input. */
  text?: EditText;
  /** Its tool_use block, when the reader keeps track (a resumable scan). */
  from?: SourceRef;
}

/** PendingTools as a resumable scan saves it: the tool uses' sources, in order, no text. */
export interface SavedPendingTools {
  by_id: SourceRef[];
  /** By the uuid of the assistant line that holds them. */
  by_line: [string, SourceRef[]][];
}

/** The tool use `name(input)` as a pending tool, or undefined when it is none we follow. */
export function toPendingTool(
  name: string,
  input: JsonObject,
  id: string | undefined,
  startedAt: string | undefined,
  sidechain: boolean,
): PendingTool | undefined {
  if (name === "bash") {
    const command = str(input["command"]);
    if (command === undefined) return undefined;
    return { kind: "bash", id, command: clipCommand(command), files: [], startedAt, sidechain };
  }
  if (EDIT_TOOLS.has(name)) {
    const path = str(input["file_path"]) ?? str(input["notebook_path"]);
    if (path === undefined) return undefined;
    const text = editTextOf(input);
    return { kind: "edit", id, command: "", files: [path], startedAt, sidechain, text };
  }
  // What a subagent read was read for it: the main session's reads are what it worked on.
  if (name === "read" && !sidechain) {
    const path = str(input["file_path"]);
    if (path === undefined) return undefined;
    return { kind: "read", id, command: "", files: [path], startedAt, sidechain };
  }
  return undefined;
}

/** The feedback record of a Bash tool use, before its output is known. */
export function toolRecord(tool: PendingTool, exit: number | null): FeedbackRecord {
  const record: FeedbackRecord = { command: tool.command, exit_code: exit };
  if (tool.id !== undefined) record.command_id = tool.id;
  if (tool.startedAt !== undefined) record.started_at = tool.startedAt;
  if (tool.sidechain) record.sidechain = true;
  return record;
}

/** The tool uses of one session still waiting for a result. */
export class PendingTools {
  readonly #byId = new Map<string, PendingTool>();
  /** Tool uses without an id, by the uuid of the assistant line that holds them. */
  readonly #byLine = new Map<string, PendingTool[]>();

  /** Wait for `tool`'s result; one with neither an id nor a line uuid can never be paired. */
  add(tool: PendingTool, lineUuid: string | undefined): void {
    if (tool.id !== undefined) this.#byId.set(tool.id, tool);
    else if (lineUuid !== undefined) {
      const list = this.#byLine.get(lineUuid) ?? [];
      list.push(tool);
      this.#byLine.set(lineUuid, list);
    }
  }

  /** The tool use the `tool_result` `block` of line `obj` answers, no longer pending. */
  take(obj: JsonObject, block: JsonObject): PendingTool | undefined {
    const id = str(block["tool_use_id"]);
    if (id !== undefined) {
      const tool = this.#byId.get(id);
      this.#byId.delete(id);
      return tool;
    }
    for (const link of [str(obj["sourceToolAssistantUUID"]), str(obj["parentUuid"])]) {
      if (link === undefined) continue;
      const list = this.#byLine.get(link);
      if (list === undefined || list.length === 0) continue;
      const tool = list.shift();
      if (list.length === 0) this.#byLine.delete(link);
      return tool;
    }
    return undefined;
  }

  /** The pending tool uses' sources; null when one was not tracked. */
  save(): SavedPendingTools | null {
    const by_id: SourceRef[] = [];
    for (const tool of this.#byId.values()) {
      if (tool.from === undefined) return null;
      by_id.push(tool.from);
    }
    const by_line: [string, SourceRef[]][] = [];
    for (const [uuid, tools] of this.#byLine) {
      if (tools.some((tool) => tool.from === undefined)) return null;
      by_line.push([uuid, tools.map((tool) => tool.from)]);
    }
    return { by_id, by_line };
  }

  /** Pending tool uses as saved, each read back from its source by `resolve`. */
  static restore(
    saved: SavedPendingTools,
    resolve: (from: SourceRef) => PendingTool,
  ): PendingTools {
    const tools = new PendingTools();
    for (const from of saved.by_id) {
      const tool = resolve(from);
      if (tool.id === undefined) throw new Error("a pending tool use lost its id");
      tools.#byId.set(tool.id, tool);
    }
    for (const [uuid, froms] of saved.by_line) tools.#byLine.set(uuid, froms.map(resolve));
    return tools;
  }

  /** Every tool use still pending (by id first, then by line), none left after. */
  drain(): PendingTool[] {
    const all = [...this.#byId.values(), ...[...this.#byLine.values()].flat()];
    this.#byId.clear();
    this.#byLine.clear();
    return all;
  }
}
