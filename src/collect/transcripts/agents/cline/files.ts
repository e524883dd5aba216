/**
 * Reading a Cline session from disk: the `<id>.messages.json` document (or the session record
 * `<id>.json`, which names it in `messages_path`), parsed whole, with the working directory of
 * the session record beside it. A document cut short (Cline rewrites it as the session goes on)
 * is a skipped line, never a failure.
 */
import { readFile, stat } from "node:fs/promises";
import { dirname, join } from "node:path";
import { InputError } from "../../../../errors.js";
import { MAX_DOCUMENT_BYTES } from "../../../../platform/lines/line.js";
import { assertInputRoom } from "../../../../platform/lines/heap-room.js";
import { isObject, type JsonObject, str, type TranscriptEvent } from "../../events.js";
import { clineEvents } from "./parser.js";

/** Events of a Cline session, in one batch. */
export async function* readClineEvents(
  path: string,
  label: string,
): AsyncGenerator<TranscriptEvent[]> {
  const first = await readDocument(path, label);
  if (first === null) {
    yield [{ kind: "skipped", file: label, line: 1, reason: "not a complete JSON document" }];
    return;
  }
  const named = str(first["messages_path"]);
  const messagesPath = !Array.isArray(first["messages"]) && named !== undefined ? named : path;
  const document = messagesPath === path ? first : await readDocument(messagesPath, label);
  if (document === null) {
    yield [{ kind: "skipped", file: label, line: 1, reason: "not a complete JSON document" }];
    return;
  }
  const record = messagesPath === path ? await readSessionRecord(path) : first;
  yield clineEvents(document, label, str(record?.["cwd"]));
}

/** The session record beside a messages file (`<id>.messages.json` → `<id>.json`). */
async function readSessionRecord(messagesPath: string): Promise<JsonObject | null> {
  const id = /([^/\\]+)\.messages\.json$/.exec(messagesPath)?.[1];
  if (id === undefined) return null;
  return readDocument(join(dirname(messagesPath), `${id}.json`), `${id}.json`).catch(() => null);
}

async function readDocument(path: string, label: string): Promise<JsonObject | null> {
  const { size } = await stat(path);
  if (size > MAX_DOCUMENT_BYTES)
    throw new InputError(
      `${label}: a Cline session of ${size} bytes is larger than handoff reads`,
      {
        file: label,
      },
    );
  assertInputRoom(size);
  try {
    const value: unknown = JSON.parse(await readFile(path, "utf8"));
    return isObject(value) ? value : null;
  } catch {
    return null;
  }
}
