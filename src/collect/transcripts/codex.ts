/**
 * Codex CLI rollouts (`~/.codex/sessions/YYYY/MM/DD/rollout-*.jsonl`, envelope
 * `{timestamp, type, payload}`; the older flat lines are handled the same). A shell call
 * (`shell`, `shell_command`, `exec_command`, `local_shell_call`) is paired with its output by
 * `call_id`; the exit code comes from `exec_command_end`, `metadata.exit_code`, `Exit code: N` or
 * `Process exited with code N`. An `exec_command` still running when its output was recorded
 * finishes later through `write_stdin`, found by its session id. User messages come twice (a
 * `response_item` and an `event_msg`: the summary keeps one), the last assistant message is the
 * report, `update_plan` is the plan (and the to-do list), read-like shell commands are reads.
 * Line types with nothing for us are only counted; a sub-agent's own rollout gives no user words.
 */
import type { FeedbackRecord } from "../../model/snapshot/types.js";
import {
  type Call,
  callRecord,
  pushChangeEdits,
  readCall,
  unfinishedEvents,
} from "./codex-calls.js";
import { CODEX_LINE_SHAPE, plainValue, readOutput } from "./codex-lazy.js";
import { commandLine, INJECTED, ITEM_TYPES, PAYLOAD_TYPES } from "./codex-output.js";
import { type RolloutLine, trackEvents } from "./codex-refs.js";
import {
  type CodexScalars,
  type CodexStateReader,
  type CodexView,
  restoreCodexState,
  type SavedCodexParser,
  saveCodexState,
} from "./codex-state.js";
import {
  clipCommand,
  exitCodeOf,
  isObject,
  type JsonObject,
  parseJsonObject,
  Span,
  str,
  type TranscriptEvent,
  tailOf,
  text as lazyText,
} from "./events.js";
import type { LazyString } from "../../json/lazy-string.js";
import { readSparseObject, UNCERTAIN } from "../../json/sparse-json.js";

/** Stateful handler of one rollout's lines. */
export class CodexParser {
  readonly #calls = new Map<string, Call>();
  /** Running exec_command sessions: session id → call id. */
  readonly #running = new Map<string, string>();
  /** Call ids already emitted, so a second end event for one call is not a second command. */
  readonly #done = new Set<string>();
  readonly #span = new Span();
  /** The cwd, whether the rollout is a sub-agent's, the compactions seen (`CodexScalars`). */
  readonly #at: CodexScalars = { compacted: 0, compactedEvents: 0 };
  /** The line being handled, when the reader keeps track (a resumable scan). */
  #place: RolloutLine | undefined;
  /** The lines an event was made from, when more than the line that gave it. */
  readonly #chains = new WeakMap<TranscriptEvent, readonly RolloutLine[]>();

  /**
   * Handle one line given as bytes (`buf[start, end)`): only the keys `handle` reads are built
   * and long strings stay undecoded; a line the byte reader is not certain of goes through
   * `handleLine`, so the result is the same. With `place` (where the line is), events carry
   * the source of their text (`codex-refs.ts`).
   */
  handleBytes(
    buf: Buffer,
    start: number,
    end: number,
    lineNo: number,
    file: string,
    place?: RolloutLine,
  ): TranscriptEvent[] {
    const value = readSparseObject(buf, start, end, CODEX_LINE_SHAPE);
    if (value === UNCERTAIN)
      return this.handleLine(buf.toString("utf8", start, end), lineNo, file, place);
    return this.handle(value, lineNo, file, place);
  }

  /** Handle one raw line. */
  handleLine(line: string, lineNo: number, file: string, place?: RolloutLine): TranscriptEvent[] {
    if (line.trim() === "") return [];
    const value = parseJsonObject(line);
    if (typeof value === "string") return [{ kind: "skipped", file, line: lineNo, reason: value }];
    return this.handle(value, lineNo, file, place);
  }

