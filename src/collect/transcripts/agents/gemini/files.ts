/**
 * Reading a Gemini CLI session from disk: the JSONL format (0.40+) is streamed line by line;
 * the older session JSON (`{sessionId, messages: […]}`, pretty-printed) is parsed whole when it
 * is small enough. A half-written last line is a skipped line, never a failure.
 */
import { readFile, stat } from "node:fs/promises";
import { isObject, parseJsonObject, skipOversize, type TranscriptEvent } from "../../events.js";
import { GeminiParser } from "./parser.js";
import { SkipFolder } from "../../line-events.js";
import { MAX_DOCUMENT_BYTES } from "../../../../platform/lines/line.js";
import { assertInputRoom } from "../../../../platform/lines/heap-room.js";
import { firstLine, readLines } from "../../../../platform/lines/strings.js";
import { describeJsonBounds } from "../../../../json/json-shape.js";

/** Events are handed on in batches of about this many lines. */
const BATCH_LINES = 512;

/** Events of a Gemini CLI session file, a batch at a time. */
export async function* readGeminiEvents(
  path: string,
  label: string,
): AsyncGenerator<TranscriptEvent[]> {
  const parser = new GeminiParser();
  const document = await readGeminiDocument(path);
  if (document !== undefined) {
    const messages = document["messages"] as unknown[];
    const events: TranscriptEvent[] = parser
      .handleLine(document, 1, label)
      .filter((e) => e.kind !== "skipped");
    for (const [index, message] of messages.entries()) {
      if (isObject(message)) events.push(...parser.handleMessage(message));
      else
        events.push({
          kind: "skipped",
          file: label,
          line: index + 1,
          reason: "message is not a JSON object",
        });
    }
    yield [...events, ...parser.finish()];
    return;
  }
  let batch: TranscriptEvent[] = [];
  const skips = new SkipFolder();
  for await (const { line, lineNo, oversize } of readLines(path)) {
    if (oversize !== undefined) {
      skips.push(batch, skipOversize(label, lineNo, oversize));
      continue;
    }
    if (line.trim() === "") continue;
    const obj = parseJsonObject(line);
    if (typeof obj === "string")
      skips.push(batch, { kind: "skipped", file: label, line: lineNo, reason: obj });
    else for (const event of parser.handleLine(obj, lineNo, label)) skips.push(batch, event);
    if (lineNo % BATCH_LINES === 0) {
      yield batch;
      batch = [];
      skips.newBatch();
    }
  }
  yield [...batch, ...parser.finish()];
}

/** The session JSON document, when the file is one (an object holding `messages[]`). */
export async function readGeminiDocument(
  path: string,
): Promise<Record<string, unknown> | undefined> {
  const { size } = await stat(path);
  if (size > MAX_DOCUMENT_BYTES) return undefined;
  const first = await firstLine(path);
  // JSONL starts with a complete header object on its first line, without messages.
  if (first === undefined || (first.trim() !== "{" && !first.includes('"messages"')))
    return undefined;
  assertInputRoom(size);
  try {
    const text = await readFile(path, "utf8");
    if (describeJsonBounds(text) !== null) return undefined;
    const value: unknown = JSON.parse(text);
    return isObject(value) && Array.isArray(value["messages"]) ? value : undefined;
  } catch {
    return undefined;
  }
}
