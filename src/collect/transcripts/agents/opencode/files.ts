/**
 * OpenCode from files: the event stream of `opencode run --format json` (one `{type, part}` a
 * line), and the legacy JSON storage (`storage/session/<project>/<session>.json`,
 * `storage/message/<session>/<message>.json`, `storage/part/<message>/<part>.json`). A storage
 * folder holds many sessions: the one `--session` names or PATH's session file, else the one
 * updated last (or the caller asks: sessions.ts).
 */
import { existsSync } from "node:fs";
import { open, readdir, readFile, stat } from "node:fs/promises";
import { basename, dirname, join } from "node:path";
import { InputError } from "../../../../errors.js";
import {
  isObject,
  type JsonObject,
  num,
  parseJsonObject,
  skipOversize,
  Span,
  str,
  type TranscriptEvent,
} from "../../events.js";
import { OpenCodeParser } from "./parser.js";
import { chooseSession, type SessionChoice, type SessionInfo } from "./sessions.js";
import { SQLITE_MAGIC } from "./sqlite-magic.js";
import { readLines } from "../../../../platform/lines/strings.js";

const STREAM_TYPES = new Set([
  "step_start",
  "step_finish",
  "tool_use",
  "text",
  "reasoning",
  "error",
]);

/** Events of an `opencode run --format json` stream. */
export async function* readOpenCodeStream(
  path: string,
  label: string,
): AsyncGenerator<TranscriptEvent> {
  const parser = new OpenCodeParser();
  const span = new Span();
  for await (const { line, lineNo, oversize } of readLines(path)) {
    if (oversize !== undefined) {
      yield skipOversize(label, lineNo, oversize);
      continue;
    }
    if (line.trim() === "") continue;
    const obj = parseJsonObject(line);
    if (typeof obj === "string") {
      yield { kind: "skipped", file: label, line: lineNo, reason: obj };
      continue;
    }
    span.see(obj["timestamp"]);
    const type = str(obj["type"]);
    if (obj["part"] !== undefined) {
      // The stream carries the assistant's side of the session: its text is the report.
      yield* parser.handlePart(obj["part"], "assistant", { file: label, line: lineNo });
    } else if (type === undefined || !STREAM_TYPES.has(type)) {
      yield { kind: "unknown" };
    }
  }
  yield* span.events();
}

interface StorageTarget {
  root: string;
  /** The session file named by PATH, if any. */
  sessionFile: string | undefined;
}

/** Resolve PATH (storage root, its `part/` folder, or a session file) to the storage root. */
export async function locateStorage(path: string): Promise<StorageTarget> {
  const info = await stat(path);
  if (info.isFile()) {
    const root = dirname(dirname(dirname(path)));
    if (basename(dirname(dirname(path))) === "session") return { root, sessionFile: path };
    throw new InputError(
      `${basename(path)}: not an OpenCode session file (storage/session/<project>/<id>.json)`,
      {
        file: basename(path),
      },
    );
  }
  if (existsSync(join(path, "part"))) return { root: path, sessionFile: undefined };
  if (basename(path) === "part") return { root: dirname(path), sessionFile: undefined };
  if (existsSync(join(path, "storage", "part")))
    return { root: join(path, "storage"), sessionFile: undefined };
  // OpenCode's data folder (~/.local/share/opencode) keeps its sessions in opencode.db now.
  const db = join(path, "opencode.db");
  if (existsSync(db)) {
    throw new InputError(
      `${basename(path)}: OpenCode keeps its sessions in ${db}; give that file to --transcript`,
      { file: basename(path) },
    );
  }
  throw new InputError(
    `${basename(path)}: not an OpenCode storage folder (no part/ inside, no opencode.db)`,
    { file: basename(path) },
  );
}

/** Events of one session of a legacy JSON storage folder. */
export async function* readOpenCodeStorage(
  path: string,
  label: string,
  choice: SessionChoice = {},
): AsyncGenerator<TranscriptEvent> {
  const { root, sessionFile } = await locateStorage(path);
  const session = sessionFile
    ? await readJson(sessionFile)
    : await chosenSession(join(root, "session"), choice, label);
  const sessionId = session ? str(session["id"]) : undefined;
  const span = new Span();
  if (session) {
    const directory = str(session["directory"]);
    if (directory !== undefined) yield { kind: "cwd", path: directory };
    const time = isObject(session["time"]) ? session["time"] : {};
    span.see(time["created"]);
    span.see(time["updated"]);
  }
  const messages = sessionId
    ? await readMessages(join(root, "message", sessionId))
    : new Map<string, Message>();
  const parser = new OpenCodeParser();
  for (const entry of await listParts(join(root, "part"), sessionId, messages)) {
    const part = entry.part ?? (await readJson(entry.file));
    const origin = { file: `${label}/${entry.name}`, line: 1 };
    if (part === undefined) {
      yield { kind: "skipped", ...origin, reason: "not a JSON object" };
      continue;
    }
    yield* parser.handlePart(part, messages.get(entry.messageId)?.role, origin);
  }
  yield* span.events();
}

interface Message {
  role: string | undefined;
  created: number;
}

