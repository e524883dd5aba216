/**
 * Codex CLI's transcript adapter (see `../../adapter.ts`): a rollout is one `.jsonl` file (or the
 * old single JSON document), recognised by its envelope types and `call_id`s, read by
 * `files.ts`, resumed by `resume.ts`.
 */
import type { TranscriptAdapter } from "../../adapter.js";

export const codexAdapter: TranscriptAdapter<"codex"> = {
  id: "codex",
  name: "Codex CLI",
  transcript: "a Codex CLI rollout",
  detect: {
    markers: [
      /"type"\s*:\s*"(session_meta|response_item|event_msg|turn_context)"/,
      /"record_type"\s*:\s*"state"/,
      /"type"\s*:\s*"(function_call|function_call_output)"/,
      /"call_id"\s*:/,
      /"originator"\s*:\s*"codex/,
    ],
  },
  oneFile: "a Codex CLI rollout is a .jsonl file",
  async *read(path, label) {
    const { readCodexEvents } = await import("./files.js");
    yield* readCodexEvents(path, label);
  },
  scanResumable: async (scan) => (await import("./resume.js")).scanCodexResumable(scan),
  locate: async () => (await import("./locate.js")).codexLocator,
};
