/**
 * What a Claude Code `tool_result` block makes of the tool use it answers: a command record for
 * a Bash call (its exit code read from the result, its output tails kept when they matter), the
 * paths of an edit or a read. Pure: the parser pairs the two, and a resumed scan (see
 * `refs.ts`) calls this again on the same two blocks to get the same record back.
 */
import { contentText, isRejection, readFailure } from "./output.js";
import { type PendingTool, toolRecord } from "./tools.js";
import { shortString } from "../../edit-content.js";
import {
  isObject,
  type JsonObject,
  type SourceRef,
  str,
  type TranscriptEvent,
  tailOf,
  text,
  timeOf,
} from "../../events.js";

/**
 * The events of `tool`'s result `block` on line `obj`; `passingOutput` keeps a passing command's
 * output tails, `from` (when tracked) marks the command's and paths' sources.
 */
export function resultEvents(
  tool: PendingTool,
  obj: JsonObject,
  block: JsonObject,
  passingOutput: boolean,
  from?: SourceRef,
): TranscriptEvent[] {
  // Left undecoded: a successful command with a stdout never needs it.
  const output = contentText(block["content"]);
  const isError = block["is_error"] === true;
  if (tool.kind !== "bash") {
    if (isError) return [];
    const { kind, from: source } = tool;
    const before = tool.text?.whole === true ? writtenOver(obj["toolUseResult"]) : undefined;
    return tool.files.map((path, i): TranscriptEvent => {
      if (kind !== "edit" || i !== 0)
        return source === undefined ? { kind, path } : { kind, path, from: source };
      // The old text is the result's: read back, the write is its tool use and its result.
      if (before !== undefined)
        return { kind, path, ...tool.text, before, ...(from === undefined ? {} : { from }) };
      return { kind, path, ...tool.text, ...(source === undefined ? {} : { from: source }) };
    });
  }
  // A rejected tool use never ran: it is not a failure of the command.
  if (isError && isRejection(output)) return [];
  const result = isObject(obj["toolUseResult"]) ? obj["toolUseResult"] : {};
  const record = toolRecord(tool, 0);
  const stdout = text(result["stdout"]);
  const stderr = text(result["stderr"]);
  const interpretation = str(result["returnCodeInterpretation"]);
  const interrupted = result["interrupted"] === true;
  // Decoding output tails is most of a result's cost, and a passing record keeps only its command.
  const keepOutput = passingOutput || isError || interrupted || Boolean(interpretation);
  if (stdout && keepOutput) record.stdout_tail = tailOf(stdout);
  if (stderr && keepOutput) record.stderr_tail = tailOf(stderr);
  const ended = timeOf(obj["timestamp"]);
  const started = timeOf(tool.startedAt);
  if (ended !== undefined && started !== undefined && ended >= started) {
    record.duration_ms = ended - started;
  }
  const tracked = from === undefined ? {} : { from };
  if (interrupted) {
    record.exit_code = null;
    record.agent_note = "interrupted";
    return [{ kind: "command", record, interrupted: true, ...tracked }];
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
  return [{ kind: "command", record, ...tracked }];
}

/**
 * The file a Write replaced, as its result records it (`originalFile`; null, or `type: "create"`,
 * for a new file: ""), or undefined when the result does not say.
 */
function writtenOver(result: unknown): string | undefined {
  if (!isObject(result)) return undefined;
  if (result["type"] === "create") return "";
  const original = result["originalFile"];
  if (original === null) return "";
  // Only its start is decoded: a longer one is cut, and a cut old text is read as unknown.
  return shortString(original);
}