  /** Handle one parsed line; string values may be LazyString (from `handleBytes`). */
  handle(obj: JsonObject, lineNo: number, file: string, place?: RolloutLine): TranscriptEvent[] {
    this.#place = place;
    const events = this.#handle(obj, lineNo, file);
    return place === undefined ? events : trackEvents(events, place, this.#chains);
  }

  #handle(obj: JsonObject, lineNo: number, file: string): TranscriptEvent[] {
    const events: TranscriptEvent[] = [];
    this.#span.see(obj["timestamp"] ?? obj["created_at"]);
    const type = str(obj["type"]);
    const payload = isObject(obj["payload"]) ? obj["payload"] : undefined;
    if (type !== undefined && PAYLOAD_TYPES.has(type) && payload === undefined) {
      events.push({ kind: "skipped", file, line: lineNo, reason: `${type} without a payload` });
    } else if (type === "session_meta" || type === "turn_context") {
      if (type === "session_meta" && payload && this.#at.subagent === undefined) {
        const source = payload["source"];
        this.#at.subagent = isObject(source) && source["subagent"] !== undefined;
      }
      const cwd = payload ? str(payload["cwd"]) : undefined;
      if (cwd !== undefined && this.#at.cwd === undefined && cwd.startsWith("/")) {
        this.#at.cwd = cwd;
        // The event's source, as `trackEvents` will mark it (the line's only cwd).
        this.#at.cwdFrom = this.#place && [[this.#place], 0];
        events.push({ kind: "cwd", path: cwd });
      }
    } else if (type === "response_item" && payload)
      this.#item(payload, str(obj["timestamp"]), events);
    else if (type === "event_msg" && payload) this.#event(payload, events);
    else if (type === "compacted") this.#at.compacted++;
    else if (type !== undefined && ITEM_TYPES.has(type))
      this.#item(obj, str(obj["timestamp"]), events);
    else if (obj["record_type"] === "state" || (type === undefined && lineNo === 1)) {
      // The old flat format's session header and state markers.
    } else if (type !== "world_state" && type !== "inter_agent_communication_metadata") {
      // `token_usage_record` and the other types Codex adds: nothing for us, only counted.
      events.push({ kind: "unknown" });
    }
    return events;
  }

  /** Calls that never got an outcome, the compaction count and the span. */
  finish(): TranscriptEvent[] {
    const events = unfinishedEvents(this.#calls.values());
    this.#calls.clear();
    this.#running.clear();
    // One compaction writes a `compacted` item and usually a `context_compacted` event too.
    const compactions = Math.max(this.#at.compacted, this.#at.compactedEvents);
    for (let i = 0; i < compactions; i++) events.push({ kind: "compaction" });
    return [...events, ...this.#span.events()];
  }

  #item(p: JsonObject, timestamp: string | undefined, events: TranscriptEvent[]): void {
    const type = str(p["type"]);
    if (type === "message") {
      if (!Array.isArray(p["content"])) return;
      if (p["role"] === "assistant") {
        const texts: string[] = [];
        for (const block of p["content"]) {
          const text =
            isObject(block) && block["type"] === "output_text" ? str(block["text"]) : undefined;
          if (text !== undefined) texts.push(text);
        }
        this.#report(texts.join("\n"), events);
        return;
      }
      if (p["role"] !== "user") return;
      for (const block of p["content"]) {
        const text =
          isObject(block) && block["type"] === "input_text" ? str(block["text"]) : undefined;
        if (text !== undefined) this.#user(text, events);
      }
      return;
    }
    const id = str(p["call_id"]) ?? str(p["id"]);
    if (type === "function_call" || type === "custom_tool_call" || type === "local_shell_call") {
      const call = id === undefined ? undefined : readCall(p, id, timestamp, events);
      if (call === undefined) return;
      if (this.#place !== undefined) call.lines = [this.#place];
      this.#calls.set(call.id, call);
      return;
    }
    if (
      type === "function_call_output" ||
      type === "custom_tool_call_output" ||
      type === "local_shell_call_output"
    ) {
      if (id !== undefined) this.#output(id, p["output"], events);
    }
  }

  #user(text: string, events: TranscriptEvent[]): void {
    if (INJECTED.test(text)) return;
    events.push(
      this.#at.subagent === true ? { kind: "user", text, sidechain: true } : { kind: "user", text },
    );
  }

  #report(text: string, events: TranscriptEvent[]): void {
    const trimmed = text.trim();
    if (trimmed !== "" && this.#at.subagent !== true)
      events.push({ kind: "report", text: trimmed });
  }

  #output(id: string, output: unknown, events: TranscriptEvent[]): void {
    const call = this.#calls.get(id);
    if (call === undefined) return;
    const { exit, session, body } = readOutput(output);
    if (call.kind === "patch") {
      this.#calls.delete(id);
      const chain = this.#chain(call);
      if (exit === undefined || exit === 0)
        for (const path of call.files) this.#push(events, { kind: "edit", path }, chain);
      return;
    }
    if (call.kind === "stdin") {
      this.#calls.delete(id);
      const owner = this.#running.get(call.session);
      const shell = owner === undefined ? undefined : this.#calls.get(owner);
      if (exit === undefined || shell?.kind !== "shell") return;
      this.#running.delete(call.session);
      const chain = shell.lines && this.#chain(call, shell.lines);
      this.#emit(shell, exit, body, undefined, events, chain);
      return;
    }
    if (session !== undefined && exit === undefined) {
      call.session = session;
      if (this.#place !== undefined) call.lines?.push(this.#place);
      this.#running.set(session, call.id);
      return;
    }
    // No exit marker at all (older formats): the tool reported no failure, so 0 is assumed.
    const record = this.#emit(call, exit ?? 0, body, undefined, events, this.#chain(call));
    if (exit === undefined) record.agent_note = "exit code not recorded; assumed 0";
  }

  #event(p: JsonObject, events: TranscriptEvent[]): void {
    const type = str(p["type"]);
    if (type === "user_message") {
      const text = str(p["message"]);
      if (text !== undefined) this.#user(text, events);
    } else if (type === "agent_message") {
      const text = str(p["message"]);
      if (text !== undefined) this.#report(text, events);
    } else if (type === "exec_command_end") {
      this.#ended(str(p["call_id"]), p, events);
    } else if (type === "item_completed" && isObject(p["item"])) {
      const item = plainValue(p["item"]) as JsonObject;
      if (item["type"] === "CommandExecution") this.#ended(str(item["id"]), item, events);
      else if (item["type"] === "FileChange") pushChangeEdits(item["changes"], events);
    } else if (type === "patch_apply_end") {
      if (p["success"] !== false) pushChangeEdits(plainValue(p["changes"]), events);
    } else if (type === "context_compacted") {
      this.#at.compactedEvents++;
    }
  }

  /** An end event: completes a known call, or stands alone when the call was not recorded. */
  #ended(id: string | undefined, p: JsonObject, events: TranscriptEvent[]): void {
    const exit = exitCodeOf(p["exit_code"]);
    const stderr = lazyText(p["stderr"]);
    const stdout = lazyText(p["aggregated_output"]) ?? lazyText(p["stdout"]);
    const call = id === undefined ? undefined : this.#calls.get(id);
    if (call?.kind === "shell") {
      if (call.session !== undefined) this.#running.delete(call.session);
      this.#emit(call, exit ?? null, stdout ?? "", stderr, events, this.#chain(call));
      return;
    }
    if (id !== undefined && this.#done.has(id)) return;
    const command = commandLine(plainValue(p["command"]));
    if (command === undefined) return;
    const standalone = {
      kind: "shell" as const,
      id: id ?? "",
      command: clipCommand(command),
      startedAt: undefined,
    };
    const record = this.#emit(standalone, exit ?? null, stdout ?? "", stderr, events);
    if (id === undefined) delete record.command_id;
  }

  #emit(
    call: { id: string; command: string; startedAt: string | undefined; reads?: string[] },
    exit: number | null,
    stdout: string | LazyString,
    stderr: string | LazyString | undefined,
    events: TranscriptEvent[],
    chain?: readonly RolloutLine[],
  ): FeedbackRecord {
    this.#calls.delete(call.id);
    this.#done.add(call.id);
    // A read that failed (no such file) read nothing.
    if (exit === 0 && call.reads)
      for (const path of call.reads) this.#push(events, { kind: "read", path }, chain);
    const record = callRecord(call, exit);
    // A LazyString is never empty (only long strings stay lazy), as `if` on the text would say.
    if (stdout) record.stdout_tail = tailOf(stdout);
    if (stderr) record.stderr_tail = tailOf(stderr);
    this.#push(events, { kind: "command", record }, chain);
    return record;
  }