interface PartEntry {
  file: string;
  name: string;
  messageId: string;
  partId: string;
  /** Parsed already (flat legacy files must be read to learn their message). */
  part?: JsonObject | undefined;
}

async function readJson(file: string): Promise<JsonObject | undefined> {
  try {
    const obj = parseJsonObject(await readFile(file, "utf8"));
    return typeof obj === "string" ? undefined : obj;
  } catch {
    return undefined;
  }
}

async function listDir(dir: string): Promise<string[]> {
  try {
    return (await readdir(dir)).sort();
  } catch {
    return [];
  }
}

async function chosenSession(
  dir: string,
  choice: SessionChoice,
  label: string,
): Promise<JsonObject | undefined> {
  const byId = new Map<string, JsonObject>();
  const infos: SessionInfo[] = [];
  for (const project of await listDir(dir)) {
    for (const name of await listDir(join(dir, project))) {
      if (!name.endsWith(".json")) continue;
      const session = await readJson(join(dir, project, name));
      const id = session ? str(session["id"]) : undefined;
      if (!session || id === undefined || byId.has(id)) continue;
      const time = isObject(session["time"]) ? session["time"] : {};
      const updated = num(time["updated"]) ?? num(time["created"]) ?? 0;
      byId.set(id, session);
      infos.push({
        id,
        updated,
        title: str(session["title"]),
        parent: str(session["parentID"]),
        directory: str(session["directory"]),
      });
    }
  }
  const id = await chooseSession(infos, choice, label);
  return id === undefined ? undefined : byId.get(id);
}

async function readMessages(dir: string): Promise<Map<string, Message>> {
  const messages = new Map<string, Message>();
  for (const name of await listDir(dir)) {
    const message = name.endsWith(".json") ? await readJson(join(dir, name)) : undefined;
    const id = message ? str(message["id"]) : undefined;
    if (!message || id === undefined) continue;
    const time = isObject(message["time"]) ? message["time"] : {};
    messages.set(id, { role: str(message["role"]), created: num(time["created"]) ?? 0 });
  }
  return messages;
}

/** The session's part files in chronological order (message time, then message and part ids). */
async function listParts(
  dir: string,
  sessionId: string | undefined,
  messages: Map<string, Message>,
): Promise<PartEntry[]> {
  const entries: PartEntry[] = [];
  for (const name of await listDir(dir)) {
    const file = join(dir, name);
    if (name.endsWith(".json")) {
      const part = await readJson(file);
      const messageId = part ? (str(part["messageID"]) ?? "") : "";
      if (sessionId !== undefined && part && !belongs(part, sessionId, messageId, messages))
        continue;
      entries.push({ file, name, messageId, partId: name, part });
      continue;
    }
    if (sessionId !== undefined && messages.size > 0 && !messages.has(name)) continue;
    for (const partName of await listDir(file)) {
      if (!partName.endsWith(".json")) continue;
      entries.push({
        file: join(file, partName),
        name: `${name}/${partName}`,
        messageId: name,
        partId: partName,
      });
    }
  }
  const created = (id: string) => messages.get(id)?.created ?? Number.POSITIVE_INFINITY;
  return entries.sort(
    (a, b) =>
      created(a.messageId) - created(b.messageId) ||
      compare(a.messageId, b.messageId) ||
      compare(a.partId, b.partId),
  );
}

function belongs(
  part: JsonObject,
  sessionId: string,
  messageId: string,
  messages: Map<string, Message>,
): boolean {
  const partSession = str(part["sessionID"]);
  return partSession !== undefined ? partSession === sessionId : messages.has(messageId);
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * Events of an OpenCode transcript, a batch at a time, whatever its form: an `opencode export`
 * file, a storage folder or one of its JSON files, a SQLite database (its header, or a `.db`
 * name), else an event stream.
 */
export async function* readOpenCodeEvents(
  path: string,
  label: string,
  choice: SessionChoice | undefined,
): AsyncGenerator<TranscriptEvent[]> {
  const isDir = (await stat(path)).isDirectory();
  if (!isDir && path.endsWith(".json")) {
    const { isOpenCodeExport, readOpenCodeExport } = await import("./export-file.js");
    if (await isOpenCodeExport(path)) {
      yield* batchesOf(readOpenCodeExport(path, label));
      return;
    }
  }
  if (isDir || path.endsWith(".json")) {
    yield* batchesOf(readOpenCodeStorage(path, label, choice));
  } else if ((await isSqlite(path)) || path.endsWith(".db")) {
    const { readOpenCodeSqlite } = await import("./sqlite.js");
    yield* batchesOf(readOpenCodeSqlite(path, label, choice));
  } else {
    yield* batchesOf(readOpenCodeStream(path, label));
  }
}

/** OpenCode's readers yield one event at a time. */
async function* batchesOf(
  events: AsyncIterable<TranscriptEvent>,
): AsyncGenerator<TranscriptEvent[]> {
  for await (const event of events) yield [event];
}

async function isSqlite(path: string): Promise<boolean> {
  const handle = await open(path, "r");
  try {
    const buf = Buffer.alloc(16);
    const { bytesRead } = await handle.read(buf, 0, 16, 0);
    return bytesRead === 16 && buf.toString("latin1") === SQLITE_MAGIC;
  } finally {
    await handle.close();
  }
}
