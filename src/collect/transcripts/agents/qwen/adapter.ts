/**
 * Qwen Code's transcript adapter (see `../../adapter.ts`): a session is one JSONL file,
 * recognised by the fields only Qwen Code's records carry (`provenance`, `systemPayload`,
 * `toolCallResult`, its `qwen-code.` telemetry), read by `files.ts`, found by `locate.ts`.
 * No resumable scan: each write reads the session whole.
 */
import type { TranscriptAdapter } from "../../adapter.js";

export const qwenAdapter: TranscriptAdapter<"qwen"> = {
  id: "qwen",
  name: "Qwen Code",
  transcript: "a Qwen Code session",
  detect: {
    markers: [
      /"provenance"\s*:\s*"(real_user|assistant_output|tool_result|system)"/,
      /"systemPayload"\s*:/,
      /"toolCallResult"\s*:/,
      /"event\.name"\s*:\s*"qwen-code\./,
      /"message"\s*:\s*\{\s*"role"\s*:\s*"(user|model)"\s*,\s*"parts"/,
    ],
  },
  oneFile: "a Qwen Code session is a .jsonl file",
  async *read(path, label) {
    const { readQwenEvents } = await import("./files.js");
    yield* readQwenEvents(path, label);
  },
  locate: async () => (await import("./locate.js")).qwenLocator,
};
