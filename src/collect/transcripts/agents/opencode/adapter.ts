/**
 * OpenCode's transcript adapter (see `../../adapter.ts`): a store of many sessions (a SQLite
 * database, the legacy JSON storage folder, one of its session files) or the event stream of
 * `opencode run --format json`; recognised by a folder, a SQLite header or its `sessionID`/
 * `part` markers. Always read in full: a store is not one growing file.
 */
import { existsSync } from "node:fs";
import { basename, join } from "node:path";
import type { TranscriptAdapter } from "../../adapter.js";
import { SQLITE_MAGIC } from "./sqlite-magic.js";

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
  async *read(path, label, options) {
    const { readOpenCodeEvents } = await import("./files.js");
    yield* readOpenCodeEvents(path, label, options.session);
  },
};

/** An OpenCode storage folder (or its `part/` folder, or the folder holding `storage/`). */
function isOpenCodeStorage(dir: string): boolean {
  return (
    basename(dir) === "part" ||
    existsSync(join(dir, "part")) ||
    existsSync(join(dir, "storage", "part"))
  );
}