  /** The lines an event that ends `call` on this line is made from (`before`'s first). */
  #chain(call: Call, before: readonly RolloutLine[] = []): RolloutLine[] | undefined {
    if (this.#place === undefined || call.lines === undefined) return undefined;
    return [...before, ...call.lines, this.#place];
  }

  /** Push `event`, made from the lines `chain` when tracked. */
  #push(
    events: TranscriptEvent[],
    event: TranscriptEvent,
    chain: readonly RolloutLine[] | undefined,
  ): void {
    if (chain !== undefined) this.#chains.set(event, chain);
    events.push(event);
  }

  /** The state between two lines, for a resumable scan; null when a source was not tracked. */
  save(): SavedCodexParser | null {
    return saveCodexState(this.#view());
  }

  /**
   * A parser that goes on from a saved state: each pending call made again from its lines
   * (`read.line` reads one back), the cwd read back by `read.cwd`. Throws when one does not
   * read back.
   */
  static restore(saved: SavedCodexParser, read: CodexStateReader): CodexParser {
    const parser = new CodexParser();
    restoreCodexState(saved, parser.#view(), read, (buf, place) =>
      parser.handleBytes(buf, 0, buf.length, 0, "", place),
    );
    return parser;
  }

  #view(): CodexView {
    return {
      calls: this.#calls,
      running: this.#running,
      done: this.#done,
      span: this.#span,
      at: this.#at,
    };
  }
}
