/**
 * Reading a Codex CLI rollout from disk. JSONL is streamed; the old single-document format
 * (`{session, items}`, possibly pretty-printed) is parsed whole when it is small enough.
 */
import { readFile, stat } from "node:fs/promises";
import { CodexParser } from "./parser.js";
import { isObject, type TranscriptEvent } from "../../events.js";
import { readLineEvents } from "../../line-events.js";
import { MAX_DOCUMENT_BYTES } from "../../../../platform/lines/line.js";
import { assertInputRoom } from "../../../../platform/lines/heap-room.js";
import { firstLine } from "../../../../platform/lines/strings.js";
import { describeJsonBounds } from "../../../../json/json-shape.js";

/** Events of a Codex CLI rollout, a batch per read of the file. */
export async function* readCodexEvents(
  path: string,
  label: string,
): AsyncGenerator<TranscriptEvent[]> {
  const parser = new CodexParser();
  const document = await readCodexDocument(path);
  if (document !== undefined) yield [...readDocumentEvents(parser, document, label)];
  else {
    yield* readLineEvents(path, label, (buf, start, end, lineNo) =>
      parser.handleBytes(buf, start, end, lineNo, label),
    );
  }
  yield parser.finish();
}

function* readDocumentEvents(
  parser: CodexParser,
  document: Record<string, unknown>,
  label: string,
): Generator<TranscriptEvent> {
  const session = document["session"];
  if (isObject(session)) yield* parser.handle({ type: "session_meta", payload: session }, 1, label);
  const items = document["items"];
  if (!Array.isArray(items)) return;
  for (const [index, item] of items.entries()) {
    if (isObject(item)) yield* parser.handle(item, index + 2, label);
    else
      yield { kind: "skipped", file: label, line: index + 2, reason: "item is not a JSON object" };
  }
}

/** The `{session, items}` document, when the file is one (it starts with `{` and has `items`). */
export async function readCodexDocument(
  path: string,
): Promise<Record<string, unknown> | undefined> {
  const { size } = await stat(path);
  if (size > MAX_DOCUMENT_BYTES) return undefined;
  const first = await firstLine(path);
  if (first === undefined) return undefined;
  const trimmed = first.trim();
  // JSONL whose first line is a complete object is never the document format, unless it has items.
  if (trimmed !== "{" && !trimmed.includes('"items"')) return undefined;
  assertInputRoom(size);
  try {
    const text = await readFile(path, "utf8");
    if (describeJsonBounds(text) !== null) return undefined;
    const value: unknown = JSON.parse(text);
    return isObject(value) && Array.isArray(value["items"]) ? value : undefined;
  } catch {
    return undefined;
  }
}
