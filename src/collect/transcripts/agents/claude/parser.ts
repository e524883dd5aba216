/**
 * Claude Code transcripts (`~/.claude/projects/<slug>/<session>.jsonl`). A Bash `tool_use` is
 * paired with its `tool_result` by `tool_use_id`, never by adjacency: results arrive after other
 * lines, in parallel batches, or not at all. Old shape-drifted lines without ids are paired only
 * through an explicit link (`sourceToolAssistantUUID`, else `parentUuid`) to the assistant line
 * that holds exactly that tool use. Resumed sessions copy lines: every line is deduplicated by
 * `uuid`. The main session's assistant text is its report, Read calls are reads, ExitPlanMode
 * (or a Write to a plan file) is its plan; line types with nothing for us are only counted.
 */
import { hasContent, isHumanPrompt, queuedPromptEvents } from "./output.js";
import { blockRef, type LinePlace, tracked } from "./refs.js";
import { resultEvents } from "./results.js";
import {
  isObject,
  type JsonObject,
  parseJsonObject,
  type SourceRef,
  Span,
  str,
  type TranscriptEvent,
  todoItems,
} from "../../events.js";
import { type PendingTool, PendingTools, toolRecord, toPendingTool } from "./tools.js";
import { claudePlan } from "../../session-reads.js";
import { readSparseObject, UNCERTAIN } from "../../../../json/sparse-json.js";
import {
  CLAUDE_LINE_SHAPE,
  type ClaudeParserOptions,
  NATIVE_LINE_BYTES,
  type SavedClaudeParser,
} from "./line.js";
import { IdSet } from "../../id-set.js";

export type { ClaudeParserOptions, SavedClaudeParser } from "./line.js";

/**
 * Line types read here. Claude Code writes many more (`summary`, `attachment`, `progress`,
 * `queue-operation`, `file-history-snapshot`, and 2.1.3xx's `api-request`, `cost-state`,
 * `tools-used`…): they carry nothing for us and are only counted as unknown, never skipped.
 */
const READ_TYPES = new Set(["user", "assistant", "system", "attachment"]);

/** Stateful handler of one session's lines (main file first or subagents first, one instance). */
export class ClaudeParser {
  readonly #passingOutput: boolean;
  readonly #nativeLineBytes: number;
  #seen = new IdSet();
  #pending = new PendingTools();
  readonly #boundaries = new Set<string>();
  readonly #span = new Span();
  #cwd: string | undefined;
  /** Where `#cwd` came from, when tracked. */
  #cwdFrom: SourceRef | undefined;

  constructor({
    passingOutput = true,
    nativeLineBytes = NATIVE_LINE_BYTES,
  }: ClaudeParserOptions = {}) {
    this.#passingOutput = passingOutput;
    this.#nativeLineBytes = nativeLineBytes;
  }

