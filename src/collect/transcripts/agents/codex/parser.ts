/**
 * Codex CLI rollouts (`~/.codex/sessions/YYYY/MM/DD/rollout-*.jsonl`, envelope
 * `{timestamp, type, payload}`; the older flat lines are handled the same). A shell call
 * (`shell`, `shell_command`, `exec_command`, `local_shell_call`) is paired with its output by
 * `call_id` (`pairing.ts`); the exit code comes from `exec_command_end`, `metadata.exit_code`, `Exit code: N` or
 * `Process exited with code N`. An `exec_command` still running when its output was recorded
 * finishes later through `write_stdin`, found by its session id. User messages come twice (a
 * `response_item` and an `event_msg`: the summary keeps one), the last assistant message is the
 * report, `update_plan` is the plan (and the to-do list), read-like shell commands are reads.
 * Line types with nothing for us are only counted; a sub-agent's own rollout gives no user words.
 */
import { pushChangeEdits, readCall } from "./calls.js";
import { CODEX_LINE_SHAPE, plainValue } from "./lazy.js";
import { INJECTED, ITEM_TYPES, PAYLOAD_TYPES } from "./output.js";
import { CallPairing } from "./pairing.js";
import { type RolloutLine, trackEvents } from "./refs.js";
import {
  type CodexScalars,
  type CodexStateReader,
  type CodexView,
  restoreCodexState,
  type SavedCodexParser,
  saveCodexState,
} from "./state.js";
import {
  isObject,
  type JsonObject,
  parseJsonObject,
  Span,
  str,
  type TranscriptEvent,
} from "../../events.js";
import { readSparseObject, UNCERTAIN } from "../../../../json/sparse-json.js";

/** Stateful handler of one rollout's lines. */
export class CodexParser {
  /** Calls waiting for their output, and their pairing with it (`pairing.ts`). */
  readonly #pairing = new CallPairing();
  readonly #span = new Span();
  /** The cwd, whether the rollout is a sub-agent's, the compactions seen (`CodexScalars`). */
  readonly #at: CodexScalars = { compacted: 0, compactedEvents: 0 };

  /**
   * Handle one line given as bytes (`buf[start, end)`): only the keys `handle` reads are built
   * and long strings stay undecoded; a line the byte reader is not certain of goes through
   * `handleLine`, so the result is the same. With `place` (where the line is), events carry
   * the source of their text (`refs.ts`).
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
    this.#pairing.place = place;
    const events = this.#handle(obj, lineNo, file);
    return place === undefined ? events : trackEvents(events, place, this.#pairing.chains);
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
        this.#at.cwdFrom = this.#pairing.place && [[this.#pairing.place], 0];
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
    const events = this.#pairing.finish();
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
      // Any tool call places the text before it in its turn (`summary.ts`), whatever the tool.
      if (this.#at.subagent !== true) events.push({ kind: "tool" });
      const call = id === undefined ? undefined : readCall(p, id, timestamp, events);
      if (call !== undefined) this.#pairing.add(call);
      return;
    }
    if (
      type === "function_call_output" ||
      type === "custom_tool_call_output" ||
      type === "local_shell_call_output"
    ) {
      if (id !== undefined) this.#pairing.output(id, p["output"], events);
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

  #event(p: JsonObject, events: TranscriptEvent[]): void {
    const type = str(p["type"]);
    if (type === "user_message") {
      const text = str(p["message"]);
      if (text !== undefined) this.#user(text, events);
    } else if (type === "agent_message") {
      const text = str(p["message"]);
      if (text !== undefined) this.#report(text, events);
    } else if (type === "exec_command_end") {
      this.#pairing.ended(str(p["call_id"]), p, events);
    } else if (type === "item_completed" && isObject(p["item"])) {
      const item = plainValue(p["item"]) as JsonObject;
      if (item["type"] === "CommandExecution") this.#pairing.ended(str(item["id"]), item, events);
      else if (item["type"] === "FileChange") pushChangeEdits(item["changes"], events);
    } else if (type === "patch_apply_end") {
      if (p["success"] !== false) pushChangeEdits(plainValue(p["changes"]), events);
    } else if (type === "context_compacted") {
      this.#at.compactedEvents++;
    }
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
      calls: this.#pairing.calls,
      running: this.#pairing.running,
      done: this.#pairing.done,
      span: this.#span,
      at: this.#at,
    };
  }
}
