/**
 * OpenCode's transcript adapter (see `../../adapter.ts`): a store of many sessions (a SQLite
 * database, the legacy JSON storage folder, one of its session files) or the event stream of
 * `opencode run --format json`; recognised by a folder, a SQLite header or its `sessionID`/
 * `part` markers. Always read in full: a store is not one growing file.
 */
import { existsSync } from "node:fs";
import { open, stat } from "node:fs/promises";
import { basename, join } from "node:path";
import type { ReadOptions, TranscriptAdapter } from "../../adapter.js";
import type { TranscriptEvent } from "../../events.js";
import { readOpenCodeStorage, readOpenCodeStream } from "./files.js";

const SQLITE_MAGIC = "SQLite format 3\0";

export const opencodeAdapter: TranscriptAdapter<"opencode"> = {
  id: "opencode",
  name: "OpenCode",
  transcript: "an OpenCode session",
  detect: {
    markers: [
      /"sessionID"\s*:/,
      /"messageID"\s*:/,
      /"type"\s*:\s*"(step_start|step_finish|tool_use)"\s*,\s*"timestamp"/,
      /"callID"\s*:/,
      /"projectID"\s*:/,
    ],
    // Folders, and the JSON files of OpenCode's storage (session/<project>/<id>.json).
    path: (path, kind) =>
      kind === "dir" || /(^|[\\/])(session|part)[\\/][^\\/]+[\\/][^\\/]+\.json$/.test(path),
    magic: SQLITE_MAGIC,
    store: isOpenCodeStorage,
  },
  read: readOpenCode,
};

async function* readOpenCode(
  path: string,
  label: string,
  options: ReadOptions,
): AsyncGenerator<TranscriptEvent[]> {
  if ((await stat(path)).isDirectory() || path.endsWith(".json")) {
    yield* batchesOf(readOpenCodeStorage(path, label, options.session));
  } else if ((await isSqlite(path)) || path.endsWith(".db")) {
    const { readOpenCodeSqlite } = await import("./sqlite.js");
    yield* batchesOf(readOpenCodeSqlite(path, label, options.session));
  } else {
    yield* batchesOf(readOpenCodeStream(path, label));
  }
}

/** An OpenCode storage folder (or its `part/` folder, or the folder holding `storage/`). */
function isOpenCodeStorage(dir: string): boolean {
  return (
    basename(dir) === "part" ||
    existsSync(join(dir, "part")) ||
    existsSync(join(dir, "storage", "part"))
  );
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