  /**
   * Handle one line given as bytes (`buf[start, end)`), reading long strings lazily; a short line,
   * or one the byte reader is not certain of, goes through `handleLine`: the result is the same. With
   * `place` (where the line is), events carry the source of their text (`refs.ts`).
   */
  handleBytes(
    buf: Buffer,
    start: number,
    end: number,
    lineNo: number,
    file: string,
    sidechain = false,
    place?: LinePlace,
  ): TranscriptEvent[] {
    // A short line costs the byte reader its structure, as a long one does, in JS that a cold
    // scan runs before it is compiled; JSON.parse reads it natively for less (measured).
    if (end - start < this.#nativeLineBytes)
      return this.handleLine(buf.toString("utf8", start, end), lineNo, file, sidechain, place);
    const value = readSparseObject(buf, start, end, CLAUDE_LINE_SHAPE);
    if (value === UNCERTAIN)
      return this.handleLine(buf.toString("utf8", start, end), lineNo, file, sidechain, place);
    return this.handle(value, lineNo, file, sidechain, place);
  }

  /** Handle one raw line; `sidechain` marks lines of a subagent file. */
  handleLine(
    line: string,
    lineNo: number,
    file: string,
    sidechain = false,
    place?: LinePlace,
  ): TranscriptEvent[] {
    if (line.trim() === "") return [];
    const value = parseJsonObject(line);
    if (typeof value === "string") return [{ kind: "skipped", file, line: lineNo, reason: value }];
    return this.handle(value, lineNo, file, sidechain, place);
  }

  /** Handle one decoded line. */
  handle(
    obj: JsonObject,
    lineNo: number,
    file: string,
    sidechain = false,
    place?: LinePlace,
  ): TranscriptEvent[] {
    const uuid = str(obj["uuid"]);
    if (uuid !== undefined) {
      if (this.#seen.has(uuid)) return [];
      this.#seen.add(uuid);
    }
    const type = str(obj["type"]);
    if (type === undefined || !READ_TYPES.has(type)) return [{ kind: "unknown" }];
    if ((type === "user" || type === "assistant") && !hasContent(obj["message"])) {
      return [
        { kind: "skipped", file, line: lineNo, reason: `${type} line without message content` },
      ];
    }
    this.#span.see(obj["timestamp"]);
    const events: TranscriptEvent[] = [];
    const cwd = this.#cwd === undefined && !sidechain ? str(obj["cwd"]) : undefined;
    if (cwd !== undefined) {
      this.#cwd = cwd;
      this.#cwdFrom = place;
      events.push(
        place === undefined ? { kind: "cwd", path: cwd } : { kind: "cwd", path: cwd, from: place },
      );
    }
    const side = sidechain || obj["isSidechain"] === true;
    if (type === "assistant") this.#assistant(obj, side, events, place);
    else if (type === "user") this.#user(obj, side, events, place);
    else if (type === "attachment") queuedPromptEvents(obj, side, events, place);
    else if (type === "system" && obj["subtype"] === "compact_boundary") {
      if (uuid !== undefined) this.#boundaries.add(uuid);
      if (!side) events.push({ kind: "compaction" });
    }
    return events;
  }

  /** Tool uses that never got a result: the session ended (or was killed) while they ran. */
  finish(): TranscriptEvent[] {
    const events: TranscriptEvent[] = [];
    for (const tool of this.#pending.drain()) {
      if (tool.kind !== "bash") {
        for (const path of tool.files)
          events.push(
            tool.kind === "edit" ? { kind: "edit", path, ...tool.text } : { kind: "read", path },
          );
        continue;
      }
      const record = toolRecord(tool, null);
      record.agent_note = "no result recorded in the transcript";
      events.push({ kind: "command", record });
    }
    return [...events, ...this.#span.events()];
  }

  /** The state between two lines, for a resumable scan; null when a source was not tracked. */
  save(): SavedClaudeParser | null {
    const pending = this.#pending.save();
    if (pending === null || (this.#cwd !== undefined && this.#cwdFrom === undefined)) return null;
    const { first, last } = this.#span;
    return {
      seen: this.#seen.save(),
      boundaries: [...this.#boundaries],
      pending,
      span: first <= last ? [first, last] : null,
      cwd: this.#cwdFrom ?? null,
    };
  }

  /**
   * A parser that goes on from a saved state: `tool` reads a pending tool use back from its
   * source, `cwd` the working directory. Throws when a source cannot be read back.
   */
  static restore(
    options: ClaudeParserOptions,
    saved: SavedClaudeParser,
    read: { tool: (from: SourceRef) => PendingTool; cwd: (from: SourceRef) => string },
  ): ClaudeParser {
    const parser = new ClaudeParser(options);
    parser.#seen = IdSet.restore(saved.seen);
    for (const uuid of saved.boundaries) parser.#boundaries.add(uuid);
    parser.#pending = PendingTools.restore(saved.pending, read.tool);
    if (saved.span !== null) [parser.#span.first, parser.#span.last] = saved.span;
    if (saved.cwd !== null) {
      parser.#cwd = read.cwd(saved.cwd);
      parser.#cwdFrom = saved.cwd;
    }
    return parser;
  }

  #assistant(
    obj: JsonObject,
    sidechain: boolean,
    events: TranscriptEvent[],
    place: LinePlace | undefined,
  ): void {
    const message = obj["message"];
    if (!isObject(message)) return;
    // Error notices and the harness's own filler ("No response requested.") are not a report.
    const reports =
      !sidechain && obj["isApiErrorMessage"] !== true && message["model"] !== "<synthetic>";
    if (!Array.isArray(message["content"])) {
      // Some releases wrote a plain-text reply as a string.
      const text = reports ? str(message["content"])?.trim() : undefined;
      if (text) events.push(tracked({ kind: "report", text }, place, -1));
      return;
    }
    const blocks: unknown[] = message["content"];
    for (let i = 0; i < blocks.length; i++) {
      const block = blocks[i];
      if (!isObject(block)) continue;
      if (block["type"] === "text") {
        const text = reports ? str(block["text"])?.trim() : undefined;
        if (text) events.push(tracked({ kind: "report", text }, place, i));
        continue;
      }
      if (block["type"] !== "tool_use") continue;
      // Any tool call places the text before it in its turn (`summary.ts`), whatever the tool.
      if (!sidechain) events.push({ kind: "tool" });
      const name = str(block["name"])?.toLowerCase();
      const input = block["input"];
      if (name === undefined || !isObject(input)) continue;
      if (name === "todowrite") {
        const items = todoItems(input["todos"]);
        if (items !== undefined) events.push(tracked({ kind: "todos", items }, place, i));
        continue;
      }
      const plan = sidechain ? undefined : claudePlan(name, input);
      if (plan !== undefined) events.push(tracked(plan, place, i));
      const tool = toPendingTool(name, input, str(block["id"]), str(obj["timestamp"]), sidechain);
      if (tool === undefined) continue;
      if (place !== undefined) tool.from = blockRef(place, i);
      this.#pending.add(tool, str(obj["uuid"]));
    }
  }

  #user(
    obj: JsonObject,
    sidechain: boolean,
    events: TranscriptEvent[],
    place: LinePlace | undefined,
  ): void {
    if (obj["isCompactSummary"] === true) {
      // A boundary line already counted this compaction; older versions wrote only the summary.
      const parent = str(obj["parentUuid"]);
      if (!sidechain && (parent === undefined || !this.#boundaries.has(parent))) {
        events.push({ kind: "compaction" });
      }
      return;
    }
    const message = obj["message"];
    if (!isObject(message)) return;
    const content = message["content"];
    const prompt = isHumanPrompt(obj);
    const whole = str(content);
    if (whole !== undefined) {
      if (prompt) events.push(tracked({ kind: "user", text: whole, sidechain }, place, -1));
      return;
    }
    if (!Array.isArray(content)) return;
    for (let i = 0; i < content.length; i++) {
      const block: unknown = content[i];
      if (!isObject(block)) continue;
      if (block["type"] === "tool_result") {
        // A failed result of any tool (a command's failure also shows in its record).
        if (!sidechain && block["is_error"] === true) events.push({ kind: "tool", failed: true });
        this.#result(obj, block, events, place, i);
      } else if (block["type"] === "text" && prompt) {
        const text = str(block["text"]);
        if (text !== undefined) events.push(tracked({ kind: "user", text, sidechain }, place, i));
      }
    }
  }

  #result(
    obj: JsonObject,
    block: JsonObject,
    events: TranscriptEvent[],
    place: LinePlace | undefined,
    index: number,
  ): void {
    const tool = this.#pending.take(obj, block);
    if (tool === undefined) return;
    const from: SourceRef =
      place === undefined || tool.from === undefined
        ? undefined
        : [tool.from, blockRef(place, index)];
    for (const event of resultEvents(tool, obj, block, this.#passingOutput, from))
      events.push(event);
  }
}
