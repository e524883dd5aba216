/**
 * The file `opencode export [sessionID]` prints (checked against 1.18.33): one session as
 * `{"info": Session, "messages": [{"info": Message, "parts": Part[]}]}`, pretty-printed JSON.
 * The parts are those of its store, so the store's parser reads them; the session's folder is
 * its `info.directory`.
 */
import { readFile, stat } from "node:fs/promises";
import { assertInputRoom } from "../../../../platform/lines/heap-room.js";
import { isObject, type JsonObject, Span, str, type TranscriptEvent } from "../../events.js";
import { OpenCodeParser } from "./parser.js";

/** The export's object when `text` is one (an `info` object and a `messages` array), else null. */
export function parseOpenCodeExport(text: string): JsonObject | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isObject(value) || !isObject(value["info"]) || !Array.isArray(value["messages"])) {
    return null;
  }
  return value;
}

/** Whether the file at `path` is an `opencode export` file. */
export async function isOpenCodeExport(path: string): Promise<boolean> {
  const size = await stat(path).then(
    (info) => info.size,
    () => 0,
  );
  assertInputRoom(size);
  const text = await readFile(path, "utf8").catch(() => "");
  return /^\s*\{\s*"info"\s*:/.test(text.slice(0, 64)) && parseOpenCodeExport(text) !== null;
}

/** Events of an `opencode export` file. */
export async function* readOpenCodeExport(
  path: string,
  label: string,
): AsyncGenerator<TranscriptEvent> {
  const exported = parseOpenCodeExport(await readFile(path, "utf8"));
  if (exported === null) return;
  const info = exported["info"] as JsonObject;
  const directory = str(info["directory"]);
  if (directory !== undefined) yield { kind: "cwd", path: directory };
  const span = new Span();
  const time = isObject(info["time"]) ? info["time"] : {};
  span.see(time["created"]);
  span.see(time["updated"]);
  const parser = new OpenCodeParser();
  let index = 0;
  for (const message of exported["messages"] as unknown[]) {
    index++;
    if (!isObject(message) || !Array.isArray(message["parts"])) {
      yield { kind: "skipped", file: label, line: index, reason: `message ${index}: no parts` };
      continue;
    }
    const role = isObject(message["info"]) ? str(message["info"]["role"]) : undefined;
    for (const part of message["parts"] as unknown[]) {
      yield* parser.handlePart(part, role, { file: `${label}:message ${index}`, line: index });
    }
  }
  yield* span.events();
}
