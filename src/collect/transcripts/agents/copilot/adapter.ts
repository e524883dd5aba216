/**
 * GitHub Copilot CLI's transcript adapter (see `../../adapter.ts`): a session is
 * `~/.copilot/session-state/<id>/events.jsonl`, recognised by its event types and fields (a
 * session folder, or the folder of every session, is claimed by its layout), read by `files.ts`
 * in full (no resumable scan), found without a path by `locate.ts`.
 */
import { existsSync } from "node:fs";
import { basename, join } from "node:path";
import type { TranscriptAdapter } from "../../adapter.js";

export const copilotAdapter: TranscriptAdapter<"copilot"> = {
  id: "copilot",
  name: "GitHub Copilot CLI",
  transcript: "a GitHub Copilot CLI session",
  detect: {
    markers: [
      /"producer"\s*:\s*"copilot-agent"/,
      /"type"\s*:\s*"(session\.start|assistant\.turn_start|tool\.execution_start)"/,
      /"toolRequests"\s*:/,
      /"hookInvocationId"\s*:/,
      /"copilotVersion"\s*:/,
    ],
    path: (path, kind) => kind === "dir" && isCopilotFolder(path),
  },
  async *read(path, label, options) {
    const { readCopilotEvents } = await import("./files.js");
    yield* readCopilotEvents(path, label, options.session);
  },
  locate: async () => (await import("./locate.js")).copilotLocator,
};

/** A session's folder (`events.jsonl` beside `workspace.yaml`) or the `session-state` folder. */
function isCopilotFolder(dir: string): boolean {
  return (
    (existsSync(join(dir, "events.jsonl")) && existsSync(join(dir, "workspace.yaml"))) ||
    (basename(dir) === "session-state" && existsSync(join(dir, "..", "session-store.db")))
  );
}
