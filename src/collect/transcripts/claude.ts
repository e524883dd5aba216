/**
 * Claude Code transcripts (`~/.claude/projects/<slug>/<session>.jsonl`). A Bash `tool_use` is
 * paired with its `tool_result` by `tool_use_id`, never by adjacency: results arrive after other
 * lines, in parallel batches, or not at all. Old shape-drifted lines without ids are paired only
 * through an explicit link (`sourceToolAssistantUUID`, else `parentUuid`) to the assistant line
 * that holds exactly that tool use. Resumed sessions copy lines: every line is deduplicated by
 * `uuid`. The main session's assistant text is its report, Read calls are reads, ExitPlanMode
 * (or a Write to a plan file) is its plan; line types with nothing for us are only counted.
 */
import {
  blockTexts,
  contentText,
  hasContent,
  isHumanPrompt,
  isRejection,
  readFailure,
} from "./claude-output.js";
import {
  isObject,
  type JsonObject,
  parseJsonObject,
  Span,
  str,
  type TranscriptEvent,
  tailOf,
  text,
  timeOf,
  todoItems,
} from "./events.js";
import { PendingTools, toolRecord, toPendingTool } from "./claude-tools.js";
import { claudePlan } from "./session-reads.js";
import { readSparseObject, type Shape, UNCERTAIN } from "../json/sparse-json.js";

/**
 * Line types read here. Claude Code writes many more (`summary`, `attachment`, `progress`,
 * `queue-operation`, `file-history-snapshot`, and 2.1.3xx's `api-request`, `cost-state`,
 * `tools-used`…): they carry nothing for us and are only counted as unknown, never skipped.
 */
const READ_TYPES = new Set(["user", "assistant", "system", "attachment"]);

/**
 * Every key `handle` reads, by level: the byte reader builds only these (the rest of a line is
 * checked, not built). A key read below and missing here would silently read as absent: the
 * fast-path test compares both paths on every fixture to catch that.
 */
const LINE_SHAPE: Shape = new Map<string, Shape | true>([
  ...[
    "uuid",
    "type",
    "timestamp",
    "cwd",
    "isSidechain",
    "subtype",
    "isCompactSummary",
    "parentUuid",
    "isMeta",
    "origin",
    "sourceToolAssistantUUID",
    "isApiErrorMessage",
  ].map((key) => [key, true] as const),
  [
    "message",
    new Map([
      ["content", true],
      ["model", true],
    ]),
  ],
  [
    "attachment",
    new Map(["type", "prompt", "commandMode", "origin", "isMeta"].map((key) => [key, true])),
  ],
  [
    "toolUseResult",
    new Map(
      ["stdout", "stderr", "returnCodeInterpretation", "interrupted"].map((key) => [key, true]),
    ),
  ],
]);

/** Options of a ClaudeParser. */
export interface ClaudeParserOptions {
  /**
   * Give passing commands (exit code 0) their stdout/stderr tails (default true). A caller that
   * only trims the records turns it off: a passing record keeps its command only (SPEC §4).
   */
  passingOutput?: boolean;
}

/** Stateful handler of one session's lines (main file first or subagents first, one instance). */
export class ClaudeParser {
  readonly #passingOutput: boolean;
  readonly #seen = new Set<string>();
  readonly #pending = new PendingTools();
  readonly #boundaries = new Set<string>();
  readonly #span = new Span();
  #cwd: string | undefined;

  constructor({ passingOutput = true }: ClaudeParserOptions = {}) {
    this.#passingOutput = passingOutput;
  }

  /**
   * Handle one line given as bytes (`buf[start, end)`), reading long strings lazily; a line the
   * byte reader is not certain of goes through `handleLine`, so the result is the same.
   */
  handleBytes(
    buf: Buffer,
    start: number,
    end: number,
    lineNo: number,
    file: string,
    sidechain = false,
  ): TranscriptEvent[] {
    const value = readSparseObject(buf, start, end, LINE_SHAPE);
    if (value === UNCERTAIN)
      return this.handleLine(buf.toString("utf8", start, end), lineNo, file, sidechain);
    return this.handle(value, lineNo, file, sidechain);
  }

  /** Handle one raw line; `sidechain` marks lines of a subagent file. */
  handleLine(line: string, lineNo: number, file: string, sidechain = false): TranscriptEvent[] {
    if (line.trim() === "") return [];
    const value = parseJsonObject(line);
    if (typeof value === "string") return [{ kind: "skipped", file, line: lineNo, reason: value }];
    return this.handle(value, lineNo, file, sidechain);
  }

