/**
 * Codex calls waiting for their output, and the pairing of an output with its call: by
 * `call_id`; an `exec_command` still running when its output was recorded finishes later through
 * a `write_stdin` to its session id, or through an `exec_command_end` event; an end event no call
 * announced stands alone (once per call id). When the parser keeps track of where lines are (a
 * resumable scan), each call keeps the lines that made it, and an event made from several lines
 * is marked with all of them (`refs.ts`).
 */
import type { FeedbackRecord } from "../../../../model/snapshot/types.js";
import { type Call, callRecord, patchEdits, unfinishedEvents } from "./calls.js";
import { plainValue, readOutput } from "./lazy.js";
import { commandLine } from "./output.js";
import type { RolloutLine } from "./refs.js";
import {
  clipCommand,
  exitCodeOf,
  type JsonObject,
  type TranscriptEvent,
  tailOf,
  text as lazyText,
} from "../../events.js";
import type { LazyString } from "../../../../json/lazy-string.js";

/** One rollout's pending calls (the parser holds one). */
export class CallPairing {
  readonly calls = new Map<string, Call>();
  /** Running exec_command sessions: session id → call id. */
  readonly running = new Map<string, string>();
  /** Call ids already emitted, so a second end event for one call is not a second command. */
  readonly done = new Set<string>();
  /** The line being handled, when the reader keeps track (a resumable scan). */
  place: RolloutLine | undefined;
  /** The lines an event was made from, when more than the line that gave it. */
  readonly chains = new WeakMap<TranscriptEvent, readonly RolloutLine[]>();

  /** Wait for `call`'s output (a call with the same id replaces it). */
  add(call: Call): void {
    if (this.place !== undefined) call.lines = [this.place];
    this.calls.set(call.id, call);
  }

  /** What calls still waiting give at the end; none are left after. */
  finish(): TranscriptEvent[] {
    const events = unfinishedEvents(this.calls.values());
    this.calls.clear();
    this.running.clear();
    return events;
  }

  /** The output of call `id`: completes it, or says it is still running. */
  output(id: string, output: unknown, events: TranscriptEvent[]): void {
    const call = this.calls.get(id);
    if (call === undefined) return;
    const { exit, session, body } = readOutput(output);
    if (call.kind === "patch") {
      this.calls.delete(id);
      const chain = this.#chain(call);
      if (exit === undefined || exit === 0)
        for (const edit of patchEdits(call)) this.#push(events, edit, chain);
      return;
    }
    if (call.kind === "stdin") {
      this.calls.delete(id);
      const owner = this.running.get(call.session);
      const shell = owner === undefined ? undefined : this.calls.get(owner);
      if (exit === undefined || shell?.kind !== "shell") return;
      this.running.delete(call.session);
      const chain = shell.lines && this.#chain(call, shell.lines);
      this.#emit(shell, exit, body, undefined, events, chain);
      return;
    }
    if (session !== undefined && exit === undefined) {
      call.session = session;
      if (this.place !== undefined) call.lines?.push(this.place);
      this.running.set(session, call.id);
      return;
    }
    // No exit marker at all (older formats): the tool reported no failure, so 0 is assumed.
    const record = this.#emit(call, exit ?? 0, body, undefined, events, this.#chain(call));
    if (exit === undefined) record.agent_note = "exit code not recorded; assumed 0";
  }

  /** An end event: completes a known call, or stands alone when the call was not recorded. */
  ended(id: string | undefined, p: JsonObject, events: TranscriptEvent[]): void {
    const exit = exitCodeOf(p["exit_code"]);
    const stderr = lazyText(p["stderr"]);
    const stdout = lazyText(p["aggregated_output"]) ?? lazyText(p["stdout"]);
    const call = id === undefined ? undefined : this.calls.get(id);
    if (call?.kind === "shell") {
      if (call.session !== undefined) this.running.delete(call.session);
      this.#emit(call, exit ?? null, stdout ?? "", stderr, events, this.#chain(call));
      return;
    }
    if (id !== undefined && this.done.has(id)) return;
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
    this.calls.delete(call.id);
    this.done.add(call.id);
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
    if (this.place === undefined || call.lines === undefined) return undefined;
    return [...before, ...call.lines, this.place];
  }

  /** Push `event`, made from the lines `chain` when tracked. */
  #push(
    events: TranscriptEvent[],
    event: TranscriptEvent,
    chain: readonly RolloutLine[] | undefined,
  ): void {
    if (chain !== undefined) this.chains.set(event, chain);
    events.push(event);
  }
}
