/**
 * Cline CLI's transcript adapter (see `../../adapter.ts`): a session is one JSON document,
 * `<id>.messages.json` (or its session record `<id>.json`), recognised by the fields only
 * Cline writes (`"agent": "lead"`, its `origin`, `<user_input mode=…>`, `run_commands`), read
 * whole by `files.ts`. No resumable scan: Cline rewrites the document, it never appends.
 */
import type { TranscriptAdapter } from "../../adapter.js";

export const clineAdapter: TranscriptAdapter<"cline"> = {
  id: "cline",
  name: "Cline",
  transcript: "a Cline session",
  detect: {
    markers: [
      /"origin"\s*:\s*\{\s*"source"\s*:/,
      /"agent"\s*:\s*"lead"/,
      /<user_input mode=\\"/,
      /"name"\s*:\s*"run_commands"/,
      /"messages_path"\s*:/,
      /"sessionHistoryOrigin"\s*:/,
    ],
  },
  oneFile: "a Cline session is its <id>.messages.json file",
  async *read(path, label) {
    const { readClineEvents } = await import("./files.js");
    yield* readClineEvents(path, label);
  },
};