  /** Handle one decoded line. */
  handle(obj: JsonObject, lineNo: number, file: string, sidechain = false): TranscriptEvent[] {
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
      events.push({ kind: "cwd", path: cwd });
    }
    const side = sidechain || obj["isSidechain"] === true;
    if (type === "assistant") this.#assistant(obj, side, events);
    else if (type === "user") this.#user(obj, side, events);
    else if (type === "attachment") this.#attachment(obj, side, events);
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
        for (const path of tool.files) events.push({ kind: tool.kind, path });
        continue;
      }
      const record = toolRecord(tool, null);
      record.agent_note = "no result recorded in the transcript";
      events.push({ kind: "command", record });
    }
    return [...events, ...this.#span.events()];
  }

  #assistant(obj: JsonObject, sidechain: boolean, events: TranscriptEvent[]): void {
    const message = obj["message"];
    if (!isObject(message)) return;
    // Error notices and the harness's own filler ("No response requested.") are not a report.
    const reports =
      !sidechain && obj["isApiErrorMessage"] !== true && message["model"] !== "<synthetic>";
    if (!Array.isArray(message["content"])) {
      // Some releases wrote a plain-text reply as a string.
      const text = reports ? str(message["content"])?.trim() : undefined;
      if (text) events.push({ kind: "report", text });
      return;
    }
    for (const block of message["content"]) {
      if (!isObject(block)) continue;
      if (block["type"] === "text") {
        const text = reports ? str(block["text"])?.trim() : undefined;
        if (text) events.push({ kind: "report", text });
        continue;
      }
      if (block["type"] !== "tool_use") continue;
      const name = str(block["name"])?.toLowerCase();
      const input = block["input"];
      if (name === undefined || !isObject(input)) continue;
      if (name === "todowrite") {
        const items = todoItems(input["todos"]);
        if (items !== undefined) events.push({ kind: "todos", items });
        continue;
      }
      const plan = sidechain ? undefined : claudePlan(name, input);
      if (plan !== undefined) events.push(plan);
      const tool = toPendingTool(name, input, str(block["id"]), str(obj["timestamp"]), sidechain);
      if (tool !== undefined) this.#pending.add(tool, str(obj["uuid"]));
    }
  }

  #user(obj: JsonObject, sidechain: boolean, events: TranscriptEvent[]): void {
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
      if (prompt) events.push({ kind: "user", text: whole, sidechain });
      return;
    }
    if (!Array.isArray(content)) return;
    for (const block of content) {
      if (!isObject(block)) continue;
      if (block["type"] === "tool_result") this.#result(obj, block, events);
      else if (block["type"] === "text" && prompt) {
        const text = str(block["text"]);
        if (text !== undefined) events.push({ kind: "user", text, sidechain });
      }
    }
  }

  /**
   * A prompt the user typed while the agent worked is delivered as a `queued_command`
   * attachment; every other attachment (files, memory, hook output, reminders) is harness text.
   */
  #attachment(obj: JsonObject, sidechain: boolean, events: TranscriptEvent[]): void {
    const a = obj["attachment"];
    if (!isObject(a) || a["type"] !== "queued_command" || a["commandMode"] !== "prompt") {
      events.push({ kind: "unknown" });
      return;
    }
    if (a["isMeta"] === true || !isHumanPrompt(a)) return;
    const prompt = a["prompt"];
    const whole = str(prompt);
    const texts = whole !== undefined ? [whole] : Array.isArray(prompt) ? blockTexts(prompt) : [];
    for (const text of texts) events.push({ kind: "user", text, sidechain });
  }

  #result(obj: JsonObject, block: JsonObject, events: TranscriptEvent[]): void {
    const tool = this.#pending.take(obj, block);
    if (tool === undefined) return;
    // Left undecoded: a successful command with a stdout never needs it.
    const output = contentText(block["content"]);
    const isError = block["is_error"] === true;
    if (tool.kind !== "bash") {
      if (!isError) for (const path of tool.files) events.push({ kind: tool.kind, path });
      return;
    }
    // A rejected tool use never ran: it is not a failure of the command.
    if (isError && isRejection(output)) return;
    const result = isObject(obj["toolUseResult"]) ? obj["toolUseResult"] : {};
    const record = toolRecord(tool, 0);
    const stdout = text(result["stdout"]);
    const stderr = text(result["stderr"]);
    const interpretation = str(result["returnCodeInterpretation"]);
    const interrupted = result["interrupted"] === true;
    // Decoding output tails is most of a result's cost, and a passing record keeps only its command.
    const keepOutput = this.#passingOutput || isError || interrupted || Boolean(interpretation);
    if (stdout && keepOutput) record.stdout_tail = tailOf(stdout);
    if (stderr && keepOutput) record.stderr_tail = tailOf(stderr);
    const ended = timeOf(obj["timestamp"]);
    const started = timeOf(tool.startedAt);
    if (ended !== undefined && started !== undefined && ended >= started) {
      record.duration_ms = ended - started;
    }
    if (interrupted) {
      record.exit_code = null;
      record.agent_note = "interrupted";
      events.push({ kind: "command", record, interrupted: true });
      return;
    }
    if (isError) {
      const failure = readFailure(output);
      record.exit_code = failure.exitCode;
      if (failure.error !== undefined) record.error = failure.error;
      if (failure.restTail !== undefined && stderr === undefined && stdout === undefined)
        record.stderr_tail = failure.restTail;
    } else if (interpretation) {
      // grep/diff-like exit 1 ("No matches found"): Claude Code reports it as a success.
      record.exit_code = 1;
      record.agent_note = interpretation;
    } else if (stdout === undefined && output && keepOutput) {
      record.stdout_tail = tailOf(output);
    }
    events.push({ kind: "command", record });
  }
}
